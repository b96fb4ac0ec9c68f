#pragma once
/// Undoable renaming in a StrategicDocument: strategy labels and player names.
#include "ui/strategic/strategicdocument.h"

#include <QUndoCommand>

#include <string>

namespace gamelab::ui {

/// Sets the label of strategy `strategy` of `player`; empty means the default ("1", "2", ...).
class SetStrategyLabelCommand : public QUndoCommand {
 public:
  SetStrategyLabelCommand(StrategicDocument* doc, std::size_t player, std::size_t strategy, std::string label,
                          QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t player_, strategy_;
  std::string after_, before_;
};

/// Renames a player; empty means the default ("Player 3"). Consecutive renames of the same
/// player merge into one undo step.
class SetPlayerNameCommand : public QUndoCommand {
 public:
  SetPlayerNameCommand(StrategicDocument* doc, std::size_t player, std::string name, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;
  int id() const override { return 0x5302; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  StrategicDocument* doc_;
  std::size_t player_;
  std::string after_, before_;
};

}  // namespace gamelab::ui
