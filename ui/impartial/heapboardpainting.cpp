// HeapBoard painting: heaps of counters (rows, staircase, Moore) and Nimble's strip.
#include "ui/impartial/heapboard.h"

#include "ui/impartial/heapboardstyle.h"
#include "ui/impartial/playviewtext.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gamelab::ui {

using namespace heapstyle;

namespace {

const QColor kCounter(0xC8, 0x8A, 0x3C);
const QColor kCounterEdge(0x7A, 0x4E, 0x1A);
const QColor kTake(0xD0, 0x40, 0x40);
const QColor kWin(0x2E, 0x9E, 0x4F);
const QColor kFlash(0x30, 0x70, 0xE0);
const QColor kPRow(0xE3, 0xF4, 0xE6);
const QColor kNRow(0xFB, 0xEB, 0xDD);

}  // namespace

void HeapBoard::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().base());
  if (position_.index() == 1) paintNimble(painter);
  else paintHeaps(painter);
}

void HeapBoard::paintHeaps(QPainter& painter) {
  const auto& p = std::get<HeapPosition>(position_);
  const bool stairs = p.variant == HeapPosition::Variant::Staircase;
  const double s = spacing();
  const double d = std::max(4.0, std::min(28.0, s * 0.84));

  // Removed-by-move counters per heap (hint winning moves and the move being shown).
  auto keepAfter = [&](const HeapPosition& before, const HeapMove& m, std::size_t heap) -> std::optional<HeapSize> {
    if (before.variant == HeapPosition::Variant::MooreNim) {
      if (heap < m.newSizes.size() && m.newSizes[heap] != before.heaps[heap]) return m.newSizes[heap];
      return std::nullopt;
    }
    if (heap != m.heap || heap >= before.heaps.size()) return std::nullopt;
    if (before.variant == HeapPosition::Variant::Staircase) return before.heaps[heap] - std::min(m.count, before.heaps[heap]);
    HeapSize sum = 0;
    for (HeapSize x : m.parts) sum += x;
    return sum;
  };

  const QFont base = font();
  for (std::size_t h = 0; h < p.heaps.size(); ++h) {
    const QPointF c0 = counterCenter(h, 0);
    const double indent = stairs ? kStairIndent * double(h) : 0;
    const QRectF rowRect(kMargin, c0.y() - kRowHeight / 2 + 2, width() - 2 * kMargin, kRowHeight - 4);
    if (hints_ && h < hints_->components.size() && hints_->convention == PlayConvention::Normal) {
      const auto& v = hints_->components[h].value;
      painter.fillRect(rowRect, (!v.infinite && v.value == 0) ? kPRow : kNRow);
    }
    if (stairs) {
      // Tread under the coins and a riser down to the step below.
      painter.setPen(QPen(palette().text().color(), 2));
      const double tread = c0.y() + kRowHeight / 2 - 3;
      const double x = kMargin + kLabelWidth + indent - 8;
      painter.drawLine(QPointF(x, tread), QPointF(width() - kMargin - kValueWidth - kRemoveWidth, tread));
      if (h > 0) {
        painter.drawLine(QPointF(x, tread), QPointF(x, tread + kRowHeight));
      } else {  // the first riser stands on the floor, where coins leave the staircase
        painter.drawLine(QPointF(x, tread), QPointF(x, tread + 14));
        painter.drawLine(QPointF(kMargin, tread + 14), QPointF(x, tread + 14));
      }
    }
    painter.setPen(palette().text().color());
    QFont bold = base;
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRectF(kMargin + 4, c0.y() - 10, kLabelWidth - 8, 20), Qt::AlignLeft | Qt::AlignVCenter,
                     componentName(position_, h));
    painter.setFont(base);
    painter.drawText(QRectF(kMargin + 4, c0.y() - 10, kLabelWidth - 8, 20), Qt::AlignRight | Qt::AlignVCenter,
                     QString::number(p.heaps[h]));

    std::optional<HeapSize> winKeep;
    if (hints_)
      for (const auto& mv : hints_->winningMoves)
        if (const auto* hm = std::get_if<HeapMove>(&mv))
          if (auto k = keepAfter(p, *hm, h)) {
            winKeep = k;
            break;
          }
    std::optional<HeapSize> shownKeep;
    if (shown_ && shownBefore_ && shownBefore_->index() == 0)
      if (const auto* hm = std::get_if<HeapMove>(&*shown_)) shownKeep = keepAfter(std::get<HeapPosition>(*shownBefore_), *hm, h);

    const HeapSize slotCount = editing_ ? maxSlots() : p.heaps[h];
    std::optional<HeapSize> takeFrom;
    if (!editing_ && hoverHeap_ == int(h) && interactive_) takeFrom = hover_;
    for (HeapSize k = 0; k < slotCount; ++k) {
      const QPointF c = counterCenter(h, k);
      const QRectF r(c.x() - d / 2, c.y() - d / 2, d, d);
      if (k >= p.heaps[h]) {
        painter.setPen(QPen(palette().mid().color(), 1, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(r);
        continue;
      }
      QColor fill = kCounter;
      if (p.variant == HeapPosition::Variant::MooreNim && h < marked_.size() && marked_[h] != p.heaps[h] && k >= marked_[h])
        fill = kTake.lighter(150);
      if (takeFrom && k >= *takeFrom) fill = kTake.lighter(130);
      painter.setPen(QPen(kCounterEdge, 1.2));
      painter.setBrush(fill);
      painter.drawEllipse(r);
      if (winKeep && k >= *winKeep) {
        painter.setPen(QPen(kWin, 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(r.adjusted(-3, -3, 3, 3));
      }
      if (shownKeep && k >= *shownKeep) {
        painter.setPen(QPen(kFlash, 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(r.adjusted(-4, -4, 4, 4));
      }
    }
    if (hints_ && h < hints_->components.size()) {
      const auto& v = hints_->components[h].value;
      const QString text = v.infinite ? QStringLiteral("G = ∞") : QStringLiteral("G = %1").arg(v.value);
      painter.setPen(v.infinite || v.value != 0 ? QColor(0xB0, 0x50, 0x10) : kWin.darker(120));
      painter.setFont(bold);
      painter.drawText(QRectF(width() - kMargin - kRemoveWidth - kValueWidth, c0.y() - 10, kValueWidth - 4, 20),
                       Qt::AlignRight | Qt::AlignVCenter, text);
      painter.setFont(base);
    }
    if (editing_) {
      const QRectF x = removeHeapRect(h);
      painter.setPen(QPen(kTake, 2));
      painter.setBrush(Qt::NoBrush);
      painter.drawRoundedRect(x, 4, 4);
      painter.drawLine(x.topLeft() + QPointF(6, 6), x.bottomRight() - QPointF(6, 6));
      painter.drawLine(x.topRight() + QPointF(-6, 6), x.bottomLeft() + QPointF(6, -6));
    }
  }
  if (editing_) {
    const QRectF a = addHeapRect();
    painter.setPen(QPen(kWin.darker(110), 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(a, 5, 5);
    painter.drawText(a, Qt::AlignCenter, stairs ? tr("+ step") : tr("+ heap"));
  }
  if (p.heaps.empty()) {
    painter.setPen(palette().mid().color());
    painter.drawText(rect(), Qt::AlignCenter, tr("No heaps left"));
  }
  if (p.variant == HeapPosition::Variant::MooreNim && !editing_) {
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(kMargin, height() - kMargin - 26, width() / 2.0, 24), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Mark new sizes in up to %n heap(s), then Apply", nullptr, p.mooreK));
  }
}

void HeapBoard::paintNimble(QPainter& painter) {
  const auto& p = std::get<NimblePosition>(position_);
  const double w = std::min(kSquare, (width() - 2 * kMargin) / double(std::max<std::size_t>(p.squares, 1)));
  std::vector<int> count(p.squares, 0);
  for (HeapSize c : p.coins)
    if (c < p.squares) ++count[std::size_t(c)];
  std::vector<bool> winFrom(p.squares, false), winTo(p.squares, false);
  if (hints_)
    for (const auto& mv : hints_->winningMoves)
      if (const auto* nm = std::get_if<NimbleMove>(&mv))
        for (const auto& [coin, to] : nm->slides) {
          if (coin < p.coins.size() && p.coins[coin] < p.squares) winFrom[std::size_t(p.coins[coin])] = true;
          if (to < p.squares) winTo[std::size_t(to)] = true;
        }
  std::vector<bool> shownSq(p.squares, false);
  if (shown_ && shownBefore_ && shownBefore_->index() == 1)
    if (const auto* nm = std::get_if<NimbleMove>(&*shown_)) {
      const auto& before = std::get<NimblePosition>(*shownBefore_);
      for (const auto& [coin, to] : nm->slides) {
        if (coin < before.coins.size() && before.coins[coin] < p.squares) shownSq[std::size_t(before.coins[coin])] = true;
        if (to < p.squares) shownSq[std::size_t(to)] = true;
      }
    }
  painter.setPen(palette().text().color());
  painter.drawText(QRectF(kMargin, kMargin, width() - 2 * kMargin, 24), Qt::AlignLeft | Qt::AlignVCenter,
                   editing_ ? tr("Click a square to add a coin, right-click to remove one")
                            : tr("Drag a coin to a square further left"));
  for (std::size_t i = 0; i < p.squares; ++i) {
    const QPointF c = squareCenter(i);
    const QRectF r(c.x() - w / 2, c.y() - w / 2, w, w);
    QColor fill = (i % 2) ? QColor(0xEE, 0xE6, 0xD2) : QColor(0xF8, 0xF2, 0xE2);
    if (dragTo_ == int(i) && dragSquare_ >= 0) fill = kTake.lighter(160);
    if (winTo[i]) fill = kPRow;
    painter.setPen(QPen(palette().mid().color(), 1));
    painter.setBrush(fill);
    painter.drawRect(r);
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(r.left(), r.bottom() + 2, w, 18), Qt::AlignCenter, QString::number(i));
    if (count[i] > 0) {
      const double d = w * 0.66;
      painter.setPen(QPen(winFrom[i] ? kWin : kCounterEdge, winFrom[i] ? 3 : 1.2));
      painter.setBrush(dragSquare_ == int(i) ? kTake.lighter(130) : kCounter);
      painter.drawEllipse(QRectF(c.x() - d / 2, c.y() - d / 2, d, d));
      if (count[i] > 1) {
        const QRectF badge(r.right() - 16, r.top() - 4, 18, 16);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x30, 0x30, 0x30));
        painter.drawRoundedRect(badge, 7, 7);
        painter.setPen(Qt::white);
        painter.drawText(badge, Qt::AlignCenter, QStringLiteral("×%1").arg(count[i]));
      }
    }
    if (shownSq[i]) {
      painter.setPen(QPen(kFlash, 3));
      painter.setBrush(Qt::NoBrush);
      painter.drawRect(r.adjusted(2, 2, -2, -2));
    }
  }
  if (hints_) {
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(kMargin, squareCenter(0).y() + w / 2 + 24, width() - 2 * kMargin, 22), Qt::AlignLeft,
                     tr("Each coin is a Nim heap of its square's number; nim-sum %1").arg(hints_->total));
  }
}

ImpartialBoard* createHeapBoard(QWidget* parent) { return new HeapBoard(parent); }

}  // namespace gamelab::ui
