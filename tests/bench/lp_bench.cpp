// LP layer: fraction-free exact solves and exact LP solves of random problems (fixed seeds).
#include "core/lp/fractionfreesolver.h"
#include "core/lp/lpproblem.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

void BM_FractionFreeSolve(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> entry(-100, 100);
  std::vector<std::vector<mpz_class>> k(n, std::vector<mpz_class>(n));
  std::vector<mpz_class> b(n);
  for (auto& row : k)
    for (auto& a : row) a = entry(rng);
  for (auto& a : b) a = entry(rng);
  for (auto _ : state) benchmark::DoNotOptimize(gamelab::solveFractionFree(k, {b}));
}
BENCHMARK(BM_FractionFreeSolve)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond);

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
