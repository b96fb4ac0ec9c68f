#pragma once
/// Undoable steps of a LiarsDiceDocument: changing N, choosing to play A or B, starting a new
/// game. Each swaps the whole state (ui/liarsdice/liarsdicegame.h); the moves of a game are
/// not undo steps (hidden dice; see liarsdicedocument.h).
#include "ui/liarsdice/liarsdicedocument.h"

#include <QString>
#include <QUndoCommand>

namespace gamelab::ui {

/// Replaces the state by `state`; `text` names the step ("Die with 8 sides", "New game", …).
class ReplaceLiarsDiceStateCommand : public QUndoCommand {
 public:
  ReplaceLiarsDiceStateCommand(LiarsDiceDocument* doc, LiarsDiceState state, const QString& text,
                               QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  LiarsDiceDocument* doc_;
  LiarsDiceState before_, after_;
};

}  // namespace gamelab::ui
