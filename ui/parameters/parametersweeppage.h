#pragma once
/// The "vs parameter" tab: a quantity of every equilibrium (a player's probability of a
/// strategy, a payoff, the zero-sum value) against the parameter (SweepChart), the breakpoints,
/// and under the chart the equilibria of the piece clicked (or of the piece holding the current
/// value) as exact functions. Shows a ParameterSweepView computed by its owner, or a hint.
#include "ui/parameters/parametersweepview.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace gamelab::ui {

class SweepChart;

class ParameterSweepPage : public QWidget {
  Q_OBJECT
 public:
  explicit ParameterSweepPage(QWidget* parent = nullptr);

  /// A result (nullptr: none, `hint` says why: no parameter, more than two players, running…).
  void setView(std::shared_ptr<const ParameterSweepView> view, const QString& hint = {});
  std::shared_ptr<const ParameterSweepView> view() const { return view_; }
  /// The parameter's current value (the chart's vertical line; selects the piece holding it).
  void setCurrentValue(double value);

  /// The parameters offered (the current one kept when it is still there).
  void setParameters(const QStringList& names);
  /// Shows the Cancel button while a sweep runs.
  void setRunning(bool running);

  SweepChart* chart() const { return chart_; }
  QComboBox* parameterBox() const { return parameter_; }
  QComboBox* quantityBox() const { return quantity_; }
  /// The piece whose equilibria are listed (-1: none).
  int selectedPiece() const { return selected_; }
  /// Lists piece `index`'s equilibria (as a click on the chart does).
  void selectPiece(int index);
  /// Everything the page shows as plain text (for tests and copying).
  QString text() const;

 signals:
  void pieceSelected(int index);
  /// The page became visible (its owner sweeps only what is seen).
  void shown();
  void cancelRequested();

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void fillQuantities();
  void redraw();
  void showDetails();
  QString functionText(const RationalFunction& f) const;

  std::shared_ptr<const ParameterSweepView> view_;
  QLabel* status_;
  QComboBox* parameter_;
  QComboBox* quantity_;
  QPushButton* cancel_;
  SweepChart* chart_;
  QTextBrowser* details_;
  int selected_ = -1;
  double current_ = 0;
};

}  // namespace gamelab::ui
