// SP-1EP (core/kingmaker/sp1ep.h) on randomBinaryGame of 10⁶ nodes (2–3 children, 3 players;
// issue 15: ≤ 5 s) under each reading and kmn-η only, and the essence of the same tree. Run:
//   gamelab_bench --benchmark_filter=Kingmaker
#include "core/kingmaker/essence.h"
#include "core/kingmaker/generators.h"
#include "core/kingmaker/sp1ep.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::kingmaker;

const BinaryGame& millionNodes() {
  static const BinaryGame g = randomBinaryGame({.nodes = 1'000'000, .seed = 15});
  return g;
}

void BM_KingmakerSp1ep(benchmark::State& state) {
  const auto& g = millionNodes();
  Sp1epOptions o;
  o.reading = static_cast<Reading>(state.range(0));
  o.lookahead = state.range(1) != 0;
  o.keepTrace = false;
  std::size_t restrictions = 0, kingmakers = 0;
  for (auto _ : state) {
    auto r = solveSp1ep(g, o);
    kingmakers = r->kingmakers.size();
    benchmark::DoNotOptimize(r);
  }
  o.keepTrace = true;
  restrictions = solveSp1ep(g, o)->trace.size();
  state.counters["nodes"] = static_cast<double>(g.nodeCount());
  state.counters["restrictions"] = static_cast<double>(restrictions);
  state.counters["kingmakers"] = static_cast<double>(kingmakers);
}
// (reading: 0 set, 1 alt, 2 eff; lookahead)
BENCHMARK(BM_KingmakerSp1ep)->Args({0, 1})->Args({1, 1})->Args({2, 1})->Args({0, 0})->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_KingmakerEssence(benchmark::State& state) {
  const auto& g = millionNodes();
  for (auto _ : state) {
    auto r = solveEssence(g, {.strategy = static_cast<EssenceStrategy>(state.range(0))});
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_KingmakerEssence)->Arg(0)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
