// LP layer: fraction-free and Dixon exact solves and exact LP solves of random problems (fixed seeds).
#include "core/lp/dixonsolver.h"
#include "core/lp/fractionfreesolver.h"
#include "core/lp/lpproblem.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

/// A dense random n×n system with entries in -100..100 (seed 7) and one right-hand side.
struct IntegerSystem {
  std::vector<std::vector<mpz_class>> k;
  std::vector<mpz_class> b;
  explicit IntegerSystem(std::size_t n) : k(n, std::vector<mpz_class>(n)), b(n) {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> entry(-100, 100);
    for (auto& row : k)
      for (auto& a : row) a = entry(rng);
    for (auto& a : b) a = entry(rng);
  }
};

void BM_FractionFreeSolve(benchmark::State& state) {
  const IntegerSystem s(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(gamelab::solveFractionFree(s.k, {s.b}));
}
BENCHMARK(BM_FractionFreeSolve)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond);

/// The same systems by Dixon's p-adic lifting (FLINT): the peer of BM_FractionFreeSolve.
void BM_DixonSolve(benchmark::State& state) {
  const IntegerSystem s(static_cast<std::size_t>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(gamelab::solveDixon(s.k, {s.b}));
}
// Process CPU time: the exact solve inverts large bases modulo p on a helper thread.
BENCHMARK(BM_DixonSolve)->Arg(50)->Arg(100)->Arg(200)->Arg(400)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_DixonSolve)->Arg(1000)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);

/// max Σ c_j x_j s.t. A x <= b, 0 <= x <= 10, A dense random with entries in 0..20.
void runLp(benchmark::State& state, bool exact) {
  const int n = static_cast<int>(state.range(0));
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> entry(0, 20), cost(1, 30), rhs(50, 500);
  gamelab::LpProblem p;
  p.sense = gamelab::LpSense::Maximize;
  for (int j = 0; j < n; ++j) p.addVariable(cost(rng), gamelab::Rational(0), gamelab::Rational(10));
  for (int r = 0; r < n; ++r) {
    std::vector<gamelab::LpTerm> terms;
    for (int j = 0; j < n; ++j)
      if (int a = entry(rng); a != 0) terms.push_back({j, gamelab::Rational(a)});
    p.addRow(std::move(terms), std::nullopt, gamelab::Rational(rhs(rng) * n / 10));
  }
  gamelab::LpOptions options;
  options.exact = exact;
  for (auto _ : state) {
    auto s = gamelab::solveLp(p, options);
    if (!s || (exact && !s->exact)) state.SkipWithError("not solved exactly");
    benchmark::DoNotOptimize(s);
  }
}
void BM_LpExact(benchmark::State& state) { runLp(state, true); }
void BM_LpFloat(benchmark::State& state) { runLp(state, false); }
BENCHMARK(BM_LpExact)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LpFloat)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond);

}  // namespace
