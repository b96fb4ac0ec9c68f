#pragma once
/// Building block of solveStochastic (not a solver): the fixed point v = Val(A(v)) to high
/// precision once the optimal supports are known. On fixed square supports each state's value
/// w_k(v) is the value of the equalized subgame; Newton's method solves w(v) = v with the
/// Jacobian ∂w_k/∂v_l = Σ p_i q_j P_ij^(k)(l) (the derivative of a game's value in its entries
/// is pᵀ(∂A)q).
#include "core/common/cancel.h"
#include "core/stochastic/stochasticgame.h"

#include <gmpxx.h>

#include <optional>
#include <vector>

namespace gamelab::stochastic {

struct StateSupport {
  std::vector<int> rows, cols;  ///< same size, increasing
};

struct RefinedValues {
  std::vector<mpf_class> values;
  int accurateBits = 0;  ///< estimated absolute accuracy of every value
};

/// Newton from `start` at `precisionBits`. nullopt when a support system is singular, the
/// iteration does not settle, or `cancel` fires.
std::optional<RefinedValues> refineOnSupports(const StochasticGame& game, const std::vector<StateSupport>& supports,
                                              const std::vector<double>& start, int precisionBits,
                                              const CancelToken& cancel);

}  // namespace gamelab::stochastic
