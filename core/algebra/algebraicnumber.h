#pragma once
/// A real algebraic number as the exact solvers report one (stochastic values; identified by
/// algebraicidentify.h).
#include "core/common/rational.h"

#include <gmpxx.h>

#include <string>
#include <vector>

namespace gamelab {

/// A real algebraic number. Kinds: Rational (`rational` set), Quadratic ((a + b√c)/d with
/// integers, c > 1 square-free, d > 0, gcd(a, b, d) = 1), Algebraic (minimal polynomial with
/// integer coefficients, lowest degree first, and an isolating interval [low, high]), Float
/// (only `approx` is known: identification failed).
struct AlgebraicNumber {
  enum class Kind { Rational, Quadratic, Algebraic, Float };
  Kind kind = Kind::Float;
  Rational rational;
  mpz_class a, b, c, d;
  std::vector<mpz_class> minimalPolynomial;
  Rational low, high;
  double approx = 0.0;
  /// "2/5", "(-2+sqrt(7))/1" (the CLI's form: `(a+b*sqrt(c))/d`), "" for Algebraic/Float.
  std::string cliText() const;
};

}  // namespace gamelab
