#pragma once
/// A mutable tree of shared nodes for the equivalence transformations (essence.cpp): nodes
/// are built bottom-up and may be reused as children of a new parent; `emit` writes the tree
/// below a root back as a pre-order BinaryGame. Canonical ids identify subtrees up to child
/// order and repeated children (the reference's frozenset signature). No recursion.
#include "core/kingmaker/binarygame.h"

#include <algorithm>
#include <map>
#include <vector>

namespace gamelab::kingmaker::detail {

struct ArenaNode {
  bool leaf = true;
  int player = 0;              ///< winner of a leaf, mover of a decision node
  std::vector<int> kids;       ///< arena ids
  NodeId treeNode = kNoNode;
  NodeIndex origin = -1;       ///< node of the tree the current pass started from
  int canon = -1;
};

class ArenaTree {
 public:
  std::vector<ArenaNode> nodes;

  int add(ArenaNode node) {
    node.canon = canonOf(node);
    nodes.push_back(std::move(node));
    return static_cast<int>(nodes.size()) - 1;
  }
  /// The arena copy of a game: arena id = node index.
  static ArenaTree of(const BinaryGame& game) {
    ArenaTree a;
    const NodeIndex n = game.nodeCount();
    a.nodes.resize(static_cast<std::size_t>(n));
    for (NodeIndex v = n - 1; v >= 0; --v) {
      ArenaNode& x = a.nodes[static_cast<std::size_t>(v)];
      x.leaf = game.isLeaf(v);
      x.player = game.player[v];
      x.treeNode = game.treeNode[v];
      x.origin = v;
      for (NodeIndex c : game.children(v)) x.kids.push_back(c);
      x.canon = a.canonOf(x);
    }
    return a;
  }
  BinaryGame emit(int root, const BinaryGame& like) const {
    BinaryGameBuilder b(like.players);
    std::vector<std::pair<int, std::size_t>> stack{{root, 0}};
    while (!stack.empty()) {
      auto& [id, next] = stack.back();
      const ArenaNode& x = nodes[static_cast<std::size_t>(id)];
      if (x.leaf) {
        b.leaf(x.player, x.treeNode);
        stack.pop_back();
        continue;
      }
      if (next == 0) b.beginNode(x.player, x.treeNode);
      if (next < x.kids.size()) {
        const int c = x.kids[next++];
        stack.emplace_back(c, 0);
        continue;
      }
      b.endNode();
      stack.pop_back();
    }
    BinaryGame out = b.finish();
    out.playerNames = like.playerNames;
    return out;
  }

 private:
  int canonOf(const ArenaNode& x) {
    std::vector<int> key;
    if (x.leaf) {
      key = {-1, x.player};
    } else {
      std::vector<int> kids;
      for (int c : x.kids) kids.push_back(nodes[static_cast<std::size_t>(c)].canon);
      std::sort(kids.begin(), kids.end());
      kids.erase(std::unique(kids.begin(), kids.end()), kids.end());
      key.push_back(x.player);
      key.insert(key.end(), kids.begin(), kids.end());
    }
    const auto [it, added] = canons_.emplace(std::move(key), static_cast<int>(canons_.size()));
    return it->second;
  }
  std::map<std::vector<int>, int> canons_;
};

}  // namespace gamelab::kingmaker::detail
