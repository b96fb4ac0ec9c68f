#include "core/algebra/algebraicnumber.h"

namespace gamelab {

std::string AlgebraicNumber::cliText() const {
  if (kind == Kind::Rational) return toString(rational);
  if (kind != Kind::Quadratic) return {};
  std::string bText;
  if (b == 1) {
    bText = "+";
  } else if (b == -1) {
    bText = "-";
  } else {
    bText = (b < 0 ? "-" : "+") + mpz_class(abs(b)).get_str() + "*";
  }
  return "(" + a.get_str() + bText + "sqrt(" + c.get_str() + "))/" + d.get_str();
}

}  // namespace gamelab
