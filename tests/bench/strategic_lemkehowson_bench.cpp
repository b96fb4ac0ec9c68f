// Lemke–Howson on random n x n bimatrix games, payoffs 0..99 (fixed seeds). Path lengths of
// such games are heavy-tailed (one label of the 100 x 100 game takes ~67,000 pivots), so the
// all-label runs are timed once; the counter reports the distinct equilibria found and the
// pivots of the one-label runs.
//
// CPU time is the process's (the paths run on worker threads).
//
// BM_LemkeHowsonNfgOneLabel is what `gamelab-cli equilibria --method lh --labels first` does
// on the same game written as an .nfg: parse the text, convert, solve, verify exactly.
// Target: one path on 200 x 200 <= 1 s from the CLI.
//
// Every label of the 200 x 200 game takes about 40 minutes, so BM_LemkeHowsonAllLabels runs
// 50 and 100 only; set GAMELAB_BENCH_LH_ALL200=1 to add 200. GAMELAB_BENCH_LH_WRITE=DIR
// writes the games as DIR/lh_<n>.nfg (to time the CLI itself on them).
#include "core/strategic/gameloader.h"
#include "core/strategic/nfg.h"
#include "core/strategic/lemkehowson.h"

#include "tests/bench/benchgames.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace {

using gamelab::bench::randomBimatrix;

gamelab::StrategicGame benchGame(std::size_t n) { return randomBimatrix(n, 4242u + static_cast<unsigned>(n)); }

void record(benchmark::State& state, const gamelab::Expected<gamelab::LemkeHowsonResult>& result) {
  if (!result || !result->verified) {
    state.SkipWithError("not solved/verified");
    return;
  }
  state.counters["equilibria"] = static_cast<double>(result->equilibria.size());
  if (result->runs.size() == 1) state.counters["pivots"] = static_cast<double>(result->runs[0].pivots);
}

/// labels: the starting labels (0-based); empty: every label.
void run(benchmark::State& state, std::vector<std::size_t> labels, bool exact) {
  const auto game = benchGame(static_cast<std::size_t>(state.range(0)));
  gamelab::LemkeHowsonOptions options;
  options.exactPivoting = exact;
  options.labels = std::move(labels);
  for (auto _ : state) {
    auto result = gamelab::solveLemkeHowson(game, options);
    record(state, result);
    benchmark::DoNotOptimize(result);
  }
}

void BM_LemkeHowsonAllLabels(benchmark::State& state) { run(state, {}, false); }
void BM_LemkeHowsonOneLabel(benchmark::State& state) { run(state, {0}, false); }
void BM_LemkeHowsonExactOneLabel(benchmark::State& state) { run(state, {0}, true); }
/// The first column's label (CLI `--labels 201`): a path of 276,560 pivots on the 200 x 200
/// game, so its time is the float pivot's (about 8 us each), not the set-up and verification.
void BM_LemkeHowsonLongPath(benchmark::State& state) { run(state, {static_cast<std::size_t>(state.range(0))}, false); }

void BM_LemkeHowsonNfgOneLabel(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const std::string text = gamelab::writeNfg(gamelab::toNfgGame(benchGame(n)));
  if (const char* dir = std::getenv("GAMELAB_BENCH_LH_WRITE"))
    std::ofstream(std::string(dir) + "/lh_" + std::to_string(n) + ".nfg") << text;
  for (auto _ : state) {
    auto game = gamelab::loadStrategicGame(text, "bench.nfg");
    if (!game) {
      state.SkipWithError("not read");
      break;
    }
    auto result = gamelab::solveLemkeHowson(*game, {.labels = {0}});
    record(state, result);
    benchmark::DoNotOptimize(result);
  }
}

void allLabelSizes(benchmark::internal::Benchmark* b) {
  b->Arg(50)->Arg(100);
  if (std::getenv("GAMELAB_BENCH_LH_ALL200")) b->Arg(200);
}

}  // namespace

BENCHMARK(BM_LemkeHowsonAllLabels)->Apply(allLabelSizes)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);
BENCHMARK(BM_LemkeHowsonOneLabel)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_LemkeHowsonLongPath)->Arg(200)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);
BENCHMARK(BM_LemkeHowsonNfgOneLabel)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_LemkeHowsonExactOneLabel)->Arg(50)->Arg(100)->Arg(200)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->Iterations(1);
