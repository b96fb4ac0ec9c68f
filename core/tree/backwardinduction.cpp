#include "core/tree/backwardinduction.h"

#include "core/tree/backwardinductiondetail.h"
#include "core/tree/treevalidation.h"

#include <cstdint>

namespace gamelab {

namespace detail {

std::vector<bool> reachedNodes(const GameTree& tree, const BehaviourProfile& behaviour) {
  std::vector<bool> reached(static_cast<std::size_t>(tree.nodeCount()), false);
  reached[0] = true;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {  // parents before children
    if (!reached[static_cast<std::size_t>(id)]) continue;
    const TreeNode& node = tree.node(id);
    if (node.isTerminal()) continue;
    const RationalVector& probs = behaviour[static_cast<std::size_t>(node.infoSet)];
    for (std::size_t a = 0; a < node.children.size(); ++a)
      if (probs[a] > 0) reached[static_cast<std::size_t>(node.children[a])] = true;
  }
  return reached;
}

}  // namespace detail

Expected<SubgamePerfectResult> solveSubgamePerfect(const GameTree& tree, const SubgamePerfectOptions& options,
                                                   const Progress& progress, const CancelToken& cancel) {
  if (auto error = firstTreeError(tree)) return *error;
  // Perfect information for our purposes: every player's set has one member (chance sets may be
  // shared; they carry no information).
  std::vector<std::int32_t> members(tree.infoSets.size(), 0);
  bool perfect = true;
  for (const TreeNode& n : tree.nodes) {
    if (n.infoSet < 0) continue;
    const auto s = static_cast<std::size_t>(n.infoSet);
    if (++members[s] > 1 && !tree.infoSets[s].isChance()) {
      perfect = false;
      break;
    }
  }
  if (perfect) return detail::solvePerfectInformation(tree, options, progress, cancel);
  return detail::solveBySubgames(tree, options, progress, cancel);
}

}  // namespace gamelab
