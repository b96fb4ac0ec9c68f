#pragma once
/// Shapley's value iteration (source 000 §2.6.6): v_0 = 0, v_{n+1}(k) = Val(A^(k)(v_n)).
/// Exact rational iterates while their denominators stay small, then floating point.
#include "core/common/cancel.h"
#include "core/stochastic/stochasticgame.h"

namespace gamelab::stochastic {

struct ShapleyIterationOptions {
  int iterations = 0;               ///< 0 = until the error bound is below `tolerance`
  double tolerance = 1e-12;
  int maxIterations = 100000;       ///< stop there (the result says it did not converge)
                                    ///< (also stops once 5·10⁶ values are stored: iterates × states)
  /// Keep exact iterates while every numerator and denominator has at most this many bits.
  int exactBits = 256;
  /// Start from v_0 = Q (recursive games: value iteration from the payoff of infinite play)
  /// instead of 0.
  bool startFromInfinitePlay = false;
};

struct ShapleyIterate {
  std::vector<double> values;              ///< per state
  std::optional<RationalVector> exact;     ///< per state, while the iterates are exact
};

struct ShapleyIterationResult {
  std::vector<ShapleyIterate> iterates;    ///< v_0, v_1, …, v_n
  /// Per iterate from v_1 on: the bound on max_k |v_n(k) − v(k)| from (1 − s)/s × the last
  /// change (s = the least stop probability; +inf when s = 0, i.e. no bound).
  std::vector<double> errorBound;
  /// iterations = 0: the stop criterion was met — the bound ≤ tolerance, or, when s = 0 (no
  /// bound), the last change ≤ tolerance (which proves nothing about the distance to the
  /// value). iterations > 0: the last bound ≤ tolerance.
  bool converged = false;
  /// Per state: an optimal strategy pair of the one-shot game A^(k)(v_n) at the last iterate
  /// (floating point), the stationary strategies this iteration suggests.
  std::vector<std::vector<double>> rowStrategy;
  std::vector<std::vector<double>> colStrategy;
};

/// Errors: the game's validation problems (the first one), Cancelled/Timeout.
Expected<ShapleyIterationResult> solveShapleyIteration(const StochasticGame& game,
                                                       const ShapleyIterationOptions& options = {},
                                                       const Progress& progress = Progress::none(),
                                                       const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::stochastic
