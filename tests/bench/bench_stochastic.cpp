// Shapley's value iteration (core/stochastic/shapleyiteration.h) on random stochastic games.
// Target (issue 16): 50 states of 5 × 5 matrices, every cell stopping with probability at
// least 1/10, iterated until the error bound is below 1e-12, in <= 1 s.
// Counters: Iterations (iterates computed), Exact (how many of them were exact rationals).
#include "core/stochastic/shapleyiteration.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using namespace gamelab;
using namespace gamelab::stochastic;

/// `states` states of n × n cells: payoffs −9..9, up to three moves of 0..3/10 each
/// (stop probability ≥ 1/10).
StochasticGame randomGame(int states, int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> payoff(-9, 9), tenths(0, 3), target(0, states - 1);
  StochasticGame g;
  for (int k = 0; k < states; ++k) {
    StochasticState s;
    s.name = "G" + std::to_string(k + 1);
    s.rows = s.cols = n;
    s.rowLabels.assign(static_cast<std::size_t>(n), "");
    s.colLabels.assign(static_cast<std::size_t>(n), "");
    for (int c = 0; c < n * n; ++c) {
      StochasticCell cell;
      cell.payoff = payoff(rng);
      for (int m = 0; m < 3; ++m) {
        const int to = target(rng), w = tenths(rng);
        bool seen = false;
        for (const auto& t : cell.next) seen = seen || t.state == to;
        if (w == 0 || seen) continue;
        Rational p(w, 10);
        p.canonicalize();
        cell.next.push_back({to, p});
      }
      s.cells.push_back(cell);
    }
    g.states.push_back(std::move(s));
  }
  return g;
}

void BM_ShapleyIteration(benchmark::State& state) {
  const auto game = randomGame(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), 16);
  ShapleyIterationOptions options;
  options.tolerance = 1e-12;
  options.exactBits = static_cast<int>(state.range(2));
  double iterations = 0, exact = 0;
  for (auto _ : state) {
    auto r = solveShapleyIteration(game, options);
    if (!r || !r->converged) {
      state.SkipWithError("did not converge");
      break;
    }
    iterations = static_cast<double>(r->iterates.size() - 1);
    exact = 0;
    for (const auto& it : r->iterates) exact += it.exact ? 1 : 0;
    benchmark::DoNotOptimize(r);
  }
  state.counters["Iterations"] = iterations;
  state.counters["Exact"] = exact;
}

}  // namespace

// Args: states, strategies per player, exactBits (256 is the default; 0 = floating point only).
BENCHMARK(BM_ShapleyIteration)->Args({50, 5, 256})->Args({50, 5, 0})->Args({2, 2, 256})->Unit(benchmark::kMillisecond);
