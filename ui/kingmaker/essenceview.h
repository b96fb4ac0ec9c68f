#pragma once
/// The equivalence-transformation ("essence") view of a binary game (source 001 §4.3, spec
/// part 2.7 and 5.3 item 4): a small drawing of the current (reduced) tree, "One step" /
/// "All steps" / "Reset", the strategy that fixes rules 5–6 (none, kmn-η, SP-1EP with its
/// reading), the list of steps with each rule's number and name, and the Table 5.2 counters
/// (decision nodes / leaves / strict kingmakers) before and after. Knows nothing of the tree
/// editor: a node of the drawing is reported by its BinaryGame::treeNode.
#include "core/kingmaker/essence.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;

namespace gamelab::ui {

class EssenceCanvas;
class SolverRunner;

class EssenceView : public QWidget {
  Q_OBJECT
 public:
  explicit EssenceView(QWidget* parent = nullptr);

  /// Shows `game` unreduced (the steps list empties). Player names come from
  /// game.playerNames ("Player k" where empty).
  void setGame(const kingmaker::BinaryGame& game);
  /// Forgets the game (the view shows a hint instead).
  void clear();

  void setStrategy(kingmaker::EssenceStrategy strategy, kingmaker::Reading reading = kingmaker::Reading::Set);
  kingmaker::EssenceStrategy strategy() const;
  kingmaker::Reading reading() const;

  /// One transformation (rules 5–6 of the strategy first, as one step, then rules 1–4);
  /// false when the tree is already reduced.
  bool oneStep();
  /// Every remaining step at once (solveEssence off the GUI thread; cancellable).
  void allSteps();
  /// Back to the original tree.
  void reset();

  bool hasGame() const { return hasGame_; }
  /// The tree as currently reduced.
  const kingmaker::BinaryGame& current() const { return current_; }
  const std::vector<kingmaker::TransformStep>& steps() const { return steps_; }
  kingmaker::TreeCounts countsBefore() const { return before_; }
  kingmaker::TreeCounts countsAfter() const { return after_; }
  bool isRunning() const;

  /// For tests and tooltips: the centre of node v of current() in canvas() coordinates, or
  /// (-1,-1) when it is not drawn.
  QPointF nodeCenter(kingmaker::NodeIndex v) const;
  QWidget* canvas() const;

 signals:
  /// A node of the drawing (or a step of the list) was clicked; kNoNode for generated games.
  void nodeSelected(NodeId treeNode);
  /// allSteps() finished (or the last oneStep() reduced the tree).
  void reduced();

 private:
  void applyStrategyStep();
  void refresh();
  void addStepRow(const kingmaker::TransformStep& step);
  void showError(const QString& text);

  kingmaker::BinaryGame original_;
  kingmaker::BinaryGame current_;
  std::vector<kingmaker::TransformStep> steps_;
  kingmaker::TreeCounts before_;
  kingmaker::TreeCounts after_;
  bool hasGame_ = false;
  bool strategyApplied_ = false;

  QComboBox* strategyCombo_ = nullptr;
  QComboBox* readingCombo_ = nullptr;
  QPushButton* oneStepButton_ = nullptr;
  QPushButton* allStepsButton_ = nullptr;
  QPushButton* resetButton_ = nullptr;
  QPushButton* cancelButton_ = nullptr;
  QLabel* countsLabel_ = nullptr;
  QLabel* statusLabel_ = nullptr;
  QListWidget* stepList_ = nullptr;
  QScrollArea* scroll_ = nullptr;
  EssenceCanvas* canvas_ = nullptr;
  SolverRunner* runner_ = nullptr;
};

/// "Rule 2: same mover" — the rule's number and translated name, for lists and tooltips.
QString transformRuleText(kingmaker::TransformRule rule);

}  // namespace gamelab::ui
