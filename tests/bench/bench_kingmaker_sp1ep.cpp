// SP-1EP (core/kingmaker/sp1ep.h) on a random binary game of about 10⁶ nodes (issue 15: ≤ 5 s),
// under each reading and kmn-η only, and the essence of the same tree. Run:
//   gamelab_bench --benchmark_filter=Kingmaker
#include "core/kingmaker/essence.h"
#include "core/kingmaker/sp1ep.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using namespace gamelab;
using namespace gamelab::kingmaker;

/// A random tree grown breadth-first to about `nodes` nodes: 2–3 children, 3 players, a node
/// becomes a leaf with probability 2/5 (then its winner is random). Reproducible.
BinaryGame randomTree(std::int64_t nodes, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> player(0, 2), kids(2, 3), coin(0, 4);
  // Shape first (breadth-first: kid counts), then a pre-order build with an explicit stack.
  std::vector<int> childCount{kids(rng)};
  std::int64_t total = 1 + childCount[0];
  for (std::size_t at = 1; at < static_cast<std::size_t>(total); ++at) {
    const bool leaf = total >= nodes || coin(rng) < 2;
    const int k = leaf ? 0 : kids(rng);
    childCount.push_back(k);
    total += k;
  }
  // Breadth-first ids to pre-order: children of bfs node b are a contiguous run.
  std::vector<std::int64_t> firstChild(childCount.size());
  std::int64_t next = 1;
  for (std::size_t b = 0; b < childCount.size(); ++b) firstChild[b] = next, next += childCount[b];
  BinaryGameBuilder builder(3);
  std::vector<std::pair<std::int64_t, int>> stack{{0, 0}};
  while (!stack.empty()) {
    auto& [b, done] = stack.back();
    const int k = childCount[static_cast<std::size_t>(b)];
    if (k == 0) {
      builder.leaf(player(rng));
      stack.pop_back();
      continue;
    }
    if (done == 0) builder.beginNode(player(rng));
    if (done < k) {
      const std::int64_t c = firstChild[static_cast<std::size_t>(b)] + done++;
      stack.emplace_back(c, 0);
      continue;
    }
    builder.endNode();
    stack.pop_back();
  }
  return builder.finish();
}

const BinaryGame& millionNodes() {
  static const BinaryGame g = randomTree(1'000'000, 15);
  return g;
}

void BM_KingmakerSp1ep(benchmark::State& state) {
  const auto& g = millionNodes();
  Sp1epOptions o;
  o.reading = static_cast<Reading>(state.range(0));
  o.lookahead = state.range(1) != 0;
  o.keepTrace = false;
  std::size_t restrictions = 0, kingmakers = 0;
  for (auto _ : state) {
    auto r = solveSp1ep(g, o);
    kingmakers = r->kingmakers.size();
    benchmark::DoNotOptimize(r);
  }
  o.keepTrace = true;
  restrictions = solveSp1ep(g, o)->trace.size();
  state.counters["nodes"] = static_cast<double>(g.nodeCount());
  state.counters["restrictions"] = static_cast<double>(restrictions);
  state.counters["kingmakers"] = static_cast<double>(kingmakers);
}
// (reading: 0 set, 1 alt, 2 eff; lookahead)
BENCHMARK(BM_KingmakerSp1ep)->Args({0, 1})->Args({1, 1})->Args({2, 1})->Args({0, 0})->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_KingmakerEssence(benchmark::State& state) {
  const auto& g = millionNodes();
  for (auto _ : state) {
    auto r = solveEssence(g, {.strategy = static_cast<EssenceStrategy>(state.range(0))});
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_KingmakerEssence)->Arg(0)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
