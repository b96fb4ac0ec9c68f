#pragma once
/// Building block of solveStochastic (not a solver): which algebraic number a high-precision
/// approximation is. Integer relations among 1, x, …, x^n are found by LLL reduction of the
/// usual lattice (one per degree, lowest degree first); a relation is accepted only when its
/// coefficients are small against the precision and it vanishes at x to the full accuracy.
#include "core/algebra/algebraicnumber.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab::stochastic {

/// x is accurate to about `accurateBits` bits (absolute); its own precision must be at least
/// that. Returns a Rational, Quadratic or Algebraic number (degree ≤ maxDegree), else Float.
AlgebraicNumber identifyAlgebraic(const mpf_class& x, int accurateBits, int maxDegree);

/// LLL-reduces the rows of `basis` (integer vectors of one length, linearly independent),
/// δ = 3/4. Exposed for tests.
void reduceLattice(std::vector<std::vector<mpz_class>>& basis);

}  // namespace gamelab::stochastic
