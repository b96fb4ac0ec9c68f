#pragma once
/// The tab of a Liar's Dice document: the number of sides N (an undo step: a new game with the
/// new die), "Open as tree" for small N, and three pages — Play (against the optimal computer),
/// Solution (V(M), strategies, checks, the LP) and Chart (V(1) against N). The solution for N
/// is computed off the GUI thread (SolverRunner, progress over M, Cancel): exact up to
/// N = 12, floating point beyond (labelled approximate).
#include "core/liarsdice/liarsdice.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace gamelab::ui {

class LiarsDiceChart;
class LiarsDiceDocument;
class LiarsDicePlayView;
class LiarsDiceSolutionView;
class ProgressPanel;
class SolverRunner;

/// Largest N offered as a full tree (liarsDiceTree; N = 4 has 11 873 nodes, N = 5 already 178 846).
inline constexpr int kLiarsDiceTreeMaxSides = 4;
/// The number of nodes of the full tree for N sides (chance, decision and terminal nodes).
long long liarsDiceTreeNodeCount(int sides);

class LiarsDiceEditor : public QWidget {
  Q_OBJECT
 public:
  explicit LiarsDiceEditor(LiarsDiceDocument* doc, QWidget* parent = nullptr);
  ~LiarsDiceEditor() override;

  /// Changes N (one undo step; a new game with the new die). Ignored when unchanged.
  void setSides(int sides);
  /// Opens the whole game as a tree document in a new tab (N ≤ kLiarsDiceTreeMaxSides).
  void openAsTree();

  LiarsDiceDocument* document() const { return doc_; }
  std::shared_ptr<const LiarsDiceSolution> solution() const { return solution_; }
  SolverRunner* solverRunner() const { return runner_; }
  QSpinBox* sidesSpin() const { return sides_; }
  QPushButton* treeButton() const { return tree_; }
  QTabWidget* pages() const { return pages_; }
  LiarsDicePlayView* playView() const { return play_; }
  LiarsDiceSolutionView* solutionView() const { return solutionView_; }
  LiarsDiceChart* chart() const { return chart_; }

 private:
  void solve();
  void syncSides();

  LiarsDiceDocument* doc_;
  std::shared_ptr<const LiarsDiceSolution> solution_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
  QSpinBox* sides_;
  QLabel* arithmetic_;
  QPushButton* tree_;
  QPushButton* solveButton_;
  QTabWidget* pages_;
  LiarsDicePlayView* play_;
  LiarsDiceSolutionView* solutionView_;
  LiarsDiceChart* chart_;
};

}  // namespace gamelab::ui
