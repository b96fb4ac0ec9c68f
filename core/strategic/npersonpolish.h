#pragma once
/// From a float profile near a Nash equilibrium of an n-player game (the end of a logit trace,
/// a Newton root) to an answer a user can trust: polished by Newton's method on the indifference
/// system of the support it suggests, then either proved exactly (a rational rounding that
/// passes isNashEquilibrium, qre::exactEquilibriumNearLimit) or given with its certified regret
/// (the regret of the rational profile reported, computed exactly, then rounded up to a double).
///
/// Cost: per support tried (at most three: probabilities down to 1e-3, 1e-6, 1e-9 of each
/// player's largest), one damped Newton run on a system of Σ(|S_k| − 1) unknowns; the exact
/// regret is profiles × players rational products.
#include "core/common/rational.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/npersonsystem.h"
#include "core/strategic/strategicgame.h"

#include <optional>

namespace gamelab::nperson {

/// Per player, the strategies whose probability is at least `threshold` times the largest.
Support supportOf(const FloatProfile& x, double threshold);

/// The root of the support's indifference system nearest x by damped Newton from x, clipped at
/// 0 and renormalised (a pure support: x itself); nullopt when Newton does not converge.
std::optional<FloatProfile> polishOnSupport(const FloatGame& game, const Support& support, const FloatProfile& x);

/// The largest gain any player gets by a pure deviation from `profile`, exactly (0 for a Nash
/// equilibrium). `profile` must be a mixed profile of the game.
Rational exactMaxRegret(const StrategicGame& game, const MixedProfile& profile);

/// exactMaxRegret rounded up to a double: a bound no player's gain by deviating exceeds.
double certifiedMaxRegret(const StrategicGame& game, const MixedProfile& profile);

/// Among x and its polished versions (polishOnSupport on supportOf(x, t) for t = 1e-3, 1e-6,
/// 1e-9), the one of smallest regret in double precision.
FloatProfile polishedNear(const FloatGame& game, const FloatProfile& x);

/// For an end no exact attempt could name (qre::exactEquilibriumNearLimit runs first): x
/// polished (polishedNear), rounded to denominators ≤ 10¹², with `maxRegret` its certified
/// regret, a bound on what any player gains by deviating from the rational `strategies`
/// reported; `exact` when that regret is 0. Payoffs are those of `strategies`.
ApproximateEquilibrium certifiedEquilibriumNear(const StrategicGame& game, const FloatGame& floatGame,
                                                const FloatProfile& x);

}  // namespace gamelab::nperson
