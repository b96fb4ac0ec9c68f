// Nucleolus of random 12- and 16-player games (targets: <= 5 s and <= 60 s), and the core
// vertices of a 6-player convex game (720 marginal vectors). Fixed seeds.
#include "core/coalition/coreanalysis.h"
#include "core/coalition/nucleolus.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using gamelab::CoalitionalGame;
using gamelab::Rational;
using gamelab::RationalVector;

/// kind 0: v(S) uniform in 0..100·|S|; kind 1: superadditive-ish, v(S) = |S|·(50 + 0..50) + |S|²·(0..10).
CoalitionalGame randomGame(int n, int kind, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> uniform(0, 100), half(0, 50), square(0, 10);
  RationalVector values(std::size_t(1) << n);
  for (std::size_t s = 1; s < values.size(); ++s) {
    const int size = std::popcount(s);
    values[s] = kind == 0 ? uniform(rng) * size : size * (50 + half(rng)) + size * size * square(rng);
  }
  return *CoalitionalGame::fromValues(std::move(values));
}

void BM_Nucleolus(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const int kind = static_cast<int>(state.range(1));
  unsigned seed = 1;
  int lps = 0, stages = 0, runs = 0;
  for (auto _ : state) {
    const auto game = randomGame(n, kind, seed++);
    auto r = gamelab::solveNucleolus(game);
    if (!r) {
      state.SkipWithError("nucleolus failed");
      break;
    }
    lps += r->linearProgrammes;
    stages += static_cast<int>(r->stages.size());
    ++runs;
    benchmark::DoNotOptimize(r);
  }
  if (runs > 0) {
    state.counters["LPs"] = double(lps) / runs;
    state.counters["stages"] = double(stages) / runs;
  }
}
BENCHMARK(BM_Nucleolus)
    ->Args({12, 0})
    ->Args({12, 1})
    ->Args({16, 0})
    ->Args({16, 1})
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond);

/// Degenerate games with many ties: 0 symmetric v(S) = |S|², 1 glove market (n/2 left gloves),
/// 2 majority game (v = 1 iff |S| > n/2).
CoalitionalGame structuredGame(int n, int kind) {
  RationalVector values(std::size_t(1) << n);
  for (std::size_t s = 1; s < values.size(); ++s) {
    const int size = std::popcount(s);
    const int left = std::popcount(s & ((std::size_t(1) << (n / 2)) - 1));
    values[s] = kind == 0 ? size * size : kind == 1 ? std::min(left, size - left) : (2 * size > n ? 1 : 0);
  }
  return *CoalitionalGame::fromValues(std::move(values));
}

void BM_NucleolusStructured(benchmark::State& state) {
  const auto game = structuredGame(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  int lps = 0;
  for (auto _ : state) {
    auto r = gamelab::solveNucleolus(game);
    if (!r) {
      state.SkipWithError("nucleolus failed");
      break;
    }
    lps = r->linearProgrammes;
    benchmark::DoNotOptimize(r);
  }
  state.counters["LPs"] = lps;
}
BENCHMARK(BM_NucleolusStructured)
    ->Args({16, 0})
    ->Args({16, 1})
    ->Args({15, 2})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

/// v(S) = (Σ_{i∈S} w_i)²: convex, its core vertices are the marginal vectors of the 720 orders.
void BM_CoreVerticesConvex6(benchmark::State& state) {
  const int n = 6;
  const int weights[] = {1, 2, 3, 5, 7, 11};
  RationalVector values(std::size_t(1) << n);
  for (std::size_t s = 1; s < values.size(); ++s) {
    int w = 0;
    for (int i = 0; i < n; ++i)
      if ((s >> i) & 1u) w += weights[i];
    values[s] = w * w;
  }
  const auto game = *CoalitionalGame::fromValues(std::move(values));
  std::size_t vertices = 0;
  for (auto _ : state) {
    auto core = gamelab::solveCore(game);
    if (!core) {
      state.SkipWithError("core failed");
      break;
    }
    vertices = core->vertices.size();
    benchmark::DoNotOptimize(core);
  }
  state.counters["vertices"] = double(vertices);
}
BENCHMARK(BM_CoreVerticesConvex6)->Unit(benchmark::kMillisecond);

}  // namespace
