#pragma once
/// Undoable steps of an ImpartialDocument: a move (by the human or the computer), and
/// replacing the whole state (new game, position edited, settings changed). Against the
/// computer, the computer's reply merges into the human move it answers, so one Undo takes
/// back both.
#include "ui/impartial/impartialdocument.h"

#include <QString>
#include <QUndoCommand>

namespace gamelab::ui {

/// Plays `move` (which must be legal in the document's position) by `by`.
class ImpartialMoveCommand : public QUndoCommand {
 public:
  ImpartialMoveCommand(ImpartialDocument* doc, ImpartialMove move, Side by, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;
  int id() const override { return 0x6501; }
  /// A human move absorbs the computer move that follows it (once).
  bool mergeWith(const QUndoCommand* other) override;

 private:
  ImpartialDocument* doc_;
  ImpartialState before_, after_;
  Side by_;
  bool merged_ = false;
};

/// Replaces the state by `state`; `text` names the step ("New game", "Edit position", "Misère play", …).
class ReplaceImpartialStateCommand : public QUndoCommand {
 public:
  ReplaceImpartialStateCommand(ImpartialDocument* doc, ImpartialState state, const QString& text,
                               QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  ImpartialDocument* doc_;
  ImpartialState before_, after_;
};

}  // namespace gamelab::ui
