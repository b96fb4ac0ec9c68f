#pragma once
/// Building block of solveStochastic (not a solver): the one-shot game A^(k)(v) of a state —
/// each cell's payoff plus Σ_l P(l)·v(l) — for values given as doubles, rationals or numbers of
/// one field Q(√c).
#include "core/matrix/matrixgame.h"
#include "core/algebra/quadraticsurd.h"
#include "core/stochastic/stochasticgame.h"

#include <vector>

namespace gamelab::stochastic {

/// Row-major, rows × cols.
std::vector<double> floatMatrix(const StochasticState& s, const std::vector<double>& v);
/// Row-major, rows × cols.
std::vector<QuadraticSurd> fieldMatrix(const StochasticState& s, const std::vector<QuadraticSurd>& v);
MatrixGame rationalMatrix(const StochasticState& s, const RationalVector& v);

}  // namespace gamelab::stochastic
