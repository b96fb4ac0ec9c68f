#include "ui/impartial/heapboard.h"

#include "ui/impartial/playviewtext.h"

#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace gamelab::ui {

namespace {

constexpr double kMargin = 12;
constexpr double kLabelWidth = 96;
constexpr double kRowHeight = 42;
constexpr double kValueWidth = 78;
constexpr double kRemoveWidth = 26;
constexpr double kStairIndent = 22;
constexpr double kSquare = 46;

const QColor kCounter(0xC8, 0x8A, 0x3C);
const QColor kCounterEdge(0x7A, 0x4E, 0x1A);
const QColor kTake(0xD0, 0x40, 0x40);
const QColor kWin(0x2E, 0x9E, 0x4F);
const QColor kFlash(0x30, 0x70, 0xE0);
const QColor kPRow(0xE3, 0xF4, 0xE6);
const QColor kNRow(0xFB, 0xEB, 0xDD);

}  // namespace

HeapBoard::HeapBoard(QWidget* parent) : ImpartialBoard(parent) {
  setMouseTracking(true);
  setMinimumSize(320, 160);
  apply_ = new QPushButton(tr("Apply"), this);
  apply_->setObjectName(QStringLiteral("applyMoore"));
  clear_ = new QPushButton(tr("Clear"), this);
  clear_->setObjectName(QStringLiteral("clearMoore"));
  apply_->setToolTip(tr("Play the marked new sizes as one move"));
  connect(apply_, &QPushButton::clicked, this, [this] {
    const auto* p = std::get_if<HeapPosition>(&position_);
    if (!p || marked_ == p->heaps) return;
    HeapMove m;
    m.newSizes = marked_;
    for (std::size_t i = 0; i < marked_.size(); ++i)
      if (marked_[i] != p->heaps[i]) {
        m.heap = i;
        break;
      }
    marked_ = p->heaps;
    update();
    emit moveRequested(ImpartialMove(m));
  });
  connect(clear_, &QPushButton::clicked, this, [this] {
    if (const auto* p = std::get_if<HeapPosition>(&position_)) marked_ = p->heaps;
    update();
  });
  flash_ = new QTimer(this);
  flash_->setSingleShot(true);
  flash_->setInterval(1600);
  connect(flash_, &QTimer::timeout, this, [this] {
    shown_.reset();
    shownBefore_.reset();
    update();
  });
  updateButtons();
}

void HeapBoard::setPosition(const ImpartialPosition& position) {
  if (position.index() != 0 && position.index() != 1) return;
  position_ = position;
  if (const auto* p = std::get_if<HeapPosition>(&position_)) marked_ = p->heaps;
  else marked_.clear();
  pressHeap_ = hoverHeap_ = dragSquare_ = dragTo_ = -1;
  updateButtons();
  updateGeometry();
  update();
}

void HeapBoard::setHints(const std::optional<PositionAnalysis>& analysis) {
  hints_ = analysis;
  update();
}

void HeapBoard::showMove(const ImpartialMove& move) {
  shown_ = move;
  shownBefore_ = position_;
  flash_->start();
  update();
}

void HeapBoard::setEditing(bool editing) {
  editing_ = editing;
  pressHeap_ = hoverHeap_ = dragSquare_ = -1;
  updateButtons();
  updateGeometry();
  update();
}

void HeapBoard::setInteractive(bool interactive) {
  interactive_ = interactive;
  updateButtons();
  update();
}

void HeapBoard::updateButtons() {
  const auto* p = std::get_if<HeapPosition>(&position_);
  const bool moore = p && p->variant == HeapPosition::Variant::MooreNim && !editing_;
  apply_->setVisible(moore);
  clear_->setVisible(moore);
  apply_->setEnabled(interactive_);
  clear_->setEnabled(interactive_);
  const QSize a = apply_->sizeHint(), c = clear_->sizeHint();
  apply_->setGeometry(width() - int(kMargin) - a.width(), height() - int(kMargin) - a.height(), a.width(), a.height());
  clear_->setGeometry(apply_->x() - 6 - c.width(), apply_->y(), c.width(), c.height());
}

