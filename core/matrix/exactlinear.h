#pragma once
/// Exact dense linear algebra over the rationals for the teaching views (small matrices):
/// Gauss-Jordan inversion and the solution of square or rectangular systems.
#include "core/common/rational.h"

#include <optional>
#include <vector>

namespace gamelab {

using RationalMatrix = std::vector<RationalVector>;  ///< row-major, all rows the same length

/// The exact inverse of a square matrix, or nullopt when it is singular.
std::optional<RationalMatrix> invertMatrix(const RationalMatrix& a);

enum class LinearSystemStatus {
  Unique,        ///< exactly one solution
  Infinite,      ///< consistent but underdetermined; `solution` is the one with free variables 0
  Inconsistent,  ///< no solution
};

struct LinearSystemSolution {
  LinearSystemStatus status = LinearSystemStatus::Inconsistent;
  RationalVector solution;  ///< empty when inconsistent
  std::size_t rank = 0;
};

/// Solves a·x = b (a has b.size() rows and `unknowns` columns) by exact Gauss-Jordan elimination.
LinearSystemSolution solveLinearSystem(const RationalMatrix& a, const RationalVector& b, std::size_t unknowns);

}  // namespace gamelab
