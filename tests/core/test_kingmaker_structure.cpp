// Binary games (source 001 §3.1): the editor tree ↔ binary game conversion and its errors, the
// bracket and P_k{…} texts, forced-win and strict kingmaker nodes on the spec's part-3 fixtures
// (expected values from spec/reference/kingmaker_reference.py) and by Def. 3.1.1 / 3.1.2 on
// random small trees.
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/generators.h"
#include "core/kingmaker/structure.h"
#include "core/tree/treevalidation.h"
#include "kingmakertesthelpers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace gamelab::kingmaker {
namespace {

using kmtest::game;

std::vector<NodeIndex> strictKingmakers(const BinaryGame& g) {
  const auto s = solveStructure(g);
  std::vector<NodeIndex> out;
  for (NodeIndex v = 0; v < g.nodeCount(); ++v)
    if (s->strictKingmaker[static_cast<std::size_t>(v)]) out.push_back(v);
  return out;
}

int rootForcedWin(const BinaryGame& g) { return solveStructure(g)->forcedWin[0]; }

// --- bracket text --------------------------------------------------------------------------------

TEST(KingmakerStructure, BracketTextParsesAndRoundTrips) {
  const BinaryGame g = game(kmtest::kFig33);
  EXPECT_EQ(g.players, 3);
  EXPECT_EQ(g.nodeCount(), 7);
  EXPECT_EQ(g.player, (std::vector<int>{2, 0, 2, 1, 1, 2, 0}));
  EXPECT_EQ(g.parent, (std::vector<NodeIndex>{-1, 0, 1, 1, 0, 4, 4}));
  EXPECT_EQ(g.childList, (std::vector<NodeIndex>{1, 4, 2, 3, 5, 6}));
  EXPECT_EQ(bracketText(g), kmtest::kFig33);
  EXPECT_EQ(braceText(g), "P3{P1{[3],[2]},P2{[3],[1]}}");
  // Blanks, newlines and comments are ignored; a single leaf is a game.
  EXPECT_EQ(bracketText(game("# the canonical tree\n c ( a(C, B),\n\tb(C,A) ) # end\n")), kmtest::kFig33);
  EXPECT_EQ(game("B").nodeCount(), 1);
  EXPECT_EQ(game("B").players, 2);
  EXPECT_EQ(game(kmtest::kFig39).players, 4);
  EXPECT_EQ(game("a(B,C)", 5).players, 5);
}

TEST(KingmakerStructure, DiamondFixtureRoundTrips) {
  std::ifstream in(std::string(GAMELAB_TEST_DATA) + "/kingmaker/diamond_tree.txt");
  ASSERT_TRUE(in);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  const auto parsed = parseBracketTree(text);
  ASSERT_TRUE(parsed.hasValue()) << describe(parsed.error());
  std::string treeLine;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != '#') treeLine = line;
  EXPECT_EQ(bracketText(*parsed), treeLine);
  EXPECT_EQ(countTree(*parsed), (TreeCounts{84, 112, 26}));
}

struct BracketErrorCase {
  const char* text;
  int players;
  ErrorCode code;
  Problem problem;
  std::vector<std::string> args;
  int line;
  int column;
};

