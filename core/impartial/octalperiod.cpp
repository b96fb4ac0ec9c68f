#include "core/impartial/octalperiod.h"

#include <algorithm>

namespace gamelab {

std::size_t PeriodTheorem::checkEnd(std::size_t n0, std::size_t p) const {
  const std::size_t n0p = pureSubtraction ? n0 : std::max<std::size_t>(n0, 1);
  return maxHeaps * n0p + (maxHeaps - 1) * p + maxRemoval;
}

std::optional<PeriodTheorem> periodTheorem(const TakeBreakCode& code, bool impatient) {
  if (code.repeatLast) return std::nullopt;
  PeriodTheorem th;
  bool pure = !impatient;
  for (std::size_t j = 0; j < code.digits.size(); ++j) {
    const std::uint8_t d = code.digits[j];
    if (d == 0) continue;
    th.maxRemoval = j;
    if (d & 8) th.maxHeaps = std::max<std::size_t>(th.maxHeaps, 3);
    else if (d & 4) th.maxHeaps = std::max<std::size_t>(th.maxHeaps, 2);
    if (d != 3 || j == 0) pure = false;
  }
  th.pureSubtraction = pure;
  return th;
}

std::optional<HeapPeriodicity> findProvedPeriod(const std::uint32_t* g, std::size_t m, const PeriodTheorem& th) {
  std::size_t budget = 16 * m + 1024;
  for (std::size_t p = 1; th.valuesNeeded(0, p) <= m; ++p) {
    // Smallest n0 with g(n) = g(n + p) for n0 <= n < m − p.
    std::size_t n = m - p;
    while (n > 0 && g[n - 1] == g[n - 1 + p]) {
      --n;
      if (budget-- == 0) return std::nullopt;
    }
    if (budget-- == 0) return std::nullopt;
    if (th.valuesNeeded(n, p) <= m) {
      HeapPeriodicity result;
      result.preperiod = n;
      result.period = p;
      result.provedAt = th.valuesNeeded(n, p) - 1;
      return result;
    }
  }
  return std::nullopt;
}

}  // namespace gamelab
