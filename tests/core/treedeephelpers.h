#pragma once
/// Deep trees for the tests that every tree walk is iterative and linear (issue 12): chains built
/// directly on GameTree's storage (makeDecision looks for the next set number among all sets,
/// which would make building a 10⁶-node chain quadratic).
#include "core/tree/gametree.h"

#include <string>

namespace gamelab {

/// `depth` decision nodes on one path, alternating between players I and II (each node in its
/// own set, numbered 1, 2, ... per player), ending in a leaf that pays (1, -1). With `stops`,
/// every decision node has a second action "stop" to a leaf paying (0, 0) after "go"; without,
/// "go" is the only action (a chain of forced moves). Node 0 is the root, parent id < child id.
inline GameTree deepChain(int depth, bool stops = false) {
  GameTree tree(2);
  const int end = tree.addOutcome("end", {Rational(1), Rational(-1)});
  const int zero = tree.addOutcome("stop", {Rational(0), Rational(0)});
  const auto size = static_cast<std::size_t>(depth) * (stops ? 2 : 1) + 1;
  tree.nodes.reserve(size);
  tree.infoSets.reserve(static_cast<std::size_t>(depth));
  NodeId at = tree.root();
  for (int k = 0; k < depth; ++k) {
    InfoSet set;
    set.player = k % 2;
    set.number = k / 2 + 1;
    set.actions = stops ? std::vector<std::string>{"go", "stop"} : std::vector<std::string>{"go"};
    tree.infoSets.push_back(std::move(set));
    tree.node(at).infoSet = static_cast<int>(tree.infoSets.size()) - 1;
    const NodeId next = tree.nodeCount();
    TreeNode go;
    go.parent = at;
    tree.nodes.push_back(std::move(go));
    tree.node(at).children.push_back(next);
    if (stops) {
      TreeNode stop;
      stop.parent = at;
      stop.outcome = zero;
      tree.nodes.push_back(std::move(stop));
      tree.node(at).children.push_back(next + 1);
    }
    at = next;
  }
  tree.node(at).outcome = end;
  return tree;
}

}  // namespace gamelab
