#pragma once
/// The two drawings of the poker tab, painted from the exact model (continuouspoker.h):
///  - PokerSquareView: the unit square of hands, x (I's hand) to the right and y (II's hand)
///    up, tiled by the regions of optimal play (I folds / checks / bets / bluffs, II folds /
///    checks / calls) with I's payoff written in each, the thresholds marked on the axes (like
///    the La Relance figure of the source); hovering a region tells what happens there.
///  - PokerTreeView: the betting tree of the model (I's move, then II's), payoffs to I at the
///    leaves with the current β.
#include "core/poker/continuouspoker.h"

#include <QWidget>

#include <vector>

namespace gamelab::ui {

class PokerSquareView : public QWidget {
  Q_OBJECT
 public:
  explicit PokerSquareView(QWidget* parent = nullptr);
  /// Shows the optimal play of `game`; an invalid game (β ≤ 0) shows an empty square.
  void setGame(const PokerGame& game);
  const std::vector<PokerRegion>& regions() const { return regions_; }
  /// What happens in a region, in words ("I bluffs, II calls: I loses 3").
  static QString regionText(const PokerRegion& region);
  QSize sizeHint() const override { return {460, 460}; }

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;

 private:
  QRectF squareRect() const;
  QPointF toWidget(const Rational& x, const Rational& y) const;
  PokerGame game_;
  std::vector<PokerRegion> regions_;
  std::vector<PokerThreshold> thresholds_;
};

class PokerTreeView : public QWidget {
  Q_OBJECT
 public:
  explicit PokerTreeView(QWidget* parent = nullptr);
  void setGame(const PokerGame& game);
  QSize sizeHint() const override { return {420, 260}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  PokerGame game_;
};

}  // namespace gamelab::ui
