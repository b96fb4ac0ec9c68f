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
  // The texts of the picture near `area`: movers, action labels, probabilities, payoffs, and the
  // nodes with their rings and loops; set names keep clear of them.
  auto textsNear = [&](const QRectF& area) {
    std::vector<QRectF> out;
    for (NodeId id : g.nodesIn(area, 160)) {
      out.push_back(QRectF(g.pos(id) - QPointF(half + 1, half + 1), QSizeF(2 * half + 2, 2 * half + 2)));
      for (const QRectF& box : {g.moverRect(id), g.actionRect(id), g.probabilityRect(id), g.payoffRect(id)})
        if (!box.isEmpty()) out.push_back(box);
    }
    return out;
  };
  auto hits = [](const std::vector<QRectF>& boxes, const QRectF& rect) {
    return std::any_of(boxes.begin(), boxes.end(), [&](const QRectF& b) { return b.intersects(rect); });
  };
  std::vector<QRectF> namesPlaced;
  // Whether a dashed curve would cross an action label, a probability or a set name.
  auto crossesLabels = [&](const QPainterPath& path) {
    QPainterPathStroker stroke;
    stroke.setWidth(2);
    const QPainterPath outline = stroke.createStroke(path);
    for (const QRectF& name : namesPlaced)
      if (outline.intersects(name)) return true;
    for (NodeId id : g.nodesIn(path.boundingRect(), 160))
      for (const QRectF& box : {g.actionRect(id), g.probabilityRect(id)})
        if (!box.isEmpty() && outline.intersects(box)) return true;
    return false;
  };
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
        // The whole name or none (the dashed curves still join the loops, the tool tip names
        // the set), where it covers no text, node or other set name, nor an edge: beside the
        // loop's last member, beside its first, or above or below the loop; failing that, beside
        // the loop over an edge line.
        loop.name = name;
        const double width = nameMetrics.horizontalAdvance(name) + 2, height = 14;
        const QPointF first = g.pos(group.front()), last = g.pos(group.back());
        const QPointF middle = (first + last) / 2;
        const std::vector<QPointF> places{last + QPointF(r + 9, -r - 4),           first + QPointF(-r - 9 - width, -r - 4),
                                          last + QPointF(r + 9, r + 4 - height),   first + QPointF(-r - 9 - width, r + 4 - height),
                                          middle + QPointF(-width / 2, half + 2),  middle + QPointF(-width / 2, -half - 2 - height)};
        const std::vector<QRectF> near = textsNear(QRectF(first, last).normalized().adjusted(-width - 40, -40, width + 40, 40));
        auto onEdge = [&](const QRectF& rect) {
          for (NodeId id : g.edgesIn(rect, 1)) {
            QPainterPath edge(g.pos(t.node(id).parent));
            edge.lineTo(g.pos(id));
            if (QPainterPathStroker(QPen(Qt::black, 2)).createStroke(edge).intersects(rect)) return true;
          }
          return false;
        };
        for (bool avoidEdges : {true, false}) {  // clear of the edges too if it can be
          for (std::size_t k = 0; k < (avoidEdges ? places.size() : 4); ++k) {
            const QPointF at = places[k];
            const QRectF rect(at, QSizeF(width, height));
            if (hits(near, rect) || hits(namesPlaced, rect) || (avoidEdges && onEdge(rect))) continue;
            loop.namePos = at;
            loop.nameWidth = width;
            namesPlaced.push_back(rect);
            break;
          }
          if (loop.nameWidth > 0) break;
        }
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
        // An S-curve, through the band of edge labels between the levels where it crosses none:
        // its middle tried straight between the loops first, then ever further to either side.
        const QPointF p0 = g.pos(a) - up * half, p1 = g.pos(b) + up * half;
        const double depthGap = std::abs(topDown ? p1.y() - p0.y() : p1.x() - p0.x());
        const QPointF across = topDown ? QPointF(1, 0) : QPointF(0, 1);
        const QPointF centre = (p0 + p1) / 2;
        auto curve = [&](double shift) {
          const QPointF mid = centre + across * shift;
          QPainterPath p(p0);
          p.cubicTo(p0 - up * depthGap * 0.3, mid + up * depthGap * 0.25, mid);
          p.cubicTo(mid - up * depthGap * 0.25, p1 + up * depthGap * 0.3, p1);
          return p;
        };
        // Failing that (the loops far apart along the levels), an elbow: along the level, down a
        // lane between the levels that no label touches, along the next level.
        auto elbow = [&](double lane) {
          const QPointF c0 = p0 - up * lane, c1 = p1 + up * (depthGap - lane);  // both `lane` past p0's depth
          const double turn = std::min(12.0, std::abs(breadth(b) - breadth(a)) / 2);
          const QPointF along = across * (breadth(b) > breadth(a) ? 1 : -1);
          QPainterPath p(p0);
          p.lineTo(c0 + up * turn);
          p.quadTo(c0, c0 + along * turn);
          p.lineTo(c1 - along * turn);
          p.quadTo(c1, c1 - up * turn);
          p.lineTo(p1);
          return p;
        };
        std::vector<QPainterPath> candidates;
        const double reach = std::abs(breadth(a) - breadth(b)) / 2 + 60;
        for (double shift = 0; shift <= reach; shift += 4) candidates.push_back(curve(shift)), candidates.push_back(curve(-shift));
        for (double lane = 4; lane <= depthGap - 4; lane += 2) candidates.push_back(elbow(lane));
        path = curve(0);
        for (const QPainterPath& candidate : candidates)
          if (!crossesLabels(candidate)) {
            path = candidate;
            break;
          }
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
    // The arcs of a level are lowered together (keeping their order of heights) until none
    // crosses a text: the action labels and probabilities of the edges above the level.
    std::vector<QPainterPath> paths(e - k);
    for (double scale = 1;; scale *= 0.8) {
      const double top = scale * std::min(g.metrics().levelSeparation * 0.7, 10 + 0.18 * arcs[e - 1].span);
      const double low = std::min(top, 8.0 * scale);
      bool crosses = false;
      for (std::size_t i = k; i < e; ++i) {
        const Arc& a = arcs[i];
        const double rise = e - k == 1 ? top : low + (top - low) * double(i - k + 1) / double(e - k);
        QPainterPath path(a.from);
        path.cubicTo(a.from + up * rise * 1.33, a.to + up * rise * 1.33, a.to);
        paths[i - k] = path;
        crosses = crosses || crossesLabels(path);
      }
      if (!crosses || scale < 0.1) break;
    }
    for (std::size_t i = k; i < e; ++i) {
      const Arc& a = arcs[i];
      const QPainterPath& path = paths[i - k];
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

std::vector<QPainterPath> TreeItem::connectorPaths() const {
  std::vector<QPainterPath> out;
  for (const Connector& c : connectors_) out.push_back(c.path);
  return out;
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
