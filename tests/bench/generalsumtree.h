#pragma once
/// Random two-person general-sum trees with private types and perfect recall (benchmarks and
/// tests of Lemke's algorithm on the sequence form): privateTypeTree (privatetypetree.h) with
/// player 2's payoff redrawn at every terminal, an integer in −10..10 from a second splitmix64
/// seeded with seed ^ 0x5DEECE66D, terminals in id order. `tests/bench/privatetypetree.py
/// TYPES PUBLIC SEED general` writes the same tree as an .efg.
#include "tests/bench/privatetypetree.h"

namespace gamelab::bench {

inline constexpr std::uint64_t kGeneralSumSalt = 0x5DEECE66DULL;

/// `range` > 0: player 2's payoffs lie in −range..range (a small range makes many ties).
inline GameTree generalSumTree(int types, int publicNodes, std::uint64_t seed, int range = 10) {
  GameTree tree = privateTypeTree(types, publicNodes, seed);
  SplitMix64 rng(seed ^ kGeneralSumSalt);
  const std::vector<TreeOutcome> shared = tree.outcomes;
  tree.outcomes.clear();
  for (TreeNode& node : tree.nodes) {
    if (!node.isTerminal()) continue;
    const Rational mine = shared[static_cast<std::size_t>(node.outcome)].payoffs[0];
    const int theirs = rng.below(2 * range + 1) - range;
    node.outcome = tree.addOutcome({}, {mine, Rational(theirs)});
  }
  tree.title = "general-sum " + tree.title;
  return tree;
}

}  // namespace gamelab::bench
