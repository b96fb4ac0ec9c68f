#pragma once
/// Exact solution of square integer linear systems K·x = b and Kᵀ·y = c by Dixon's p-adic
/// lifting on FLINT's matrices: one inverse of K modulo a word-size prime p (shared by K and
/// Kᵀ), then x is lifted digit by digit in base p — each step one product with the inverse
/// mod p and one product with K over the integers — until p^i exceeds the Cramer/Hadamard
/// bound, and rational reconstruction gives the exact answer. For dense k×k blocks (k in the
/// hundreds) this is one to two orders of magnitude faster than Bareiss' fraction-free
/// elimination, whose every operation is on numbers of the size of det K.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/lp/integervector.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab {

struct DixonSolution {
  bool singular = false;                  ///< K is singular; no solutions are given
  std::vector<IntegerVector> solutions;   ///< one per entry of `rhs`: K·x = b
  std::vector<IntegerVector> transposed;  ///< one per entry of `transposedRhs`: Kᵀ·y = c
};

/// `matrix`: K, k rows of k entries; every right-hand side has length k. Cost: one inverse
/// modulo p (O(k³) word operations, about a second for k = 1000; from k = 200 on computed on
/// a helper thread while this one polls `cancel`, so a cancel is answered within 20 ms and
/// the helper finishes alone), then O(k²) per lifting step, polling `cancel` at every step.
/// Entries of more than 4096 bits per row (a million-digit payoff) go to Bareiss' elimination
/// instead, which is quasi-linear in their size where lifting is quadratic.
/// Errors: Cancelled, Timeout, Internal (reconstruction failed, which the bound rules out).
Expected<DixonSolution> solveDixon(const std::vector<std::vector<mpz_class>>& matrix,
                                   const std::vector<std::vector<mpz_class>>& rhs,
                                   const std::vector<std::vector<mpz_class>>& transposedRhs = {},
                                   const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
