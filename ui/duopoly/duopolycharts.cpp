#include "ui/duopoly/duopolycharts.h"

#include "core/duopoly/duopolycurves.h"
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

namespace gamelab::ui {

namespace {

constexpr int kSamples = 120;

struct Axes {
  QCategoryAxis* x;
  QCategoryAxis* y;
};

Axes addAxes(QChart* chart, const QString& xTitle, const QString& yTitle, double xMax, double yMin, double yMax) {
  auto* x = charts::valueAxis(xTitle);
  auto* y = charts::valueAxis(yTitle);
  charts::setRoundTicks(x, 0, xMax);
  charts::setRoundTicks(y, yMin, yMax);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  return {x, y};
}

QChart* newChart(const QString& title) {
  auto* chart = new QChart;
  chart->setTitle(title);
  return chart;
}

Rational sample(const Rational& from, const Rational& to, int k) { return from + (to - from) * Rational(k, kSamples); }

/// Joins the defined points of `f` over [0, end] into one series per stretch (a contour may
/// leave the region and come back).
void addCurve(QChart* chart, Axes axes, const QString& name, const QColor& color, const Rational& end,
              const std::function<std::optional<QPointF>(const Rational&)>& f, Qt::PenStyle style = Qt::SolidLine,
              qreal width = 2.5) {
  QLineSeries* series = nullptr;
  bool first = true;
  for (int k = 0; k <= kSamples; ++k) {
    const auto point = f(sample(Rational(0), end, k));
    if (!point) {
      series = nullptr;
      continue;
    }
    if (!series) {
      series = charts::lineSeries(name, color, width, style);
      charts::attach(chart, series, axes.x, axes.y, first);
      first = false;
    }
    series->append(*point);
  }
}

double value(const QuadraticSurd& x) { return x.toDouble(); }

}  // namespace

QChart* DuopolyCharts::reactionCurves(const DuopolyMarket& market, const DuopolyOutcome& outcome) {
  if (isPriceModel(market.model) || firmCount(market) != 2) return nullptr;
  const Rational span = market.a - std::min(firmCost(market, 0), firmCost(market, 1));
  auto* chart = newChart(tr("Reaction curves: each firm's best output against the other's"));
  const Axes axes = addAxes(chart, tr("q₁ (firm 1's output)"), tr("q₂ (firm 2's output)"), toDouble(span), 0, toDouble(span));
  const QColor c1 = playerColor(0), c2 = playerColor(1);
  addCurve(chart, axes, tr("Best response of firm 1"), c1, span, [&](const Rational& q2) -> std::optional<QPointF> {
    const auto q1 = duopolyBestResponse(market, 0, {Rational(0), q2});
    if (!q1) return std::nullopt;
    return QPointF(toDouble(*q1), toDouble(q2));
  });
  addCurve(chart, axes, tr("Best response of firm 2"), c2, span, [&](const Rational& q1) -> std::optional<QPointF> {
    const auto q2 = duopolyBestResponse(market, 1, {q1, Rational(0)});
    if (!q2) return std::nullopt;
    return QPointF(toDouble(q1), toDouble(*q2));
  });
  const auto& eq = outcome.equilibrium;
  if (eq.profits.size() == 2 && eq.profits[0].isRational() && eq.profits[1].isRational()) {
    const Rational level1 = eq.profits[0].value(), level2 = eq.profits[1].value();
    addCurve(chart, axes, tr("Firm 1's iso-profit curve through the outcome"), c1.lighter(140), span,
             [&](const Rational& q1) -> std::optional<QPointF> {
               const auto q2 = isoProfitOther(market, 0, level1, q1);
               if (!q2 || *q2 > span) return std::nullopt;
               return QPointF(toDouble(q1), toDouble(*q2));
             },
             Qt::DotLine, 1.5);
    addCurve(chart, axes, tr("Firm 2's iso-profit curve through the outcome"), c2.lighter(140), span,
             [&](const Rational& q2) -> std::optional<QPointF> {
               const auto q1 = isoProfitOther(market, 1, level2, q2);
               if (!q1 || *q1 > span) return std::nullopt;
               return QPointF(toDouble(*q1), toDouble(q2));
             },
             Qt::DotLine, 1.5);
  }
  if (outcome.simultaneous && outcome.simultaneous->quantities.size() == 2)
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Cournot"), QColor(0x6a, 0x1b, 0x9a), value(outcome.simultaneous->quantities[0]),
             value(outcome.simultaneous->quantities[1]));
  if (market.model == DuopolyModel::Cournot && market.costs.empty()) {
    // The Stackelberg point on firm 2's reaction curve, for comparison (firm 1 leading).
    DuopolyMarket leader = market;
    leader.model = DuopolyModel::Stackelberg;
    leader.fixedCosts.clear();
    if (auto stackelberg = solveDuopoly(leader); stackelberg && stackelberg->equilibrium.quantities.size() == 2)
      charts::addLabelledPoint(chart, axes.x, axes.y, tr("Stackelberg (firm 1 leads)"), QColor(0x00, 0x83, 0x8f), value(stackelberg->equilibrium.quantities[0]),
               value(stackelberg->equilibrium.quantities[1]));
  }
  if (outcome.monopoly) {
    const double q = toDouble(outcome.monopoly->quantity);
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Monopoly (firm 1 alone)"), QColor(0x42, 0x42, 0x42), q, 0, 9);
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Monopoly (firm 2 alone)"), QColor(0x42, 0x42, 0x42), 0, q, 9);
  }
  if (outcome.cartel && outcome.cartel->quantities.size() == 2)
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Cartel"), QColor(0x2e, 0x7d, 0x32), toDouble(outcome.cartel->quantities[0]),
             toDouble(outcome.cartel->quantities[1]));
  if (eq.quantities.size() == 2) {
    const QString name = market.model == DuopolyModel::Cournot ? tr("Cournot equilibrium") : tr("Subgame-perfect outcome");
    charts::addLabelledPoint(chart, axes.x, axes.y, name, charts::equilibriumColor(), value(eq.quantities[0]), value(eq.quantities[1]), 14);
  }
  return chart;
}

