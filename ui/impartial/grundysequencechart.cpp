#include "ui/impartial/grundysequencechart.h"

#include "ui/analysis/charts/chartstyle.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QCategoryAxis>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace gamelab::ui::charts {

namespace {

QColor valueColor() { return QColor(0x2f, 0x6d, 0xb5); }
QColor pColor() { return QColor(0xd0, 0x3a, 0x2f); }
QColor bandColor() { return QColor(0xf3, 0xc6, 0x4b, 70); }

}  // namespace

const std::vector<std::size_t>& GrundySequenceChart::zoomWidths() {
  static const std::vector<std::size_t> widths{50, 100, 200, 500, 1000, 2000};
  return widths;
}

GrundySequenceChart::GrundySequenceChart(QWidget* parent)
    : QWidget(parent), view_(new QChartView(this)), scroll_(new QScrollBar(Qt::Horizontal, this)), zoom_(new QComboBox(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  view_->setRenderHint(QPainter::Antialiasing);
  view_->setMinimumHeight(180);
  auto* chart = new QChart;
  chart->setMargins(QMargins(4, 4, 4, 4));
  showChart(view_, chart);
  layout->addWidget(view_, 1);
  auto* controls = new QHBoxLayout;
  controls->setContentsMargins(4, 0, 4, 0);
  auto* zoomLabel = new QLabel(tr("Window:"), this);
  zoomLabel->setBuddy(zoom_);
  controls->addWidget(scroll_, 1);
  controls->addStretch(0);
  controls->addWidget(zoomLabel);
  controls->addWidget(zoom_);
  layout->addLayout(controls);
  for (std::size_t width : zoomWidths()) zoom_->addItem(tr("%1 values").arg(width), qulonglong(width));
  zoom_->setToolTip(tr("How many values the plot shows at once"));
  zoom_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
  scroll_->setToolTip(tr("Scroll through the heap sizes"));
  zoom_->setCurrentIndex(2);
  connect(scroll_, &QScrollBar::valueChanged, this, [this](int value) {
    if (syncing_) return;
    first_ = std::size_t(value);
    rebuild();
  });
  connect(zoom_, &QComboBox::currentIndexChanged, this, [this](int) {
    if (syncing_) return;
    setWindow(first_, std::size_t(zoom_->currentData().toULongLong()));
  });
  clear();
}

QChart* GrundySequenceChart::chart() const { return view_->chart(); }

QString GrundySequenceChart::title() const { return title_; }

void GrundySequenceChart::clear(const QString& title) {
  values_.reset();
  shown_ = 0;
  periodicity_.reset();
  title_ = title;
  first_ = 0;
  rebuild();
}

void GrundySequenceChart::setSequence(std::shared_ptr<const std::vector<Nimber>> values, std::size_t shown,
                                      std::optional<HeapPeriodicity> periodicity, int origin, const QString& title) {
  values_ = std::move(values);
  shown_ = values_ ? std::min(shown, values_->size()) : 0;
  periodicity_ = periodicity;
  origin_ = origin;
  title_ = title;
  // The whole sequence when it fits one of the zoom widths, else the start at the current width.
  std::size_t width = width_;
  if (shown_ <= zoomWidths().back())
    for (std::size_t w : zoomWidths())
      if (w >= shown_) { width = w; break; }
  setWindow(0, width);
}

void GrundySequenceChart::setAxisTitles(const QString& xTitle, const QString& yTitle) {
  xTitle_ = xTitle;
  yTitle_ = yTitle;
  if (xAxis_) xAxis_->setTitleText(xTitle_.isEmpty() ? tr("heap size n") : xTitle_);
  if (yAxis_) yAxis_->setTitleText(yTitle_.isEmpty() ? tr("g(n)") : yTitle_);
}

void GrundySequenceChart::setWindow(std::size_t first, std::size_t width) {
  width_ = std::max<std::size_t>(1, width);
  first_ = shown_ > width_ ? std::min(first, shown_ - width_) : 0;
  syncControls();
  rebuild();
}

std::size_t GrundySequenceChart::plottedPoints() const {
  if (!values_ || shown_ == 0) return 0;
  return std::min(width_, shown_ - first_);
}

void GrundySequenceChart::syncControls() {
  syncing_ = true;
  const bool scrolls = shown_ > width_;
  scroll_->setVisible(scrolls);
  scroll_->setRange(0, scrolls ? int(std::min<std::size_t>(shown_ - width_, std::size_t(INT32_MAX))) : 0);
  scroll_->setPageStep(int(std::min<std::size_t>(width_, std::size_t(INT32_MAX))));
  scroll_->setSingleStep(int(std::max<std::size_t>(1, width_ / 10)));
  scroll_->setValue(int(first_));
  int index = -1;
  for (int i = 0; i < zoom_->count(); ++i)
    if (zoom_->itemData(i).toULongLong() == width_) index = i;
  if (index >= 0) zoom_->setCurrentIndex(index);
  syncing_ = false;
}

void GrundySequenceChart::rebuild() {
  QChart* chart = view_->chart();
  chart->removeAllSeries();
  chart->setTitle(title_);
  // The axes live as long as the chart; only the series are replaced.
  QCategoryAxis* x = xAxis_;
  QCategoryAxis* y = yAxis_;
  if (!x) {
    x = xAxis_ = valueAxis();
    y = yAxis_ = valueAxis();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
  }
  x->setTitleText(xTitle_.isEmpty() ? tr("heap size n") : xTitle_);
  y->setTitleText(yTitle_.isEmpty() ? tr("g(n)") : yTitle_);
  const std::size_t count = plottedPoints();
  if (count == 0) {
    setRoundTicks(x, 0, 10, {}, 10, true);
    setRoundTicks(y, 0, 4, {}, 4, true);
    styleChart(chart);
    return;
  }
  const auto& v = *values_;
  const std::size_t last = first_ + count;  // exclusive
  Nimber top = 1;
  for (std::size_t i = first_; i < last; ++i) top = std::max(top, v[i]);
  const double low = double(first_) + origin_ - 0.5, high = double(last - 1) + origin_ + 0.5;
  const double yTop = double(top) + 0.5;

  // The periodic part: the first period shaded, the pre-period's end dashed, later periods dotted.
  if (periodicity_ && periodicity_->period > 0) {
    const double pre = double(periodicity_->preperiod) + origin_ - 0.5;
    const double per = double(periodicity_->period);
    const double bandLow = std::max(low, pre), bandHigh = std::min(high, pre + per);
    if (bandHigh > bandLow) {
      // A QAreaSeries leaves its boundary lines to the caller: as the band's children they go
      // with it when the next rebuild's removeAllSeries deletes the band.
      auto* band = new QAreaSeries;
      auto* upper = new QLineSeries(band);
      upper->append(bandLow, yTop);
      upper->append(bandHigh, yTop);
      auto* lower = new QLineSeries(band);
      lower->append(bandLow, 0 - 0.5);
      lower->append(bandHigh, 0 - 0.5);
      band->setUpperSeries(upper);
      band->setLowerSeries(lower);
      band->setName(tr("one period (length %1)").arg(periodicity_->period));
      band->setColor(bandColor());
      band->setBorderColor(QColor(0xd9, 0xa4, 0x1a));
      attach(chart, band, x, y);
    }
    if (pre >= low && pre <= high) {
      auto* line = new QLineSeries;
      line->setName(tr("periodic from n = %1").arg(periodicity_->preperiod + std::size_t(origin_)));
      QPen pen(QColor(0x8a, 0x5a, 0x00));
      pen.setWidthF(1.6);
      pen.setStyle(Qt::DashLine);
      line->setPen(pen);
      line->append(pre, -0.5);
      line->append(pre, yTop);
      attach(chart, line, x, y);
    }
    const double firstBoundary = pre + per;
    const double k0 = firstBoundary >= low ? 0 : std::ceil((low - firstBoundary) / per);
    int drawn = 0;
    // Later period boundaries only while they stay a few points apart.
    const bool boundaries = (high - low) / per <= 25;
    for (double at = firstBoundary + k0 * per; boundaries && at <= high && drawn < 60; at += per, ++drawn) {
      auto* line = new QLineSeries;
      QPen pen(QColor(0xd9, 0xa4, 0x1a));
      pen.setWidthF(1.0);
      pen.setStyle(Qt::DotLine);
      line->setPen(pen);
      line->append(at, -0.5);
      line->append(at, yTop);
      attach(chart, line, x, y, false);
    }
  }

  auto* values = new QScatterSeries;
  values->setName(tr("g(n)"));
  auto* zeros = new QScatterSeries;
  zeros->setName(tr("g(n) = 0 (P-position)"));
  const double size = count <= 100 ? 7 : count <= 500 ? 5 : 3;
  for (auto* s : {values, zeros}) {
    s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    s->setMarkerSize(size);
    s->setPen(Qt::NoPen);
  }
  values->setColor(valueColor());
  zeros->setColor(pColor());
  zeros->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
  zeros->setMarkerSize(size + 1);
  QList<QPointF> valuePoints, zeroPoints;
  for (std::size_t i = first_; i < last; ++i) {
    const QPointF at(double(i) + origin_, double(v[i]));
    (v[i] == 0 ? zeroPoints : valuePoints).append(at);
  }
  values->replace(valuePoints);
  zeros->replace(zeroPoints);
  attach(chart, values, x, y);
  attach(chart, zeros, x, y);
  setRoundTicks(x, low, high, {}, 10, true, false);
  setRoundTicks(y, -0.5, yTop, {}, 8, true, false);
  styleChart(chart);
}

}  // namespace gamelab::ui::charts
