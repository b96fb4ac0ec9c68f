#include "ui/strategic/payoffregionchart.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/strategic/strategicpage.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gamelab::ui::charts {

namespace {
using T = StrategicText;

QPointF at(const PayoffPoint& p) { return QPointF(toDouble(p.u), toDouble(p.v)); }
QString pair(const Rational& u, const Rational& v) { return QStringLiteral("(%1, %2)").arg(formatRational(u), formatRational(v)); }

/// The hull split into its lower and upper chains from left to right (x-monotone), for
/// QAreaSeries. `hull` is counter-clockwise with at least three vertices.
void chains(const std::vector<PayoffPoint>& hull, QLineSeries* lower, QLineSeries* upper) {
  const std::size_t n = hull.size();
  auto less = [](const PayoffPoint& a, const PayoffPoint& b) { return a.u < b.u || (a.u == b.u && a.v < b.v); };
  const std::size_t left = std::size_t(std::min_element(hull.begin(), hull.end(), less) - hull.begin());
  const std::size_t right = std::size_t(std::max_element(hull.begin(), hull.end(), less) - hull.begin());
  // Counter-clockwise from the leftmost-lowest point runs along the bottom to the right.
  for (std::size_t k = left;; k = (k + 1) % n) {
    lower->append(at(hull[k]));
    if (hull[k].u == hull[right].u) break;
  }
  std::vector<QPointF> top;
  for (std::size_t k = right;; k = (k + 1) % n) {
    top.push_back(at(hull[k]));
    if (k == left) break;
  }
  std::reverse(top.begin(), top.end());
  for (const auto& p : top) upper->append(p);
}
}  // namespace

