#pragma once
/// Undoable edits of characteristic-function values in a CoalitionalDocument: one value typed
/// into the table, or a whole pasted column. Editing values drops the voting definition (the
/// table is then edited by hand) and the strategic origin (v is no longer its (4.1) function);
/// undo restores both.
#include "ui/coalition/coalitionaldocument.h"

#include <QString>
#include <QUndoCommand>

#include <optional>
#include <vector>

namespace gamelab::ui {

/// Sets several values at once. Consecutive edits of the same single coalition merge into one
/// undo step. Requires doc->game().hasTable() and no ∅ among the coalitions.
class SetCoalitionValuesCommand : public QUndoCommand {
 public:
  /// `text` names the step in the undo history (empty: "Edit v(S)" / "Edit n values").
  SetCoalitionValuesCommand(CoalitionalDocument* doc, std::vector<CoalitionValue> values, const QString& text = {},
                            QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;
  int id() const override { return 0x6301; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  bool isSingle() const { return after_.size() == 1; }
  CoalitionalDocument* doc_;
  std::vector<CoalitionValue> after_;
  std::vector<CoalitionValue> before_;
  /// The whole state before, when redo loses more than values (the voting definition).
  std::optional<CoalitionalState> beforeState_;
};

}  // namespace gamelab::ui
