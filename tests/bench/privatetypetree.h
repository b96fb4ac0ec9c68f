#pragma once
/// Random two-person zero-sum trees with private types and perfect recall (benchmarks and
/// tests of the sequence form). tests/bench/privatetypetree.py writes the same tree as an .efg
/// (same generator, same seed → the same tree), for timing `gamelab-cli tree solve`.
///
/// Chance deals player 1 a type, then player 2 a type (`types` each, uniform); then a random
/// public tree is played, the same after every deal: public nodes are player 1's, player 2's
/// (movers alternate) or, with probability 1/10, a public chance node (uniform); branching 2 or
/// 3; terminals at random depths. A player's information set is (own type, public node), so
/// both players have perfect recall. A terminal pays player 1 an integer in −10..10 drawn for
/// each (public terminal, type of 1, type of 2), and player 2 the negative.
/// Nodes: 1 + types + types² · publicNodes.
#include "core/tree/gametree.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gamelab::bench {

/// splitmix64: a tiny generator that Python reproduces bit for bit.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  /// 0..n-1 (n > 0).
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

 private:
  std::uint64_t state_;
};

/// The public tree: per node its mover (0, 1, kChancePlayer; terminal: -2) and children.
struct PublicTree {
  std::vector<int> mover;
  std::vector<std::vector<int>> children;
};

/// Grows a public tree of at most `maxNodes` nodes: a random frontier node is expanded
/// (terminal with probability 1/5 below the root or when the budget is spent).
inline PublicTree randomPublicTree(int maxNodes, SplitMix64& rng) {
  PublicTree t;
  t.mover = {0};
  t.children = {{}};
  std::vector<int> frontier = {0}, lastPlayer = {1};
  while (!frontier.empty()) {
    const auto pick = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
    const int q = frontier[pick];
    frontier[pick] = frontier.back();
    frontier.pop_back();
    const int branching = 2 + rng.below(2);
    const bool terminal = (q != 0 && rng.below(5) == 0) || static_cast<int>(t.mover.size()) + branching > maxNodes;
    if (terminal) {
      t.mover[static_cast<std::size_t>(q)] = -2;
      continue;
    }
    const int previous = lastPlayer[static_cast<std::size_t>(q)];
    const int mover = q != 0 && rng.below(10) == 0 ? kChancePlayer : 1 - previous;
    t.mover[static_cast<std::size_t>(q)] = mover;
    for (int a = 0; a < branching; ++a) {
      const int child = static_cast<int>(t.mover.size());
      t.children[static_cast<std::size_t>(q)].push_back(child);
      t.mover.push_back(-2);
      t.children.emplace_back();
      lastPlayer.push_back(mover == kChancePlayer ? previous : mover);
      frontier.push_back(child);
    }
  }
  return t;
}

/// The tree described above (deterministic in `seed`).
inline GameTree privateTypeTree(int types, int publicNodes, std::uint64_t seed) {
  SplitMix64 rng(seed);
  const PublicTree pub = randomPublicTree(publicNodes, rng);
  const auto p = static_cast<int>(pub.mover.size());
  GameTree tree(2);
  tree.title = "private types " + std::to_string(types) + ", public tree " + std::to_string(p);
  for (int v = -10; v <= 10; ++v) tree.addOutcome(std::to_string(v), {Rational(v), Rational(-v)});
  auto addSet = [&](int player, int number, int actions) {
    InfoSet set;
    set.player = player;
    set.number = number;
    for (int a = 0; a < actions; ++a) set.actions.push_back(std::to_string(a + 1));
    if (player == kChancePlayer) set.probabilities.assign(static_cast<std::size_t>(actions), Rational(1, actions));
    tree.infoSets.push_back(std::move(set));
    return static_cast<int>(tree.infoSets.size()) - 1;
  };
  // Player sets: number = q·types + own type + 1, created on first use.
  std::vector<int> playerSet(static_cast<std::size_t>(2 * p * types), -1);
  int chanceNumber = 0;
  auto addNode = [&](NodeId parent) {
    tree.nodes.push_back(TreeNode{});
    tree.nodes.back().parent = parent;
    if (parent != kNoNode) tree.node(parent).children.push_back(tree.nodeCount() - 1);
    return tree.nodeCount() - 1;
  };
  tree.nodes.clear();
  addNode(kNoNode);
  tree.node(0).infoSet = addSet(kChancePlayer, ++chanceNumber, types);
  for (int t1 = 0; t1 < types; ++t1) addNode(0);
  for (int t1 = 0; t1 < types; ++t1) tree.node(1 + t1).infoSet = addSet(kChancePlayer, ++chanceNumber, types);
  for (int deal = 0; deal < types * types; ++deal) {
    const int own[2] = {deal / types, deal % types};
    const NodeId offset = tree.nodeCount();
    const NodeId dealNode = 1 + deal / types;  // chance dealt player 2's type here
    for (int q = 0; q < p; ++q) {
      const auto uq = static_cast<std::size_t>(q);
      addNode(q == 0 ? dealNode : kNoNode);
      const int mover = pub.mover[uq];
      TreeNode& node = tree.node(offset + q);
      node.children.assign(pub.children[uq].size(), kNoNode);  // linked below
      if (mover == -2) {
        node.outcome = rng.below(21);
      } else if (mover == kChancePlayer) {
        node.infoSet = addSet(kChancePlayer, ++chanceNumber, static_cast<int>(pub.children[uq].size()));
      } else {
        int& set = playerSet[static_cast<std::size_t>((mover * p + q) * types + own[mover])];
        if (set < 0) set = addSet(mover, q * types + own[mover] + 1, static_cast<int>(pub.children[uq].size()));
        node.infoSet = set;
      }
    }
    // Children follow their parents in public order: link them now.
    for (int q = 0; q < p; ++q) {
      const auto uq = static_cast<std::size_t>(q);
      for (std::size_t a = 0; a < pub.children[uq].size(); ++a) {
        const NodeId child = offset + pub.children[uq][a];
        tree.node(offset + q).children[a] = child;
        tree.node(child).parent = offset + q;
      }
    }
  }
  return tree;
}

}  // namespace gamelab::bench
