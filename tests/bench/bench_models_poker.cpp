// Continuous poker: the closed forms and the unit-square regions (on every edit in the GUI),
// the discretised games by the sequence form (the GUI's table, n = 2, 4, 8, 16, off the GUI
// thread), and the Guess it! table (T80).
// Measured (Release, 2 shared cores, load 3): closed form + regions 32 µs; discretised,
// n = 8 / 16 / 32: 0.8–1.1 / 2.4–3.5 / 8.4–11.7 ms (la-relance, von-neumann, check-back at
// β = 2; so the GUI's table n = 2 … 64 takes well under a second); Guess it! table 6×6 3 ms,
// 12×12 0.1 s (the exact denominators explode beyond: 16×16 takes 12 s).
#include "core/poker/continuouspoker.h"
#include "core/poker/continuouspokertree.h"
#include "core/stochastic/multistagegames.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;

void BM_PokerClosedFormAndRegions(benchmark::State& state) {
  const PokerGame game{PokerModel::CheckBack, Rational(7, 3)};
  for (auto _ : state) {
    auto s = continuousPokerSolution(game);
    auto r = continuousPokerRegions(game);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_PokerClosedFormAndRegions)->Unit(benchmark::kMicrosecond);

/// range(0): model index; range(1): classes.
void BM_PokerDiscretised(benchmark::State& state) {
  const PokerGame game{allPokerModels()[static_cast<std::size_t>(state.range(0))], Rational(2)};
  DiscretePokerOptions options;
  options.classes = {static_cast<int>(state.range(1))};
  double error = 0;
  for (auto _ : state) {
    auto rows = solveDiscretePoker(game, options);
    if (!rows) {
      state.SkipWithError("not solved");
      break;
    }
    error = toDouble(rows->front().error);
  }
  state.counters["v_n-v"] = error;
}
BENCHMARK(BM_PokerDiscretised)
    ->ArgsProduct({{0, 1, 2}, {8, 16, 32}})
    ->Unit(benchmark::kMillisecond);

void BM_GuessItTable(benchmark::State& state) {
  for (auto _ : state) {
    auto t = solveGuessIt(static_cast<int>(state.range(0)));
    benchmark::DoNotOptimize(t);
  }
}
BENCHMARK(BM_GuessItTable)->Arg(6)->Arg(12)->Unit(benchmark::kMillisecond);

}  // namespace
