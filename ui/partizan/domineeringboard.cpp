#include "ui/partizan/domineeringboard.h"

#include "ui/partizan/partizancolors.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

DomineeringBoard::DomineeringBoard(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setToolTip(tr("Click a cell to fill or empty it; drag across two empty cells to place a domino "
                "(vertical: Left's, blue; horizontal: Right's, red)"));
}

void DomineeringBoard::setPosition(const QString& text) {
  cells_.clear();
  if (!text.isEmpty())
    for (const QString& row : text.split(QLatin1Char('/'))) {
      std::vector<bool> line;
      for (const QChar c : row)
        if (c == QLatin1Char('.') || c == QLatin1Char('#')) line.push_back(c == QLatin1Char('#'));
      cells_.push_back(std::move(line));
    }
  pressed_.reset();
  updateGeometry();
  update();
}

QString DomineeringBoard::position() const {
  QStringList rows;
  for (const auto& row : cells_) {
    QString line;
    for (bool filled : row) line += filled ? QLatin1Char('#') : QLatin1Char('.');
    rows << line;
  }
  return rows.join(QLatin1Char('/'));
}

QString DomineeringBoard::resized(const QString& text, int rows, int columns) {
  const QStringList old = text.isEmpty() ? QStringList() : text.split(QLatin1Char('/'));
  QStringList out;
  for (int r = 0; r < rows; ++r) {
    QString line;
    for (int c = 0; c < columns; ++c)
      line += r < old.size() && c < old[r].size() ? old[r][c] : QLatin1Char('.');
    out << line;
  }
  return out.join(QLatin1Char('/'));
}

QSize DomineeringBoard::sizeHint() const { return {std::max(200, columns() * 44 + 20), std::max(160, rows() * 44 + 20)}; }

double DomineeringBoard::cellSize() const {
  if (rows() == 0 || columns() == 0) return 0;
  return std::max(4.0, std::min((width() - 20.0) / columns(), (height() - 20.0) / rows()));
}

QRectF DomineeringBoard::boardRect() const {
  const double s = cellSize();
  const QSizeF size(s * columns(), s * rows());
  return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

QPoint DomineeringBoard::cellCenter(int row, int col) const {
  const QRectF r = boardRect();
  const double s = cellSize();
  return QPointF(r.left() + (col + 0.5) * s, r.top() + (row + 0.5) * s).toPoint();
}

std::optional<DomineeringBoard::Cell> DomineeringBoard::cellAt(QPointF point) const {
  const QRectF r = boardRect();
  if (!r.contains(point) || cellSize() <= 0) return std::nullopt;
  const int col = std::clamp(int((point.x() - r.left()) / cellSize()), 0, columns() - 1);
  const int row = std::clamp(int((point.y() - r.top()) / cellSize()), 0, rows() - 1);
  return Cell{row, col};
}

std::optional<std::pair<int, int>> DomineeringBoard::cellIndexAt(QPointF point) const {
  const auto cell = cellAt(point);
  if (!cell) return std::nullopt;
  return std::pair{cell->row, cell->col};
}

void DomineeringBoard::setPlacedDominoes(std::vector<PlacedDomino> dominoes) {
  placed_ = std::move(dominoes);
  update();
}

void DomineeringBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  if (rows() == 0 || columns() == 0) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter, tr("Empty board: set rows and columns"));
    return;
  }
  const QRectF board = boardRect();
  const double s = cellSize();
  for (int r = 0; r < rows(); ++r)
    for (int c = 0; c < columns(); ++c) {
      const QRectF cell(board.left() + c * s, board.top() + r * s, s, s);
      p.fillRect(cell, cells_[r][c] ? partizancolors::filledCell() : partizancolors::emptyCell());
      p.setPen(QPen(partizancolors::gridLine(), 1));
      p.drawRect(cell);
    }
  // Dominoes placed in play, in their player's colour.
  for (const PlacedDomino& d : placed_) {
    const int r0 = std::min(d.row1, d.row2), c0 = std::min(d.col1, d.col2);
    const bool vertical = d.col1 == d.col2;
    const QRectF domino(board.left() + c0 * s + 3, board.top() + r0 * s + 3, (vertical ? s : 2 * s) - 6,
                        (vertical ? 2 * s : s) - 6);
    p.setPen(QPen(palette().color(QPalette::Base), 1.5));
    p.setBrush(d.left ? partizancolors::left() : partizancolors::right());
    p.drawRoundedRect(domino, 5, 5);
  }
  // The domino being dragged: blue when vertical (Left's), red when horizontal (Right's).
  if (pressed_ && hovered_ && adjacent(*pressed_, *hovered_) && !cells_[pressed_->row][pressed_->col] &&
      !cells_[hovered_->row][hovered_->col]) {
    const bool vertical = pressed_->col == hovered_->col;
    const int r0 = std::min(pressed_->row, hovered_->row), c0 = std::min(pressed_->col, hovered_->col);
    const QRectF domino(board.left() + c0 * s + 4, board.top() + r0 * s + 4, (vertical ? s : 2 * s) - 8,
                        (vertical ? 2 * s : s) - 8);
    QColor fill = vertical ? partizancolors::left() : partizancolors::right();
    fill.setAlpha(170);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(domino, 6, 6);
  }
}

void DomineeringBoard::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  pressed_ = cellAt(event->position());
  hovered_ = pressed_;
  update();
}

void DomineeringBoard::mouseMoveEvent(QMouseEvent* event) {
  const auto cell = cellAt(event->position());
  if (cell != hovered_) {
    hovered_ = cell;
    update();
  }
}

void DomineeringBoard::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !pressed_) return;
  const Cell from = *pressed_;
  pressed_.reset();
  const auto to = cellAt(event->position());
  update();
  if (!to) return;
  if (*to == from) {
    cells_[from.row][from.col] = !cells_[from.row][from.col];
    emit edited(position(), cells_[from.row][from.col] ? tr("Fill a cell") : tr("Empty a cell"));
    return;
  }
  if (!adjacent(from, *to) || cells_[from.row][from.col] || cells_[to->row][to->col]) return;
  cells_[from.row][from.col] = cells_[to->row][to->col] = true;
  emit edited(position(), from.col == to->col ? tr("Place a vertical domino (Left's)")
                                              : tr("Place a horizontal domino (Right's)"));
}

}  // namespace gamelab::ui
