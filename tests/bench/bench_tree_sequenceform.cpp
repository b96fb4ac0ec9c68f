// Leduc hold'em (936 information sets, 9457 nodes) by the sequence form, exact: Clp's float
// answer recovered exactly and proved by best replies. Target (2 cores, Release): <= 2 s.
// Also Kuhn poker, and the exact-LP path alone for comparison on Kuhn poker.
#include "core/models/treeexamples.h"
#include "core/tree/sequenceform.h"

#include <benchmark/benchmark.h>

namespace {

void run(benchmark::State& state, const gamelab::GameTree& tree, const gamelab::SequenceFormOptions& options) {
  for (auto _ : state) {
    auto r = gamelab::solveSequenceForm(tree, options);
    if (!r || (options.exact && !r->verified)) state.SkipWithError("not solved/verified");
    benchmark::DoNotOptimize(r);
  }
  auto r = gamelab::solveSequenceForm(tree, options);
  if (r) {
    state.counters["verified"] = r->verified ? 1 : 0;
    state.counters["value"] = r->valueFloat;
    state.counters["sequences"] = r->sequences[0] + r->sequences[1];
  }
}

void BM_SequenceFormLeducExact(benchmark::State& state) { run(state, gamelab::leducPoker(), {}); }
void BM_SequenceFormLeducFloat(benchmark::State& state) {
  run(state, gamelab::leducPoker(), gamelab::SequenceFormOptions{.exact = false});
}
void BM_SequenceFormKuhnExact(benchmark::State& state) { run(state, gamelab::kuhnPoker(), {}); }
void BM_SequenceFormKuhnExactLpOnly(benchmark::State& state) {
  run(state, gamelab::kuhnPoker(), gamelab::SequenceFormOptions{.exact = true, .recoverFromFloat = false});
}

}  // namespace

BENCHMARK(BM_SequenceFormLeducExact)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_SequenceFormLeducFloat)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_SequenceFormKuhnExact)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SequenceFormKuhnExactLpOnly)->Unit(benchmark::kMillisecond);
