#pragma once
/// Dyadic rationals as short-game numbers: the canonical options of a number and the simplest
/// number strictly between two bounds (spec §9 C1: {0|2} = 1, {−1|1} = 0, {1/2|1} = 3/4).
#include "core/common/rational.h"

#include <optional>

namespace gamelab::partizan {

/// True when the denominator of `value` is a power of 2.
bool isDyadic(const Rational& value);
/// k for a dyadic m/2^k in lowest terms (0 for integers).
unsigned long dyadicExponent(const Rational& value);
/// The canonical options of the number `value` (dyadic): n−1 | for an integer n > 0,
/// | n+1 for n < 0, none for 0, (m−1)/2^k | (m+1)/2^k for m/2^k with k ≥ 1.
struct NumberOptions {
  std::optional<Rational> left, right;
};
NumberOptions numberOptions(const Rational& value);
/// The simplest number x with low < x < high (an absent bound is unbounded); requires
/// low < high when both are given and both dyadic. Iterates over the denominator's exponent.
Rational simplestBetween(const std::optional<Rational>& low, const std::optional<Rational>& high);
/// Birthday of the number: |n| for integers, ⌊|x|⌋ + k + 1 for m/2^k.
mpz_class exactNumberBirthday(const Rational& value);
/// exactNumberBirthday saturated at INT_MAX.
int numberBirthday(const Rational& value);

}  // namespace gamelab::partizan
