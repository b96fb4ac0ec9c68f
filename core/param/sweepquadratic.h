#pragma once
/// Building block of the exact sweep: the extreme equilibria of the game at a quadratic
/// irrational value of the parameter, exactly in Q(√c), where the rational enumerator cannot go.
#include "core/algebra/quadraticsurd.h"
#include "core/algebra/rationalfunction.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/param/bimatrixsweep.h"

#include <vector>

namespace gamelab::sweep {

/// f(x) in Q(√c); nullopt at a pole.
std::optional<QuadraticSurd> valueAt(const RationalFunction& f, const QuadraticSurd& x);

/// Every extreme equilibrium of the game at t = x (no payoff may have a pole there): the
/// complementary pairs of vertices of P̄ and Q̄, each polyhedron's vertices found by solving
/// every basis in Q(√c) and keeping the feasible points. Sorted by (x, y) lexicographically.
/// Cost: C(m + n, m) small solves in Q(√c) per player. Errors: Cancelled/Timeout.
Expected<std::vector<QuadraticEquilibrium>> equilibriaAtQuadratic(const ParametricBimatrix& game,
                                                                  const QuadraticSurd& x, const CancelToken& cancel);

}  // namespace gamelab::sweep
