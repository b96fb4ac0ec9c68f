#include "ui/impartial/heapboard.h"

#include "ui/impartial/heapboardstyle.h"
#include "ui/impartial/playviewtext.h"

#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace gamelab::ui {

using namespace heapstyle;

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

}  // namespace gamelab::ui
