#include "ui/tree/treeitem.h"

#include "ui/common/playercolors.h"
#include "ui/tree/treeedits.h"

#include <QFontMetricsF>
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
const QColor kHaloColor(255, 255, 255, 215);
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
  connectors_.clear();
  extent_ = geometry_ ? geometry_->bounds() : QRectF();
  if (!geometry_) return;
  const TreeGeometry& g = *geometry_;
  const GameTree& t = g.tree();
  inLoop_.assign(t.nodes.size(), 0);
  const auto members = t.infoSetMembers();
  const auto& levels = g.levels();
  // Per node its index on its level (members of a loop are neighbours there).
  std::vector<int> levelIndex(t.nodes.size(), 0);
  for (const auto& level : levels)
    for (std::size_t k = 0; k < level.size(); ++k) levelIndex[std::size_t(level[k])] = int(k);
  const bool topDown = g.orientation() == TreeOrientation::TopDown;
  const QPointF up = topDown ? QPointF(0, -1) : QPointF(-1, 0);  // towards the root
  auto breadth = [&](NodeId id) { return topDown ? g.pos(id).x() : g.pos(id).y(); };
  const double r = g.metrics().nodeRadius;
  const double half = r + 6;  // half the loop's thickness
  struct Arc {
    int depth;
    int player;
    QPointF from, to;
    double span;
  };
  std::vector<Arc> arcs;
  for (std::size_t s = 0; s < members.size(); ++s) {
    if (members[s].size() < 2 || t.infoSets[s].isChance()) continue;
    std::vector<NodeId> nodes = members[s];
    std::sort(nodes.begin(), nodes.end(), [&](NodeId a, NodeId b) {
      const int da = g.depth(a), db = g.depth(b);
      if (da != db) return da < db;
      return breadth(a) < breadth(b);
    });
    // Members that are neighbours on their level share a loop; any other node between them (a
    // leaf or a decision node of another set) splits it, so that no loop encloses a non-member.
    std::vector<std::vector<NodeId>> groups{{nodes.front()}};
    for (std::size_t k = 1; k < nodes.size(); ++k) {
      const NodeId a = nodes[k - 1], b = nodes[k];
      const bool together =
          g.depth(a) == g.depth(b) && levelIndex[std::size_t(b)] == levelIndex[std::size_t(a)] + 1;
      if (together) groups.back().push_back(b);
      else groups.push_back({b});
    }
    const InfoSet& set = t.infoSets[s];
    const QString name = set.label.empty() ? QStringLiteral("%1·%2").arg(TreeEdits::playerName(t, set.player)).arg(set.number)
                                           : QString::fromStdString(set.label);
    const QFontMetricsF nameMetrics(treeSmallFont());
    for (const auto& group : groups) {
      // A straight capsule along the level through neighbouring members only.
      QPainterPath line(g.pos(group.front()));
      line.lineTo(g.pos(group.back()) + (group.size() == 1 ? QPointF(0.01, 0) : QPointF()));
      QPainterPathStroker stroker;
      stroker.setWidth(2 * half);
      stroker.setCapStyle(Qt::RoundCap);
      stroker.setJoinStyle(Qt::RoundJoin);
      Loop loop;
      loop.infoSet = int(s);
      loop.player = set.player;
      loop.members = group;
      loop.path = stroker.createStroke(line).simplified();
      if (groups.size() > 1) {
        loop.name = name;
        loop.namePos = g.pos(group.back()) + QPointF(r + 9, -r - 4);
        // The whole name or none (the dashed curves still join the loops, the tool tip names
        // the set): top-down, it must end before the next node of the level.
        loop.nameWidth = nameMetrics.horizontalAdvance(name) + 2;
        const auto& level = levels[std::size_t(g.depth(group.back()))];
        const std::size_t next = std::size_t(levelIndex[std::size_t(group.back())]) + 1;
        if (topDown && next < level.size() && breadth(level[next]) - breadth(group.back()) - 2 * r - 16 < loop.nameWidth)
          loop.nameWidth = 0;
      }
      loop.bounds = loop.path.boundingRect();
      if (!loop.name.isEmpty() && loop.nameWidth > 0) loop.bounds |= loop.nameRect();
      extent_ |= loop.bounds;
      loops_.push_back(std::move(loop));
    }
    // Dashed curves tie the loops of one set together: an arc on the root's side of the level
    // between loops of one level, an S-curve from a level to the next one holding members.
    for (std::size_t k = 1; k < groups.size(); ++k) {
      const auto& from = groups[k - 1];
      const auto& to = groups[k];
      QPainterPath path;
      if (g.depth(from.front()) == g.depth(to.front())) {
        // Drawn below, once every arc of the level is known (their heights are staggered).
        arcs.push_back({g.depth(from.front()), set.player, g.pos(from.back()) + up * half, g.pos(to.front()) + up * half,
                        std::abs(breadth(to.front()) - breadth(from.back()))});
        continue;
      } else {
        NodeId a = from.front(), b = to.front();
        double best = -1;
        for (NodeId x : from)
          for (NodeId y : to)
            if (const double dist = std::abs(breadth(x) - breadth(y)); best < 0 || dist < best) {
              best = dist;
              a = x;
              b = y;
            }
        const QPointF p0 = g.pos(a) - up * half, p1 = g.pos(b) + up * half;
        const double depthGap = std::abs(topDown ? p1.y() - p0.y() : p1.x() - p0.x());
        path.moveTo(p0);
        path.cubicTo(p0 - up * depthGap * 0.45, p1 + up * depthGap * 0.45, p1);
      }
      Connector c;
      c.player = set.player;
      c.path = path;
      c.bounds = path.boundingRect().adjusted(-2, -2, 2, 2);
      extent_ |= c.bounds;
      connectors_.push_back(std::move(c));
    }
    for (NodeId id : nodes) inLoop_[std::size_t(id)] = 1;
  }
  // Arcs above one level: wider arcs higher, every arc of a level at its own height so that
  // interleaved sets (Kuhn poker) stay traceable.
  std::stable_sort(arcs.begin(), arcs.end(), [](const Arc& a, const Arc& b) {
    if (a.depth != b.depth) return a.depth < b.depth;
    return a.span < b.span;
  });
  for (std::size_t k = 0; k < arcs.size();) {
    std::size_t e = k;
    while (e < arcs.size() && arcs[e].depth == arcs[k].depth) ++e;
    const double top = std::min(g.metrics().levelSeparation * 0.7, 10 + 0.18 * arcs[e - 1].span);
    const double low = std::min(top, 8.0);
    for (std::size_t i = k; i < e; ++i) {
      const Arc& a = arcs[i];
      const double rise = e - k == 1 ? top : low + (top - low) * double(i - k + 1) / double(e - k);
      QPainterPath path(a.from);
      path.cubicTo(a.from + up * rise * 1.33, a.to + up * rise * 1.33, a.to);
      Connector c;
      c.player = a.player;
      c.path = path;
      c.bounds = path.boundingRect().adjusted(-2, -2, 2, 2);
      extent_ |= c.bounds;
      connectors_.push_back(std::move(c));
    }
    k = e;
  }
}

