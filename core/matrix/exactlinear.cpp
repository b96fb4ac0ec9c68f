#include "core/matrix/exactlinear.h"

#include <utility>

namespace gamelab {

std::optional<RationalMatrix> invertMatrix(const RationalMatrix& a) {
  const std::size_t n = a.size();
  RationalMatrix m(n, RationalVector(2 * n));
  for (std::size_t i = 0; i < n; ++i) {
    if (a[i].size() != n) return std::nullopt;
    for (std::size_t j = 0; j < n; ++j) m[i][j] = a[i][j];
    m[i][n + i] = 1;
  }
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    while (pivot < n && m[pivot][c] == 0) ++pivot;
    if (pivot == n) return std::nullopt;
    std::swap(m[c], m[pivot]);
    const Rational pv = m[c][c];
    for (auto& x : m[c]) x /= pv;
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c || m[r][c] == 0) continue;
      const Rational f = m[r][c];
      for (std::size_t k = 0; k < 2 * n; ++k) m[r][k] -= f * m[c][k];
    }
  }
  RationalMatrix inverse(n, RationalVector(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) inverse[i][j] = m[i][n + j];
  return inverse;
}

LinearSystemSolution solveLinearSystem(const RationalMatrix& a, const RationalVector& b, std::size_t unknowns) {
  const std::size_t rows = b.size();
  RationalMatrix m(rows, RationalVector(unknowns + 1));
  for (std::size_t i = 0; i < rows; ++i) {
    for (std::size_t j = 0; j < unknowns && j < a[i].size(); ++j) m[i][j] = a[i][j];
    m[i][unknowns] = b[i];
  }
  std::vector<std::size_t> pivotCols;
  std::size_t r = 0;
  for (std::size_t c = 0; c < unknowns && r < rows; ++c) {
    std::size_t pivot = r;
    while (pivot < rows && m[pivot][c] == 0) ++pivot;
    if (pivot == rows) continue;
    std::swap(m[r], m[pivot]);
    const Rational pv = m[r][c];
    for (auto& x : m[r]) x /= pv;
    for (std::size_t k = 0; k < rows; ++k) {
      if (k == r || m[k][c] == 0) continue;
      const Rational f = m[k][c];
      for (std::size_t t = 0; t <= unknowns; ++t) m[k][t] -= f * m[r][t];
    }
    pivotCols.push_back(c);
    ++r;
  }
  LinearSystemSolution result;
  result.rank = r;
  for (std::size_t k = r; k < rows; ++k)
    if (m[k][unknowns] != 0) return result;  // 0 = nonzero
  result.solution.assign(unknowns, Rational(0));
  for (std::size_t k = 0; k < r; ++k) result.solution[pivotCols[k]] = m[k][unknowns];
  result.status = r == unknowns ? LinearSystemStatus::Unique : LinearSystemStatus::Infinite;
  return result;
}

}  // namespace gamelab
