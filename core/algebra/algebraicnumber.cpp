#include "core/algebra/algebraicnumber.h"

namespace gamelab {

std::string AlgebraicNumber::cliText() const {
  if (kind == Kind::Rational) return toString(rational);
  if (kind == Kind::Quadratic) return toString(quadratic);
  return {};
}

}  // namespace gamelab