void HeapBoard::resizeEvent(QResizeEvent* event) {
  ImpartialBoard::resizeEvent(event);
  updateButtons();
}

std::size_t HeapBoard::rowCount() const {
  if (const auto* p = std::get_if<HeapPosition>(&position_)) return p->heaps.size();
  return 0;
}

HeapSize HeapBoard::sizeOf(std::size_t heap) const {
  if (const auto* p = std::get_if<HeapPosition>(&position_)) return heap < p->heaps.size() ? p->heaps[heap] : 0;
  return 0;
}

HeapSize HeapBoard::maxSlots() const {
  HeapSize m = 0;
  for (std::size_t i = 0; i < rowCount(); ++i) m = std::max(m, sizeOf(i));
  if (editing_) m = std::max<HeapSize>(m + 4, 10);
  return std::max<HeapSize>(m, 1);
}

double HeapBoard::spacing() const {
  const auto* p = std::get_if<HeapPosition>(&position_);
  const double indent = p && p->variant == HeapPosition::Variant::Staircase ? kStairIndent * double(rowCount()) : 0;
  const double avail = width() - 2 * kMargin - kLabelWidth - kValueWidth - kRemoveWidth - indent;
  return std::clamp(avail / double(maxSlots()), 6.0, 34.0);
}

QPointF HeapBoard::counterCenter(std::size_t heap, HeapSize counter) const {
  const auto* p = std::get_if<HeapPosition>(&position_);
  const bool stairs = p && p->variant == HeapPosition::Variant::Staircase;
  const std::size_t rows = rowCount();
  const std::size_t visualRow = stairs ? rows - 1 - std::min(heap, rows ? rows - 1 : 0) : heap;
  const double indent = stairs ? kStairIndent * double(heap) : 0;
  const double s = spacing();
  return {kMargin + kLabelWidth + indent + s * (double(counter) + 0.5), kMargin + kRowHeight * (double(visualRow) + 0.5)};
}

QPointF HeapBoard::squareCenter(std::size_t square) const {
  const auto* p = std::get_if<NimblePosition>(&position_);
  const double n = p ? double(std::max<std::size_t>(p->squares, 1)) : 1;
  const double w = std::min(kSquare, (width() - 2 * kMargin) / n);
  return {kMargin + w * (double(square) + 0.5), kMargin + 40 + w / 2};
}

QRectF HeapBoard::removeHeapRect(std::size_t heap) const {
  const QPointF c = counterCenter(heap, 0);
  return {width() - kMargin - kRemoveWidth + 2, c.y() - 11, 22, 22};
}

QRectF HeapBoard::addHeapRect() const {
  return {kMargin, kMargin + kRowHeight * double(rowCount()) + 4, 110, 28};
}

QSize HeapBoard::sizeHint() const {
  if (position_.index() == 1) return {720, 200};
  const int rows = int(rowCount()) + (editing_ ? 1 : 0);
  return {std::max(560, int(kMargin * 2 + kLabelWidth + kValueWidth + kRemoveWidth + 34 * double(maxSlots()))),
          int(kMargin * 2 + kRowHeight * rows + 48)};
}

QSize HeapBoard::minimumSizeHint() const { return {320, 160}; }

HeapBoard::Hit HeapBoard::hitCounter(QPointF point, bool allowEmpty) const {
  const double s = spacing();
  for (std::size_t h = 0; h < rowCount(); ++h) {
    const QPointF first = counterCenter(h, 0);
    if (std::abs(point.y() - first.y()) > kRowHeight / 2) continue;
    const double k = std::floor((point.x() - (first.x() - s / 2)) / s);
    if (k < 0) return {};
    const HeapSize limit = allowEmpty ? maxSlots() : sizeOf(h);
    if (HeapSize(k) >= limit) return {};
    return {int(h), HeapSize(k)};
  }
  return {};
}

