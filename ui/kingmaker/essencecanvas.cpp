#include "ui/kingmaker/essencecanvas.h"

#include "ui/common/playercolors.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace gamelab::ui {

using kingmaker::NodeIndex;

namespace {
constexpr double kRadius = 14;
constexpr double kColumn = 40;  ///< horizontal distance of neighbouring leaves
constexpr double kRow = 56;     ///< vertical distance of depths
constexpr double kMargin = 24;
}  // namespace

EssenceCanvas::EssenceCanvas(QWidget* parent) : QWidget(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setBackgroundRole(QPalette::Base);
  setAutoFillBackground(true);
  setMouseTracking(false);
}

void EssenceCanvas::clear() {
  game_ = {};
  kingmaker_.clear();
  centre_.clear();
  drawn_ = false;
  cursor_ = -1;
  size_ = {200, 80};
  updateGeometry();
  update();
}

void EssenceCanvas::setGame(const kingmaker::BinaryGame& game, const std::vector<char>& strictKingmaker,
                            const QStringList& names) {
  game_ = game;
  kingmaker_ = strictKingmaker;
  names_ = names;
  centre_.clear();
  cursor_ = -1;
  const NodeIndex n = game.nodeCount();
  drawn_ = n > 0 && n <= kMaxDrawnNodes;
  if (drawn_) {
    centre_.assign(static_cast<std::size_t>(n), QPointF());
    std::vector<int> depth(static_cast<std::size_t>(n), 0);
    for (NodeIndex v = 1; v < n; ++v) depth[v] = depth[game.parent[v]] + 1;
    int leaf = 0;
    int maxDepth = 0;
    for (NodeIndex v = 0; v < n; ++v) {  // pre-order: leaves left to right
      maxDepth = std::max(maxDepth, depth[v]);
      centre_[v].setY(kMargin + kRadius + depth[v] * kRow);
      if (game.isLeaf(v)) centre_[v].setX(kMargin + kRadius + kColumn * leaf++);
    }
    for (NodeIndex v = n - 1; v >= 0; --v) {  // children before parents
      if (game.isLeaf(v)) continue;
      const auto kids = game.children(v);
      centre_[v].setX((centre_[kids.front()].x() + centre_[kids.back()].x()) / 2);
    }
    size_ = QSize(int(2 * (kMargin + kRadius) + kColumn * std::max(0, leaf - 1)),
                  int(2 * (kMargin + kRadius) + kRow * maxDepth + 8));
    cursor_ = 0;
  } else {
    size_ = {360, 80};
  }
  updateGeometry();
  resize(size_);
  update();
}

QSize EssenceCanvas::sizeHint() const { return size_; }

QPointF EssenceCanvas::nodeCenter(NodeIndex v) const {
  if (!drawn_ || v < 0 || v >= NodeIndex(centre_.size())) return {-1, -1};
  return centre_[v];
}

NodeIndex EssenceCanvas::nodeAt(const QPointF& point) const {
  if (!drawn_) return -1;
  for (NodeIndex v = 0; v < NodeIndex(centre_.size()); ++v) {
    const QPointF d = centre_[v] - point;
    if (d.x() * d.x() + d.y() * d.y() <= (kRadius + 2) * (kRadius + 2)) return v;
  }
  return -1;
}

QString EssenceCanvas::label(NodeIndex v) const {
  const int p = game_.player[v];
  const QString name = p < names_.size() ? names_[p] : QString::number(p + 1);
  return name.size() <= 3 ? name : QString::number(p + 1);
}

QString EssenceCanvas::tooltip(NodeIndex v) const {
  const int p = game_.player[v];
  const QString name = p < names_.size() ? names_[p] : QString::number(p + 1);
  if (game_.isLeaf(v)) return tr("Node %1: leaf, %2 wins").arg(v).arg(name);
  if (v < NodeIndex(kingmaker_.size()) && kingmaker_[v])
    return tr("Node %1: %2 moves; a strict kingmaker node (cannot win, decides who does)").arg(v).arg(name);
  return tr("Node %1: %2 moves").arg(v).arg(name);
}

void EssenceCanvas::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  if (!drawn_) {
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const QString text = game_.nodeCount() == 0
                             ? tr("No game.")
                             : tr("The tree has %1 nodes, too many to draw (at most %2). Reduce it first.")
                                   .arg(game_.nodeCount()).arg(kMaxDrawnNodes);
    painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    return;
  }
  const NodeIndex n = game_.nodeCount();
  painter.setPen(QPen(palette().color(QPalette::Mid), 1.2));
  for (NodeIndex v = 1; v < n; ++v) painter.drawLine(centre_[game_.parent[v]], centre_[v]);
  QFont bold = font();
  bold.setBold(true);
  painter.setFont(bold);
  for (NodeIndex v = 0; v < n; ++v) {
    const int p = game_.player[v];
    const QColor colour = playerColor(p);
    const QRectF box(centre_[v].x() - kRadius, centre_[v].y() - kRadius, 2 * kRadius, 2 * kRadius);
    if (game_.isLeaf(v)) {
      painter.setPen(QPen(colour, 1.5));
      painter.setBrush(playerTint(p));
      painter.drawRoundedRect(box, 4, 4);
      painter.setPen(colour);
    } else {
      const bool km = v < NodeIndex(kingmaker_.size()) && kingmaker_[v];
      painter.setPen(QPen(colour, km ? 2.5 : 1.5));
      painter.setBrush(palette().color(QPalette::Base));
      painter.drawEllipse(box);
      if (km) painter.drawEllipse(box.adjusted(3.5, 3.5, -3.5, -3.5));
      painter.setPen(colour);
    }
    painter.drawText(box, Qt::AlignCenter, label(v));
    if (v == cursor_ && hasFocus()) {
      painter.setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DotLine));
      painter.setBrush(Qt::NoBrush);
      painter.drawRect(box.adjusted(-4, -4, 4, 4));
    }
  }
}

void EssenceCanvas::mousePressEvent(QMouseEvent* event) {
  const NodeIndex v = nodeAt(event->position());
  if (v < 0) return QWidget::mousePressEvent(event);
  cursor_ = v;
  update();
  emit nodeClicked(v);
}

void EssenceCanvas::keyPressEvent(QKeyEvent* event) {
  if (!drawn_) return QWidget::keyPressEvent(event);
  const NodeIndex n = game_.nodeCount();
  switch (event->key()) {
    case Qt::Key_Right: cursor_ = std::min<NodeIndex>(n - 1, cursor_ + 1); break;
    case Qt::Key_Left: cursor_ = std::max<NodeIndex>(0, cursor_ - 1); break;
    case Qt::Key_Up: if (cursor_ > 0) cursor_ = game_.parent[cursor_]; break;
    case Qt::Key_Down: if (!game_.isLeaf(cursor_)) cursor_ = game_.children(cursor_).front(); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit nodeClicked(cursor_); break;
    default: return QWidget::keyPressEvent(event);
  }
  update();
}

bool EssenceCanvas::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const NodeIndex v = nodeAt(help->pos());
    if (v >= 0) QToolTip::showText(help->globalPos(), tooltip(v), this);
    else QToolTip::hideText();
    return true;
  }
  return QWidget::event(event);
}

}  // namespace gamelab::ui
