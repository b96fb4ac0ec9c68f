#include "ui/poker/pokercharts.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <map>

namespace gamelab::ui {

namespace {

constexpr int kSamples = 150;

struct Axes {
  QCategoryAxis* x;
  QCategoryAxis* y;
};

/// The grid of β and the exact solutions on it (all valid: the grid starts above 0).
std::vector<std::pair<double, PokerSolution>> sampled(const PokerGame& game, double* top) {
  const Rational twice = 2 * game.beta;
  const Rational hi = std::max(Rational(6), twice);
  *top = toDouble(hi);
  std::vector<std::pair<double, PokerSolution>> out;
  for (const Rational& beta : pokerBetaGrid(hi / kSamples, hi, kSamples - 1))
    if (auto s = continuousPokerSolution(PokerGame{game.model, beta})) out.emplace_back(toDouble(beta), *s);
  return out;
}

QChart* newChart(const QString& title) {
  auto* chart = new QChart;
  chart->setTitle(title);
  return chart;
}

/// Round ticks, and ticks at the current β and at `yMarks` (the values at it).
Axes addAxes(QChart* chart, const QString& yTitle, double xMax, double yMin, double yMax, const Rational& beta,
             const std::vector<Rational>& yMarks) {
  auto* x = charts::valueAxis(PokerCharts::tr("β (bet size; antes 1)"));
  auto* y = charts::valueAxis(yTitle);
  charts::setRoundTicks(x, 0, xMax, {{toDouble(beta), formatRational(beta)}});
  std::vector<charts::AxisMark> marks;
  for (const Rational& v : yMarks) marks.push_back({toDouble(v), formatRational(v)});
  charts::setRoundTicks(y, yMin, yMax, marks);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  return {x, y};
}

}  // namespace

QChart* PokerCharts::value(const PokerGame& game) {
  const auto now = continuousPokerSolution(game);
  if (!now) return nullptr;
  double top = 6;
  const auto samples = sampled(game, &top);
  double lo = 0, hi = 0;
  for (const auto& [b, s] : samples) {
    lo = std::min(lo, toDouble(s.value));
    hi = std::max(hi, toDouble(s.value));
  }
  const double pad = std::max(0.02, (hi - lo) * 0.1);
  auto* chart = newChart(tr("Value to player I against the bet size"));
  const Axes axes = addAxes(chart, tr("v(β)"), top, lo - pad, hi + pad, game.beta, {now->value});
  auto* series = charts::lineSeries(tr("v(β)"), playerColor(0));
  for (const auto& [b, s] : samples) series->append(b, toDouble(s.value));
  charts::attach(chart, series, axes.x, axes.y);
  auto* zero = charts::lineSeries(tr("fair game (0)"), QColor(140, 140, 140), 1, Qt::DashLine);
  zero->append(0, 0);
  zero->append(top, 0);
  charts::attach(chart, zero, axes.x, axes.y, false);
  charts::addLabelledPoint(chart, axes.x, axes.y, tr("β = %1: v = %2").arg(formatRational(game.beta), formatRational(now->value)), QColor(200, 40, 40),
           toDouble(game.beta), toDouble(now->value));
  return chart;
}

QChart* PokerCharts::thresholds(const PokerGame& game) {
  const auto now = continuousPokerSolution(game);
  if (!now) return nullptr;
  double top = 6;
  const auto samples = sampled(game, &top);
  auto* chart = newChart(tr("Optimal thresholds against the bet size"));
  std::vector<Rational> atBeta;
  for (const auto& t : now->thresholds) atBeta.push_back(now->threshold(t.name));
  const Axes axes = addAxes(chart, tr("threshold (hand)"), top, 0, 1, game.beta, atBeta);
  static const QColor colors[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44), QColor(148, 103, 189)};
  for (std::size_t k = 0; k < now->thresholds.size(); ++k) {
    const std::string& name = now->thresholds[k].name;
    const QString label = name == "b2" ? tr("b² (I bets above)") : QString::fromStdString(name);
    auto* series = charts::lineSeries(label, colors[k % 4]);
    for (const auto& [b, s] : samples) series->append(b, toDouble(s.threshold(name)));
    charts::attach(chart, series, axes.x, axes.y);
  }
  auto* mark = charts::lineSeries(tr("β = %1").arg(formatRational(game.beta)), QColor(200, 40, 40), 1.5, Qt::DashLine);
  mark->append(toDouble(game.beta), 0);
  mark->append(toDouble(game.beta), 1);
  charts::attach(chart, mark, axes.x, axes.y);
  return chart;
}

}  // namespace gamelab::ui
