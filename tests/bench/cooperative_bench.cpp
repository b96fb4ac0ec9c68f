// The two-person cooperative solutions of §3.4 (solveCooperative: TU solution, Nash bargaining
// from the safety levels, λ-transfer) on random n x n bimatrix games (payoffs 0..99, fixed
// seeds), and the duopoly closed forms. No target was set by the issue; the figures show what
// the strategic editor's automatic analysis (up to 12 x 12) and Solve (F5) cost.
#include "core/duopoly/duopoly.h"
#include "core/strategic/cooperative.h"

#include "tests/bench/benchgames.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

namespace {

using gamelab::bench::randomBimatrix;

void BM_Cooperative(benchmark::State& state) {
  const auto game = randomBimatrix(std::size_t(state.range(0)), 17);
  std::size_t rates = 0;
  for (auto _ : state) {
    auto solution = gamelab::solveCooperative(game);
    if (!solution) state.SkipWithError("solveCooperative failed");
    else rates = solution->lambda.rates.size();
    benchmark::DoNotOptimize(solution);
  }
  state.counters["lambda_stars"] = double(rates);
}
BENCHMARK(BM_Cooperative)->Arg(2)->Arg(4)->Arg(8)->Arg(12)->Arg(20)->Unit(benchmark::kMillisecond);

void BM_DuopolyCournot(benchmark::State& state) {
  gamelab::DuopolyMarket market;
  market.firms = int(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(gamelab::solveDuopoly(market));
}
BENCHMARK(BM_DuopolyCournot)->Arg(2)->Arg(100)->Unit(benchmark::kMicrosecond);

}  // namespace
