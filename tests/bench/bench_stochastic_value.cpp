// solveStochastic on the spec's two-state 2×2 stochastic games. Target (2 cores, Release):
// T101 (rational values, proved) and T89 (values not algebraic of low degree: high-precision
// Newton and the integer-relation search, then floats) ≤ 10 ms each; also T84 (quadratic, proved).
#include "core/stochastic/stochasticvalue.h"

#include <benchmark/benchmark.h>

namespace {

using namespace gamelab;
using namespace gamelab::stochastic;

struct Cell {
  const char* payoff;
  std::vector<std::pair<int, const char*>> next;
};

StochasticState makeState(const char* name, std::vector<Cell> cells) {
  StochasticState s;
  s.name = name;
  s.rows = 2;
  s.cols = 2;
  s.rowLabels = {"", ""};
  s.colLabels = {"", ""};
  for (const Cell& c : cells) {
    StochasticCell cell;
    cell.payoff = Rational(c.payoff);
    cell.payoff.canonicalize();
    for (const auto& [k, p] : c.next) {
      Rational x(p);
      x.canonicalize();
      cell.next.push_back({k, x});
    }
    s.cells.push_back(cell);
  }
  return s;
}

StochasticGame t89() {
  StochasticGame g;
  g.states = {makeState("G(1)", {{"4", {{0, "3/10"}}}, {"0", {{1, "2/5"}}}, {"1", {{1, "2/5"}}}, {"3", {{0, "1/2"}}}}),
              makeState("G(2)", {{"0", {{0, "1/2"}}}, {"-5", {}}, {"-4", {}}, {"1", {{1, "1/2"}}}})};
  return g;
}

StochasticGame t101() {
  StochasticGame g;
  g.states = {makeState("G(1)", {{"2", {}}, {"2", {{1, "1/2"}}}, {"0", {}}, {"4", {{1, "1/2"}}}}),
              makeState("G(2)", {{"-4", {}}, {"0", {}}, {"-2", {{0, "1/2"}}}, {"-4", {{0, "1/2"}}}})};
  return g;
}

StochasticGame t84() {
  StochasticGame g;
  g.states = {makeState("G", {{"0", {}}, {"1", {}}, {"3", {}}, {"0", {{1, "1"}}}}),
              makeState("H", {{"0", {}}, {"-3", {}}, {"-1", {}}, {"0", {{0, "1"}}}})};
  g.infinitePlay = Rational(0);
  return g;
}

void run(benchmark::State& state, const StochasticGame& game, bool mustProve) {
  for (auto _ : state) {
    auto s = solveStochastic(game);
    if (!s || (mustProve && !s->proved)) state.SkipWithError("not solved/proved");
    benchmark::DoNotOptimize(s);
  }
}

void BM_StochasticValue_T101(benchmark::State& state) { run(state, t101(), true); }
void BM_StochasticValue_T89(benchmark::State& state) { run(state, t89(), false); }
void BM_StochasticValue_T84(benchmark::State& state) { run(state, t84(), true); }

}  // namespace

BENCHMARK(BM_StochasticValue_T101)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StochasticValue_T89)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StochasticValue_T84)->Unit(benchmark::kMillisecond);
