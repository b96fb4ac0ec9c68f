// The tree model (core/tree/gametree.h) and the digest notation (treenotation.h).
#include "core/tree/gametree.h"
#include "core/tree/treenotation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

namespace gamelab {
namespace {

TEST(TreeNotation, BasicEndgameHasOneSharedSetOfII) {
  GameTree t = parse("N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}");
  std::string why;
  ASSERT_TRUE(t.isConsistent(&why)) << why;
  EXPECT_EQ(t.players(), 2);
  EXPECT_EQ(t.nodeCount(), 11);
  EXPECT_EQ(t.infoSetsOf(0).size(), 2u);
  ASSERT_EQ(t.infoSetsOf(1).size(), 1u);
  EXPECT_EQ(t.infoSetMembers()[static_cast<std::size_t>(t.infoSetsOf(1)[0])].size(), 2u);
  EXPECT_FALSE(t.hasPerfectInformation());
  // Chance probabilities and the zero-sum shorthand.
  const InfoSet& chance = t.infoSets[static_cast<std::size_t>(t.node(0).infoSet)];
  EXPECT_EQ(chance.probabilities, (RationalVector{Rational(1, 4), Rational(3, 4)}));
  const NodeId leaf = t.nodeAt({1, 1});
  ASSERT_NE(leaf, kNoNode);
  EXPECT_EQ(t.accumulatedPayoff(leaf), (RationalVector{Rational(-1), Rational(1)}));
  EXPECT_EQ(t.actionLabelTo(leaf), "c");
  EXPECT_EQ(t.pathOf(leaf), (NodePath{1, 1}));
}

TEST(TreeNotation, ErrorsSayWhere) {
  auto bad = parseTreeNotation("I{a: 1, b: x}");
  ASSERT_FALSE(bad.hasValue());
  EXPECT_EQ(bad.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(bad.error().where.column, 12);
  auto mismatch = parseTreeNotation("I{a: II[s]{x: 1, y: 2}, b: II[s]{x: 1, z: 2}}");
  ASSERT_FALSE(mismatch.hasValue());
  EXPECT_EQ(mismatch.error().code, ErrorCode::WrongShape);
  auto unclosed = parseTreeNotation("I{a: 1");
  ASSERT_FALSE(unclosed.hasValue());
  EXPECT_EQ(unclosed.error().code, ErrorCode::SyntaxError);
  auto tuple = parseTreeNotation("III{a: (1, 2, 3), b: (0, 0)}");
  ASSERT_FALSE(tuple.hasValue());
  EXPECT_EQ(tuple.error().code, ErrorCode::WrongShape);
}

TEST(GameTreeEditing, ActionsSetsAndSubtrees) {
  GameTree t(2);
  t.makeDecision(0, 0, 2);
  t.makeDecision(1, 1, 2);
  t.makeDecision(2, 1, 2);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(t.infoSets.size(), 3u);
  // Join II's two nodes, then add an action to the joined set: both nodes grow.
  t.moveToInfoSet(2, t.node(1).infoSet);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(t.infoSets.size(), 2u);
  t.insertAction(t.node(1).infoSet, 2, "z");
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(t.node(1).children.size(), 3u);
  EXPECT_EQ(t.node(2).children.size(), 3u);
  // Split again, then remove an action from one set only.
  const int own = t.splitFromInfoSet(2);
  EXPECT_NE(own, t.node(1).infoSet);
  t.removeAction(own, 0);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(t.node(2).children.size(), 2u);
  // Copy the left subtree and graft it onto a leaf: new sets, shared equal outcomes.
  t.node(t.node(1).children[0]).outcome = t.addOutcome("win", {Rational(1), Rational(-1)});
  GameTree piece = t.extractSubtree(1);
  EXPECT_EQ(piece.nodeCount(), 4);
  const std::size_t setsBefore = t.infoSets.size();
  t.graftSubtree(t.node(2).children[1], piece);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(t.infoSets.size(), setsBefore + 1);
  EXPECT_EQ(t.outcomes.size(), 1u);
  // makeTerminal compacts and drops the empty set.
  t.makeTerminal(2);
  ASSERT_TRUE(t.isConsistent());
  EXPECT_EQ(t.nodeCount(), 6);
  EXPECT_EQ(t.nodeAt({1}), 2);
  EXPECT_EQ(t.nodeAt({1, 0}), kNoNode);
}

}  // namespace
}  // namespace gamelab

namespace gamelab {
namespace {

TEST(GameTreeEditing, TreesCompareByContent) {
  auto a = parseTreeNotation("I{a: 1, b: II{c: 2, d: 3}}");
  auto b = parseTreeNotation("I{a: 1, b: II{c: 2, d: 3}}");
  ASSERT_TRUE(a && b);
  EXPECT_TRUE(*a == *b);
  b->infoSets[0].actions[0] = "x";
  EXPECT_FALSE(*a == *b);
}

}  // namespace
}  // namespace gamelab
