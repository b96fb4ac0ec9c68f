// The exact parameter sweep (issue 32, `gamelab-cli equilibria FILE --sweep t`): solveBimatrixSweep on
// seeded random n x n games (payoffs 0..99) with the parameter t in 6 payoffs (cells a + s·t,
// s in -20..20 or -99..99, not 0, spread over both players), t in [0, 1]: with slopes up to 99 a
// payoff crosses the whole range, so equilibria appear, vanish and move. Target: 6 x 6 ≤ 1 s; 4 x 4
// reported too. Counters: breakpoints, candidates (distinct roots examined), games (exact
// solveEquilibria runs), pieces.
#include "core/sweep/bimatrixsweep.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using gamelab::ParametricBimatrix;
using gamelab::Rational;
using gamelab::RationalFunction;

ParametricBimatrix randomSweepGame(std::size_t n, unsigned seed, int maxSlope) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, 99), slope(-maxSlope, maxSlope);
  std::uniform_int_distribution<std::size_t> cell(0, n - 1);
  ParametricBimatrix g;
  g.rows = g.cols = n;
  g.a.assign(n, std::vector<RationalFunction>(n));
  g.b = g.a;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      g.a[i][j] = Rational(entry(rng));
      g.b[i][j] = Rational(entry(rng));
    }
  for (int k = 0; k < 6; ++k) {
    int s = slope(rng);
    if (s == 0) s = 7;
    auto& m = k % 2 == 0 ? g.a : g.b;
    m[cell(rng)][cell(rng)] =
        RationalFunction::fraction({Rational(entry(rng)), Rational(s)}, {Rational(1)});
  }
  return g;
}

void BM_SweepRandom(benchmark::State& state) {
  const std::size_t n = std::size_t(state.range(0));
  const unsigned seed = 3200u + unsigned(n) * 10u + unsigned(state.range(1));
  const int maxSlope = int(state.range(2));
  const ParametricBimatrix g = randomSweepGame(n, seed, maxSlope);
  state.SetLabel(std::to_string(n) + "x" + std::to_string(n) + " seed " + std::to_string(state.range(1)) +
                 " slopes ±" + std::to_string(maxSlope));
  gamelab::BimatrixSweep last;
  for (auto _ : state) {
    auto s = gamelab::solveBimatrixSweep(g, 0, 1);
    if (!s) {
      state.SkipWithError("sweep failed");
      return;
    }
    last = std::move(*s);
  }
  state.counters["breakpoints"] = double(last.breakpoints.size());
  state.counters["candidates"] = double(last.candidates);
  state.counters["games"] = double(last.gamesSolved);
  state.counters["pieces"] = double(last.pieces.size());
}

BENCHMARK(BM_SweepRandom)
    ->ArgsProduct({{4, 6}, {0, 1, 2}, {20, 99}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
