#include "ui/parameters/parametersweepinput.h"

#include "core/param/expression.h"
#include "core/qre/npersonsolver.h"
#include "core/sweep/parametrictree.h"
#include "core/sweep/sweeproots.h"
#include "core/sweep/treeformsweep.h"
#include "core/sweep/treesweep.h"
#include "core/tree/treejson.h"

#include <QCoreApplication>

#include <memory>

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
Expected<const Parameter*> sweptParameter(const Parameters& parameters, const std::string& parameter, std::string& key) {
  const Parameter* swept = parameters.find(parameter);
  if (!swept) return makeProblemError(ErrorCode::InvalidArgument, Problem::UnknownParameter, {"--sweep", parameter});
  if (!swept->min || !swept->max)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::SweepNeedsRange, {parameter});
  key = parameter + "|" + toString(*swept->min) + "|" + toString(*swept->max);
  for (const Parameter& p : parameters.list)
    if (p.name != parameter) key += "|" + p.name + "=" + toString(p.value);
  return swept;
}

/// The players' names, an unnamed one as "Player 2" (the strategic pages' words).
QStringList playerNamesOf(const std::vector<std::string>& names) {
  QStringList out;
  for (std::size_t p = 0; p < names.size(); ++p)
    out << (names[p].empty() ? QCoreApplication::translate("gamelab::ui::StrategicText", "Player %1").arg(p + 1)
                             : QString::fromStdString(names[p]));
  return out;
}

QStringList strategyNames(const StrategicGame& game, std::size_t player) {
  QStringList names;
  for (std::size_t s = 0; s < game.strategies(player); ++s)
    names << QString::fromStdString(game.strategyLabel(player, s));
  return names;
}

}  // namespace

QStringList sweepableParameters(const Parameters& parameters) {
  QStringList names;
  for (const Parameter& p : parameters.list)
    if (p.min && p.max && *p.min < *p.max) names << QString::fromStdString(p.name);
  return names;
}

Expected<SweepRequest> strategicSweepRequest(const StrategicGame& game, const ParameterState& state,
                                             const std::string& parameter) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  SweepRequest request;
  auto swept = sweptParameter(state.parameters, parameter, request.key);
  if (!swept) return swept.error();
  for (const std::string& e : state.expressions) request.key += "|" + e;
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
  std::vector<QStringList> strategies;
  const QStringList players = playerNamesOf(game.playerNames);
  for (std::size_t p = 0; p < 2; ++p) strategies.push_back(strategyNames(game, p));
  request.parameter = name;
  request.current = toDouble((*swept)->value);
  request.sweep = [g = std::move(g), lo = *(*swept)->min, hi = *(*swept)->max, name, players, strategies](
                      const Progress& progress, const CancelToken& cancel) -> Expected<ParameterSweepView> {
    auto sweep = solveBimatrixSweep(g, lo, hi, progress, cancel);
    if (!sweep) return sweep.error();
    return sweepView(*sweep, name, players, strategies);
  };
  return request;
}

Expected<SweepRequest> sampledSweepRequest(const StrategicGame& game, const ParameterState& state,
                                           const std::string& parameter) {
  SweepRequest request;
  auto swept = sweptParameter(state.parameters, parameter, request.key);
  if (!swept) return swept.error();
  const ParameterValues values = state.parameters.values();
  // Every payoff as a function of the parameter (constants where there is no expression).
  std::vector<RationalFunction> payoffs;
  payoffs.reserve(game.payoffs.size());
  for (std::size_t k = 0; k < game.payoffs.size(); ++k) {
    auto f = payoffFunction(state, k, game.payoffs[k], values, parameter);
    if (!f) return f.error();
    payoffs.push_back(std::move(*f));
    if (k >= state.expressions.size() || state.expressions[k].empty()) request.key += "|" + toString(game.payoffs[k]);
  }
  for (const std::string& e : state.expressions) request.key += "|" + e;
  const QString name = QString::fromStdString(parameter);
  std::vector<QStringList> strategies;
  const QStringList players = playerNamesOf(game.playerNames);
  for (std::size_t p = 0; p < game.players(); ++p) strategies.push_back(strategyNames(game, p));
  request.parameter = name;
  request.current = toDouble((*swept)->value);
  request.sweep = [game, payoffs = std::move(payoffs), lo = *(*swept)->min, hi = *(*swept)->max, name, players,
                   strategies](const Progress& progress, const CancelToken& cancel) -> Expected<ParameterSweepView> {
    ParameterSweepView view;
    view.parameter = name;
    view.lo = lo;
    view.hi = hi;
    view.sampled = true;
    view.playerNames = players;
    view.strategyNames = strategies;
    NPersonSolverOptions options;
    options.search.seconds = kSweepSampleSeconds;
    StrategicGame at = game;
    for (int k = 0; k < kSweepSamples; ++k) {
      progress.report(double(k) / kSweepSamples);
      const Rational t = lo + (hi - lo) * Rational(k, kSweepSamples - 1);
      for (std::size_t i = 0; i < payoffs.size(); ++i) at.payoffs[i] = payoffs[i].at(t).value_or(Rational(0));
      auto solution = solveNPersonGame(at, options, Progress::none(), cancel);
      if (!solution) return solution.error();
      ParameterSweepView::Point point;
      point.at = sweep::rationalNumber(t);
      for (const ApproximateEquilibrium& e : solution->found.equilibria) {
        point.strategies.push_back(e.strategiesFloat);
        std::vector<double> v;
        for (const Rational& x : e.payoffs) v.push_back(toDouble(x));
        point.payoffs.push_back(std::move(v));
        QStringList profile;
        for (const auto& s : e.strategiesFloat) {
          QStringList p;
          for (double x : s) p << QString::number(x, 'g', 4);
          profile << QStringLiteral("(") + p.join(QStringLiteral(", ")) + QStringLiteral(")");
        }
        point.text << (e.exact ? QString() : QStringLiteral("≈ ")) + profile.join(QStringLiteral(", "));
      }
      view.points.push_back(std::move(point));
    }
    return view;
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

Expected<SweepRequest> treeSweepRequest(const GameTree& tree, const Parameters& parameters, const std::string& parameter) {
  SweepRequest request;
  auto swept = sweptParameter(parameters, parameter, request.key);
  if (!swept) return swept.error();
  request.key += "|" + treeToJson(tree).dump();
  const Rational lo = *(*swept)->min, hi = *(*swept)->max;
  auto game = parametricTreeOf(tree, parameters.values(), parameter, lo, hi);
  if (!game) return game.error();
  const QString name = QString::fromStdString(parameter);
  const QStringList players = playerNamesOf(tree.playerNames);
  request.parameter = name;
  request.current = toDouble((*swept)->value);
  auto shared = std::make_shared<const ParametricTree>(std::move(*game));
  request.sweep = [shared, lo, hi, name, players](const Progress& progress,
                                                  const CancelToken& cancel) -> Expected<ParameterSweepView> {
    if (shared->tree.hasPerfectInformation()) {
      auto sweep = solveSubgamePerfectSweep(*shared, lo, hi, progress, cancel);
      if (!sweep) return sweep.error();
      return sweepView(*sweep, name, players);
    }
    auto sweep = solveTreeFormSweep(*shared, lo, hi, name.toStdString(), progress, cancel);
    if (!sweep) return sweep.error();
    std::vector<QStringList> strategies{strategyNames(sweep->form, 0), strategyNames(sweep->form, 1)};
    return sweepView(sweep->sweep, name, players, strategies);
  };
  return request;
}

}  // namespace gamelab::ui
