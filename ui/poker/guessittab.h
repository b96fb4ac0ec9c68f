#pragma once
/// The Guess it! table of Ferguson §2.6.2 (a multistage bluffing game; spec T80, T94): for
/// I holding m cards and II holding n (1 ≤ m, n ≤ the chosen size), the value V(m, n) to I,
/// the probability that I bluffs and that II calls, each computed exactly
/// (core/stochastic/multistagegames.h solveGuessIt) off the GUI thread. Cells show decimals; the
/// exact fractions are in the tooltips.
#include <QWidget>

class QLabel;
class QSpinBox;
class QTableWidget;

namespace gamelab::ui {

class ProgressPanel;
class SolverRunner;

class GuessItTab : public QWidget {
  Q_OBJECT
 public:
  explicit GuessItTab(QWidget* parent = nullptr);
  ~GuessItTab() override;

  QSpinBox* sizeField() const { return size_; }
  QTableWidget* table() const { return table_; }
  SolverRunner* runner() const { return runner_; }

 signals:
  /// The table holds the result for the current size.
  void tableFilled();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void compute();

  QSpinBox* size_;
  QTableWidget* table_;
  QLabel* status_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
  int shownSize_ = 0;
};

}  // namespace gamelab::ui
