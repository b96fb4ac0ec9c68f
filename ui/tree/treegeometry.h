#pragma once
/// Pixel geometry of a drawn game tree: node positions from the core layout (treelayout.h),
/// nodes grouped by depth in breadth order, and the queries the painter and the view need in
/// O(log n + k): the nodes and edges inside a rectangle, the node under a point, and the rectangles
/// of the texts (mover, action label, probability, payoff) so that drawing and hit-testing agree.
#include "core/tree/gametree.h"
#include "core/tree/treelayout.h"

#include <QFont>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace gamelab::ui {

/// Sizes of the picture at 100 % (pixels).
struct TreeMetrics {
  double levelSeparation = 84;
  double siblingSeparation = 46;
  double subtreeSeparation = 58;
  double nodeRadius = 5;
  double leafRadius = 3;
  double margin = 40;
};

/// The fonts of the picture (one place, so export looks like the screen).
QFont treeFont();
QFont treeMoverFont();
QFont treeSmallFont();

/// `exposed` (item coordinates) cut to what the painter's device shows (scene renders into an
/// image pass the whole item as exposed).
QRectF visibleRect(const QPainter* painter, const QRectF& exposed);

class TreeGeometry {
 public:
  /// Lays out `tree` (its shared snapshot is kept) and prepares the texts.
  /// `winnerLabels` (binary mode): a leaf whose play pays 1 to one player and 0 to the rest shows
  /// that player's name (in the player's colour) instead of the payoff vector.
  TreeGeometry(std::shared_ptr<const GameTree> tree, TreeOrientation orientation, TreeMetrics metrics = {},
               bool winnerLabels = false);

  const GameTree& tree() const { return *tree_; }
  TreeOrientation orientation() const { return orientation_; }
  const TreeMetrics& metrics() const { return metrics_; }
  int nodeCount() const { return static_cast<int>(pos_.size()); }
  QPointF pos(NodeId id) const { return pos_[std::size_t(id)]; }
  int depth(NodeId id) const { return depth_[std::size_t(id)]; }
  /// The whole picture including texts and margin.
  QRectF bounds() const { return bounds_; }
  /// True iff the tree is two-person zero-sum in every outcome: leaves show I's payoff only.
  bool zeroSumDisplay() const { return zeroSum_; }

  /// Nodes of depth d, ordered by breadth.
  const std::vector<std::vector<NodeId>>& levels() const { return levels_; }
  /// Nodes whose position lies in `rect` grown by `slack` pixels.
  std::vector<NodeId> nodesIn(const QRectF& rect, double slack) const;
  /// Non-root nodes whose edge from the parent may cross `rect` (grown by `slack`).
  std::vector<NodeId> edgesIn(const QRectF& rect, double slack) const;
  /// The node whose disc (grown by `tolerance`) contains `p`, else kNoNode.
  NodeId nodeAt(const QPointF& p, double tolerance = 6) const;

  /// Text shown at a decision node (the mover: player name or "N"); empty for leaves.
  QString moverText(NodeId id) const;
  QRectF moverRect(NodeId id) const;
  /// Action label of the edge into `id` and its rectangle (empty when the label is empty).
  QString actionText(NodeId id) const;
  QRectF actionRect(NodeId id) const;
  /// Probability text of the chance edge into `id` ("1/4", or "1-p = 1/2" for an expression),
  /// else empty.
  QString probabilityText(NodeId id) const;
  QRectF probabilityRect(NodeId id) const;
  /// Payoff lines under a leaf (one per player, or I's payoff alone in zero-sum display); an
  /// expression of the leaf's own outcome shows as "2*t = 4".
  QStringList payoffLines(NodeId id) const;
  /// With winner labels: the 0-based winner shown at leaf `id`, else -1.
  int leafWinner(NodeId id) const;
  QRectF payoffRect(NodeId id) const;
  /// Where edge texts of the edge into `id` are anchored (its midpoint) and on which side
  /// (-1 left/up, +1 right/down, 0 centred).
  QPointF edgeMid(NodeId id) const;
  int edgeSide(NodeId id) const;
  /// Breadth change per pixel of depth along the edge into `id` (0 for a straight edge).
  double edgeSlope(NodeId id) const;

  /// The text item at `p` for in-place editing.
  enum class Part { None, Node, Mover, Action, Probability, Payoff };
  struct Hit {
    Part part = Part::None;
    NodeId node = kNoNode;
  };
  Hit hitTest(const QPointF& p) const;

 private:
  double breadthOf(const QPointF& p) const;
  double depthOf(const QPointF& p) const;
  std::pair<std::size_t, std::size_t> levelRange(int level, double lo, double hi) const;
  /// A text box of the given size beside the edge into `id` (row 0: label, 1: under it).
  QRectF edgeTextRect(NodeId id, double width, double height, int row) const;

  std::shared_ptr<const GameTree> tree_;
  TreeOrientation orientation_;
  TreeMetrics metrics_;
  std::vector<QPointF> pos_;
  std::vector<int> depth_;
  std::vector<std::vector<NodeId>> levels_;
  std::vector<double> levelCoord_;  ///< depth coordinate of each level (pixels)
  std::vector<QSizeF> payoffSize_;
  std::vector<char> outcomeAbove_;  ///< some proper ancestor carries an outcome
  QRectF bounds_;
  bool zeroSum_ = false;
  bool winnerLabels_ = false;
  double lineHeight_ = 14;
};

}  // namespace gamelab::ui
