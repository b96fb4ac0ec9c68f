#pragma once
// Shared pieces of the kingmaker tests: the spec's part-3 fixtures in bracket text, brute force
// by the definitions (every pure profile, every strategy of one player), and a deep path tree.
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/spe.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

namespace gamelab::kingmaker::kmtest {

/// The spec's part-3 fixtures (P_k{…} with players from 1 = letters a, b, c, d).
inline constexpr const char* kFig33 = "c(a(C,B),b(C,A))";   // P3{P1{[3],[2]},P2{[3],[1]}}
inline constexpr const char* kFig41 = "c(a(C,B),A)";        // P3{P1{[3],[2]},[1]}
inline constexpr const char* kFig42 = "c(a(C,B),C)";        // P3{P1{[3],[2]},[3]}
inline constexpr const char* kFig46B = "c(a(B,b(A,C)),A)";  // P3{P1{[2],P2{[1],[3]}},[1]}
inline constexpr const char* kFig46A = "c(a(B,b(A,C)),B)";  // P3{P1{[2],P2{[1],[3]}},[2]}
inline constexpr const char* kFig39 = "c(a(D,b(C,D)),D)";   // P3{P1{[4],P2{[3],[4]}},[4]} (4 players)

inline BinaryGame game(const std::string& text, int players = 0) {
  auto parsed = parseBracketTree(text, players);
  EXPECT_TRUE(parsed.hasValue()) << text << ": " << (parsed ? "" : describe(parsed.error()));
  return parsed ? *parsed : BinaryGame{};
}

/// Calls visit(profile) for every pure profile (a child position at every decision node).
inline void forEachProfile(const BinaryGame& g, const std::function<void(const PureProfile&)>& visit) {
  PureProfile profile(static_cast<std::size_t>(g.nodeCount()), -1);
  std::vector<NodeIndex> decisions;
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    if (!g.isLeaf(v)) {
      decisions.push_back(v);
      profile[static_cast<std::size_t>(v)] = 0;
    }
  }
  for (;;) {
    visit(profile);
    std::size_t d = 0;
    for (; d < decisions.size(); ++d) {
      int& digit = profile[static_cast<std::size_t>(decisions[d])];
      if (++digit < g.childCount(decisions[d])) break;
      digit = 0;
    }
    if (d == decisions.size()) return;
  }
}

/// Subgame perfection by its definition: at no decision node does the mover gain by choosing
/// another child there, everything else fixed (one-shot deviations suffice in finite
/// perfect-information games).
inline bool speByDefinition(const BinaryGame& g, const PureProfile& profile) {
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    if (g.isLeaf(v)) continue;
    const auto kids = g.children(v);
    const int mover = g.owner(v);
    const bool wins = playWinner(g, profile, kids[static_cast<std::size_t>(profile[static_cast<std::size_t>(v)])]) == mover;
    for (NodeIndex c : kids)
      if (!wins && playWinner(g, profile, c) == mover) return false;
  }
  return true;
}

/// The nodes of the subtree at v (pre-order numbers are contiguous: v … v + size - 1).
inline NodeIndex subtreeEnd(const BinaryGame& g, NodeIndex v) {
  NodeIndex end = v + 1;
  while (end < g.nodeCount()) {
    NodeIndex p = g.parent[static_cast<std::size_t>(end)];
    while (p > v) p = g.parent[static_cast<std::size_t>(p)];
    if (p != v) break;
    ++end;
  }
  return end;
}

/// Def. 3.1.1 by brute force: player i has a strategy in the subtree of v (one child at each
/// of its nodes) such that every play from v that follows it, whatever the others do, ends in
/// a leaf won by i.
inline bool forcedWinByDefinition(const BinaryGame& g, NodeIndex v, int i) {
  const NodeIndex end = subtreeEnd(g, v);
  std::vector<NodeIndex> own;
  for (NodeIndex u = v; u < end; ++u)
    if (!g.isLeaf(u) && g.owner(u) == i) own.push_back(u);
  std::vector<int> choice(static_cast<std::size_t>(g.nodeCount()), 0);
  for (;;) {
    // Every play: a node is reachable when its parent is, and the parent is not i's or chose it.
    std::vector<char> reach(static_cast<std::size_t>(g.nodeCount()), 0);
    reach[static_cast<std::size_t>(v)] = 1;
    bool ok = true;
    for (NodeIndex u = v; u < end && ok; ++u) {
      if (!reach[static_cast<std::size_t>(u)]) continue;
      if (g.isLeaf(u)) {
        ok = g.winner(u) == i;
        continue;
      }
      const auto kids = g.children(u);
      for (std::size_t c = 0; c < kids.size(); ++c)
        if (g.owner(u) != i || static_cast<int>(c) == choice[static_cast<std::size_t>(u)])
          reach[static_cast<std::size_t>(kids[c])] = 1;
    }
    if (ok) return true;
    std::size_t d = 0;
    for (; d < own.size(); ++d) {
      int& digit = choice[static_cast<std::size_t>(own[d])];
      if (++digit < g.childCount(own[d])) break;
      digit = 0;
    }
    if (d == own.size()) return false;
  }
}

/// A path of `depth` decision nodes, movers 0, 1, 2, 0, …: each has a leaf won by its mover
/// first and the next decision node second; the last has two leaves.
inline BinaryGame pathGame(int depth, int players = 3) {
  BinaryGameBuilder builder(players);
  for (int d = 0; d < depth; ++d) {
    builder.beginNode(d % players);
    builder.leaf(d % players);
  }
  builder.leaf(0);
  for (int d = 0; d < depth; ++d) builder.endNode();
  return builder.finish();
}

}  // namespace gamelab::kingmaker::kmtest
