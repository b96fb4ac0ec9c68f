// Tree validation (core/tree/treevalidation.h) and subgame detection (subgames.h), on the digest's
// §3.4 trees (ferguson-ch2-zero-sum.md) and small hand-made faults.
#include "core/tree/subgames.h"
#include "core/tree/treenotation.h"
#include "core/tree/treevalidation.h"
#include "tests/core/treetesthelpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace gamelab {
namespace {

const char* kBasicEndgame =
    "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";

const char* kForgetfulPlayer =
    "N{1/2 (H): I[H]{1: II[b1]{H: I[b1,H]{pass: -2, double: -4}, T: I[b1,T]{pass: 2, double: 4}},"
    " 2: II[b2]{H: I[b2,H]{pass: -3, double: -6}, T: I[b2,T]{pass: 3, double: 6}}},"
    " 1/2 (T): I[T]{1: II[b1]{H: I[b1,H]{pass: 1, double: 2}, T: I[b1,T]{pass: -1, double: -2}},"
    " 2: II[b2]{H: I[b2,H]{pass: 2, double: 4}, T: I[b2,T]{pass: -2, double: -4}}}}";

/// Kuhn poker (T71) in the digest's notation: deals (a, b), a ≠ b, each with probability 1/6.
std::string kuhnPoker() {
  std::string text = "N{";
  bool first = true;
  for (int a = 1; a <= 3; ++a)
    for (int b = 1; b <= 3; ++b) {
      if (a == b) continue;
      const int s = a > b ? 1 : -1;
      const std::string A = std::to_string(a), B = std::to_string(b);
      if (!first) text += ", ";
      first = false;
      text += "1/6 d" + A + B + ": I[" + A + "]{check: II[" + B + "chk]{check: " + std::to_string(s) + ", bet: I[" + A +
              "cb]{fold: -1, call: " + std::to_string(2 * s) + "}}, bet: II[" + B + "bet]{fold: 1, call: " +
              std::to_string(2 * s) + "}}";
    }
  return text + "}";
}

std::vector<TreeProblem> ofKind(const std::vector<TreeProblem>& all, TreeProblemKind kind) {
  std::vector<TreeProblem> out;
  std::copy_if(all.begin(), all.end(), std::back_inserter(out), [kind](const TreeProblem& p) { return p.kind == kind; });
  return out;
}

TEST(TreeValidation, DigestTreesWithPerfectRecallAreClean) {
  for (const std::string& text : {std::string(kBasicEndgame), kuhnPoker()}) {
    const GameTree t = parse(text);
    EXPECT_TRUE(hasPerfectRecall(t)) << text;
    EXPECT_TRUE(hasPerfectRecall(t, 0));
    EXPECT_TRUE(hasPerfectRecall(t, 1));
    EXPECT_TRUE(validateTree(t).empty()) << text;
    EXPECT_FALSE(firstTreeError(t).has_value());
  }
}

TEST(TreeValidation, ForgetfulPlayerViolatesPerfectRecallForIOnly) {
  const GameTree t = parse(kForgetfulPlayer);
  EXPECT_FALSE(hasPerfectRecall(t));
  EXPECT_FALSE(hasPerfectRecall(t, 0));
  EXPECT_TRUE(hasPerfectRecall(t, 1));
  const auto problems = validateTree(t);
  const auto recall = ofKind(problems, TreeProblemKind::PerfectRecallViolated);
  // I's four doubling sets [b1,H], [b1,T], [b2,H], [b2,T] each join nodes after different coins.
  ASSERT_EQ(recall.size(), 4u);
  ASSERT_EQ(problems.size(), 4u);
  for (const TreeProblem& p : recall) {
    EXPECT_EQ(p.severity, ProblemSeverity::Warning);
    EXPECT_EQ(p.player, 0);
    ASSERT_EQ(p.nodes.size(), 2u);
    EXPECT_EQ(t.node(p.nodes[0]).infoSet, p.infoSet);
    EXPECT_EQ(t.node(p.nodes[1]).infoSet, p.infoSet);
    EXPECT_NE(t.nodeAt({0}), kNoNode);
    EXPECT_TRUE(t.isAncestor(t.nodeAt({0}), p.nodes[0]));  // one member after heads,
    EXPECT_TRUE(t.isAncestor(t.nodeAt({1}), p.nodes[1]));  // the other after tails
  }
  EXPECT_FALSE(firstTreeError(t).has_value());  // a warning, not an error
}

TEST(TreeValidation, ChanceProbabilities) {
  const GameTree t = parse("N{1/2: 1, 1/3: 0}");
  const auto problems = validateTree(t);
  ASSERT_EQ(problems.size(), 3u);  // the sum, then players I and II without moves
  EXPECT_EQ(problems[0].kind, TreeProblemKind::ProbabilitiesNotSummingToOne);
  EXPECT_EQ(problems[0].severity, ProblemSeverity::Error);
  EXPECT_EQ(problems[0].args, (std::vector<std::string>{"5/6"}));
  EXPECT_EQ(problems[0].infoSet, t.node(0).infoSet);
  EXPECT_EQ(problems[0].nodes, (std::vector<NodeId>{0}));
  const auto error = firstTreeError(t);
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->code, ErrorCode::InvalidTree);
  EXPECT_EQ(error->args, (std::vector<std::string>{"probabilities-not-summing-to-one", "1"}));

