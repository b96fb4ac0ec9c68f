#include "ui/strategic/strategicdocument.h"

#include "core/io/documentkind.h"
#include "core/strategic/strategicgamejson.h"
#include "ui/strategic/strategiceditor.h"

#include <QSaveFile>

#include <algorithm>
#include <cassert>

namespace gamelab::ui {

namespace {
void normaliseNames(StrategicGame& game) { game.playerNames.resize(game.players()); }
}  // namespace

StrategicDocument::StrategicDocument(StrategicGame game, QObject* parent) : GameDocument(parent), game_(std::move(game)) {
  normaliseNames(game_);
  if (!game_.title.empty()) setTitle(QString::fromStdString(game_.title));
}

GamelabFile StrategicDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kStrategic;
  file.title = title().toStdString();
  file.game = toJson(game_);
  return file;
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
  auto game = strategicGameFromJson(file.game);
  if (!game) return game.error();
  auto doc = std::make_unique<StrategicDocument>(std::move(game.value()));
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
    first = std::min(first, p.profile);
    last = std::max(last, p.profile);
  }
  emit payoffsChanged(int(first), int(last));
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
  emit structureAboutToChange();
  game_.insertStrategy(player, at, strategy.label, strategy.payoffs);
  emit structureChanged();
  emit changed();
}

StrategicStrategy StrategicDocument::removeStrategy(std::size_t player, std::size_t at) {
  StrategicStrategy removed;
  removed.label = game_.strategyLabels.at(player).at(at);
  emit structureAboutToChange();
  removed.payoffs = game_.removeStrategy(player, at);
  emit structureChanged();
  emit changed();
  return removed;
}

void StrategicDocument::moveStrategy(std::size_t player, std::size_t from, std::size_t to) {
  if (from == to) return;
  emit structureAboutToChange();
  game_.moveStrategy(player, from, to);
  emit structureChanged();
  emit changed();
}

void StrategicDocument::replaceGame(StrategicGame game) {
  normaliseNames(game);
  emit structureAboutToChange();
  game_ = std::move(game);
  emit structureChanged();
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
