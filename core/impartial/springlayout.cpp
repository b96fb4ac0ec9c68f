#include "core/impartial/springlayout.h"

#include "core/impartial/boostgraphadapter.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace gamelab {

namespace {

using Point = std::pair<double, double>;

double distance(const Point& a, const Point& b) { return std::hypot(a.first - b.first, a.second - b.second); }

/// Connected components of the undirected simple graph (vertex lists in increasing order).
std::vector<std::vector<int>> components(int n, const std::vector<std::vector<int>>& adjacent) {
  std::vector<int> seen(std::size_t(n), 0);
  std::vector<std::vector<int>> out;
  for (int s = 0; s < n; ++s) {
    if (seen[std::size_t(s)]) continue;
    std::vector<int> part{s}, stack{s};
    seen[std::size_t(s)] = 1;
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      for (int w : adjacent[std::size_t(v)])
        if (!seen[std::size_t(w)]) {
          seen[std::size_t(w)] = 1;
          part.push_back(w);
          stack.push_back(w);
        }
    }
    std::sort(part.begin(), part.end());
    out.push_back(std::move(part));
  }
  return out;
}

/// Moves vertices apart until every pair is at least `least` apart: pairwise pushes first,
/// then (if some pair is still too close) a uniform scaling, which cannot fail.
void separate(std::vector<Point>& xy, double least) {
  const std::size_t n = xy.size();
  for (int pass = 0; pass < 60; ++pass) {
    bool moved = false;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) {
        const double d = distance(xy[i], xy[j]);
        if (d >= least) continue;
        double dx = xy[j].first - xy[i].first, dy = xy[j].second - xy[i].second;
        if (d < 1e-9) {  // coincident: a fixed direction per pair
          const double angle = double(i * 7 + j * 13);
          dx = std::cos(angle);
          dy = std::sin(angle);
        } else {
          dx /= d;
          dy /= d;
        }
        const double push = (least - d) / 2 + 1e-6;
        xy[i].first -= dx * push;
        xy[i].second -= dy * push;
        xy[j].first += dx * push;
        xy[j].second += dy * push;
        moved = true;
      }
    if (!moved) return;
  }
  double closest = least;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) closest = std::min(closest, distance(xy[i], xy[j]));
  if (closest >= least || closest <= 0) return;
  const double scale = least / closest * (1 + 1e-9);
  for (auto& [x, y] : xy) {
    x *= scale;
    y *= scale;
  }
}

/// The smallest box holding every point of `xy` (non-empty).
struct Box {
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
};
Box boundsOf(const std::vector<Point>& xy) {
  Box b;
  for (const auto& [x, y] : xy) {
    b.x0 = std::min(b.x0, x);
    b.x1 = std::max(b.x1, x);
    b.y0 = std::min(b.y0, y);
    b.y1 = std::max(b.y1, y);
  }
  return b;
}

}  // namespace

std::optional<std::vector<std::pair<double, double>>> springLayout(const Digraph& graph) {
  const int n = std::max(0, graph.vertices);
  if (n > kMaxSpringVertices) return std::nullopt;
  std::vector<std::vector<int>> adjacent(static_cast<std::size_t>(n));
  std::set<std::pair<int, int>> edges;
  for (auto [a, b] : graph.arcs) {
    if (a < 0 || b < 0 || a >= n || b >= n || a == b) continue;
    if (a > b) std::swap(a, b);
    if (edges.insert({a, b}).second) {
      adjacent[std::size_t(a)].push_back(b);
      adjacent[std::size_t(b)].push_back(a);
    }
  }
  std::vector<std::vector<int>> parts = components(n, adjacent);
  // Largest component first, then by first vertex (stable: deterministic).
  std::stable_sort(parts.begin(), parts.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });

  std::vector<Point> xy(static_cast<std::size_t>(n));
  double left = 0;
  for (const std::vector<int>& part : parts) {
    std::vector<Point> local;
    if (part.size() == 1) {
      local = {{0, 0}};
    } else {
      std::vector<int> index(std::size_t(n), -1);
      for (std::size_t k = 0; k < part.size(); ++k) index[std::size_t(part[k])] = int(k);
      std::vector<std::pair<int, int>> localEdges;
      for (const auto& [a, b] : edges)
        if (index[std::size_t(a)] >= 0) localEdges.emplace_back(index[std::size_t(a)], index[std::size_t(b)]);
      local = boostgraph::kamadaKawaiLayout(part.size(), localEdges, kSpringEdgeLength, 100 * part.size());
      separate(local, kMinVertexDistance);
      // Landscape, like the boards that show it: a tall component is turned a quarter.
      if (const Box b = boundsOf(local); b.y1 - b.y0 > b.x1 - b.x0)
        for (auto& [x, y] : local) std::swap(x, y);
    }
    // Place the component to the right of the previous ones, centred on y = 0.
    const Box b = boundsOf(local);
    const double dy = -(b.y0 + b.y1) / 2;
    for (std::size_t k = 0; k < part.size(); ++k)
      xy[std::size_t(part[k])] = {local[k].first - b.x0 + left, local[k].second + dy};
    left += (b.x1 - b.x0) + kSpringEdgeLength;
  }
  return xy;
}

}  // namespace gamelab
