#include "ui/tree/treegeometry.h"

#include "ui/common/numberformat.h"
#include "ui/tree/treeedits.h"

#include <QFontMetricsF>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>

namespace gamelab::ui {

QFont treeFont() {
  QFont f;
  f.setPointSizeF(9.5);
  return f;
}

QFont treeMoverFont() {
  QFont f = treeFont();
  f.setBold(true);
  return f;
}

QFont treeSmallFont() {
  QFont f;
  f.setPointSizeF(8.5);
  return f;
}

QRectF visibleRect(const QPainter* painter, const QRectF& exposed) {
  const QPaintDevice* device = painter->device();
  if (!device) return exposed;
  bool invertible = false;
  const QTransform inverse = painter->worldTransform().inverted(&invertible);
  if (!invertible) return exposed;
  QRectF visible = inverse.mapRect(QRectF(0, 0, device->width(), device->height()));
  if (painter->hasClipping() && !painter->clipBoundingRect().isEmpty()) visible &= painter->clipBoundingRect();
  return exposed & visible;
}

namespace {

bool isZeroSumTwoPlayer(const GameTree& tree) {
  if (tree.players() != 2) return false;
  for (const auto& o : tree.outcomes)
    if (o.payoffs.size() != 2 || o.payoffs[0] + o.payoffs[1] != 0) return false;
  return true;
}

}  // namespace

TreeGeometry::TreeGeometry(std::shared_ptr<const GameTree> tree, TreeOrientation orientation, TreeMetrics metrics,
                           bool winnerLabels)
    : tree_(std::move(tree)), orientation_(orientation), metrics_(metrics), winnerLabels_(winnerLabels) {
  const GameTree& t = *tree_;
  const std::size_t n = t.nodes.size();
  zeroSum_ = isZeroSumTwoPlayer(t);
  const QFontMetricsF fm(treeFont());
  lineHeight_ = fm.height();

  outcomeAbove_.assign(n, 0);
  for (std::size_t i = 1; i < n; ++i) {
    const auto parent = std::size_t(t.nodes[i].parent);
    outcomeAbove_[i] = outcomeAbove_[parent] || t.nodes[parent].outcome >= 0;
  }
  // Payoff label sizes (they widen the leaves in the layout).
  payoffSize_.assign(n, QSizeF());
  TreeLayoutOptions options;
  options.orientation = orientation;
  options.levelSeparation = metrics_.levelSeparation;
  options.siblingSeparation = metrics_.siblingSeparation;
  options.subtreeSeparation = metrics_.subtreeSeparation;
  options.nodeBreadth.assign(n, 0.0);
  for (std::size_t i = 0; i < n; ++i) {
    if (!t.nodes[i].isTerminal()) continue;
    const QStringList lines = payoffLines(NodeId(i));
    double w = 0;
    for (const QString& line : lines) w = std::max(w, fm.horizontalAdvance(line));
    payoffSize_[i] = QSizeF(w, lineHeight_ * double(lines.size()));
    options.nodeBreadth[i] = orientation == TreeOrientation::TopDown ? w : payoffSize_[i].height();
  }
  const TreeLayout layout = layoutTree(t, options);

  pos_.resize(n);
  depth_.assign(n, 0);
  int maxDepth = 0;
  for (std::size_t i = 1; i < n; ++i) {
    depth_[i] = depth_[std::size_t(t.nodes[i].parent)] + 1;
    maxDepth = std::max(maxDepth, depth_[i]);
  }
  const double m = metrics_.margin;
  for (std::size_t i = 0; i < n; ++i) {
    const double x = i < layout.x.size() ? layout.x[i] : 0.0;
    const double y = i < layout.y.size() ? layout.y[i] : 0.0;
    pos_[i] = QPointF(x + m, y + m);
  }
  levels_.assign(std::size_t(maxDepth) + 1, {});
  levelCoord_.assign(std::size_t(maxDepth) + 1, 0.0);
  for (std::size_t i = 0; i < n; ++i) levels_[std::size_t(depth_[i])].push_back(NodeId(i));
  for (std::size_t d = 0; d < levels_.size(); ++d) {
    auto& level = levels_[d];
    std::stable_sort(level.begin(), level.end(),
                     [this](NodeId a, NodeId b) { return breadthOf(pos(a)) < breadthOf(pos(b)); });
    if (!level.empty()) levelCoord_[d] = depthOf(pos(level.front()));
  }

  // Bounds: every node with every text drawn for it (payoff or mover, and the action label and
  // probability of the edge into it), so that a picture of bounds() shows each text whole.
  // Labels repeat across the tree: each distinct one is measured once.
  const QFontMetricsF small(treeSmallFont());
  std::unordered_map<std::string, double> labelWidth;
  QHash<QString, double> probabilityWidth;
  QRectF r;
  for (std::size_t i = 0; i < n; ++i) {
    const QPointF p = pos_[i];
    QRectF nodeRect(p.x() - 10, p.y() - 10, 20, 20);
    if (t.nodes[i].isTerminal()) nodeRect |= payoffRect(NodeId(i));
    else nodeRect |= moverRect(NodeId(i));
    if (i != std::size_t(t.root())) {
      const std::string& label = t.actionLabelTo(NodeId(i));
      if (!label.empty()) {
        auto [it, added] = labelWidth.try_emplace(label, 0.0);
        if (added) it->second = fm.horizontalAdvance(QString::fromStdString(label)) + 2;
        nodeRect |= edgeTextRect(NodeId(i), it->second, fm.height(), 0);
      }
      if (const QString q = probabilityText(NodeId(i)); !q.isEmpty()) {
        auto it = probabilityWidth.find(q);
        if (it == probabilityWidth.end()) it = probabilityWidth.insert(q, small.horizontalAdvance(q) + 2);
        nodeRect |= edgeTextRect(NodeId(i), *it, small.height(), label.empty() ? 0 : 1);
      }
    }
    r = i == 0 ? nodeRect : (r | nodeRect);
  }
  bounds_ = r.adjusted(-m, -m, m, m);
}

double TreeGeometry::breadthOf(const QPointF& p) const {
  return orientation_ == TreeOrientation::TopDown ? p.x() : p.y();
}
double TreeGeometry::depthOf(const QPointF& p) const {
  return orientation_ == TreeOrientation::TopDown ? p.y() : p.x();
}

std::pair<std::size_t, std::size_t> TreeGeometry::levelRange(int level, double lo, double hi) const {
  const auto& nodes = levels_[std::size_t(level)];
  auto first = std::partition_point(nodes.begin(), nodes.end(), [&](NodeId id) { return breadthOf(pos(id)) < lo; });
  auto last = std::partition_point(first, nodes.end(), [&](NodeId id) { return breadthOf(pos(id)) <= hi; });
  return {std::size_t(first - nodes.begin()), std::size_t(last - nodes.begin())};
}

std::vector<NodeId> TreeGeometry::nodesIn(const QRectF& rect, double slack) const {
  std::vector<NodeId> out;
  const QRectF g = rect.adjusted(-slack, -slack, slack, slack);
  const bool td = orientation_ == TreeOrientation::TopDown;
  const double blo = td ? g.left() : g.top(), bhi = td ? g.right() : g.bottom();
  const double dlo = td ? g.top() : g.left(), dhi = td ? g.bottom() : g.right();
  for (std::size_t d = 0; d < levels_.size(); ++d) {
    if (levelCoord_[d] < dlo || levelCoord_[d] > dhi) continue;
    auto [a, b] = levelRange(int(d), blo, bhi);
    out.insert(out.end(), levels_[d].begin() + std::ptrdiff_t(a), levels_[d].begin() + std::ptrdiff_t(b));
  }
  return out;
}

std::vector<NodeId> TreeGeometry::edgesIn(const QRectF& rect, double slack) const {
  std::vector<NodeId> out;
  const QRectF g = rect.adjusted(-slack, -slack, slack, slack);
  const bool td = orientation_ == TreeOrientation::TopDown;
  const double blo = td ? g.left() : g.top(), bhi = td ? g.right() : g.bottom();
  const double dlo = td ? g.top() : g.left(), dhi = td ? g.bottom() : g.right();
  for (std::size_t d = 1; d < levels_.size(); ++d) {
    if (levelCoord_[d] < dlo || levelCoord_[d - 1] > dhi) continue;
    const auto& nodes = levels_[d];
    // No crossing edges: along a level, parents' and children's breadths both grow.
    auto maxB = [&](NodeId id) { return std::max(breadthOf(pos(id)), breadthOf(pos(tree_->node(id).parent))); };
    auto minB = [&](NodeId id) { return std::min(breadthOf(pos(id)), breadthOf(pos(tree_->node(id).parent))); };
    auto first = std::partition_point(nodes.begin(), nodes.end(), [&](NodeId id) { return maxB(id) < blo; });
    auto last = std::partition_point(first, nodes.end(), [&](NodeId id) { return minB(id) <= bhi; });
    out.insert(out.end(), first, last);
  }
  return out;
}

NodeId TreeGeometry::nodeAt(const QPointF& p, double tolerance) const {
  const double r = metrics_.nodeRadius + tolerance;
  NodeId best = kNoNode;
  double bestDist = r * r;
  for (NodeId id : nodesIn(QRectF(p, QSizeF(0, 0)), r)) {
    const QPointF d = pos(id) - p;
    const double dist = d.x() * d.x() + d.y() * d.y();
    if (dist <= bestDist) {
      bestDist = dist;
      best = id;
    }
  }
  return best;
}

QString TreeGeometry::moverText(NodeId id) const {
  const GameTree& t = *tree_;
  if (t.isTerminal(id)) return {};
  const int player = t.playerAt(id);
  if (player == kChancePlayer) return QStringLiteral("N");
  return TreeEdits::playerName(t, player);
}

QRectF TreeGeometry::moverRect(NodeId id) const {
  const QString text = moverText(id);
  if (text.isEmpty()) return {};
  const QFontMetricsF fm(treeMoverFont());
  const double w = fm.horizontalAdvance(text) + 2, h = fm.height();
  const QPointF p = pos(id);
  const double r = metrics_.nodeRadius;
  if (orientation_ == TreeOrientation::TopDown) return QRectF(p.x() - r - 8 - w, p.y() - h / 2 - r - 2, w, h);
  return QRectF(p.x() - w / 2, p.y() - r - 3 - h, w, h);
}

QString TreeGeometry::actionText(NodeId id) const {
  if (id == tree_->root()) return {};
  return QString::fromStdString(tree_->actionLabelTo(id));
}

QPointF TreeGeometry::edgeMid(NodeId id) const {
  const QPointF a = pos(tree_->node(id).parent), b = pos(id);
  return a + (b - a) * 0.55;
}

double TreeGeometry::edgeSlope(NodeId id) const {
  const QPointF a = pos(tree_->node(id).parent), b = pos(id);
  const double dd = depthOf(b) - depthOf(a);
  return std::abs(dd) < 1e-9 ? 0.0 : (breadthOf(b) - breadthOf(a)) / dd;
}

int TreeGeometry::edgeSide(NodeId id) const {
  const double pb = breadthOf(pos(tree_->node(id).parent)), cb = breadthOf(pos(id));
  if (std::abs(pb - cb) < 0.5) return orientation_ == TreeOrientation::TopDown ? 1 : -1;
  return cb < pb ? -1 : 1;
}

namespace {

/// A text box beside an edge midpoint: `row` 0 (label) or 1 (probability under it), pushed
/// away from the edge line so that no part of the line runs through the text. `slope` is the
/// edge's breadth change per depth pixel (dx/dy top-down, dy/dx left-right).
QRectF besideEdge(QPointF mid, int side, double w, double h, int row, bool topDown, double slope) {
  constexpr double kGap = 5;
  if (topDown) {
    const double top = mid.y() - h + double(row) * h, bottom = top + h;
    const double x1 = mid.x() + slope * (top - mid.y()), x2 = mid.x() + slope * (bottom - mid.y());
    return side < 0 ? QRectF(std::min({mid.x(), x1, x2}) - kGap - w, top, w, h)
                    : QRectF(std::max({mid.x(), x1, x2}) + kGap, top, w, h);
  }
  const double left = mid.x() - w / 2, right = left + w;
  const double y1 = mid.y() + slope * (left - mid.x()), y2 = mid.y() + slope * (right - mid.x());
  if (side < 0) {
    const double lineTop = std::min({mid.y(), y1, y2});
    return QRectF(left, lineTop - kGap - h * double(2 - row), w, h);
  }
  const double lineBottom = std::max({mid.y(), y1, y2});
  return QRectF(left, lineBottom + kGap + h * double(row), w, h);
}

}  // namespace

QRectF TreeGeometry::edgeTextRect(NodeId id, double width, double height, int row) const {
  return besideEdge(edgeMid(id), edgeSide(id), width, height, row, orientation_ == TreeOrientation::TopDown,
                    edgeSlope(id));
}

QRectF TreeGeometry::actionRect(NodeId id) const {
  const QString text = actionText(id);
  if (text.isEmpty()) return {};
  const QFontMetricsF fm(treeFont());
  return edgeTextRect(id, fm.horizontalAdvance(text) + 2, fm.height(), 0);
}

QString TreeGeometry::probabilityText(NodeId id) const {
  if (id == tree_->root()) return {};
  const NodeId parent = tree_->node(id).parent;
  const InfoSet& set = tree_->infoSets[std::size_t(tree_->node(parent).infoSet)];
  if (!set.isChance()) return {};
  const int a = tree_->actionIndexOf(id);
  if (a < 0 || std::size_t(a) >= set.probabilities.size()) return QStringLiteral("?");
  const QString value = formatRational(set.probabilities[std::size_t(a)]);
  if (std::size_t(a) < set.probabilityExpressions.size() && !set.probabilityExpressions[std::size_t(a)].empty())
    return QStringLiteral("%1 = %2").arg(QString::fromStdString(set.probabilityExpressions[std::size_t(a)]), value);
  return value;
}

QRectF TreeGeometry::probabilityRect(NodeId id) const {
  const QString text = probabilityText(id);
  if (text.isEmpty()) return {};
  const QFontMetricsF fm(treeSmallFont());
  return edgeTextRect(id, fm.horizontalAdvance(text) + 2, fm.height(), actionText(id).isEmpty() ? 0 : 1);
}

int TreeGeometry::leafWinner(NodeId id) const {
  const GameTree& t = *tree_;
  if (!winnerLabels_ || !t.isTerminal(id)) return -1;
  const int own = t.node(id).outcome;
  const bool above = std::size_t(id) < outcomeAbove_.size() && outcomeAbove_[std::size_t(id)];
  if (own < 0 && !above) return -1;
  const RationalVector payoff = above ? t.accumulatedPayoff(id) : t.outcomes[std::size_t(own)].payoffs;
  int winner = -1;
  for (std::size_t p = 0; p < payoff.size(); ++p) {
    if (payoff[p] == 0) continue;
    if (payoff[p] != 1 || winner >= 0) return -1;
    winner = int(p);
  }
  return winner;
}

QStringList TreeGeometry::payoffLines(NodeId id) const {
  const GameTree& t = *tree_;
  if (!t.isTerminal(id)) return {};
  if (const int winner = leafWinner(id); winner >= 0) return {TreeEdits::playerName(t, winner)};
  const int own = t.node(id).outcome;
  const bool above = std::size_t(id) < outcomeAbove_.size() && outcomeAbove_[std::size_t(id)];
  if (own < 0 && !above) return {QStringLiteral("–")};
  const RationalVector payoff = above ? t.accumulatedPayoff(id) : t.outcomes[std::size_t(own)].payoffs;
  // An expression is shown with its value when the leaf's own outcome is all it is paid.
  static const std::vector<std::string> kNone;
  const auto& texts = above ? kNone : t.outcomes[std::size_t(own)].payoffExpressions;
  auto line = [&](std::size_t k) {
    const QString value = formatRational(payoff[k]);
    if (k >= texts.size() || texts[k].empty()) return value;
    return QStringLiteral("%1 = %2").arg(QString::fromStdString(texts[k]), value);
  };
  QStringList lines;
  if (zeroSum_) return {line(0)};
  for (std::size_t k = 0; k < payoff.size(); ++k) lines << line(k);
  return lines;
}

QRectF TreeGeometry::payoffRect(NodeId id) const {
  if (!tree_->isTerminal(id)) return {};
  const QSizeF s = payoffSize_[std::size_t(id)];
  const QPointF p = pos(id);
  const double r = metrics_.leafRadius;
  if (orientation_ == TreeOrientation::TopDown) return QRectF(p.x() - s.width() / 2, p.y() + r + 3, s.width(), s.height());
  return QRectF(p.x() + r + 5, p.y() - s.height() / 2, s.width(), s.height());
}

TreeGeometry::Hit TreeGeometry::hitTest(const QPointF& p) const {
  const QRectF probe(p, QSizeF(0, 0));
  for (NodeId id : nodesIn(probe, 160)) {
    const QPointF d = pos(id) - p;
    if (d.x() * d.x() + d.y() * d.y() <= (metrics_.nodeRadius + 5) * (metrics_.nodeRadius + 5)) return {Part::Node, id};
  }
  for (NodeId id : nodesIn(probe, 160)) {
    if (payoffRect(id).adjusted(-2, -2, 2, 2).contains(p)) return {Part::Payoff, id};
    if (moverRect(id).adjusted(-2, -2, 2, 2).contains(p)) return {Part::Mover, id};
  }
  for (NodeId id : edgesIn(probe, 120)) {
    if (probabilityRect(id).adjusted(-2, -1, 2, 1).contains(p)) return {Part::Probability, id};
    if (actionRect(id).adjusted(-2, -1, 2, 1).contains(p)) return {Part::Action, id};
  }
  return {};
}

}  // namespace gamelab::ui
