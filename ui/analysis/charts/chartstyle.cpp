#include "ui/analysis/charts/chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace gamelab::ui::charts {

void showChart(QChartView* view, QChart* chart) {
  QChart* previous = view->chart();
  if (previous == chart) return;
  view->setChart(chart);
  delete previous;
}

void attach(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y, bool inLegend) {
  chart->addSeries(series);
  series->attachAxis(x);
  series->attachAxis(y);
  if (!inLegend)
    for (auto* marker : chart->legend()->markers(series)) marker->setVisible(false);
}

void setPointToolTips(QScatterSeries* series, const std::vector<QPointF>& points, const QStringList& tips) {
  QObject::connect(series, &QScatterSeries::hovered, series, [points, tips](const QPointF& at, bool state) {
    if (!state) {
      QToolTip::hideText();
      return;
    }
    QStringList texts;
    for (std::size_t k = 0; k < points.size() && k < std::size_t(tips.size()); ++k)
      if (std::abs(points[k].x() - at.x()) < 1e-9 && std::abs(points[k].y() - at.y()) < 1e-9) texts << tips[int(k)];
    if (!texts.isEmpty()) QToolTip::showText(QCursor::pos(), texts.join(QLatin1Char('\n')));
  });
}

QColor equilibriumColor() { return QColor(0xff, 0xc1, 0x07); }

}  // namespace gamelab::ui::charts
