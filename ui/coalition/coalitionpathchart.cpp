#include "ui/coalition/coalitionpathchart.h"

#include "ui/analysis/analysisformat.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QCategoryAxis>
#include <QValueAxis>

#include <algorithm>

namespace gamelab::ui::charts {

std::vector<std::size_t> pathBreakpoints(const std::vector<PathPoint>& path, bool nucleolus) {
  std::vector<std::size_t> out;
  for (std::size_t k = 1; k + 1 < path.size(); ++k) {
    const auto& a = nucleolus ? path[k - 1].nucleolus : path[k - 1].shapley;
    const auto& b = nucleolus ? path[k].nucleolus : path[k].shapley;
    const auto& c = nucleolus ? path[k + 1].nucleolus : path[k + 1].shapley;
    // Equal spacing in the parameter: a kink is a change of the difference.
    const Rational dt1 = path[k].parameter - path[k - 1].parameter, dt2 = path[k + 1].parameter - path[k].parameter;
    bool kink = false;
    for (std::size_t i = 0; i < a.size() && i < b.size() && i < c.size() && !kink; ++i)
      kink = (b[i] - a[i]) * dt2 != (c[i] - b[i]) * dt1;
    if (kink) out.push_back(k);
  }
  return out;
}

QChart* CoalitionPathChart::create(const CoalitionalGame& game, const std::vector<PathPoint>& path, const QString& parameter) {
  auto* chart = new QChart;
  chart->setTitle(tr("Nucleolus (solid) and Shapley value (dashed) as %1 varies").arg(parameter));
  auto* x = valueAxis(parameter);
  auto* y = valueAxis(tr("payoff"));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  if (path.empty()) return chart;
  double lowX = toDouble(path.front().parameter), highX = toDouble(path.back().parameter);
  double lowY = 0, highY = 0;
  const int n = game.players();
  for (int i = 0; i < n; ++i) {
    const auto name = QString::fromStdString(game.playerNames()[std::size_t(i)]);
    for (bool nucleolus : {true, false}) {
      auto* line = new QLineSeries;
      line->setName(nucleolus ? tr("%1: nucleolus").arg(name) : tr("%1: Shapley").arg(name));
      QPen pen(playerColor(i));
      pen.setWidthF(nucleolus ? 2.5 : 1.8);
      if (!nucleolus) pen.setStyle(Qt::DashLine);
      line->setPen(pen);
      auto* markers = new QScatterSeries;
      markers->setMarkerShape(nucleolus ? QScatterSeries::MarkerShapeCircle : QScatterSeries::MarkerShapeRectangle);
      markers->setMarkerSize(nucleolus ? 6 : 5);
      markers->setColor(nucleolus ? playerColor(i) : QColor(Qt::white));
      markers->setBorderColor(playerColor(i));
      std::vector<QPointF> where;
      QStringList tips;
      for (const auto& p : path) {
        const auto& v = nucleolus ? p.nucleolus : p.shapley;
        if (std::size_t(i) >= v.size()) continue;
        const QPointF at(toDouble(p.parameter), toDouble(v[std::size_t(i)]));
        lowY = std::min(lowY, at.y());
        highY = std::max(highY, at.y());
        line->append(at);
        markers->append(at);
        where.push_back(at);
        tips << (nucleolus ? tr("%1 = %2: nucleolus %3 (%4 gets %5)") : tr("%1 = %2: Shapley value %3 (%4 gets %5)"))
                    .arg(parameter, formatRational(p.parameter), fmt::vector(v), name, formatRational(v[std::size_t(i)]));
      }
      attach(chart, line, x, y);
      attach(chart, markers, x, y, false);
      setPointToolTips(markers, where, tips);
    }
  }
  if (highX <= lowX) highX = lowX + 1;
  if (highY <= lowY) highY = lowY + 1;
  const double pad = (highY - lowY) * 0.05;
  setRoundTicks(x, lowX, highX);
  setRoundTicks(y, lowY - pad, highY + pad);
  return chart;
}

}  // namespace gamelab::ui::charts