TEST(KingmakerStructure, BracketErrorsNameThePlace) {
  const std::vector<BracketErrorCase> cases = {
      {"a(B,\n  C ?)", 0, ErrorCode::SyntaxError, Problem::BracketUnexpected, {"?"}, 2, 5},
      {"a(B,\n  C x)", 0, ErrorCode::SyntaxError, Problem::ExpectedEitherToken, {"x", ",", ")"}, 2, 5},
      {"a(B;C)", 0, ErrorCode::SyntaxError, Problem::BracketUnexpected, {";"}, 1, 4},
      {"a(B,é)", 0, ErrorCode::SyntaxError, Problem::BracketUnexpected, {"é"}, 1, 5},
      {"a(B", 0, ErrorCode::SyntaxError, Problem::ExpectedEitherToken, {"", ",", ")"}, 1, 4},
      {"a(B C)", 0, ErrorCode::SyntaxError, Problem::ExpectedEitherToken, {"C", ",", ")"}, 1, 5},
      {"aB", 0, ErrorCode::SyntaxError, Problem::ExpectedToken, {"B", "("}, 1, 2},
      {"a()", 0, ErrorCode::SyntaxError, Problem::ExpectedNode, {")"}, 1, 3},
      {"a(B,", 0, ErrorCode::SyntaxError, Problem::ExpectedNode, {""}, 1, 5},
      {"A B", 0, ErrorCode::SyntaxError, Problem::ExpectedEndOfInput, {"B"}, 1, 3},
      {"a(B,C))", 0, ErrorCode::SyntaxError, Problem::ExpectedEndOfInput, {")"}, 1, 7},
      {"c(a(D,B),A)", 3, ErrorCode::SyntaxError, Problem::BracketUnknownPlayer, {"D", "3"}, 1, 5},
      {"a(B,C)", 1, ErrorCode::InvalidArgument, Problem::BinaryPlayerCount, {"1", "2", "64"}, 0, 0},
      {"a(B,C)", 65, ErrorCode::InvalidArgument, Problem::BinaryPlayerCount, {"65", "2", "64"}, 0, 0},
  };
  for (const auto& c : cases) {
    const auto parsed = parseBracketTree(c.text, c.players);
    ASSERT_FALSE(parsed.hasValue()) << c.text;
    EXPECT_EQ(parsed.error().code, c.code) << c.text;
    EXPECT_EQ(parsed.error().problem, c.problem) << c.text;
    EXPECT_EQ(parsed.error().args, c.args) << c.text;
    EXPECT_EQ(parsed.error().where.line, c.line) << c.text;
    EXPECT_EQ(parsed.error().where.column, c.column) << c.text;
  }
  const auto empty = parseBracketTree(" # nothing\n");
  ASSERT_FALSE(empty.hasValue());
  EXPECT_EQ(empty.error().code, ErrorCode::EmptyInput);
}

// --- editor trees --------------------------------------------------------------------------------

GameTree canonicalTree() { return gameTreeOf(game(kmtest::kFig33)); }

TEST(KingmakerStructure, GameTreeRoundTrip) {
  const BinaryGame g = game(kmtest::kFig46B);
  const GameTree tree = gameTreeOf(g);
  EXPECT_TRUE(tree.isConsistent());
  EXPECT_FALSE(firstTreeError(tree).has_value());
  ASSERT_EQ(tree.outcomes.size(), 3u);
  EXPECT_EQ(tree.outcomes[1].label, "Player 2 wins");
  EXPECT_EQ(tree.outcomes[1].payoffs, (RationalVector{0, 1, 0}));
  EXPECT_TRUE(isBinaryGame(tree));
  const auto back = binaryGameOf(tree);
  ASSERT_TRUE(back.hasValue());
  EXPECT_EQ(back->player, g.player);
  EXPECT_EQ(back->parent, g.parent);
  EXPECT_EQ(back->childBegin, g.childBegin);
  EXPECT_EQ(back->childList, g.childList);
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) EXPECT_EQ(back->treeNode[static_cast<std::size_t>(v)], v);
  // Names travel both ways.
  BinaryGame named = g;
  named.playerNames = {"a", "b", "c"};
  EXPECT_EQ(gameTreeOf(named).outcomes[2].label, "c wins");
  EXPECT_EQ(binaryGameOf(gameTreeOf(named))->playerNames, named.playerNames);
}

TEST(KingmakerStructure, BinaryGameOfUsesPreOrderAndAccumulatedPayoffs) {
  // Built breadth first (ids 0; 1, 2; 3, 4 under node 1), so pre-order renumbers: 0, 1, 3, 4, 2.
  GameTree tree(3);
  tree.makeDecision(0, 2, 2);
  tree.makeDecision(1, 0, 2);
  // The root pays (1, 0, 0); leaf 3 adds (-1, 0, 1) (so player 3 wins), leaf 4 (-1, 1, 0), leaf 2 nothing.
  tree.node(0).outcome = tree.addOutcome("", {1, 0, 0});
  tree.node(3).outcome = tree.addOutcome("", {-1, 0, 1});
  tree.node(4).outcome = tree.addOutcome("", {-1, 1, 0});
  const auto g = binaryGameOf(tree);
  ASSERT_TRUE(g.hasValue()) << describe(g.error());
  EXPECT_EQ(bracketText(*g), "c(a(C,B),A)");
  EXPECT_EQ(g->treeNode, (std::vector<NodeId>{0, 1, 3, 4, 2}));
}

