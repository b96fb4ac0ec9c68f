#include "core/stochastic/floatmatrixgame.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace gamelab::stochastic {

FloatGameSolution FloatMatrixGameSolver::solve(const std::vector<double>& a, int rows, int cols) {
  FloatGameSolution out;
  const auto m = static_cast<std::size_t>(rows);
  const auto n = static_cast<std::size_t>(cols);
  double least = a[0], largest = a[0];
  for (std::size_t k = 0; k < m * n; ++k) {
    least = std::min(least, a[k]);
    largest = std::max(largest, a[k]);
  }
  // Shift so that every entry is at least `room` > 0: then the LP's value 1/z is positive. The
  // room grows with |least| so that the least entry does not cancel to 0 (1 − 2·10^18 is
  // −2·10^18 in a double); it is 1 for entries of ordinary size, which keeps a small entry
  // beside a huge one (1 beside 10^40) distinct.
  const double room = std::max(1.0, std::abs(least) * 0x1p-20);
  const double shift = room - least;
  const double scale = std::max(1.0, largest + shift);
  const double eps = 1e-12;
  // Tableau: m constraint rows and the objective row; columns x_0..x_{n−1}, slacks, rhs.
  const std::size_t width = n + m + 1;
  tableau_.assign((m + 1) * width, 0.0);
  basis_.resize(m);
  auto at = [&](std::size_t r, std::size_t c) -> double& { return tableau_[r * width + c]; };
  for (std::size_t i = 0; i < m; ++i) {
    for (std::size_t j = 0; j < n; ++j) at(i, j) = (a[i * n + j] + shift) / scale;
    at(i, n + i) = 1.0;
    at(i, width - 1) = 1.0;
    basis_[i] = static_cast<int>(n + i);
  }
  for (std::size_t j = 0; j < n; ++j) at(m, j) = -1.0;

  const int pivotLimit = 50 * static_cast<int>(m + n) + 100;
  bool optimal = false;
  for (int pivot = 0; pivot < pivotLimit; ++pivot) {
    const bool bland = pivot > 4 * static_cast<int>(m + n);  // against cycling on degenerate games
    std::size_t enter = width;
    double best = -eps;
    for (std::size_t c = 0; c + 1 < width; ++c) {
      if (at(m, c) < best) {
        enter = c;
        if (bland) break;
        best = at(m, c);
      }
    }
    if (enter == width) {
      optimal = true;
      break;
    }
    std::size_t leave = m;
    double ratio = 0;
    for (std::size_t i = 0; i < m; ++i) {
      const double e = at(i, enter);
      if (e <= eps) continue;
      const double r = at(i, width - 1) / e;
      if (leave == m || r < ratio - eps || (r <= ratio + eps && basis_[i] < basis_[leave])) {
        leave = i;
        ratio = r;
      }
    }
    if (leave == m) break;  // cannot happen: the LP is bounded
    const double p = at(leave, enter);
    for (std::size_t c = 0; c < width; ++c) at(leave, c) /= p;
    for (std::size_t r = 0; r <= m; ++r) {
      if (r == leave) continue;
      const double f = at(r, enter);
      if (f == 0.0) continue;
      for (std::size_t c = 0; c < width; ++c) at(r, c) -= f * at(leave, c);
    }
    basis_[leave] = static_cast<int>(enter);
  }
  if (!optimal) return out;
  const double z = at(m, width - 1);
  out.col.assign(n, 0.0);
  out.row.assign(m, 0.0);
  for (std::size_t i = 0; i < m; ++i)
    if (basis_[i] < static_cast<int>(n)) out.col[static_cast<std::size_t>(basis_[i])] = std::max(0.0, at(i, width - 1));
  for (std::size_t i = 0; i < m; ++i) out.row[i] = std::max(0.0, at(m, n + i));
  auto normalise = [](std::vector<double>& s) {
    double total = 0;
    for (double x : s) total += x;
    for (double& x : s) x /= total;
  };
  normalise(out.col);
  normalise(out.row);
  out.value = scale / z - shift;
  out.ok = std::isfinite(out.value);
  return out;
}

}  // namespace gamelab::stochastic
