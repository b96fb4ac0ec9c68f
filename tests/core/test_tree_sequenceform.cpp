// The sequence form (core/tree/sequenceform.h) on the digest's two-person zero-sum trees
// (ferguson-ch2-zero-sum.md §2.5, §3.4; values recomputed, errata applied) and Kuhn poker.
#include "core/matrix/zerosumsolver.h"
#include "core/tree/treeexamples.h"
#include "core/tree/behaviour.h"
#include "core/tree/sequenceform.h"
#include "core/tree/sequenceformdata.h"
#include "core/tree/strategicform.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"
#include "tests/support/exactnumbers.h"
#include "tests/support/randomtrees.h"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gamelab {
namespace {

using gamelab::testsupport::q;

/// Solves and checks everything the contract promises: verified, both strategies optimal by
/// exact best replies, plans consistent with the behaviour, value to player 1.
void expectSolved(const GameTree& tree, const Rational& value, const SequenceFormOptions& options = {}) {
  auto r = solveSequenceForm(tree, options);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_TRUE(r->verified);
  EXPECT_EQ(r->value, value) << toString(r->value);
  EXPECT_DOUBLE_EQ(r->valueFloat, toDouble(value));
  ASSERT_TRUE(isBehaviourProfile(tree, r->behaviour));
  EXPECT_EQ(expectedPayoffs(tree, r->behaviour)[0], value);
  // Player 1 cannot gain against II's strategy, nor II against I's.
  auto reply1 = bestResponse(tree, r->behaviour, 0);
  auto reply2 = bestResponse(tree, r->behaviour, 1);
  ASSERT_TRUE(reply1.hasValue() && reply2.hasValue());
  EXPECT_EQ(reply1->value, value);
  EXPECT_EQ(reply2->value, expectedPayoffs(tree, r->behaviour)[1]);
  EXPECT_TRUE(isBehaviourEquilibrium(tree, r->behaviour));
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(r->infoSetCount[p], static_cast<int>(tree.infoSetsOf(p).size()));
    ASSERT_EQ(r->realisationPlans[static_cast<std::size_t>(p)].size(), static_cast<std::size_t>(r->sequences[p]));
    EXPECT_EQ(r->realisationPlans[static_cast<std::size_t>(p)][0], 1);
  }
}

struct DigestTree {
  const char* name;
  std::string tree;
  Rational value;
};

TEST(SequenceForm, DigestTreeValues) {
  const std::vector<DigestTree> cases = {
      {"T65 Basic Endgame",
       "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}", q(-1, 4)},
      {"T66 Generalised Endgame p=1/2 b=1",
       "N{1/2: I[win]{b: II[bet]{c: 2, f: 1}, c: 1}, 1/2: I[lose]{b: II[bet]{c: -2, f: 1}, c: -1}}", q(1, 3)},
      {"T67 Silver Dollar", "II[hide]{1: I[search]{1: N{1/2: 1, 1/2: 0}, 2: 0}, 2: I[search]{1: 0, 2: N{1/3: 1, 2/3: 0}}}",
       q(1, 5)},
      // T68 with perfect recall (the second search knows the first room); the source's 15/47 is wrong.
      {"T68 Two Guesses",
       "II[hide]{1: I[s]{1: N{1/2: 1, 1/2: I[r1]{1: N{1/2: 1, 1/2: 0}, 2: 0}}, 2: I[r2]{1: N{1/2: 1, 1/2: 0}, 2: 0}},"
       " 2: I[s]{1: I[r1]{1: 0, 2: N{1/3: 1, 2/3: 0}}, 2: N{1/3: 1, 2/3: I[r2]{1: 0, 2: N{1/3: 1, 2/3: 0}}}}}",
       q(5, 13)},
      {"T69 Statistical game",
       "I[coin]{f: N{1/2: II[H]{f:0,b:1}, 1/2: II[T]{f:0,b:1}}, b: N{1/3: II[H]{f:1,b:0}, 2/3: II[T]{f:1,b:0}}}", q(3, 7)},
      {"T74 Coins A/B",
       "I{h: N{1/2: II[right]{A:-1,B:2}, 1/2: II[wrong]{A:-1,B:0}}, t: N{2/3: II[right]{A:2,B:-1}, 1/3: II[wrong]{A:0,B:-1}}}",
       q(0)},
      {"T75 Beasley", "N{3/13: II[five]{c: 5, d: 10}, 10/13: I[nonface]{1: -2, 5: II[five]{c: 5, d: -10}}}", q(2, 13)},
      // §2.5.4: a matrix game as a tree, [[-2, 3], [3, -4]] → 1/12 (T1).
      {"T1 as a tree", "I{r1: II[s]{c1: -2, c2: 3}, r2: II[s]{c1: 3, c2: -4}}", q(1, 12)},
      {"perfect information", "I{a: II{x: 2, y: -1}, b: N{1/2: 3, 1/2: -4}}", q(-1, 2)},
      {"no moves", "7", q(7)},
  };
  for (const DigestTree& c : cases) {
    SCOPED_TRACE(c.name);
    expectSolved(parse(c.tree), c.value);
  }
}

