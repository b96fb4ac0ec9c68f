// Lemke's algorithm on the sequence form (core/tree/sequencelemke.h), exact and proved:
// random general-sum private-type trees (generalsumtree.h) of ~20 000 nodes, target (2 cores,
// Release) <= 1 s; also Leduc hold'em (zero-sum, 9457 nodes) and the exact tableau alone on a
// small tree for comparison.
#include "core/tree/sequencelemke.h"
#include "core/tree/treeexamples.h"
#include "generalsumtree.h"

#include <benchmark/benchmark.h>

namespace {

void run(benchmark::State& state, const gamelab::GameTree& tree, const gamelab::SequenceLemkeOptions& options) {
  gamelab::Expected<gamelab::SequenceLemkeResult> r = gamelab::makeError(gamelab::ErrorCode::Internal, {"not run"});
  for (auto _ : state) {
    r = gamelab::solveSequenceLemke(tree, options);
    if (!r || !r->verified) state.SkipWithError("not solved/verified");
    benchmark::DoNotOptimize(r);
  }
  state.counters["nodes"] = tree.nodeCount();
  if (r) {
    state.counters["pivots"] = static_cast<double>(r->equilibrium.pivots);
    state.counters["exact_path"] = r->equilibrium.exactPath ? 1 : 0;
  }
}

/// ~20 000 nodes: 4 types (16 deals) × a public tree of 1250 nodes; 3 types × 2222.
const gamelab::GameTree& tree20kTypes4() {
  static const gamelab::GameTree tree = gamelab::bench::generalSumTree(4, 1250, 1);
  return tree;
}
const gamelab::GameTree& tree20kTypes3() {
  static const gamelab::GameTree tree = gamelab::bench::generalSumTree(3, 2222, 2);
  return tree;
}

void BM_LemkeRandom20kTypes4Uniform(benchmark::State& state) { run(state, tree20kTypes4(), {}); }
void BM_LemkeRandom20kTypes4Random(benchmark::State& state) {
  run(state, tree20kTypes4(), {.prior = gamelab::LemkePrior::Random, .seed = 1});
}
void BM_LemkeRandom20kTypes3Uniform(benchmark::State& state) { run(state, tree20kTypes3(), {}); }
void BM_LemkeLeduc(benchmark::State& state) { run(state, gamelab::leducPoker(), {}); }
void BM_LemkeKuhn(benchmark::State& state) { run(state, gamelab::kuhnPoker(), {}); }
void BM_LemkeSmallExactTableau(benchmark::State& state) {
  static const gamelab::GameTree tree = gamelab::bench::generalSumTree(2, 40, 3);
  run(state, tree, {.exactPivoting = true});
}
void BM_LemkeSmallFloat(benchmark::State& state) {
  static const gamelab::GameTree tree = gamelab::bench::generalSumTree(2, 40, 3);
  run(state, tree, {});
}

}  // namespace

BENCHMARK(BM_LemkeRandom20kTypes4Uniform)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeRandom20kTypes4Random)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeRandom20kTypes3Uniform)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeLeduc)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeKuhn)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeSmallExactTableau)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LemkeSmallFloat)->Unit(benchmark::kMillisecond);
