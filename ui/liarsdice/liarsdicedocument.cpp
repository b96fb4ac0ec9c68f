#include "ui/liarsdice/liarsdicedocument.h"

#include "core/liarsdice/liarsdicejson.h"
#include "ui/liarsdice/liarsdiceeditor.h"

namespace gamelab::ui {

namespace {

LiarsDiceState noGameYet(int sides) {
  LiarsDiceState state;
  state.sides = sides;
  return state;
}

}  // namespace

LiarsDiceDocument::LiarsDiceDocument(int sides, QObject* parent) : StateDocument(noGameYet(sides), parent) {}

LiarsDiceDocument::LiarsDiceDocument(LiarsDiceState state, QObject* parent) : StateDocument(std::move(state), parent) {}

QWidget* LiarsDiceDocument::createEditor(QWidget* parent) { return new LiarsDiceEditor(this, parent); }

void LiarsDiceDocument::writeState(const LiarsDiceState& state, GamelabFile& file) {
  file.game = liarsDiceStateToJson(state);
}

Expected<LiarsDiceState> LiarsDiceDocument::readState(const GamelabFile& file) {
  auto state = liarsDiceStateFromJson(file.game);
  if (!state) return makeError(ErrorCode::WrongShape, {"game.sides: an integer from 2 to 200"});
  return *std::move(state);
}

void LiarsDiceDocument::playMove(LiarsDiceState state) {
  replaceState(std::move(state));
  markModified();
}

void LiarsDiceDocument::stateReplaced(const LiarsDiceState& previous) {
  if (state().sides != previous.sides) emit sidesChanged(state().sides);
}

}  // namespace gamelab::ui
