#include "ui/partizan/partizantreeview.h"

#include "ui/partizan/partizancolors.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gamelab::ui {

namespace {
constexpr double kSlot = 28;   ///< minimum horizontal distance of two leaves
constexpr double kLevel = 48;  ///< minimum vertical distance of two levels
constexpr double kMargin = 24;
}  // namespace

PartizanTreeView::PartizanTreeView(QWidget* parent) : QWidget(parent) {
  setBackgroundRole(QPalette::Base);
  setAutoFillBackground(true);
}

void PartizanTreeView::setPicture(partizan::TreePicture picture) {
  picture_ = std::move(picture);
  slots_ = 1;
  depth_ = 0;
  for (const auto& n : picture_.nodes) {
    slots_ = std::max(slots_, n.x + 1);
    depth_ = std::max(depth_, n.depth);
  }
  setMinimumSize(int(slots_ * kSlot + 2 * kMargin), int(depth_ * kLevel + 2 * kMargin + 10));
  updateGeometry();
  update();
}

int PartizanTreeView::setHighlight(partizan::GameId position) {
  highlight_ = position;
  update();
  return highlightedCount();
}

int PartizanTreeView::highlightedCount() const {
  if (highlight_ == partizan::kNoGame) return 0;
  return int(std::count_if(picture_.nodes.begin(), picture_.nodes.end(),
                           [this](const auto& n) { return n.id == highlight_; }));
}

QSize PartizanTreeView::sizeHint() const { return minimumSize().expandedTo({260, 220}); }

QPointF PartizanTreeView::nodePoint(int index) const {
  const auto& n = picture_.nodes[std::size_t(index)];
  const double w = std::max(kSlot, (width() - 2 * kMargin) / slots_);
  const double h = depth_ == 0 ? 0 : std::min(90.0, std::max(kLevel, (height() - 2 * kMargin - 10) / depth_));
  const double left = (width() - w * slots_) / 2;
  return {left + (n.x + 0.5) * w, kMargin + n.depth * h};
}

void PartizanTreeView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const auto& nodes = picture_.nodes;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (nodes[i].parent < 0) continue;
    const QColor c = nodes[i].side == partizan::Side::Left ? partizancolors::left() : partizancolors::right();
    p.setPen(QPen(c, 2));
    p.drawLine(nodePoint(nodes[i].parent), nodePoint(int(i)));
  }
  QFont small = font();
  small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.85));
  p.setFont(small);
  const QFontMetricsF fm(small);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const QPointF at = nodePoint(int(i));
    if (nodes[i].id == highlight_ && highlight_ != partizan::kNoGame) {
      p.setPen(QPen(QColor(0xe0, 0xa0, 0x00), 3));
      p.setBrush(QColor(0xff, 0xd5, 0x4f, 120));
      p.drawEllipse(at, 10, 10);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(palette().color(QPalette::Text));
    p.drawEllipse(at, 3.5, 3.5);
    const QString label = QString::fromStdString(nodes[i].label);
    const double w = fm.horizontalAdvance(label);
    p.setPen(palette().color(QPalette::Text));
    // Labels beside the dot, on the side away from the edge coming in (below for the root).
    QPointF text = at + QPointF(-w / 2, -7);
    if (nodes[i].parent < 0) text = at + QPointF(6, -6);
    else if (nodes[i].side == partizan::Side::Left) text = at + QPointF(-w - 6, 4);
    else text = at + QPointF(6, 4);
    p.drawText(text, label);
  }
}

}  // namespace gamelab::ui
