#pragma once
/// Building blocks of solveStochastic (not solvers) for recursive games, where play may last
/// forever and then pays Q (source 000 §2.6.3).
#include "core/stochastic/stochasticvalue.h"

#include <optional>
#include <utility>
#include <vector>

namespace gamelab::stochastic {

/// The mixing weight of the ε-optimal strategies solveStochastic returns.
inline const Rational kEpsilonWeight{1, 100};

/// A stationary strategy that lets the opponent keep play going forever (in a set of states
/// closed under the strategy's support and some reply of the opponent) is not optimal when
/// infinite play pays that player less than the value there (I: Q < v(k); II: Q > v(k)).
/// Such strategies are marked non-optimal and replaced by (1 − ε)·strategy + ε·uniform over the
/// other strategies; `solution.epsilon` is then set. `values` are the states' values.
void markInfinitePlay(const StochasticGame& game, const std::vector<double>& values, StochasticSolution& solution);

/// One-state games: the interval of v on which a cell "0 + 1·G" (payoff 0, back to the state
/// with probability 1) is a saddle point of A(v) — a whole interval of solutions of
/// v = Val(A(v)) (T82: [1, 5]). nullopt when there is none, or it is a point or unbounded.
std::optional<std::pair<Rational, Rational>> fixedPointIntervalOf(const StochasticGame& game);

}  // namespace gamelab::stochastic
