#pragma once
/// Exact solution of square integer linear systems by Dixon's p-adic lifting (FLINT's
/// fmpz_mat_solve_dixon_den): one inverse modulo a word-size prime, then lifting and rational
/// reconstruction, O(k³) word operations plus O(k²·log det) lifting steps — for the LP basis
/// proof on dense k×k blocks (k in the hundreds) this is one to two orders of magnitude
/// faster than Bareiss' fraction-free elimination, whose every operation is on numbers of the
/// size of det K. The answer is exact (FLINT proves it via the Hadamard bound).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/lp/fractionfreesolver.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab {

/// Solves K·X = B (or Kᵀ·X = B when `transposed`) for `matrix` = K (k rows of k entries) and
/// each right-hand side in `rhs` (length k). The solution is X = numerators / denominator
/// (denominator > 0, a divisor of |det K|; not reduced per component). `singular` when K is
/// singular. The FLINT call itself cannot be interrupted: `cancel` is polled before and after
/// it (a 400×400 block takes about a tenth of a second). Errors: Cancelled, Timeout.
Expected<FractionFreeSolution> solveDixon(const std::vector<std::vector<mpz_class>>& matrix,
                                          const std::vector<std::vector<mpz_class>>& rhs, bool transposed,
                                          const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
