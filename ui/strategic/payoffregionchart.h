#pragma once
/// The payoff region of a two-player game (source 000 §3.2, §3.4.1) as a Qt chart: the payoff
/// pairs of the cells, their convex hull shaded (the payoffs of all correlated/cooperative
/// mixtures), the Pareto frontier emphasised, the equilibrium payoffs, the best correlated
/// equilibrium's payoffs, the safety point (v_I, v_II) and the individually rational quadrant.
#include "ui/strategic/strategicanalysis.h"

#include <QCoreApplication>

class QChart;

namespace gamelab::ui::charts {

class PayoffRegionChart {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::charts::PayoffRegionChart)
 public:
  /// A new chart (the caller owns it); `analysis.region` must be set (two players).
  static QChart* create(const StrategicAnalysis& analysis);
};

}  // namespace gamelab::ui::charts
