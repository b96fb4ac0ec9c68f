#pragma once
/// The nucleolus and the Shapley value of each player along a one-parameter family of games
/// (source 000 §4.4.2, the bankruptcy path as the estate E goes from 0 to 60): per player a
/// solid line (nucleolus) and a dashed line (Shapley value) in the player's colour, with a
/// marker at every sample; hovering a marker shows the exact allocation there.
#include "core/coalition/coalitionalgame.h"
#include "core/coalition/parametricpath.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class QChart;

namespace gamelab::ui::charts {

class CoalitionPathChart {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::charts::CoalitionPathChart)
 public:
  /// A new chart (the caller owns it). `game` gives the player names; `parameter` names the
  /// horizontal axis ("v(N)", "E").
  static QChart* create(const CoalitionalGame& game, const std::vector<PathPoint>& path, const QString& parameter);
};

/// The samples (indices into `path`) where the slope of some player's curve changes: the
/// breakpoints of the piecewise-linear paths, for `nucleolus` or the Shapley value.
std::vector<std::size_t> pathBreakpoints(const std::vector<PathPoint>& path, bool nucleolus);

}  // namespace gamelab::ui::charts
