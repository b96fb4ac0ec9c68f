#pragma once
/// A's winning probability V(1) against the number of sides N (the source's Fig. 1; digest
/// liars-dice.md §5, §8 item 3), for N = 2..Nmax (default 30, up to 200): a line with a point
/// per N (hover: N and the value, exact as a fraction for N ≤ 12), the current N marked, and
/// the horizontal line 1 − 1/e with a legend. The values are computed in the background, one N
/// after another (exact for N ≤ 12, floating point beyond), with progress and Cancel; computed
/// values are kept, so raising Nmax only computes the new ones.
#include "core/common/rational.h"

#include <QWidget>

#include <map>
#include <optional>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QSpinBox;
class QCategoryAxis;

namespace gamelab::ui {

class ProgressPanel;
class SolverRunner;

class LiarsDiceChart : public QWidget {
  Q_OBJECT
 public:
  explicit LiarsDiceChart(QWidget* parent = nullptr);
  ~LiarsDiceChart() override;

  /// Plots N = 2..n (clamped to 3..200) and computes the values still missing.
  void setMaxSides(int n);
  int maxSides() const;
  /// Marks the document's N on the curve.
  void setCurrentSides(int n);
  /// Starts computing the missing values (also done when the chart is first shown).
  void compute();

  /// Number of points plotted (one per computed N in 2..maxSides()).
  int pointCount() const;
  /// V(1) for N when computed (double), and exactly when N ≤ 12.
  std::optional<double> value(int n) const;
  std::optional<Rational> exactValue(int n) const;
  /// The tooltip text of the point N ("N = 6: V(1) = 41/60 ≈ 0.683333").
  QString pointText(int n) const;

  QChart* chart() const;
  QLineSeries* valueLine() const { return line_; }
  QScatterSeries* valuePoints() const { return points_; }
  QLineSeries* limitLine() const { return limit_; }
  SolverRunner* runner() const { return runner_; }
  QSpinBox* maxSpin() const { return maxSpin_; }

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void computeNext();
  void rebuild();

  SolverRunner* runner_;
  ProgressPanel* progress_;
  QSpinBox* maxSpin_;
  QLabel* note_;
  QChartView* view_;
  QLineSeries* line_;
  QScatterSeries* points_;
  QScatterSeries* current_;
  QLineSeries* limit_;
  QCategoryAxis* xAxis_;
  QCategoryAxis* yAxis_;
  std::map<int, double> values_;
  std::map<int, Rational> exact_;
  int currentSides_ = 0;
  bool shown_ = false;
};

}  // namespace gamelab::ui
