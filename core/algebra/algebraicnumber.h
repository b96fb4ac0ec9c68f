#pragma once
/// A real algebraic number as the exact solvers report one (stochastic values; identified by
/// algebraicidentify.h).
#include "core/algebra/quadraticsurd.h"
#include "core/common/rational.h"

#include <gmpxx.h>

#include <string>
#include <vector>

namespace gamelab {

/// A real algebraic number. Kinds: Rational (`rational` set), Quadratic (`quadratic` set, an
/// irrational number of Q(√c)), Algebraic (minimal polynomial with integer coefficients,
/// lowest degree first, and an isolating interval [low, high]), Float (only `approx` is known:
/// identification failed).
struct AlgebraicNumber {
  enum class Kind { Rational, Quadratic, Algebraic, Float };
  Kind kind = Kind::Float;
  Rational rational;
  QuadraticSurd quadratic;
  std::vector<mpz_class> minimalPolynomial;
  Rational low, high;
  double approx = 0.0;
  /// The CLI's text (toString of quadraticsurd.h): "2/5", "(-2+sqrt(7))/1"; "" for
  /// Algebraic/Float.
  std::string cliText() const;
};

}  // namespace gamelab
