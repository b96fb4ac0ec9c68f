#include "core/impartial/octalgame.h"

#include <algorithm>

namespace gamelab {

std::optional<SplitGameSpec> splitGameSpec(const HeapRule& rule) {
  SplitGameSpec spec;
  spec.impatient = rule.impatient;
  if (rule.kind == HeapRule::Kind::Grundy) {
    spec.leaveTwo = {0};
    spec.unequalParts = true;
    return spec;
  }
  if (rule.kind != HeapRule::Kind::TakeBreak) return std::nullopt;
  const auto& digits = rule.code.digits;
  for (std::size_t j = 0; j < digits.size(); ++j) {
    const std::uint8_t d = digits[j];
    const auto jj = static_cast<std::uint32_t>(j);
    if (j >= 1 && (d & 1)) spec.leaveNone.push_back(jj);
    if (j >= 1 && (d & 2)) spec.leaveOne.push_back(jj);
    if (d & 4) spec.leaveTwo.push_back(jj);
    if (d & 8) spec.leaveThree.push_back(jj);
  }
  if (rule.code.repeatLast && !digits.empty()) {
    spec.repeatLast = true;
    spec.repeatFrom = static_cast<std::uint32_t>(digits.size() - 1);
    spec.repeatDigit = digits.back();
    if (spec.repeatFrom == 0) spec.repeatDigit &= 0xC;  // d_0 repeated: no pass moves
  }
  return spec;
}

bool ruleSplits(const HeapRule& rule) {
  if (rule.kind == HeapRule::Kind::Grundy) return true;
  if (rule.kind != HeapRule::Kind::TakeBreak) return false;
  for (std::uint8_t d : rule.code.digits)
    if (d & 12) return true;
  return false;
}

namespace {

void addDigitMoves(std::uint8_t d, std::uint32_t n, std::uint32_t j, bool unequal,
                   std::vector<std::vector<std::uint32_t>>& out) {
  if (j > n) return;
  const std::uint32_t m = n - j;
  if (j >= 1 && (d & 1) && m == 0) out.push_back({});
  if (j >= 1 && (d & 2) && m >= 1) out.push_back({m});
  if (d & 4)
    for (std::uint32_t a = 1; 2 * a <= m; ++a) {
      if (unequal && 2 * a == m) continue;
      out.push_back({m - a, a});
    }
  if (d & 8)
    for (std::uint32_t a = 1; 3 * a <= m; ++a)
      for (std::uint32_t b = a; a + 2 * b <= m; ++b) out.push_back({m - a - b, b, a});
}

}  // namespace

std::vector<std::vector<std::uint32_t>> heapMoveParts(const HeapRule& rule, std::uint32_t n) {
  std::vector<std::vector<std::uint32_t>> out;
  auto leave = [&](std::uint32_t r) { out.push_back(r == 0 ? std::vector<std::uint32_t>{} : std::vector<std::uint32_t>{r}); };
  switch (rule.kind) {
    case HeapRule::Kind::TakeBreak: {
      const auto& digits = rule.code.digits;
      for (std::uint32_t j = 0; j < digits.size(); ++j) addDigitMoves(digits[j], n, j, false, out);
      if (rule.code.repeatLast && !digits.empty()) {
        std::uint8_t d = digits.back();
        for (std::uint32_t j = static_cast<std::uint32_t>(digits.size()); j <= n; ++j) addDigitMoves(d, n, j, false, out);
      }
      break;
    }
    case HeapRule::Kind::Grundy: addDigitMoves(4, n, 0, true, out); break;
    case HeapRule::Kind::PowersOfTwo:
      for (std::uint64_t s = 1; s <= n; s *= 2) leave(static_cast<std::uint32_t>(n - s));
      break;
    case HeapRule::Kind::AtLeastHalf:
      for (std::uint32_t c = (n + 1) / 2; c <= n; ++c)
        if (c >= 1) leave(n - c);
      break;
    case HeapRule::Kind::AtMostHalf:
      for (std::uint32_t c = 1; c <= n / 2; ++c) leave(n - c);
      break;
    case HeapRule::Kind::DimPlus:
    case HeapRule::Kind::Aliquot:
      for (std::uint32_t c = 1; c <= n; ++c)
        if (n % c == 0 && (rule.kind == HeapRule::Kind::DimPlus || c < n)) leave(n - c);
      break;
    case HeapRule::Kind::EvenIfNotAll:
      for (std::uint32_t c = 2; c < n; c += 2) leave(n - c);
      if (n % 2 == 1) leave(0);
      break;
  }
  if (rule.impatient && n >= 1) out.push_back({});
  return out;
}

}  // namespace gamelab
