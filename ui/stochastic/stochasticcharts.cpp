// The chart pages of a stochastic game: Shapley's iteration converging (with its error band) and
// the fixed points of v ↦ Val(A(v)) of a one-state recursive game.
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/stochastic/stochasticpages.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QCategoryAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {

/// Rows of the iteration table shown: the first ones and the last (the chart has them all).
constexpr std::size_t kTableHead = 12;

QChartView* makeChartView(QWidget* parent) {
  auto* view = new QChartView(parent);
  view->setRenderHint(QPainter::Antialiasing);
  view->setMinimumHeight(240);
  return view;
}

QValueAxis* axis(const QString& title, double lo, double hi, bool integers = false) {
  auto* a = charts::valueAxis(title);
  charts::setRoundTicks(a, lo, hi, {}, 6, integers);
  return a;
}

}  // namespace

StochasticIterationPage::StochasticIterationPage(QWidget* parent) : StochasticPage(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  // addBrowser() lays itself out; the chart goes below it in the same layout.
  auto* holder = new QWidget(this);
  auto* inner = new QVBoxLayout(holder);
  inner->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(holder, 1);
  chart_ = makeChartView(this);
  chart_->setToolTip(tr("vₙ of the current state against n; the band is vₙ ± the error bound"));
  layout->addWidget(chart_, 1);
  table_ = new QTextBrowser(holder);
  table_->setOpenLinks(false);
  inner->addWidget(table_);
}

void StochasticIterationPage::setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  if (!analysis_) {
    table_->setHtml(pagehtml::note(hint.toHtmlEscaped()));
    charts::showChart(chart_, new QChart);
    return;
  }
  refresh();
}

QString StochasticIterationPage::text() const { return table_->toPlainText(); }

void StochasticIterationPage::refresh() {
  if (!analysis_) return;
  const auto& game = analysis_->game;
  const auto& it = analysis_->iteration;
  QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Shapley iteration"));
  html += QStringLiteral("<p>%1</p>")
              .arg(game.infinitePlay ? tr("v<sub>0</sub> = Q, v<sub>n+1</sub>(k) = Val(A<sup>(k)</sup>(v<sub>n</sub>)); exact while the fractions stay small.")
                                     : tr("v<sub>0</sub> = 0, v<sub>n+1</sub>(k) = Val(A<sup>(k)</sup>(v<sub>n</sub>)); exact while the fractions stay small."));
  constexpr qsizetype kReadableExactLength = 24;
  QStringList headers{tr("n")};
  for (const auto& s : game.states) headers << fmt::label(s.name);
  headers << tr("error bound");
  html += fmt::tableStart(headers);
  const std::size_t n = it.iterates.size();
  for (std::size_t k = 0; k < n; ++k) {
    if (k >= kTableHead && k + 1 < n) {
      if (k == kTableHead) html += fmt::tableRow({QStringLiteral("…")});
      continue;
    }
    QStringList cells{QString::number(k)};
    const auto& iterate = it.iterates[k];
    for (std::size_t s = 0; s < iterate.values.size(); ++s) {
      // Exact while the fraction is short enough to read; long ones (their digits double at
      // every step) stay decimal here — `gamelab-cli stochastic --iterations N` prints them.
      QString cell = QString::number(iterate.values[s], 'f', 6);
      const QString exact = iterate.exact ? formatRational((*iterate.exact)[s]) : QString();
      if (!exact.isEmpty() && exact.size() <= kReadableExactLength)
        cell = (*iterate.exact)[s].get_den() == 1 ? exact : exact + QStringLiteral(" ≈ ") + cell;
      cells << cell;
    }
    const double bound = k >= 1 && k - 1 < it.errorBound.size() ? it.errorBound[k - 1] : NAN;
    cells << (std::isfinite(bound) ? QString::number(bound, 'g', 3) : QStringLiteral("—"));
    html += fmt::tableRow(cells, fmt::Align::Right);
  }
  html += QStringLiteral("</table>");
  html += QStringLiteral("<p>%1</p>")
              .arg(it.converged ? tr("Converged after %n iteration(s).", nullptr, static_cast<int>(n) - 1)
                                : tr("Stopped after %n iteration(s) without reaching the tolerance.", nullptr,
                                     static_cast<int>(n) - 1));
  table_->setHtml(html);

  // The chart: v_n(k) of the current state, and the band v_n ± bound.
  const int state = std::clamp(currentState(), 0, game.stateCount() - 1);
  auto* chart = new QChart;
  chart->setTitle(tr("Iteration of state %1").arg(QString::fromStdString(game.states[static_cast<std::size_t>(state)].name)));
  auto* values = new QLineSeries;
  values->setName(tr("vₙ"));
  auto* upper = new QLineSeries;
  auto* lower = new QLineSeries;
  double lo = INFINITY, hi = -INFINITY;
  const double limit = analysis_->solution.values[static_cast<std::size_t>(state)].approx;
  const std::size_t shown = std::min<std::size_t>(n, 60);
  for (std::size_t k = 0; k < shown; ++k) {
    const double v = it.iterates[k].values[static_cast<std::size_t>(state)];
    values->append(static_cast<double>(k), v);
    lo = std::min(lo, v);
    hi = std::max(hi, v);
    const double bound = k >= 1 && k - 1 < it.errorBound.size() ? it.errorBound[k - 1] : NAN;
    if (std::isfinite(bound) && bound < 1e6) {
      upper->append(static_cast<double>(k), v + bound);
      lower->append(static_cast<double>(k), v - bound);
    }
  }
  if (std::isfinite(limit)) {
    lo = std::min(lo, limit);
    hi = std::max(hi, limit);
  }
  const double pad = std::max(0.1, 0.1 * (hi - lo));
  auto* x = axis(tr("n"), 0, std::max<double>(1, static_cast<double>(shown - 1)), true);
  auto* y = axis(tr("value"), lo - pad, hi + pad);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  if (upper->count() > 0) {
    auto* band = new QAreaSeries(upper, lower);
    band->setName(tr("error band"));
    band->setColor(QColor(33, 150, 243, 50));
    band->setBorderColor(QColor(33, 150, 243, 90));
    charts::attach(chart, band, x, y);
  } else {
    delete upper;
    delete lower;
  }
  if (std::isfinite(limit)) {
    auto* line = new QLineSeries;
    line->setName(tr("value"));
    line->append(0, limit);
    line->append(static_cast<double>(std::max<std::size_t>(shown, 2) - 1), limit);
    QPen pen(Qt::gray);
    pen.setStyle(Qt::DashLine);
    line->setPen(pen);
    charts::attach(chart, line, x, y);
  }
  auto* points = new QScatterSeries;
  points->setMarkerSize(6);
  for (const QPointF& p : values->points()) points->append(p);
  charts::attach(chart, values, x, y);
  charts::attach(chart, points, x, y, false);
  points->setColor(values->color());
  charts::showChart(chart_, chart);
}