TEST(KingmakerStructure, BinaryGameOfErrorsNameTheNode) {
  auto expectError = [](const GameTree& tree, ErrorCode code, Problem problem, std::vector<std::string> args) {
    EXPECT_FALSE(isBinaryGame(tree));
    const auto g = binaryGameOf(tree);
    ASSERT_FALSE(g.hasValue());
    EXPECT_EQ(g.error().code, code);
    EXPECT_EQ(g.error().problem, problem);
    EXPECT_EQ(g.error().args, args);
  };
  {  // a chance node
    GameTree tree(3);
    tree.makeChance(0, 2);
    tree.node(1).outcome = tree.addOutcome("", {1, 0, 0});
    tree.node(2).outcome = tree.addOutcome("", {0, 1, 0});
    expectError(tree, ErrorCode::WrongShape, Problem::BinaryChanceNode, {"1"});
  }
  {  // two winners at a leaf
    GameTree tree = canonicalTree();
    tree.outcomes.push_back({"", {1, 1, 0}, {}});
    tree.node(5).outcome = static_cast<int>(tree.outcomes.size()) - 1;
    expectError(tree, ErrorCode::WrongShape, Problem::BinaryLeafNotOneWinner, {"6", "(1, 1, 0)"});
  }
  {  // a fraction
    GameTree tree = canonicalTree();
    tree.outcomes.push_back({"", {Rational(1, 2), Rational(1, 2), 0}, {}});
    tree.node(2).outcome = static_cast<int>(tree.outcomes.size()) - 1;
    expectError(tree, ErrorCode::WrongShape, Problem::BinaryLeafNotOneWinner, {"3", "(1/2, 1/2, 0)"});
  }
  {  // no payoff at all
    GameTree tree = canonicalTree();
    tree.node(3).outcome = -1;
    expectError(tree, ErrorCode::WrongShape, Problem::BinaryLeafNotOneWinner, {"4", "(0, 0, 0)"});
  }
  {  // an information set of two nodes
    GameTree tree(3);
    tree.makeDecision(0, 0, 2);
    const int set = tree.makeDecision(1, 1, 2);
    tree.makeDecision(2, 1, 2);
    tree.moveToInfoSet(2, set);
    for (NodeId leaf = 3; leaf <= 6; ++leaf) tree.node(leaf).outcome = tree.addOutcome("", {0, 0, 1});
    expectError(tree, ErrorCode::WrongShape, Problem::BinaryImperfectInformation, {"2", "2"});
  }
  {  // player counts
    GameTree one(1);
    one.node(0).outcome = one.addOutcome("", {1});
    expectError(one, ErrorCode::WrongShape, Problem::BinaryPlayerCount, {"1", "2", "64"});
    GameTree many(65);
    RationalVector pay(65, Rational(0));
    pay[0] = 1;
    many.node(0).outcome = many.addOutcome("", pay);
    expectError(many, ErrorCode::WrongShape, Problem::BinaryPlayerCount, {"65", "2", "64"});
  }
  {  // the tree's own validation comes first (here before the chance node)
    GameTree tree(3);
    tree.makeChance(0, 2);
    tree.infoSets[0].probabilities = {Rational(1, 2), Rational(1, 4)};
    const auto g = binaryGameOf(tree);
    ASSERT_FALSE(g.hasValue());
    EXPECT_EQ(g.error().code, ErrorCode::InvalidTree);
  }
}

// --- forced-win and strict kingmaker nodes (Def. 3.1.1, 3.1.2) ------------------------------------

