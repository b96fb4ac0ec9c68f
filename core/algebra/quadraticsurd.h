#pragma once
/// The one exact square-root number type of core: numbers r + s·√c of a quadratic field Q(√c).
/// The duopoly answers with one root (the entry-deterrence output a − c − 2√F, the advertising
/// best response √(V·y/c) − y), the stochastic prover's arithmetic in Q(√c) and the quadratic
/// values of AlgebraicNumber all use it, and toString is their one text form.
#include "core/common/rational.h"

#include <gmpxx.h>

#include <optional>
#include <string>

namespace gamelab {

/// r + s·√c in canonical form: when s ≠ 0, c is a square-free integer > 1; a rational number
/// has s = 0 and c = 0 (a rational square root is folded into r). So isRational() is exact
/// and two numbers are equal exactly when their three parts are.
struct QuadraticSurd {
  Rational rational;     ///< r
  Rational coefficient;  ///< s (0 for a rational number)
  mpz_class radicand;    ///< c: square-free and > 1, or 0 for a rational number

  QuadraticSurd() = default;
  QuadraticSurd(const Rational& value) : rational(value) {}  // NOLINT: implicit by design
  /// r + s·√d for any rational d ≥ 0, canonicalised: √(p/q) = √(p·q)/q and the square factors
  /// of p·q move into s (see squareFreePart). Precondition: d ≥ 0.
  QuadraticSurd(const Rational& r, const Rational& s, const Rational& d);
  /// r + s·√c where c is already square-free and > 1 (the radicand of a number of the field):
  /// no factoring, the fast path of arithmetic in one field. s = 0 gives the rational r.
  static QuadraticSurd inField(Rational r, Rational s, const mpz_class& c);

  bool isRational() const { return coefficient == 0; }
  /// The value when isRational(). Precondition: isRational().
  const Rational& value() const { return rational; }
  /// Nearest double (for plots, floating-point strategies and `_float` twins).
  double toDouble() const;
  /// −1, 0 or 1, exactly (compares r² with s²c when r and s have opposite signs).
  int sign() const;

  /// In place: the sum, difference and product stay in the field. Precondition: both numbers
  /// share the radicand unless one of them is rational (asserted).
  QuadraticSurd& operator+=(const QuadraticSurd& y);
  QuadraticSurd& operator-=(const QuadraticSurd& y);
  QuadraticSurd& operator*=(const QuadraticSurd& y);
  /// Scaling by a rational, any radicand.
  QuadraticSurd& operator*=(const Rational& y);
};

/// Exact equality of values (the canonical parts are equal), any radicands.
bool operator==(const QuadraticSurd& x, const QuadraticSurd& y);
/// Exact comparison of values, any radicands (numbers of different fields are compared by
/// squaring, never in floating point).
bool operator<(const QuadraticSurd& x, const QuadraticSurd& y);
/// −1, 0 or 1 as x is below, equal to or above y, exactly, any radicands.
int compare(const QuadraticSurd& x, const QuadraticSurd& y);

/// Field arithmetic; + − × ÷ of two irrational numbers need the same radicand (asserted).
QuadraticSurd operator-(const QuadraticSurd& x);
QuadraticSurd operator+(const QuadraticSurd& x, const QuadraticSurd& y);
QuadraticSurd operator-(const QuadraticSurd& x, const QuadraticSurd& y);
QuadraticSurd operator*(const QuadraticSurd& x, const QuadraticSurd& y);
QuadraticSurd operator*(const QuadraticSurd& x, const Rational& y);
/// 1/x = (r − s√c)/(r² − s²c). Precondition: x ≠ 0.
QuadraticSurd inverse(const QuadraticSurd& x);
/// x · (1/y). Precondition: y ≠ 0 and the radicands agree as for ×.
QuadraticSurd operator/(const QuadraticSurd& x, const QuadraticSurd& y);

/// √value as a surd. Precondition: value ≥ 0.
QuadraticSurd squareRoot(const Rational& value);
/// The square root of `value` when it is the square of a rational (4/9 → 2/3), else nothing.
std::optional<Rational> rationalSquareRoot(const Rational& value);

/// c with |value| = root²·c and c square-free (1 for a perfect square; value ≠ 0), root
/// returned in `root` when given. Trial division by every p with p³ ≤ the cofactor, so exact
/// for |value| < 2^69 (every radicand the stochastic identification meets); beyond, division
/// stops at p = 2^23 and a square of a larger prime times a further factor may stay in c.
mpz_class squareFreePart(const mpz_class& value, mpz_class* root = nullptr);

/// The integers of x = (a + b√c)/d with d > 0 least and gcd(a, b, d) = 1; b = c = 0 when x is
/// rational (then a/d is x in lowest terms).
struct SurdIntegers {
  mpz_class a, b, c, d;
};
SurdIntegers integerForm(const QuadraticSurd& x);

/// The text of CLI.md's exact values: "3", "-2/7", or "(a+b*sqrt(c))/d" with the integers of
/// integerForm ("(-2+sqrt(7))/1", "(10-2*sqrt(30))/5": a coefficient ±1 is written as a sign).
std::string toString(const QuadraticSurd& value);

}  // namespace gamelab