TEST(SequenceForm, TheExactLpPathAgrees) {
  const SequenceFormOptions direct{.exact = true, .recoverFromFloat = false};
  expectSolved(kuhnPoker(), q(-1, 18), direct);
  expectSolved(parse("N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}"),
               q(-1, 4), direct);
}

TEST(SequenceForm, KuhnPokerIsWorthMinusOneEighteenth) {
  const GameTree t = kuhnPoker();
  expectSolved(t, q(-1, 18));
  auto r = solveSequenceForm(t);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->sequences[0], 13);
  EXPECT_EQ(r->sequences[1], 13);
  // Every optimal strategy of Kuhn's family: II with 3 calls a bet, with 1 folds; I with 1 folds
  // after check–bet, with 3 calls.
  auto set = [&](int player, const std::string& label) {
    for (int s : t.infoSetsOf(player))
      if (t.infoSets[static_cast<std::size_t>(s)].label == label) return static_cast<std::size_t>(s);
    return std::size_t{0};
  };
  EXPECT_EQ(r->behaviour[set(1, "3,bet")], (RationalVector{q(0), q(1)}));
  EXPECT_EQ(r->behaviour[set(1, "1,bet")], (RationalVector{q(1), q(0)}));
  EXPECT_EQ(r->behaviour[set(1, "2,bet")], (RationalVector{q(2, 3), q(1, 3)}));
}

TEST(SequenceForm, LeducHoldemIsProvedExactly) {
  // 936 information sets; the optimum has denominators of 32 digits, so rounding cannot find it:
  // the float answer is recovered by the exact solve of its tight equations. The value agrees
  // with the published −0.0856 for the first player.
  const GameTree t = leducPoker();
  auto r = solveSequenceForm(t);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_TRUE(r->verified);
  EXPECT_EQ(r->value, Rational("-1454920850547486749701863871533/16995463438839962469905132501930"));
  EXPECT_NEAR(r->valueFloat, -0.0856, 1e-4);
  EXPECT_EQ(r->infoSetCount[0] + r->infoSetCount[1], 936);
  auto reply1 = bestResponse(t, r->behaviour, 0);
  auto reply2 = bestResponse(t, r->behaviour, 1);
  ASSERT_TRUE(reply1.hasValue() && reply2.hasValue());
  EXPECT_EQ(reply1->value, r->value);
  EXPECT_EQ(reply2->value, -r->value);
}

TEST(SequenceForm, ConstantSumPayoffsOneAndZero) {
  // The Silver Dollar with (1, 0) for finding the dollar and (0, 1) otherwise: I finds it w.p. 1/5.
  expectSolved(parse("II[hide]{1: I[search]{1: N{1/2: (1,0), 1/2: (0,1)}, 2: (0,1)},"
                     " 2: I[search]{1: (0,1), 2: N{1/3: (1,0), 2/3: (0,1)}}}"),
               q(1, 5));
  // Outcomes on inner nodes add up along the play (Gambit): an entry fee of 2 to I.
  GameTree t = parse("I{r1: II[s]{c1: -2, c2: 3}, r2: II[s]{c1: 3, c2: -4}}");
  t.node(0).outcome = t.addOutcome("fee", {q(-2), q(2)});
  expectSolved(t, q(1, 12) - 2);
}

TEST(SequenceForm, HugeDenominatorsAreRecoveredExactly) {
  // [[1, 0], [0, b]] with b = 1/999999999989: I plays row 2 w.p. 1/(1 + b)… value b/(1 + b).
  const Rational b(1, 999999999989L);
  expectSolved(parse("I{r1: II[s]{c1: 1, c2: 0}, r2: II[s]{c1: 0, c2: 1/999999999989}}"), b / (1 + b));
}

TEST(SequenceForm, FloatModeIsUnverified) {
  auto r = solveSequenceForm(kuhnPoker(), SequenceFormOptions{.exact = false});
  ASSERT_TRUE(r.hasValue());
  EXPECT_FALSE(r->verified);
  EXPECT_NEAR(r->valueFloat, -1.0 / 18, 1e-6);
}

