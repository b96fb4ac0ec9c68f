#include "core/tree/subgames.h"

#include "core/tree/subgameorder.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace gamelab {

// x roots a subgame iff the preorder indices of all members of every set that meets x's subtree
// lie in x's subtree interval [first(x), last(x)]. Per set: the smallest and largest preorder
// index of its members; per node: their min/max over the sets of its subtree (bottom-up).
// Chance sets carry no information and are ignored (Gambit lets chance nodes share a set).
std::vector<bool> subgameRoots(const GameTree& tree) {
  const auto n = static_cast<std::size_t>(tree.nodeCount());
  const TreePreorder pre = computePreorder(tree);
  const std::size_t sets = tree.infoSets.size();
  std::vector<std::int32_t> setLo(sets, INT32_MAX), setHi(sets, -1), members(sets, 0);
  for (std::size_t id = 0; id < n; ++id) {
    const int s = tree.nodes[id].infoSet;
    if (s < 0 || tree.infoSets[static_cast<std::size_t>(s)].isChance()) continue;
    const auto k = static_cast<std::size_t>(s);
    setLo[k] = std::min(setLo[k], pre.first[id]);
    setHi[k] = std::max(setHi[k], pre.first[id]);
    ++members[k];
  }
  std::vector<std::int32_t> lo(n, INT32_MAX), hi(n, -1);
  std::vector<bool> roots(n, false);
  for (NodeId id = tree.nodeCount() - 1; id >= 0; --id) {  // children before parents
    const auto i = static_cast<std::size_t>(id);
    const TreeNode& node = tree.nodes[i];
    if (node.isTerminal()) continue;
    const int s = node.infoSet;
    bool alone = true;
    if (s >= 0 && !tree.infoSets[static_cast<std::size_t>(s)].isChance()) {
      const auto k = static_cast<std::size_t>(s);
      lo[i] = std::min(lo[i], setLo[k]);
      hi[i] = std::max(hi[i], setHi[k]);
      alone = members[k] == 1;
    }
    // The root roots the whole game even when its set is absent-minded (met again below).
    roots[i] = (alone || id == tree.root()) && lo[i] >= pre.first[i] && (hi[i] < 0 || hi[i] <= pre.last[i]);
    if (node.parent != kNoNode) {
      const auto p = static_cast<std::size_t>(node.parent);
      lo[p] = std::min(lo[p], lo[i]);
      hi[p] = std::max(hi[p], hi[i]);
    }
  }
  return roots;
}

}  // namespace gamelab
