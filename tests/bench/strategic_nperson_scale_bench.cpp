// One equilibrium of every n-player game, quickly (issue 34): solveNPersonGame with firstOnly
// (`gamelab-cli equilibria --method one`: a pure equilibrium, else the support search's first
// within 0.03 s, else the QRE limit polished) on seeded random games 3×10³, 4×6⁴, 5×4⁵ and 6×3⁶
// (payoffs 0..99), three seeds each. Target: ≤ 1 s each and faster than gambit-gnm and
// gambit-logit (tests/bench/peers, section s, times the three tools on the same kind of games).
// Also the QRE limit alone (the path when the search finds nothing) and the default search's
// budget (what `equilibria` without options finds in 5 s: counter "equilibria").
// Counters: exact (1 when the equilibrium is proved exactly), regret (certified, 0 when exact),
// pure (1 when the equilibrium found is pure).
#include "core/qre/npersonsolver.h"
#include "core/qre/qreequilibrium.h"

#include "tests/bench/benchgames.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>

namespace {

using gamelab::StrategicGame;

const std::vector<std::vector<std::size_t>>& shapes() {
  static const std::vector<std::vector<std::size_t>> s{
      {10, 10, 10}, {6, 6, 6, 6}, {4, 4, 4, 4, 4}, {3, 3, 3, 3, 3, 3}};
  return s;
}

/// range(0): shape index; range(1): seed offset 0..2.
const StrategicGame& game(const benchmark::State& state) {
  static std::map<std::pair<long, long>, StrategicGame> cache;
  const auto key = std::make_pair(long(state.range(0)), long(state.range(1)));
  auto found = cache.find(key);
  if (found == cache.end())
    found = cache
                .emplace(key, gamelab::bench::randomStrategicGame(shapes()[std::size_t(key.first)],
                                                                  3400u + 10u * unsigned(key.first) + unsigned(key.second)))
                .first;
  return found->second;
}

void label(benchmark::State& state) {
  std::string name;
  for (std::size_t c : shapes()[std::size_t(state.range(0))]) name += (name.empty() ? "" : "x") + std::to_string(c);
  state.SetLabel(name + " seed " + std::to_string(state.range(1)));
}

void count(benchmark::State& state, const gamelab::ApproximateEquilibrium& e) {
  bool pure = true;
  for (const auto& p : e.strategies)
    pure = pure && std::count(p.begin(), p.end(), gamelab::Rational(1)) == 1;
  state.counters["exact"] = e.exact ? 1 : 0;
  state.counters["regret"] = e.maxRegret;
  state.counters["pure"] = pure ? 1 : 0;
}

void BM_NPersonFirst(benchmark::State& state) {
  label(state);
  const StrategicGame& g = game(state);
  gamelab::NPersonSolverOptions options;
  options.firstOnly = true;
  for (auto _ : state) {
    auto solution = gamelab::solveNPersonGame(g, options);
    if (!solution || solution->found.equilibria.empty()) {
      state.SkipWithError("no equilibrium");
      break;
    }
    count(state, solution->found.equilibria.front());
    benchmark::DoNotOptimize(solution);
  }
}

void BM_NPersonQreLimit(benchmark::State& state) {
  label(state);
  const StrategicGame& g = game(state);
  for (auto _ : state) {
    auto e = gamelab::equilibriumFromQreLimit(g);
    if (!e) {
      state.SkipWithError("no equilibrium");
      break;
    }
    count(state, *e);
    benchmark::DoNotOptimize(e);
  }
}

void BM_NPersonBudget(benchmark::State& state) {
  label(state);
  const StrategicGame& g = game(state);
  gamelab::NPersonSolverOptions options;
  options.search.seconds = 5;
  for (auto _ : state) {
    auto solution = gamelab::solveNPersonGame(g, options);
    if (!solution) {
      state.SkipWithError("failed");
      break;
    }
    state.counters["equilibria"] = double(solution->found.equilibria.size());
    state.counters["tried"] = double(solution->found.supportProfilesTried);
    benchmark::DoNotOptimize(solution);
  }
}

}  // namespace

BENCHMARK(BM_NPersonFirst)->ArgsProduct({{0, 1, 2, 3}, {0, 1, 2}})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NPersonQreLimit)->ArgsProduct({{0, 1, 2, 3}, {0, 1, 2}})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NPersonBudget)->ArgsProduct({{0, 1, 2, 3}, {0}})->Unit(benchmark::kMillisecond)->Iterations(1);
