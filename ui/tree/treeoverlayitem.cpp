#include "ui/tree/treeoverlayitem.h"

#include "ui/common/numberformat.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treeitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace gamelab::ui {

namespace {
const QColor kPathColor(0xff, 0xd5, 0x4f, 150);
const QColor kBehaviourColor(0x1b, 0x5e, 0x20);
const QColor kSubgameColor(0x6a, 0x1b, 0x9a);
const QColor kAllowedColor(0x81, 0xc7, 0x84, 120);
const QColor kKingmakerColor(0xbf, 0x36, 0x0c);
const QColor kKeyColor(0xd5, 0x00, 0x00);
}  // namespace

TreeOverlayItem::TreeOverlayItem() {
  setFlag(ItemUsesExtendedStyleOption, true);
  setZValue(1);
  setVisible(false);
}

void TreeOverlayItem::setGeometry(std::shared_ptr<const TreeGeometry> geometry) {
  prepareGeometryChange();
  geometry_ = std::move(geometry);
  updateExtent();
  update();
}

void TreeOverlayItem::setOverlay(const TreeOverlay& overlay) {
  prepareGeometryChange();
  overlay_ = overlay;
  updateExtent();
  setVisible(!overlay_.empty());
  update();
}

void TreeOverlayItem::setCaptionVisible(bool visible) {
  prepareGeometryChange();
  captionVisible_ = visible;
  update();
}

namespace {
QFont captionFont() {
  QFont f = treeFont();
  f.setBold(true);
  return f;
}
}  // namespace

QRectF TreeOverlayItem::nodeTextRect(NodeId id) const {
  if (!geometry_ || id < 0 || std::size_t(id) >= overlay_.nodeText.size() || overlay_.nodeText[std::size_t(id)].isEmpty())
    return {};
  const TreeGeometry& g = *geometry_;
  const QFontMetricsF metrics(treeSmallFont());
  double w = metrics.horizontalAdvance(overlay_.nodeText[std::size_t(id)]) + 4;
  // Wide enough to cover the set's name, which the tree may draw in the same place.
  if (const int set = g.tree().node(id).infoSet; set >= 0) {
    const InfoSet& info = g.tree().infoSets[std::size_t(set)];
    const QString name = info.label.empty() ? QStringLiteral("%1·%2").arg(TreeEdits::playerName(g.tree(), info.player)).arg(info.number)
                                            : QString::fromStdString(info.label);
    w = std::max(w, metrics.horizontalAdvance(name) + 4);
  }
  // Clear of the kingmaker frames and rings when the node has any.
  const double r = g.metrics().nodeRadius + (std::size_t(id) < overlay_.nodeMark.size() && overlay_.nodeMark[std::size_t(id)] ? 14 : 0);
  const QPointF p = g.pos(id);
  return g.orientation() == TreeOrientation::TopDown ? QRectF(p.x() + r + 8, p.y() - 9, w, 18)
                                                     : QRectF(p.x() - w / 2, p.y() + r + 16, w, 18);
}

void TreeOverlayItem::updateExtent() {
  textExtent_ = QRectF();
  if (!geometry_) return;
  for (std::size_t id = 0; id < overlay_.nodeText.size() && id < std::size_t(geometry_->nodeCount()); ++id)
    if (const QRectF box = nodeTextRect(NodeId(id)); !box.isEmpty()) textExtent_ |= box;
}

QRectF TreeOverlayItem::boundingRect() const {
  if (!geometry_) return {};
  QRectF b = geometry_->bounds().adjusted(-60, 0, 60, 0) | textExtent_;
  if (captionVisible_ && !overlay_.caption.isEmpty()) {
    // Room for the whole caption, however narrow the tree (pictures take this rectangle).
    const QRectF tree = geometry_->bounds();
    const double w = QFontMetricsF(captionFont()).horizontalAdvance(overlay_.caption) + 16;
    b |= QRectF(tree.left(), tree.top() - 30, w, 30);
  }
  return b;
}

void TreeOverlayItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* /*widget*/) {
  if (!geometry_ || overlay_.empty()) return;
  const TreeGeometry& g = *geometry_;
  const GameTree& t = g.tree();
  const QRectF exposed = visibleRect(painter, option->exposedRect.isEmpty() ? boundingRect() : option->exposedRect);
  const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
  painter->setRenderHint(QPainter::Antialiasing, true);
  const double r = g.metrics().nodeRadius;
  const std::vector<NodeId> edges = g.edgesIn(exposed, 4);
  const std::vector<NodeId> nodes = g.nodesIn(exposed, 140);

  if (captionVisible_ && !overlay_.caption.isEmpty()) {
    painter->setFont(captionFont());
    painter->setPen(kBehaviourColor);
    const QRectF b = g.bounds();
    const double w = QFontMetricsF(captionFont()).horizontalAdvance(overlay_.caption) + 8;
    painter->drawText(QRectF(b.left() + 8, b.top() - 26, w, 24), Qt::AlignLeft | Qt::AlignVCenter, overlay_.caption);
  }
  paintKingmakerUnder(painter, edges, nodes);
  // Equilibrium path: a wide light band under the chosen edges and nodes.
  painter->setPen(QPen(kPathColor, 10, Qt::SolidLine, Qt::RoundCap));
  for (NodeId id : edges)
    if (flag(overlay_.onPath, id) && flag(overlay_.onPath, t.node(id).parent))
      painter->drawLine(g.pos(t.node(id).parent), g.pos(id));
  painter->setPen(Qt::NoPen);
  painter->setBrush(kPathColor);
  for (NodeId id : nodes)
    if (flag(overlay_.onPath, id)) painter->drawEllipse(g.pos(id), r + 5, r + 5);
  // Chosen edges.
  for (NodeId id : edges) {
    if (!flag(overlay_.chosenEdge, id)) continue;
    const NodeId parent = t.node(id).parent;
    painter->setPen(QPen(moverColor(t.playerAt(parent)), 3.2, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(g.pos(parent), g.pos(id));
  }
  paintKingmakerOver(painter, edges, nodes, lod);
  if (lod < 0.3) return;
  // Subgame roots.
  painter->setBrush(Qt::NoBrush);
  painter->setPen(QPen(kSubgameColor, 1.4, Qt::DashLine));
  for (NodeId id : nodes)
    if (flag(overlay_.subgameRoot, id))
      painter->drawRoundedRect(QRectF(g.pos(id) - QPointF(r + 13, r + 13), QSizeF(2 * r + 26, 2 * r + 26)), 5, 5);
  // Behaviour probabilities near the child end of each player's edge.
  QFont bold = treeSmallFont();
  bold.setBold(true);
  painter->setFont(bold);
  const QFontMetricsF fm(bold);
  for (NodeId id : edges) {
    const NodeId parent = t.node(id).parent;
    const int set = t.node(parent).infoSet;
    if (set < 0 || std::size_t(set) >= overlay_.behaviour.size() || t.infoSets[std::size_t(set)].isChance()) continue;
    const auto& probs = overlay_.behaviour[std::size_t(set)];
    const int a = t.actionIndexOf(id);
    if (a < 0 || std::size_t(a) >= probs.size()) continue;
    const QString text = overlay_.behaviourAsDecimals ? formatDecimal(probs[std::size_t(a)], 3) : formatRational(probs[std::size_t(a)]);
    const QPointF at = g.pos(parent) + (g.pos(id) - g.pos(parent)) * 0.8;
    const double w = fm.horizontalAdvance(text) + 6, h = fm.height();
    const QRectF box(at.x() - w / 2, at.y() - h / 2, w, h);
    painter->setPen(QPen(kBehaviourColor, 1));
    painter->setBrush(QColor(0xe8, 0xf5, 0xe9));
    painter->drawRoundedRect(box, 3, 3);
    painter->drawText(box, Qt::AlignCenter, text);
  }
  // Node texts to the right of (top-down) or under (left-right) the node, on a light plate so
  // that they stay readable over the set's own label drawn there.
  painter->setFont(treeSmallFont());
  for (NodeId id : nodes) {
    const QRectF box = nodeTextRect(id);
    if (box.isEmpty()) continue;
    painter->setPen(Qt::NoPen);
    painter->setBrush(Qt::white);
    painter->drawRoundedRect(box, 3, 3);
    painter->setPen(kBehaviourColor);
    painter->drawText(box, Qt::AlignLeft | Qt::AlignVCenter, overlay_.nodeText[std::size_t(id)]);
  }
}

void TreeOverlayItem::paintKingmakerUnder(QPainter* painter, const std::vector<NodeId>& edges,
                                          const std::vector<NodeId>& nodes) const {
  const TreeGeometry& g = *geometry_;
  const GameTree& t = g.tree();
  const double r = g.metrics().nodeRadius;
  painter->setPen(QPen(kAllowedColor, 9, Qt::SolidLine, Qt::RoundCap));
  for (NodeId id : edges)
    if (flag(overlay_.allowedEdge, id)) painter->drawLine(g.pos(t.node(id).parent), g.pos(id));
  painter->setPen(Qt::NoPen);
  for (NodeId id : nodes) {
    if (std::size_t(id) >= overlay_.nodeFill.size() || !overlay_.nodeFill[std::size_t(id)].isValid()) continue;
    QColor fill = overlay_.nodeFill[std::size_t(id)];
    fill.setAlpha(110);
    painter->setBrush(fill);
    painter->drawEllipse(g.pos(id), r + 7, r + 7);
  }
}

void TreeOverlayItem::paintKingmakerOver(QPainter* painter, const std::vector<NodeId>& edges,
                                         const std::vector<NodeId>& nodes, double lod) const {
  const TreeGeometry& g = *geometry_;
  const GameTree& t = g.tree();
  const double r = g.metrics().nodeRadius;
  for (NodeId id : edges) {
    if (std::size_t(id) >= overlay_.edgeClass.size()) continue;
    const auto c = overlay_.edgeClass[std::size_t(id)];
    if (c == TreeOverlay::NoClass) continue;
    const NodeId parent = t.node(id).parent;
    const QColor colour = c == TreeOverlay::NoChance ? QColor(0x9e, 0x9e, 0x9e) : moverColor(t.playerAt(parent));
    const Qt::PenStyle style = c == TreeOverlay::OwnWin ? Qt::SolidLine : c == TreeOverlay::Chance ? Qt::DashLine : Qt::DotLine;
    painter->setPen(QPen(colour, 1.6, style, Qt::FlatCap));
    painter->drawLine(g.pos(parent), g.pos(id));
  }
  if (lod < 0.3) return;
  painter->setBrush(Qt::NoBrush);
  for (NodeId id : nodes) {
    if (std::size_t(id) >= overlay_.nodeMark.size()) continue;
    const auto mark = overlay_.nodeMark[std::size_t(id)];
    const QPointF p = g.pos(id);
    if (mark & TreeOverlay::StrictKingmaker) {
      painter->setPen(QPen(kKingmakerColor, 1.8));
      painter->drawRect(QRectF(p - QPointF(r + 9, r + 9), QSizeF(2 * r + 18, 2 * r + 18)));
    }
    if (mark & TreeOverlay::GeneralisedKingmaker) {
      painter->setPen(QPen(kKingmakerColor, 1.3, Qt::DashLine));
      painter->drawRect(QRectF(p - QPointF(r + 12, r + 12), QSizeF(2 * r + 24, 2 * r + 24)));
    }
    if (mark & TreeOverlay::KeyNode) {
      painter->setPen(QPen(kKeyColor, 2.6));
      painter->drawEllipse(p, r + 15, r + 15);
      painter->setPen(QPen(kKeyColor, 1.2));
      painter->drawEllipse(p, r + 19, r + 19);
    }
  }
  // The mover's name again, on a white ground over the frames.
  painter->setFont(treeMoverFont());
  for (NodeId id : nodes) {
    if (std::size_t(id) >= overlay_.nodeMark.size() || !overlay_.nodeMark[std::size_t(id)] || t.isTerminal(id)) continue;
    const QRectF box = g.moverRect(id);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 220));
    painter->drawRoundedRect(box, 2, 2);
    painter->setPen(moverColor(t.playerAt(id)));
    painter->drawText(box, Qt::AlignCenter, g.moverText(id));
  }
  painter->setBrush(Qt::NoBrush);
}

}  // namespace gamelab::ui
