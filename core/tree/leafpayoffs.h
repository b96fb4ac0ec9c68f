#pragma once
/// The payoffs a tree's plays end with, for drawing them (TikZ and SVG export): the outcomes on
/// a play's path summed, found in one top-down pass (parent id < child id). A path sum is kept
/// only at nodes with an outcome of their own, so a deep tree costs O(nodes), not
/// O(leaves × depth).
#include "core/common/rational.h"
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

struct LeafPayoffs {
  std::vector<RationalVector> sums;  ///< the distinct path sums, one per node with an outcome
  /// Per node: for a terminal node with an outcome on its path, the index of its sum in `sums`;
  /// -1 for inner nodes and for plays without any outcome.
  std::vector<int> atLeaf;
};

LeafPayoffs leafPayoffs(const GameTree& tree);

}  // namespace gamelab