TEST(SequenceForm, Errors) {
  // T70 Forgetful Player: I forgets the coin.
  const std::string forgetful =
      "N{1/2 (H): I[H]{1: II[b1]{H: I[b1,H]{pass: -2, double: -4}, T: I[b1,T]{pass: 2, double: 4}},"
      " 2: II[b2]{H: I[b2,H]{pass: -3, double: -6}, T: I[b2,T]{pass: 3, double: 6}}}, 1/2 (T): I[T]{1: II[b1]{H: "
      "I[b1,H]{pass: 1, double: 2}, T: I[b1,T]{pass: -1, double: -2}}, 2: II[b2]{H: I[b2,H]{pass: 2, double: 4}, T: "
      "I[b2,T]{pass: -2, double: -4}}}}";
  auto r = solveSequenceForm(parse(forgetful));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotPerfectRecall);
  ASSERT_EQ(r.error().args.size(), 2u);
  EXPECT_EQ(r.error().args, (std::vector<std::string>{"1", "2"}));  // player I, set 2 = [b1,H]

  r = solveSequenceForm(parse("I{a: II{x: (1,2,3), y: (0,0,0)}, b: III{u: (1,1,1), v: (2,2,2)}}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(r.error().problem, Problem::NotTwoPlayers);

  r = solveSequenceForm(parse("I{a: (1,2), b: (0,0)}"));  // sums 3, then 0 at node 2
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::NotConstantSum);
  EXPECT_EQ(r.error().args, (std::vector<std::string>{"3"}));

  r = solveSequenceForm(parse("N{1/2: 1, 1/3: 0}"));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidTree);

  CancelToken token;
  token.cancel();
  r = solveSequenceForm(kuhnPoker(), {}, Progress::none(), token);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
}

TEST(SequenceForm, ProgressStages) {
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) {
    if (stages.empty() || stages.back() != stage) stages.push_back(stage);
  });
  ASSERT_TRUE(solveSequenceForm(kuhnPoker(), {}, progress).hasValue());
  EXPECT_EQ(stages, (std::vector<std::string>{"sequence-form", "lp", "verify"}));
}

TEST(SequenceForm, DataOfTheBasicEndgame) {
  // I: ∅, (win,b), (win,c), (lose,b), (lose,c); II: ∅, c, f. A[(win,b)][c] = ¼·3 etc.
  const GameTree t = parse("N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}");
  auto d = buildSequenceForm(t);
  ASSERT_TRUE(d.hasValue());
  EXPECT_EQ(d->players[0].count, 5);
  EXPECT_EQ(d->players[1].count, 3);
  EXPECT_EQ(d->constantSum, 0);
  std::vector<std::string> entries;
  for (const SequencePayoff& e : d->payoffs)
    entries.push_back(std::to_string(e.row) + "," + std::to_string(e.column) + ":" + toString(e.value));
  EXPECT_EQ(entries, (std::vector<std::string>{"2,0:1/4", "4,0:-3/4", "1,1:3/4", "3,1:-9/4", "1,2:1/4", "3,2:3/4"}));
}

TEST(SequenceForm, AgreesWithTheStrategicFormOnRandomTrees) {
  std::mt19937 rng(20240605u);
  int compared = 0, withSets = 0;
  for (int k = 0; k < 100; ++k) {
    const GameTree t = testsupport::randomPerfectRecallTree(rng);
    SCOPED_TRACE("tree " + std::to_string(k));
    ASSERT_TRUE(t.isConsistent());
    StrategicFormOptions options;
    options.reduction = StrategyReduction::Reduced;
    auto form = toStrategicForm(t, options);
    if (!form) continue;  // too large
    auto matrix = solveZeroSum(form->game.payoffMatrix(0));
    ASSERT_TRUE(matrix.hasValue());
    ASSERT_TRUE(matrix->verified);
    auto r = solveSequenceForm(t);
    ASSERT_TRUE(r.hasValue()) << describe(r.error());
    EXPECT_TRUE(r->verified);
    EXPECT_EQ(r->value, matrix->value);
    EXPECT_TRUE(isBehaviourEquilibrium(t, r->behaviour));
    ++compared;
    if (!t.hasPerfectInformation()) ++withSets;
  }
  EXPECT_GE(compared, 90);
  EXPECT_GE(withSets, 30);
}

}  // namespace
}  // namespace gamelab
