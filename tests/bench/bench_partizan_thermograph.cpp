// Thermographs of short partizan games (core/partizan/thermograph.h).
// Target (issue 14): the thermograph of the sum of the switches ±1, ±2, …, ±20 in <= 0.1 s,
// from a fresh store: the canonical sum is built (GameStore::add) and its thermograph
// computed. Counters: Nodes (store nodes afterwards), Temperature (must be 20).
#include "core/partizan/gamestore.h"
#include "core/partizan/thermograph.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::partizan;

void BM_PartizanThermograph20Switches(benchmark::State& state) {
  double nodes = 0, temperature = 0;
  for (auto _ : state) {
    GameStore store;
    GameId sum = GameStore::zero();
    for (int k = 1; k <= 20; ++k) sum = store.add(sum, store.plusMinus(store.number(k)));
    ThermographTable table(store);
    const Thermograph& th = table.of(sum);
    benchmark::DoNotOptimize(th.mean);
    nodes = static_cast<double>(store.size());
    temperature = th.temperature.get_d();
  }
  state.counters["Nodes"] = nodes;
  state.counters["Temperature"] = temperature;
}
BENCHMARK(BM_PartizanThermograph20Switches)->Unit(benchmark::kMillisecond);

/// The thermograph alone, the canonical sum already in the store.
void BM_PartizanThermograph20SwitchesWallsOnly(benchmark::State& state) {
  GameStore store;
  GameId sum = GameStore::zero();
  for (int k = 1; k <= 20; ++k) sum = store.add(sum, store.plusMinus(store.number(k)));
  for (auto _ : state) {
    ThermographTable table(store);
    benchmark::DoNotOptimize(table.of(sum).temperature);
  }
}
BENCHMARK(BM_PartizanThermograph20SwitchesWallsOnly)->Unit(benchmark::kMillisecond);

}  // namespace
