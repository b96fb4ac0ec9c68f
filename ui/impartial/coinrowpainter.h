#pragma once
/// Drawing of one coin, shared by the coin-row and coin-grid boards: gold with "H" for heads,
/// grey with "T" for tails, a rim, a shadow; `squeeze` in [0, 1] narrows it horizontally (a
/// coin being flipped).
#include <QFont>
#include <QRectF>

class QPainter;

namespace gamelab::ui {

void paintCoin(QPainter& painter, const QRectF& rect, bool heads, double squeeze, const QFont& font);

}  // namespace gamelab::ui
