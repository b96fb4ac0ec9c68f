#pragma once
/// Integer fast paths for TU-game solvers: a table of exact rationals scaled by the least
/// common multiple of its denominators, when every scaled value fits in a signed 64-bit
/// integer with |value| <= bound.
#include "core/coalition/coalitionvalues.h"
#include "core/common/rational.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab {

struct ScaledTable {
  /// values[s] = original[s] * denominator, exactly.
  std::vector<std::int64_t> values;
  /// The common denominator (>= 1).
  mpz_class denominator;
};

/// The scaled table, or nullopt when some scaled value exceeds `bound` in absolute value
/// (bound <= 2^63 - 1).
std::optional<ScaledTable> scaledIntegerTable(const RationalVector& values, std::int64_t bound);

/// The same for a game's table: a compact table within `bound` is copied as it is (its
/// denominator is a common one, not necessarily the least).
std::optional<ScaledTable> scaledIntegerTable(const CoalitionValues& values, std::int64_t bound);

/// The least common multiple of the denominators (>= 1).
mpz_class commonDenominator(const RationalVector& values);

/// Exact conversion of a 128-bit integer.
mpz_class toMpz(__int128 value);

}  // namespace gamelab
