#include "core/coalition/coalitionvalues.h"

#include "core/coalition/scaledtable.h"

#include <algorithm>
#include <cassert>
#include <numeric>
#include <optional>

namespace gamelab {

static_assert(sizeof(long) == sizeof(std::int64_t), "GMP's signed long must hold an int64 numerator");

namespace {

constexpr std::int64_t kLargest = INT64_MAX;  ///< |numerator| <= kLargest (INT64_MIN is never stored)

/// The value if it fits a compact numerator.
std::optional<std::int64_t> compactNumerator(const mpz_class& value) {
  if (!value.fits_slong_p()) return std::nullopt;
  const long v = value.get_si();
  if (v < -kLargest) return std::nullopt;
  return v;
}

/// The largest |numerator| (every numerator is > INT64_MIN).
std::int64_t largestMagnitude(const std::vector<std::int64_t>& numerators) {
  std::int64_t largest = 0;
  for (std::int64_t v : numerators) largest = std::max(largest, v < 0 ? -v : v);
  return largest;
}

/// True when every numerator times `factor` (>= 1) still fits.
bool scalingFits(const std::vector<std::int64_t>& numerators, const mpz_class& factor) {
  if (factor == 1) return true;
  const std::int64_t largest = largestMagnitude(numerators);
  if (largest == 0) return true;
  return mpz_class(largest) * factor <= mpz_class(static_cast<long>(kLargest));
}

void scale(std::vector<std::int64_t>& numerators, const mpz_class& factor) {
  if (factor == 1) return;
  const long by = factor.get_si();  // fits: scalingFits was checked first
  for (std::int64_t& v : numerators) v *= by;
}

}  // namespace

CoalitionValues::CoalitionValues(std::size_t count) : numerators_(count, 0) {}

CoalitionValues CoalitionValues::fromRationals(RationalVector values) {
  CoalitionValues table;
  if (auto scaled = scaledIntegerTable(values, kLargest)) {
    table.numerators_ = std::move(scaled->values);
    table.denominator_ = std::move(scaled->denominator);
    return table;
  }
  table.compact_ = false;
  table.rationals_ = std::move(values);
  return table;
}

CoalitionValues CoalitionValues::fromIntegers(std::vector<std::int64_t> integers) {
  CoalitionValues table;
  if (std::ranges::none_of(integers, [](std::int64_t v) { return v < -kLargest; })) {
    table.numerators_ = std::move(integers);
    return table;
  }
  table.compact_ = false;
  table.rationals_.reserve(integers.size());
  for (std::int64_t v : integers) table.rationals_.emplace_back(static_cast<long>(v));
  return table;
}

void CoalitionValues::append(std::int64_t value) {
  if (compact_ && value >= -kLargest) {
    if (mpz_cmp_ui(denominator_.get_mpz_t(), 1) == 0) {
      numerators_.push_back(value);
      return;
    }
    std::int64_t scaled = 0;
    if (denominator_.fits_slong_p() && !__builtin_mul_overflow(value, denominator_.get_si(), &scaled) &&
        scaled >= -kLargest) {
      numerators_.push_back(scaled);
      return;
    }
  }
  append(Rational(static_cast<long>(value)));
}

void CoalitionValues::append(Rational value) {
  if (compact_) {
    numerators_.push_back(0);
    set(numerators_.size() - 1, std::move(value));
    return;
  }
  rationals_.push_back(std::move(value));
}

void CoalitionValues::append(std::int64_t numerator, std::int64_t denominator) {
  assert(denominator >= 1);
  if (compact_ && numerator >= -kLargest && denominator_.fits_slong_p()) {
    const std::int64_t common = denominator_.get_si();
    const std::int64_t divisor = std::gcd(numerator, denominator);  // >= 1: denominator >= 1
    const std::int64_t reduced = denominator / divisor;
    std::int64_t scaled = 0;
    if (common % reduced == 0 && !__builtin_mul_overflow(numerator / divisor, common / reduced, &scaled) &&
        scaled >= -kLargest) {
      numerators_.push_back(scaled);
      return;
    }
  }
  Rational value{mpz_class(static_cast<long>(numerator)), mpz_class(static_cast<long>(denominator))};
  value.canonicalize();
  append(std::move(value));
}

void CoalitionValues::reserve(std::size_t count) {
  if (compact_) numerators_.reserve(count);
  else rationals_.reserve(count);
}

Rational CoalitionValues::at(std::size_t s) const {
  if (!compact_) return rationals_[s];
  Rational value(static_cast<long>(numerators_[s]));
  if (denominator_ != 1) {
    value.get_den() = denominator_;
    value.canonicalize();
  }
  return value;
}

void CoalitionValues::set(std::size_t s, Rational value) {
  if (compact_) {
    mpz_class denominator = denominator_;
    if (!mpz_divisible_p(denominator.get_mpz_t(), value.get_den_mpz_t()))
      mpz_lcm(denominator.get_mpz_t(), denominator.get_mpz_t(), value.get_den_mpz_t());
    const mpz_class factor = denominator / denominator_;
    mpz_class scaled = denominator / value.get_den();
    scaled *= value.get_num();
    const auto numerator = compactNumerator(scaled);
    if (numerator && scalingFits(numerators_, factor)) {
      scale(numerators_, factor);
      denominator_ = std::move(denominator);
      numerators_[s] = *numerator;
      return;
    }
    rationals_ = toRationals();
    compact_ = false;
    std::vector<std::int64_t>().swap(numerators_);
    denominator_ = 1;
  }
  rationals_[s] = std::move(value);
}

RationalVector CoalitionValues::toRationals() const {
  if (!compact_) return rationals_;
  RationalVector values;
  values.reserve(numerators_.size());
  for (std::size_t s = 0; s < numerators_.size(); ++s) values.push_back(at(s));
  return values;
}

CoalitionValues CoalitionValues::withDummyAppended() const {
  CoalitionValues table = *this;
  if (compact_) table.numerators_.insert(table.numerators_.end(), numerators_.begin(), numerators_.end());
  else table.rationals_.insert(table.rationals_.end(), rationals_.begin(), rationals_.end());
  return table;
}

CoalitionValues CoalitionValues::withoutPlayer(int bit) const {
  assert(size() >= 2);
  const std::size_t count = size() / 2;
  const std::size_t low = (std::size_t(1) << bit) - 1;
  const auto original = [low](std::size_t s) { return (s & low) | ((s & ~low) << 1); };  // a 0 bit at `bit`
  CoalitionValues table;
  table.compact_ = compact_;
  table.denominator_ = denominator_;
  if (compact_) {
    table.numerators_.resize(count);
    for (std::size_t s = 0; s < count; ++s) table.numerators_[s] = numerators_[original(s)];
  } else {
    table.rationals_.resize(count);
    for (std::size_t s = 0; s < count; ++s) table.rationals_[s] = rationals_[original(s)];
  }
  return table;
}

bool CoalitionValues::operator==(const CoalitionValues& other) const {
  if (size() != other.size()) return false;
  if (compact_ && other.compact_ && denominator_ == other.denominator_) return numerators_ == other.numerators_;
  if (!compact_ && !other.compact_) return rationals_ == other.rationals_;
  for (std::size_t s = 0; s < size(); ++s)
    if (at(s) != other.at(s)) return false;
  return true;
}

}  // namespace gamelab
