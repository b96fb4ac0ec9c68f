#pragma once
/// Undoable edits of payoffs in a StrategicDocument: one cell (all players' payoffs), several
/// payoffs at once, and pasted blocks (growing the table when needed).
#include "ui/strategic/strategicdocument.h"

#include <QUndoCommand>

#include <vector>

namespace gamelab::ui {

/// Sets several payoffs at once. Consecutive edits of the same single cell (same profile, same
/// players) merge into one undo step.
class SetStrategicPayoffsCommand : public QUndoCommand {
 public:
  SetStrategicPayoffsCommand(StrategicDocument* doc, std::vector<StrategicPayoff> payoffs, QUndoCommand* parent = nullptr);
  /// Every player's payoff at `profile` (values.size() == players), with their expressions
  /// (empty or one per player, "" = plain value).
  static SetStrategicPayoffsCommand* forCell(StrategicDocument* doc, std::size_t profile, const RationalVector& values,
                                             const std::vector<std::string>& expressions = {});
  void redo() override;
  void undo() override;
  int id() const override { return 0x5301; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  bool isSingleCell() const;
  StrategicDocument* doc_;
  std::vector<StrategicPayoff> after_;
  std::vector<StrategicPayoff> before_;
};

/// Writes a block of cells with its top-left corner at (row strategy `top`, column strategy
/// `left`) in the slice `slice` (a full pure profile; its entries for players 1 and 2 are
/// ignored). With `player` < 0 every cell holds all players' payoffs; with `player` = k every
/// cell holds player k's payoff only. Strategies of players 1 and 2 are appended (zero
/// payoffs, default labels) when the block reaches beyond the table. One undo step.
class PasteStrategicBlockCommand : public QUndoCommand {
 public:
  PasteStrategicBlockCommand(StrategicDocument* doc, const PureProfile& slice, std::size_t top, std::size_t left,
                             const std::vector<std::vector<RationalVector>>& block, int player = -1,
                             QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t oldRows_, oldCols_, newRows_, newCols_;
  std::vector<StrategicPayoff> after_;   ///< profile indices of the grown game
  std::vector<StrategicPayoff> before_;  ///< only payoffs that existed before, grown indices
};

}  // namespace gamelab::ui
