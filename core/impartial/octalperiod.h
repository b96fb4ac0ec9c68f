#pragma once
/// Periodicity of take-and-break heap games, found and proved (source 000 §1.3.5 ex 7, §1.4.4;
/// Guy–Smith periodicity theorem, Winning Ways ch. 4).
///
/// Exact form used. Let t be the largest j with d_j ≠ 0 (t >= 0; d_0 counts), k the largest
/// number of heaps a move may leave (1 for subtraction-like codes, 2 for octal codes with a
/// split, 3 for hexadecimal codes with bit 3), and n0' = max(n0, 1) — or n0' = n0 for pure
/// subtraction codes (every non-zero digit is 3) without the impatient move. If
///   g(n + p) = g(n) for every n with n0 <= n < k·n0' + (k − 1)·p + t,
/// then g(n + p) = g(n) for every n >= n0. (Induction on n >= k·n0' + (k−1)·p + t: in an option
/// of n + p that leaves heaps summing to n + p − j >= k·n0' + k·p, the largest heap b has
/// b >= n0' + p, and replacing it by b − p >= max(n0, 1) gives an option of n with the same
/// value; conversely the largest heap b of an option of n has b >= n0' and b + p gives an option
/// of n + p; heaps of n, n + p exceed t, so "take all" and "leave nothing" never differ.)
/// k = 1 is the subtraction-game case: a repeated window of length t (= max S).
/// Codes with repeatLast (removal of any amount) have no such theorem; no claim is made.
#include "core/impartial/heapvalues.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab {

struct PeriodTheorem {
  std::size_t maxHeaps = 1;   ///< k
  std::size_t maxRemoval = 0; ///< t
  bool pureSubtraction = false;
  /// First n not needed in the check for pre-period n0 and period p: k·n0' + (k−1)·p + t.
  std::size_t checkEnd(std::size_t n0, std::size_t p) const;
  /// Values g(0..checkEnd + p − 1) are needed: returns checkEnd(n0, p) + p.
  std::size_t valuesNeeded(std::size_t n0, std::size_t p) const { return checkEnd(n0, p) + p; }
};

/// The theorem's parameters for a code (nullopt for repeatLast codes).
std::optional<PeriodTheorem> periodTheorem(const TakeBreakCode& code, bool impatient);

/// Looks for the smallest period p (and its smallest pre-period) that the values g(0..M−1),
/// M = g.size(), prove by the theorem. Bounded work (about 16·M steps); nullopt when nothing is
/// proved.
std::optional<HeapPeriodicity> findProvedPeriod(const std::uint32_t* g, std::size_t count, const PeriodTheorem& theorem);
inline std::optional<HeapPeriodicity> findProvedPeriod(const std::vector<std::uint32_t>& g, const PeriodTheorem& theorem) {
  return findProvedPeriod(g.data(), g.size(), theorem);
}

}  // namespace gamelab
