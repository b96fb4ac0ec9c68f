#include "ui/liarsdice/liarsdicechart.h"

#include "core/liarsdice/liarsdice.h"
#include "core/liarsdice/liarsdiceplay.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/numberformat.h"
#include "ui/liarsdice/liarsdicedocument.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>

#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QToolTip>
#include <QCategoryAxis>
#include <QVBoxLayout>

#include <cmath>

namespace gamelab::ui {

namespace {
const double kLimit = 1.0 - std::exp(-1.0);
}

LiarsDiceChart::LiarsDiceChart(QWidget* parent)
    : QWidget(parent), runner_(new SolverRunner(this)), progress_(new ProgressPanel(runner_, this)) {
  maxSpin_ = new QSpinBox(this);
  maxSpin_->setRange(3, kLiarsDiceDocumentMaxSides);
  maxSpin_->setValue(30);
  maxSpin_->setPrefix(tr("N = 2 … "));
  maxSpin_->setKeyboardTracking(false);
  maxSpin_->setToolTip(tr("The largest number of sides plotted (up to %1; large N take seconds each)").arg(kLiarsDiceDocumentMaxSides));
  note_ = new QLabel(this);
  note_->setWordWrap(true);

  auto* chart = new QChart;
  chart->setTitle(tr("A's winning probability V(1) against the number of sides N"));
  xAxis_ = charts::valueAxis(tr("sides N"));
  yAxis_ = charts::valueAxis(tr("V(1)"));
  chart->addAxis(xAxis_, Qt::AlignBottom);
  chart->addAxis(yAxis_, Qt::AlignLeft);

  limit_ = new QLineSeries(chart);
  limit_->setName(tr("1 − 1/e ≈ %1").arg(kLimit, 0, 'f', 4));
  QPen dashed(QColor(200, 60, 60));
  dashed.setStyle(Qt::DashLine);
  dashed.setWidthF(1.5);
  limit_->setPen(dashed);
  line_ = new QLineSeries(chart);
  line_->setName(tr("V(1), optimal play"));
  QPen pen(QColor(30, 90, 170));
  pen.setWidthF(2);
  line_->setPen(pen);
  points_ = new QScatterSeries(chart);
  points_->setMarkerSize(7);
  points_->setColor(QColor(30, 90, 170));
  points_->setBorderColor(QColor(30, 90, 170));
  current_ = new QScatterSeries(chart);
  current_->setName(tr("this document's N"));
  current_->setMarkerSize(13);
  current_->setColor(charts::equilibriumColor());
  current_->setBorderColor(QColor(120, 90, 0));
  charts::attach(chart, limit_, xAxis_, yAxis_);
  charts::attach(chart, line_, xAxis_, yAxis_);
  charts::attach(chart, points_, xAxis_, yAxis_, false);
  charts::attach(chart, current_, xAxis_, yAxis_);

  auto hover = [this](const QPointF& at, bool state) {
    if (!state) {
      QToolTip::hideText();
      return;
    }
    QToolTip::showText(QCursor::pos(), pointText(static_cast<int>(std::lround(at.x()))));
  };
  connect(points_, &QScatterSeries::hovered, this, hover);
  connect(current_, &QScatterSeries::hovered, this, hover);

  view_ = new QChartView(chart, this);
  charts::styleChart(chart);
  view_->setRenderHint(QPainter::Antialiasing);
  view_->setMinimumHeight(300);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Plot"), this));
  controls->addWidget(maxSpin_);
  controls->addWidget(note_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(progress_);
  layout->addWidget(view_, 1);

  connect(maxSpin_, &QSpinBox::valueChanged, this, [this](int) {
    rebuild();
    if (shown_) compute();
  });
  rebuild();
}

LiarsDiceChart::~LiarsDiceChart() { runner_->cancel(); }

void LiarsDiceChart::setMaxSides(int n) { maxSpin_->setValue(std::clamp(n, 3, kLiarsDiceDocumentMaxSides)); }
int LiarsDiceChart::maxSides() const { return maxSpin_->value(); }

void LiarsDiceChart::setCurrentSides(int n) {
  currentSides_ = n;
  rebuild();
}

void LiarsDiceChart::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  shown_ = true;
  compute();
}

void LiarsDiceChart::compute() {
  if (!runner_->isRunning()) computeNext();
}

void LiarsDiceChart::computeNext() {
  int n = 2;
  const int top = std::max(maxSides(), currentSides_);
  while (n <= top && values_.count(n)) ++n;
  if (n > top) return;
  const bool exact = n <= kLiarsDiceExactSides;
  runner_->run<LiarsDiceSolution>(
      tr("Computing V(1) for N = %1 (%2)").arg(n).arg(exact ? tr("exact") : tr("floating point")),
      [n, exact](const Progress& progress, const CancelToken& cancel) {
        return solveLiarsDice(n, LiarsDiceOptions{.exact = exact, .strategies = false}, progress, cancel);
      },
      [this, n](const Expected<LiarsDiceSolution>& result) {
        if (!result) {
          note_->setText(tr("N = %1 could not be solved.").arg(n));
          return;
        }
        values_[n] = result->valueFloat.empty() ? toDouble(result->value[0]) : result->valueFloat[0];
        if (result->exact && !result->value.empty()) exact_[n] = result->value[0];
        rebuild();
        computeNext();
      });
}

int LiarsDiceChart::pointCount() const { return points_->count(); }

std::optional<double> LiarsDiceChart::value(int n) const {
  auto it = values_.find(n);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::optional<Rational> LiarsDiceChart::exactValue(int n) const {
  auto it = exact_.find(n);
  if (it == exact_.end()) return std::nullopt;
  return it->second;
}

QString LiarsDiceChart::pointText(int n) const {
  auto it = values_.find(n);
  if (it == values_.end()) return tr("N = %1: not computed yet").arg(n);
  if (auto e = exactValue(n)) return tr("N = %1: V(1) = %2 ≈ %3").arg(n).arg(formatRational(*e)).arg(it->second, 0, 'f', 6);
  return tr("N = %1: V(1) ≈ %2 (floating point)").arg(n).arg(it->second, 0, 'f', 9);
}

QChart* LiarsDiceChart::chart() const { return view_->chart(); }

void LiarsDiceChart::rebuild() {
  const int top = maxSides();
  QList<QPointF> pts;
  double lo = kLimit, hi = 0.75;
  for (const auto& [n, v] : values_) {
    if (n > top) break;
    pts << QPointF(n, v);
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  line_->replace(pts);
  points_->replace(pts);
  QList<QPointF> cur;
  if (auto v = value(currentSides_); v && currentSides_ <= top) cur << QPointF(currentSides_, *v);
  current_->replace(cur);
  limit_->replace({QPointF(2, kLimit), QPointF(top, kLimit)});
  charts::setRoundTicks(xAxis_, 2, top, {}, 10, true);
  charts::setRoundTicks(yAxis_, lo - 0.01, hi + 0.01, {{kLimit, tr("1 − 1/e")}});
  charts::styleChart(view_->chart());
  const int done = static_cast<int>(pts.size());
  note_->setText(done >= top - 1 ? tr("%1 values: exact for N ≤ %2, floating point beyond. The curve decreases "
                                      "strictly towards about 0.63; whether its limit is 1 − 1/e is open.")
                                       .arg(done).arg(kLiarsDiceExactSides)
                                 : tr("%1 of %2 values computed…").arg(done).arg(top - 1));
}

}  // namespace gamelab::ui
