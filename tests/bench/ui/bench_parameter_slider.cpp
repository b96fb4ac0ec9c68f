/// Issue 32: "dragging a slider on a 10×10 bimatrix game re-analyses in ≤ 50 ms". One step of
/// a drag on a 10×10 strategic document with 10 expression cells: the parameter's new value
/// (one undo step, every expression re-evaluated into the game) and the analysis the editor runs
/// automatically after an edit (StrategicAnalysisOptions::forGame), i.e. from the value change
/// to the result the panel shows. The value change alone is measured too.
#include "ui/parameters/parametercommands.h"
#include "ui/strategic/strategicanalysis.h"
#include "ui/strategic/strategicdocument.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// 1/50 .. 4 as a drag visits them.
Rational dragValue(int step) {
  Rational t(1 + step % 200, 50);
  t.canonicalize();
  return t;
}

/// A random 10×10 bimatrix game (payoffs 0..9) whose first ten payoffs of player 1 on the
/// diagonal and player 2 beside it are expressions in t ∈ [0, 4].
std::unique_ptr<StrategicDocument> parametricDocument() {
  StrategicGame game({10, 10});
  std::mt19937 rng(32);
  for (auto& v : game.payoffs) v = Rational(int(rng() % 10));
  auto doc = std::make_unique<StrategicDocument>(std::move(game));
  doc->undoStack()->setUndoLimit(50);
  ParameterState state = doc->parameterState();
  state.parameters.list.push_back(Parameter{"t", Rational(1), Rational(0), Rational(4)});
  for (std::size_t k = 0; k < 10; ++k) {
    const std::size_t profile = k + 10 * ((k * 3) % 10);
    state.expressions[profile * 2 + (k % 2)] = std::to_string(k % 4 + 1) + "*t - " + std::to_string(k % 3);
  }
  doc->replaceParameterState(state);
  return doc;
}

void BM_SliderStepAndAnalysis(benchmark::State& state) {
  auto doc = parametricDocument();
  int step = 0;
  for (auto _ : state) {
    const Rational t = dragValue(step++);
    const QString refused = setParameterValue(doc.get(), "t", t, 1);
    if (!refused.isEmpty()) state.SkipWithError("refused");
    auto result = analyzeStrategicGame(doc->game(), StrategicAnalysisOptions::forGame(doc->game()), Progress::none(),
                                       CancelToken::none());
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_SliderStepAndAnalysis)->Unit(benchmark::kMillisecond);

void BM_SliderStepOnly(benchmark::State& state) {
  auto doc = parametricDocument();
  int step = 0;
  for (auto _ : state) {
    const Rational t = dragValue(step++);
    benchmark::DoNotOptimize(setParameterValue(doc.get(), "t", t, 1));
  }
}
BENCHMARK(BM_SliderStepOnly)->Unit(benchmark::kMicrosecond);

}  // namespace
