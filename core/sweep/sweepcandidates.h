#pragma once
/// Building block of the exact sweep: every parameter value in (lo, hi) where the combinatorial
/// type of a best-response polyhedron can change, a complete set of candidate breakpoints.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/sweeproots.h"

#include <array>
#include <cstddef>
#include <vector>

namespace gamelab::sweep {

/// The most bases C(m + n, m) the candidate search visits per polyhedron (SweepTooLarge beyond).
inline constexpr std::size_t kMaxSweepBases = 20000;

/// A basis of one player's polyhedron that is feasible somewhere (no value or slack a negative
/// constant), solved as functions of t: what the exact enumeration at an irrational candidate
/// needs (sweepvertices.h).
struct BasisRecord {
  std::vector<std::size_t> support;     ///< the coordinates not fixed at 0
  std::vector<RationalFunction> z;      ///< the strategy on `support`
  RationalFunction w;                   ///< the opponent's best payoff against it
  std::vector<RationalFunction> slack;  ///< per opponent strategy, times a function positive on [lo, hi]
  Polynomial det;                       ///< the basis is singular exactly at its roots
};

struct SweepCandidates {
  std::vector<RootCandidate> roots;              ///< sorted and merged
  std::array<std::vector<BasisRecord>, 2> bases;  ///< player 1's (P̄), player 2's (Q̄)
};

/// C(m + n, m), saturated at kMaxSweepBases + 1.
std::size_t basisCount(std::size_t m, std::size_t n);

/// For player 1's P̄ = {(x, v): x ≥ 0, Σx = 1, Bᵀx ≤ v·1} and player 2's Q̄ = {(y, u): y ≥ 0,
/// Σy = 1, Ay ≤ u·1} (payoffs scaled by the lcm of their denominators, which has no root in
/// [lo, hi]), every basis (m of the m + n inequalities tight, with the equality) whose rows hold a
/// payoff that varies is solved exactly as polynomials in t (the determinant and Cramer's
/// numerators, by solving over Q at deg + 1 points and interpolating); the roots in (lo, hi) of its determinant, of its values' numerators and denominators
/// and of its non-basic slacks' numerators are the candidates, except a root where the basis's
/// point is infeasible for certain (a value or slack negative there, or a pole): the point is
/// then infeasible around it and changes nothing. Between two consecutive candidates the set of
/// feasible bases and the tight constraints of each are constant, so the extreme equilibria
/// (complementary vertex pairs) are the same rational functions. Returned sorted and merged
/// (sortAndMergeRoots), with every basis that is feasible somewhere. A basis with a value or slack that is a negative constant is skipped
/// whole, and a polynomial whose interval enclosure on [lo, hi] excludes 0 is not isolated.
/// Errors: Cancelled/Timeout.
Expected<SweepCandidates> candidateBreakpoints(const ParametricBimatrix& game, const Rational& lo,
                                               const Rational& hi, const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::sweep
