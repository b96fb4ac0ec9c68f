#include "core/tree/treelayout.h"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace gamelab {
namespace {

/// One run of Walker's algorithm in the linear-time form of Buchheim, Jünger and Leipert
/// ("Improving Walker's algorithm to run in linear time", 2002), without recursion: the first
/// walk runs bottom-up over a breadth-first order reversed, the second walk top-down.
/// With `mirrored`, every node's children are taken right to left.
class WalkerLayout {
 public:
  WalkerLayout(const GameTree& tree, const TreeLayoutOptions& options, const std::vector<NodeId>& order,
               bool mirrored)
      : tree_(tree), options_(options), mirrored_(mirrored) {
    const std::size_t n = tree.nodes.size();
    prelim_.assign(n, 0.0);
    mod_.assign(n, 0.0);
    shift_.assign(n, 0.0);
    change_.assign(n, 0.0);
    thread_.assign(n, kNoNode);
    ancestor_.resize(n);
    number_.assign(n, 0);
    midpoint_.assign(n, 0.0);
    for (std::size_t v = 0; v < n; ++v) ancestor_[v] = static_cast<NodeId>(v);
    for (std::size_t v = 0; v < n; ++v) {
      const auto& children = tree.nodes[v].children;
      const int count = static_cast<int>(children.size());
      for (int i = 0; i < count; ++i)
        number_[at(children[static_cast<std::size_t>(i)])] = mirrored ? count - 1 - i : i;
    }
    // First walk: children are complete (up to their own placement next to their left
    // siblings) before their parent is processed.
    for (auto it = order.rbegin(); it != order.rend(); ++it) firstWalk(*it);
    place(tree.root());
  }

  /// x coordinates (second walk) in the given top-down order.
  std::vector<double> positions(const std::vector<NodeId>& order) const {
    std::vector<double> x(tree_.nodes.size(), 0.0), modSum(tree_.nodes.size(), 0.0);
    for (NodeId v : order) {
      x[at(v)] = prelim_[at(v)] + modSum[at(v)];
      for (NodeId w : tree_.node(v).children) modSum[at(w)] = modSum[at(v)] + mod_[at(v)];
    }
    return x;
  }

 private:
  static std::size_t at(NodeId v) { return static_cast<std::size_t>(v); }

  int childCount(NodeId v) const { return static_cast<int>(tree_.node(v).children.size()); }
  NodeId child(NodeId v, int i) const {
    const auto& c = tree_.node(v).children;
    return mirrored_ ? c[c.size() - 1 - static_cast<std::size_t>(i)] : c[static_cast<std::size_t>(i)];
  }
  NodeId firstChild(NodeId v) const { return child(v, 0); }
  NodeId lastChild(NodeId v) const { return child(v, childCount(v) - 1); }
  NodeId leftSibling(NodeId v) const {
    const NodeId p = tree_.node(v).parent;
    return (p == kNoNode || number_[at(v)] == 0) ? kNoNode : child(p, number_[at(v)] - 1);
  }
  NodeId leftmostSibling(NodeId v) const {
    const NodeId p = tree_.node(v).parent;
    return p == kNoNode ? v : firstChild(p);
  }
  NodeId nextLeft(NodeId v) const { return childCount(v) > 0 ? firstChild(v) : thread_[at(v)]; }
  NodeId nextRight(NodeId v) const { return childCount(v) > 0 ? lastChild(v) : thread_[at(v)]; }

  double breadth(NodeId v) const {
    return at(v) < options_.nodeBreadth.size() ? std::max(0.0, options_.nodeBreadth[at(v)]) : 0.0;
  }
  /// Required distance between the centres of neighbours `left` and `right` on one level.
  double distance(NodeId left, NodeId right) const {
    const bool siblings = tree_.node(left).parent == tree_.node(right).parent;
    return (siblings ? options_.siblingSeparation : options_.subtreeSeparation) +
           (breadth(left) + breadth(right)) / 2;
  }

  /// Places `v` next to its left sibling (or at its children's midpoint); the children of `v`
  /// have been arranged already (midpoint_ set).
  void place(NodeId v) {
    const NodeId w = leftSibling(v);
    const double mid = childCount(v) > 0 ? midpoint_[at(v)] : 0.0;
    if (w != kNoNode) {
      prelim_[at(v)] = prelim_[at(w)] + distance(w, v);
      mod_[at(v)] = prelim_[at(v)] - mid;
    } else {
      prelim_[at(v)] = mid;
    }
  }

  /// Arranges the children of `v` (each already arranged internally) side by side.
  void firstWalk(NodeId v) {
    const int count = childCount(v);
    if (count == 0) return;
    NodeId defaultAncestor = firstChild(v);
    for (int i = 0; i < count; ++i) {
      const NodeId w = child(v, i);
      place(w);
      defaultAncestor = apportion(w, defaultAncestor);
    }
    executeShifts(v);
    midpoint_[at(v)] = (prelim_[at(firstChild(v))] + prelim_[at(lastChild(v))]) / 2;
  }

