#include "core/lp/integervector.h"

#include <cstddef>

namespace gamelab {

Rational IntegerVector::at(std::size_t i) const {
  Rational q(numerators[i], denominator);
  q.canonicalize();
  return q;
}

IntegerVector toIntegerVector(const RationalVector& values) {
  IntegerVector out;
  for (const auto& q : values) mpz_lcm(out.denominator.get_mpz_t(), out.denominator.get_mpz_t(), q.get_den_mpz_t());
  out.numerators.resize(values.size());
  if (out.denominator == 1) {  // integers (payoff tables usually are): no division
    for (std::size_t i = 0; i < values.size(); ++i) out.numerators[i] = values[i].get_num();
    return out;
  }
  for (std::size_t i = 0; i < values.size(); ++i) {
    mpz_divexact(out.numerators[i].get_mpz_t(), out.denominator.get_mpz_t(), values[i].get_den_mpz_t());
    out.numerators[i] *= values[i].get_num();
  }
  return out;
}

}  // namespace gamelab
