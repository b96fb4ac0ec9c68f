/// Issue 32: "dragging a slider on a 10×10 bimatrix game re-analyses in ≤ 50 ms". One step of
/// a drag on a 10×10 strategic document with 10 expression cells: the parameter's new value
/// (one undo step, every expression re-evaluated into the game) and the analysis the editor runs
/// automatically after an edit (StrategicAnalysisOptions::forGame), i.e. from the value change
/// to the result the panel shows; also with the lighter analysis run at each step of a drag
/// (StrategicAnalysisOptions::whileDragging), and the value change alone.
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

/// The same with the analysis the editor runs at each step of a drag (whileDragging: no
/// refinements, no cooperative solutions; the full one runs when the slider is released).
void BM_SliderStepAndDragAnalysis(benchmark::State& state) {
  auto doc = parametricDocument();
  int step = 0;
  for (auto _ : state) {
    const Rational t = dragValue(step++);
    const QString refused = setParameterValue(doc.get(), "t", t, 1);
    if (!refused.isEmpty()) state.SkipWithError("refused");
    auto result = analyzeStrategicGame(doc->game(), StrategicAnalysisOptions::whileDragging(doc->game()),
                                       Progress::none(), CancelToken::none());
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_SliderStepAndDragAnalysis)->Unit(benchmark::kMillisecond);

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

namespace {

/// Where the time of one automatic analysis goes: the forGame options with only part
/// `state.range(0)` kept (0 stars only, 1 dominance, 2 safety, 3 all equilibria, 4 +refinements,
/// 5 Lemke–Howson, 6 correlated, 7 cooperative, 8 QRE).
void BM_AnalysisPart(benchmark::State& state) {
  auto doc = parametricDocument();
  const StrategicAnalysisOptions all = StrategicAnalysisOptions::forGame(doc->game());
  StrategicAnalysisOptions o = all;
  o.dominance = o.dominanceMixtures = o.safety = o.allEquilibria = o.refinements = o.supportEnumeration = false;
  o.lemkeHowson = o.nPersonMixed = o.nPersonQreFallback = o.correlated = o.cooperative = o.qre = false;
  switch (state.range(0)) {
    case 1: o.dominance = all.dominance; o.dominanceMixtures = all.dominanceMixtures; break;
    case 2: o.safety = all.safety; break;
    case 3: o.allEquilibria = all.allEquilibria; break;
    case 4: o.allEquilibria = all.allEquilibria; o.refinements = all.refinements; break;
    case 5: o.lemkeHowson = all.lemkeHowson; break;
    case 6: o.correlated = all.correlated; break;
    case 7: o.cooperative = all.cooperative; break;
    case 8: o.qre = all.qre; break;
    default: break;
  }
  for (auto _ : state) {
    auto result = analyzeStrategicGame(doc->game(), o, Progress::none(), CancelToken::none());
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_AnalysisPart)->DenseRange(0, 8)->Unit(benchmark::kMillisecond);

}  // namespace
