#include "core/tree/subgameorder.h"

namespace gamelab {

TreePreorder computePreorder(const GameTree& tree) {
  const auto n = static_cast<std::size_t>(tree.nodeCount());
  TreePreorder result;
  result.order.reserve(n);
  result.first.assign(n, 0);
  result.last.assign(n, 0);
  std::vector<NodeId> stack{tree.root()};
  while (!stack.empty()) {
    const NodeId id = stack.back();
    stack.pop_back();
    result.first[static_cast<std::size_t>(id)] = static_cast<std::int32_t>(result.order.size());
    result.order.push_back(id);
    const auto& ch = tree.node(id).children;
    for (auto it = ch.rbegin(); it != ch.rend(); ++it) stack.push_back(*it);
  }
  // A subtree's last preorder index is the largest among its own and its children's (parent <
  // child: descending ids visit children first).
  for (std::size_t i = 0; i < n; ++i) result.last[i] = result.first[i];
  for (NodeId id = tree.nodeCount() - 1; id > 0; --id) {
    const auto p = static_cast<std::size_t>(tree.node(id).parent);
    if (result.last[static_cast<std::size_t>(id)] > result.last[p]) result.last[p] = result.last[static_cast<std::size_t>(id)];
  }
  return result;
}

}  // namespace gamelab
