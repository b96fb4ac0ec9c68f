// CFR+ (core/tree/cfrplus.h): Leduc hold'em (9457 nodes) to a live exploitability of 1e-3, then
// the exact bound; under GAMELAB_BENCH_LARGE the ~157 000-node private-type tree (types 6,
// public tree 4360, seed 2) and a ~10⁶-node one (types 6, public tree 27800, seed 2) to a fixed
// time budget. Counters: exploitability (the exact bound, as a double), live_exploitability (the
// last float check), iterations, nodes, iteration_s (time spent iterating; the rest of the
// wall time is flattening the tree and the exact end).
#include "core/tree/cfrplus.h"
#include "core/tree/treeexamples.h"
#include "privatetypetree.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

namespace {

void run(benchmark::State& state, const gamelab::GameTree& tree, const gamelab::CfrPlusOptions& options) {
  gamelab::Expected<gamelab::CfrPlusResult> r = gamelab::makeError(gamelab::ErrorCode::Internal, {"not run"});
  for (auto _ : state) {
    r = gamelab::solveCfrPlus(tree, options);
    if (!r) state.SkipWithError("not solved");
    benchmark::DoNotOptimize(r);
  }
  if (r) {
    state.counters["exploitability"] = r->exploitabilityFloat;
    state.counters["live_exploitability"] = r->history.back().exploitability;
    state.counters["iterations"] = static_cast<double>(r->iterations);
    state.counters["nodes"] = tree.nodeCount();
    state.counters["iteration_s"] = r->iterationSeconds;
    state.counters["value_lower"] = r->valueLowerFloat;
    state.counters["value_upper"] = r->valueUpperFloat;
  }
}

void BM_CfrPlusLeduc(benchmark::State& state) {
  static const gamelab::GameTree tree = gamelab::leducPoker();
  run(state, tree, {.maxIterations = 1000000, .targetExploitability = 1e-3});
}
BENCHMARK(BM_CfrPlusLeduc)->Unit(benchmark::kMillisecond);

void BM_CfrPlusKuhn(benchmark::State& state) {
  static const gamelab::GameTree tree = gamelab::kuhnPoker();
  run(state, tree, {.maxIterations = 2000});
}
BENCHMARK(BM_CfrPlusKuhn)->Unit(benchmark::kMillisecond);

void BM_CfrPlusRandomTree157k(benchmark::State& state) {
  static const gamelab::GameTree tree = gamelab::bench::privateTypeTree(6, 4360, 2);
  run(state, tree, {.maxIterations = 1000000, .seconds = 30});
}
void BM_CfrPlusRandomTree1M(benchmark::State& state) {
  static const gamelab::GameTree tree = gamelab::bench::privateTypeTree(6, 27800, 2);
  run(state, tree, {.maxIterations = 1000000, .seconds = 150});
}

[[maybe_unused]] const bool registerLarge = [] {
  if (std::getenv("GAMELAB_BENCH_LARGE") != nullptr) {
    benchmark::RegisterBenchmark("BM_CfrPlusRandomTree157k", BM_CfrPlusRandomTree157k)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("BM_CfrPlusRandomTree1M", BM_CfrPlusRandomTree1M)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  }
  return true;
}();

}  // namespace
