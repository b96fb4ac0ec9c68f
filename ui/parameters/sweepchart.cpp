#include "ui/parameters/sweepchart.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/playercolors.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gamelab::ui {

SweepChart::SweepChart(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  setMinimumHeight(260);
  setToolTip(tr("Equilibria against the parameter: dashed lines mark the breakpoints, the solid "
                "line the current value. Click a piece to list its equilibria."));
  current_ = std::numeric_limits<double>::quiet_NaN();
  rebuild();
}

void SweepChart::setData(SweepChartData data) {
  data_ = std::move(data);
  rebuild();
}

void SweepChart::setCurrentValue(double value) {
  current_ = value;
  if (!currentSeries_) return;
  currentSeries_->clear();
  if (!std::isnan(value)) currentSeries_->append({QPointF(value, yMin_), QPointF(value, yMax_)});
}

int SweepChart::pieceAt(double x) const {
  for (std::size_t k = 0; k < data_.pieces.size(); ++k)
    if (x > data_.pieces[k].from && x < data_.pieces[k].to) return static_cast<int>(k);
  return -1;
}

void SweepChart::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton && chart()) {
    const QPointF value = chart()->mapToValue(event->position());
    const int piece = pieceAt(value.x());
    if (piece >= 0) emit pieceClicked(piece);
  }
  QChartView::mousePressEvent(event);
}

void SweepChart::rebuild() {
  auto* chart = new QChart;
  auto* x = charts::valueAxis(data_.parameter);
  auto* y = charts::valueAxis(data_.sampled ? tr("%1 (sampled)").arg(data_.axisTitle) : data_.axisTitle);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);

  yMin_ = std::numeric_limits<double>::infinity();
  yMax_ = -yMin_;
  const auto widen = [&](double v) {
    if (!std::isfinite(v)) return;
    yMin_ = std::min(yMin_, v);
    yMax_ = std::max(yMax_, v);
  };
  for (const auto& piece : data_.pieces)
    for (const auto& curve : piece.curves)
      for (const QPointF& p : curve.points) widen(p.y());
  for (const QPointF& p : data_.isolated) widen(p.y());
  if (!std::isfinite(yMin_) || data_.probability) yMin_ = 0, yMax_ = 1;
  if (yMax_ - yMin_ < 1e-9) yMin_ -= 0.5, yMax_ += 0.5;

  charts::setRoundTicks(y, yMin_, yMax_);  // the guides below span the axis as it is drawn
  yMin_ = y->min();
  yMax_ = y->max();

  static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                   QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0x17, 0xbe, 0xcf)};
  QStringList named;  // a curve's name enters the legend once, with its first piece
  for (const auto& piece : data_.pieces)
    for (const auto& curve : piece.curves) {
      const QColor color = palette[static_cast<std::size_t>(curve.colorIndex) % std::size(palette)];
      auto* series = charts::lineSeries(curve.name, color, 2.5, curve.style);
      for (const QPointF& p : curve.points)
        if (std::isfinite(p.y())) series->append(p);
      const bool first = !named.contains(curve.name);
      if (first) named << curve.name;
      charts::attach(chart, series, x, y, first);
    }
  for (double b : data_.breakpoints) {
    auto* line = charts::lineSeries(tr("breakpoint"), QColor(120, 120, 120), 1.2, Qt::DashLine);
    line->append({QPointF(b, yMin_), QPointF(b, yMax_)});
    charts::attach(chart, line, x, y, false);
  }
  if (!data_.isolated.empty()) {
    auto* dots = new QScatterSeries;
    dots->setName(data_.isolatedName.isEmpty() ? tr("at a breakpoint") : data_.isolatedName);
    dots->setColor(charts::equilibriumColor());
    dots->setMarkerSize(10);
    for (const QPointF& p : data_.isolated) dots->append(p);
    charts::attach(chart, dots, x, y, true);
    charts::setPointToolTips(dots, data_.isolated, data_.isolatedTips);
  }
  currentSeries_ = charts::lineSeries(tr("current value"), charts::equilibriumColor(), 2, Qt::SolidLine);
  charts::attach(chart, currentSeries_, x, y, false);

  std::vector<charts::AxisMark> marks;
  for (double b : data_.breakpoints) marks.push_back({b, QString::number(b, 'g', 4)});
  charts::setRoundTicks(x, data_.lo, data_.hi, marks, 6, false, false);
  charts::showChart(this, chart);
  setCurrentValue(current_);
}

}  // namespace gamelab::ui
