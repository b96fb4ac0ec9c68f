// Lemke–Howson on random n x n bimatrix games, payoffs 0..99 (fixed seeds). Target (2 cores,
// Release): every label of a 200 x 200 game <= 2 s. Path lengths of such games are
// heavy-tailed (one label of the 100 x 100 game takes ~67,000 pivots), so the all-label runs
// are timed once; the counter reports the distinct equilibria found.
#include "core/strategic/lemkehowson.h"

#include "tests/bench/benchgames.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using gamelab::bench::randomBimatrix;

void run(benchmark::State& state, bool allLabels, bool exact) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto game = randomBimatrix(n, 4242u + static_cast<unsigned>(n));
  gamelab::LemkeHowsonOptions options;
  options.exactPivoting = exact;
  if (!allLabels) options.labels = {0};
  std::size_t found = 0;
  for (auto _ : state) {
    auto result = gamelab::solveLemkeHowson(game, options);
    if (!result || !result->verified) state.SkipWithError("not solved/verified");
    else found = result->equilibria.size();
    benchmark::DoNotOptimize(result);
  }
  state.counters["equilibria"] = static_cast<double>(found);
}

void BM_LemkeHowsonAllLabels(benchmark::State& state) { run(state, true, false); }
void BM_LemkeHowsonOneLabel(benchmark::State& state) { run(state, false, false); }
void BM_LemkeHowsonExactOneLabel(benchmark::State& state) { run(state, false, true); }

}  // namespace

BENCHMARK(BM_LemkeHowsonAllLabels)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_LemkeHowsonOneLabel)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeHowsonExactOneLabel)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->Iterations(1);
