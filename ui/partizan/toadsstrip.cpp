#include "ui/partizan/toadsstrip.h"

#include "ui/partizan/partizancolors.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace gamelab::ui {

ToadsStrip::ToadsStrip(QWidget* parent) : QWidget(parent) {
  setToolTip(tr("Click a cell: empty → toad (T, moves right, Left's) → frog (F, moves left, Right's) → empty"));
}

void ToadsStrip::setPosition(const QString& text) {
  cells_ = text;
  updateGeometry();
  update();
}

QString ToadsStrip::resized(const QString& text, int length) {
  return text.left(length).leftJustified(length, QLatin1Char('.'));
}

double ToadsStrip::cellSize() const {
  if (cells_.isEmpty()) return 0;
  return std::clamp((width() - 20.0) / cells_.size(), 6.0, 48.0);
}

QRectF ToadsStrip::cellRect(int index) const {
  const double s = cellSize();
  const double left = (width() - s * cells_.size()) / 2;
  return {left + index * s, (height() - s) / 2, s, s};
}

QPoint ToadsStrip::cellCenter(int index) const { return cellRect(index).center().toPoint(); }

void ToadsStrip::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  for (int i = 0; i < cells_.size(); ++i) {
    const QRectF r = cellRect(i);
    p.setPen(QPen(partizancolors::gridLine(), 1));
    p.setBrush(partizancolors::emptyCell());
    p.drawRect(r);
    const QChar c = cells_[i];
    if (c != QLatin1Char('T') && c != QLatin1Char('F')) continue;
    const bool toad = c == QLatin1Char('T');
    p.setPen(Qt::NoPen);
    p.setBrush(toad ? partizancolors::left() : partizancolors::right());
    p.drawEllipse(r.adjusted(r.width() * 0.15, r.height() * 0.15, -r.width() * 0.15, -r.height() * 0.15));
    p.setPen(Qt::white);
    QFont f = font();
    f.setBold(true);
    p.setFont(f);
    p.drawText(r, Qt::AlignCenter, toad ? QStringLiteral("T") : QStringLiteral("F"));
  }
}

std::optional<int> ToadsStrip::cellIndexAt(QPointF point) const {
  for (int i = 0; i < cells_.size(); ++i)
    if (cellRect(i).contains(point)) return i;
  return std::nullopt;
}

void ToadsStrip::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  if (const auto i = cellIndexAt(event->position())) {
    const QChar c = cells_[*i];
    const QChar next = c == QLatin1Char('.') ? QLatin1Char('T') : c == QLatin1Char('T') ? QLatin1Char('F') : QLatin1Char('.');
    cells_[*i] = next;
    update();
    emit edited(cells_, next == QLatin1Char('T') ? tr("Place a toad")
                        : next == QLatin1Char('F') ? tr("Place a frog")
                                                   : tr("Empty a cell"));
  }
}

}  // namespace gamelab::ui
