#include "core/impartial/ruletext.h"

#include <algorithm>
#include <cctype>

namespace gamelab::ruletext {

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

Expected<std::vector<HeapSize>> parseSubtractionList(const std::string& body, HeapSize largest) {
  if (body.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptySubtractionSet);
  std::vector<HeapSize> set;
  std::size_t pos = 0;
  while (true) {
    const auto comma = body.find(',', pos);
    const std::string item = trim(body.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
    if (item.empty() || item.size() > 18 ||
        !std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return makeProblemError(ErrorCode::NotANumber, Problem::SubtractionNotNumber, {item});
    const HeapSize s = std::stoull(item);
    if (s == 0)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::SubtractionOutOfRange, {item, std::to_string(largest)});
    if (s > largest)
      return makeProblemError(ErrorCode::TooLarge, Problem::SubtractionOutOfRange, {item, std::to_string(largest)});
    set.push_back(s);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return set;
}

}  // namespace gamelab::ruletext
