#include "core/tree/leafpayoffs.h"

namespace gamelab {

LeafPayoffs leafPayoffs(const GameTree& tree) {
  LeafPayoffs out;
  std::vector<int> sumAt(tree.nodes.size(), -1);  // index into `sums` of the path's sum, or -1
  out.atLeaf.assign(tree.nodes.size(), -1);
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    const TreeNode& node = tree.node(v);
    int here = node.parent == kNoNode ? -1 : sumAt[static_cast<std::size_t>(node.parent)];
    if (node.outcome >= 0) {
      RationalVector sum = here >= 0 ? out.sums[static_cast<std::size_t>(here)]
                                     : RationalVector(static_cast<std::size_t>(tree.players()), Rational(0));
      const auto& pay = tree.outcomes[static_cast<std::size_t>(node.outcome)].payoffs;
      for (std::size_t k = 0; k < sum.size() && k < pay.size(); ++k) sum[k] += pay[k];
      out.sums.push_back(std::move(sum));
      here = static_cast<int>(out.sums.size()) - 1;
    }
    sumAt[static_cast<std::size_t>(v)] = here;
    if (node.isTerminal()) out.atLeaf[static_cast<std::size_t>(v)] = here;
  }
  return out;
}

}  // namespace gamelab
