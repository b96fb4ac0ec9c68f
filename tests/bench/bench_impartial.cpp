// Benchmarks of heap values (Grundy's game by the sparse-space method, Kayles, Dawson's chess,
// a random 4-digit octal code) and of the source-003 shortest wins. Run:
//   gamelab_bench --benchmark_filter=Impartial
#include "core/impartial/heapvalues.h"
#include "core/impartial/shortestwin.h"

#include <benchmark/benchmark.h>

#include <random>
#include <string>

namespace {

using namespace gamelab;

HeapRule octal(std::vector<std::uint8_t> digits) {
  HeapRule r;
  r.code.digits = std::move(digits);
  return r;
}

std::string codeText(const HeapRule& r) {
  std::string s;
  for (std::size_t j = 0; j < r.code.digits.size(); ++j) {
    s += char('0' + r.code.digits[j]);
    if (j == 0) s += '.';
  }
  return s;
}

void runHeapValues(benchmark::State& state, const HeapRule& rule, HeapSize n) {
  for (auto _ : state) {
    auto v = solveHeapValues(rule, {.upTo = n});
    if (!v) {
      state.SkipWithError("solveHeapValues failed");
      return;
    }
    benchmark::DoNotOptimize(v->values.data());
    if (v->periodicity) {
      state.counters["period"] = double(v->periodicity->period);
      state.counters["preperiod"] = double(v->periodicity->preperiod);
    }
    Nimber maxValue = 0;
    for (Nimber x : v->values) maxValue = std::max(maxValue, x);
    state.counters["max_value"] = double(maxValue);
  }
}

void BM_Impartial_GrundyGame_1e6(benchmark::State& state) {
  HeapRule r;
  r.kind = HeapRule::Kind::Grundy;
  runHeapValues(state, r, 1000000);
}
BENCHMARK(BM_Impartial_GrundyGame_1e6)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Impartial_GrundyGame_2pow20(benchmark::State& state) {
  HeapRule r;
  r.kind = HeapRule::Kind::Grundy;
  runHeapValues(state, r, 1u << 20);
}
BENCHMARK(BM_Impartial_GrundyGame_2pow20)->Unit(benchmark::kMillisecond)->Iterations(1);

/// Grundy's game, all heaps up to state.range(0) (the issue-18 target: 10⁷ within 10 s CPU).
void BM_GrundysGame(benchmark::State& state) {
  HeapRule r;
  r.kind = HeapRule::Kind::Grundy;
  runHeapValues(state, r, static_cast<HeapSize>(state.range(0)));
}
BENCHMARK(BM_GrundysGame)->Arg(100000)->Arg(1000000)->Arg(10000000)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Impartial_Kayles_1e7(benchmark::State& state) { runHeapValues(state, octal({0, 7, 7}), 10000000); }
BENCHMARK(BM_Impartial_Kayles_1e7)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Impartial_Dawson_1e7(benchmark::State& state) { runHeapValues(state, octal({0, 1, 3, 7}), 10000000); }
BENCHMARK(BM_Impartial_Dawson_1e7)->Unit(benchmark::kMillisecond)->Iterations(1);

/// A random 4-digit octal code 0.d1d2d3d4 (d1, d4 non-zero; fixed seed, so the same code every run).
HeapRule randomCode(unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<std::uint8_t> d{0};
  for (int j = 1; j <= 4; ++j) d.push_back(static_cast<std::uint8_t>(rng() % 8));
  if (d[1] == 0) d[1] = 4;
  if (d[4] == 0) d[4] = 4;
  return octal(d);
}

void BM_Impartial_RandomOctal4_1e7(benchmark::State& state) {
  const HeapRule r = randomCode(static_cast<unsigned>(state.range(0)));
  state.SetLabel("0." + codeText(r).substr(2));
  runHeapValues(state, r, 10000000);
}
BENCHMARK(BM_Impartial_RandomOctal4_1e7)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond)->Iterations(1);

/// Known hard short codes (no early period): 0.16 (period 149459 from ~ 10⁵), 0.106.
void BM_Impartial_Octal016_1e6(benchmark::State& state) { runHeapValues(state, octal({0, 1, 6}), 1000000); }
BENCHMARK(BM_Impartial_Octal016_1e6)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Impartial_StoneGame_1e6(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(solveStoneGameTable({.maxStones = 1000000}));
}
BENCHMARK(BM_Impartial_StoneGame_1e6)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Impartial_Pyramid(benchmark::State& state) {
  for (auto _ : state) {
    auto t = solvePyramidTable({.maxRows = static_cast<int>(state.range(0))});
    if (!t) state.SkipWithError("solvePyramidTable failed");
    else state.counters["moves_last"] = double(t->back().moves);
  }
}
BENCHMARK(BM_Impartial_Pyramid)->Arg(8)->Arg(10)->Arg(11)->Arg(12)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
