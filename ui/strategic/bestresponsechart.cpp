#include "ui/strategic/bestresponsechart.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QCategoryAxis>
#include <QValueAxis>

namespace gamelab::ui::charts {

namespace {
QPointF at(const PayoffPoint& point) { return QPointF(toDouble(point.u), toDouble(point.v)); }

QString pointText(const PayoffPoint& point) {
  return QStringLiteral("p = %1, q = %2").arg(formatRational(point.u), formatRational(point.v));
}

QString name(const StrategicGame& game, std::size_t player) {
  if (player < game.playerNames.size() && !game.playerNames[player].empty()) return QString::fromStdString(game.playerNames[player]);
  return BestResponseChart::tr("Player %1").arg(player + 1);
}
}  // namespace

QChart* BestResponseChart::create(const StrategicGame& game, const BestResponseDiagram& d) {
  auto* chart = new QChart;
  chart->setTitle(tr("Best responses: the equilibria are where they cross"));
  auto* x = valueAxis(tr("p = P(row %1)").arg(QString::fromStdString(game.strategyLabel(0, 0))));
  auto* y = valueAxis(tr("q = P(column %1)").arg(QString::fromStdString(game.strategyLabel(1, 0))));
  for (auto* axis : {x, y}) setRoundTicks(axis, -0.03, 1.03, {}, 5, false, false);
  x->setTitleBrush(playerColor(0));
  y->setTitleBrush(playerColor(1));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);

  auto addSegments = [&](const std::vector<DiagramSegment>& segments, std::size_t player, const QString& label) {
    QPen pen(playerColor(int(player)));
    pen.setWidthF(3.5);
    pen.setCapStyle(Qt::RoundCap);
    if (player == 1) pen.setStyle(Qt::DashLine);
    bool first = true;
    for (const auto& s : segments) {
      auto* series = new QLineSeries;
      series->setName(label);
      series->setPen(pen);
      series->append(at(s.from));
      series->append(at(s.to));
      attach(chart, series, x, y, first);
      first = false;
    }
  };
  addSegments(d.rowPlayer, 0, tr("%1's best response").arg(name(game, 0)));
  addSegments(d.colPlayer, 1, tr("%1's best response").arg(name(game, 1)));

  // Equilibria: thick translucent segments for continua, gold points for isolated ones and
  // the ends of segments.
  QPen thick(QColor(0, 0, 0, 70));
  thick.setWidthF(12);
  thick.setCapStyle(Qt::RoundCap);
  bool firstSegment = true;
  auto* points = new QScatterSeries;
  points->setName(tr("equilibria"));
  points->setColor(equilibriumColor());
  points->setBorderColor(Qt::black);
  points->setMarkerSize(14);
  std::vector<QPointF> where;
  QStringList tips;
  for (const auto& e : d.equilibria) {
    if (e.from != e.to) {
      auto* series = new QLineSeries;
      series->setName(tr("continuum"));
      series->setPen(thick);
      series->append(at(e.from));
      series->append(at(e.to));
      attach(chart, series, x, y, firstSegment);
      firstSegment = false;
      for (const auto& end : {e.from, e.to}) {
        where.push_back(at(end));
        tips << tr("equilibria from %1 to %2").arg(pointText(e.from), pointText(e.to));
      }
    } else {
      where.push_back(at(e.from));
      tips << tr("equilibrium %1").arg(pointText(e.from));
    }
  }
  for (const auto& p : where) points->append(p);
  attach(chart, points, x, y);
  setPointToolTips(points, where, tips);
  return chart;
}

}  // namespace gamelab::ui::charts
