#include "ui/analysis/charts/chartstyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTabWidget>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gamelab::ui::charts {

/// The dynamic property that leaves a series out of the full legend (see attach).
extern const char* const kNoLegend;

void showChart(QChartView* view, QChart* chart) {
  QChart* previous = view->chart();
  if (previous == chart) return;
  styleChart(chart);
  view->setChart(chart);
  delete previous;
}

void attach(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y, bool inLegend) {
  chart->addSeries(series);
  series->attachAxis(x);
  series->attachAxis(y);
  if (!inLegend) {
    series->setProperty(kNoLegend, true);
    for (auto* marker : chart->legend()->markers(series)) marker->setVisible(false);
  }
}

QChartView* addChartTab(QTabWidget* tabs, const QString& objectName, const QString& title, const QString& tip) {
  auto* view = new QChartView;
  view->setRenderHint(QPainter::Antialiasing);
  view->setObjectName(objectName);
  const int index = tabs->addTab(view, title);
  tabs->setTabToolTip(index, tip);
  return view;
}

QLineSeries* lineSeries(const QString& name, const QColor& color, qreal width, Qt::PenStyle style) {
  auto* series = new QLineSeries;
  series->setName(name);
  QPen pen(color);
  pen.setWidthF(width);
  pen.setStyle(style);
  series->setPen(pen);
  return series;
}

void addLabelledPoint(QChart* chart, QValueAxis* xAxis, QValueAxis* yAxis, const QString& name, const QColor& color,
                      double x, double y, qreal size) {
  auto* series = new QScatterSeries;
  series->setName(name);
  series->setColor(color);
  series->setMarkerSize(size);
  series->append(x, y);
  attach(chart, series, xAxis, yAxis);
  setPointToolTips(series, {QPointF(x, y)},
                   {QStringLiteral("%1 (%2, %3)").arg(name, QString::number(x, 'g', 5), QString::number(y, 'g', 5))});
}

AxisTicks roundTicks(double lo, double hi, const std::vector<AxisMark>& marks, int target, bool integers, bool widen) {
  if (!std::isfinite(lo) || !std::isfinite(hi)) lo = 0, hi = 1;
  if (hi < lo) std::swap(lo, hi);
  for (const AxisMark& m : marks)
    if (std::isfinite(m.value)) lo = std::min(lo, m.value), hi = std::max(hi, m.value);
  if (hi - lo < 1e-12 * std::max(1.0, std::abs(lo))) lo -= 1, hi += 1;
  AxisTicks out;
  const double raw = (hi - lo) / std::max(1, target);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  out.step = 10 * magnitude;
  for (double m : {1.0, 2.0, 2.5, 5.0})
    if (m * magnitude >= raw * (1 - 1e-9)) {
      out.step = m * magnitude;
      break;
    }
  if (integers && out.step < 1) out.step = 1;
  if (integers && out.step == 2.5) out.step = 2;  // 2.5 is not whole
  int decimals = 0;  // the fewest that write the step exactly
  while (decimals < 15) {
    const double scaled = out.step * std::pow(10.0, decimals);
    if (std::abs(scaled - std::round(scaled)) < 1e-6 * scaled) break;
    ++decimals;
  }
  const long first = long(widen ? std::floor(lo / out.step + 1e-9) : std::ceil(lo / out.step - 1e-9));
  const long last = long(widen ? std::ceil(hi / out.step - 1e-9) : std::floor(hi / out.step + 1e-9));
  out.min = widen ? double(first) * out.step : lo;
  out.max = widen ? double(last) * out.step : hi;
  for (long k = first; k <= last; ++k) {
    const double v = double(k) * out.step;
    const bool nearMark =
        std::any_of(marks.begin(), marks.end(), [&](const AxisMark& m) { return std::abs(m.value - v) < 0.4 * out.step; });
    if (!nearMark) out.ticks.push_back({v, k == 0 ? QStringLiteral("0") : QString::number(v, 'f', decimals)});
  }
  // Marks in the order given; one too near a mark already kept would write over it.
  std::vector<AxisMark> kept;
  for (const AxisMark& m : marks)
    if (std::isfinite(m.value) &&
        std::none_of(kept.begin(), kept.end(), [&](const AxisMark& k) { return std::abs(k.value - m.value) < 0.2 * out.step; }))
      kept.push_back(m);
  out.ticks.insert(out.ticks.end(), kept.begin(), kept.end());
  std::sort(out.ticks.begin(), out.ticks.end(), [](const AxisMark& a, const AxisMark& b) { return a.value < b.value; });
  // One tick per value and per text (a category axis keys its ticks by text).
  std::vector<AxisMark> unique;
  for (const AxisMark& t : out.ticks)
    if (std::none_of(unique.begin(), unique.end(),
                     [&](const AxisMark& u) { return u.label == t.label || std::abs(u.value - t.value) < 1e-12 * std::max(1.0, std::abs(t.value)); }))
      unique.push_back(t);
  out.ticks = std::move(unique);
  return out;
}

