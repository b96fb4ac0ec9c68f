// Graph games and Green Hackenbush. Targets (2 cores, Release): a digraph with 10⁶ arcs analysed
// in <= 2 s, acyclic (topological order and mex) or cyclic (generalised SG values and the
// retrograde P/N/draw check); a Hackenbush picture with 10⁴ edges valued and its winning cuts
// found in well under a second. Building the inputs is not timed.
#include "core/impartial/graphgame.h"
#include "core/impartial/hackenbush.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

gamelab::Digraph randomDag(int vertices, int arcs, unsigned seed) {
  std::mt19937 rng(seed);
  gamelab::Digraph g;
  g.vertices = vertices;
  std::uniform_int_distribution<int> vertex(1, vertices - 1);
  for (int i = 0; i < arcs; ++i) {
    const int u = vertex(rng);
    g.arcs.emplace_back(u, std::uniform_int_distribution<int>(0, u - 1)(rng));
  }
  return g;
}

gamelab::Digraph randomDigraph(int vertices, int arcs, unsigned seed) {
  std::mt19937 rng(seed);
  gamelab::Digraph g;
  g.vertices = vertices;
  std::uniform_int_distribution<int> vertex(0, vertices - 1);
  // A few sinks so that finite values, wins and draws all occur.
  for (int i = 0; i < arcs; ++i) {
    const int u = vertex(rng);
    g.arcs.emplace_back(u, u % 50 == 0 ? u : vertex(rng) / (i % 3 == 0 ? 2 : 1));
  }
  return g;
}

void BM_GraphAcyclicMillionArcs(benchmark::State& state) {
  const auto g = randomDag(200000, 1000000, 1u);
  for (auto _ : state) {
    auto a = gamelab::solveGraphGame(g);
    if (!a) state.SkipWithError("failed");
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_GraphAcyclicMillionArcs)->Unit(benchmark::kMillisecond);

void BM_GraphCyclicMillionArcs(benchmark::State& state) {
  const auto g = randomDigraph(static_cast<int>(state.range(0)), 1000000, 2u);
  for (auto _ : state) {
    auto a = gamelab::solveGraphGame(g);
    if (!a) state.SkipWithError("failed");
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_GraphCyclicMillionArcs)->Arg(200000)->Arg(1000000)->Unit(benchmark::kMillisecond);

/// 10⁴ edges: a random tree with a cycle or a loop every few edges.
gamelab::HackenbushPicture randomPicture(int edges, unsigned seed) {
  std::mt19937 rng(seed);
  gamelab::HackenbushPicture p;
  p.vertices = 1;
  while (static_cast<int>(p.edges.size()) < edges) {
    const int base = std::uniform_int_distribution<int>(0, p.vertices - 1)(rng);
    switch (rng() % 4) {
      case 0: p.edges.emplace_back(base, base); break;  // a loop
      case 1: {                                         // a cycle of 3..6
        const int k = 3 + static_cast<int>(rng() % 4);
        int previous = base;
        for (int i = 1; i < k; ++i) {
          p.edges.emplace_back(previous, p.vertices);
          previous = p.vertices++;
        }
        p.edges.emplace_back(previous, base);
        break;
      }
      default: p.edges.emplace_back(base, p.vertices++);
    }
  }
  return p;
}

void BM_HackenbushValue(benchmark::State& state) {
  const auto p = randomPicture(static_cast<int>(state.range(0)), 3u);
  for (auto _ : state) {
    auto v = gamelab::solveHackenbushValue(p);
    if (!v) state.SkipWithError("failed");
    benchmark::DoNotOptimize(v);
  }
}
BENCHMARK(BM_HackenbushValue)->Arg(10000)->Arg(1000000)->Unit(benchmark::kMillisecond);

void BM_HackenbushWinningCuts(benchmark::State& state) {
  const auto p = randomPicture(static_cast<int>(state.range(0)), 4u);
  for (auto _ : state) {
    auto c = gamelab::solveHackenbushWinningCuts(p);
    if (!c) state.SkipWithError("failed");
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_HackenbushWinningCuts)->Arg(10000)->Unit(benchmark::kMillisecond);

void BM_HackenbushCycleCuts(benchmark::State& state) {
  gamelab::HackenbushPicture p;
  const int k = static_cast<int>(state.range(0));
  p.vertices = k;
  for (int i = 0; i < k; ++i) p.edges.emplace_back(i, (i + 1) % k);
  for (auto _ : state) {
    auto c = gamelab::solveHackenbushWinningCuts(p);
    if (!c) state.SkipWithError("failed");
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_HackenbushCycleCuts)->Arg(10000)->Unit(benchmark::kMillisecond);

}  // namespace