int HeapBoard::hitSquare(QPointF point) const {
  const auto* p = std::get_if<NimblePosition>(&position_);
  if (!p) return -1;
  for (std::size_t i = 0; i < p->squares; ++i) {
    const QPointF c = squareCenter(i);
    const double w = std::min(kSquare, (width() - 2 * kMargin) / double(std::max<std::size_t>(p->squares, 1)));
    if (std::abs(point.x() - c.x()) <= w / 2 && std::abs(point.y() - c.y()) <= w / 2 + 4) return int(i);
  }
  return -1;
}

void HeapBoard::mousePressEvent(QMouseEvent* event) {
  const QPointF pt = event->position();
  if (position_.index() == 1) {
    auto p = std::get<NimblePosition>(position_);
    const int sq = hitSquare(pt);
    if (editing_) {
      if (sq < 0) return;
      if (event->button() == Qt::RightButton) {
        auto it = std::find(p.coins.begin(), p.coins.end(), HeapSize(sq));
        if (it == p.coins.end()) return;
        p.coins.erase(it);
      } else {
        p.coins.push_back(HeapSize(sq));
      }
      emit positionEdited(ImpartialPosition(p));
      return;
    }
    if (!interactive_ || sq < 0) return;
    if (std::find(p.coins.begin(), p.coins.end(), HeapSize(sq)) == p.coins.end()) return;
    dragSquare_ = sq;
    dragTo_ = sq;
    update();
    return;
  }
  if (editing_) {
    for (std::size_t h = 0; h < rowCount(); ++h)
      if (removeHeapRect(h).contains(pt)) {
        auto p = std::get<HeapPosition>(position_);
        p.heaps.erase(p.heaps.begin() + std::ptrdiff_t(h));
        if (p.rules.size() > 1) p.rules.erase(p.rules.begin() + std::ptrdiff_t(h));
        emit positionEdited(ImpartialPosition(p));
        return;
      }
    if (addHeapRect().contains(pt)) {
      auto p = std::get<HeapPosition>(position_);
      p.heaps.push_back(3);
      if (p.rules.size() > 1) p.rules.push_back(p.rules.back());
      emit positionEdited(ImpartialPosition(p));
      return;
    }
    const Hit hit = hitCounter(pt, true);
    if (hit.heap < 0) return;
    const HeapSize size = sizeOf(std::size_t(hit.heap));
    editHeapSize(std::size_t(hit.heap), hit.counter + 1 == size ? hit.counter : hit.counter + 1);
    return;
  }
  const Hit hit = hitCounter(pt, false);
  if (hit.heap >= 0) emit componentSelected(hit.heap);
  if (!interactive_ || hit.heap < 0) return;
  pressHeap_ = hit.heap;
  hoverHeap_ = hit.heap;
  hover_ = hit.counter;
  update();
}

void HeapBoard::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pt = event->position();
  if (position_.index() == 1) {
    if (dragSquare_ >= 0) {
      const int sq = hitSquare(QPointF(pt.x(), squareCenter(0).y()));
      dragTo_ = sq >= 0 ? std::min(sq, dragSquare_) : dragTo_;
      update();
    }
    return;
  }
  if (editing_) return;
  if (pressHeap_ >= 0) {
    const double s = spacing();
    const QPointF first = counterCenter(std::size_t(pressHeap_), 0);
    const double k = std::floor((pt.x() - (first.x() - s / 2)) / s);
    const HeapSize n = sizeOf(std::size_t(pressHeap_));
    hover_ = HeapSize(std::clamp(k, 0.0, double(n ? n - 1 : 0)));
    update();
    return;
  }
  const Hit hit = interactive_ ? hitCounter(pt, false) : Hit{};
  if (hit.heap != hoverHeap_ || hit.counter != hover_) {
    hoverHeap_ = hit.heap;
    hover_ = hit.counter;
    update();
  }
}