QChart* DuopolyCharts::prices(const DuopolyMarket& market, const DuopolyOutcome& outcome) {
  if (!isPriceModel(market.model)) return nullptr;
  const QColor c1 = playerColor(0), c2 = playerColor(1);
  if (!isDifferentiated(market)) {
    // Firm 1's profit against its own price, the rival charging halfway to the monopoly price.
    const Rational monopolyPrice = (market.a + market.c) / 2;
    const Rational rival = (market.c + monopolyPrice) / 2;
    auto* chart = newChart(tr("Undercutting: firm 1's profit when firm 2 charges %1").arg(formatRational(rival)));
    const Rational top = market.a;
    const double best = toDouble(duopolyProfit(market, 0, {rival - Rational(1, 1000000), rival}));
    const Axes axes = addAxes(chart, tr("p₁ (firm 1's price)"), tr("firm 1's profit"), toDouble(top), 0, best * 1.15 + 0.01);
    auto* below = charts::lineSeries(tr("p₁ below p₂: the whole market"), c1);
    auto* above = charts::lineSeries(tr("p₁ above p₂: no sales"), c1);
    for (int k = 0; k <= kSamples; ++k) {
      const Rational p = sample(market.c, top, k);
      if (p < rival) below->append(toDouble(p), toDouble(duopolyProfit(market, 0, {p, rival})));
      else if (rival < p) above->append(toDouble(p), 0);
    }
    below->append(toDouble(rival), best);
    charts::attach(chart, below, axes.x, axes.y);
    charts::attach(chart, above, axes.x, axes.y, false);
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("p₁ = p₂: the market split"), c2, toDouble(rival), toDouble(duopolyProfit(market, 0, {rival, rival})));
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Equilibrium p₁ = p₂ = c"), charts::equilibriumColor(), toDouble(market.c), 0, 14);
    return chart;
  }
  const auto& eq = outcome.equilibrium;
  double top = 2 * toDouble(market.a + market.c);
  for (const auto& p : eq.prices) top = std::max(top, 1.5 * value(p));
  const Rational end = Rational(top);
  auto* chart = newChart(tr("Price reaction lines p_i = (a + c + b·p_j)/2"));
  const Axes axes = addAxes(chart, tr("p₁ (firm 1's price)"), tr("p₂ (firm 2's price)"), top, 0, top);
  addCurve(chart, axes, tr("Best price of firm 1"), c1, end, [&](const Rational& p2) -> std::optional<QPointF> {
    const auto p1 = duopolyBestResponse(market, 0, {Rational(0), p2});
    if (!p1) return std::nullopt;
    return QPointF(toDouble(*p1), toDouble(p2));
  });
  addCurve(chart, axes, tr("Best price of firm 2"), c2, end, [&](const Rational& p1) -> std::optional<QPointF> {
    const auto p2 = duopolyBestResponse(market, 1, {p1, Rational(0)});
    if (!p2) return std::nullopt;
    return QPointF(toDouble(p1), toDouble(*p2));
  });
  if (outcome.simultaneous && outcome.simultaneous->prices.size() == 2)
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Simultaneous (Bertrand)"), QColor(0x6a, 0x1b, 0x9a), value(outcome.simultaneous->prices[0]),
             value(outcome.simultaneous->prices[1]));
  if (eq.prices.size() == 2)
    charts::addLabelledPoint(chart, axes.x, axes.y, market.model == DuopolyModel::Bertrand ? tr("Bertrand equilibrium") : tr("Price leadership outcome"),
             charts::equilibriumColor(), value(eq.prices[0]), value(eq.prices[1]), 14);
  return chart;
}

