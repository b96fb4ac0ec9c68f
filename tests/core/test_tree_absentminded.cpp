// Absent-minded information sets (issue 12): a set met twice on one play, as in Piccione and
// Rubinstein's absent-minded driver. A valid game: it is read, validated with a warning, laid
// out and turned into its strategic form; the analyses that need perfect recall refuse it with
// NotPerfectRecall.
#include "core/tree/treejson.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/sequenceform.h"
#include "core/tree/strategicform.h"
#include "core/tree/treelayout.h"
#include "core/tree/treevalidation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

/// tests/data/tree/absent_minded_driver.efg: one player, set 1 at both intersections
/// (EXIT/CONTINUE); exit at the first pays 0, at the second 4, driving past both 1.
GameTree driver() {
  auto tree = loadTreeFile(std::string(GAMELAB_TEST_DATA) + "/tree/absent_minded_driver.efg");
  EXPECT_TRUE(tree.hasValue()) << (tree ? "" : describe(tree.error()));
  return tree ? *tree : GameTree();
}

TEST(TreeAbsentMinded, TheDriverIsReadAndValidatedWithAWarning) {
  const GameTree t = driver();
  ASSERT_EQ(t.nodeCount(), 5);
  ASSERT_EQ(t.infoSets.size(), 1u);
  const NodeId second = t.nodeAt({1});
  EXPECT_EQ(t.node(second).infoSet, t.node(0).infoSet);
  EXPECT_FALSE(firstTreeError(t).has_value());
  EXPECT_EQ(firstAbsentMindedSet(t), 0);
  const auto problems = validateTree(t);
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems[0].kind, TreeProblemKind::InfoSetOnOnePath);
  EXPECT_EQ(problems[0].severity, ProblemSeverity::Warning);
  EXPECT_EQ(problems[0].nodes, (std::vector<NodeId>{0, second}));
  for (const TreeProblem& p : problems) EXPECT_NE(p.severity, ProblemSeverity::Error);
  EXPECT_FALSE(hasPerfectRecall(t));
  const TreeLayout layout = layoutTree(t);
  EXPECT_EQ(layout.y[static_cast<std::size_t>(second)], 1.0);
}

TEST(TreeAbsentMinded, StrategicFormOfTheDriverByHand) {
  // One choice for both intersections: EXIT leaves at the first (0); CONTINUE drives past both
  // (1). The payoff 4 of exiting at the second needs a behaviour strategy that mixes.
  const GameTree t = driver();
  for (StrategyReduction reduction :
       {StrategyReduction::None, StrategyReduction::Reduced, StrategyReduction::MergeDuplicates}) {
    const auto form = toStrategicForm(t, {.reduction = reduction});
    ASSERT_TRUE(form.hasValue()) << describe(form.error());
    ASSERT_EQ(form->game.players(), 1u);
    ASSERT_EQ(form->game.strategies(0), 2u);
    EXPECT_EQ(form->game.strategyLabel(0, 0), "EXIT");
    EXPECT_EQ(form->game.strategyLabel(0, 1), "CONTINUE");
    EXPECT_EQ(form->game.payoff(0, 0), 0);
    EXPECT_EQ(form->game.payoff(1, 0), 1);
  }
}

TEST(TreeAbsentMinded, AnalysesThatNeedPerfectRecallRefuseInWords) {
  const auto spe = solveSubgamePerfect(driver());
  ASSERT_FALSE(spe.hasValue());
  EXPECT_EQ(spe.error().code, ErrorCode::NotPerfectRecall);
  EXPECT_EQ(spe.error().args, (std::vector<std::string>{"1", "1"}));

  // Two players, zero-sum: II moves first, then I is the absent-minded driver.
  GameTree t = parse("II{l: I{EXIT: 0, CONTINUE: I{EXIT: 4, CONTINUE: 1}}, r: 2}");
  const NodeId first = t.nodeAt({0});
  t.moveToInfoSet(t.nodeAt({0, 1}), t.node(first).infoSet);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_FALSE(firstTreeError(t).has_value());
  const auto solved = solveSequenceForm(t);
  ASSERT_FALSE(solved.hasValue());
  EXPECT_EQ(solved.error().code, ErrorCode::NotPerfectRecall);
  EXPECT_EQ(solved.error().args[0], "1");
  // The root is a subgame root above the driver's subgame, which is refused.
  const auto bySubgames = solveSubgamePerfect(t);
  ASSERT_FALSE(bySubgames.hasValue());
  EXPECT_EQ(bySubgames.error().code, ErrorCode::NotPerfectRecall);
  // Its strategic form: II's l or r against EXIT / CONTINUE.
  const auto form = toStrategicForm(t);
  ASSERT_TRUE(form.hasValue()) << describe(form.error());
  EXPECT_EQ(form->game.profileCount(), 4u);
}

TEST(TreeAbsentMinded, ChanceNodesSharingASetOnOnePathAreNoProblem) {
  GameTree t = parse("N{1/2: N{1/2: 1, 1/2: 2}, 1/2: 3}");
  t.moveToInfoSet(t.nodeAt({0}), t.node(0).infoSet);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(firstAbsentMindedSet(t), -1);
  for (const TreeProblem& p : validateTree(t)) EXPECT_NE(p.kind, TreeProblemKind::InfoSetOnOnePath);
}

}  // namespace
}  // namespace gamelab