StochasticFixedPointPage::StochasticFixedPointPage(QWidget* parent) : StochasticPage(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  chart_ = makeChartView(this);
  chart_->setToolTip(tr("v ↦ Val(A(v)) against the diagonal: its crossings are the solutions of v = Val(A(v))"));
  layout->addWidget(chart_, 3);
  notes_ = new QTextBrowser(this);
  notes_->setOpenLinks(false);
  notes_->setMaximumHeight(110);
  layout->addWidget(notes_, 1);
}

QString StochasticFixedPointPage::text() const { return notes_->toPlainText(); }

void StochasticFixedPointPage::setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint) {
  if (!analysis || analysis->curve.empty()) {
    notes_->setHtml(pagehtml::note(
        (analysis ? tr("The fixed-point picture is drawn for recursive games with one state (a Q is given).") : hint)
            .toHtmlEscaped()));
    charts::showChart(chart_, new QChart);
    return;
  }
  const auto& a = *analysis;
  auto* chart = new QChart;
  chart->setTitle(tr("v = Val(A(v)) for state %1").arg(QString::fromStdString(a.game.states.front().name)));
  const double x0 = a.curve.front().x(), x1 = a.curve.back().x();
  double lo = std::min(x0, x1), hi = std::max(x0, x1);
  auto* curve = new QLineSeries;
  curve->setName(tr("Val(A(v))"));
  for (const QPointF& p : a.curve) {
    curve->append(p);
    lo = std::min(lo, p.y());
    hi = std::max(hi, p.y());
  }
  auto* diagonal = new QLineSeries;
  diagonal->setName(tr("v"));
  diagonal->append(x0, x0);
  diagonal->append(x1, x1);
  QPen dashed(Qt::gray);
  dashed.setStyle(Qt::DashLine);
  diagonal->setPen(dashed);
  auto* x = axis(tr("v"), x0, x1);
  auto* y = axis(tr("Val(A(v))"), lo, hi);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  QString html;
  if (const auto& interval = a.solution.fixedPointInterval) {
    auto* segment = new QLineSeries;
    segment->setName(tr("interval of fixed points"));
    const double l = toDouble(interval->first), h = toDouble(interval->second);
    segment->append(l, l);
    segment->append(h, h);
    QPen thick(QColor(76, 175, 80));
    thick.setWidth(6);
    segment->setPen(thick);
    charts::attach(chart, segment, x, y);
    html += tr("Every v in [%1, %2] is a fixed point.").arg(formatRational(interval->first), formatRational(interval->second)) +
            QStringLiteral("<br>");
  }
  charts::attach(chart, diagonal, x, y);
  charts::attach(chart, curve, x, y);
  auto* fixed = new QScatterSeries;
  fixed->setName(tr("fixed points"));
  fixed->setMarkerSize(9);
  QStringList tips;
  std::vector<QPointF> points;
  for (double p : a.fixedPoints) {
    fixed->append(p, p);
    points.emplace_back(p, p);
    tips << tr("fixed point v = %1").arg(p, 0, 'f', 4);
  }
  charts::attach(chart, fixed, x, y);
  charts::setPointToolTips(fixed, points, tips);
  const auto& value = a.solution.values.front();
  auto* chosen = new QScatterSeries;
  chosen->setName(tr("the value"));
  chosen->setMarkerSize(14);
  chosen->setColor(charts::equilibriumColor());
  chosen->setBorderColor(Qt::black);
  chosen->append(value.approx, value.approx);
  charts::attach(chart, chosen, x, y);
  charts::setPointToolTips(chosen, {QPointF(value.approx, value.approx)},
                           {tr("the value %1: the fixed point value iteration from Q reaches").arg(exactValueText(value))});
  charts::showChart(chart_, chart);
  html += tr("The value is %1 (Q = %2): the solution of v = Val(A(v)) that value iteration from Q reaches.")
              .arg(exactValueText(value), formatRational(*a.game.infinitePlay));
  notes_->setHtml(html);
}

}  // namespace gamelab::ui
