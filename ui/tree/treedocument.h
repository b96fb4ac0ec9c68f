#pragma once
/// A game tree open in a tab (document kind "tree"). The document holds the tree as an
/// immutable snapshot; every edit builds a new tree and pushes a ReplaceStateCommand
/// (ui/document/replacestatecommand.h) that swaps snapshots, so undo/redo is exact and cheap to
/// write for any edit. Views read tree() after treeChanged().
#include "core/io/documentkind.h"
#include "core/tree/gametree.h"
#include "core/tree/treelayout.h"
#include "ui/document/gamedocument.h"

#include <functional>
#include <memory>

namespace gamelab::ui {

using TreeSnapshot = std::shared_ptr<const GameTree>;

class TreeDocument : public GameDocument {
  Q_OBJECT
 public:
  /// A two-player tree with a terminal root when no tree is given.
  explicit TreeDocument(GameTree tree = GameTree(2), QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kTree); }
  /// Payload: core/tree/treejson.h; "view" holds the orientation and the binary mode.
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  /// Gambit .efg, TikZ (picture); SVG/PNG/PDF pictures are exported by the editor's view.
  QList<ExportFormat> exportFormats() const override;
  Expected<bool> exportTo(const QString& formatId, const QString& path) const override;
  /// Factory for registerDocumentKind("tree", ...).
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const GameTree& tree() const { return *tree_; }
  /// The current tree as an immutable snapshot (what an undo step restores).
  TreeSnapshot state() const { return tree_; }

  /// The one way to edit: applies `edit` to a copy of the tree and pushes an undoable step
  /// named `text`. `edit` returns false to abandon (nothing is pushed). The resulting tree must
  /// be consistent (asserted in debug builds). Returns whether a step was pushed.
  bool edit(const QString& text, const std::function<bool(GameTree&)>& edit);

  /// View setting (saved with the file, not an undo step; marks the document modified).
  TreeOrientation orientation() const { return orientation_; }
  void setOrientation(TreeOrientation orientation);
  /// Binary (win/lose) mode (source 001): a digit on a leaf sets its winner and leaves show
  /// the winner's name. A view setting saved with the file ("view": {"binary": true}); files
  /// and trees without it start in binary mode when they are win/lose trees of 3+ players.
  bool binaryMode() const { return binaryMode_; }
  void setBinaryMode(bool on);

  // --- primitive for ReplaceStateCommand ----------------------------------------------
  void replaceState(TreeSnapshot tree);

 signals:
  /// The tree changed (edit, undo, redo).
  void treeChanged();
  void orientationChanged(TreeOrientation orientation);
  void binaryModeChanged(bool on);

 private:
  TreeSnapshot tree_;
  TreeOrientation orientation_ = TreeOrientation::TopDown;
  bool binaryMode_ = false;
};

}  // namespace gamelab::ui
