#pragma once
/// The players' colours, shared by the payoff table (each player's payoffs in its colour), the
/// analysis pages and the charts, so that "player 2" looks the same everywhere. Eight colours
/// from Okabe & Ito's colour-blind-safe palette (darkened where needed to read as text on white).
#include <QColor>

namespace gamelab::ui {

/// Number of distinct player colours; players beyond it reuse them cyclically.
constexpr int kPlayerColorCount = 8;

/// The colour of `player` (0-based): 0 blue, 1 vermilion, 2 bluish green, 3 reddish purple,
/// 4 orange, 5 sky blue, 6 dark yellow, 7 grey. Dark enough for text on a light background.
QColor playerColor(int player);

/// A light tint of playerColor(player) for backgrounds and filled areas.
QColor playerTint(int player);

}  // namespace gamelab::ui
