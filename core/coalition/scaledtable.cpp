#include "core/coalition/scaledtable.h"

namespace gamelab {

mpz_class commonDenominator(const RationalVector& values) {
  mpz_class lcm = 1;
  for (const Rational& value : values)
    if (value.get_den() != 1 && !mpz_divisible_p(lcm.get_mpz_t(), value.get_den_mpz_t()))
      mpz_lcm(lcm.get_mpz_t(), lcm.get_mpz_t(), value.get_den_mpz_t());
  return lcm;
}

std::optional<ScaledTable> scaledIntegerTable(const RationalVector& values, std::int64_t bound) {
  ScaledTable table;
  table.denominator = commonDenominator(values);
  const mpz_class limit = static_cast<long>(bound);
  table.values.resize(values.size());
  const bool integral = table.denominator == 1;
  mpz_class scaled;
  for (std::size_t s = 0; s < values.size(); ++s) {
    const Rational& value = values[s];
    if (integral) {
      if (value.get_num().fits_slong_p()) {
        const long v = value.get_num().get_si();
        if (v > bound || v < -bound) return std::nullopt;
        table.values[s] = v;
        continue;
      }
      return std::nullopt;
    }
    scaled = table.denominator / value.get_den();
    scaled *= value.get_num();
    if (abs(scaled) > limit) return std::nullopt;
    table.values[s] = scaled.get_si();
  }
  return table;
}

std::optional<ScaledTable> scaledIntegerTable(const CoalitionValues& values, std::int64_t bound) {
  if (!values.compact()) return scaledIntegerTable(values.rationals(), bound);
  for (std::int64_t v : values.numerators())
    if (v > bound || v < -bound) return std::nullopt;
  return ScaledTable{values.numerators(), values.denominator()};
}

mpz_class toMpz(__int128 value) {
  const bool negative = value < 0;
  unsigned __int128 magnitude = negative ? -static_cast<unsigned __int128>(value) : static_cast<unsigned __int128>(value);
  mpz_class result = static_cast<unsigned long>(static_cast<std::uint64_t>(magnitude >> 64));
  result <<= 64;
  result += static_cast<unsigned long>(static_cast<std::uint64_t>(magnitude));
  return negative ? mpz_class(-result) : result;
}

}  // namespace gamelab
