#include "ui/matrix/pivottableauwidget.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace gamelab::ui {

namespace {
constexpr int kRowHeight = 30;
constexpr int kMargin = 8;

QString labelText(const PivotLabel& l) {
  return QStringLiteral("%1%2").arg(l.player == PivotLabel::Player::X ? QStringLiteral("x") : QStringLiteral("y")).arg(l.index + 1);
}
}  // namespace

PivotTableauWidget::PivotTableauWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Minimum);
}

void PivotTableauWidget::setDisplay(std::optional<Display> display) {
  display_ = std::move(display);
  updateGeometry();
  update();
}

void PivotTableauWidget::setChoosing(bool choosing) {
  choosing_ = choosing;
  setCursor(choosing ? Qt::PointingHandCursor : Qt::ArrowCursor);
  update();
}

int PivotTableauWidget::cellWidth() const {
  int w = 56;
  if (display_) {
    const QFontMetrics fm(font());
    for (const auto& row : display_->tableau.cells)
      for (const auto& v : row) w = std::max(w, fm.horizontalAdvance(QString::fromStdString(toString(v))) + 16);
    for (const auto& r : display_->ratios)
      if (r) w = std::max(w, fm.horizontalAdvance(QString::fromStdString(toString(*r))) + 16);
  }
  return w;
}

QSize PivotTableauWidget::sizeHint() const {
  if (!display_) return {200, 100};
  const int m = int(display_->tableau.left.size()), n = int(display_->tableau.top.size());
  const int columns = n + 2 + (display_->ratios.empty() ? 0 : 1);
  return {2 * kMargin + (columns + 0) * cellWidth() + 20, 2 * kMargin + (m + 2) * kRowHeight};
}

QRect PivotTableauWidget::cellRect(int row, int column) const {
  // Grid row 0 = top labels, 1..m interior, m+1 bottom border; grid column 0 = left labels,
  // 1..n interior, n+1 right border, n+2 ratio.
  const int n = display_ ? int(display_->tableau.top.size()) : 0;
  const int w = cellWidth();
  int x = kMargin + column * w;
  if (column == n + 2) x += 20;  // gap before the ratio column
  return {x, kMargin + row * kRowHeight, w, kRowHeight};
}

void PivotTableauWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  if (!display_) return;
  const auto& d = *display_;
  const auto& t = d.tableau;
  const int m = int(t.left.size()), n = int(t.top.size());
  const QColor eligibleColor(0xff, 0xcd, 0xd2), swapColor(0xff, 0xf5, 0x9d), pivotColor(0xe5, 0x39, 0x35);
  QFont bold = font();
  bold.setBold(true);

  // Labels.
  for (int j = 0; j < n; ++j) {
    const QRect r = cellRect(0, j + 1);
    if (d.swappedColumn && int(*d.swappedColumn) == j) p.fillRect(r.adjusted(2, 2, -2, -2), swapColor);
    p.setFont(bold);
    p.setPen(t.top[std::size_t(j)].player == PivotLabel::Player::X ? QColor(0x15, 0x65, 0xc0) : QColor(0x2e, 0x7d, 0x32));
    p.drawText(r, Qt::AlignCenter, labelText(t.top[std::size_t(j)]));
  }
  for (int i = 0; i < m; ++i) {
    const QRect r = cellRect(i + 1, 0);
    if (d.swappedRow && int(*d.swappedRow) == i) p.fillRect(r.adjusted(2, 2, -2, -2), swapColor);
    p.setFont(bold);
    p.setPen(t.left[std::size_t(i)].player == PivotLabel::Player::X ? QColor(0x15, 0x65, 0xc0) : QColor(0x2e, 0x7d, 0x32));
    p.drawText(r, Qt::AlignCenter, labelText(t.left[std::size_t(i)]));
  }
  p.setFont(font());

  // Eligible bottom cells.
  for (auto j : d.eligibleColumns) {
    QRect r = cellRect(m + 1, int(j) + 1).adjusted(2, 2, -2, -2);
    p.fillRect(r, eligibleColor);
    if (choosing_ && hoverColumn_ == int(j)) {
      p.setPen(QPen(pivotColor, 2));
      p.drawRect(r);
    }
  }
  // Minimum-ratio rows.
  // Cells.
  for (int i = 0; i <= m; ++i)
    for (int j = 0; j <= n; ++j) {
      const QRect r = cellRect(i + 1, j + 1);
      const auto& v = t.cells[std::size_t(i)][std::size_t(j)];
      const bool corner = i == m && j == n;
      p.setPen(sgn(v) < 0 ? QColor(0xc6, 0x28, 0x28) : palette().text().color());
      p.setFont(corner ? bold : font());
      p.drawText(r.adjusted(4, 0, -6, 0), Qt::AlignRight | Qt::AlignVCenter, QString::fromStdString(toString(v)));
    }
  p.setFont(font());
  // Borders: a line before the right border column and above the bottom border row.
  p.setPen(QPen(palette().text().color(), 1.5));
  const QRect tl = cellRect(1, 1), br = cellRect(m + 1, n + 1);
  const int xBorder = cellRect(1, n + 1).left();
  const int yBorder = cellRect(m + 1, 1).top();
  p.drawLine(xBorder, tl.top() - 2, xBorder, br.bottom());
  p.drawLine(tl.left() - 2, yBorder, br.right(), yBorder);
  p.setPen(QPen(palette().mid().color(), 1));
  p.drawLine(tl.left() - 2, tl.top(), br.right(), tl.top());
  p.drawLine(tl.left(), tl.top() - 2, tl.left(), br.bottom());

  // Ratio column.
  if (!d.ratios.empty()) {
    p.setPen(palette().mid().color());
    p.drawText(cellRect(0, n + 2), Qt::AlignCenter, tr("ratio"));
    for (int i = 0; i < m && i < int(d.ratios.size()); ++i) {
      const auto& r = d.ratios[std::size_t(i)];
      const bool minimum = std::find(d.minimumRatioRows.begin(), d.minimumRatioRows.end(), std::size_t(i)) != d.minimumRatioRows.end();
      p.setPen(minimum ? palette().text().color() : palette().mid().color());
      p.setFont(minimum ? bold : font());
      p.drawText(cellRect(i + 1, n + 2), Qt::AlignCenter, r ? QString::fromStdString(toString(*r)) : QStringLiteral("–"));
    }
    p.setFont(font());
  }
  // Pivot circle.
  if (d.pivotRow && d.pivotColumn) {
    const QRect r = cellRect(int(*d.pivotRow) + 1, int(*d.pivotColumn) + 1).adjusted(3, 2, -3, -2);
    p.setPen(QPen(pivotColor, 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(r);
  }
}

void PivotTableauWidget::mouseMoveEvent(QMouseEvent* event) {
  int hover = -1;
  if (choosing_ && display_) {
    const int m = int(display_->tableau.left.size());
    for (auto j : display_->eligibleColumns)
      if (cellRect(m + 1, int(j) + 1).contains(event->position().toPoint())) hover = int(j);
  }
  if (hover != hoverColumn_) {
    hoverColumn_ = hover;
    update();
  }
}

void PivotTableauWidget::mousePressEvent(QMouseEvent* event) {
  if (!choosing_ || !display_) return;
  const int m = int(display_->tableau.left.size());
  for (auto j : display_->eligibleColumns)
    if (cellRect(m + 1, int(j) + 1).contains(event->position().toPoint())) {
      emit columnChosen(j);
      return;
    }
}

}  // namespace gamelab::ui
