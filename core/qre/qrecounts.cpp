#include "core/qre/qrecounts.h"

#include "core/io/jsontext.h"

#include <nlohmann/json.hpp>

namespace gamelab {

namespace {

using Json = nlohmann::json;

Error countsError(Problem problem, std::vector<std::string> values, const std::string& fileName) {
  Error error = makeProblemError(ErrorCode::WrongShape, problem, std::move(values));
  error.where.file = fileName;
  return error;
}

Expected<std::vector<double>> numberList(const Json& list, const std::string& place, const std::string& fileName) {
  if (!list.is_array()) return countsError(Problem::MustBeList, {place}, fileName);
  std::vector<double> out;
  for (std::size_t j = 0; j < list.size(); ++j) {
    if (!list[j].is_number())
      return countsError(Problem::MustBeNonNegative, {place + "[" + std::to_string(j) + "]", list[j].dump()}, fileName);
    out.push_back(list[j].get<double>());
  }
  return out;
}

/// The "counts" member of the document, or the error.
Expected<Json> countsMember(std::string_view text, const std::string& fileName) {
  auto parsed = parseJsonText(text, fileName);
  if (!parsed) return parsed.error();
  if (!parsed->is_object()) return countsError(Problem::MustBeObject, {"the counts file"}, fileName);
  const auto found = parsed->find("counts");
  if (found == parsed->end()) return countsError(Problem::MissingField, {"the counts file", "counts"}, fileName);
  return Json(std::move(*found));
}

/// A decimal number without sign or leading zeros (a player or set number as a key), or -1.
int keyNumber(const std::string& key) {
  if (key.empty() || key.size() > 9 || key[0] == '0') return -1;
  int value = 0;
  for (char c : key) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

Expected<QreCounts> parseQreCounts(std::string_view text, const std::string& fileName, const StrategicGame& game) {
  auto counts = countsMember(text, fileName);
  if (!counts) return counts.error();
  if (!counts->is_array()) return countsError(Problem::MustBeList, {"counts"}, fileName);
  (void)game;  // the shape is checkQreOptions' business
  QreCounts out;
  for (std::size_t k = 0; k < counts->size(); ++k) {
    auto list = numberList((*counts)[k], "counts[" + std::to_string(k) + "]", fileName);
    if (!list) return list.error();
    out.push_back(std::move(*list));
  }
  return out;
}

Expected<QreCounts> parseQreCounts(std::string_view text, const std::string& fileName, const GameTree& tree) {
  auto counts = countsMember(text, fileName);
  if (!counts) return counts.error();
  if (!counts->is_object()) return countsError(Problem::MustBeObject, {"counts"}, fileName);
  QreCounts out;
  std::vector<int> agentOfSet(tree.infoSets.size(), -1);
  for (std::size_t set = 0; set < tree.infoSets.size(); ++set) {
    if (tree.infoSets[set].isChance()) continue;
    agentOfSet[set] = static_cast<int>(out.size());
    out.emplace_back(tree.infoSets[set].actions.size(), 0.0);  // a set without data: no observations
  }
  for (const auto& [playerKey, sets] : counts->items()) {
    const std::string place = "counts." + playerKey;
    const int player = keyNumber(playerKey);
    if (player < 1 || player > tree.players())
      return countsError(Problem::IndexOutOfRange, {"counts", playerKey, std::to_string(tree.players())}, fileName);
    if (!sets.is_object()) return countsError(Problem::MustBeObject, {place}, fileName);
    for (const auto& [setKey, list] : sets.items()) {
      const int number = keyNumber(setKey);
      const int set = number < 1 ? -1 : tree.findInfoSet(player - 1, number);
      if (set < 0)
        return countsError(Problem::IndexOutOfRange, {place, setKey, std::to_string(tree.infoSetsOf(player - 1).size())}, fileName);
      auto values = numberList(list, place + "." + setKey, fileName);
      if (!values) return values.error();
      out[static_cast<std::size_t>(agentOfSet[static_cast<std::size_t>(set)])] = std::move(*values);
    }
  }
  return out;
}

}  // namespace gamelab
