#pragma once
/// The analysis pages of a stochastic game: the values and stationary strategies per state,
/// the substituted one-shot matrix A^(k)(v) of the current state, Shapley's iteration (table and
/// chart) and, for one-state recursive games, the fixed points of v ↦ Val(A(v)) (chart).
#include "ui/analysis/resultpage.h"
#include "ui/stochastic/stochasticanalysis.h"

#include <memory>

class QChartView;
class QTextBrowser;

namespace gamelab::ui {

/// The typed base: every page gets the analysis (nullptr with a hint while there is none) and
/// the state the editor shows.
class StochasticPage : public ResultPage {
  Q_OBJECT
 public:
  using ResultPage::ResultPage;
  virtual void setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint = {}) = 0;
  void setCurrentState(int state);

 protected:
  /// Re-renders with the current state (pages that depend on it).
  virtual void refresh() {}
  int currentState() const { return state_; }

 private:
  int state_ = 0;
};

/// Values (exact and decimal, proved or approximate), strategies per state, ε-optimal notes.
class StochasticValuesPage : public StochasticPage {
  Q_OBJECT
 public:
  explicit StochasticValuesPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint = {}) override;
};

/// The one-shot matrix A^(k)(v) of the current state with the values substituted.
class StochasticOneShotPage : public StochasticPage {
  Q_OBJECT
 public:
  explicit StochasticOneShotPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint = {}) override;

 protected:
  void refresh() override;

 private:
  std::shared_ptr<const StochasticAnalysis> analysis_;
};

/// Shapley's iteration: the table v_0, v_1, … per state with the error bound, and a chart of
/// v_n of the current state converging, with the band v_n ± bound.
class StochasticIterationPage : public StochasticPage {
  Q_OBJECT
 public:
  explicit StochasticIterationPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint = {}) override;
  QChartView* chartView() const { return chart_; }
  QString text() const override;

 protected:
  void refresh() override;

 private:
  std::shared_ptr<const StochasticAnalysis> analysis_;
  QChartView* chart_;
  QTextBrowser* table_;
};

/// One-state recursive games: v ↦ Val(A(v)) against the diagonal, every fixed point marked, the
/// chosen one (the value) highlighted, the interval of fixed points when there is one.
class StochasticFixedPointPage : public StochasticPage {
  Q_OBJECT
 public:
  explicit StochasticFixedPointPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint = {}) override;
  QChartView* chartView() const { return chart_; }
  QString text() const override;

 private:
  QChartView* chart_;
  QTextBrowser* notes_;
};

}  // namespace gamelab::ui
