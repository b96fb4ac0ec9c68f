#pragma once
/// One Nash equilibrium of any finite strategic game, any number of players, for when the
/// complete searches give up (too many support profiles) or find none: the end of the logit
/// QRE's principal branch (logitqre.h; for generic games it converges to a Nash equilibrium,
/// McKelvey and Palfrey 1995), rounded to an exact equilibrium and proved by isNashEquilibrium
/// where it can be (qrelimit.h), otherwise polished by Newton's method on its support and
/// reported with its certified regret (npersonpolish.h: the exact largest gain any player gets
/// by a pure deviation from the rational profile reported, rounded up).
/// More equilibria: the logit tracing procedure from a random completely mixed prior p (the
/// same homotopy with σ = p at λ = 0; its end is a Nash equilibrium that depends on p), one
/// trace per seed.
///
/// Cost: one QRE trace to λ = 10⁶ (random 6⁴ and 4⁵ games: tens of milliseconds).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/strategicgame.h"

#include <cstdint>

namespace gamelab {

/// Errors: those of solveStrategicQre (TooLarge beyond kQreChoiceLimit choices,
/// NumericalFailure, Cancelled, Timeout). Progress stage "qre".
Expected<ApproximateEquilibrium> equilibriumFromQreLimit(const StrategicGame& game,
                                                         const Progress& progress = Progress::none(),
                                                         const CancelToken& cancel = CancelToken::none());

/// The end of the logit trace from the random prior that `seed` draws (each player's weights
/// independent exponentials floored at 10⁻³, normalised), made exact or certified like
/// equilibriumFromQreLimit. Errors: TooLarge beyond kQreChoiceLimit choices, NumericalFailure,
/// Cancelled, Timeout. Progress stage "qre".
Expected<ApproximateEquilibrium> equilibriumFromLogitTracing(const StrategicGame& game, std::uint64_t seed,
                                                             const Progress& progress = Progress::none(),
                                                             const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
