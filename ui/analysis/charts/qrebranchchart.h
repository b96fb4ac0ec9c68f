#pragma once
/// The logit QRE branch as a chart (Qt Charts): every choice's probability against λ, or
/// against λ/(1+λ) to show the whole branch from 0 to ∞ on [0, 1), one line per choice (colour
/// per choice, line style per agent), a vertical marker at the point the λ slider shows, and
/// an optional dot at the fitted point. A branch that turns back in λ is drawn as it is traced.
#include "core/qre/logitqre.h"

#include <QChartView>
#include <QString>
#include <QStringList>

#include <vector>

class QLineSeries;
class QScatterSeries;

namespace gamelab::ui {

class QreBranchChart : public QChartView {
  Q_OBJECT
 public:
  enum class Axis { Lambda, Squashed };  ///< λ, or λ/(1+λ)

  explicit QreBranchChart(QWidget* parent = nullptr);

  /// One series per choice, named "agent: choice"; `agentPlayers[a]` picks agent a's line style
  /// (0 solid, 1 dashed, 2 dotted, …). Empty points: an empty chart.
  void setBranch(const std::vector<QrePoint>& points, const QStringList& agentNames,
                 const std::vector<QStringList>& choiceNames, const std::vector<int>& agentPlayers);
  void setAxis(Axis axis);
  Axis axis() const { return axis_; }
  /// The marker's λ (a vertical line); NaN hides it.
  void setMarker(double lambda);
  /// The fitted point's λ and the probability of each choice there (dots); empty hides them.
  void setFitted(double lambda, const std::vector<double>& probabilities);

  /// Up to this many lines the chart has a legend; above, each line names itself on hover.
  static constexpr int kLegendLines = 12;

  /// The x coordinate of λ on the current axis.
  double xOf(double lambda) const;

 private:
  static QString generalToolTip();
  void rebuild();

  Axis axis_ = Axis::Squashed;
  std::vector<QrePoint> points_;
  QStringList agentNames_;
  std::vector<QStringList> choiceNames_;
  std::vector<int> agentPlayers_;
  double marker_ = 0;
  double fittedLambda_ = 0;
  std::vector<double> fitted_;
  QLineSeries* markerSeries_ = nullptr;
  QScatterSeries* fittedSeries_ = nullptr;
};

}  // namespace gamelab::ui
