#include "core/stochastic/floatzerosum.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace gamelab::stochastic {

namespace {

/// max Σy subject to B y ≤ 1, y ≥ 0 for B > 0 (the shifted game), tableau simplex.
/// Afterwards y (cols) and the duals x (rows) satisfy Σy = Σx = 1/value(B).
struct Tableau {
  int m, n;
  std::vector<double> t;   // (m + 1) × (n + m + 1)
  std::vector<int> basis;  // per constraint row, the basic column
  double& at(int r, int c) { return t[static_cast<std::size_t>(r) * static_cast<std::size_t>(n + m + 1) + static_cast<std::size_t>(c)]; }
};

constexpr double kEps = 1e-13;

}  // namespace

FloatGameSolution solveFloatMatrixGame(const std::vector<double>& payoffs, int rows, int cols) {
  double lowest = payoffs.empty() ? 0.0 : *std::min_element(payoffs.begin(), payoffs.end());
  double highest = payoffs.empty() ? 0.0 : *std::max_element(payoffs.begin(), payoffs.end());
  const double scale = std::max(1.0, highest - lowest);
  const double shift = 1.0 - lowest / scale;  // entries/scale + shift ≥ 1
  Tableau tab{rows, cols, std::vector<double>(static_cast<std::size_t>((rows + 1) * (cols + rows + 1)), 0.0),
              std::vector<int>(static_cast<std::size_t>(rows))};
  const int rhs = cols + rows;
  for (int i = 0; i < rows; ++i) {
    for (int j = 0; j < cols; ++j) tab.at(i, j) = payoffs[static_cast<std::size_t>(i * cols + j)] / scale + shift;
    tab.at(i, cols + i) = 1.0;
    tab.at(i, rhs) = 1.0;
    tab.basis[static_cast<std::size_t>(i)] = cols + i;
  }
  for (int j = 0; j < cols; ++j) tab.at(rows, j) = -1.0;
  // Bland's rule terminates; the bound only guards against floating-point trouble.
  for (int step = 0; step < 50 * (rows + cols) + 100; ++step) {
    int enter = -1;
    for (int c = 0; c < rhs; ++c) {
      if (tab.at(rows, c) < -kEps) {
        enter = c;
        break;
      }
    }
    if (enter < 0) break;
    int leave = -1;
    double best = 0.0;
    for (int r = 0; r < rows; ++r) {
      const double a = tab.at(r, enter);
      if (a <= kEps) continue;
      const double ratio = tab.at(r, rhs) / a;
      if (leave < 0 || ratio < best - kEps ||
          (ratio <= best + kEps && tab.basis[static_cast<std::size_t>(r)] < tab.basis[static_cast<std::size_t>(leave)])) {
        leave = r;
        best = ratio;
      }
    }
    if (leave < 0) break;  // unbounded cannot happen for B > 0
    const double pivot = tab.at(leave, enter);
    for (int c = 0; c <= rhs; ++c) tab.at(leave, c) /= pivot;
    for (int r = 0; r <= rows; ++r) {
      if (r == leave) continue;
      const double f = tab.at(r, enter);
      if (f == 0.0) continue;
      for (int c = 0; c <= rhs; ++c) tab.at(r, c) -= f * tab.at(leave, c);
    }
    tab.basis[static_cast<std::size_t>(leave)] = enter;
  }
  FloatGameSolution out;
  out.row.assign(static_cast<std::size_t>(rows), 0.0);
  out.col.assign(static_cast<std::size_t>(cols), 0.0);
  double sumY = 0.0, sumX = 0.0;
  for (int r = 0; r < rows; ++r) {
    const int b = tab.basis[static_cast<std::size_t>(r)];
    if (b < cols) {
      out.col[static_cast<std::size_t>(b)] = std::max(0.0, tab.at(r, rhs));
      sumY += out.col[static_cast<std::size_t>(b)];
    }
  }
  for (int i = 0; i < rows; ++i) {
    out.row[static_cast<std::size_t>(i)] = std::max(0.0, tab.at(rows, cols + i));
    sumX += out.row[static_cast<std::size_t>(i)];
  }
  if (sumY <= 0.0 || sumX <= 0.0) {  // cannot happen; keep the answer a strategy anyway
    out.row.assign(static_cast<std::size_t>(rows), 1.0 / rows);
    out.col.assign(static_cast<std::size_t>(cols), 1.0 / cols);
    sumX = sumY = 1.0;
  } else {
    for (double& x : out.row) x /= sumX;
    for (double& y : out.col) y /= sumY;
  }
  out.value = (1.0 / sumY - shift) * scale;
  return out;
}

}  // namespace gamelab::stochastic
