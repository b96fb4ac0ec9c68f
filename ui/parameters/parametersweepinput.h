#pragma once
/// The input of the "vs parameter" page's exact sweep, built from a document's game (values) and
/// its parameters and expressions: every payoff (and chance probability) as a function of the
/// swept parameter, the others at their values, and the job that sweeps it.
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"
#include "core/strategic/strategicgame.h"
#include "core/tree/gametree.h"
#include "core/sweep/bimatrixsweep.h"
#include "ui/parameters/parameterstate.h"
#include "ui/parameters/parametersweepview.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <string>
#include <vector>

namespace gamelab::ui {

struct SweepRequest {
  /// The sweep, run off the GUI thread (it holds its own copy of the input).
  std::function<Expected<ParameterSweepView>(const Progress&, const CancelToken&)> sweep;
  QString parameter;
  double current = 0;  ///< the parameter's value now (the chart's line)
  /// Everything the sweep depends on, as text: equal keys give the same sweep (moving the swept
  /// parameter's slider changes only `current`).
  std::string key;
};

/// The names of the parameters that can be swept (with a min and a max), in their order.
QStringList sweepableParameters(const Parameters& parameters);

/// For a strategic game of two players, its flat payoffs (profile-major, one per player) and
/// their expressions in `state`. Errors: NotTwoPlayers, UnknownParameter (no such parameter),
/// SweepNeedsRange, and those of parseExpression / expressionFunction.
Expected<SweepRequest> strategicSweepRequest(const StrategicGame& game, const ParameterState& state,
                                             const std::string& parameter);
/// The number of values a sampled sweep computes (both ends included).
inline constexpr int kSweepSamples = 41;
/// The support search's time budget at each sampled value, in seconds.
inline constexpr double kSweepSampleSeconds = 0.05;

/// For a strategic game of three or more players: not exact, its equilibria (the pure ones, the
/// support search within kSweepSampleSeconds, else the QRE limit) at kSweepSamples evenly spaced
/// values of the parameter. Errors as strategicSweepRequest's (but any number of players).
Expected<SweepRequest> sampledSweepRequest(const StrategicGame& game, const ParameterState& state,
                                           const std::string& parameter);
/// The same for a zero-sum matrix game (row-major payoffs; player 2 gets minus player 1's).
Expected<SweepRequest> zeroSumSweepRequest(const MatrixGame& game, const ParameterState& state,
                                           const std::string& parameter);

/// For a tree whose payoffs and chance probabilities may hold expressions: with perfect
/// information, the subgame-perfect equilibrium's payoffs (solveSubgamePerfectSweep); otherwise, two
/// players, the equilibria of its reduced strategic form, the value for a zero-sum tree
/// (solveTreeFormSweep). Errors: UnknownParameter, SweepNeedsRange, those of
/// parametricTreeOf; the sweeps' own errors come from the job.
Expected<SweepRequest> treeSweepRequest(const GameTree& tree, const Parameters& parameters, const std::string& parameter);

}  // namespace gamelab::ui
