#pragma once
/// Random trees with perfect recall for tests that check tree solvers by definition: depth <= 4,
/// chance nodes, and information sets formed by joining same-depth nodes of a player whose own
/// history (sets and actions) agrees. Written once here.
#include "core/tree/gametree.h"

#include <map>
#include <random>
#include <utility>
#include <vector>

namespace gamelab::testsupport {

struct RandomTreeShape {
  int players = 2;
  bool zeroSum = true;  ///< payoffs (p, -p) for two players; otherwise each drawn in -5..5
};

/// With the default shape the draws (and so the trees) are those the sequence-form tests have
/// always used.
inline GameTree randomPerfectRecallTree(std::mt19937& rng, RandomTreeShape shape = {}) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  GameTree t(shape.players);
  std::vector<std::pair<NodeId, int>> open{{0, 0}};
  while (!open.empty()) {
    const auto [id, depth] = open.back();
    open.pop_back();
    const int kind = depth >= 4 ? 0 : depth == 0 ? 1 + pick(1 + shape.players) : pick(2 + shape.players);
    if (kind == 0) {
      RationalVector pay;
      pay.push_back(Rational(pick(11) - 5));
      for (int p = 1; p < shape.players; ++p)
        pay.push_back(shape.zeroSum && shape.players == 2 ? Rational(-pay[0]) : Rational(pick(11) - 5));
      t.node(id).outcome = t.addOutcome({}, pay);
      continue;
    }
    const int actions = 2 + pick(2);
    if (kind == 1) {
      const int set = t.makeChance(id, actions);
      RationalVector& p = t.infoSets[static_cast<std::size_t>(set)].probabilities;
      p = actions == 2 ? (pick(2) ? RationalVector{Rational(1, 2), Rational(1, 2)} : RationalVector{Rational(1, 3), Rational(2, 3)})
                       : RationalVector{Rational(1, 4), Rational(1, 4), Rational(1, 2)};
    } else {
      t.makeDecision(id, kind - 2, actions);
    }
    for (NodeId c : t.node(id).children) open.emplace_back(c, depth + 1);
  }
  // Own history of each node per player: (set number, action) pairs, final for shallower nodes.
  for (int depth = 0; depth <= 4; ++depth) {
    std::map<std::pair<int, std::vector<std::pair<int, int>>>, NodeId> groups;
    for (NodeId id = 0; id < t.nodeCount(); ++id) {
      if (t.isTerminal(id) || t.isChance(id) || t.depth(id) != depth) continue;
      const int player = t.playerAt(id);
      std::vector<std::pair<int, int>> history;
      history.emplace_back(-1, static_cast<int>(t.node(id).children.size()));
      for (NodeId c = id; t.node(c).parent != kNoNode; c = t.node(c).parent) {
        const NodeId p = t.node(c).parent;
        if (!t.isChance(p) && t.playerAt(p) == player)
          history.emplace_back(t.infoSets[static_cast<std::size_t>(t.node(p).infoSet)].number, t.actionIndexOf(c));
      }
      auto [it, fresh] = groups.try_emplace({player, history}, id);
      if (!fresh && pick(3) != 0) t.moveToInfoSet(id, t.node(it->second).infoSet);
    }
  }
  return t;
}

}  // namespace gamelab::testsupport