  const GameTree negative = parse("I{a: N{3/2: 1, -1/2: 0}, b: 0}");
  const auto neg = validateTree(negative);
  ASSERT_FALSE(neg.empty());
  EXPECT_EQ(neg[0].kind, TreeProblemKind::NegativeProbability);
  EXPECT_EQ(neg[0].args, (std::vector<std::string>{"2"}));
  EXPECT_EQ(neg[0].nodes, (std::vector<NodeId>{negative.nodeAt({0})}));
  EXPECT_TRUE(ofKind(neg, TreeProblemKind::ProbabilitiesNotSummingToOne).empty());
  ASSERT_TRUE(firstTreeError(negative).has_value());
  EXPECT_EQ(firstTreeError(negative)->args[0], "negative-probability");
  EXPECT_EQ(std::string(treeProblemCodeName(TreeProblemKind::NegativeProbability)), "negative-probability");
}

TEST(TreeValidation, TwoMembersOfOneSetOnAPath) {
  GameTree t = parse("I{a: I{x: 1, y: 2}, b: II{l: 0, r: 3}}");
  const NodeId inner = t.nodeAt({0});
  t.moveToInfoSet(inner, t.node(0).infoSet);
  ASSERT_TRUE(t.isConsistent());
  const auto problems = validateTree(t);
  ASSERT_FALSE(problems.empty());
  // An absent-minded set: a valid game, with a warning (issue 12).
  EXPECT_EQ(problems[0].kind, TreeProblemKind::InfoSetOnOnePath);
  EXPECT_EQ(problems[0].severity, ProblemSeverity::Warning);
  EXPECT_EQ(problems[0].nodes, (std::vector<NodeId>{0, inner}));
  EXPECT_EQ(problems[0].infoSet, t.node(0).infoSet);
  EXPECT_EQ(problems[0].player, 0);
  EXPECT_FALSE(firstTreeError(t).has_value());
  EXPECT_EQ(firstAbsentMindedSet(t), t.node(0).infoSet);
  // The set also makes I forget his own first choice.
  EXPECT_FALSE(hasPerfectRecall(t, 0));
}

TEST(TreeValidation, MissingPayoffsAndIdlePlayers) {
  GameTree t(3);
  t.makeDecision(0, 0, 3);
  t.node(t.nodeAt({2})).outcome = t.addOutcome("", {1, 2, 3});
  const auto problems = validateTree(t);
  // Warnings (two leaves without payoff, in node order), then infos (players II and III).
  ASSERT_EQ(problems.size(), 4u);
  EXPECT_EQ(problems[0].kind, TreeProblemKind::MissingPayoff);
  EXPECT_EQ(problems[0].nodes, (std::vector<NodeId>{t.nodeAt({0})}));
  EXPECT_EQ(problems[1].kind, TreeProblemKind::MissingPayoff);
  EXPECT_EQ(problems[1].nodes, (std::vector<NodeId>{t.nodeAt({1})}));
  EXPECT_EQ(problems[2].kind, TreeProblemKind::PlayerWithoutMoves);
  EXPECT_EQ(problems[2].severity, ProblemSeverity::Info);
  EXPECT_EQ(problems[2].player, 1);
  EXPECT_EQ(problems[3].player, 2);
  EXPECT_FALSE(firstTreeError(t).has_value());

  // An outcome on an inner node pays every play through it.
  GameTree inner(1);
  inner.makeDecision(0, 0, 2);
  inner.node(0).outcome = inner.addOutcome("", {5});
  EXPECT_TRUE(validateTree(inner).empty());

  // At most 50 reports, then one summary with the remaining count.
  GameTree wide(1);
  wide.makeDecision(0, 0, 60);
  const auto many = validateTree(wide);
  ASSERT_EQ(many.size(), 51u);
  EXPECT_TRUE(std::all_of(many.begin(), many.end(), [](const TreeProblem& p) { return p.kind == TreeProblemKind::MissingPayoff; }));
  EXPECT_TRUE(many.back().nodes.empty());
  EXPECT_EQ(many.back().args, (std::vector<std::string>{"10"}));
}

