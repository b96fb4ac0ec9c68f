#pragma once
/// A game tree open in a tab (document kind "tree"). The document holds the tree as an
/// immutable snapshot beside the parameters its expressions use (TreeState); every edit builds
/// a new state and pushes a ReplaceStateCommand (ui/document/replacestatecommand.h) that swaps
/// states, so undo/redo is exact and cheap to write for any edit. Views read tree() after
/// treeChanged().
///
/// Payoffs and chance probabilities may be expressions over the parameters
/// (core/tree/treeexpressions.h); the tree always holds their values at the current parameter
/// values, so every view and analysis reads an ordinary tree. As a ParametricDocument the
/// Parameters panel (ui/parameters) edits them: its flat list of expressions holds every
/// outcome's payoffs (outcome-major, one per player), then every chance set's probabilities
/// (in set order, one per action).
#include "core/io/documentkind.h"
#include "core/param/parameters.h"
#include "core/tree/gametree.h"
#include "core/tree/treelayout.h"
#include "ui/document/gamedocument.h"
#include "ui/parameters/parametricdocument.h"

#include <functional>
#include <memory>

namespace gamelab::ui {

using TreeSnapshot = std::shared_ptr<const GameTree>;

/// Everything an undo step of a tree document restores.
struct TreeState {
  TreeSnapshot tree;
  Parameters parameters;
  bool operator==(const TreeState&) const = default;
};

class TreeDocument : public GameDocument, public ParametricDocument {
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
  /// The current tree as an immutable snapshot (analyses compare it to see stale results).
  TreeSnapshot snapshot() const { return tree_; }
  /// The declared parameters at their current values.
  const Parameters& parameters() const { return parameters_; }
  /// What an undo step restores.
  TreeState state() const { return TreeState{tree_, parameters_}; }

  /// The one way to edit the tree: applies `edit` to a copy of the tree and pushes an undoable
  /// step named `text`. `edit` returns false to abandon (nothing is pushed). The resulting tree
  /// must be consistent (asserted in debug builds); its expressions must evaluate to its
  /// values at the current parameters (the editing functions do so). Returns whether a step was
  /// pushed.
  bool edit(const QString& text, const std::function<bool(GameTree&)>& edit);

  /// Sets the parameters (values, ranges, names) as one undoable step named `text`: every
  /// expression of the tree is evaluated at the new values (evaluateTreeExpressions) and the
  /// tree replaced. A `mergeKey` >= 0 merges consecutive steps with that key (a slider drag).
  /// Returns the translated refusal (nothing changes), or "" when done or nothing changed.
  QString setParameters(const Parameters& parameters, const QString& text, int mergeKey = -1);
  /// Sets one parameter's value (checked against its range) through setParameters, with
  /// `mergeKey` as there.
  QString setParameterValue(const std::string& name, const Rational& value, int mergeKey = -1);

  /// View setting (saved with the file, not an undo step; marks the document modified).
  TreeOrientation orientation() const { return orientation_; }
  void setOrientation(TreeOrientation orientation);
  /// Binary (win/lose) mode (source 001): a digit on a leaf sets its winner and leaves show
  /// the winner's name. A view setting saved with the file ("view": {"binary": true}); files
  /// and trees without it start in binary mode when they are win/lose trees of 3+ players.
  bool binaryMode() const { return binaryMode_; }
  void setBinaryMode(bool on);

  // --- primitive for ReplaceStateCommand ----------------------------------------------
  void replaceState(TreeState state);

  // --- ParametricDocument ----------------------------------------------------------------
  QUndoStack* parameterUndoStack() const override { return undoStack(); }
  const ParameterState& parameterState() const override { return param_; }
  /// "Probability of “high” at node 1", "Payoff to II at node 7".
  QString payoffPlace(std::size_t index) const override;
  /// Sets the parameters and the expression texts, re-evaluated into the tree. A chance
  /// probability that leaves [0, 1] (or a set that no longer sums to 1) is stored as it is and
  /// reported by the tree's problems list.
  void replaceParameterState(const ParameterState& state) override;

 signals:
  /// The tree changed (edit, undo, redo, a parameter value).
  void treeChanged();
  /// The parameters changed (their values, names or ranges), after treeChanged.
  void parametersChanged();
  void orientationChanged(TreeOrientation orientation);
  void binaryModeChanged(bool on);

 private:
  /// param_ from tree_ and parameters_ (after every change of either).
  void syncParameterState();

  TreeSnapshot tree_;
  Parameters parameters_;
  ParameterState param_;
  TreeOrientation orientation_ = TreeOrientation::TopDown;
  bool binaryMode_ = false;
};

}  // namespace gamelab::ui
