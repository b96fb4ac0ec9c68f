#pragma once
/// Building block of solveStochastic (not a solver). The value of a stochastic game is
/// positively homogeneous in its payoffs: every payoff and Q times m > 0 multiplies every value
/// by m and keeps the optimal strategies. So a game whose payoffs are far from 1 (10^400 would
/// overflow a double, 10^-400 vanish in one) is
/// solved with its payoffs divided by the largest of them, and the exact answer is multiplied
/// back. (Values far from 1 inside the safe range are found exactly by the continued
/// fraction of their high-precision refinement, stochasticvalue.cpp.)
#include "core/common/rational.h"
#include "core/stochastic/stochasticgame.h"
#include "core/stochastic/stochasticvalue.h"

namespace gamelab::stochastic {

/// Payoffs up to 2^kSafeScaleBits are solved as they are: their floating-point iterates keep
/// the small payoffs beside the large ones.
inline constexpr unsigned kSafeScaleBits = 256;

/// The divisor that brings the game's payoffs to size about 1: the largest |payoff| and |Q|
/// when it lies outside [2^-16, 2^kSafeScaleBits] (tiny payoffs would vanish beside the
/// simplex's unit shift), else 1 (solved as it is).
Rational payoffScale(const StochasticGame& game);

/// Decimal orders of magnitude between the largest and the smallest non-zero |payoff| and |Q|
/// (0 when there are none): how far apart a scaled solve had to keep them.
long payoffSpanDigits(const StochasticGame& game);

/// The game with every payoff and Q divided by `scale` (> 0).
StochasticGame scaledGame(StochasticGame game, const Rational& scale);

/// Every value of `solution` multiplied by `scale` (> 0), exactly (rational, quadratic and
/// algebraic values stay exact; their floats are scaled too); strategies unchanged.
void scaleValues(StochasticSolution& solution, const Rational& scale);

}  // namespace gamelab::stochastic
