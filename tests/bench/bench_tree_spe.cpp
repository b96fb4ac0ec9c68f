// Backward induction on a perfect-information tree of about 10⁷ nodes (issue 4: ≤ 5 s): branching
// 10, depth 7 (1 111 111 decision nodes alternating between two players, 10 000 000 leaves), payoffs
// drawn from 25 shared outcomes (0..4 for each player). Run:
//   gamelab_bench --benchmark_filter=TreeSpe
#include "core/tree/backwardinduction.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using namespace gamelab;

/// Nodes level by level (parent < child), built directly: one singleton set per decision node.
const GameTree& bigTree() {
  static const GameTree tree = [] {
    constexpr int kBranching = 10, kDepth = 7;
    GameTree t(2);
    for (int a = 0; a < 5; ++a)
      for (int b = 0; b < 5; ++b) t.addOutcome("", {Rational(a), Rational(b)});
    std::vector<std::string> labels;
    for (int a = 1; a <= kBranching; ++a) labels.push_back(std::to_string(a));
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> outcome(0, 24);
    std::size_t levelBegin = 0, levelEnd = 1;
    int numbers[2] = {0, 0};
    t.nodes.reserve(11111111);
    t.infoSets.reserve(1111111);
    for (int depth = 0; depth < kDepth; ++depth) {
      for (std::size_t id = levelBegin; id < levelEnd; ++id) {
        const int player = depth % 2;
        InfoSet set;
        set.player = player;
        set.number = ++numbers[player];
        set.actions = labels;
        t.nodes[id].infoSet = static_cast<int>(t.infoSets.size());
        t.infoSets.push_back(std::move(set));
        for (int a = 0; a < kBranching; ++a) {
          TreeNode child;
          child.parent = static_cast<NodeId>(id);
          if (depth + 1 == kDepth) child.outcome = outcome(rng);
          t.nodes[id].children.push_back(static_cast<NodeId>(t.nodes.size()));
          t.nodes.push_back(std::move(child));
        }
      }
      levelBegin = levelEnd;
      levelEnd = t.nodes.size();
    }
    return t;
  }();
  return tree;
}

void TreeSpe_BackwardInduction10M(benchmark::State& state) {
  const GameTree& tree = bigTree();
  for (auto _ : state) {
    auto r = solveSubgamePerfect(tree, {.countPure = false, .keepNodeValues = false});
    if (!r) {
      state.SkipWithError("solveSubgamePerfect failed");
      return;
    }
    benchmark::DoNotOptimize(r->payoffs.data());
  }
  state.counters["nodes"] = static_cast<double>(tree.nodeCount());
}
BENCHMARK(TreeSpe_BackwardInduction10M)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