void HeapBoard::mouseReleaseEvent(QMouseEvent*) {
  if (position_.index() == 1) {
    if (dragSquare_ >= 0 && dragTo_ >= 0 && dragTo_ < dragSquare_) {
      const auto& p = std::get<NimblePosition>(position_);
      std::size_t coin = 0;
      for (std::size_t i = 0; i < p.coins.size(); ++i)
        if (p.coins[i] == HeapSize(dragSquare_)) coin = i;
      NimbleMove m;
      m.slides.push_back({coin, HeapSize(dragTo_)});
      dragSquare_ = dragTo_ = -1;
      update();
      emit moveRequested(ImpartialMove(m));
      return;
    }
    dragSquare_ = dragTo_ = -1;
    update();
    return;
  }
  if (pressHeap_ < 0) return;
  const std::size_t heap = std::size_t(pressHeap_);
  const HeapSize counter = hover_;
  pressHeap_ = -1;
  hoverHeap_ = -1;
  update();
  actOnCounter(heap, counter);
}

void HeapBoard::leaveEvent(QEvent*) {
  if (pressHeap_ < 0) {
    hoverHeap_ = -1;
    update();
  }
}

void HeapBoard::editHeapSize(std::size_t heap, HeapSize size) {
  auto p = std::get<HeapPosition>(position_);
  if (heap >= p.heaps.size() || p.heaps[heap] == size) return;
  p.heaps[heap] = size;
  emit positionEdited(ImpartialPosition(p));
}

void HeapBoard::actOnCounter(std::size_t heap, HeapSize counter) {
  const auto& p = std::get<HeapPosition>(position_);
  switch (p.variant) {
    case HeapPosition::Variant::MooreNim:
      if (heap < marked_.size()) {
        marked_[heap] = marked_[heap] == counter ? p.heaps[heap] : counter;
        update();
      }
      return;
    case HeapPosition::Variant::Staircase: {
      HeapMove m;
      m.heap = heap;
      m.count = p.heaps[heap] - counter;
      emit moveRequested(ImpartialMove(m));
      return;
    }
    case HeapPosition::Variant::Sum: emitHeapMoveChoice(heap, counter); return;
  }
}

void HeapBoard::emitHeapMoveChoice(std::size_t heap, HeapSize keep) {
  const auto& p = std::get<HeapPosition>(position_);
  const HeapSize n = p.heaps[heap];
  const HeapRule& rule = p.ruleOf(heap);
  std::vector<HeapOption> choices;
  if (rule.kind != HeapRule::Kind::Grundy) {
    for (auto& o : heapOptions(rule, n))
      if (o.removed == n - keep) choices.push_back(std::move(o));
  } else {
    // Grundy's game removes nothing: the counter clicked is where the heap splits.
    for (auto& o : heapOptions(rule, n))
      if (o.parts.size() == 2 && (o.parts[0] == keep || o.parts[1] == keep)) choices.push_back(std::move(o));
  }
  if (choices.size() <= 1) {
    HeapMove m;
    m.heap = heap;
    if (choices.empty()) {
      if (keep > 0) m.parts = {keep};  // refused by the view with the rule's reason
    } else {
      m.parts = choices.front().parts;
    }
    emit moveRequested(ImpartialMove(m));
    return;
  }
  delete splitMenu_;
  splitMenu_ = new QMenu(this);
  splitMenu_->setObjectName(QStringLiteral("splitChooser"));
  splitMenu_->addSection(tr("Heap %1: leave").arg(heap + 1));
  for (const auto& o : choices) {
    QStringList parts;
    for (HeapSize s : o.parts) parts << QString::number(s);
    const QString label = o.parts.empty() ? tr("nothing") : parts.join(QStringLiteral(" + "));
    QAction* action = splitMenu_->addAction(label);
    action->setData(QVariant::fromValue(parts.join(QLatin1Char(','))));
    const std::vector<HeapSize> chosen = o.parts;
    connect(action, &QAction::triggered, this, [this, heap, chosen] {
      HeapMove m;
      m.heap = heap;
      m.parts = chosen;
      emit moveRequested(ImpartialMove(m));
    });
  }
  connect(splitMenu_, &QMenu::aboutToHide, this, [this] {
    if (QMenu* menu = splitMenu_) {
      splitMenu_ = nullptr;
      menu->deleteLater();
    }
  });
  splitMenu_->popup(mapToGlobal(counterCenter(heap, keep).toPoint()));
}

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