  NodeId apportion(NodeId v, NodeId defaultAncestor) {
    const NodeId w = leftSibling(v);
    if (w == kNoNode) return defaultAncestor;
    NodeId vip = v, vop = v, vim = w, vom = leftmostSibling(v);
    double sip = mod_[at(vip)], sop = mod_[at(vop)], sim = mod_[at(vim)], som = mod_[at(vom)];
    while (nextRight(vim) != kNoNode && nextLeft(vip) != kNoNode) {
      vim = nextRight(vim);
      vip = nextLeft(vip);
      vom = nextLeft(vom);
      vop = nextRight(vop);
      ancestor_[at(vop)] = v;
      const double shift = (prelim_[at(vim)] + sim) - (prelim_[at(vip)] + sip) + distance(vim, vip);
      if (shift > 0) {
        const NodeId a = tree_.node(ancestor_[at(vim)]).parent == tree_.node(v).parent ? ancestor_[at(vim)]
                                                                                       : defaultAncestor;
        moveSubtree(a, v, shift);
        sip += shift;
        sop += shift;
      }
      sim += mod_[at(vim)];
      sip += mod_[at(vip)];
      som += mod_[at(vom)];
      sop += mod_[at(vop)];
    }
    if (nextRight(vim) != kNoNode && nextRight(vop) == kNoNode) {
      thread_[at(vop)] = nextRight(vim);
      mod_[at(vop)] += sim - sop;
    }
    if (nextLeft(vip) != kNoNode && nextLeft(vom) == kNoNode) {
      thread_[at(vom)] = nextLeft(vip);
      mod_[at(vom)] += sip - som;
      defaultAncestor = v;
    }
    return defaultAncestor;
  }

  void moveSubtree(NodeId wm, NodeId wp, double shift) {
    const double subtrees = number_[at(wp)] - number_[at(wm)];
    change_[at(wp)] -= shift / subtrees;
    shift_[at(wp)] += shift;
    change_[at(wm)] += shift / subtrees;
    prelim_[at(wp)] += shift;
    mod_[at(wp)] += shift;
  }

  void executeShifts(NodeId v) {
    double shift = 0, change = 0;
    for (int i = childCount(v) - 1; i >= 0; --i) {
      const NodeId w = child(v, i);
      prelim_[at(w)] += shift;
      mod_[at(w)] += shift;
      change += change_[at(w)];
      shift += shift_[at(w)] + change;
    }
  }

  const GameTree& tree_;
  const TreeLayoutOptions& options_;
  bool mirrored_;
  std::vector<double> prelim_, mod_, shift_, change_, midpoint_;
  std::vector<NodeId> thread_, ancestor_;
  std::vector<int> number_;
};

}  // namespace

TreeLayout layoutTree(const GameTree& tree, const TreeLayoutOptions& options) {
  TreeLayout layout;
  const std::size_t n = tree.nodes.size();
  if (n == 0) return layout;
  // Breadth-first order from the root (also gives the depths).
  std::vector<NodeId> order;
  order.reserve(n);
  std::vector<int> depth(n, 0);
  order.push_back(tree.root());
  for (std::size_t i = 0; i < order.size(); ++i) {
    const NodeId v = order[i];
    for (NodeId w : tree.node(v).children) {
      depth[static_cast<std::size_t>(w)] = depth[static_cast<std::size_t>(v)] + 1;
      order.push_back(w);
    }
  }
  // Walker's even spacing of smaller subtrees makes one left-to-right run mirror-symmetric in
  // practice but not by construction; the mean of it and the mirror image of the right-to-left
  // run is, and keeps every property (both runs keep the order on each level, so every gap is
  // a mean of admissible gaps; parents stay centred; subtrees stay rigid).
  const std::vector<double> forward = WalkerLayout(tree, options, order, false).positions(order);
  const std::vector<double> backward = WalkerLayout(tree, options, order, true).positions(order);
  std::vector<double> breadthAxis(n), depthAxis(n);
  double minBreadth = std::numeric_limits<double>::infinity();
  for (std::size_t v = 0; v < n; ++v) {
    breadthAxis[v] = (forward[v] - backward[v]) / 2;
    minBreadth = std::min(minBreadth, breadthAxis[v]);
  }
  double maxBreadth = 0, maxDepth = 0;
  for (std::size_t v = 0; v < n; ++v) {
    breadthAxis[v] -= minBreadth;
    depthAxis[v] = depth[v] * options.levelSeparation;
    maxBreadth = std::max(maxBreadth, breadthAxis[v]);
    maxDepth = std::max(maxDepth, depthAxis[v]);
  }
  if (options.orientation == TreeOrientation::TopDown) {
    layout.x = std::move(breadthAxis);
    layout.y = std::move(depthAxis);
    layout.width = maxBreadth;
    layout.height = maxDepth;
  } else {
    layout.x = std::move(depthAxis);
    layout.y = std::move(breadthAxis);
    layout.width = maxDepth;
    layout.height = maxBreadth;
  }
  return layout;
}

}  // namespace gamelab
