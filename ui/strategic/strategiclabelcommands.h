#pragma once
/// Undoable renaming in a StrategicDocument: strategy labels and player names.
#include "ui/document/setfieldcommand.h"
#include "ui/strategic/strategicdocument.h"

#include <string>
#include <utility>

namespace gamelab::ui {

/// Sets the label of strategy `strategy` of `player`; empty means the default ("1", "2", ...).
class SetStrategyLabelCommand
    : public SetFieldCommand<StrategicDocument, std::pair<std::size_t, std::size_t>, std::string> {
 public:
  SetStrategyLabelCommand(StrategicDocument* doc, std::size_t player, std::size_t strategy, std::string label,
                          QUndoCommand* parent = nullptr);
};

/// Renames a player; empty means the default ("Player 3"). Consecutive renames of the same
/// player merge into one undo step.
class SetPlayerNameCommand : public SetFieldCommand<StrategicDocument, std::size_t, std::string> {
 public:
  SetPlayerNameCommand(StrategicDocument* doc, std::size_t player, std::string name, QUndoCommand* parent = nullptr);
};

}  // namespace gamelab::ui