TEST(TreeValidation, ErrorsComeFirst) {
  GameTree t = parse("I{a: N{1/2: 1, 1/4: 0}, b: 0}");
  t.node(t.nodeAt({1})).outcome = -1;  // a warning on node 4, the error on node 1
  const auto problems = validateTree(t);
  ASSERT_GE(problems.size(), 2u);
  EXPECT_EQ(problems[0].kind, TreeProblemKind::ProbabilitiesNotSummingToOne);
  EXPECT_EQ(problems[0].args, (std::vector<std::string>{"3/4"}));
  EXPECT_EQ(problems[1].kind, TreeProblemKind::MissingPayoff);
}

// ---- Subgames ----

std::vector<NodeId> rootsOf(const GameTree& t) {
  const auto roots = subgameRoots(t);
  EXPECT_EQ(roots.size(), static_cast<std::size_t>(t.nodeCount()));
  std::vector<NodeId> out;
  for (NodeId id = 0; id < t.nodeCount(); ++id)
    if (roots[static_cast<std::size_t>(id)]) out.push_back(id);
  return out;
}

TEST(Subgames, PerfectInformationEveryDecisionNode) {
  const GameTree t = parse("I{A: (0, 1), B: II{a: (1, 0), b: (-10, -1)}}");
  EXPECT_EQ(rootsOf(t), (std::vector<NodeId>{0, t.nodeAt({1})}));
}

TEST(Subgames, InformationSetsCutSubgames) {
  // Basic Endgame: II's set spans both chance branches, so only the root is a subgame root.
  EXPECT_EQ(rootsOf(parse(kBasicEndgame)), (std::vector<NodeId>{0}));
  // Entry then a simultaneous 2×2 game: the root and I's node after "In".
  const GameTree t = parse("I{Out: (2, 2), In: I{U: II[s]{L: (3, 1), R: (0, 0)}, D: II[s]{L: (0, 0), R: (1, 3)}}}");
  EXPECT_EQ(rootsOf(t), (std::vector<NodeId>{0, t.nodeAt({1})}));
  // A chance node whose branches each hold a complete set of II, and one that does not.
  const GameTree mixed =
      parse("N{1/2: I{a: II[x]{l: 1, r: 2}, b: II[x]{l: 3, r: 4}}, 1/2: I[u]{a: II[y]{l: 1, r: 2}, b: 0}}");
  const NodeId left = mixed.nodeAt({0}), right = mixed.nodeAt({1});
  EXPECT_EQ(rootsOf(mixed), (std::vector<NodeId>{0, left, right, mixed.nodeAt({1, 0})}));
  // Leaves are never subgame roots.
  EXPECT_TRUE(rootsOf(parse("(1, 2)")).empty());
}

TEST(Subgames, SetLinkingTwoSubtrees) {
  // II's set joins a node under a with one under b: neither I-node below the root roots a subgame,
  // but the chance node inside b's subtree that does not touch the set does.
  const GameTree t = parse("I{a: I{c: II[s]{l: 1, r: 2}, d: 0}, b: I{e: II[s]{l: 3, r: 4}, f: N{1/2: 5, 1/2: 6}}}");
  EXPECT_EQ(rootsOf(t), (std::vector<NodeId>{0, t.nodeAt({1, 1})}));
}

}  // namespace
}  // namespace gamelab
