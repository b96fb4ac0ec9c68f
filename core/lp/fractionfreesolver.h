#pragma once
/// Exact solution of square integer linear systems by Bareiss' fraction-free elimination.
///
/// Every intermediate entry is a minor of the input, so numbers stay as small as the
/// determinant (no rational arithmetic, no gcds). Used for small systems (Lemke's path
/// endpoints) and as the reference the p-adic solver (dixonsolver.h, used by the LP basis
/// proof) is tested against; for dense systems beyond a few dozen rows Dixon is much faster.
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab {

/// K·X = B with the solution written as X = numerators / denominator (not reduced; the
/// denominator is ± det K, non-zero). numerators[c][i] is component i of right-hand side c.
struct FractionFreeSolution {
  bool singular = false;  ///< K is singular; no numbers are given
  mpz_class denominator{1};
  std::vector<std::vector<mpz_class>> numerators;
};

/// `matrix`: k rows of k entries. `rhs`: any number of right-hand sides, each of length k.
/// Cost O(k³) integer operations on numbers of the size of det K. Polls `cancel` every few
/// eliminated rows. Errors: Cancelled, Timeout.
Expected<FractionFreeSolution> solveFractionFree(const std::vector<std::vector<mpz_class>>& matrix,
                                                 const std::vector<std::vector<mpz_class>>& rhs,
                                                 const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
