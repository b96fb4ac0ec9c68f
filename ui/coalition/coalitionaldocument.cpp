#include "ui/coalition/coalitionaldocument.h"

#include "core/coalition/coalitionalgamejson.h"
#include "core/io/documentkind.h"
#include "core/strategic/strategicgamejson.h"
#include "ui/coalition/coalitionaleditor.h"

#include <algorithm>
#include <cassert>

namespace gamelab::ui {

namespace {
const char* const kOriginKey = "origin";
}  // namespace

CoalitionalDocument::CoalitionalDocument(CoalitionalGame game, std::optional<StrategicGame> origin, QObject* parent)
    : GameDocument(parent), game_(std::move(game)), origin_(std::move(origin)) {
  if (!game_.title().empty()) setTitle(QString::fromStdString(game_.title()));
}

GamelabFile CoalitionalDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kCoalitional;
  file.title = title().toStdString();
  file.game = toJson(game_);
  if (origin_) file.game[kOriginKey] = toJson(*origin_);
  return file;
}

QWidget* CoalitionalDocument::createEditor(QWidget* parent) { return new CoalitionalEditor(this, parent); }

Expected<DocumentPtr> CoalitionalDocument::fromGamelabFile(const GamelabFile& file) {
  nlohmann::json payload = file.game;
  std::optional<StrategicGame> origin;
  if (payload.is_object() && payload.contains(kOriginKey)) {
    auto parsed = strategicGameFromJson(payload[kOriginKey]);
    if (!parsed) return parsed.error();
    origin = std::move(parsed.value());
    payload.erase(kOriginKey);
  }
  auto game = coalitionalGameFromJson(payload);
  if (!game) return game.error();
  auto doc = std::make_unique<CoalitionalDocument>(std::move(game.value()), std::move(origin));
  if (!file.title.empty()) doc->setTitle(QString::fromStdString(file.title));
  return DocumentPtr(std::move(doc));
}

void CoalitionalDocument::setValues(const std::vector<CoalitionValue>& values) {
  if (values.empty()) return;
  assert(game_.hasTable());
  const bool hadVoting = game_.voting().has_value();
  if (hadVoting) emit structureAboutToChange();
  for (const auto& v : values) game_.setValue(v.coalition, v.value);
  if (hadVoting) {
    emit structureChanged();
  } else {
    std::vector<Coalition> changed;
    if (values.size() <= 64)
      for (const auto& v : values) changed.push_back(v.coalition);
    emit valuesChanged(changed);
  }
  emit changed();
}

void CoalitionalDocument::setPlayerName(int player, const std::string& name) {
  assert(player >= 0 && player < players());
  game_.setPlayerName(player, name.empty() ? std::to_string(player + 1) : name);
  emit playerNameChanged(player);
  emit changed();
}

void CoalitionalDocument::setOrigin(std::optional<StrategicGame> origin) {
  if (origin_ == origin) return;
  origin_ = std::move(origin);
  emit originChanged();
  emit changed();
}

void CoalitionalDocument::replaceState(CoalitionalState state) {
  emit structureAboutToChange();
  game_ = std::move(state.game);
  origin_ = std::move(state.origin);
  emit structureChanged();
  emit changed();
}

}  // namespace gamelab::ui
