// GridBoard geometry: where the board, its cells and margins lie, and hit-testing.
#include "ui/impartial/gridboard.h"

#include "ui/impartial/boardbuttonbar.h"

#include "ui/impartial/gridboardstyle.h"

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

using namespace gridstyle;

GridBoard::Layout GridBoard::layout() const {
  Layout l;
  const QFontMetricsF fm(font());
  const double h = fm.height();
  const bool tartanHints = mode_ == Mode::Coins && hints_ && !borderRows_.empty();
  const double numW = fm.horizontalAdvance(QStringLiteral("888")) + 8;
  double leftW = numW + (tartanHints ? numW : 0);
  double topH = (mode_ == Mode::Coins ? 1.3 * h : 0.3 * h) + (tartanHints ? 1.2 * h : 0) +
                (mode_ == Mode::Northcott ? 1.2 * h : 0);
  double bottomH = mode_ == Mode::Queens ? 1.3 * h : 0.3 * h;
  double rightW = mode_ == Mode::Northcott ? fm.horizontalAdvance(QStringLiteral("88 \u2192 88, 88")) + 16 : 8;
  const double textH = 2.6 * h;
  const double barH = buttonBar_->isVisible() ? buttonBar_->sizeHint().height() + 6 : 0;
  const double availW = width() - 2 * kMargin - leftW - rightW;
  const double availH = height() - 2 * kMargin - topH - bottomH - textH - barH;
  const double r = std::max<std::size_t>(rows_, 1), c = std::max<std::size_t>(cols_, 1);
  l.cell = std::clamp(std::min(availW / c, availH / r), 4.0, 96.0);
  const double boardW = l.cell * c, boardH = l.cell * r;
  l.left = kMargin + leftW + std::max(0.0, (availW - boardW) / 2);
  l.top = kMargin + topH + std::max(0.0, (availH - boardH) / 2);
  l.textY = l.top + boardH + bottomH;
  return l;
}

QRectF GridBoard::displayRect(std::size_t row, std::size_t col) const {
  const Layout l = layout();
  return {l.left + static_cast<double>(col) * l.cell, l.top + static_cast<double>(row) * l.cell, l.cell, l.cell};
}

QRectF GridBoard::cellRect(std::size_t a, std::size_t b) const {
  if (!position_) return {};
  const Cell d = toDisplay(a, b);
  if (mode_ == Mode::Queens ? (a >= cols_ || b >= rows_) : (a >= rows_ || b >= cols_)) return {};
  return displayRect(d.first, d.second);
}

std::optional<GridBoard::Cell> GridBoard::displayCellAt(const QPointF& point) const {
  if (!position_ || rows_ == 0 || cols_ == 0) return std::nullopt;
  const Layout l = layout();
  const double c = std::floor((point.x() - l.left) / l.cell);
  const double r = std::floor((point.y() - l.top) / l.cell);
  if (c < 0 || r < 0 || c >= static_cast<double>(cols_) || r >= static_cast<double>(rows_)) return std::nullopt;
  return Cell{static_cast<std::size_t>(r), static_cast<std::size_t>(c)};
}

std::optional<GridBoard::Cell> GridBoard::cellAt(const QPointF& point) const {
  const auto d = displayCellAt(point);
  if (!d) return std::nullopt;
  return fromDisplay(d->first, d->second);
}

void GridBoard::resizeEvent(QResizeEvent* event) {
  ImpartialBoard::resizeEvent(event);
  buttonBar_->placeAtBottom();
}

}  // namespace gamelab::ui