QCategoryAxis* valueAxis(const QString& title) {
  auto* axis = new QCategoryAxis;
  axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
  axis->setTitleText(title);
  return axis;
}

namespace {

/// What setRoundTicks was asked for, kept on the axis so that styleChart can thin the ticks.
struct TickRequest : QObject {
  explicit TickRequest(QObject* axis) : QObject(axis) { setObjectName(QStringLiteral("gamelabTickRequest")); }
  /// The request kept on `axis`, or nullptr (found by name: the class has no meta-object).
  static TickRequest* of(QObject* axis) {
    return dynamic_cast<TickRequest*>(axis->findChild<QObject*>(QStringLiteral("gamelabTickRequest"), Qt::FindDirectChildrenOnly));
  }
  double lo = 0, hi = 1;
  std::vector<AxisMark> marks;
  int target = 6, shown = 6;
  bool integers = false, widen = true;
};

void showTicks(QCategoryAxis* axis, const AxisTicks& t) {
  for (const QString& label : axis->categoriesLabels()) axis->remove(label);
  axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
  axis->setRange(t.min, t.max);
  // The first category starts a step below the range, so the tick at the range's low end is a
  // category's upper end and gets its label.
  axis->setStartValue(t.min - t.step);
  for (const AxisMark& tick : t.ticks) axis->append(tick.label, tick.value);
}

/// At most one tick per 36 pixels up or 64 across the plot, never more than asked for.
void fitTicks(QChart* chart) {
  for (QAbstractAxis* a : chart->axes()) {
    auto* axis = qobject_cast<QCategoryAxis*>(a);
    auto* request = axis ? TickRequest::of(axis) : nullptr;
    if (!request) continue;
    const bool across = axis->orientation() == Qt::Horizontal;
    const qreal length = across ? chart->plotArea().width() : chart->plotArea().height();
    if (length <= 0) continue;
    const int target = std::clamp(int(length / (across ? 64 : 36)), 1, request->target);
    if (target == request->shown) continue;
    request->shown = target;
    showTicks(axis, roundTicks(request->lo, request->hi, request->marks, target, request->integers, request->widen));
  }
}

}  // namespace

void setRoundTicks(QCategoryAxis* axis, double lo, double hi, const std::vector<AxisMark>& marks, int target, bool integers,
                   bool widen) {
  auto* request = TickRequest::of(axis);
  if (!request) request = new TickRequest(axis);
  request->lo = lo, request->hi = hi, request->marks = marks, request->target = target, request->shown = target;
  request->integers = integers, request->widen = widen;
  showTicks(axis, roundTicks(lo, hi, marks, target, integers, widen));
}

void styleChart(QChart* chart) {
  if (!chart) return;
  useFullLegend(chart);
  if (!chart->property("gamelabStyled").toBool()) {
    chart->setProperty("gamelabStyled", true);
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitTicks(chart); });
  }
  fitTicks(chart);
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
