#pragma once
/// Small helpers shared by the charts (Qt Charts): a chart view's chart replaced without leaking
/// the old one, series attached to both axes, legend entries hidden for repeated series, tooltips
/// on scatter points, line series and labelled points, value axes with ticks at round values and at the values that matter, and a
/// legend that shows every entry's whole text.
#include <QColor>
#include <QPen>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QGraphicsTextItem;
class QLineSeries;
class QChartView;
class QScatterSeries;
class QTabWidget;
class QValueAxis;

namespace gamelab::ui::charts {

/// Shows `chart` in `view` (which takes it) and deletes the chart shown before, including the
/// empty one a QChartView makes for itself: QChartView::setChart only releases the old chart.
/// The chart gets the shared style (styleChart).
void showChart(QChartView* view, QChart* chart);

/// Adds a tab `title` (tool tip `tip`) to `tabs` holding a new antialiased, empty chart view
/// named `objectName`, and returns the view (fill it with showChart).
QChartView* addChartTab(QTabWidget* tabs, const QString& objectName, const QString& title, const QString& tip);

/// Gives `chart` the shared style: the full legend (useFullLegend), and round ticks (setRoundTicks)
/// that thin out as the plot gets small (at most one per 36 pixels up, 64 across; Qt writes "…"
/// for labels closer than their height). showChart calls it; call it again after adding series
/// to a chart already shown.
void styleChart(QChart* chart);

/// Adds `series` to `chart` and attaches it to both axes; `inLegend` false leaves it out of the
/// legend (a repeated piece of a curve, a guide line).
void attach(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y, bool inLegend = true);

/// A new line series (not yet in a chart) named `name`, drawn in `color` with a pen `width`
/// pixels wide in `style`.
QLineSeries* lineSeries(const QString& name, const QColor& color, qreal width = 2.5, Qt::PenStyle style = Qt::SolidLine);

/// Adds the one point (x, y) to `chart` as a scatter series named `name` (in the legend), in
/// `color` with markers `size` pixels wide, attached to both axes; its tooltip is the name
/// followed by the coordinates to 5 significant digits: "Cournot (3, 3)".
void addLabelledPoint(QChart* chart, QValueAxis* xAxis, QValueAxis* yAxis, const QString& name, const QColor& color,
                      double x, double y, qreal size = 11);

/// Replaces Qt's legend (one row that elides its texts) by one below the plot that shows every
/// entry whole: a sample of the series' line or marker and its name, in as many columns as the
/// chart's width holds, wrapping as it needs; the plot gives it room. Entries: the named series
/// not left out by attach, and the sets of bar series. Called again, it reads the entries again.
void useFullLegend(QChart* chart);

/// The text item of `chart`'s full legend, nullptr if it has none (no entries).
QGraphicsTextItem* fullLegend(const QChart* chart);

/// A value an axis must show as a tick, with its exact text ("3/4").
struct AxisMark {
  double value;
  QString label;
};

/// The ticks of an axis: its range and one labelled tick per value, ascending.
struct AxisTicks {
  double min = 0;
  double max = 1;
  double step = 1;  ///< between the round ticks: 1, 2, 2.5 or 5 × 10^k
  std::vector<AxisMark> ticks;
};

/// Round ticks over [lo, hi] (widened to include the marks, then to whole steps unless `widen` is
/// false, when the range stays and only the ticks inside it are kept): a step of 1, 2,
/// 2.5 or 5 × 10^k giving about `target` intervals (whole numbers when `integers`), a tick at
/// each multiple of it, labelled in decimals, plus the marks; a round tick nearer than 40% of a
/// step to a mark gives way to the mark, and a mark nearer than 20% of a step to an earlier mark
/// is left out (their texts would overlap).
AxisTicks roundTicks(double lo, double hi, const std::vector<AxisMark>& marks = {}, int target = 6, bool integers = false,
                     bool widen = true);

/// A value axis whose ticks setRoundTicks sets (labels at the tick values).
QCategoryAxis* valueAxis(const QString& title = {});

/// Shows roundTicks(lo, hi, marks, target, integers, widen) on `axis`: its range and its ticks.
void setRoundTicks(QCategoryAxis* axis, double lo, double hi, const std::vector<AxisMark>& marks = {}, int target = 6,
                   bool integers = false, bool widen = true);

/// Shows `tips[k]` as a tooltip while the mouse is over point k of `series` (points matched by
/// position, so several points at one place show their texts together).
void setPointToolTips(QScatterSeries* series, const std::vector<QPointF>& points, const QStringList& tips);

/// The colour used for equilibria in the pictures (gold, like the table's highlight).
QColor equilibriumColor();

}  // namespace gamelab::ui::charts
