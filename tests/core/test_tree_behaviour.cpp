// Behaviour strategies on trees (core/tree/behaviour.h): expected payoffs, reach probabilities,
// best responses and the equilibrium check, on digest trees (ferguson-ch2-zero-sum.md §3.4) with
// numbers computed by hand.
#include "core/tree/treeexamples.h"
#include "core/tree/behaviour.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

namespace gamelab {
namespace {

using gamelab::testsupport::q;

const char* kBasicEndgame =
    "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";

int setOf(const GameTree& t, int player, const std::string& label) {
  for (int s : t.infoSetsOf(player))
    if (t.infoSets[static_cast<std::size_t>(s)].label == label) return s;
  ADD_FAILURE() << "no set " << label;
  return -1;
}

TEST(TreeBehaviour, UniformProfileAndShapeCheck) {
  GameTree t = parse(kBasicEndgame);
  BehaviourProfile u = uniformBehaviour(t);
  ASSERT_EQ(u.size(), t.infoSets.size());
  EXPECT_EQ(u[static_cast<std::size_t>(t.node(0).infoSet)], (RationalVector{q(1, 4), q(3, 4)}));
  EXPECT_EQ(u[static_cast<std::size_t>(setOf(t, 1, "bet"))], (RationalVector{q(1, 2), q(1, 2)}));
  EXPECT_TRUE(isBehaviourProfile(t, u));
  BehaviourProfile bad = u;
  bad[static_cast<std::size_t>(setOf(t, 0, "win"))] = {q(1, 2), q(1, 3)};  // sums to 5/6
  EXPECT_FALSE(isBehaviourProfile(t, bad));
  bad[static_cast<std::size_t>(setOf(t, 0, "win"))] = {q(1)};  // wrong length
  EXPECT_FALSE(isBehaviourProfile(t, bad));
  bad[static_cast<std::size_t>(setOf(t, 0, "win"))] = {q(3, 2), q(-1, 2)};  // negative
  EXPECT_FALSE(isBehaviourProfile(t, bad));
  EXPECT_FALSE(isBehaviourProfile(t, BehaviourProfile{}));
}

TEST(TreeBehaviour, BasicEndgameUniformPayoffsAndReach) {
  GameTree t = parse(kBasicEndgame);
  BehaviourProfile u = uniformBehaviour(t);
  // win: ½(½·3 + ½·1) + ½·1 = 3/2; lose: ½(½·(−3) + ½·1) − ½ = −1; ¼·3/2 − ¾ = −3/8.
  EXPECT_EQ(expectedPayoffs(t, u), (RationalVector{q(-3, 8), q(3, 8)}));
  RationalVector reach = reachProbabilities(t, u);
  EXPECT_EQ(reach[0], 1);
  EXPECT_EQ(reach[static_cast<std::size_t>(t.nodeAt({0}))], q(1, 4));
  EXPECT_EQ(reach[static_cast<std::size_t>(t.nodeAt({1}))], q(3, 4));
  EXPECT_EQ(reach[static_cast<std::size_t>(t.nodeAt({0, 0}))], q(1, 8));
  EXPECT_EQ(reach[static_cast<std::size_t>(t.nodeAt({1, 0, 1}))], q(3, 16));
  EXPECT_EQ(reach[static_cast<std::size_t>(t.nodeAt({1, 1}))], q(3, 8));
}

TEST(TreeBehaviour, BasicEndgameBestResponsesToUniform) {
  GameTree t = parse(kBasicEndgame);
  BehaviourProfile u = uniformBehaviour(t);
  const int win = setOf(t, 0, "win"), lose = setOf(t, 0, "lose"), bet = setOf(t, 1, "bet");
  // I against II's ½ call: win → bet 2 vs check 1 (weighted by ¼); lose → −1 either way (¾).
  auto r1 = bestResponse(t, u, 0);
  ASSERT_TRUE(r1.hasValue());
  EXPECT_EQ(r1->value, q(-1, 4));
  EXPECT_EQ(r1->actionValues[static_cast<std::size_t>(win)], (RationalVector{q(1, 2), q(1, 4)}));
  EXPECT_EQ(r1->actionValues[static_cast<std::size_t>(lose)], (RationalVector{q(-3, 4), q(-3, 4)}));
  EXPECT_EQ(r1->behaviour[static_cast<std::size_t>(win)], (RationalVector{q(1), q(0)}));
  EXPECT_TRUE(r1->actionValues[static_cast<std::size_t>(bet)].empty());
  EXPECT_EQ(r1->behaviour[static_cast<std::size_t>(bet)], u[static_cast<std::size_t>(bet)]);  // others unchanged
  EXPECT_EQ(expectedPayoffs(t, r1->behaviour)[0], r1->value);
  // II against I's uniform play: call: ⅛·(−3) + ⅜·3 = 3/4, fold: ⅛·(−1) + ⅜·(−1) = −1/2;
  // the checks add ⅛·(−1) + ⅜·1 = 1/4 → value 1.
  auto r2 = bestResponse(t, u, 1);
  ASSERT_TRUE(r2.hasValue());
  EXPECT_EQ(r2->actionValues[static_cast<std::size_t>(bet)], (RationalVector{q(3, 4), q(-1, 2)}));
  EXPECT_EQ(r2->behaviour[static_cast<std::size_t>(bet)], (RationalVector{q(1), q(0)}));
  EXPECT_EQ(r2->value, q(1));
  EXPECT_EQ(expectedPayoffs(t, r2->behaviour)[1], r2->value);
}

TEST(TreeBehaviour, BasicEndgameEquilibriumCheck) {
  GameTree t = parse(kBasicEndgame);
  BehaviourProfile p = uniformBehaviour(t);
  const auto win = static_cast<std::size_t>(setOf(t, 0, "win"));
  const auto lose = static_cast<std::size_t>(setOf(t, 0, "lose"));
  // T65: I always bets with the winning card, bluffs w.p. 1/6; II calls w.p. 1/2; v = −1/4.
  p[win] = {q(1), q(0)};
  p[lose] = {q(1, 6), q(5, 6)};
  EXPECT_EQ(expectedPayoffs(t, p), (RationalVector{q(-1, 4), q(1, 4)}));
  EXPECT_TRUE(isBehaviourEquilibrium(t, p));
  auto r1 = bestResponse(t, p, 0);
  ASSERT_TRUE(r1.hasValue());
  EXPECT_EQ(r1->value, q(-1, 4));
  p[lose] = {q(1, 3), q(2, 3)};  // bluffing too often: II calls always and gains
  EXPECT_FALSE(isBehaviourEquilibrium(t, p));
  auto r2 = bestResponse(t, p, 1);
  ASSERT_TRUE(r2.hasValue());
  // II calls: ¼·(−3) + ¾·⅓·3 = 0 from bets, checks ¾·⅔·1 = 1/2 → 1/2.
  EXPECT_EQ(r2->value, q(1, 2));
}

TEST(TreeBehaviour, OutcomesAtInnerNodesCount) {
  // Gambit semantics: the payoff of a play is the sum of the outcomes on its path.
  GameTree t = parse("I{a: II{x: 2, y: -1}, b: 0}");
  const int o = t.addOutcome("entry", {q(10), q(-10)});
  t.node(0).outcome = o;
  BehaviourProfile u = uniformBehaviour(t);
  // ½(½·2 − ½·1) + ½·0 = 1/4, plus 10 at the root.
  EXPECT_EQ(expectedPayoffs(t, u), (RationalVector{q(41, 4), q(-41, 4)}));
  auto r1 = bestResponse(t, u, 0);
  ASSERT_TRUE(r1.hasValue());
  EXPECT_EQ(r1->value, q(21, 2));  // a: 1/2 beats b: 0
  auto r2 = bestResponse(t, u, 1);
  ASSERT_TRUE(r2.hasValue());
  EXPECT_EQ(r2->value, q(-19, 2));  // y: ½·1, plus −10 at the root
  EXPECT_EQ(r2->actionValues[static_cast<std::size_t>(t.node(t.nodeAt({0})).infoSet)], (RationalVector{q(-1), q(1, 2)}));
}

TEST(TreeBehaviour, PerfectRecallSetsAfterOwnMovesAreSolvedBottomUp) {
  // Two Guesses with perfect recall (T68 shape): I searches, and after a failure searches again
  // knowing the first room. Against II hiding in room 2, I's best reply: search 2 first (1/3),
  // then search 2 again after failing (2/3 · 1/3) → 5/9.
  GameTree t = parse(
      "II[hide]{1: I[s]{1: N{1/2: 1, 1/2: I[r1]{1: N{1/2: 1, 1/2: 0}, 2: 0}}, 2: I[r2]{1: N{1/2: 1, 1/2: 0}, 2: 0}},"
      " 2: I[s]{1: I[r1]{1: 0, 2: N{1/3: 1, 2/3: 0}}, 2: N{1/3: 1, 2/3: I[r2]{1: 0, 2: N{1/3: 1, 2/3: 0}}}}}");
  BehaviourProfile p = uniformBehaviour(t);
  p[static_cast<std::size_t>(t.node(0).infoSet)] = {q(0), q(1)};
  auto r = bestResponse(t, p, 0);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->value, q(5, 9));
  EXPECT_EQ(r->behaviour[static_cast<std::size_t>(setOf(t, 0, "s"))], (RationalVector{q(0), q(1)}));
  EXPECT_EQ(r->behaviour[static_cast<std::size_t>(setOf(t, 0, "r2"))], (RationalVector{q(0), q(1)}));
  EXPECT_EQ(r->actionValues[static_cast<std::size_t>(setOf(t, 0, "s"))], (RationalVector{q(1, 3), q(5, 9)}));
  EXPECT_EQ(expectedPayoffs(t, r->behaviour)[0], q(5, 9));
}

/// The set of `player` with this label.
std::size_t named(const GameTree& t, int player, const std::string& label) {
  return static_cast<std::size_t>(setOf(t, player, label));
}

TEST(TreeBehaviour, KuhnPokerShapeAndKuhnsEquilibrium) {
  GameTree t = kuhnPoker();
  std::string why;
  ASSERT_TRUE(t.isConsistent(&why)) << why;
  EXPECT_EQ(t.infoSetsOf(0).size(), 6u);
  EXPECT_EQ(t.infoSetsOf(1).size(), 6u);
  EXPECT_EQ(t.nodeCount(), 1 + 6 * 9);
  // T71, the α = 0 member of Kuhn's family: I never bets, calls with 2 w.p. 1/3, with 3 always;
  // II with 3 bets/calls, with 2 checks and calls w.p. 1/3, with 1 folds and bluffs w.p. 1/3.
  BehaviourProfile p = uniformBehaviour(t);
  for (const char* c : {"1", "2", "3"}) p[named(t, 0, c)] = {q(1), q(0)};
  p[named(t, 0, "1,cb")] = {q(1), q(0)};
  p[named(t, 0, "2,cb")] = {q(2, 3), q(1, 3)};
  p[named(t, 0, "3,cb")] = {q(0), q(1)};
  p[named(t, 1, "1,chk")] = {q(2, 3), q(1, 3)};
  p[named(t, 1, "2,chk")] = {q(1), q(0)};
  p[named(t, 1, "3,chk")] = {q(0), q(1)};
  p[named(t, 1, "1,bet")] = {q(1), q(0)};
  p[named(t, 1, "2,bet")] = {q(2, 3), q(1, 3)};
  p[named(t, 1, "3,bet")] = {q(0), q(1)};
  ASSERT_TRUE(isBehaviourProfile(t, p));
  EXPECT_EQ(expectedPayoffs(t, p), (RationalVector{q(-1, 18), q(1, 18)}));
  EXPECT_TRUE(isBehaviourEquilibrium(t, p));
  // If II calls with 2 half the time, I gains by betting with 3 (5/4 instead of 7/6).
  p[named(t, 1, "2,bet")] = {q(1, 2), q(1, 2)};
  EXPECT_FALSE(isBehaviourEquilibrium(t, p));
}

TEST(TreeBehaviour, LeducPokerHas936InformationSets) {
  GameTree t = leducPoker();
  std::string why;
  ASSERT_TRUE(t.isConsistent(&why)) << why;
  EXPECT_EQ(t.infoSetsOf(0).size(), 468u);
  EXPECT_EQ(t.infoSetsOf(1).size(), 468u);
  EXPECT_EQ(treeSize(t).infoSets, 936);
  // Per deal (6 · 5): 6 round-one decisions, 4 folds, 5 public-card draws (after cc, rc, crc, rrc,
  // crrc) each with 4 round-two trees of 6 decisions, 4 folds and 5 showdowns → 315 nodes.
  EXPECT_EQ(t.nodeCount(), 1 + 6 + 30 * 315);
  EXPECT_EQ(treeSize(t).terminals, 30 * (4 + 20 * 9));
  // I Ks, II Js, checks, board Qs, raise 4, re-raise 4, call: I wins 1 + 4 + 4 with the king.
  NodeId leaf = t.nodeAt({4, 0, 0, 0, 1, 1, 2, 1});
  ASSERT_NE(leaf, kNoNode);
  EXPECT_TRUE(t.isTerminal(leaf));
  EXPECT_EQ(t.accumulatedPayoff(leaf), (RationalVector{q(9), q(-9)}));
  // I Js, II Qh: I raises 2, II folds: I wins the ante.
  leaf = t.nodeAt({0, 2, 1, 0});
  ASSERT_NE(leaf, kNoNode);
  EXPECT_EQ(t.accumulatedPayoff(leaf), (RationalVector{q(1), q(-1)}));
  // I Jh, II Kh, board Js: I's pair beats the king after four checks.
  leaf = t.nodeAt({1, 4, 0, 0, 0, 0, 0});
  ASSERT_NE(leaf, kNoNode);
  EXPECT_EQ(t.accumulatedPayoff(leaf), (RationalVector{q(1), q(-1)}));
  // I Qs, II Qh, board Ks, cr c / c c: a tie at 3 each splits the pot.
  leaf = t.nodeAt({2, 2, 0, 1, 1, 2, 0, 0});
  ASSERT_NE(leaf, kNoNode);
  EXPECT_EQ(t.accumulatedPayoff(leaf), (RationalVector{q(0), q(0)}));
  EXPECT_EQ(t.infoSets[static_cast<std::size_t>(t.node(t.node(leaf).parent).infoSet)].label, "Qh Ks:crc/c");
  // Every play's payoffs sum to zero, and under uniform play the game is worth the same to both.
  const RationalVector u = expectedPayoffs(t, uniformBehaviour(t));
  EXPECT_EQ(u[0] + u[1], 0);
}

TEST(TreeBehaviour, CancelledBestResponse) {
  GameTree t = parse(kBasicEndgame);
  CancelToken token;
  token.cancel();
  auto r = bestResponse(t, uniformBehaviour(t), 0, token);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
