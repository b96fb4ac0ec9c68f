#pragma once
/// The best-response diagram of a 2x2 game (source 000 §3.2.2) as a Qt chart: the unit square
/// with p = P(player 1 plays row 1) across and q = P(player 2 plays column 1) up, player 1's
/// best-response correspondence in player 1's colour (solid), player 2's in player 2's colour
/// (dashed), and the equilibria where they cross as points or thick segments.
#include "core/strategic/payoffregion.h"
#include "core/strategic/strategicgame.h"

#include <QCoreApplication>

class QChart;

namespace gamelab::ui::charts {

class BestResponseChart {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::charts::BestResponseChart)
 public:
  /// A new chart (the caller owns it, e.g. via QChartView::setChart).
  static QChart* create(const StrategicGame& game, const BestResponseDiagram& diagram);
};

}  // namespace gamelab::ui::charts