QChart* PayoffRegionChart::create(const StrategicAnalysis& a) {
  const auto& g = a.game;
  const auto& region = *a.region;
  auto* chart = new QChart;
  chart->setTitle(tr("Payoff region"));
  auto* x = valueAxis(tr("payoff to %1").arg(T::playerName(g, 0)));
  auto* y = valueAxis(tr("payoff to %1").arg(T::playerName(g, 1)));
  x->setTitleBrush(playerColor(0));
  y->setTitleBrush(playerColor(1));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);

  double minU = 0, maxU = 0, minV = 0, maxV = 0;
  bool first = true;
  auto extend = [&](double u, double v) {
    if (first) { minU = maxU = u; minV = maxV = v; first = false; }
    minU = std::min(minU, u); maxU = std::max(maxU, u);
    minV = std::min(minV, v); maxV = std::max(maxV, v);
  };
  for (const auto& p : region.points) extend(toDouble(p.u), toDouble(p.v));
  if (a.safety && a.safety->size() == 2) extend(toDouble((*a.safety)[0].value), toDouble((*a.safety)[1].value));

  // The hull, shaded; a segment or a point when it is degenerate.
  QColor fill(0x90, 0xa4, 0xae, 70);
  QPen hullPen(QColor(0x78, 0x90, 0x9c));
  hullPen.setWidthF(1.2);
  if (region.hull.size() >= 3) {
    auto* lower = new QLineSeries(chart);
    auto* upper = new QLineSeries(chart);
    chains(region.hull, lower, upper);
    auto* area = new QAreaSeries(upper, lower);
    area->setName(tr("feasible (convex hull)"));
    area->setBrush(fill);
    area->setPen(hullPen);
    attach(chart, area, x, y);
  } else if (region.hull.size() == 2) {
    auto* line = new QLineSeries;
    line->setName(tr("feasible (convex hull)"));
    line->setPen(hullPen);
    line->append(at(region.hull[0]));
    line->append(at(region.hull[1]));
    attach(chart, line, x, y);
  }

  // The Pareto frontier, bold.
  if (!region.paretoFrontier.empty()) {
    auto* pareto = new QLineSeries;
    pareto->setName(tr("Pareto frontier"));
    QPen pen(QColor(0x26, 0x32, 0x38));
    pen.setWidthF(4);
    pen.setCapStyle(Qt::RoundCap);
    pareto->setPen(pen);
    for (const auto& p : region.paretoFrontier) pareto->append(at(p));
    if (region.paretoFrontier.size() == 1) pareto->append(at(region.paretoFrontier.front()));
    attach(chart, pareto, x, y);
  }

  // The individually rational quadrant.
  if (a.safety && a.safety->size() == 2) {
    const Rational& vI = (*a.safety)[0].value;
    const Rational& vII = (*a.safety)[1].value;
    const double su = toDouble(vI), sv = toDouble(vII);
    const double padU = std::max(0.5, (maxU - minU) * 0.08), padV = std::max(0.5, (maxV - minV) * 0.08);
    QPen dashed(QColor(0x61, 0x61, 0x61));
    dashed.setStyle(Qt::DashLine);
    dashed.setWidthF(1.5);
    auto* quadrant = new QLineSeries;
    quadrant->setName(tr("individually rational"));
    quadrant->setPen(dashed);
    quadrant->append(su, maxV + padV);
    quadrant->append(su, sv);
    quadrant->append(maxU + padU, sv);
    attach(chart, quadrant, x, y);
  }

  // The cells.
  auto* cells = new QScatterSeries;
  cells->setName(tr("cells"));
  cells->setMarkerSize(8);
  cells->setColor(QColor(0x45, 0x5a, 0x64));
  cells->setBorderColor(QColor(0x45, 0x5a, 0x64));
  std::vector<QPointF> cellPoints;
  QStringList cellTips;
  for (std::size_t t = 0; t < region.points.size(); ++t) {
    cellPoints.push_back(at(region.points[t]));
    cellTips << tr("cell %1: %2").arg(T::cell(g, t), pair(region.points[t].u, region.points[t].v));
    cells->append(cellPoints.back());
  }
  attach(chart, cells, x, y);
  setPointToolTips(cells, cellPoints, cellTips);

  // The equilibria's payoffs.
  const auto list = equilibriumList(a);
  if (!list.empty()) {
    auto* eq = new QScatterSeries;
    eq->setName(tr("Nash equilibria"));
    eq->setMarkerSize(14);
    eq->setColor(equilibriumColor());
    eq->setBorderColor(Qt::black);
    std::vector<QPointF> points;
    QStringList tips;
    for (std::size_t k = 0; k < list.size(); ++k) {
      const auto payoffs = expectedPayoffs(g, list[k]);
      points.emplace_back(toDouble(payoffs[0]), toDouble(payoffs[1]));
      tips << tr("equilibrium %1: %2").arg(k + 1).arg(pair(payoffs[0], payoffs[1]));
      eq->append(points.back());
    }
    attach(chart, eq, x, y);
    setPointToolTips(eq, points, tips);
  }

  // The best correlated equilibrium.
  if (a.correlated && a.correlated->bestPayoffs.size() == 2) {
    const auto& b = a.correlated->bestPayoffs;
    auto* corr = new QScatterSeries;
    corr->setName(tr("best correlated eq."));
    corr->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    corr->setMarkerSize(11);
    corr->setColor(QColor(0x8e, 0x24, 0xaa));
    corr->setBorderColor(Qt::white);
    const QPointF p(toDouble(b[0]), toDouble(b[1]));
    corr->append(p);
    attach(chart, corr, x, y);
    setPointToolTips(corr, {p}, {tr("best correlated equilibrium %1 (total %2)").arg(pair(b[0], b[1]), formatRational(a.correlated->bestTotalPayoff))});
  }

  // The safety point, on top.
  if (a.safety && a.safety->size() == 2) {
    const Rational& vI = (*a.safety)[0].value;
    const Rational& vII = (*a.safety)[1].value;
    const double su = toDouble(vI), sv = toDouble(vII);
    auto* safety = new QScatterSeries;
    safety->setName(tr("safety point"));
    safety->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    safety->setMarkerSize(9);
    safety->setColor(Qt::white);
    safety->setBorderColor(Qt::black);
    safety->append(su, sv);
    attach(chart, safety, x, y);
    setPointToolTips(safety, {QPointF(su, sv)}, {tr("safety levels %1").arg(pair(vI, vII))});
  }

  const double padU = std::max(0.5, (maxU - minU) * 0.08), padV = std::max(0.5, (maxV - minV) * 0.08);
  setRoundTicks(x, minU - padU, maxU + padU);
  setRoundTicks(y, minV - padV, maxV + padV);
  return chart;
}

}  // namespace gamelab::ui::charts
