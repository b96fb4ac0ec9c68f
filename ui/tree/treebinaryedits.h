#pragma once
/// The edits of the tree editor's binary (win/lose) mode (source 001 §3.1), each one undoable
/// step through TreeDocument::edit. Like TreeEdits, a function returns an empty string when the
/// edit was made, else the translated reason it was refused.
#include "ui/tree/treedocument.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gamelab::ui {

class TreeBinaryEdits {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::TreeBinaryEdits)
 public:
  /// The leaves at `paths` are won by `player` (0-based): each uses the player's outcome, one
  /// shared per player (the first outcome paying 1 to `player` and 0 to the others, created as
  /// "<name> wins" when there is none). Decision nodes among `paths` are refused (nothing changes).
  static QString setWinner(TreeDocument* doc, const std::vector<NodePath>& paths, int player);
  /// The leaf at `path` becomes a two-action move of `player`; its outcome (its winner) moves
  /// down to both new leaves, so a win/lose tree stays one.
  static QString growLeaf(TreeDocument* doc, const NodePath& path, int player);
  /// The index of `player`'s winning outcome in `tree`, or -1.
  static int winnerOutcome(const GameTree& tree, int player);
};

}  // namespace gamelab::ui
