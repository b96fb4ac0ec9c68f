#pragma once
/// Tidy drawing of a game tree in abstract units (ARCHITECTURE: layout in core, pixels in ui).
///
/// Textbook look (Reingold–Tilford / Walker, linear time as in Buchheim–Jünger–Leipert): parents
/// centred over their children, no crossing edges, isomorphic subtrees drawn identically,
/// neighbouring subtrees at least `siblingSeparation` apart at every depth, leaves at least
/// `leafSeparation`. Depth axis: level d at d × levelSeparation. Top-down: x = breadth, y = depth
/// (growing downwards); left-right: x = depth, y = breadth.
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

enum class TreeOrientation { TopDown, LeftRight };

struct TreeLayoutOptions {
  TreeOrientation orientation = TreeOrientation::TopDown;
  double levelSeparation = 1.0;
  double siblingSeparation = 1.0;   ///< between neighbouring nodes of one family
  double subtreeSeparation = 1.0;   ///< between neighbouring subtrees of different parents
  /// Optional per-node breadth (e.g. the width of a payoff label in units); empty = all 0.
  std::vector<double> nodeBreadth;
};

struct TreeLayout {
  std::vector<double> x, y;  ///< per node (NodeId index): node centres; minimum coordinates are 0
  double width = 0, height = 0;  ///< largest x and y (centres; nodeBreadth / 2 may stick out)
};

/// O(nodes); no recursion (deep trees are fine). 100 000 nodes well under 0.1 s.
/// Mirror-equivariant: the mirror image of a tree is drawn as the mirror image of its drawing
/// (the mean of the left-to-right and the right-to-left packing), so symmetric trees look
/// symmetric. Only `nodes` (parent/children) is read: information sets are not needed.
TreeLayout layoutTree(const GameTree& tree, const TreeLayoutOptions& options = {});

}  // namespace gamelab
