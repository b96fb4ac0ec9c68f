#pragma once
/// Exact numbers of the form r + s·√d (r, s, d rational, d ≥ 0): the few duopoly answers that
/// involve one square root (the entry-deterrence output a − c − 2√F, the advertising best
/// response √(V·y/c) − y) stay exact instead of turning into floating point.
#include "core/common/rational.h"

#include <optional>
#include <string>

namespace gamelab {

/// r + s·√d in a canonical form: when d is the square of a rational (or s = 0) the root is
/// folded into r, and then s = 0 and d = 0; so isRational() is exact and == compares values.
struct QuadraticSurd {
  Rational rational;     ///< r
  Rational coefficient;  ///< s (0 for a rational number)
  Rational radicand;     ///< d ≥ 0 (0 for a rational number)

  QuadraticSurd() = default;
  QuadraticSurd(const Rational& value) : rational(value) {}  // NOLINT: implicit by design
  /// r + s·√d, canonicalised. Precondition: d ≥ 0.
  QuadraticSurd(const Rational& r, const Rational& s, const Rational& d);

  bool isRational() const { return coefficient == 0; }
  /// The value when isRational(). Precondition: isRational().
  const Rational& value() const { return rational; }
  /// Nearest double (for plots and `_float` twins).
  double toDouble() const;
  /// −1, 0 or 1, exactly.
  int sign() const;
};

bool operator==(const QuadraticSurd& x, const QuadraticSurd& y);
/// Exact comparison; x and y must share the radicand unless one of them is rational
/// (every number of one duopoly analysis does). Precondition checked by assert.
bool operator<(const QuadraticSurd& x, const QuadraticSurd& y);
QuadraticSurd operator+(const QuadraticSurd& x, const QuadraticSurd& y);
QuadraticSurd operator-(const QuadraticSurd& x, const QuadraticSurd& y);
/// Products of two surds with the same radicand (or a rational factor) stay surds.
QuadraticSurd operator*(const QuadraticSurd& x, const QuadraticSurd& y);

/// √value as a surd. Precondition: value ≥ 0.
QuadraticSurd squareRoot(const Rational& value);
/// The square root of `value` when it is the square of a rational (4/9 → 2/3), else nothing.
std::optional<Rational> rationalSquareRoot(const Rational& value);

/// "3", "-2/7", or "(a+b*sqrt(c))/d" with integers a, b, c, d (c square-free), the format of
/// CLI.md's stochastic values.
std::string toString(const QuadraticSurd& value);

}  // namespace gamelab
