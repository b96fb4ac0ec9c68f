#include "core/algebra/quadraticfield.h"

#include <cmath>
#include <cstddef>
#include <utility>

namespace gamelab::stochastic {

FieldNumber QuadraticField::mul(const FieldNumber& x, const FieldNumber& y) const {
  return {x.a * y.a + x.b * y.b * Rational(c_), x.a * y.b + x.b * y.a};
}

FieldNumber QuadraticField::inverse(const FieldNumber& x) const {
  const Rational norm = x.a * x.a - x.b * x.b * Rational(c_);
  return {x.a / norm, -x.b / norm};
}

int QuadraticField::sign(const FieldNumber& x) const {
  const int sa = sgn(x.a);
  const int sb = c_ == 0 ? 0 : sgn(x.b);
  if (sb == 0) return sa;
  if (sa == 0 || sa == sb) return sb;
  // Opposite signs: the larger of a² and b²c wins.
  const int cmp = ::cmp(Rational(x.a * x.a), Rational(x.b * x.b * Rational(c_)));
  return cmp > 0 ? sa : (cmp < 0 ? sb : 0);
}

double QuadraticField::toDouble(const FieldNumber& x) const {
  return x.a.get_d() + x.b.get_d() * std::sqrt(c_.get_d());
}

namespace {

/// Solves the (n+1)×(n+1) system [M 1-column; 1-row 0] for n unknowns and the value, Gauss–Jordan
/// in the field. `m` is n×n row-major; returns the n weights and the value, or nullopt if singular.
/// Equations: Σ_j m[i][j] x_j − w = 0 (i < n), Σ_j x_j = 1.
std::optional<std::pair<std::vector<FieldNumber>, FieldNumber>> equalize(const QuadraticField& f,
                                                                         const std::vector<FieldNumber>& m, int n) {
  const int w = n + 2;  // columns: x_0..x_{n-1}, value, rhs
  std::vector<FieldNumber> t(static_cast<std::size_t>((n + 1) * w));
  auto at = [&](int r, int c) -> FieldNumber& { return t[static_cast<std::size_t>(r * w + c)]; };
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) at(i, j) = m[static_cast<std::size_t>(i * n + j)];
    at(i, n) = {Rational(-1), Rational(0)};
  }
  for (int j = 0; j < n; ++j) at(n, j) = {Rational(1), Rational(0)};
  at(n, n + 1) = {Rational(1), Rational(0)};
  for (int col = 0; col <= n; ++col) {
    int pivot = -1;
    for (int r = col; r <= n; ++r) {
      if (f.sign(at(r, col)) != 0) {
        pivot = r;
        break;
      }
    }
    if (pivot < 0) return std::nullopt;
    if (pivot != col) {
      for (int c = 0; c < w; ++c) std::swap(at(pivot, c), at(col, c));
    }
    const FieldNumber inv = f.inverse(at(col, col));
    for (int c = 0; c < w; ++c) at(col, c) = f.mul(at(col, c), inv);
    for (int r = 0; r <= n; ++r) {
      if (r == col || f.sign(at(r, col)) == 0) continue;
      const FieldNumber factor = at(r, col);
      for (int c = 0; c < w; ++c) at(r, c) = f.sub(at(r, c), f.mul(factor, at(col, c)));
    }
  }
  std::vector<FieldNumber> x(static_cast<std::size_t>(n));
  for (int j = 0; j < n; ++j) x[static_cast<std::size_t>(j)] = at(j, n + 1);
  return std::make_pair(std::move(x), at(n, n + 1));
}

}  // namespace

std::optional<FieldGameSolution> proveOnSupport(const QuadraticField& field, const std::vector<FieldNumber>& payoffs,
                                                int rowCount, int colCount, const std::vector<int>& rows,
                                                const std::vector<int>& cols) {
  const int n = static_cast<int>(rows.size());
  if (n == 0 || static_cast<int>(cols.size()) != n) return std::nullopt;
  auto entry = [&](int i, int j) -> const FieldNumber& { return payoffs[static_cast<std::size_t>(i * colCount + j)]; };
  std::vector<FieldNumber> sub(static_cast<std::size_t>(n * n)), subT(static_cast<std::size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      sub[static_cast<std::size_t>(r * n + c)] = entry(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]);
      subT[static_cast<std::size_t>(c * n + r)] = sub[static_cast<std::size_t>(r * n + c)];
    }
  }
  auto q = equalize(field, sub, n);   // M q = w
  auto p = equalize(field, subT, n);  // Mᵀ p = w
  if (!q || !p) return std::nullopt;
  FieldGameSolution out;
  out.value = q->second;
  if (field.compare(out.value, p->second) != 0) return std::nullopt;
  out.row.assign(static_cast<std::size_t>(rowCount), FieldNumber{});
  out.col.assign(static_cast<std::size_t>(colCount), FieldNumber{});
  for (int k = 0; k < n; ++k) {
    if (field.sign(p->first[static_cast<std::size_t>(k)]) < 0 || field.sign(q->first[static_cast<std::size_t>(k)]) < 0) return std::nullopt;
    out.row[static_cast<std::size_t>(rows[static_cast<std::size_t>(k)])] = p->first[static_cast<std::size_t>(k)];
    out.col[static_cast<std::size_t>(cols[static_cast<std::size_t>(k)])] = q->first[static_cast<std::size_t>(k)];
  }
  for (int j = 0; j < colCount; ++j) {  // (pᵀA)_j ≥ value
    FieldNumber s;
    for (int i = 0; i < rowCount; ++i) s = field.add(s, field.mul(out.row[static_cast<std::size_t>(i)], entry(i, j)));
    if (field.compare(s, out.value) < 0) return std::nullopt;
  }
  for (int i = 0; i < rowCount; ++i) {  // (Aq)_i ≤ value
    FieldNumber s;
    for (int j = 0; j < colCount; ++j) s = field.add(s, field.mul(entry(i, j), out.col[static_cast<std::size_t>(j)]));
    if (field.compare(s, out.value) > 0) return std::nullopt;
  }
  return out;
}

}  // namespace gamelab::stochastic
