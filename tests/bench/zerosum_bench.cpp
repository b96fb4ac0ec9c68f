// solveZeroSum on random dense integer games (fixed seeds). Targets (2 cores, Release):
// float 1000x1000 <= 10 s; exact 100x100 <= 0.5 s; exact 200x200 <= 5 s. Issue 18: exact
// 400x400 and 1000x1000 within 2x of the float run of the same game (the peer in the same
// run: BM_ZeroSumFloat_0_99 with the same argument); the default iterated dominance on
// 100x100 within 1.5x of the plain solve (BM_ZeroSumDominance/full vs BM_ZeroSumExact_0_99/100).
#include "core/matrix/dominance.h"
#include "core/matrix/zerosumsolver.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

gamelab::MatrixGame randomGame(std::size_t n, int lo, int hi, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(lo, hi);
  gamelab::MatrixGame g(n, n);
  for (auto& a : g.payoffs) a = entry(rng);
  return g;
}

void run(benchmark::State& state, bool exact, int lo, int hi) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto game = randomGame(n, lo, hi, 1000u + static_cast<unsigned>(n));
  gamelab::ZeroSumOptions options;
  options.exact = exact;
  for (auto _ : state) {
    auto s = gamelab::solveZeroSum(game, options);
    if (!s || (exact && !s->verified)) state.SkipWithError("not solved/verified");
    benchmark::DoNotOptimize(s);
  }
}

/// Iterated dominance (full: pure and by mixtures, as `--dominance auto` on <= 120 lines) on
/// the game of BM_ZeroSumExact_0_99 with the same argument.
void BM_ZeroSumDominanceFull(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto game = randomGame(n, 0, 99, 1000u + static_cast<unsigned>(n));
  for (auto _ : state) {
    auto d = gamelab::solveDominance(game);
    if (!d) state.SkipWithError("dominance failed");
    benchmark::DoNotOptimize(d);
  }
}

/// What `gamelab-cli zerosum` does by default on <= 120 lines: the exact solve, then full
/// iterated dominance with the solve's strategies as hints. Peer: BM_ZeroSumExact_0_99 (same
/// game), and BM_ZeroSumDominancePlain (the search without certificates, as before issue 18).
void BM_ZeroSumDefaultCli(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto game = randomGame(n, 0, 99, 1000u + static_cast<unsigned>(n));
  for (auto _ : state) {
    auto s = gamelab::solveZeroSum(game);
    if (!s) state.SkipWithError("not solved");
    gamelab::DominanceOptions options;
    options.rowWitness = s->rowStrategy;
    options.colWitness = s->colStrategy;
    auto d = gamelab::solveDominance(game, options);
    if (!d) state.SkipWithError("dominance failed");
    benchmark::DoNotOptimize(d);
  }
}

void BM_ZeroSumDominancePlain(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const auto game = randomGame(n, 0, 99, 1000u + static_cast<unsigned>(n));
  gamelab::DominanceOptions options;
  options.useCertificates = false;
  for (auto _ : state) {
    auto d = gamelab::solveDominance(game, options);
    if (!d) state.SkipWithError("dominance failed");
    benchmark::DoNotOptimize(d);
  }
}

void BM_ZeroSumExact_0_99(benchmark::State& state) { run(state, true, 0, 99); }
void BM_ZeroSumExact_pm100(benchmark::State& state) { run(state, true, -100, 100); }
void BM_ZeroSumFloat_0_99(benchmark::State& state) { run(state, false, 0, 99); }
void BM_ZeroSumFloat_pm100(benchmark::State& state) { run(state, false, -100, 100); }

}  // namespace

// Process CPU time: the exact solve inverts large bases modulo p on a helper thread.
BENCHMARK(BM_ZeroSumExact_0_99)->Arg(10)->Arg(50)->Arg(100)->Arg(200)->Arg(400)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_ZeroSumExact_0_99)->Arg(1000)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);
BENCHMARK(BM_ZeroSumDominanceFull)->Arg(100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ZeroSumDefaultCli)->Arg(100)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();  // as its peer
BENCHMARK(BM_ZeroSumDominancePlain)->Arg(100)->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(BM_ZeroSumExact_pm100)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_ZeroSumFloat_0_99)->Arg(100)->Arg(200)->Arg(400)->Arg(500)->Arg(1000)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);
BENCHMARK(BM_ZeroSumFloat_pm100)->Arg(1000)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);
