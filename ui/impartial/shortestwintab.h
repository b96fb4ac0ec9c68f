#pragma once
/// The "Shortest win" tab (source 003 §2.5.2; digest shortest-win-dp.md §8): for the misère
/// stone game (take 1 to 3, the last to take loses) with M = 2..Mmax stones and the pyramid
/// stick game with p = 2..pmax rows, whether the first player has a winning strategy and, if
/// so, the shortest forced win counted in the first player's own moves (v, the source's
/// number) next to the total number of moves in the game (2v), with the threshold L. The
/// pyramid table is computed off the GUI thread (p = 12 visits about 10⁶ positions).
#include "core/impartial/shortestwin.h"

#include <QWidget>

#include <vector>

class QSpinBox;
class QTableWidget;
class QLabel;

namespace gamelab::ui {

class ProgressPanel;
class SolverRunner;

class ShortestWinTab : public QWidget {
  Q_OBJECT
 public:
  explicit ShortestWinTab(QWidget* parent = nullptr);
  ~ShortestWinTab() override;

  void setMaxStones(int m);
  /// p = 2..maxRows (<= 12); starts the background computation (which otherwise starts when the
  /// tab is first shown, p = 2..10).
  void setMaxRows(int p);

  QTableWidget* stoneTable() const { return stones_; }
  QTableWidget* pyramidTable() const { return pyramid_; }
  SolverRunner* runner() const { return runner_; }
  /// Whether the pyramid table shows a finished computation.
  bool pyramidReady() const { return pyramidReady_; }
  /// Both tables as text.
  QString text() const;

 signals:
  void pyramidFinished();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void fillStones();
  void computePyramid();
  void fillPyramid(const std::vector<ShortestWin>& rows);

  QSpinBox* maxStones_;
  QSpinBox* maxRows_;
  QTableWidget* stones_;
  QTableWidget* pyramid_;
  QLabel* pyramidStatus_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
  bool pyramidReady_ = false;
  bool pyramidStarted_ = false;
};

}  // namespace gamelab::ui
