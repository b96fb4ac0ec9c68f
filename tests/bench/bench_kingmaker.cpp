// Kingmaker analyses of a random binary game of about 10⁶ nodes (issue 15: each ≤ 1 s, and
// forced-win + kingmakers + SPE count together ≤ 1 s): 3 players, 2–3 children, breadth-first
// random shape (seed 15). Also the exact SPE count of the Diamond game and of a 10⁶-deep path.
// Run:
//   gamelab_bench --benchmark_filter=Kingmaker
#include "core/kingmaker/generators.h"
#include "core/kingmaker/spe.h"
#include "core/kingmaker/structure.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::kingmaker;

const BinaryGame& bigGame() {
  static const BinaryGame game = randomBinaryGame({.nodes = 1'000'000, .minChildren = 2, .maxChildren = 3,
                                                   .players = 3, .seed = 15});
  return game;
}

void Kingmaker_Structure1M(benchmark::State& state) {
  const BinaryGame& game = bigGame();
  for (auto _ : state) {
    auto r = solveStructure(game);
    benchmark::DoNotOptimize(r->forcedWin.data());
  }
  state.counters["nodes"] = static_cast<double>(game.nodeCount());
}
BENCHMARK(Kingmaker_Structure1M)->Unit(benchmark::kMillisecond)->Iterations(5);

void Kingmaker_SpeCount1M(benchmark::State& state) {
  const BinaryGame& game = bigGame();
  for (auto _ : state) {
    auto r = solveSpeCount(game);
    benchmark::DoNotOptimize(r->total.get_mpz_t());
    state.counters["total_bits"] = static_cast<double>(mpz_sizeinbase(r->total.get_mpz_t(), 2));
  }
  state.counters["nodes"] = static_cast<double>(game.nodeCount());
}
BENCHMARK(Kingmaker_SpeCount1M)->Unit(benchmark::kMillisecond)->Iterations(5);

void Kingmaker_StructureAndSpeCount1M(benchmark::State& state) {
  const BinaryGame& game = bigGame();
  for (auto _ : state) {
    auto s = solveStructure(game);
    auto r = solveSpeCount(game);
    benchmark::DoNotOptimize(s->strictKingmaker.data());
    benchmark::DoNotOptimize(r->total.get_mpz_t());
  }
}
BENCHMARK(Kingmaker_StructureAndSpeCount1M)->Unit(benchmark::kMillisecond)->Iterations(5);

void Kingmaker_Maxn1M(benchmark::State& state) {
  const BinaryGame& game = bigGame();
  MaxnOptions options;
  options.tie = static_cast<TieRule>(state.range(0));
  for (auto _ : state) {
    auto r = solveMaxn(game, options);
    benchmark::DoNotOptimize(r->chosen.data());
  }
}
BENCHMARK(Kingmaker_Maxn1M)
    ->ArgName("tie")
    ->Arg(static_cast<int>(TieRule::First))
    ->Arg(static_cast<int>(TieRule::Average))
    ->Arg(static_cast<int>(TieRule::Paranoid))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

void Kingmaker_Generate1M(benchmark::State& state) {
  for (auto _ : state) {
    auto game = randomBinaryGame({.nodes = 1'000'000, .minChildren = 2, .maxChildren = 3, .players = 3, .seed = 15});
    benchmark::DoNotOptimize(game.player.data());
  }
}
BENCHMARK(Kingmaker_Generate1M)->Unit(benchmark::kMillisecond)->Iterations(3);

void Kingmaker_DiamondSpeCount(benchmark::State& state) {
  const BinaryGame game = diamondGame();
  for (auto _ : state) {
    auto r = solveSpeCount(game);
    benchmark::DoNotOptimize(r->total.get_mpz_t());
  }
}
BENCHMARK(Kingmaker_DiamondSpeCount)->Unit(benchmark::kMicrosecond);

}  // namespace
