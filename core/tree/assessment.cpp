#include "core/tree/assessment.h"

#include "core/tree/behaviour.h"

namespace gamelab {

AssessmentCheck checkAssessment(const GameTree& tree, const BehaviourProfile& behaviour, const Beliefs& beliefs) {
  const std::size_t nodes = tree.nodes.size(), players = static_cast<std::size_t>(tree.players());
  // Each player's expected payoff from every node on (outcomes at the node and below).
  std::vector<Rational> below(nodes * players);
  for (std::size_t x = nodes; x-- > 0;) {
    const TreeNode& node = tree.nodes[x];
    if (node.outcome >= 0)
      for (std::size_t i = 0; i < players; ++i)
        below[x * players + i] = tree.outcomes[static_cast<std::size_t>(node.outcome)].payoffs[i];
    if (node.isTerminal()) continue;
    const RationalVector& p = behaviour[static_cast<std::size_t>(node.infoSet)];
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      if (p[a] == 0) continue;
      const std::size_t child = static_cast<std::size_t>(node.children[a]);
      for (std::size_t i = 0; i < players; ++i) below[x * players + i] += p[a] * below[child * players + i];
    }
  }
  const RationalVector reach = reachProbabilities(tree, behaviour);
  const std::vector<std::vector<NodeId>> members = tree.infoSetMembers();

  AssessmentCheck check;
  for (std::size_t set = 0; set < tree.infoSets.size(); ++set) {
    const InfoSet& info = tree.infoSets[set];
    if (info.isChance()) continue;
    const std::vector<NodeId>& nodesOfSet = members[set];
    Rational mass = 0;
    for (NodeId x : nodesOfSet) mass += reach[static_cast<std::size_t>(x)];
    if (mass > 0)
      for (std::size_t m = 0; m < nodesOfSet.size(); ++m)
        if (beliefs[set][m] != reach[static_cast<std::size_t>(nodesOfSet[m])] / mass) check.bayesOnPath = false;
    const std::size_t player = static_cast<std::size_t>(info.player);
    RationalVector value(info.actions.size());
    for (std::size_t m = 0; m < nodesOfSet.size(); ++m) {
      if (beliefs[set][m] == 0) continue;
      const TreeNode& node = tree.node(nodesOfSet[m]);
      for (std::size_t a = 0; a < value.size(); ++a)
        value[a] += beliefs[set][m] * below[static_cast<std::size_t>(node.children[a]) * players + player];
    }
    Rational best = value[0];
    for (const Rational& v : value) best = std::max(best, v);
    for (std::size_t a = 0; a < value.size(); ++a)
      if (behaviour[set][a] > 0 && value[a] != best) check.sequentiallyRational = false;
    if (!check.passes() && check.failingSet < 0) check.failingSet = static_cast<int>(set);
  }
  return check;
}

}  // namespace gamelab
