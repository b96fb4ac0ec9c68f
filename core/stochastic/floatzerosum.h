#pragma once
/// Building block of the stochastic-game solvers (not a solver): the value and one optimal
/// strategy pair of a small zero-sum matrix game in floating point, by a dense simplex with
/// Bland's rule (no cycling on the degenerate games recursive games produce). Fast enough to be
/// called at every step of a value iteration; its answers are never shown as exact.
#include <vector>

namespace gamelab::stochastic {

struct FloatGameSolution {
  double value = 0.0;
  std::vector<double> row;  ///< player I's optimal mixed strategy (rows entries)
  std::vector<double> col;  ///< player II's (cols entries)
};

/// `payoffs` row-major, rows × cols, rows, cols ≥ 1, finite entries.
FloatGameSolution solveFloatMatrixGame(const std::vector<double>& payoffs, int rows, int cols);

}  // namespace gamelab::stochastic
