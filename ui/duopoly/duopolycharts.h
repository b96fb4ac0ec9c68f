#pragma once
/// The pictures of the duopoly tab (spec ferguson-ch3-general-sum.md §3.2), each a new QChart
/// from a valid market and its outcome, drawn by sampling the exact functions of
/// core/duopoly/duopolycurves.h: the reaction curves in the (q₁, q₂) plane with the iso-profit
/// contours through the equilibrium and the Cournot, Stackelberg, monopoly and cartel points;
/// the price picture (differentiated demand: price reaction lines; homogeneous Bertrand: firm 1's
/// profit against its own price with the undercutting jump); the entry-deterrence curves; the
/// IESDS intervals.
#include "core/duopoly/duopoly.h"

#include <QCoreApplication>

class QChart;

namespace gamelab::ui {

class DuopolyCharts {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::DuopolyCharts)
 public:
  /// Quantity models with two firms; nullptr otherwise.
  static QChart* reactionCurves(const DuopolyMarket& market, const DuopolyOutcome& outcome);
  /// Price models; nullptr otherwise.
  static QChart* prices(const DuopolyMarket& market, const DuopolyOutcome& outcome);
  /// The entry model; nullptr otherwise.
  static QChart* entry(const DuopolyMarket& market, const DuopolyOutcome& outcome);
  /// Two-firm Cournot with equal costs: the outputs that survive k rounds of eliminating strictly
  /// dominated outputs, one interval per round, shrinking to (a − c)/3 (T26); nullptr otherwise.
  static QChart* iesds(const DuopolyMarket& market, const DuopolyOutcome& outcome);
};

}  // namespace gamelab::ui
