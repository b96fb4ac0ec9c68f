#pragma once
/// Building block of the exact sweep: the extreme equilibria of the game at a quadratic
/// irrational value of the parameter, exactly in Q(√c), where the rational enumerator cannot go.
#include "core/algebra/quadraticsurd.h"
#include "core/algebra/rationalfunction.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/sweepcandidates.h"

#include <vector>

namespace gamelab::sweep {

/// f(x) in Q(√c); nullopt at a pole.
std::optional<QuadraticSurd> valueAt(const RationalFunction& f, const QuadraticSurd& x);

/// Every extreme equilibrium of the m × n game at t = x, the candidate `root` (no payoff may have
/// a pole there): the complementary pairs of vertices of P̄ and Q̄ there (sweepvertices.h), each
/// point its basis's functions evaluated in Q(√c). Sorted by (x, y) lexicographically.
/// Errors: Cancelled/Timeout, Internal.
Expected<std::vector<QuadraticEquilibrium>> equilibriaAtQuadratic(const SweepCandidates& bases, std::size_t m,
                                                                  std::size_t n, const RootCandidate& root,
                                                                  const QuadraticSurd& x, const CancelToken& cancel);

}  // namespace gamelab::sweep
