// Mixed equilibria of small n-player games (solveNPersonEquilibria, what `gamelab-cli
// equilibria` runs for n >= 3) on seeded random games, payoffs 0..99, and on the three-player
// coordination game. Target (issue 18): no slower than Gambit's enumpoly, which is not a Debian
// package: tests/bench/peers/run_all.sh times the two on the same games. Counters: equilibria
// found, exact ones, and the support profiles whose system was solved.
#include "core/strategic/npersonequilibria.h"

#include "tests/bench/benchgames.h"

#include <benchmark/benchmark.h>

namespace {

using gamelab::StrategicGame;

void run(benchmark::State& state, const StrategicGame& game, const gamelab::NPersonEquilibriumOptions& options = {}) {
  for (auto _ : state) {
    auto result = gamelab::solveNPersonEquilibria(game, options);
    if (!result) {
      state.SkipWithError("not solved");
      break;
    }
    std::size_t exact = 0;
    for (const auto& e : result->equilibria) exact += e.exact ? 1 : 0;
    state.counters["equilibria"] = static_cast<double>(result->equilibria.size());
    state.counters["exact"] = static_cast<double>(exact);
    state.counters["solved"] = static_cast<double>(result->supportProfilesSolved);
    benchmark::DoNotOptimize(result);
  }
}

/// Shapes by index: 2x2x2, 2x2x2x2, 2x2x2x2x2, 3x3x3, 3x3x2x2.
const std::vector<std::vector<std::size_t>>& shapes() {
  static const std::vector<std::vector<std::size_t>> s{{2, 2, 2}, {2, 2, 2, 2}, {2, 2, 2, 2, 2}, {3, 3, 3}, {3, 3, 2, 2}};
  return s;
}

void runRandom(benchmark::State& state, const gamelab::NPersonEquilibriumOptions& options) {
  const auto& counts = shapes()[static_cast<std::size_t>(state.range(0))];
  std::string name;
  for (std::size_t c : counts) name += (name.empty() ? "" : "x") + std::to_string(c);
  state.SetLabel(name);
  run(state, gamelab::bench::randomStrategicGame(counts, 2026u + static_cast<unsigned>(state.range(0))), options);
}

void BM_NPersonRandom(benchmark::State& state) { runRandom(state, {}); }

/// The peer in the same run: Newton's method on every support that is not conditionally
/// dominated (no exclusion of root-free systems), as before issue 18 but with the faster
/// evaluation of the systems.
void BM_NPersonRandomNoExclusion(benchmark::State& state) { runRandom(state, {.exclusionCells = 0}); }

void BM_NPersonCoordination3(benchmark::State& state) {
  StrategicGame game({2, 2, 2});
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const auto s = game.profileAt(t);
    const bool same = s[0] == s[1] && s[1] == s[2];
    for (std::size_t k = 0; k < 3; ++k) game.payoff(t, k) = same ? 1 : 0;
  }
  run(state, game);
}

}  // namespace

BENCHMARK(BM_NPersonRandom)->DenseRange(0, 4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NPersonRandomNoExclusion)->DenseRange(0, 4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NPersonCoordination3)->Unit(benchmark::kMillisecond);
