#pragma once
/// The table of a characteristic function: one exact value per coalition, stored compactly
/// when it can be. Most tables are integers, or fractions over a small common denominator:
/// they are kept as signed 64-bit numerators over one common denominator D (8 bytes per
/// coalition instead of a GMP rational's ~95). A table with a value whose numerator over D
/// does not fit in int64 is kept as one Rational per coalition. Either form is exact, and
/// which one a table uses is never visible through its values.
#include "core/common/rational.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace gamelab {

class CoalitionValues {
 public:
  /// No coalitions.
  CoalitionValues() = default;
  /// `count` zeros (compact).
  explicit CoalitionValues(std::size_t count);

  /// The values, compact when every value's numerator over the least common denominator fits
  /// in int64 (|numerator| <= INT64_MAX).
  static CoalitionValues fromRationals(RationalVector values);
  /// The integers (compact unless one is INT64_MIN).
  static CoalitionValues fromIntegers(std::vector<std::int64_t> integers);

  std::size_t size() const { return compact_ ? numerators_.size() : rationals_.size(); }
  bool empty() const { return size() == 0; }
  /// The value of coalition s (< size()), in lowest terms.
  Rational at(std::size_t s) const;
  /// Cheap tests for loops over the table (no Rational is built): v(a) == v(b), v(s) == 0,
  /// v(s) == 1. Indices < size().
  bool equal(std::size_t a, std::size_t b) const {
    return compact_ ? numerators_[a] == numerators_[b] : rationals_[a] == rationals_[b];
  }
  bool isZero(std::size_t s) const { return compact_ ? numerators_[s] == 0 : rationals_[s] == 0; }
  bool isOne(std::size_t s) const {
    if (!compact_) return rationals_[s] == 1;
    return denominator_.fits_slong_p() && numerators_[s] == denominator_.get_si();
  }
  /// Appends a value, as a reader does entry by entry, without ever holding one Rational per
  /// entry while the table stays compact. Amortized O(1), except when the common denominator
  /// grows: the table is then rescaled, and as each growth at least doubles the denominator,
  /// that happens at most 64 times before the table stops being compact.
  void append(std::int64_t value);
  void append(Rational value);
  /// numerator / denominator, denominator >= 1, in any terms.
  void append(std::int64_t numerator, std::int64_t denominator);
  void reserve(std::size_t count);

  /// Sets the value of coalition s (< size()). A compact table whose common denominator must
  /// grow is rescaled (O(size())); one that would overflow int64 becomes a rational table.
  void set(std::size_t s, Rational value);

  /// True when stored as numerators over a common denominator.
  bool compact() const { return compact_; }
  /// Compact tables only: value s = numerators()[s] / denominator(), with |numerator| <=
  /// INT64_MAX. The denominator is a common one (>= 1), not necessarily the least.
  const std::vector<std::int64_t>& numerators() const { return numerators_; }
  const mpz_class& denominator() const { return denominator_; }
  /// Rational tables only: the values.
  const RationalVector& rationals() const { return rationals_; }
  /// Every value as a Rational (one allocation per coalition: for small tables and solvers
  /// that need rationals anyway).
  RationalVector toRationals() const;

  /// The table of a game with one more player, a dummy: twice the size, value of S ∪ {new}
  /// = value of S.
  CoalitionValues withDummyAppended() const;
  /// The table of the game without player `bit`: the values of the coalitions without it.
  /// Requires size() >= 2.
  CoalitionValues withoutPlayer(int bit) const;

  /// Equal values (the form of storage does not matter).
  bool operator==(const CoalitionValues& other) const;

 private:
  bool compact_ = true;
  std::vector<std::int64_t> numerators_;
  mpz_class denominator_ = 1;
  RationalVector rationals_;
};

}  // namespace gamelab
