// Readers on large inputs (issue 12): a .gamelab tree whose information sets carry no
// "number" (numbered on reading; 20 000 sets took 9.8 s and 40 000 took 50 s when each search
// started from 1), and tree notation nested a million levels deep. Run:
//   gamelab_bench --benchmark_filter=IoReaders
#include "core/tree/treejson.h"
#include "core/tree/treenotation.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace gamelab;

/// A chain of `sets` single-action decision nodes of player 1, each in its own unnumbered set.
std::string unnumberedSetsDocument(int sets) {
  std::string text = R"({"players": ["I", "II"], "outcomes": [{"payoffs": ["1", "-1"]}], "infosets": [)";
  for (int k = 0; k < sets; ++k) text += std::string(k ? "," : "") + R"({"player": 1, "actions": ["a"]})";
  text += R"(], "nodes": [)";
  for (int k = 0; k < sets; ++k)
    text += "{\"infoset\": " + std::to_string(k) + ", \"children\": [" + std::to_string(k + 1) + "]},";
  text += R"({"outcome": 0}]})";
  return text;
}

void IoReadersUnnumberedInfoSets(benchmark::State& state) {
  const std::string text = unnumberedSetsDocument(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    auto tree = loadTreeText(text, "bench.gamelab");
    if (!tree) state.SkipWithError(describe(tree.error()).c_str());
    benchmark::DoNotOptimize(tree);
  }
}
BENCHMARK(IoReadersUnnumberedInfoSets)->Arg(20000)->Arg(40000)->Unit(benchmark::kMillisecond);

void IoReadersDeepNotation(benchmark::State& state) {
  const auto depth = static_cast<std::size_t>(state.range(0));
  std::string text;
  for (std::size_t k = 0; k < depth; ++k) text += "I{a:";
  text += "1";
  text.append(depth, '}');
  for (auto _ : state) {
    auto tree = parseTreeNotation(text);
    if (!tree) state.SkipWithError(describe(tree.error()).c_str());
    benchmark::DoNotOptimize(tree);
  }
}
BENCHMARK(IoReadersDeepNotation)->Arg(1'000'000)->Unit(benchmark::kMillisecond);

}  // namespace
