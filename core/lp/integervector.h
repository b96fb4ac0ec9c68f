#pragma once
/// Rational vectors as integer numerators over one common denominator, so that dot products
/// with integer data need no gcd per term (exact LP basis proofs, zero-sum verification).
#include "core/common/rational.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab {

/// values[i] = numerators[i] / denominator, denominator > 0 (not necessarily in lowest terms).
struct IntegerVector {
  std::vector<mpz_class> numerators;
  mpz_class denominator{1};

  /// numerators[i] / denominator in lowest terms.
  Rational at(std::size_t i) const;
};

/// The least common denominator of `values` and the numerators over it.
IntegerVector toIntegerVector(const RationalVector& values);

}  // namespace gamelab
