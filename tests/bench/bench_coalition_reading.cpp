// Reading coalitional games from text. Target (2 cores, Release): the short form of a 24-player
// integer game (2^24 = 16.8 M values, 0..1000, about 60 MB) read into a CoalitionalGame within
// 2 s (writing the text is not timed); also a 22-player table of fractions ("k/d" strings).
// Peak memory is the CLI's to measure:
//   /usr/bin/time -v gamelab-cli coalition --only shapley FILE
#include "core/coalition/coalitionalgamejson.h"

#include <benchmark/benchmark.h>

#include <random>
#include <string>

namespace {

std::string shortFormText(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, 1000);
  std::string text = "{\"players\": " + std::to_string(n) + ", \"v\": [0";
  text.reserve((std::size_t(1) << n) * 5);
  for (std::size_t s = 1; s < (std::size_t(1) << n); ++s) {
    text += ',';
    text += std::to_string(entry(rng));
  }
  text += "]}\n";
  return text;
}

/// The same with exact fractions as strings, "k/d" with d in {1, 2, 3, 4, 6, 12}.
std::string fractionText(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> numerator(-1000, 1000), pick(0, 5);
  const int denominators[] = {1, 2, 3, 4, 6, 12};
  std::string text = "{\"players\": " + std::to_string(n) + ", \"v\": [0";
  text.reserve((std::size_t(1) << n) * 10);
  for (std::size_t s = 1; s < (std::size_t(1) << n); ++s) {
    text += ",\"";
    text += std::to_string(numerator(rng));
    text += '/';
    text += std::to_string(denominators[pick(rng)]);
    text += '"';
  }
  text += "]}\n";
  return text;
}

void BM_CoalitionReadFractions(benchmark::State& state) {
  const std::string text = fractionText(static_cast<int>(state.range(0)), 22u);
  for (auto _ : state) {
    auto game = gamelab::loadCoalitionalGame(text, "bench.json");
    if (!game) state.SkipWithError("failed");
    benchmark::DoNotOptimize(game);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

void BM_CoalitionReadShortForm(benchmark::State& state) {
  const std::string text = shortFormText(static_cast<int>(state.range(0)), 24u);
  for (auto _ : state) {
    auto game = gamelab::loadCoalitionalGame(text, "bench.json");
    if (!game) state.SkipWithError("failed");
    benchmark::DoNotOptimize(game);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

}  // namespace

BENCHMARK(BM_CoalitionReadFractions)->Arg(16)->Arg(22)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_CoalitionReadShortForm)->Arg(16)->Arg(20)->Arg(24)->Unit(benchmark::kMillisecond)->Iterations(3);
