#include "ui/strategic/strategicdocument.h"

#include "core/io/documentkind.h"
#include "core/strategic/strategicgamejson.h"
#include "ui/strategic/strategiceditor.h"
#include "ui/strategic/strategicplayers.h"

#include <QSaveFile>

#include <algorithm>
#include <cassert>

namespace gamelab::ui {

namespace {
void normaliseNames(StrategicGame& game) { game.playerNames.resize(game.players()); }
}  // namespace

StrategicDocument::StrategicDocument(StrategicGame game, QObject* parent) : GameDocument(parent), game_(std::move(game)) {
  normaliseNames(game_);
  param_.expressions.assign(game_.payoffs.size(), {});
  if (!game_.title.empty()) setTitle(QString::fromStdString(game_.title));
}

GamelabFile StrategicDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kStrategic;
  file.title = title().toStdString();
  file.game = toJson(game_);
  storeExpressions(file.game, param_);
  file.parameters = parametersToJson(param_.parameters);
  return file;
}

QString StrategicDocument::payoffPlace(std::size_t index) const {
  const std::size_t n = game_.players();
  if (n == 0) return {};
  const PureProfile profile = game_.profileAt(index / n);
  QStringList labels;
  for (std::size_t k = 0; k < n; ++k) labels << QString::fromStdString(game_.strategyLabel(k, profile[k]));
  return tr("%1's payoff at (%2)").arg(playerDisplayName(game_.playerNames[index % n], int(index % n)), labels.join(QStringLiteral(", ")));
}

void StrategicDocument::replaceParameterState(const ParameterState& state) {
  param_ = state;
  param_.expressions.resize(game_.payoffs.size());
  auto values = evaluateExpressions(param_, [this](std::size_t i) { return payoffPlace(i); });
  if (values)
    for (auto& [index, value] : *values) game_.payoffs[index] = value;
  if (game_.profileCount() > 0) emit payoffsChanged(0, int(game_.profileCount()) - 1);
  emit parametersChanged();
  emit changed();
}

std::vector<std::string> StrategicDocument::carryExpressions(
    const std::function<StrategicGame(StrategicGame)>& transform) const {
  return carried(transform, {});
}

std::vector<std::string> StrategicDocument::carried(const std::function<StrategicGame(StrategicGame)>& transform,
                                                    const std::vector<std::string>& extra) const {
  const bool none = !param_.hasExpressions() &&
                    std::all_of(extra.begin(), extra.end(), [](const std::string& e) { return e.empty(); });
  StrategicGame ids = game_;
  if (!none)
    for (std::size_t i = 0; i < ids.payoffs.size(); ++i) ids.payoffs[i] = Rational(long(i) + 1);
  const StrategicGame after = transform(std::move(ids));
  std::vector<std::string> out(after.payoffs.size());
  if (none) return out;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const long id = after.payoffs[i].get_num().get_si();
    if (id > 0 && std::size_t(id) <= param_.expressions.size()) out[i] = param_.expressions[std::size_t(id - 1)];
    else if (id < 0 && std::size_t(-id) <= extra.size()) out[i] = extra[std::size_t(-id - 1)];
  }
  return out;
}

QWidget* StrategicDocument::createEditor(QWidget* parent) { return new StrategicEditor(this, parent); }

QList<ExportFormat> StrategicDocument::exportFormats() const {
  return {ExportFormat{QStringLiteral("nfg"), tr("Gambit strategic form (*.nfg)"), QStringLiteral("nfg")}};
}

std::string StrategicDocument::toNfgText() const {
  NfgGame nfg = toNfgGame(game_);
  nfg.title = title().toStdString();
  return writeNfg(nfg);
}

Expected<bool> StrategicDocument::exportTo(const QString& formatId, const QString& path) const {
  if (formatId != QLatin1String("nfg")) return makeError(ErrorCode::UnsupportedFormat, {formatId.toStdString()});
  const std::string text = toNfgText();
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()) ||
      !file.commit())
    return makeError(ErrorCode::FileUnwritable, {path.toStdString()});
  return true;
}

Expected<DocumentPtr> StrategicDocument::fromGamelabFile(const GamelabFile& file) {
  nlohmann::json values = file.game;
  auto state = loadParameterState(values, file.parameters, documentkind::kStrategic);
  if (!state) return state.error();
  auto game = strategicGameFromJson(values);
  if (!game) return game.error();
  auto doc = std::make_unique<StrategicDocument>(std::move(game.value()));
  state->expressions.resize(doc->game_.payoffs.size());
  doc->param_ = std::move(*state);
  if (!file.title.empty()) doc->setTitle(QString::fromStdString(file.title));
  return DocumentPtr(std::move(doc));
}

DocumentPtr StrategicDocument::fromNfg(const NfgGame& nfg, const QString& fallbackTitle) {
  auto doc = std::make_unique<StrategicDocument>(toStrategicGame(nfg));
  doc->setTitle(nfg.title.empty() ? fallbackTitle : QString::fromStdString(nfg.title));
  return DocumentPtr(std::move(doc));
}

