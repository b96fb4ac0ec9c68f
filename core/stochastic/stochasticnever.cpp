#include "core/stochastic/stochasticnever.h"

#include <algorithm>
#include <cstddef>

namespace gamelab::stochastic {
namespace {

/// A cell that never stops: its owner and the states it can move to (probability > 0).
struct SureCell {
  int owner = 0;
  std::vector<int> targets;
};

/// The first strongly connected component Tarjan's algorithm completes in the graph
/// successor[k] (every node has at least one successor): a sink component. Iterative.
std::vector<int> sinkComponent(const std::vector<std::vector<int>>& successor, int start) {
  const auto n = successor.size();
  std::vector<int> index(n, -1), low(n, 0);
  std::vector<char> onStack(n, 0);
  std::vector<int> stack;
  std::vector<std::pair<int, std::size_t>> call;  // node, next successor to visit
  int counter = 0;
  auto open = [&](int v) {
    index[static_cast<std::size_t>(v)] = low[static_cast<std::size_t>(v)] = counter++;
    stack.push_back(v);
    onStack[static_cast<std::size_t>(v)] = 1;
    call.emplace_back(v, 0);
  };
  open(start);
  while (!call.empty()) {
    auto& [v, next] = call.back();
    const auto uv = static_cast<std::size_t>(v);
    if (next < successor[uv].size()) {
      const int w = successor[uv][next++];
      const auto uw = static_cast<std::size_t>(w);
      if (index[uw] < 0)
        open(w);
      else if (onStack[uw])
        low[uv] = std::min(low[uv], index[uw]);
      continue;
    }
    if (low[uv] == index[uv]) {
      std::vector<int> component;
      int w = -1;
      do {
        w = stack.back();
        stack.pop_back();
        component.push_back(w);
      } while (w != v);
      std::sort(component.begin(), component.end());
      return component;
    }
    const int finished = v;
    call.pop_back();
    const auto parent = static_cast<std::size_t>(call.back().first);
    low[parent] = std::min(low[parent], low[static_cast<std::size_t>(finished)]);
  }
  return {};  // unreachable: the start node's component is always completed
}

}  // namespace

std::vector<int> statesPlayNeverLeaves(const StochasticGame& game) {
  const auto n = static_cast<std::size_t>(game.stateCount());
  std::vector<SureCell> cells;
  std::vector<std::vector<int>> cellsInto(n);  // state -> sure cells that may move there
  std::vector<int> goodCells(n, 0);            // sure cells of the state with every target still in
  for (std::size_t k = 0; k < n; ++k) {
    for (const auto& cell : game.states[k].cells) {
      if (sgn(cell.stopProbability()) != 0) continue;
      SureCell sure{static_cast<int>(k), {}};
      for (const auto& t : cell.next)
        if (sgn(t.probability) > 0) sure.targets.push_back(t.state);
      for (int target : sure.targets) cellsInto[static_cast<std::size_t>(target)].push_back(static_cast<int>(cells.size()));
      cells.push_back(std::move(sure));
      ++goodCells[k];
    }
  }
  // Greatest fixed point: drop states without a sure cell whose targets all stay in.
  std::vector<char> in(n, 1);
  std::vector<int> removed;
  for (std::size_t k = 0; k < n; ++k)
    if (goodCells[k] == 0) {
      in[k] = 0;
      removed.push_back(static_cast<int>(k));
    }
  std::vector<int> outside(cells.size(), 0);  // targets of the cell no longer in
  while (!removed.empty()) {
    const auto r = static_cast<std::size_t>(removed.back());
    removed.pop_back();
    for (int c : cellsInto[r]) {
      auto& cell = cells[static_cast<std::size_t>(c)];
      if (outside[static_cast<std::size_t>(c)]++ != 0) continue;
      const auto owner = static_cast<std::size_t>(cell.owner);
      if (in[owner] && --goodCells[owner] == 0) {
        in[owner] = 0;
        removed.push_back(cell.owner);
      }
    }
  }
  // Choose one staying sure cell per remaining state and find a sink component of that choice.
  std::vector<std::vector<int>> successor(n);
  int start = -1;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    const auto owner = static_cast<std::size_t>(cells[c].owner);
    if (!in[owner] || outside[c] != 0 || !successor[owner].empty()) continue;
    successor[owner] = cells[c].targets;
    if (start < 0) start = cells[c].owner;
  }
  if (start < 0) return {};
  return sinkComponent(successor, start);
}

}  // namespace gamelab::stochastic
