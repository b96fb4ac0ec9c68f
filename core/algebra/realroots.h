#pragma once
/// Building block of the general-payoff duopoly (polynomialcournot): the real roots of a
/// polynomial with rational coefficients inside an open interval, exact when rational.
///
/// Method: the square-free part p/gcd(p, p′), roots at the interval's ends divided out, a
/// Sturm sequence counts the distinct roots of a subinterval, bisection at exact rational
/// midpoints isolates each root and narrows its interval below min(1e-12, 1/ℓ²) (ℓ the leading
/// coefficient of the integer polynomial); the simplest rational of that interval is then the
/// root if the root is rational at all (a rational root's denominator divides ℓ), which an exact
/// evaluation decides.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <optional>
#include <utility>
#include <vector>

namespace gamelab {

/// Coefficients in ascending powers: p(x) = Σ p[k]·x^k.
using Polynomial = RationalVector;

Rational evaluatePolynomial(const Polynomial& p, const Rational& x);
Polynomial derivativeOf(const Polynomial& p);
/// p(x + shift) as a polynomial in x.
Polynomial shiftedPolynomial(const Polynomial& p, const Rational& shift);
/// p(factor·x) as a polynomial in x.
Polynomial scaledPolynomial(const Polynomial& p, const Rational& factor);
Polynomial addPolynomials(const Polynomial& p, const Polynomial& q);
Polynomial multiplyPolynomials(const Polynomial& p, const Polynomial& q);
/// Drops zero leading coefficients (the zero polynomial becomes empty).
void trimPolynomial(Polynomial& p);
/// Quotient and remainder of a / b (b trimmed and not zero).
std::pair<Polynomial, Polynomial> dividePolynomials(Polynomial a, const Polynomial& b);
/// p divided by its leading coefficient (the zero polynomial stays empty).
Polynomial monicPolynomial(Polynomial p);
/// The polynomial of degree < xs.size() through the points (xs[k], ys[k]), the xs distinct
/// (Newton's divided differences).
Polynomial interpolatePolynomial(const RationalVector& xs, RationalVector ys);
/// The monic greatest common divisor (empty when both are zero).
Polynomial polynomialGcd(Polynomial a, Polynomial b);

struct IsolatedRoot {
  std::optional<Rational> exact;  ///< set when the root is rational
  Rational low;                   ///< the root lies in [low, high] (low == high when exact)
  Rational high;                  ///< high − low < 1e-12
  double approx = 0;              ///< the root, or the midpoint of its interval
};

/// The distinct real roots of p strictly between lo and hi (lo < hi), by increasing value. The
/// zero polynomial has no isolated roots: the answer is empty. Errors: Cancelled/Timeout.
Expected<std::vector<IsolatedRoot>> realRootsBetween(const Polynomial& p, const Rational& lo, const Rational& hi,
                                                     const CancelToken& cancel = CancelToken::none());

/// The rational with the least denominator in [lo, hi] (0 ≤ lo ≤ hi), the least such one.
Rational simplestRationalBetween(const Rational& lo, const Rational& hi);

}  // namespace gamelab
