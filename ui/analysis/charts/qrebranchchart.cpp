#include "ui/analysis/charts/qrebranchchart.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/playercolors.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>

#include <cmath>

namespace gamelab::ui {

namespace {

Qt::PenStyle styleOfAgent(int player) {
  static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
  return styles[static_cast<std::size_t>(player) % 5];
}

}  // namespace

QreBranchChart::QreBranchChart(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  setMinimumHeight(240);
  setToolTip(generalToolTip());
  rebuild();
}

QString QreBranchChart::generalToolTip() {
  return tr("The principal branch of logit quantal response equilibria, traced from uniform play at λ = 0");
}

void QreBranchChart::setBranch(const std::vector<QrePoint>& points, const QStringList& agentNames,
                               const std::vector<QStringList>& choiceNames, const std::vector<int>& agentPlayers) {
  points_ = points;
  agentNames_ = agentNames;
  choiceNames_ = choiceNames;
  agentPlayers_ = agentPlayers;
  fitted_.clear();
  rebuild();
}

void QreBranchChart::setAxis(Axis axis) {
  if (axis == axis_) return;
  axis_ = axis;
  rebuild();
}

double QreBranchChart::xOf(double lambda) const { return axis_ == Axis::Lambda ? lambda : lambda / (1 + lambda); }

void QreBranchChart::setMarker(double lambda) {
  marker_ = lambda;
  if (!markerSeries_) return;
  markerSeries_->clear();
  if (!std::isnan(lambda)) markerSeries_->append({QPointF(xOf(lambda), 0), QPointF(xOf(lambda), 1)});
}

void QreBranchChart::setFitted(double lambda, const std::vector<double>& probabilities) {
  fittedLambda_ = lambda;
  fitted_ = probabilities;
  if (!fittedSeries_) return;
  fittedSeries_->clear();
  for (double p : fitted_) fittedSeries_->append(xOf(fittedLambda_), p);
}

void QreBranchChart::rebuild() {
  auto* chart = new QChart;
  auto* x = charts::valueAxis(axis_ == Axis::Lambda ? tr("λ") : tr("λ / (1 + λ)"));
  auto* y = charts::valueAxis();  // probabilities 0..1; the legend names each line
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  // λ axis: up to where the branch has settled (every probability within 0.01 of its end), as
  // the tail to λ = 10⁶ would squeeze the interesting part into the first pixels.
  double xMax = 1.0;
  if (axis_ == Axis::Squashed) {
    xMax = 1.0;
  } else if (!points_.empty()) {
    std::size_t settled = points_.size() - 1;
    auto near = [&](const QrePoint& p) {
      for (std::size_t a = 0; a < p.profile.size(); ++a)
        for (std::size_t j = 0; j < p.profile[a].size(); ++j)
          if (std::abs(p.profile[a][j] - points_.back().profile[a][j]) > 0.01) return false;
      return true;
    };
    while (settled > 0 && near(points_[settled - 1])) --settled;
    double reached = 0;
    for (std::size_t k = 0; k <= settled; ++k) reached = std::max(reached, points_[k].lambda);
    xMax = std::max(1.0, 1.5 * reached);
  }
  // Many lines: no legend (it would crowd out the plot); each line names itself on hover and the
  // table beside the chart lists the choices.
  int lines = 0;
  for (const QStringList& names : choiceNames_) lines += names.size();
  const bool legend = lines <= kLegendLines;
  std::size_t choice = 0;
  for (std::size_t a = 0; a < choiceNames_.size(); ++a) {
    for (int j = 0; j < choiceNames_[a].size(); ++j, ++choice) {
      auto* series = new QLineSeries(chart);
      series->setName(QStringLiteral("%1: %2").arg(agentNames_.value(int(a)), choiceNames_[a][j]));
      QPen pen(playerColor(j));
      pen.setWidthF(2);
      pen.setStyle(styleOfAgent(a < agentPlayers_.size() ? agentPlayers_[a] : 0));
      series->setPen(pen);
      for (const QrePoint& p : points_) {
        if (a >= p.profile.size() || std::size_t(j) >= p.profile[a].size()) continue;
        series->append(xOf(p.lambda), p.profile[a][std::size_t(j)]);
        if (xOf(p.lambda) > xMax) break;  // beyond the axis (Qt would draw it outside the plot)
      }
      charts::attach(chart, series, x, y, legend);
      if (!legend)
        connect(series, &QLineSeries::hovered, this, [this, name = series->name()](const QPointF&, bool on) {
          setToolTip(on ? name : generalToolTip());
        });
    }
  }
  markerSeries_ = new QLineSeries(chart);
  QPen markerPen(QColor(80, 80, 80));
  markerPen.setWidthF(1.5);
  markerSeries_->setPen(markerPen);
  charts::attach(chart, markerSeries_, x, y, false);
  fittedSeries_ = new QScatterSeries(chart);
  fittedSeries_->setName(tr("fitted"));
  fittedSeries_->setColor(charts::equilibriumColor());
  fittedSeries_->setMarkerSize(9);
  charts::attach(chart, fittedSeries_, x, y, !fitted_.empty());
  charts::setRoundTicks(x, 0, xMax, {}, 6, false, axis_ == Axis::Lambda);
  charts::setRoundTicks(y, 0, 1, {}, 5, false, false);
  charts::showChart(this, chart);
  setMarker(marker_);
  setFitted(fittedLambda_, fitted_);
}

}  // namespace gamelab::ui
