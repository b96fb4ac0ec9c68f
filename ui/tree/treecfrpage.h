#pragma once
/// Page "CFR+": an approximate solution of a two-person zero-sum tree with perfect recall by
/// CFR+ (core/tree/cfrplus.h), for trees too large for the exact sequence form. Start runs it off
/// the GUI thread with the iterations / target / seconds of the fields; a chart shows the live
/// (floating-point) exploitability of the average profile against the iterations on a log
/// scale as it runs; Stop ends the iterations and keeps the answer so far (a second Stop, while
/// the exact end runs, cancels). The result is labelled approximate, with the bounds on the value
/// and the exploitability proved exactly by best replies, and its behaviour is drawn on the tree.
///
/// The page runs its own job (its own SolverRunner), not the panel's automatic analysis: the
/// panel calls setTree() with the document's current tree after every edit, which cancels a run
/// and drops the result (stale).
#include "core/tree/cfrplus.h"
#include "ui/tree/treepage.h"

#include <memory>

class QChart;
class QChartView;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QSpinBox;
class QValueAxis;

namespace gamelab::ui {

class SolverRunner;

class TreeCfrPage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeCfrPage(QWidget* parent = nullptr);
  ~TreeCfrPage() override;

  /// The tree the next Start solves; a running job is cancelled and the result dropped.
  void setTree(std::shared_ptr<const GameTree> tree);
  TreeOverlay overlay() const override;
  QString text() const override;
  /// The options the fields ask for (without the stop token and the live callback).
  CfrPlusOptions options() const;
  bool isRunning() const;
  /// The last answer (nullptr: none yet, or the tree changed since).
  std::shared_ptr<const CfrPlusResult> result() const { return result_; }

  QPushButton* startButton() const { return start_; }
  QPushButton* stopButton() const { return stop_; }
  QSpinBox* iterationsBox() const { return iterations_; }
  QDoubleSpinBox* targetBox() const { return target_; }
  QDoubleSpinBox* secondsBox() const { return seconds_; }
  QChartView* chartView() const { return chartView_; }
  /// Points drawn on the chart so far.
  int chartPoints() const;

 public slots:
  void start();
  /// First call: stop iterating and keep the answer so far; while the exact end runs: cancel.
  void stop();

 signals:
  /// The overlay changed (a new result, or none).
  void overlayChanged();
  /// A run ended: with a result, an error or cancelled.
  void runFinished();

 protected:
  QString render(const TreeAnalysis& analysis) override;

 private:
  void addPoint(const CfrPlusPoint& point);
  void resetChart();
  void showResult();
  void setRunning(bool running);
  QString resultHtml() const;

  QSpinBox* iterations_;
  QDoubleSpinBox* target_;
  QDoubleSpinBox* seconds_;
  QPushButton* start_;
  QPushButton* stop_;
  QLabel* status_;
  QChartView* chartView_;
  QChart* chart_ = nullptr;
  QLineSeries* series_ = nullptr;
  QValueAxis* xAxis_ = nullptr;
  QLogValueAxis* yAxis_ = nullptr;
  double yLow_ = 0, yHigh_ = 0;
  SolverRunner* runner_;
  CancelToken stopToken_;
  bool stopping_ = false;
  int generation_ = 0;  ///< live points from an older run are dropped
  std::shared_ptr<const GameTree> tree_;
  std::shared_ptr<const GameTree> solvedTree_;  ///< the tree result_ belongs to
  std::shared_ptr<const CfrPlusResult> result_;
  QString message_;  ///< an error or "cancelled" after the last run (no result)
};

}  // namespace gamelab::ui
