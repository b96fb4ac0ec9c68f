#pragma once
/// One Nash equilibrium of any finite strategic game, any number of players, for when the
/// complete searches give up (too many support profiles) or find none: the end of the logit
/// QRE's principal branch (logitqre.h; for generic games it converges to a Nash equilibrium,
/// McKelvey and Palfrey 1995), rounded to an exact equilibrium and proved by isNashEquilibrium
/// where it can be (qrelimit.h), otherwise the branch's end in floats with the largest gain
/// any player could get by a pure deviation (`maxRegret`, in double precision).
///
/// Cost: one QRE trace to λ = 10⁶ (random 6⁴ and 4⁵ games: tens of milliseconds).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/strategicgame.h"

namespace gamelab {

/// Errors: those of solveStrategicQre (TooLarge beyond kQreChoiceLimit choices,
/// NumericalFailure, Cancelled, Timeout). Progress stage "qre".
Expected<ApproximateEquilibrium> equilibriumFromQreLimit(const StrategicGame& game,
                                                         const Progress& progress = Progress::none(),
                                                         const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
