#pragma once
/// Grundy values of single heaps under a HeapRule, for all sizes 0..N, with the period found and
/// proved where the theory allows (subtraction games: a repeated window of length max S;
/// octal games: the Guy–Smith periodicity theorem). Grundy's game and other splitting games
/// use the rare/common ("sparse space") method so that 10⁶ heaps take seconds, not minutes.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/nimber.h"

#include <optional>
#include <vector>

namespace gamelab {

struct HeapPeriodicity {
  std::size_t preperiod = 0;   ///< g(n + period) = g(n) for every n >= preperiod
  std::size_t period = 0;
  /// The values up to this heap size were needed for the proof (theorem's bound).
  std::size_t provedAt = 0;
};

struct HeapValues {
  std::vector<Nimber> values;                 ///< g(0..N)
  /// Found and proved (only for rules with a periodicity theorem); nullopt when none was proved
  /// within the computed range. When present, values beyond provedAt were filled by the period.
  std::optional<HeapPeriodicity> periodicity;
};

/// The heap sizes a table covers.
struct HeapRangeOptions {
  HeapSize upTo = 100;   ///< sizes 0..upTo
};

/// g(0..upTo). Errors: TooLarge HeapSizeTooLarge {upTo, limit} beyond 2·10⁹ (values are 32-bit
/// internally), OutOfMemoryForHeaps {upTo} beyond what memory allows; Cancelled/Timeout (polled
/// often).
Expected<HeapValues> solveHeapValues(const HeapRule& rule, const HeapRangeOptions& options = {},
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

/// Misère outcome of one heap, 0..upTo (backward induction on the P/N labels). Errors: TooLarge
/// HeapSizeTooLarge or MisereTooManyPositions {upTo, limit}; Cancelled/Timeout. No progress is
/// reported.
Expected<std::vector<Outcome>> solveMisereHeapOutcomes(const HeapRule& rule, const HeapRangeOptions& options = {},
                                                       const Progress& progress = Progress::none(),
                                                       const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
