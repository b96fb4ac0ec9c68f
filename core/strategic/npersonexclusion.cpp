#include "core/strategic/npersonexclusion.h"

#include <algorithm>
#include <limits>

namespace gamelab::nperson {

namespace {

constexpr double kSlack = 1e-9;    ///< probabilities down to -kSlack count as feasible
constexpr double kMargin = 1e-12;  ///< an equation's sign is trusted beyond this (scaled units)

/// Per unknown: its interval in a cell (only players with two support strategies are split).
struct Cell {
  std::vector<double> lo, hi;
};

/// The vertices of one player's polytope in a cell, as values of its unknowns.
struct PlayerVertices {
  std::size_t first = 0, count = 0;  ///< its unknowns z[first .. first+count)
  std::vector<std::vector<double>> points;
};

/// Vertices of every player for `cell`: none for a pure player, the two interval ends for a
/// player with two support strategies, the corners of its simplex widened by kSlack otherwise.
std::vector<PlayerVertices> verticesOf(const Support& support, const Cell& cell) {
  std::vector<PlayerVertices> out;
  std::size_t first = 0;
  for (const auto& s : support) {
    PlayerVertices v;
    v.first = first;
    v.count = s.size() - 1;
    if (v.count == 1) {
      v.points = {{cell.lo[first]}, {cell.hi[first]}};
    } else if (v.count > 1) {
      const double m = static_cast<double>(s.size());
      for (std::size_t corner = 0; corner < s.size(); ++corner) {  // x_corner = 1+(m-1)e, others -e
        std::vector<double> z(v.count, -kSlack);
        if (corner > 0) z[corner - 1] = 1 + (m - 1) * kSlack;
        v.points.push_back(std::move(z));
      }
    }
    first += v.count;
    if (v.count > 0) out.push_back(std::move(v));
  }
  return out;
}

/// True if some equation keeps one sign over every vertex product of the cell.
bool excluded(SupportSystem& system, const Cell& cell, std::vector<double>& z, std::vector<double>& f) {
  const std::vector<PlayerVertices> players = verticesOf(system.support(), cell);
  const std::size_t d = system.dim();
  std::vector<double> low(d, std::numeric_limits<double>::infinity()), high(d, -std::numeric_limits<double>::infinity());
  std::vector<std::size_t> choice(players.size(), 0);
  for (;;) {
    for (std::size_t p = 0; p < players.size(); ++p)
      std::copy(players[p].points[choice[p]].begin(), players[p].points[choice[p]].end(), z.begin() + static_cast<std::ptrdiff_t>(players[p].first));
    system.evaluate(z, f, nullptr);
    bool open = true;  // every equation has taken both signs: nothing left to exclude
    for (std::size_t e = 0; e < d; ++e) {
      low[e] = std::min(low[e], f[e]);
      high[e] = std::max(high[e], f[e]);
      open = open && low[e] <= kMargin && high[e] >= -kMargin;
    }
    if (open) return false;
    std::size_t p = 0;
    while (p < players.size() && ++choice[p] == players[p].points.size()) choice[p++] = 0;
    if (p == players.size()) break;
  }
  for (std::size_t e = 0; e < d; ++e)
    if (low[e] > kMargin || high[e] < -kMargin) return true;
  return false;
}

}  // namespace

bool provablyRootFree(SupportSystem& system, std::size_t cellBudget) {
  const Support& support = system.support();
  const std::size_t d = system.dim();
  if (d == 0) return false;
  std::vector<std::size_t> splittable;  // unknowns of players with two support strategies
  {
    std::size_t first = 0;
    for (const auto& s : support) {
      if (s.size() == 2) splittable.push_back(first);
      first += s.size() - 1;
    }
  }
  std::vector<Cell> stack{Cell{std::vector<double>(d, -kSlack), std::vector<double>(d, 1 + kSlack)}};
  std::vector<double> z(d, 0.0), f;
  std::size_t examined = 0;
  while (!stack.empty()) {
    if (examined++ == cellBudget) return false;
    Cell cell = std::move(stack.back());
    stack.pop_back();
    if (excluded(system, cell, z, f)) continue;
    if (splittable.empty()) return false;
    const std::size_t widest = *std::max_element(splittable.begin(), splittable.end(), [&](std::size_t a, std::size_t b) {
      return cell.hi[a] - cell.lo[a] < cell.hi[b] - cell.lo[b];
    });
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
