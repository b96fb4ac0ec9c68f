#pragma once
/// The nucleolus (source 000 §4.4) by a sequence of exact LPs, with the stages shown in the
/// source's hand computations: at stage k minimise the largest excess t among the coalitions
/// not yet fixed, then fix the coalitions that are tight in every optimum (positive dual)
/// and drop those whose excess is then determined (their vector lies in the span of the
/// fixed ones and N); stop when x is unique. Each LP is solved exactly (Clp + rational
/// proof); rows are generated lazily (only coalitions that are violated enter the LP), so
/// 16 players (65,534 coalitions) stay fast.
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <vector>

namespace gamelab {

enum class NucleolusDomain {
  /// X = {x : Σx = v(N)} (the source's definition; the pre-nucleolus).
  Efficient,
  /// X = imputations (also x_i >= v({i})); empty when Σ v({i}) > v(N).
  Imputations,
};

struct NucleolusOptions {
  NucleolusDomain domain = NucleolusDomain::Efficient;
};

struct NucleolusStage {
  Rational epsilon;                 ///< t_k, the minimised largest excess of this stage
  std::vector<Coalition> fixed;     ///< coalitions fixed at excess t_k here, SizeThenLexicographic
};

struct NucleolusResult {
  RationalVector x;
  std::vector<NucleolusStage> stages;
  int linearProgrammes = 0;         ///< LPs solved in total (rows generated included)
};

/// The nucleolus over options.domain. Requires hasTable(), n >= 1. Errors: InvalidArgument
/// {"game", "no imputation"} for the Imputations domain when Σ v({i}) > v(N);
/// Cancelled/Timeout; NumericalFailure.
Expected<NucleolusResult> solveNucleolus(const CoalitionalGame& game, const NucleolusOptions& options = {},
                                         const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// O(x): the 2ⁿ − 2 excesses of the proper non-empty coalitions sorted non-increasingly
/// (§4.4.1), with the coalitions in the same order (ties SizeThenLexicographic).
struct SortedExcesses {
  RationalVector excesses;
  std::vector<Coalition> coalitions;
};
/// O(x) for a point x of n entries. Requires hasTable().
SortedExcesses sortedExcesses(const CoalitionalGame& game, const RationalVector& x);

/// -1, 0, 1 as O(x) is lexicographically smaller than, equal to, or larger than O(y).
int compareLexicographically(const RationalVector& ox, const RationalVector& oy);

}  // namespace gamelab
