#include "core/strategic/npersonexclusion.h"

#include <algorithm>
#include <limits>

namespace gamelab::nperson {

namespace {

constexpr double kSlack = 1e-9;    ///< probabilities down to -kSlack count as feasible
constexpr double kMargin = 1e-12;  ///< an equation's sign is trusted beyond this (scaled units)
/// Corner evaluations per support at most (a cell has 2^d corners): about what Newton's starts
/// cost on the same system, so that a support with roots loses at most that much.
constexpr std::size_t kCornerBudget = 4096;

/// Per unknown: its interval in a cell.
struct Cell {
  std::vector<double> lo, hi;
};

/// True if the cell holds no feasible profile (some player's lower bounds already sum past
/// 1 + kSlack, so its first strategy would be below -kSlack).
bool outsideSimplices(const Support& support, const Cell& cell) {
  std::size_t first = 0;
  for (const auto& s : support) {
    double sum = 0;
    for (std::size_t v = first; v < first + s.size() - 1; ++v) sum += cell.lo[v];
    if (sum > 1 + kSlack) return true;
    first += s.size() - 1;
  }
  return false;
}

/// True if some equation keeps one sign at every corner of the cell. Each equation is affine
/// in each player's block of unknowns, so its extremes over the box are at corners.
bool excluded(SupportSystem& system, const Cell& cell, std::vector<double>& z, std::vector<double>& f) {
  const std::size_t d = system.dim();
  std::vector<double> low(d, std::numeric_limits<double>::infinity()), high(d, -std::numeric_limits<double>::infinity());
  for (std::size_t corner = 0; corner < (std::size_t{1} << d); ++corner) {
    for (std::size_t v = 0; v < d; ++v) z[v] = corner >> v & 1 ? cell.hi[v] : cell.lo[v];
    system.evaluate(z, f, nullptr);
    bool open = true;  // every equation has taken both signs: nothing left to exclude
    for (std::size_t e = 0; e < d; ++e) {
      low[e] = std::min(low[e], f[e]);
      high[e] = std::max(high[e], f[e]);
      open = open && low[e] <= kMargin && high[e] >= -kMargin;
    }
    if (open) return false;
  }
  for (std::size_t e = 0; e < d; ++e)
    if (low[e] > kMargin || high[e] < -kMargin) return true;
  return false;
}

}  // namespace

bool provablyRootFree(SupportSystem& system, std::size_t cellBudget) {
  const std::size_t d = system.dim();
  if (d == 0 || (std::size_t{1} << std::min<std::size_t>(d, 13)) > kCornerBudget) return false;
  cellBudget = std::min(cellBudget, kCornerBudget >> d);
  std::vector<Cell> stack{Cell{std::vector<double>(d, -kSlack), std::vector<double>(d, 1 + kSlack)}};
  std::vector<double> z(d, 0.0), f;
  std::size_t examined = 0;
  while (!stack.empty()) {
    if (examined++ == cellBudget) return false;
    Cell cell = std::move(stack.back());
    stack.pop_back();
    if (outsideSimplices(system.support(), cell) || excluded(system, cell, z, f)) continue;
    std::size_t widest = 0;
    for (std::size_t v = 1; v < d; ++v)
      if (cell.hi[v] - cell.lo[v] > cell.hi[widest] - cell.lo[widest]) widest = v;
    Cell upper = cell;
    const double middle = 0.5 * (cell.lo[widest] + cell.hi[widest]);
    cell.hi[widest] = middle;
    upper.lo[widest] = middle;
    stack.push_back(std::move(upper));
    stack.push_back(std::move(cell));
  }
  return true;
}

}  // namespace gamelab::nperson
