#pragma once
/// One page of the tree analysis panel, and the text helpers the pages share. A page shows a
/// TreeAnalysis (shared, immutable) or, given nullptr, a hint (edited since, running, ...),
/// and knows what of its result to draw on the tree (overlay()).
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/resultpage.h"
#include "ui/tree/treeanalysis.h"
#include "ui/tree/treeoverlay.h"

#include <QCoreApplication>
#include <QString>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

namespace gamelab::ui {

class TreePage : public ResultPage {
  Q_OBJECT
 public:
  explicit TreePage(QWidget* parent = nullptr);
  /// nullptr: no current result; `hint` says why.
  void setAnalysis(std::shared_ptr<const TreeAnalysis> analysis, const QString& hint = {});
  std::shared_ptr<const TreeAnalysis> analysis() const { return analysis_; }
  /// What this page's result draws on the tree (empty when there is none).
  virtual TreeOverlay overlay() const = 0;

 signals:
  /// The user asked for this page's computation (the tree is too large to run it on every edit).
  void solveRequested();

 protected:
  /// HTML of the page for `analysis`; also updates the page's buttons.
  virtual QString render(const TreeAnalysis& analysis) = 0;
  /// Called without an analysis (buttons off).
  virtual void clearControls() {}
  /// Re-renders the current analysis (after a control changed).
  void refresh();

  std::shared_ptr<const TreeAnalysis> analysis_;
  QString hint_;
};

/// An equilibrium's overlay: `behaviour` on the edges and the nodes it reaches with positive
/// probability highlighted as the path (exact reach probabilities, O(nodes)).
TreeOverlay behaviourOverlay(const GameTree& tree, const BehaviourProfile& behaviour);

/// Text helpers of the tree pages (translation context "gamelab::ui::TreeText").
class TreeText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::TreeText)
 public:
  /// Player name in the player's colour, bold.
  static QString playerHtml(const GameTree& tree, int player);
  /// "(1, 0)" with player names: "I 1, II 0" in colours.
  static QString payoffsHtml(const GameTree& tree, const RationalVector& x);
  /// "set 2 “after bet”" / "set 2".
  static QString infoSetName(const GameTree& tree, int infoSet);
  /// The action's label, else its 1-based number.
  static QString actionLabel(const GameTree& tree, int infoSet, int action);
  /// "node 5" (1-based, as the editor numbers nodes), with the node's label when it has one.
  static QString nodeName(const GameTree& tree, NodeId node);
  /// The player's behaviour strategy as a table: each set's nodes and action probabilities
  /// (played actions bold); at most 200 sets, then a note.
  static QString behaviourTable(const GameTree& tree, const BehaviourProfile& behaviour, int player);
  /// Why the sequence form does not apply (empty when it does).
  static QString zeroSumReason(const GameTree& tree, const ZeroSumCheck& check);
};

}  // namespace gamelab::ui
