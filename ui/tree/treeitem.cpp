#include "ui/tree/treeitem.h"

#include "ui/commands/treeedits.h"
#include "ui/common/playercolors.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace gamelab::ui {

QColor moverColor(int player) { return player == kChancePlayer ? QColor(0x42, 0x42, 0x42) : playerColor(player); }

namespace {
const QColor kEdgeColor(0x55, 0x55, 0x55);
const QColor kTextColor(0x21, 0x21, 0x21);
const QColor kProbabilityColor(0x5d, 0x40, 0x37);
const QColor kSelectionColor(0x1e, 0x88, 0xe5);
const QColor kErrorColor(0xc6, 0x28, 0x28);
const QColor kWarningColor(0xef, 0x8f, 0x00);
}  // namespace

TreeItem::TreeItem() { setFlag(ItemUsesExtendedStyleOption, true); }

void TreeItem::setGeometry(std::shared_ptr<const TreeGeometry> geometry) {
  prepareGeometryChange();
  geometry_ = std::move(geometry);
  selected_.assign(std::size_t(geometry_ ? geometry_->nodeCount() : 0), 0);
  selectedList_.clear();
  current_ = kNoNode;
  marks_.clear();
  buildLoops();
  update();
}

void TreeItem::buildLoops() {
  loops_.clear();
  if (!geometry_) return;
  const GameTree& t = geometry_->tree();
  inLoop_.assign(t.nodes.size(), 0);
  const auto members = t.infoSetMembers();
  const auto& levels = geometry_->levels();
  std::vector<int> levelIndex(t.nodes.size(), 0);
  for (const auto& level : levels)
    for (std::size_t k = 0; k < level.size(); ++k) levelIndex[std::size_t(level[k])] = int(k);
  const double r = geometry_->metrics().nodeRadius;
  for (std::size_t s = 0; s < members.size(); ++s) {
    if (members[s].size() < 2 || t.infoSets[s].isChance()) continue;
    std::vector<NodeId> nodes = members[s];
    std::sort(nodes.begin(), nodes.end(), [this](NodeId a, NodeId b) {
      const int da = geometry_->depth(a), db = geometry_->depth(b);
      if (da != db) return da < db;
      const QPointF pa = geometry_->pos(a), pb = geometry_->pos(b);
      return geometry_->orientation() == TreeOrientation::TopDown ? pa.x() < pb.x() : pa.y() < pb.y();
    });
    // Members next to each other on their level (or on different levels) share one loop; a set
    // whose members have other nodes between them is drawn as several loops, each named.
    std::vector<std::vector<NodeId>> runs{{nodes.front()}};
    for (std::size_t k = 1; k < nodes.size(); ++k) {
      const NodeId a = nodes[k - 1], b = nodes[k];
      bool adjacent = geometry_->depth(a) != geometry_->depth(b);
      if (!adjacent) adjacent = levelIndex[std::size_t(b)] == levelIndex[std::size_t(a)] + 1;
      if (adjacent) runs.back().push_back(b);
      else runs.push_back({b});
    }
    const InfoSet& set = t.infoSets[s];
    const QString name = set.label.empty() ? QStringLiteral("%1·%2").arg(TreeEdits::playerName(t, set.player)).arg(set.number)
                                           : QString::fromStdString(set.label);
    for (const auto& run : runs) {
      QPainterPath line(geometry_->pos(run.front()));
      for (std::size_t k = 1; k < run.size(); ++k) line.lineTo(geometry_->pos(run[k]));
      if (run.size() == 1) line.lineTo(geometry_->pos(run.front()) + QPointF(0.01, 0));
      QPainterPathStroker stroker;
      stroker.setWidth(2 * (r + 6));
      stroker.setCapStyle(Qt::RoundCap);
      stroker.setJoinStyle(Qt::RoundJoin);
      Loop loop;
      loop.player = set.player;
      loop.path = stroker.createStroke(line).simplified();
      if (runs.size() > 1) {
        loop.name = name;
        loop.namePos = geometry_->pos(run.back()) + QPointF(r + 9, -r - 4);
      }
      loop.bounds = loop.path.boundingRect().adjusted(0, -20, 120, 0);
      loops_.push_back(std::move(loop));
    }
    for (NodeId id : nodes) inLoop_[std::size_t(id)] = 1;
  }
}

void TreeItem::setSelection(const std::vector<NodeId>& nodes, NodeId current) {
  for (NodeId id : selectedList_)
    if (std::size_t(id) < selected_.size()) selected_[std::size_t(id)] = 0;
  selectedList_.clear();
  for (NodeId id : nodes)
    if (id >= 0 && std::size_t(id) < selected_.size()) {
      selected_[std::size_t(id)] = 1;
      selectedList_.push_back(id);
    }
  current_ = current;
  update();
}

void TreeItem::setProblemMarks(const std::vector<std::pair<NodeId, int>>& marks) {
  marks_ = marks;
  update();
}

QRectF TreeItem::boundingRect() const { return geometry_ ? geometry_->bounds() : QRectF(); }

void TreeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* /*widget*/) {
  if (!geometry_) return;
  const TreeGeometry& g = *geometry_;
  const GameTree& t = g.tree();
  const QRectF exposed = visibleRect(painter, option->exposedRect.isEmpty() ? boundingRect() : option->exposedRect);
  const double lod = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
  const bool texts = lod >= 0.3;
  const bool discs = lod >= 0.08;
  const double r = g.metrics().nodeRadius, leafR = g.metrics().leafRadius;
  painter->setRenderHint(QPainter::Antialiasing, lod >= 0.08);

  // Information-set loops under everything.
  for (const Loop& loop : loops_) {
    if (!loop.bounds.intersects(exposed)) continue;
    QColor fill = playerTint(loop.player);
    fill.setAlpha(200);
    painter->setPen(QPen(moverColor(loop.player), 1.3));
    painter->setBrush(fill);
    painter->drawPath(loop.path);
  }
  if (lod >= 0.3) {
    painter->setFont(treeSmallFont());
    for (const Loop& loop : loops_) {
      if (loop.name.isEmpty() || !loop.bounds.intersects(exposed)) continue;
      painter->setPen(moverColor(loop.player));
      painter->drawText(QRectF(loop.namePos, QSizeF(110, 14)), Qt::AlignLeft | Qt::AlignVCenter, loop.name);
    }
  }

  // Edges.
  const std::vector<NodeId> edges = g.edgesIn(exposed, 2);
  painter->setPen(QPen(kEdgeColor, 1.2));
  std::vector<QLineF> lines;
  lines.reserve(edges.size());
  for (NodeId id : edges) lines.emplace_back(g.pos(t.node(id).parent), g.pos(id));
  painter->drawLines(lines.data(), int(lines.size()));

  if (texts) {
    painter->setFont(treeFont());
    for (NodeId id : edges) {
      const QString label = g.actionText(id);
      if (!label.isEmpty()) {
        painter->setPen(kTextColor);
        painter->drawText(g.actionRect(id), Qt::AlignCenter, label);
      }
    }
    painter->setFont(treeSmallFont());
    painter->setPen(kProbabilityColor);
    for (NodeId id : edges) {
      const QString p = g.probabilityText(id);
      if (!p.isEmpty()) painter->drawText(g.probabilityRect(id), Qt::AlignCenter, p);
    }
  }

  // Nodes.
  const double slack = texts ? 120 : r + 2;
  const std::vector<NodeId> nodes = g.nodesIn(exposed, slack);
  if (!discs) {
    painter->setPen(QPen(kEdgeColor, 2 / std::max(lod, 1e-6)));
    std::vector<QPointF> points;
    for (NodeId id : nodes) points.push_back(g.pos(id));
    painter->drawPoints(points.data(), int(points.size()));
    return;
  }
  for (NodeId id : nodes) {
    const QPointF p = g.pos(id);
    if (t.isTerminal(id)) {
      painter->setPen(Qt::NoPen);
      painter->setBrush(kTextColor);
      painter->drawEllipse(p, leafR, leafR);
      continue;
    }
    const int player = t.playerAt(id);
    const QColor c = moverColor(player);
    painter->setPen(QPen(c.darker(130), 1));
    painter->setBrush(c);
    painter->drawEllipse(p, r, r);
    if (!inLoop_[std::size_t(id)] && player != kChancePlayer) {
      painter->setBrush(Qt::NoBrush);
      painter->setPen(QPen(c, 1.1));
      painter->drawEllipse(p, r + 4, r + 4);
    }
  }
  if (texts) {
    painter->setFont(treeMoverFont());
    for (NodeId id : nodes) {
      if (t.isTerminal(id)) continue;
      painter->setPen(moverColor(t.playerAt(id)));
      painter->drawText(g.moverRect(id), Qt::AlignCenter, g.moverText(id));
    }
    painter->setFont(treeFont());
    const bool zeroSum = g.zeroSumDisplay();
    for (NodeId id : nodes) {
      if (!t.isTerminal(id)) continue;
      const QStringList lines = g.payoffLines(id);
      const QRectF box = g.payoffRect(id);
      const double h = lines.isEmpty() ? 0 : box.height() / double(lines.size());
      for (int k = 0; k < lines.size(); ++k) {
        const bool plain = zeroSum || lines.size() == 1 || lines[k] == QStringLiteral("–");
        painter->setPen(plain ? kTextColor : playerColor(k));
        painter->drawText(QRectF(box.left(), box.top() + h * k, box.width(), h), Qt::AlignCenter, lines[k]);
      }
    }
  }

  // Problem marks and selection on top.
  painter->setBrush(Qt::NoBrush);
  for (const auto& [id, severity] : marks_) {
    if (id < 0 || id >= g.nodeCount() || !exposed.adjusted(-20, -20, 20, 20).contains(g.pos(id))) continue;
    painter->setPen(QPen(severity >= 2 ? kErrorColor : kWarningColor, 2.2, Qt::DashLine));
    painter->drawEllipse(g.pos(id), r + 8, r + 8);
  }
  for (NodeId id : selectedList_) {
    if (!exposed.adjusted(-20, -20, 20, 20).contains(g.pos(id))) continue;
    QColor halo = kSelectionColor;
    halo.setAlpha(70);
    painter->setPen(QPen(kSelectionColor, 2));
    painter->setBrush(halo);
    painter->drawEllipse(g.pos(id), r + 6, r + 6);
  }
  if (current_ >= 0 && current_ < g.nodeCount()) {
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kSelectionColor, 1.2, Qt::DotLine));
    painter->drawRect(QRectF(g.pos(current_) - QPointF(r + 10, r + 10), QSizeF(2 * r + 20, 2 * r + 20)));
  }
}

}  // namespace gamelab::ui