QChart* DuopolyCharts::entry(const DuopolyMarket& market, const DuopolyOutcome& outcome) {
  if (market.model != DuopolyModel::Entry || !outcome.entry) return nullptr;
  const Rational span = market.a - market.c;
  auto* chart = newChart(tr("Entry deterrence: profits against the incumbent's output q₁"));
  double low = 0, high = 1;
  for (int k = 0; k <= kSamples; ++k) {
    const Rational q = sample(Rational(0), span, k);
    for (double v : {toDouble(entrantBestProfit(market, q)), toDouble(leaderProfit(market, q))}) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  const Axes axes = addAxes(chart, tr("q₁ (incumbent's output)"), tr("profit"), toDouble(span), low * 1.05, high * 1.1);
  addCurve(chart, axes, tr("Entrant's best profit if it enters"), playerColor(1), span,
           [&](const Rational& q) { return std::optional<QPointF>(QPointF(toDouble(q), toDouble(entrantBestProfit(market, q)))); });
  addCurve(chart, axes, tr("Incumbent's profit (the entrant replying)"), playerColor(0), span,
           [&](const Rational& q) { return std::optional<QPointF>(QPointF(toDouble(q), toDouble(leaderProfit(market, q)))); });
  auto* zero = charts::lineSeries(tr("zero"), QColor(0x9e, 0x9e, 0x9e), 1, Qt::DashLine);
  zero->append(0, 0);
  zero->append(toDouble(span), 0);
  charts::attach(chart, zero, axes.x, axes.y, false);
  const auto& e = *outcome.entry;
  charts::addLabelledPoint(chart, axes.x, axes.y, tr("Deterrence output"), QColor(0xc6, 0x28, 0x28), value(e.deterrenceQuantity), value(e.deterrenceProfit));
  charts::addLabelledPoint(chart, axes.x, axes.y, tr("Monopoly output"), QColor(0x42, 0x42, 0x42), toDouble(e.monopoly.quantity), toDouble(e.monopoly.profit), 9);
  if (!outcome.equilibrium.quantities.empty() && !outcome.equilibrium.profits.empty())
    charts::addLabelledPoint(chart, axes.x, axes.y, tr("Subgame-perfect outcome"), charts::equilibriumColor(), value(outcome.equilibrium.quantities[0]),
             value(outcome.equilibrium.profits[0]), 14);
  return chart;
}

QChart* DuopolyCharts::iesds(const DuopolyMarket& market, const DuopolyOutcome& outcome) {
  if (outcome.iesdsBounds.empty()) return nullptr;
  const Rational span = (market.a - market.c) / 2;
  const int rounds = int(outcome.iesdsBounds.size());
  auto* chart = newChart(tr("Iterated elimination: the outputs left after each round close in on (a − c)/3"));
  const Axes axes = addAxes(chart, tr("q (a firm's output)"), tr("round"), toDouble(span) * 1.05, 0, rounds + 1);
  charts::setRoundTicks(axes.y, 0, rounds + 1, {}, std::min(rounds + 1, 8), true);
  // Round k removes outputs above the k-th upper bound or below the k-th lower bound; the
  // bounds alternate upper, lower, upper, … starting from (a − c)/2.
  Rational lower = 0, upper = span;
  for (int k = 0; k < rounds; ++k) {
    (k % 2 == 0 ? upper : lower) = outcome.iesdsBounds[std::size_t(k)];
    auto* interval = charts::lineSeries(k == 0 ? tr("Outputs not yet eliminated") : QString(), playerColor(0), 5);
    interval->append(toDouble(lower), k + 1);
    interval->append(toDouble(upper), k + 1);
    charts::attach(chart, interval, axes.x, axes.y, k == 0);
  }
  const double limit = toDouble((market.a - market.c) / 3);
  auto* target = charts::lineSeries(tr("(a − c)/3, the Cournot output"), charts::equilibriumColor(), 2, Qt::DashLine);
  target->append(limit, 0);
  target->append(limit, rounds + 1);
  charts::attach(chart, target, axes.x, axes.y);
  return chart;
}

}  // namespace gamelab::ui
