#pragma once
/// Exact sparse linear systems for the sequence form (internal): a·z = b over the rationals by
/// Gaussian elimination with Markowitz-style pivoting (fewest entries in the column, then in the
/// row), which keeps the fill-in of the tree-structured support systems small. Not an LP solver:
/// it only solves the equations that a floating-point LP answer says are tight, so that the
/// answer can be recovered exactly and then proved by exact best replies.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <utility>
#include <vector>

namespace gamelab {

struct SparseEntry {
  int column = 0;
  Rational value;
};

struct SparseSystem {
  int unknowns = 0;
  std::vector<std::vector<SparseEntry>> rows;  ///< each row's columns distinct
  RationalVector rhs;                          ///< one per row
  /// Values for unknowns left free when the system is underdetermined (empty: 0 each).
  RationalVector freeValues;

  int addRow(std::vector<SparseEntry> entries, Rational value) {
    rows.push_back(std::move(entries));
    rhs.push_back(std::move(value));
    return static_cast<int>(rows.size()) - 1;
  }
};

struct SparseSolution {
  bool consistent = false;
  bool unique = false;     ///< full column rank
  RationalVector values;   ///< one per unknown; free unknowns take `freeValues` (or 0)
};

/// Solves the system exactly. Errors: Cancelled, Timeout.
Expected<SparseSolution> solveSparseSystem(const SparseSystem& system, const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
