// Benchmarks of the partizan game store (issue 14 targets): the 1474 values born by day 3
// enumerated and canonicalised (≤ 5 s), the canonical sum ±1 + ±2 + … + ±20 by add(). Run:
//   gamelab_bench --benchmark_filter=Partizan
#include "core/partizan/gamereport.h"
#include "core/partizan/gamestore.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::partizan;

void BM_PartizanBornByDay3(benchmark::State& state) {
  for (auto _ : state) {
    GameStore store;  // fresh: nothing memoised from the previous run
    const auto born = solveGamesBornBy(store, 3);
    if (!born || born->size() != 1474) {
      state.SkipWithError("solveGamesBornBy(3) did not give 1474 games");
      return;
    }
    state.counters["nodes"] = double(store.size());
  }
}
BENCHMARK(BM_PartizanBornByDay3)->Unit(benchmark::kMillisecond);

void BM_PartizanSumOf20Switches(benchmark::State& state) {
  const int count = static_cast<int>(state.range(0));
  for (auto _ : state) {
    GameStore store;
    GameId total = GameStore::zero();
    for (int x = 1; x <= count; ++x) total = store.add(total, store.plusMinus(store.number(Rational(x))));
    benchmark::DoNotOptimize(total);
    state.counters["nodes"] = double(store.size());
    state.counters["tree"] = double(store.treeSize(total));
  }
}
BENCHMARK(BM_PartizanSumOf20Switches)->Arg(10)->Arg(20)->Unit(benchmark::kMillisecond);

}  // namespace
