#include "ui/liarsdice/liarsdicedocument.h"

#include "core/io/documentkind.h"
#include "core/liarsdice/liarsdicejson.h"
#include "ui/liarsdice/liarsdiceeditor.h"

namespace gamelab::ui {

LiarsDiceDocument::LiarsDiceDocument(int sides, QObject* parent) : GameDocument(parent) { state_.sides = sides; }

GamelabFile LiarsDiceDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kLiarsDice;
  file.title = title().toStdString();
  file.game = liarsDiceStateToJson(state_);
  return file;
}

QWidget* LiarsDiceDocument::createEditor(QWidget* parent) { return new LiarsDiceEditor(this, parent); }

Expected<DocumentPtr> LiarsDiceDocument::fromGamelabFile(const GamelabFile& file) {
  auto state = liarsDiceStateFromJson(file.game);
  if (!state) return makeError(ErrorCode::WrongShape, {"game.sides: an integer from 2 to 200"});
  auto doc = std::make_unique<LiarsDiceDocument>(state->sides);
  doc->replaceState(*state);
  if (!file.title.empty()) doc->setTitle(QString::fromStdString(file.title));
  return DocumentPtr(std::move(doc));
}

void LiarsDiceDocument::replaceState(LiarsDiceState state) {
  const bool sidesChange = state.sides != state_.sides;
  state_ = std::move(state);
  if (sidesChange) emit sidesChanged(state_.sides);
  emit stateChanged();
  emit changed();
}

void LiarsDiceDocument::playMove(LiarsDiceState state) {
  replaceState(std::move(state));
  markModified();
}

}  // namespace gamelab::ui
