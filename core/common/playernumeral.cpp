#include "core/common/playernumeral.h"

#include <array>
#include <utility>

namespace gamelab {

namespace {
constexpr int kLargest = 3999;
constexpr std::array<std::pair<int, const char*>, 13> kDigits{{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"},
                                                                {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"},
                                                                {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}};

int digitValue(char c) {
  switch (c) {
    case 'I': return 1;
    case 'V': return 5;
    case 'X': return 10;
    case 'L': return 50;
    case 'C': return 100;
    case 'D': return 500;
    case 'M': return 1000;
    default: return 0;
  }
}
}  // namespace

std::string playerNumeral(int player) {
  int n = player + 1;
  if (n < 1 || n > kLargest) return std::to_string(n);
  std::string text;
  for (const auto& [value, digits] : kDigits)
    while (n >= value) {
      text += digits;
      n -= value;
    }
  return text;
}

std::optional<int> playerOfNumeral(const std::string& text) {
  if (text.empty() || text.size() > 15) return std::nullopt;  // MMMDCCCLXXXVIII is the longest
  int n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const int value = digitValue(text[i]);
    if (value == 0) return std::nullopt;
    const int next = i + 1 < text.size() ? digitValue(text[i + 1]) : 0;
    n += value < next ? -value : value;
  }
  if (n < 1 || n > kLargest || playerNumeral(n - 1) != text) return std::nullopt;  // only the canonical spelling
  return n - 1;
}

}  // namespace gamelab
