#pragma once
/// Value and one optimal strategy per player of a matrix game, by linear programming
/// (source 000 §2.4.4), exact by default.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/lp/lpproblem.h"
#include "core/matrix/matrixgame.h"
#include "core/matrix/supportguess.h"

namespace gamelab {

struct ZeroSumSolution {
  Rational value;
  RationalVector rowStrategy;  ///< player I, length rows
  RationalVector colStrategy;  ///< player II, length cols
  /// True when value and strategies were checked exactly: min_j (pᵀA)_j = value = max_i (Aq)_i.
  bool verified = false;
  double valueFloat = 0;
  std::vector<double> rowStrategyFloat;
  std::vector<double> colStrategyFloat;
};

struct ZeroSumOptions {
  /// false: Clp's floating-point answer only (fast path for huge games), verified=false and
  /// the rationals are roundings of the floats; the GUI labels it approximate.
  bool exact = true;
};

/// Errors: EmptyGame, Cancelled, Timeout, NumericalFailure.
Expected<ZeroSumSolution> solveZeroSum(const MatrixGame& game, const ZeroSumOptions& options = {},
                                       const Progress& progress = Progress::none(),
                                       const CancelToken& cancel = CancelToken::none());

/// The infallible test (§2.2.4): true iff p and q are mixed strategies and
/// min_j (pᵀA)_j == max_i (Aq)_i; then `value` receives that common number.
bool isOptimalPair(const MatrixGame& game, const RationalVector& p, const RationalVector& q, Rational* value = nullptr);

/// The basis of the row player's LP that solveZeroSum solves (variables p_0..p_{rows−1}, v;
/// rows: one per column j, then Σp = 1) whose basic variables are the guessed rows' p_i and v
/// and whose basic logicals are those of the columns outside the guess.
LpStartBasis rowPlayerStartBasis(const MatrixGame& game, const SupportGuess& guess);

/// pᵀA (one entry per column) and Aq (one entry per row).
RationalVector rowPlayerPayoffs(const MatrixGame& game, const RationalVector& p);
RationalVector colPlayerPayoffs(const MatrixGame& game, const RationalVector& q);

}  // namespace gamelab
