// layoutTree on a random 100 000-node tree (target: layout and drawing together <= 1 s).
#include "core/tree/treelayout.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

gamelab::GameTree randomTree(int n, unsigned seed) {
  std::mt19937 rng(seed);
  gamelab::GameTree t(2);
  std::vector<gamelab::NodeId> open{0};
  while (t.nodeCount() < n) {
    std::uniform_int_distribution<std::size_t> pick(0, open.size() - 1);
    const std::size_t i = pick(rng);
    const gamelab::NodeId p = open[i];
    gamelab::TreeNode node;
    node.parent = p;
    t.nodes.push_back(node);
    const gamelab::NodeId id = t.nodeCount() - 1;
    t.node(p).children.push_back(id);
    open.push_back(id);
    if (t.node(p).children.size() >= 3) {
      open[i] = open.back();
      open.pop_back();
    }
  }
  return t;
}

void BM_TreeLayout(benchmark::State& state) {
  const auto tree = randomTree(static_cast<int>(state.range(0)), 42);
  for (auto _ : state) {
    auto layout = gamelab::layoutTree(tree);
    benchmark::DoNotOptimize(layout);
  }
}

}  // namespace

BENCHMARK(BM_TreeLayout)->Arg(1000)->Arg(100000)->Unit(benchmark::kMillisecond);
