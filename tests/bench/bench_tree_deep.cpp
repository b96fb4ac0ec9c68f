// Deep trees (issue 12: a 10⁵-deep chain of forced moves took over 60 s in `tree spe/solve/
// strategic`): chains of 10⁵ and 10⁶ forced moves, and 10⁵ moves with a second action that
// ends the game ("stop"). Run:
//   gamelab_bench --benchmark_filter=TreeDeep
#include "core/tree/treetikz.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/sequenceform.h"
#include "core/tree/strategicform.h"
#include "core/tree/treelayout.h"
#include "core/tree/treevalidation.h"
#include "tests/core/treedeephelpers.h"

#include <benchmark/benchmark.h>

#include <map>

namespace {

using namespace gamelab;

/// Built once per (depth, stops).
const GameTree& chain(int depth, bool stops) {
  static std::map<std::pair<int, bool>, GameTree> trees;
  auto it = trees.find({depth, stops});
  if (it == trees.end()) it = trees.emplace(std::make_pair(depth, stops), deepChain(depth, stops)).first;
  return it->second;
}

template <class Run>
void runOn(benchmark::State& state, Run&& run) {
  const GameTree& tree = chain(static_cast<int>(state.range(0)), state.range(1) != 0);
  for (auto _ : state)
    if (!run(tree)) {
      state.SkipWithError("failed");
      return;
    }
  state.counters["nodes"] = static_cast<double>(tree.nodeCount());
}

void TreeDeep_Validate(benchmark::State& state) {
  runOn(state, [](const GameTree& t) {
    benchmark::DoNotOptimize(validateTree(t));
    return true;
  });
}
void TreeDeep_Layout(benchmark::State& state) {
  runOn(state, [](const GameTree& t) { return layoutTree(t).x.size() == t.nodes.size(); });
}
void TreeDeep_Spe(benchmark::State& state) {
  runOn(state, [](const GameTree& t) { return solveSubgamePerfect(t, {.countPure = true, .keepNodeValues = false}).hasValue(); });
}
void TreeDeep_SequenceForm(benchmark::State& state) {
  runOn(state, [](const GameTree& t) { return solveSequenceForm(t).hasValue(); });
}
void TreeDeep_StrategicForm(benchmark::State& state) {
  runOn(state, [](const GameTree& t) { return toStrategicForm(t).hasValue(); });
}
void TreeDeep_Tikz(benchmark::State& state) {
  runOn(state, [](const GameTree& t) { return !writeTreeTikz(t).empty(); });
}

// Args: depth, stops (0 = forced moves only, 1 = a "stop" leaf beside every move).
#define TREE_DEEP(name) \
  BENCHMARK(name)->Args({100000, 0})->Args({1000000, 0})->Args({100000, 1})->Unit(benchmark::kMillisecond)->Iterations(1)
TREE_DEEP(TreeDeep_Validate);
TREE_DEEP(TreeDeep_Layout);
TREE_DEEP(TreeDeep_Spe);
TREE_DEEP(TreeDeep_Tikz);
// With stops the strategic form has 2^50000 strategies per player (TooLarge, as it should).
BENCHMARK(TreeDeep_StrategicForm)->Args({100000, 0})->Args({1000000, 0})->Unit(benchmark::kMillisecond)->Iterations(1);
/// Wide: the root has `range(0)` actions, each ending the game (issue 28: the strategic form of
/// 10⁵ actions took 42 s, every strategy tested at every sequence; 0.3 s through the CLI now).
void TreeWide_StrategicForm(benchmark::State& state) {
  const int actions = static_cast<int>(state.range(0));
  GameTree tree(2);
  tree.makeDecision(tree.root(), 0, actions);
  for (int a = 0; a < actions; ++a) {
    const NodeId leaf = tree.node(tree.root()).children[std::size_t(a)];
    tree.nodes[std::size_t(leaf)].outcome = tree.addOutcome({}, {Rational(a), Rational(-a)});
  }
  for (auto _ : state)
    if (!toStrategicForm(tree).hasValue()) {
      state.SkipWithError("failed");
      return;
    }
}
BENCHMARK(TreeWide_StrategicForm)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

// Backward induction answers perfect-information trees; the LP path is measured on the forced
// chain ending in matching pennies in tests/core/test_tree_deep.cpp.
BENCHMARK(TreeDeep_SequenceForm)->Args({100000, 0})->Args({1000000, 0})->Args({10000, 1})->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
