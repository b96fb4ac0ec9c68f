#pragma once
/// Small helpers shared by the strategic-form charts (Qt Charts): series attached to both axes,
/// legend entries hidden for repeated series, tooltips on scatter points.
#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

class QAbstractSeries;
class QChart;
class QScatterSeries;
class QValueAxis;

namespace gamelab::ui::charts {

/// Adds `series` to `chart` and attaches it to both axes; `inLegend` false hides its marker.
void attach(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y, bool inLegend = true);

/// Shows `tips[k]` as a tooltip while the mouse is over point k of `series` (points matched by
/// position, so several points at one place show their texts together).
void setPointToolTips(QScatterSeries* series, const std::vector<QPointF>& points, const QStringList& tips);

/// The colour used for equilibria in the pictures (gold, like the table's highlight).
QColor equilibriumColor();

}  // namespace gamelab::ui::charts
