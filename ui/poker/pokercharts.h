#pragma once
/// The charts of the poker tab (QtCharts): the value v(β) and the optimal thresholds against
/// the bet size β, each sampled exactly from the closed forms (continuouspoker.h) over
/// 0 < β ≤ max(6, 2β₀), with the current β₀ marked.
#include "core/poker/continuouspoker.h"

#include <QCoreApplication>

class QChart;

namespace gamelab::ui {

class PokerCharts {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::PokerCharts)
 public:
  /// v(β) with the point (β₀, v(β₀)); nullptr for β₀ ≤ 0.
  static QChart* value(const PokerGame& game);
  /// One line per threshold against β, the current β₀ as a vertical line; nullptr for β₀ ≤ 0.
  static QChart* thresholds(const PokerGame& game);
};

}  // namespace gamelab::ui