TEST(KingmakerStructure, Part3Fixtures) {
  // Fig. 3.1 and 3.2 (part 3.4).
  EXPECT_EQ(rootForcedWin(game("A")), 0);
  EXPECT_EQ(rootForcedWin(game("a(A,B)")), 0);
  EXPECT_EQ(rootForcedWin(game("b(A,A)")), 0);
  EXPECT_EQ(strictKingmakers(game("a(B,C)")), (std::vector<NodeIndex>{0}));
  // Fig. 3.3: both inner nodes, the root nobody's.
  EXPECT_EQ(strictKingmakers(game(kmtest::kFig33)), (std::vector<NodeIndex>{1, 4}));
  EXPECT_EQ(rootForcedWin(game(kmtest::kFig33)), kNobody);
  EXPECT_EQ(strictKingmakers(game(kmtest::kFig41)), (std::vector<NodeIndex>{1}));
  EXPECT_EQ(rootForcedWin(game(kmtest::kFig41)), kNobody);
  // Fig. 4.2: the root is player 3's forced win.
  EXPECT_EQ(strictKingmakers(game(kmtest::kFig42)), (std::vector<NodeIndex>{1}));
  EXPECT_EQ(rootForcedWin(game(kmtest::kFig42)), 2);
  // Fig. 4.6 A and B: the P2 node x.
  EXPECT_EQ(strictKingmakers(game(kmtest::kFig46B)), (std::vector<NodeIndex>{3}));
  EXPECT_EQ(rootForcedWin(game(kmtest::kFig46B)), kNobody);
  EXPECT_EQ(strictKingmakers(game(kmtest::kFig46A)), (std::vector<NodeIndex>{3}));
  // The 4-player fixture of part 3.9: only P2's node is strict.
  EXPECT_EQ(strictKingmakers(game(kmtest::kFig39)), (std::vector<NodeIndex>{3}));
  EXPECT_EQ(rootForcedWin(game(kmtest::kFig39)), kNobody);
  EXPECT_EQ(countTree(game(kmtest::kFig39)), (TreeCounts{3, 4, 1}));
  const auto s = solveStructure(game(kmtest::kFig33));
  EXPECT_EQ(s->reachable[0], PlayerSet{0b111});
  EXPECT_EQ(s->reachable[1], PlayerSet{0b110});
}

TEST(KingmakerStructure, RandomTreesMatchTheDefinitions) {
  int kingmakers = 0;
  int forced = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const int players = 3 + static_cast<int>(seed % 2);
    const BinaryGame g = randomBinaryGame({static_cast<std::int64_t>(4 + seed % 9), 1, 3, players, seed});
    ASSERT_LE(g.nodeCount(), 14);
    const auto s = solveStructure(g);
    ASSERT_TRUE(s.hasValue());
    for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
      const auto vi = static_cast<std::size_t>(v);
      int expected = kNobody;
      for (int i = 0; i < players; ++i)
        if (kmtest::forcedWinByDefinition(g, v, i)) expected = i;
      EXPECT_EQ(s->forcedWin[vi], expected) << "seed " << seed << " node " << v << " " << bracketText(g);
      forced += expected != kNobody && !g.isLeaf(v);
      bool strict = !g.isLeaf(v);
      PlayerSet winners = 0;
      PlayerSet reach = 0;
      if (g.isLeaf(v)) reach = playerBit(g.winner(v));
      for (NodeIndex c : g.children(v)) {
        const int w = s->forcedWin[static_cast<std::size_t>(c)];
        strict = strict && w != kNobody && w != g.owner(v);
        if (w != kNobody) winners |= playerBit(w);
        reach |= s->reachable[static_cast<std::size_t>(c)];
      }
      strict = strict && (winners & (winners - 1)) != 0;
      EXPECT_EQ(s->strictKingmaker[vi] != 0, strict) << "seed " << seed << " node " << v;
      kingmakers += strict;
      EXPECT_EQ(s->reachable[vi], reach);
    }
  }
  // The sample is not degenerate.
  EXPECT_GT(kingmakers, 50);
  EXPECT_GT(forced, 100);
}

TEST(KingmakerStructure, MillionDeepPathWithoutRecursion) {
  const BinaryGame g = kmtest::pathGame(1'000'000);
  const auto s = solveStructure(g);
  ASSERT_TRUE(s.hasValue());
  EXPECT_EQ(s->forcedWin[0], 0);
  EXPECT_EQ(countTree(g), (TreeCounts{1'000'000, 1'000'001, 0}));
  const std::string text = bracketText(g);
  const auto back = parseBracketTree(text);
  ASSERT_TRUE(back.hasValue());
  EXPECT_EQ(back->childList, g.childList);
  EXPECT_EQ(braceText(g).substr(0, 12), "P1{[1],P2{[2");
  // The editor tree and back, iteratively (a shorter path: the editor tree is heavier).
  const BinaryGame shorter = kmtest::pathGame(200'000);
  const auto again = binaryGameOf(gameTreeOf(shorter));
  ASSERT_TRUE(again.hasValue());
  EXPECT_EQ(again->childList, shorter.childList);
  EXPECT_EQ(again->player, shorter.player);
}

TEST(KingmakerStructure, CancelStopsTheStructure) {
  CancelToken cancel;
  cancel.cancel();
  const auto s = solveStructure(kmtest::pathGame(100'000), Progress::none(), cancel);
  ASSERT_FALSE(s.hasValue());
  EXPECT_EQ(s.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab::kingmaker
