// The mixed-strategy sandbox (core/kingmaker/sandbox.h): Fig. 4.4 exactly, the SPE families
// (3.1)–(3.3) of spec part 1.7 on sample points (and points outside them), and the values.
#include "core/kingmaker/sandbox.h"
#include "tests/core/kingmakerreference.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

namespace gamelab::kingmaker {
namespace {

using gamelab::testsupport::q;

/// The Fig. 3.3 tree with left probabilities p1 (node 1), p2 (node 4), p3 (root).
MixedProfile fig33(const Rational& p1, const Rational& p2, const Rational& p3) {
  MixedProfile m(7);
  m[0] = {p3, 1 - p3};
  m[1] = {p1, 1 - p1};
  m[4] = {p2, 1 - p2};
  return m;
}

const BinaryGame& tree() {
  static const BinaryGame g = testing::bracketTree("c(a(C,B),b(C,A))");
  return g;
}

TEST(KingmakerSandbox, Fig44OneStepLookahead) {
  const auto start = fig33(q(3, 5), q(1, 5), 1);
  EXPECT_TRUE(nonBestReplies(tree(), start).empty());  // family (3.1)
  EXPECT_EQ(subgameValues(tree(), start)[0], (RationalVector{0, q(2, 5), q(3, 5)}));
  const auto d = oneStepLookahead(tree(), start, 1, {q(1, 10), q(9, 10)});
  EXPECT_EQ(d.player, 0);
  EXPECT_TRUE(d.deviationIsBestReply);
  EXPECT_EQ(d.payoffBefore, (RationalVector{0, q(2, 5), q(3, 5)}));
  EXPECT_EQ(d.payoffAfter, (RationalVector{q(4, 5), 0, q(1, 5)}));
  EXPECT_TRUE(d.motive());
  EXPECT_EQ(d.reacted, (std::vector<NodeIndex>{0}));
  EXPECT_EQ(d.reactingPlayers, (std::vector<int>{2}));
  EXPECT_EQ(d.after[0], (RationalVector{0, 1}));  // player 3 switches to p3 = 0
  EXPECT_EQ(d.after[4], (RationalVector{q(1, 5), q(4, 5)}));  // player 2 keeps p2
  EXPECT_TRUE(nonBestReplies(tree(), d.after).empty());
}

TEST(KingmakerSandbox, NoMotiveWhenTheOtherKingmakerAlreadyRefuses) {
  // Family (3.1) with p2 = 0: player 1 cannot get below p2, so nobody reacts (part 2.2 table).
  const auto start = fig33(q(1, 2), 0, 1);
  const auto d = oneStepLookahead(tree(), start, 1, {0, 1});
  EXPECT_TRUE(d.reacted.empty());
  EXPECT_FALSE(d.motive());
  // Player 2 in family (3.3) with p1 ≠ 0 has one: moving below p1 makes 3 go left.
  const auto s3 = fig33(q(1, 5), q(3, 5), 0);
  EXPECT_TRUE(nonBestReplies(tree(), s3).empty());
  const auto d3 = oneStepLookahead(tree(), s3, 4, {q(1, 10), q(9, 10)});
  EXPECT_TRUE(d3.motive());
  EXPECT_EQ(d3.payoffAfter, (RationalVector{0, q(4, 5), q(1, 5)}));
}

TEST(KingmakerSandbox, DeviationThatIsNoBestReply) {
  // Fig. 4.2: P3{P1{[3],[2]},[3]}; 3 leaving its sure win is no best reply.
  const auto g = testing::bracketTree("c(a(C,B),C)");
  MixedProfile m(5);
  m[0] = {0, 1};
  m[1] = {0, 1};  // P1 gives [2]: the left branch is worth 0 to player 3
  const auto d = oneStepLookahead(g, m, 0, {1, 0});
  EXPECT_FALSE(d.deviationIsBestReply);
  EXPECT_FALSE(d.motive());
}

TEST(KingmakerSandbox, SpeFamiliesOfPart17) {
  // (3.1) 0 ≤ p2 < p1 ≤ 1, p3 = 1; (3.2) p1 = p2, p3 free; (3.3) 0 ≤ p1 < p2 ≤ 1, p3 = 0.
  const Rational points[] = {0, q(1, 5), q(1, 3), q(1, 2), q(4, 5), 1};
  int spe = 0;
  for (const auto& p1 : points)
    for (const auto& p2 : points)
      for (const auto& p3 : points) {
        const bool family = (p2 < p1 && p3 == 1) || p1 == p2 || (p1 < p2 && p3 == 0);
        const bool isSpe = nonBestReplies(tree(), fig33(p1, p2, p3)).empty();
        EXPECT_EQ(isSpe, family) << p1 << ' ' << p2 << ' ' << p3;
        spe += isSpe ? 1 : 0;
      }
  EXPECT_EQ(spe, 15 + 36 + 15);
  // Outside: p3 = 1/2 with p1 ≠ p2 is not an SPE and the root is the node at fault.
  EXPECT_EQ(nonBestReplies(tree(), fig33(q(1, 2), q(1, 5), q(1, 2))), (std::vector<NodeIndex>{0}));
}

TEST(KingmakerSandbox, FirstChildProfileAndValues) {
  const auto m = firstChildProfile(tree());
  EXPECT_TRUE(m[2].empty());
  EXPECT_EQ(m[0], (RationalVector{1, 0}));
  const auto v = subgameValues(tree(), m);
  EXPECT_EQ(v[0], (RationalVector{0, 0, 1}));  // maxn-first: 3 wins
  EXPECT_EQ(v[4], (RationalVector{0, 0, 1}));
  // P3 with both children worth 1 to it: the first-child profile is an SPE.
  EXPECT_TRUE(nonBestReplies(tree(), m).empty());
}

}  // namespace
}  // namespace gamelab::kingmaker
