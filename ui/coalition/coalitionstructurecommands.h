#pragma once
/// Undoable changes of a CoalitionalDocument beyond single values: player names, and
/// replacing the whole game (players added or removed, generators, the voting form,
/// (0,1)-normalisation).
#include "ui/coalition/coalitionaldocument.h"
#include "ui/document/setfieldcommand.h"

#include <QString>
#include <QUndoCommand>

#include <string>

namespace gamelab::ui {

/// Renames a player; empty means the default ("3"). Consecutive renames of the same player
/// merge into one undo step.
class SetCoalitionPlayerNameCommand : public SetFieldCommand<CoalitionalDocument, int, std::string> {
 public:
  SetCoalitionPlayerNameCommand(CoalitionalDocument* doc, int player, std::string name, QUndoCommand* parent = nullptr);
};

/// Replaces the game (and origin) by `state`; `text` names the step ("Add player", "Generate
/// glove market", ...). The game's title is kept from the current one when `state`'s is empty.
class ReplaceCoalitionalGameCommand : public QUndoCommand {
 public:
  ReplaceCoalitionalGameCommand(CoalitionalDocument* doc, CoalitionalState state, const QString& text,
                                QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  CoalitionalDocument* doc_;
  CoalitionalState after_, before_;
};

}  // namespace gamelab::ui
