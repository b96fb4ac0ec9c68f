#include "ui/impartial/graphlayout.h"

#include <algorithm>
#include <map>

namespace gamelab::ui {

std::vector<std::pair<double, double>> layeredGraphLayout(const Digraph& graph) {
  const std::size_t n = static_cast<std::size_t>(std::max(0, graph.vertices));
  std::vector<std::vector<int>> out(n);
  for (const auto& [a, b] : graph.arcs)
    if (a >= 0 && b >= 0 && a < graph.vertices && b < graph.vertices && a != b) out[static_cast<std::size_t>(a)].push_back(b);
  // Iterative depth-first search: arcs to a vertex on the stack close a cycle and are dropped;
  // the height (longest path to a terminal vertex) is known when a vertex is finished.
  enum State : char { New, Open, Done };
  std::vector<char> state(n, New);
  std::vector<int> height(n, 0);
  std::vector<std::pair<int, std::size_t>> stack;
  for (std::size_t s = 0; s < n; ++s) {
    if (state[s] != New) continue;
    stack.emplace_back(static_cast<int>(s), 0);
    state[s] = Open;
    while (!stack.empty()) {
      auto& [v, next] = stack.back();
      const auto& arcs = out[static_cast<std::size_t>(v)];
      if (next < arcs.size()) {
        const int w = arcs[next++];
        if (state[static_cast<std::size_t>(w)] == New) {
          state[static_cast<std::size_t>(w)] = Open;
          stack.emplace_back(w, 0);
        }
        continue;
      }
      int h = 0;
      for (int w : arcs)
        if (state[static_cast<std::size_t>(w)] == Done) h = std::max(h, height[static_cast<std::size_t>(w)] + 1);
      height[static_cast<std::size_t>(v)] = h;
      state[static_cast<std::size_t>(v)] = Done;
      stack.pop_back();
    }
  }
  // Rows from the bottom; a vertex's place in its row follows the mean place of its followers.
  std::map<int, std::vector<int>> rows;
  for (std::size_t v = 0; v < n; ++v) rows[height[v]].push_back(static_cast<int>(v));
  std::vector<double> x(n, 0);
  constexpr double kGap = 1.6, kRow = 1.5;
  for (auto& [h, row] : rows) {
    std::vector<std::pair<double, int>> keyed;
    for (int v : row) {
      double sum = 0;
      int count = 0;
      for (int w : out[static_cast<std::size_t>(v)])
        if (height[static_cast<std::size_t>(w)] < h) {
          sum += x[static_cast<std::size_t>(w)];
          ++count;
        }
      keyed.emplace_back(count ? sum / count : 1e9 + v, v);
    }
    std::stable_sort(keyed.begin(), keyed.end());
    const double width = (static_cast<double>(keyed.size()) - 1) * kGap;
    for (std::size_t i = 0; i < keyed.size(); ++i)
      x[static_cast<std::size_t>(keyed[i].second)] = static_cast<double>(i) * kGap - width / 2;
  }
  std::vector<std::pair<double, double>> xy(n);
  for (std::size_t v = 0; v < n; ++v) xy[v] = {x[v], height[v] * kRow};
  return xy;
}

std::vector<std::pair<double, double>> graphCoordinates(const Digraph& graph) {
  if (graph.vertices >= 0 && graph.coordinates.size() == static_cast<std::size_t>(graph.vertices)) return graph.coordinates;
  return layeredGraphLayout(graph);
}

}  // namespace gamelab::ui
