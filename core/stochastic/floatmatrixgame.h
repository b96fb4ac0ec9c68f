#pragma once
/// Detail of core/stochastic: a fast floating-point solve of a small matrix game (dense
/// simplex on the classical LP max Σx s.t. (A + c)x ≤ 1), for Shapley's iteration once its
/// iterates are no longer exact. Answers are approximate (about 1e-14 relative); callers that
/// show them label them so.
#include <vector>

namespace gamelab::stochastic {

struct FloatGameSolution {
  double value = 0;
  std::vector<double> row;  ///< player I's optimal mixed strategy (non-negative, sums to 1)
  std::vector<double> col;  ///< player II's
  bool ok = false;          ///< false: the simplex hit its pivot limit (answer unusable)
};

/// Reusable workspace (one per thread) so that repeated solves do not allocate.
class FloatMatrixGameSolver {
 public:
  /// `a` is row-major rows × cols, finite. rows, cols ≥ 1.
  FloatGameSolution solve(const std::vector<double>& a, int rows, int cols);

 private:
  std::vector<double> tableau_;
  std::vector<int> basis_;
};

}  // namespace gamelab::stochastic