std::vector<TreeItem::LoopGroup> TreeItem::loopGroups() const {
  std::vector<LoopGroup> out;
  for (const Loop& loop : loops_) out.push_back({loop.infoSet, loop.members, loop.path});
  return out;
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

QRectF TreeItem::boundingRect() const { return extent_; }

std::vector<std::pair<QString, QRectF>> TreeItem::loopNames() const {
  std::vector<std::pair<QString, QRectF>> out;
  for (const Loop& loop : loops_)
    if (!loop.name.isEmpty() && loop.nameWidth > 0) out.emplace_back(loop.name, loop.nameRect());
  return out;
}

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
  for (const Connector& c : connectors_) {
    if (!c.bounds.intersects(exposed)) continue;
    painter->setPen(QPen(moverColor(c.player), 1.4, Qt::DashLine, Qt::RoundCap));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(c.path);
  }
  if (lod >= 0.3) {
    painter->setFont(treeSmallFont());
    for (const Loop& loop : loops_) {
      if (loop.name.isEmpty() || !loop.bounds.intersects(exposed)) continue;
      painter->setPen(moverColor(loop.player));
      if (loop.nameWidth <= 0) continue;  // no room: the set's tool tip names it
      painter->drawText(loop.nameRect(), Qt::AlignLeft | Qt::AlignVCenter, loop.name);
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
    // Edge texts sit beside their line on a light halo, so nothing drawn under them hides them.
    auto halo = [painter](const QRectF& box) {
      painter->setPen(Qt::NoPen);
      painter->setBrush(kHaloColor);
      painter->drawRoundedRect(box.adjusted(-1.5, 0, 1.5, 0), 3, 3);
    };
    painter->setFont(treeFont());
    for (NodeId id : edges) {
      const QString label = g.actionText(id);
      if (label.isEmpty()) continue;
      const QRectF box = g.actionRect(id);
      halo(box);
      painter->setPen(kTextColor);
      painter->drawText(box, Qt::AlignCenter, label);
    }
    painter->setFont(treeSmallFont());
    for (NodeId id : edges) {
      const QString p = g.probabilityText(id);
      if (p.isEmpty()) continue;
      const QRectF box = g.probabilityRect(id);
      halo(box);
      painter->setPen(kProbabilityColor);
      painter->drawText(box, Qt::AlignCenter, p);
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
      if (const int winner = g.leafWinner(id); winner >= 0) {
        painter->setPen(playerColor(winner));
        painter->drawText(box, Qt::AlignCenter, lines.value(0));
        continue;
      }
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
