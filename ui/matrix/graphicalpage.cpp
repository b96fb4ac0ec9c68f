#include "ui/matrix/graphicalpage.h"

#include "ui/analysis/analysisformat.h"
#include "ui/analysis/charts/chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QCategoryAxis>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

GraphicalPage::GraphicalPage(QWidget* parent) : MatrixPage(parent), view_(new QChartView(this)), text_(new QLabel(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(view_, 1);
  layout->addWidget(text_);
  text_->setWordWrap(true);
  text_->setTextFormat(Qt::RichText);
  text_->setMargin(6);
  view_->setRenderHint(QPainter::Antialiasing);
  view_->setMinimumHeight(260);
}

void GraphicalPage::setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint) {
  auto* chart = new QChart;
  charts::showChart(view_, chart);
  if (!analysis) {
    text_->setText(hint);
    return;
  }
  const auto& a = *analysis;
  if (!a.graphical) {
    text_->setText(tr("The graphical method needs 2 rows or 2 columns (also after removing dominated lines); this game is %1 x %2, "
                      "reduced %3 x %4.")
                       .arg(a.game.rows).arg(a.game.cols).arg(a.reduced.game.rows).arg(a.reduced.game.cols));
    return;
  }
  const auto& g = *a.graphical;
  const auto& sub = a.graphicalGame;
  const bool twoByN = g.kind == GraphicalKind::TwoByN;
  chart->setTitle(twoByN ? tr("Player I mixes rows %1 and %2: lower envelope (what I is sure to get)")
                               .arg(QString::fromStdString(a.game.rowLabel(sub.rows[0])), QString::fromStdString(a.game.rowLabel(sub.rows[1])))
                         : tr("Player II mixes columns %1 and %2: upper envelope (what II may have to pay)")
                               .arg(QString::fromStdString(a.game.colLabel(sub.cols[0])), QString::fromStdString(a.game.colLabel(sub.cols[1]))));

  auto* axisX = charts::valueAxis();
  charts::setRoundTicks(axisX, 0, 1, {}, 4);
  axisX->setTitleText(twoByN ? tr("p = probability of row %1").arg(QString::fromStdString(a.game.rowLabel(sub.rows[0])))
                             : tr("q = probability of column %1").arg(QString::fromStdString(a.game.colLabel(sub.cols[0]))));
  auto* axisY = charts::valueAxis(tr("expected payoff to I"));
  chart->addAxis(axisX, Qt::AlignBottom);
  chart->addAxis(axisY, Qt::AlignLeft);

  double lo = 0, hi = 0;
  bool first = true;
  static const QList<QColor> palette = {QColor(0x1e, 0x88, 0xe5), QColor(0x43, 0xa0, 0x47), QColor(0xfb, 0x8c, 0x00),
                                        QColor(0x8e, 0x24, 0xaa), QColor(0x00, 0xac, 0xc1), QColor(0x6d, 0x4c, 0x41),
                                        QColor(0xd8, 0x1b, 0x60), QColor(0x7c, 0xb3, 0x42)};
  auto attach = [&](QAbstractSeries* s) {
    chart->addSeries(s);
    s->attachAxis(axisX);
    s->attachAxis(axisY);
  };
  for (std::size_t k = 0; k < g.lines.size(); ++k) {
    const auto& line = g.lines[k];
    const double y0 = toDouble(line.atZero), y1 = toDouble(line.atOne);
    if (first) { lo = std::min(y0, y1); hi = std::max(y0, y1); first = false; }
    lo = std::min({lo, y0, y1});
    hi = std::max({hi, y0, y1});
    auto* s = new QLineSeries;
    const std::size_t original = twoByN ? sub.cols[line.index] : sub.rows[line.index];
    QString name = twoByN ? tr("col %1").arg(QString::fromStdString(a.game.colLabel(original)))
                          : tr("row %1").arg(QString::fromStdString(a.game.rowLabel(original)));
    if (!line.touchesEnvelope) name += QLatin1Char(' ') + tr("(dominated)");
    s->setName(name);
    s->append(0, y0);
    s->append(1, y1);
    QPen pen(palette[int(k % std::size_t(palette.size()))]);
    pen.setWidthF(1.5);
    if (!line.touchesEnvelope) pen.setStyle(Qt::DashLine);
    s->setPen(pen);
    attach(s);
  }
  // The envelope, bold.
  auto* env = new QLineSeries;
  env->setName(twoByN ? tr("lower envelope") : tr("upper envelope"));
  for (const auto& [x, y] : g.vertices) env->append(toDouble(x), toDouble(y));
  QPen envPen(Qt::black);
  envPen.setWidthF(4);
  env->setPen(envPen);
  attach(env);
  // Optimal interval (thick red) or point.
  if (g.optimumLow != g.optimumHigh) {
    auto* flat = new QLineSeries;
    flat->setName(tr("optimal interval"));
    flat->append(toDouble(g.optimumLow), toDouble(g.value));
    flat->append(toDouble(g.optimumHigh), toDouble(g.value));
    QPen pen(QColor(0xe5, 0x39, 0x35));
    pen.setWidthF(8);
    pen.setCapStyle(Qt::RoundCap);
    flat->setPen(pen);
    attach(flat);
  }
  auto* point = new QScatterSeries;
  point->setName(tr("optimum"));
  point->setColor(QColor(0xe5, 0x39, 0x35));
  point->setBorderColor(Qt::black);
  point->setMarkerSize(13);
  point->append(toDouble(g.optimumLow), toDouble(g.value));
  if (g.optimumLow != g.optimumHigh) point->append(toDouble(g.optimumHigh), toDouble(g.value));
  attach(point);
  const double pad = std::max(0.5, (hi - lo) * 0.08);
  charts::setRoundTicks(axisY, lo - pad, hi + pad);

  // Text below.
  const QString x = twoByN ? QStringLiteral("p") : QStringLiteral("q");
  QString t;
  if (g.optimumLow == g.optimumHigh)
    t = tr("Optimum at %1 = %2, value %3.").arg(x, fmt::exact(g.optimumLow), fmt::exactApprox(g.value));
  else
    t = tr("Every %1 in [%2, %3] is optimal (flat piece of the envelope), value %4.")
            .arg(x, fmt::exact(g.optimumLow), fmt::exact(g.optimumHigh), fmt::exactApprox(g.value));
  QStringList through;
  for (auto l : g.subgameLines)
    through << (twoByN ? tr("col %1").arg(QString::fromStdString(a.game.colLabel(sub.cols[l])))
                       : tr("row %1").arg(QString::fromStdString(a.game.rowLabel(sub.rows[l]))));
  if (!through.isEmpty()) t += QLatin1Char(' ') + tr("The other player mixes %1 (the sub-game through the optimum).").arg(through.join(QLatin1String(", ")));
  QStringList dominated;
  for (const auto& line : g.lines)
    if (!line.touchesEnvelope)
      dominated << (twoByN ? tr("col %1").arg(QString::fromStdString(a.game.colLabel(sub.cols[line.index])))
                           : tr("row %1").arg(QString::fromStdString(a.game.rowLabel(sub.rows[line.index]))));
  if (!dominated.isEmpty()) t += QLatin1Char(' ') + tr("Never on the envelope (dominated): %1.").arg(dominated.join(QLatin1String(", ")));
  if (!sub.isWholeGame) t = tr("After removing dominated lines.") + QLatin1Char(' ') + t;
  t += QStringLiteral("<br>") + tr("I: %1 &nbsp; II: %2").arg(fmt::vector(g.rowStrategy), fmt::vector(g.colStrategy));
  text_->setText(t);
  charts::styleChart(chart);
}

}  // namespace gamelab::ui
