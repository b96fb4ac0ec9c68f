#include "ui/partizan/thermographchart.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/partizan/partizancolors.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace gamelab::ui {

namespace {

/// The wall's points from t = −1 up to `top` (below the temperature only: the mast is drawn
/// on its own), the value at `top` interpolated.
std::vector<QPointF> wallPoints(const partizan::Wall& wall, const Rational& top) {
  std::vector<QPointF> out;
  for (const auto& [t, v] : wall.points) {
    if (t >= top) break;
    out.emplace_back(toDouble(v), toDouble(t));
  }
  out.emplace_back(toDouble(wall.at(top)), toDouble(top));
  return out;
}

QLineSeries* line(const std::vector<QPointF>& points, const QColor& colour, const QString& name, Qt::PenStyle style) {
  auto* s = new QLineSeries;
  for (const QPointF& p : points) s->append(p);
  s->setPen(QPen(colour, 3, style));
  s->setName(name);
  return s;
}

}  // namespace

ThermographChart::ThermographChart(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(320, 260);
}

void ThermographChart::setThermograph(const partizan::Thermograph& graph, const QString& title) {
  const double mean = toDouble(graph.mean);
  const double temperature = toDouble(graph.temperature);
  left_ = wallPoints(graph.left, graph.temperature);
  right_ = wallPoints(graph.right, graph.temperature);
  const double top = std::max(temperature, 0.0) + std::max(1.0, 0.5 * (temperature + 1));
  mast_ = {QPointF(mean, temperature), QPointF(mean, top)};

  auto* chart = new QChart;
  chart->setTitle(title);
  auto* x = charts::valueAxis(tr("value (Left's side on the left)"));
  auto* y = charts::valueAxis(tr("temperature t"));
  x->setReverse(true);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  double lo = mean, hi = mean;
  for (const auto* wall : {&left_, &right_})
    for (const QPointF& p : *wall) {
      lo = std::min(lo, p.x());
      hi = std::max(hi, p.x());
    }
  // Ticks at the mean, t = 0, the temperature and the walls' corners (below the temperature).
  std::vector<charts::AxisMark> values{{mean, formatRational(graph.mean)}};
  std::vector<charts::AxisMark> temperatures{{0, QStringLiteral("0")}, {temperature, formatRational(graph.temperature)}};
  for (const auto* wall : {&graph.left, &graph.right})
    for (const auto& [t, v] : wall->points)
      if (t > -1 && t < graph.temperature) {
        values.push_back({toDouble(v), formatRational(v)});
        temperatures.push_back({toDouble(t), formatRational(t)});
      }
  const double pad = std::max(0.5, 0.15 * (hi - lo));
  charts::setRoundTicks(x, lo - pad, hi + pad, values);
  charts::setRoundTicks(y, -1, top, temperatures);
  mast_.back().setY(y->max());  // the mast runs to the top of the axis, widened to a round value
  charts::attach(chart, line(left_, partizancolors::left(), tr("left wall"), Qt::SolidLine), x, y);
  charts::attach(chart, line(right_, partizancolors::right(), tr("right wall"), Qt::SolidLine), x, y);
  charts::attach(chart, line(mast_, QColor(0x30, 0x30, 0x30), tr("mast"), Qt::SolidLine), x, y);
  auto* zero = new QLineSeries;
  zero->append(x->max(), 0);
  zero->append(x->min(), 0);
  zero->setPen(QPen(QColor(0x99, 0x99, 0x99), 1, Qt::DashLine));
  charts::attach(chart, zero, x, y, false);
  auto* point = new QScatterSeries;
  point->append(mean, temperature);
  point->setMarkerSize(11);
  point->setColor(charts::equilibriumColor());
  point->setName(tr("mean %1, temperature %2").arg(formatRational(graph.mean), formatRational(graph.temperature)));
  point->setPointLabelsFormat(tr("m = %1, t = %2").arg(formatRational(graph.mean), formatRational(graph.temperature)));
  point->setPointLabelsVisible(true);
  point->setPointLabelsClipping(false);
  charts::attach(chart, point, x, y);
  charts::showChart(this, chart);
}

}  // namespace gamelab::ui
