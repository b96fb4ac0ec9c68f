#pragma once
/// Exact solution of the square systems K·x = b and Kᵀ·y = c of an LP basis when K is sparse:
/// rows with a single entry (then, in what is left, columns with a single entry) are peeled
/// off first, so that only the remaining core goes to Dixon's dense solver. With the rows
/// ordered [row singletons; core; column singletons] and the columns alike, K is
///
///     [ L  0  0 ]      L lower and U upper triangular:
///     [ A  C  0 ]      x: forward through L, the core, then back through U;
///     [ B  D  U ]      y: forward through Uᵀ, the core, then back through Lᵀ.
///
/// Sequence-form bases are mostly such singletons (each sequence is its parent's extension).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/lp/integervector.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab::lpdetail {

struct SingletonSolution {
  bool singular = false;  ///< K is singular; x and y are not given
  IntegerVector x;        ///< K·x = b
  IntegerVector y;        ///< Kᵀ·y = c
  std::size_t coreSize = 0;  ///< the order of the block solved by Dixon
};

/// `rows`: K by rows, each a list of (column, nonzero value); b and c have K's order.
/// Errors: as solveDixon (Cancelled, Timeout, Internal).
using SparseIntegerRow = std::vector<std::pair<int, mpz_class>>;
Expected<SingletonSolution> solveBySingletons(const std::vector<SparseIntegerRow>& rows, const RationalVector& b,
                                              const RationalVector& c, const CancelToken& cancel);

}  // namespace gamelab::lpdetail
