#include "core/algebra/supportproof.h"

#include <cstddef>
#include <utility>

namespace gamelab::stochastic {

namespace {

/// Solves the (n+1)×(n+1) system [M 1-column; 1-row 0] for n unknowns and the value, Gauss–Jordan
/// in the field. `m` is n×n row-major; returns the n weights and the value, or nullopt if singular.
/// Equations: Σ_j m[i][j] x_j − w = 0 (i < n), Σ_j x_j = 1.
std::optional<std::pair<std::vector<QuadraticSurd>, QuadraticSurd>> equalize(const std::vector<QuadraticSurd>& m, int n) {
  const int w = n + 2;  // columns: x_0..x_{n-1}, value, rhs
  std::vector<QuadraticSurd> t(static_cast<std::size_t>((n + 1) * w));
  auto at = [&](int r, int c) -> QuadraticSurd& { return t[static_cast<std::size_t>(r * w + c)]; };
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) at(i, j) = m[static_cast<std::size_t>(i * n + j)];
    at(i, n) = Rational(-1);
  }
  for (int j = 0; j < n; ++j) at(n, j) = Rational(1);
  at(n, n + 1) = Rational(1);
  for (int col = 0; col <= n; ++col) {
    int pivot = -1;
    for (int r = col; r <= n; ++r) {
      if (at(r, col).sign() != 0) {
        pivot = r;
        break;
      }
    }
    if (pivot < 0) return std::nullopt;
    if (pivot != col) {
      for (int c = 0; c < w; ++c) std::swap(at(pivot, c), at(col, c));
    }
    const QuadraticSurd inv = inverse(at(col, col));
    for (int c = 0; c < w; ++c) at(col, c) *= inv;
    for (int r = 0; r <= n; ++r) {
      if (r == col || at(r, col).sign() == 0) continue;
      const QuadraticSurd factor = at(r, col);
      for (int c = 0; c < w; ++c) at(r, c) -= factor * at(col, c);
    }
  }
  std::vector<QuadraticSurd> x(static_cast<std::size_t>(n));
  for (int j = 0; j < n; ++j) x[static_cast<std::size_t>(j)] = at(j, n + 1);
  return std::make_pair(std::move(x), at(n, n + 1));
}

}  // namespace

std::optional<FieldGameSolution> proveOnSupport(const std::vector<QuadraticSurd>& payoffs, int rowCount, int colCount,
                                                const std::vector<int>& rows, const std::vector<int>& cols) {
  const int n = static_cast<int>(rows.size());
  if (n == 0 || static_cast<int>(cols.size()) != n) return std::nullopt;
  auto entry = [&](int i, int j) -> const QuadraticSurd& { return payoffs[static_cast<std::size_t>(i * colCount + j)]; };
  std::vector<QuadraticSurd> sub(static_cast<std::size_t>(n * n)), subT(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      sub[static_cast<std::size_t>(r * n + c)] = entry(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]);
      subT[static_cast<std::size_t>(c * n + r)] = sub[static_cast<std::size_t>(r * n + c)];
    }
  }
  auto q = equalize(sub, n);   // M q = w
  auto p = equalize(subT, n);  // Mᵀ p = w
  if (!q || !p) return std::nullopt;
  FieldGameSolution out;
  out.value = q->second;
  if (out.value != p->second) return std::nullopt;
  out.row.assign(static_cast<std::size_t>(rowCount), QuadraticSurd{});
  out.col.assign(static_cast<std::size_t>(colCount), QuadraticSurd{});
  for (int k = 0; k < n; ++k) {
    if (p->first[static_cast<std::size_t>(k)].sign() < 0 || q->first[static_cast<std::size_t>(k)].sign() < 0) return std::nullopt;
    out.row[static_cast<std::size_t>(rows[static_cast<std::size_t>(k)])] = p->first[static_cast<std::size_t>(k)];
    out.col[static_cast<std::size_t>(cols[static_cast<std::size_t>(k)])] = q->first[static_cast<std::size_t>(k)];
  }
  for (int j = 0; j < colCount; ++j) {  // (pᵀA)_j ≥ value
    QuadraticSurd s;
    for (int i = 0; i < rowCount; ++i) s += out.row[static_cast<std::size_t>(i)] * entry(i, j);
    if (compare(s, out.value) < 0) return std::nullopt;
  }
  for (int i = 0; i < rowCount; ++i) {  // (Aq)_i ≤ value
    QuadraticSurd s;
    for (int j = 0; j < colCount; ++j) s += entry(i, j) * out.col[static_cast<std::size_t>(j)];
    if (compare(s, out.value) > 0) return std::nullopt;
  }
  return out;
}

}  // namespace gamelab::stochastic
