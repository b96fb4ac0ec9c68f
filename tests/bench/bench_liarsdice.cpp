// Liar's Dice with one N-sided die by the nested LP + DP method (core/liarsdice/liarsdice.h).
// Target (issue 4): N = 200 in <= 10 s (a plain LP per subgame through the Clp command line
// takes about 50 s). The counter V1 is A's winning probability; the digest gives
// 0.648046994 for N = 20 and 0.633696799 for N = 200.
// Measured (Release, 2 cores, one thread): exact N = 200 0.57 s (with strategies 0.99 s),
// float N = 200 0.7-1.2 s (with strategies 1.9-2.7 s), exact N = 400 7 s.
#include "core/liarsdice/liarsdice.h"

#include <benchmark/benchmark.h>

namespace {

void run(benchmark::State& state, bool exact, bool strategies) {
  const int sides = static_cast<int>(state.range(0));
  double v1 = 0;
  for (auto _ : state) {
    auto s = gamelab::solveLiarsDice(sides, gamelab::LiarsDiceOptions{.exact = exact, .strategies = strategies});
    if (!s) {
      state.SkipWithError("not solved");
      break;
    }
    v1 = s->valueFloat[0];
    benchmark::DoNotOptimize(s);
  }
  state.counters["V1"] = v1;
}

void BM_LiarsDiceExact(benchmark::State& state) { run(state, true, false); }
void BM_LiarsDiceExactStrategies(benchmark::State& state) { run(state, true, true); }
void BM_LiarsDiceFloat(benchmark::State& state) { run(state, false, false); }
void BM_LiarsDiceFloatStrategies(benchmark::State& state) { run(state, false, true); }

}  // namespace

BENCHMARK(BM_LiarsDiceExact)->Arg(20)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LiarsDiceExactStrategies)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LiarsDiceFloat)->Arg(20)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LiarsDiceFloatStrategies)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);
