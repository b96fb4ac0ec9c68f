#include "ui/parameters/parametersweepinput.h"

#include "core/param/expression.h"

#include <QCoreApplication>

namespace gamelab::ui {
namespace {

/// The payoff at flat index k as a function of `parameter`: its value when it has no
/// expression.
Expected<RationalFunction> payoffFunction(const ParameterState& state, std::size_t k, const Rational& value,
                                          const ParameterValues& values, const std::string& parameter) {
  const std::string& text = k < state.expressions.size() ? state.expressions[k] : std::string();
  if (text.empty()) return RationalFunction(value);
  const std::string place = "payoff " + std::to_string(k + 1);
  auto expression = parseExpression(text, place);
  if (!expression) return expression.error();
  return expressionFunction(*expression, values, parameter, place);
}

/// The swept parameter and the key's parameter part; errors for an unknown one or one without a
/// range.
Expected<const Parameter*> sweptParameter(const ParameterState& state, const std::string& parameter, std::string& key) {
  const Parameter* swept = state.parameters.find(parameter);
  if (!swept) return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--sweep", parameter});
  if (!swept->min || !swept->max)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::SweepNeedsRange, {parameter});
  key = parameter + "|" + toString(*swept->min) + "|" + toString(*swept->max);
  for (const Parameter& p : state.parameters.list)
    if (p.name != parameter) key += "|" + p.name + "=" + toString(p.value);
  for (const std::string& e : state.expressions) key += "|" + e;
  return swept;
}

QStringList strategyNames(const StrategicGame& game, std::size_t player) {
  QStringList names;
  for (std::size_t s = 0; s < game.strategies(player); ++s)
    names << QString::fromStdString(game.strategyLabel(player, s));
  return names;
}

}  // namespace

QStringList sweepableParameters(const ParameterState& state) {
  QStringList names;
  for (const Parameter& p : state.parameters.list)
    if (p.min && p.max && *p.min < *p.max) names << QString::fromStdString(p.name);
  return names;
}

Expected<SweepRequest> strategicSweepRequest(const StrategicGame& game, const ParameterState& state,
                                             const std::string& parameter) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  SweepRequest request;
  auto swept = sweptParameter(state, parameter, request.key);
  if (!swept) return swept.error();
  const ParameterValues values = state.parameters.values();
  const std::size_t rows = game.strategies(0), cols = game.strategies(1);
  ParametricBimatrix g;
  g.rows = rows;
  g.cols = cols;
  g.variable = parameter;
  g.a.assign(rows, std::vector<RationalFunction>(cols));
  g.b.assign(rows, std::vector<RationalFunction>(cols));
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) {
      const std::size_t profile = i + j * rows;  // player 1 fastest
      for (std::size_t player = 0; player < 2; ++player) {
        const std::size_t k = profile * 2 + player;
        auto f = payoffFunction(state, k, game.payoff(profile, player), values, parameter);
        if (!f) return f.error();
        (player == 0 ? g.a : g.b)[i][j] = *f;
        if (k >= state.expressions.size() || state.expressions[k].empty()) request.key += "|" + toString(game.payoff(profile, player));
      }
    }
  const QString name = QString::fromStdString(parameter);
  QStringList players;
  std::vector<QStringList> strategies;
  for (std::size_t p = 0; p < 2; ++p) {
    const std::string& player = game.playerNames[p];
    players << (player.empty() ? QCoreApplication::translate("gamelab::ui::StrategicText", "Player %1").arg(p + 1)
                               : QString::fromStdString(player));
    strategies.push_back(strategyNames(game, p));
  }
  request.parameter = name;
  request.current = toDouble((*swept)->value);
  request.sweep = [g = std::move(g), lo = *(*swept)->min, hi = *(*swept)->max, name, players, strategies](
                      const Progress& progress, const CancelToken& cancel) -> Expected<ParameterSweepView> {
    auto sweep = sweepBimatrix(g, lo, hi, progress, cancel);
    if (!sweep) return sweep.error();
    return sweepView(*sweep, name, players, strategies);
  };
  return request;
}

Expected<SweepRequest> zeroSumSweepRequest(const MatrixGame& game, const ParameterState& state,
                                           const std::string& parameter) {
  // The zero-sum document's flat payoffs are row-major, one per cell: the strategic layout's
  // expressions are those of player 1, negated for player 2.
  const StrategicGame strategic = fromZeroSum(game);
  ParameterState twoPlayers;
  twoPlayers.parameters = state.parameters;
  twoPlayers.expressions.assign(game.rows * game.cols * 2, std::string());
  for (std::size_t i = 0; i < game.rows; ++i)
    for (std::size_t j = 0; j < game.cols; ++j) {
      const std::size_t k = i * game.cols + j;
      if (k >= state.expressions.size() || state.expressions[k].empty()) continue;
      const std::size_t profile = i + j * game.rows;
      twoPlayers.expressions[profile * 2] = state.expressions[k];
      twoPlayers.expressions[profile * 2 + 1] = "-(" + state.expressions[k] + ")";
    }
  return strategicSweepRequest(strategic, twoPlayers, parameter);
}

}  // namespace gamelab::ui
