// Deep trees (issue 12): a chain of 10⁶ forced moves is a valid game, and every walk over it —
// validation, layout, subgames, backward induction, sequence form, strategic form, behaviour,
// TikZ — must neither overflow the stack nor take quadratic time (the sequence form used to
// give Clp one row per forced move and ran for minutes at 10⁵).
#include "core/tree/treetikz.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/behaviour.h"
#include "core/tree/sequenceform.h"
#include "core/tree/strategicform.h"
#include "core/tree/subgames.h"
#include "core/tree/treelayout.h"
#include "core/tree/treevalidation.h"
#include "tests/core/treedeephelpers.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace gamelab {
namespace {

constexpr int kDeep = 1000000;

RationalVector R(long a, long b) { return {Rational(a), Rational(b)}; }

const GameTree& forcedChain() {
  static const GameTree tree = deepChain(kDeep);
  return tree;
}

/// The forced chain ending in matching pennies (value 0) instead of a leaf.
const GameTree& chainIntoPennies() {
  static const GameTree tree = [] {
    GameTree t = deepChain(kDeep);
    const NodeId leaf = t.nodeCount() - 1;
    t.node(leaf).outcome = -1;
    t.graftSubtree(leaf, parse("I{h: II[s]{h: 1, t: -1}, t: II[s]{h: -1, t: 1}}"));
    return t;
  }();
  return tree;
}

TEST(TreeDeep, ValidationLayoutAndSubgames) {
  const GameTree& t = forcedChain();
  ASSERT_EQ(t.nodeCount(), kDeep + 1);
  std::string why;
  ASSERT_TRUE(t.isConsistent(&why)) << why;
  for (const TreeProblem& p : validateTree(t)) EXPECT_NE(p.severity, ProblemSeverity::Error);
  EXPECT_FALSE(firstTreeError(t).has_value());
  EXPECT_TRUE(hasPerfectRecall(t));

  const TreeLayout layout = layoutTree(t);
  EXPECT_EQ(layout.y[static_cast<std::size_t>(kDeep)], static_cast<double>(kDeep));
  EXPECT_EQ(layout.width, 0.0);

  const std::vector<bool> roots = subgameRoots(t);
  EXPECT_EQ(std::count(roots.begin(), roots.end(), true), kDeep);
}

TEST(TreeDeep, BackwardInduction) {
  const auto r = solveSubgamePerfect(forcedChain());
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_TRUE(r->perfectInformation);
  EXPECT_EQ(r->payoffs, R(1, -1));
  ASSERT_TRUE(r->pureCount.has_value());
  EXPECT_EQ(*r->pureCount, 1);
  EXPECT_TRUE(std::all_of(r->onPath.begin(), r->onPath.end(), [](bool b) { return b; }));
}

TEST(TreeDeep, SubgamesAboveAnImperfectInformationEnd) {
  const GameTree& t = chainIntoPennies();
  const auto r = solveSubgamePerfect(t);
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_FALSE(r->perfectInformation);
  EXPECT_EQ(r->payoffs, R(0, 0));
  ASSERT_EQ(r->subgames.size(), 1u);
  EXPECT_EQ(r->subgames[0].method, SubgameMethod::SequenceForm);
}

TEST(TreeDeep, SequenceFormIgnoresForcedMoves) {
  const auto r = solveSequenceForm(forcedChain());
  ASSERT_TRUE(r.hasValue()) << describe(r.error());
  EXPECT_EQ(r->value, 1);
  EXPECT_TRUE(r->verified);
  EXPECT_EQ(r->sequences[0], 1);  // forced moves add no sequence
  EXPECT_EQ(r->infoSetCount[0] + r->infoSetCount[1], kDeep);
  for (const RationalVector& b : r->behaviour) EXPECT_EQ(b, RationalVector{Rational(1)});

  const auto pennies = solveSequenceForm(chainIntoPennies());
  ASSERT_TRUE(pennies.hasValue()) << describe(pennies.error());
  EXPECT_EQ(pennies->value, 0);
  EXPECT_TRUE(pennies->verified);
  EXPECT_EQ(pennies->sequences[0], 3);
  EXPECT_EQ(pennies->sequences[1], 3);
}

TEST(TreeDeep, StrategicForm) {
  for (StrategyReduction reduction : {StrategyReduction::None, StrategyReduction::Reduced}) {
    const auto form = toStrategicForm(forcedChain(), {.reduction = reduction});
    ASSERT_TRUE(form.hasValue()) << describe(form.error());
    ASSERT_EQ(form->game.profileCount(), 1u);
    EXPECT_EQ(form->game.payoff(0, 0), 1);
    EXPECT_EQ(form->game.payoff(0, 1), -1);
  }
}

TEST(TreeDeep, BehaviourAndBestResponses) {
  const GameTree& t = forcedChain();
  const BehaviourProfile profile = uniformBehaviour(t);
  EXPECT_EQ(expectedPayoffs(t, profile), R(1, -1));
  for (int player = 0; player < 2; ++player) {
    const auto reply = bestResponse(t, profile, player);
    ASSERT_TRUE(reply.hasValue());
    EXPECT_EQ(reply->value, player == 0 ? 1 : -1);
  }
}

TEST(TreeDeep, Tikz) {
  const GameTree t = deepChain(kDeep / 10);
  const std::string tikz = writeTreeTikz(t);
  EXPECT_NE(tikz.find("\\end{tikzpicture}"), std::string::npos);
  EXPECT_NE(tikz.find("(n100000)"), std::string::npos);
}

}  // namespace
}  // namespace gamelab
