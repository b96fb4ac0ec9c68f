#pragma once
/// Small helpers shared by the charts (Qt Charts): a chart view's chart replaced without leaking
/// the old one, series attached to both axes, legend entries hidden for repeated series, tooltips
/// on scatter points.
#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

class QAbstractSeries;
class QChart;
class QChartView;
class QScatterSeries;
class QValueAxis;

namespace gamelab::ui::charts {

/// Shows `chart` in `view` (which takes it) and deletes the chart shown before, including the
/// empty one a QChartView makes for itself: QChartView::setChart only releases the old chart.
void showChart(QChartView* view, QChart* chart);

/// Adds `series` to `chart` and attaches it to both axes; `inLegend` false hides its marker.
void attach(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y, bool inLegend = true);

/// Shows `tips[k]` as a tooltip while the mouse is over point k of `series` (points matched by
/// position, so several points at one place show their texts together).
void setPointToolTips(QScatterSeries* series, const std::vector<QPointF>& points, const QStringList& tips);

/// The colour used for equilibria in the pictures (gold, like the table's highlight).
QColor equilibriumColor();

}  // namespace gamelab::ui::charts
