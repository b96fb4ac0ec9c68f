#pragma once
/// Preorder numbering of a game tree, shared by validation (members of a set on one path) and
/// subgame detection (subtree intervals). Node ids need not be in preorder (editing appends
/// children), so the numbering is computed here, iteratively, in O(nodes).
#include "core/tree/gametree.h"

#include <cstdint>
#include <vector>

namespace gamelab {

struct TreePreorder {
  std::vector<NodeId> order;        ///< node ids in preorder (root first, children in action order)
  std::vector<std::int32_t> first;  ///< per node id: its preorder index
  std::vector<std::int32_t> last;   ///< per node id: the largest preorder index in its subtree

  /// True iff `ancestor` lies on the root path of `id` (a node is its own ancestor). O(1).
  bool isAncestor(NodeId ancestor, NodeId id) const {
    const auto a = static_cast<std::size_t>(ancestor), b = static_cast<std::size_t>(id);
    return first[a] <= first[b] && first[b] <= last[a];
  }
};

/// Requires a consistent tree (GameTree::isConsistent).
TreePreorder computePreorder(const GameTree& tree);

}  // namespace gamelab
