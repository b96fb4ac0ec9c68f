#pragma once
/// Building block of the exact sweep: the extreme equilibria of the game at an irrational value
/// of the parameter of any degree, exactly in Q(α) = Q[t]/(p) (elements are polynomials reduced
/// modulo p; a sign is decided on α's isolating interval, a zero by gcd with p; when an inverse
/// meets a factor of p that α is not a root of, p shrinks to the cofactor: dynamic evaluation).
/// Only their floating-point values leave: the decision whether the point is a breakpoint is
/// exact.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/sweepcandidates.h"
#include "core/sweep/sweeproots.h"

#include <array>
#include <vector>

namespace gamelab::sweep {

/// An extreme equilibrium at α: the strategies as elements of Q(α) (polynomials in α of degree
/// below the defining polynomial's).
struct AlgebraicEquilibrium {
  std::array<std::vector<Polynomial>, 2> strategies;
};

struct AlgebraicEquilibria {
  RootCandidate root;  ///< α, with the (possibly shrunk) defining polynomial the elements use
  std::vector<AlgebraicEquilibrium> equilibria;
  std::vector<std::array<std::vector<double>, 2>> approximate;  ///< their values, sorted
};

/// Every extreme equilibrium of the m × n game at t = α (no payoff may have a pole there): the
/// complementary vertex pairs of P̄ and Q̄ there (sweepvertices.h), each point its basis's
/// functions in Q(α). Errors: Cancelled/Timeout, Internal (a sign left undecided).
Expected<AlgebraicEquilibria> equilibriaAtAlgebraic(const SweepCandidates& bases, std::size_t m, std::size_t n,
                                                    const RootCandidate& alpha, const CancelToken& cancel);

/// The piece's functions at α are exactly the equilibria found there (distinct, the same set).
bool algebraicValuesAre(const SweepPiece& piece, const AlgebraicEquilibria& at);

}  // namespace gamelab::sweep
