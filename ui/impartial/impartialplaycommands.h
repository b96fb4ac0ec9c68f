#pragma once
/// The undoable move of an ImpartialDocument (by the human or the computer); replacing the
/// whole state (new game, position edited, settings changed) is a ReplaceStateCommand. Against the
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


}  // namespace gamelab::ui
