#pragma once
/// A rational function of one variable over Q: what a payoff written with a parameter, and an
/// equilibrium probability or payoff of a parametrised game, is as a function of that parameter.
#include "core/algebra/realroots.h"
#include "core/common/rational.h"

#include <optional>
#include <string>

namespace gamelab {

/// numerator / denominator, always in lowest terms: the two share no factor, the denominator
/// is monic (leading coefficient 1) and not zero, and neither has trailing zero coefficients
/// (the zero function has an empty numerator and denominator 1). Equal functions therefore
/// have equal representations (operator==).
class RationalFunction {
 public:
  /// The zero function.
  RationalFunction();
  /// A constant.
  RationalFunction(const Rational& constant);  // NOLINT: implicit, a number is a function
  /// The identity x.
  static RationalFunction variable();
  /// p / q; q must not be the zero polynomial.
  static RationalFunction fraction(Polynomial p, Polynomial q);

  const Polynomial& numerator() const { return num_; }
  const Polynomial& denominator() const { return den_; }
  bool isZero() const { return num_.empty(); }
  /// True when the function is a constant (denominator 1 and degree ≤ 0).
  bool isConstant() const;
  /// The constant's value (isConstant() must hold).
  Rational constantValue() const;
  /// The value at x, or nullopt where the denominator vanishes (a pole).
  std::optional<Rational> at(const Rational& x) const;
  /// The value at x in floating point (nan at a pole), for plots.
  double atDouble(double x) const;
  /// max(degree of numerator, degree of denominator): a measure of size.
  int degree() const;

  RationalFunction operator-() const;
  friend RationalFunction operator+(const RationalFunction& a, const RationalFunction& b);
  friend RationalFunction operator-(const RationalFunction& a, const RationalFunction& b);
  friend RationalFunction operator*(const RationalFunction& a, const RationalFunction& b);
  /// a / b; b must not be the zero function.
  friend RationalFunction operator/(const RationalFunction& a, const RationalFunction& b);
  bool operator==(const RationalFunction&) const = default;

 private:
  Polynomial num_, den_;
};

/// The function as an expression in `variable` that the parameter reader reads back to the same
/// function: descending powers, a positive term first ("3*t-1", "2-3*t", "1/2*t^2+1"); a
/// quotient of integer polynomials when the denominator is not constant ("(t+1)/(2*t-3)",
/// "-t/(3*t-3)", "1/t"); "0".
std::string toExpressionText(const RationalFunction& f, const std::string& variable);

}  // namespace gamelab
