#pragma once
/// A thermograph drawn with Qt Charts (spec §8; core/partizan/thermograph.h): the left wall
/// (blue) and right wall (red) from t = −1 up to the temperature, the mast (black) above, the
/// value axis reversed as in the usual figures (Left's positive side on the left), and the
/// point (mean, temperature) marked and labelled with its exact values.
#include "core/partizan/thermograph.h"

#include <QChartView>

#include <vector>

namespace gamelab::ui {

class ThermographChart : public QChartView {
  Q_OBJECT
 public:
  explicit ThermographChart(QWidget* parent = nullptr);
  void setThermograph(const partizan::Thermograph& graph, const QString& title);
  /// The polylines drawn, in chart coordinates (x = value, y = t): left wall, right wall, mast.
  const std::vector<QPointF>& leftWall() const { return left_; }
  const std::vector<QPointF>& rightWall() const { return right_; }
  const std::vector<QPointF>& mast() const { return mast_; }

 private:
  std::vector<QPointF> left_, right_, mast_;
};

}  // namespace gamelab::ui
