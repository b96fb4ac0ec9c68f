#pragma once
/// Exact values of stochastic and recursive games (source 000 §2.6.3–2.6.5): v = Val(A(v)) is
/// solved on the optimal supports found by value iteration; the value of each state is a
/// rational, a quadratic irrational (a + b√c)/d, or an algebraic number of higher degree given
/// by its minimal polynomial and an isolating interval. Recursive games pick the solution the
/// theory picks (value iteration started from Q: the fixed point nearest Q, Everett) and say
/// when only ε-optimal strategies exist.
#include "core/common/cancel.h"
#include "core/algebra/algebraicnumber.h"
#include "core/common/rational.h"
#include "core/stochastic/stochasticgame.h"

#include <gmpxx.h>

#include <optional>
#include <string>

namespace gamelab::stochastic {

using gamelab::AlgebraicNumber;

struct StationaryStrategy {
  /// Exact where the state's value is rational (else empty), and floating point always.
  std::optional<RationalVector> rowExact, colExact;
  std::vector<double> row, col;
  /// false: no optimal stationary strategy exists for this player here (a recursive game
  /// whose value is not attained); row/col are then ε-optimal for the `epsilon` below.
  bool rowOptimal = true;
  bool colOptimal = true;
};

struct StochasticSolution {
  std::vector<AlgebraicNumber> values;          ///< per state
  std::vector<StationaryStrategy> strategies;   ///< per state
  double epsilon = 0.0;                         ///< for ε-optimal strategies (0 when all optimal)
  /// True when every value was proved exactly (rational or quadratic, checked in exact
  /// arithmetic as the value of its state's one-shot game A^(k)(v)).
  bool proved = false;
  /// Recursive games with one state: the solution set of v = Val(A(v)) as an interval
  /// [low, high] when it is not a single point (T82: [1, 5]), for the picture and the text.
  std::optional<std::pair<Rational, Rational>> fixedPointInterval;
};

struct StochasticValueOptions {
  int maxDegree = 4;   ///< highest degree tried for a minimal polynomial
};

/// Errors: the game's validation problems (the first), TooLarge, Cancelled/Timeout.
/// Speed: a 2-state 2×2 game in well under 10 ms.
Expected<StochasticSolution> solveStochastic(const StochasticGame& game, const StochasticValueOptions& options = {},
                                             const Progress& progress = Progress::none(),
                                             const CancelToken& cancel = CancelToken::none());

/// The value of the one-shot game A^(k)(v) (v given in floating point) — for the chart of
/// v ↦ Val(A(v)) of a one-state recursive game.
double oneShotValue(const StochasticGame& game, int state, const std::vector<double>& v);

}  // namespace gamelab::stochastic
