// SP-1EP (core/kingmaker/sp1ep.h) on every tree of spec part 3, the Diamond game and the Nim
// fixtures: W, allowed children, step and the restrictions in order, exactly as the reference
// prints them (tests/data/kingmaker/sp1ep_cases.txt), under the three readings and kmn-η only;
// Table 5.1 as the reference's t51; kmn-η classes; cancel; a 10⁶-deep tree.
#include "core/kingmaker/sp1ep.h"
#include "core/kingmaker/structure.h"
#include "tests/core/kingmakerreference.h"

#include <gtest/gtest.h>

namespace gamelab::kingmaker {
namespace {

using testing::bracketTree;
using testing::nodeSummary;
using testing::referenceCases;
using testing::traceSummary;

TEST(KingmakerSp1ep, EveryReferenceCaseUnderEveryReading) {
  const auto cases = referenceCases();
  ASSERT_EQ(cases.size(), 16U);  // 10 small trees of part 3, Diamond, 5 Nim positions
  for (const auto& c : cases) {
    const auto g = bracketTree(c.tree, c.players());
    for (const std::string reading : {"set", "alt", "eff", "kmn"}) {
      const auto r = solveSp1ep(g, {.reading = testing::readingOf(reading), .lookahead = reading != "kmn"});
      ASSERT_TRUE(r.hasValue());
      EXPECT_EQ(nodeSummary(g, *r), c.lines.at(reading + " nodes")) << c.name << ' ' << reading;
      EXPECT_EQ(traceSummary(r->trace), c.lines.at(reading + " trace")) << c.name << ' ' << reading;
    }
  }
}

TEST(KingmakerSp1ep, CanonicalTreeFig33) {
  // P3{P1{[3],[2]},P2{[3],[1]}}: both kingmakers refuse player 3; the root is the kingmaker.
  const auto g = bracketTree("c(a(C,B),b(C,A))");
  const auto r = solveSp1ep(g);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->mayWin[0], playerBit(0) | playerBit(1));
  EXPECT_EQ(r->kingmakers, (std::vector<NodeIndex>{0}));
  EXPECT_EQ(r->generalisedKingmakers, (std::vector<NodeIndex>{0, 1, 4}));
  ASSERT_EQ(r->trace.size(), 2U);
  EXPECT_EQ(r->trace[0].nodeOwner, 0);
  EXPECT_EQ(r->trace[0].ancestorOwner, 2);
  EXPECT_EQ(r->trace[0].removed, (std::vector<int>{0}));
  EXPECT_EQ(describeRestriction(r->trace[0]),
            "node 1 (player 1) keeps children 2 at ancestor 0 (player 3): player 3 may win at 1 only through children 1");
  const auto noTrace = solveSp1ep(g, {.keepTrace = false});
  EXPECT_TRUE(noTrace->trace.empty());
  EXPECT_EQ(noTrace->allowed, r->allowed);
}

TEST(KingmakerSp1ep, FourPlayerFixtureKeepsTwoKingmakers) {
  // Part 3.9: P3{P1{[4],P2{[3],[4]}},[4]}: P2's and P1's nodes both stay undetermined.
  const auto g = bracketTree("c(a(D,b(C,D)),D)", 4);
  for (Reading reading : {Reading::Set, Reading::Alt, Reading::Eff}) {
    const auto r = solveSp1ep(g, {.reading = reading});
    EXPECT_EQ(r->kingmakers, (std::vector<NodeIndex>{1, 3}));
    EXPECT_EQ(r->step[0], 2);
  }
}

TEST(KingmakerSp1ep, Table51AsTheReferenceComputesIt) {
  const auto cases = referenceCases();
  const auto& diamond = cases[10];
  ASSERT_EQ(diamond.name, "diamond");
  const auto g = bracketTree(diamond.tree);
  struct Row {
    bool lookahead;
    Reading reading;
    std::int64_t notUnique, bySets, byValues;
  };
  // kingmaker_reference.py: kmn-eta (58, 41, 57); set (38, 4, 4); alt (17, 2, 2); eff (43, 11, 15).
  for (const Row& row : {Row{false, Reading::Set, 58, 41, 57}, Row{true, Reading::Set, 38, 4, 4},
                         Row{true, Reading::Alt, 17, 2, 2}, Row{true, Reading::Eff, 43, 11, 15}}) {
    const auto r = solveSp1ep(g, {.reading = row.reading, .lookahead = row.lookahead});
    const auto s = summariseUniqueness(g, r->allowed, r->mayWin);
    EXPECT_EQ(s.decisionNodes, 84);
    EXPECT_EQ(s.notUnique, row.notUnique);
    EXPECT_EQ(s.changesWinnerSets, row.bySets);
    EXPECT_EQ(s.changesValues, row.byValues);
  }
  // Every edge allowed (plain SPE): every decision node is non-unique.
  const auto all = summariseUniqueness(g, std::vector<char>(g.childList.size(), 1), solveStructure(g)->reachable);
  EXPECT_EQ(all.notUnique, 84);
}

TEST(KingmakerSp1ep, DiamondUnderEffHasOneUnreachedKingmaker) {
  // Spec part 2.6: under eff the Diamond game's undetermined kingmakers are 10 nodes of c on
  // the equilibrium path and one player-a node ([3] vs [2]) that no allowed play reaches.
  const auto cases = referenceCases();
  const auto g = bracketTree(cases[10].tree);
  const auto r = solveSp1ep(g, {.reading = Reading::Eff});
  ASSERT_TRUE(r.hasValue());
  const std::vector<char> reached = r->reached(g);
  // By definition: the root, and a child exactly when its parent is reached and the edge allowed.
  ASSERT_TRUE(reached[0]);
  for (NodeIndex v = 0; v < g.nodeCount(); ++v)
    for (int k = 0; k < g.childCount(v); ++k)
      EXPECT_EQ(reached[std::size_t(g.children(v)[std::size_t(k)])],
                char(reached[std::size_t(v)] && r->allowed[std::size_t(g.edge(v, k))]));
  std::vector<NodeIndex> onPath, off;
  for (NodeIndex v : r->kingmakers) (reached[std::size_t(v)] ? onPath : off).push_back(v);
  EXPECT_EQ(onPath.size(), 10U);
  for (NodeIndex v : onPath) EXPECT_EQ(g.owner(v), 2);
  ASSERT_EQ(off.size(), 1U);
  EXPECT_EQ(g.owner(off[0]), 0);
  PlayerSet candidates = 0;
  for (int k : r->allowedChildren(g, off[0])) candidates |= r->mayWin[std::size_t(g.children(off[0])[std::size_t(k)])];
  EXPECT_EQ(candidates, playerBit(1) | playerBit(2));
}

TEST(KingmakerSp1ep, KmnEtaClasses) {
  // Fig. 4.1: for player 3 the kingmaker child (3 reachable, nobody's forced win) beats [1];
  // Fig. 4.2: the [3] leaf is player 3's own forced win.
  const auto fig41 = bracketTree("c(a(C,B),A)");
  const auto s41 = solveStructure(fig41);
  EXPECT_EQ(kmnEtaClass(fig41, s41->forcedWin, s41->reachable, 1), 1);
  EXPECT_EQ(kmnEtaClass(fig41, s41->forcedWin, s41->reachable, 4), 0);
  EXPECT_EQ(kmnEtaClass(fig41, s41->forcedWin, s41->reachable, 2), 0);  // [3] below P1: not P1's
  const auto fig42 = bracketTree("c(a(C,B),C)");
  const auto s42 = solveStructure(fig42);
  EXPECT_EQ(kmnEtaClass(fig42, s42->forcedWin, s42->reachable, 4), 2);
  EXPECT_EQ(kmnEtaClass(fig42, s42->forcedWin, s42->reachable, 1), 1);
  // A forced win of player 2 below player 3 ranks last even though 3 is not reachable there.
  const auto g = bracketTree("c(b(B,C),A)");
  const auto s = solveStructure(g);
  EXPECT_EQ(kmnEtaClass(g, s->forcedWin, s->reachable, 1), 0);
}

TEST(KingmakerSp1ep, CancelledTokenStops) {
  const auto g = bracketTree("c(a(C,B),b(C,A))");
  CancelToken cancel;
  cancel.cancel();
  // The first poll comes after 64k units of work: a large tree is needed to see it.
  BinaryGameBuilder b(3);
  const int depth = 300000;
  for (int d = 0; d < depth; ++d) {
    b.beginNode(d % 3);
    b.leaf((d + 1) % 3);
  }
  b.leaf(0);
  for (int d = 0; d < depth; ++d) b.endNode();
  const auto deep = b.finish();
  const auto r = solveSp1ep(deep, {}, Progress::none(), cancel);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
  EXPECT_TRUE(solveSp1ep(g).hasValue());
}

TEST(KingmakerSp1ep, MillionDeepChainWithKingmakersAtEveryLevel) {
  // Each level: the mover d%3 chooses between a leaf of the next player and the chain below;
  // no recursion may follow the depth.
  BinaryGameBuilder b(3);
  const int depth = 1000000;
  for (int d = 0; d < depth; ++d) {
    b.beginNode(d % 3);
    b.leaf((d + 1) % 3);
  }
  b.leaf(2);
  for (int d = 0; d < depth; ++d) b.endNode();
  const auto g = b.finish();
  const auto r = solveSp1ep(g);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->mayWin.size(), static_cast<std::size_t>(2 * depth + 1));
  const auto k = solveSp1ep(g, {.lookahead = false});
  ASSERT_TRUE(k.hasValue());
}

}  // namespace
}  // namespace gamelab::kingmaker
