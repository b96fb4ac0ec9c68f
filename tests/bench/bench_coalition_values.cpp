// Coalitional values. Targets (2 cores, Release): Shapley value of a random 24-player integer
// game (values 0..1000) <= 1 s (building the game is not timed); Shapley–Shubik and Banzhaf
// indices of a 500-player weighted voting game (integer weights 1..20, quota half the total)
// <= 1 s.
#include "core/coalition/powerindices.h"
#include "core/coalition/shapley.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

gamelab::CoalitionalGame randomGame(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, 1000);
  gamelab::RationalVector values(std::size_t(1) << n);
  for (std::size_t s = 1; s < values.size(); ++s) values[s] = entry(rng);
  return *gamelab::CoalitionalGame::fromValues(std::move(values));
}

void BM_CoalitionShapley(benchmark::State& state) {
  const auto game = randomGame(static_cast<int>(state.range(0)), 24u);
  for (auto _ : state) {
    auto phi = gamelab::solveShapleyValue(game);
    if (!phi) state.SkipWithError("failed");
    benchmark::DoNotOptimize(phi);
  }
}

void BM_CoalitionDividends(benchmark::State& state) {
  const auto game = randomGame(static_cast<int>(state.range(0)), 25u);
  for (auto _ : state) {
    auto c = gamelab::solveHarsanyiDividends(game);
    if (!c) state.SkipWithError("failed");
    benchmark::DoNotOptimize(c);
  }
}

void BM_CoalitionPowerIndices(benchmark::State& state) {
  std::mt19937 rng(500u);
  std::uniform_int_distribution<int> weight(1, 20);
  gamelab::WeightedVotingGame game;
  long total = 0;
  for (long i = 0; i < state.range(0); ++i) {
    game.weights.push_back(weight(rng));
    total += game.weights.back().get_num().get_si();
  }
  game.quota = gamelab::Rational(total, 2);
  game.quota.canonicalize();
  for (auto _ : state) {
    auto indices = gamelab::solvePowerIndices(game);
    if (!indices) state.SkipWithError("failed");
    benchmark::DoNotOptimize(indices);
  }
}

}  // namespace

BENCHMARK(BM_CoalitionShapley)->Arg(16)->Arg(20)->Arg(24)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_CoalitionDividends)->Arg(20)->Arg(24)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_CoalitionPowerIndices)->Arg(100)->Arg(500)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(3);
