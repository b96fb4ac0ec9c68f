#pragma once
/// The "vs parameter" chart: quantities of equilibria (probabilities, payoffs, a zero-sum value)
/// against one parameter, piece by piece between breakpoints (dashed vertical lines), the
/// equilibria at the breakpoints (dots), and the parameter's current value as a vertical line. Clicking the plot reports the piece under the mouse. The chart draws what it is given:
/// the pages sample exact functions (or compute sampled values) into SweepChartData.
#include <QChartView>
#include <QPointF>
#include <QString>

#include <vector>

class QLineSeries;

namespace gamelab::ui {

struct SweepChartCurve {
  QString name;                ///< legend text ("Alice: Opera, equilibrium 1")
  int colorIndex = 0;          ///< picks the colour (player colours for payoffs, a palette otherwise)
  Qt::PenStyle style = Qt::SolidLine;
  std::vector<QPointF> points;
};

struct SweepChartPiece {
  double from = 0, to = 0;
  std::vector<SweepChartCurve> curves;
};

struct SweepChartData {
  QString parameter;   ///< the x axis title (the parameter's name)
  QString quantity;    ///< what is drawn, in full (the legend's name for a single curve)
  QString axisTitle;   ///< the y axis title, short ("probability", "payoff", "value")
  double lo = 0, hi = 1;
  std::vector<SweepChartPiece> pieces;
  std::vector<double> breakpoints;
  std::vector<QPointF> isolated;      ///< the equilibria's values at the breakpoints
  QStringList isolatedTips;           ///< one per point of `isolated`
  QString isolatedName;               ///< their legend entry ("" : "at a breakpoint")
  bool sampled = false;               ///< values computed at sample points, not exact functions
  bool probability = false;           ///< the quantity is a probability: the y axis is [0, 1]
};

class SweepChart : public QChartView {
  Q_OBJECT
 public:
  explicit SweepChart(QWidget* parent = nullptr);

  void setData(SweepChartData data);
  const SweepChartData& data() const { return data_; }
  /// The vertical line at the parameter's current value; NaN hides it.
  void setCurrentValue(double value);
  double currentValue() const { return current_; }
  /// The index of the piece containing x (its open interval), or -1.
  int pieceAt(double x) const;

 signals:
  /// The piece under a left click (index into data().pieces).
  void pieceClicked(int piece);

 protected:
  void mousePressEvent(QMouseEvent* event) override;

 private:
  void rebuild();

  SweepChartData data_;
  double current_ = 0;
  QLineSeries* currentSeries_ = nullptr;
  double yMin_ = 0, yMax_ = 1;
};

}  // namespace gamelab::ui
