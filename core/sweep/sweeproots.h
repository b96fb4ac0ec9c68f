#pragma once
/// Building blocks of the exact sweep (bimatrixsweep.cpp): linear systems over the field Q(t) of
/// rational functions, and real roots of polynomials handled as isolating intervals (exact signs
/// of other polynomials there, exact merging of equal roots, rational points between them).
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/rationalfunction.h"
#include "core/algebra/realroots.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::sweep {

using FunctionMatrix = std::vector<std::vector<RationalFunction>>;

/// a·b, a − b, a / b with a fast path for constants (no polynomial gcd).
RationalFunction times(const RationalFunction& a, const RationalFunction& b);
RationalFunction minus(const RationalFunction& a, const RationalFunction& b);
RationalFunction over(const RationalFunction& a, const RationalFunction& b);

/// The solution z of m·z = rhs over Q(t) (Gaussian elimination with RationalFunction arithmetic)
/// and det(m) in `det` when given; nullopt when m is singular over Q(t) (for every t).
std::optional<std::vector<RationalFunction>> solveFunctionSystem(FunctionMatrix m, std::vector<RationalFunction> rhs,
                                                                 RationalFunction* det = nullptr);

/// False when p has certainly no root in [lo, hi] (an interval enclosure of its values there
/// excludes 0): a cheap test before a Sturm isolation.
bool mayVanishBetween(const Polynomial& p, const Rational& lo, const Rational& hi);

/// p / gcd(p, p′) made monic: the same roots, each simple; the key under which roots are cached.
Polynomial squareFreeMonic(const Polynomial& p);

/// A real root of `poly` (square-free, monic): exactly `exact` when rational (low == high ==
/// exact), else the only root of poly in the open interval (low, high).
struct RootCandidate {
  Polynomial poly;
  std::optional<Rational> exact;
  Rational low, high;
  double approx = 0;
};

RootCandidate fromIsolated(const Polynomial& poly, const IsolatedRoot& root);

/// The sign of p at the root: −1, 0 or 1, exactly; 2 when undecided after a bounded refinement
/// (the root so close to a root of p that 200 bisections did not separate them — not met with
/// polynomials of sane size).
int signAtRoot(const Polynomial& p, const RootCandidate& root);

/// Halves an irrational root's interval (keeps the half holding the root).
void bisectRoot(RootCandidate& root);

/// The candidates (each strictly inside (lo, hi)) sorted by value, equal ones merged (the merged
/// one keeps gcd of the polynomials), intervals refined until they are pairwise disjoint and
/// strictly inside (lo, hi). Errors: Cancelled/Timeout.
Expected<std::vector<RootCandidate>> sortAndMergeRoots(std::vector<RootCandidate> roots, const Rational& lo,
                                                       const Rational& hi, const CancelToken& cancel);

/// A rational strictly between x and y (x < y), with a small denominator.
Rational rationalStrictlyBetween(const Rational& x, const Rational& y);

/// The root as an AlgebraicNumber: Rational when exact; Quadratic when the polynomial (after
/// dividing out its rational roots) has degree 2; else Algebraic with that polynomial (integer
/// coefficients, primitive; irreducible when its degree is 3, otherwise not checked) and the
/// isolating interval.
AlgebraicNumber toAlgebraicNumber(const RootCandidate& root);

/// x as an AlgebraicNumber of kind Rational (low = high = x).
AlgebraicNumber rationalNumber(const Rational& x);

/// −1, 0, 1 as x < y, x = y, x > y: exact for rational numbers and surds of one field, by the
/// isolating intervals otherwise (overlapping intervals, under 1e-12 wide, compare by midpoint).
int compareRoots(const AlgebraicNumber& x, const AlgebraicNumber& y);

/// The text of a breakpoint in the CLI's notation, the parameter named `variable`: "1/3",
/// "(-1+sqrt(17))/4", or "root of POLY in [low, high]" (integer coefficients, exact ends).
std::string rootText(const AlgebraicNumber& x, const std::string& variable);

}  // namespace gamelab::sweep
