#pragma once
/// The solution of Liar's Dice for one N (digest liars-dice.md §8 items 2 and 4): the table
/// V(M), M = 1..N+1 (exact fractions, or decimals labelled approximate); a chooser of the
/// subgame G(M); the roller's claim matrix s (rows: die x, columns: claim y, the last column
/// the sure lie N+1) with the call probabilities q_y as its last row; the checks (the
/// roller's payoff for every die and claim against q, used claims in green, and the caller's
/// payoff for pass and call against s, with a verdict in words); and the LP of G(M) written
/// out with its numbers.
#include "core/liarsdice/liarsdice.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QTextBrowser;

namespace gamelab::ui {

class LiarsDiceSolutionView : public QWidget {
  Q_OBJECT
 public:
  explicit LiarsDiceSolutionView(QWidget* parent = nullptr);

  /// Shows `solution` (nullptr: empty, with `message` such as "Solving…" or an error).
  void setSolution(std::shared_ptr<const LiarsDiceSolution> solution, const QString& message = {});
  std::shared_ptr<const LiarsDiceSolution> solution() const { return solution_; }
  /// Chooses the subgame G(M), 1 ≤ M ≤ N.
  void setSubgame(int bound);
  int subgame() const;

  QTableWidget* valueTable() const { return values_; }
  QTableWidget* strategyTable() const { return strategy_; }
  QTableWidget* rollerCheckTable() const { return rollerCheck_; }
  QTableWidget* callerCheckTable() const { return callerCheck_; }
  QTextBrowser* lpText() const { return lp_; }
  QLabel* checkSummary() const { return checkSummary_; }
  QLabel* headline() const { return headline_; }

 private:
  void fillValues();
  void fillSubgame();

  std::shared_ptr<const LiarsDiceSolution> solution_;
  QLabel* headline_;
  QTableWidget* values_;
  QSpinBox* subgameSpin_;
  QLabel* subgameTitle_;
  QTableWidget* strategy_;
  QTabWidget* lower_;
  QTableWidget* rollerCheck_;
  QTableWidget* callerCheck_;
  QLabel* checkSummary_;
  QTextBrowser* lp_;
  bool filling_ = false;
};

}  // namespace gamelab::ui