void StrategicDocument::setPayoffs(const std::vector<StrategicPayoff>& payoffs) {
  if (payoffs.empty()) return;
  std::size_t first = payoffs.front().profile, last = first;
  for (const auto& p : payoffs) {
    game_.payoff(p.profile, p.player) = p.value;
    param_.expressions[p.profile * game_.players() + p.player] = p.expression;
    first = std::min(first, p.profile);
    last = std::max(last, p.profile);
  }
  emit payoffsChanged(int(first), int(last));
  emit parametersChanged();
  emit changed();
}

void StrategicDocument::setStrategyLabel(std::size_t player, std::size_t strategy, const std::string& label) {
  game_.strategyLabels.at(player).at(strategy) = label;
  emit strategyLabelChanged(int(player), int(strategy));
  emit changed();
}

void StrategicDocument::setPlayerName(std::size_t player, const std::string& name) {
  game_.playerNames.at(player) = name;
  emit playerNameChanged(int(player));
  emit changed();
}

void StrategicDocument::insertStrategy(std::size_t player, std::size_t at, const StrategicStrategy& strategy) {
  // The inserted payoffs' expressions are the extras: id -(k * players + q + 1).
  const std::size_t n = game_.players();
  std::vector<std::string> extra;
  std::vector<RationalVector> idPayoffs;
  if (!strategy.payoffs.empty()) {
    extra.assign(strategy.payoffs.size() * n, {});
    for (std::size_t k = 0; k < strategy.payoffs.size(); ++k) {
      RationalVector v(n);
      for (std::size_t q = 0; q < n; ++q) {
        v[q] = Rational(-long(k * n + q + 1));
        if (k < strategy.expressions.size() && q < strategy.expressions[k].size()) extra[k * n + q] = strategy.expressions[k][q];
      }
      idPayoffs.push_back(std::move(v));
    }
  }
  auto expressions = carried([&](StrategicGame g) {
    g.insertStrategy(player, at, {}, idPayoffs);
    return g;
  }, extra);
  emit structureAboutToChange();
  game_.insertStrategy(player, at, strategy.label, strategy.payoffs);
  param_.expressions = std::move(expressions);
  emit structureChanged();
  emit parametersChanged();
  emit changed();
}

StrategicStrategy StrategicDocument::removeStrategy(std::size_t player, std::size_t at) {
  StrategicStrategy removed;
  removed.label = game_.strategyLabels.at(player).at(at);
  // The removed payoffs' expressions, in removal order, from the id game.
  std::vector<RationalVector> removedIds;
  auto expressions = carried([&](StrategicGame g) {
    removedIds = g.removeStrategy(player, at);
    return g;
  }, {});
  if (param_.hasExpressions()) {
    for (const auto& v : removedIds) {
      std::vector<std::string> row;
      for (const auto& id : v) row.push_back(param_.expressions[std::size_t(id.get_num().get_si() - 1)]);
      removed.expressions.push_back(std::move(row));
    }
  }
  emit structureAboutToChange();
  removed.payoffs = game_.removeStrategy(player, at);
  param_.expressions = std::move(expressions);
  emit structureChanged();
  emit parametersChanged();
  emit changed();
  return removed;
}

void StrategicDocument::moveStrategy(std::size_t player, std::size_t from, std::size_t to) {
  if (from == to) return;
  auto expressions = carried([&](StrategicGame g) {
    g.moveStrategy(player, from, to);
    return g;
  }, {});
  emit structureAboutToChange();
  game_.moveStrategy(player, from, to);
  param_.expressions = std::move(expressions);
  emit structureChanged();
  emit parametersChanged();
  emit changed();
}

void StrategicDocument::replaceGame(StrategicGame game, std::vector<std::string> expressions) {
  normaliseNames(game);
  expressions.resize(game.payoffs.size());
  emit structureAboutToChange();
  game_ = std::move(game);
  param_.expressions = std::move(expressions);
  emit structureChanged();
  emit parametersChanged();
  emit changed();
}

StrategicGame withoutPlayer(const StrategicGame& game, std::size_t player, std::size_t keep) {
  assert(game.players() >= 2 && player < game.players() && keep < game.strategies(player));
  std::vector<std::size_t> counts = game.strategyCounts();
  counts.erase(counts.begin() + std::ptrdiff_t(player));
  StrategicGame result(counts);
  result.title = game.title;
  result.playerNames = game.playerNames;
  result.playerNames.resize(game.players());
  result.playerNames.erase(result.playerNames.begin() + std::ptrdiff_t(player));
  result.strategyLabels = game.strategyLabels;
  result.strategyLabels.erase(result.strategyLabels.begin() + std::ptrdiff_t(player));
  for (std::size_t t = 0; t < result.profileCount(); ++t) {
    PureProfile profile = result.profileAt(t);
    profile.insert(profile.begin() + std::ptrdiff_t(player), keep);
    const std::size_t source = game.profileIndex(profile);
    std::size_t k = 0;
    for (std::size_t q = 0; q < game.players(); ++q)
      if (q != player) result.payoff(t, k++) = game.payoff(source, q);
  }
  return result;
}

}  // namespace gamelab::ui
