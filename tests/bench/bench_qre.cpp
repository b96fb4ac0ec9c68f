// The logit QRE branch (solveStrategicQre / solveTreeQre, what `gamelab-cli qre` runs) on
// seeded random games, payoffs 0..99. Targets (issue 30): a random 10×10 game traced to λ = 100
// in ≤ 0.2 s; a three-player 5×5×5 game (to λ = 10⁶ with its exact limit) in ≤ 2 s. Gambit's
// gambit-logit is timed on the same games by tests/bench/peers/run_all.sh (section q).
// Counters: points traced, the λ reached, whether the limit rounded to an exact equilibrium.
#include "core/qre/logitqre.h"
#include "core/tree/treeexamples.h"

#include "tests/bench/benchgames.h"

#include <benchmark/benchmark.h>

namespace {

using gamelab::QreOptions;

template <class Result>
void count(benchmark::State& state, const Result& result) {
  state.counters["points"] = static_cast<double>(result.branch.size());
  state.counters["lambda"] = result.lambdaMax;
  state.counters["exact"] = result.exact ? 1 : 0;
}

void BM_QreRandom10x10ToLambda100(benchmark::State& state) {
  const auto game = gamelab::bench::randomStrategicGame({10, 10}, 30u);
  QreOptions options;
  options.maxLambda = 100;
  for (auto _ : state) {
    auto result = gamelab::solveStrategicQre(game, options);
    if (!result) return state.SkipWithError("not traced");
    count(state, *result);
  }
}
BENCHMARK(BM_QreRandom10x10ToLambda100)->Unit(benchmark::kMillisecond);

void BM_QreRandom(benchmark::State& state) {
  static const std::vector<std::vector<std::size_t>> shapes{{10, 10}, {5, 5, 5}, {6, 6, 6, 6}, {4, 4, 4, 4, 4}};
  const auto& shape = shapes[static_cast<std::size_t>(state.range(0))];
  std::string name;
  for (std::size_t c : shape) name += (name.empty() ? "" : "x") + std::to_string(c);
  state.SetLabel(name + " to 1e6");
  const auto game = gamelab::bench::randomStrategicGame(shape, 300u + static_cast<unsigned>(state.range(0)));
  for (auto _ : state) {
    auto result = gamelab::solveStrategicQre(game);
    if (!result) return state.SkipWithError("not traced");
    count(state, *result);
  }
}
BENCHMARK(BM_QreRandom)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

void BM_QreKuhnPoker(benchmark::State& state) {
  const gamelab::GameTree tree = gamelab::kuhnPoker();
  for (auto _ : state) {
    auto result = gamelab::solveTreeQre(tree);
    if (!result) return state.SkipWithError("not traced");
    count(state, *result);
  }
}
BENCHMARK(BM_QreKuhnPoker)->Unit(benchmark::kMillisecond);

}  // namespace
