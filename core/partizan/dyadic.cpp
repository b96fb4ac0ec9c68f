#include "core/partizan/dyadic.h"

#include <climits>

namespace gamelab::partizan {

bool isDyadic(const Rational& value) {
  return mpz_popcount(value.get_den_mpz_t()) == 1;
}

unsigned long dyadicExponent(const Rational& value) {
  return static_cast<unsigned long>(mpz_sizeinbase(value.get_den_mpz_t(), 2) - 1);
}

NumberOptions numberOptions(const Rational& value) {
  NumberOptions result;
  const unsigned long k = dyadicExponent(value);
  if (k == 0) {
    if (value > 0) result.left = Rational(value - 1);
    if (value < 0) result.right = Rational(value + 1);
    return result;
  }
  Rational step(1);
  mpq_div_2exp(step.get_mpq_t(), step.get_mpq_t(), k);
  result.left = Rational(value - step);
  result.right = Rational(value + step);
  return result;
}

namespace {
mpz_class floorOf(const Rational& value) {
  mpz_class result;
  mpz_fdiv_q(result.get_mpz_t(), value.get_num_mpz_t(), value.get_den_mpz_t());
  return result;
}
mpz_class ceilOf(const Rational& value) {
  mpz_class result;
  mpz_cdiv_q(result.get_mpz_t(), value.get_num_mpz_t(), value.get_den_mpz_t());
  return result;
}
}  // namespace

Rational simplestBetween(const std::optional<Rational>& low, const std::optional<Rational>& high) {
  if ((!low || *low < 0) && (!high || *high > 0)) return Rational(0);
  if (low && *low >= 0) {
    const Rational n(floorOf(*low) + 1);
    if (!high || n < *high) return n;
  } else {  // high ≤ 0
    const Rational n(ceilOf(*high) - 1);
    if (!low || n > *low) return n;
  }
  // No integer strictly between: the first denominator 2^k with a multiple strictly inside.
  for (unsigned long k = 1;; ++k) {
    Rational scaled(*low);
    mpq_mul_2exp(scaled.get_mpq_t(), scaled.get_mpq_t(), k);
    Rational candidate(floorOf(scaled) + 1);
    mpq_div_2exp(candidate.get_mpq_t(), candidate.get_mpq_t(), k);
    candidate.canonicalize();
    if (candidate < *high) return candidate;
  }
}

mpz_class exactNumberBirthday(const Rational& value) {
  mpz_class total = floorOf(Rational(abs(value)));
  const unsigned long k = dyadicExponent(value);
  if (k > 0) total += k + 1;
  return total;
}

int numberBirthday(const Rational& value) {
  const mpz_class total = exactNumberBirthday(value);
  return total.fits_sint_p() ? static_cast<int>(total.get_si()) : INT_MAX;
}

}  // namespace gamelab::partizan
