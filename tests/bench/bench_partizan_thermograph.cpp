// Thermographs of short partizan games (core/partizan/thermograph.h).
// Target (issue 14): the thermograph of the sum of the switches ±1, ±2, …, ±20 in <= 0.1 s:
// BM_PartizanThermograph20Switches computes it in a fresh ThermographTable, the canonical sum
// already in the store. BM_PartizanSum20Switches times building that canonical sum
// (GameStore::add, the store's part) and its thermograph together, from a fresh store.
// Counters: Nodes (store nodes), Temperature (must be 20).
#include "core/partizan/gamestore.h"
#include "core/partizan/thermograph.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::partizan;

GameId sumOfSwitches(GameStore& store, int count) {
  GameId sum = GameStore::zero();
  for (int k = 1; k <= count; ++k) sum = store.add(sum, store.plusMinus(store.number(k)));
  return sum;
}

void BM_PartizanThermograph20Switches(benchmark::State& state) {
  GameStore store;
  const GameId sum = sumOfSwitches(store, 20);
  double temperature = 0;
  for (auto _ : state) {
    ThermographTable table(store);
    const Thermograph& th = table.of(sum);
    benchmark::DoNotOptimize(th.mean);
    temperature = th.temperature.get_d();
  }
  state.counters["Nodes"] = static_cast<double>(store.size());
  state.counters["Temperature"] = temperature;
}
BENCHMARK(BM_PartizanThermograph20Switches)->Unit(benchmark::kMillisecond);

void BM_PartizanSum20Switches(benchmark::State& state) {
  double nodes = 0, temperature = 0;
  for (auto _ : state) {
    GameStore store;
    const GameId sum = sumOfSwitches(store, 20);
    ThermographTable table(store);
    temperature = table.of(sum).temperature.get_d();
    nodes = static_cast<double>(store.size());
  }
  state.counters["Nodes"] = nodes;
  state.counters["Temperature"] = temperature;
}
BENCHMARK(BM_PartizanSum20Switches)->Unit(benchmark::kMillisecond);

}  // namespace
