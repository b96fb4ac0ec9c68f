// Values of ruleset positions (core/partizan/ruleset.h, PositionValues), from a fresh store
// and fresh component caches each iteration.
// Targets (issue 14): the canonical value of the empty 4×4 Domineering board <= 1 s; of an
// 8-edge red-blue-green Hackenbush picture <= 1 s. Also measured: 5×5 Domineering and the
// 6×6 board under a node budget (it stops there: counter Stopped = 1). Counters: Nodes
// (store nodes afterwards), Stopped (1 when the value stopped at the node budget).
#include "core/partizan/ruleset.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::partizan;

std::string emptyBoard(int side) {
  std::string text;
  for (int r = 0; r < side; ++r) text += (r ? "/" : "") + std::string(static_cast<std::size_t>(side), '.');
  return text;
}

void solveFresh(benchmark::State& state, Ruleset ruleset, const std::string& text,
                GameStore::Limits limits = GameStore::Limits{}) {
  const Position position = *readPosition(ruleset, text);
  double nodes = 0, stopped = 0;
  for (auto _ : state) {
    GameStore store(limits);
    PositionValues values(store);
    auto v = values.solveValue(position);
    benchmark::DoNotOptimize(v);
    nodes = static_cast<double>(store.size());
    stopped = v ? 0 : 1;
  }
  state.counters["Nodes"] = nodes;
  state.counters["Stopped"] = stopped;
}

void BM_DomineeringEmpty4x4(benchmark::State& state) { solveFresh(state, Ruleset::Domineering, emptyBoard(4)); }
BENCHMARK(BM_DomineeringEmpty4x4)->Unit(benchmark::kMillisecond);

void BM_DomineeringEmpty(benchmark::State& state) {
  solveFresh(state, Ruleset::Domineering, emptyBoard(static_cast<int>(state.range(0))));
}
BENCHMARK(BM_DomineeringEmpty)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(1);

/// The empty 6×6 board does not finish in minutes: with a budget of 50 000 nodes it must say
/// so (Stopped = 1) quickly instead of hanging.
void BM_DomineeringEmpty6x6Budget(benchmark::State& state) {
  solveFresh(state, Ruleset::Domineering, emptyBoard(6), GameStore::Limits{50'000});
}
BENCHMARK(BM_DomineeringEmpty6x6Budget)->Unit(benchmark::kMillisecond)->Iterations(1);

/// A small tree with both colours and green: a blue trunk with a red branch, a green stalk
/// with a blue and a red twig, and a red-green path (8 edges).
void BM_Hackenbush8Edges(benchmark::State& state) {
  solveFresh(state, Ruleset::Hackenbush, "0-1:L,1-2:R,1-3:G,3-4:L,0-5:G,5-6:L,5-7:R,7-8:G");
}
BENCHMARK(BM_Hackenbush8Edges)->Unit(benchmark::kMillisecond);

void BM_ToadsAndFrogs(benchmark::State& state) { solveFresh(state, Ruleset::ToadsAndFrogs, "TTT...FFF"); }
BENCHMARK(BM_ToadsAndFrogs)->Unit(benchmark::kMillisecond);

void BM_Cutcake32x32(benchmark::State& state) { solveFresh(state, Ruleset::Cutcake, "32x32"); }
BENCHMARK(BM_Cutcake32x32)->Unit(benchmark::kMillisecond);

}  // namespace
