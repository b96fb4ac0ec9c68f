#pragma once
/// Voting power as a bar chart (source 000 §4.3.4, the Nassau County table): for each player
/// the Shapley–Shubik index beside the player's share of the weight (weighted voting games)
/// and the normalised Banzhaf index; hovering a bar shows the exact value.
#include "core/coalition/coalitionalgame.h"
#include "core/coalition/powerindices.h"

#include <QCoreApplication>

class QChart;

namespace gamelab::ui::charts {

class VotingPowerChart {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::charts::VotingPowerChart)
 public:
  /// Charts are drawn for up to this many players (one group of bars each).
  static constexpr int kMaxPlayers = 40;
  /// A new chart (the caller owns it, e.g. via QChartView::setChart). `game` gives the names and,
  /// when it is a weighted voting game, the weights.
  static QChart* create(const CoalitionalGame& game, const PowerIndices& power);
};

}  // namespace gamelab::ui::charts
