// The generated binary games: the reconstructed Diamond game (spec part 4.1, Table 5.2 row 1),
// last-move-wins Nim for 3 and 4 players (part 4.5's extra fixtures; numbers from the
// reference's nim() with kingmaker_lib's count/spe_outcomes/maxn), and random trees.
#include "core/kingmaker/generators.h"
#include "core/kingmaker/spe.h"
#include "core/kingmaker/structure.h"
#include "kingmakertesthelpers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

namespace gamelab::kingmaker {
namespace {

std::string diamondFixtureLine() {
  std::ifstream in(std::string(GAMELAB_TEST_DATA) + "/kingmaker/diamond_tree.txt");
  std::string last;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') last = line;
  return last;
}

TEST(KingmakerGenerators, DiamondIsTheFixture) {
  const BinaryGame g = diamondGame();
  EXPECT_EQ(bracketText(g), diamondFixtureLine());
  EXPECT_EQ(g.playerNames, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(countTree(g), (TreeCounts{84, 112, 26}));
  const auto s = solveStructure(g);
  std::map<int, int> kingmakerOwners;
  std::map<int, int> decisionOwners;
  std::map<int, int> leafWinners;
  std::map<int, int> branching;
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    if (g.isLeaf(v)) {
      ++leafWinners[g.winner(v)];
      continue;
    }
    ++decisionOwners[g.owner(v)];
    ++branching[g.childCount(v)];
    if (s->strictKingmaker[static_cast<std::size_t>(v)]) ++kingmakerOwners[g.owner(v)];
    // Forced-win nodes are collapsed: no decision node is anybody's.
    EXPECT_EQ(s->forcedWin[static_cast<std::size_t>(v)], kNobody);
  }
  EXPECT_EQ(kingmakerOwners, (std::map<int, int>{{0, 9}, {1, 9}, {2, 8}}));
  EXPECT_EQ(decisionOwners, (std::map<int, int>{{0, 29}, {1, 28}, {2, 27}}));
  EXPECT_EQ(leafWinners, (std::map<int, int>{{0, 36}, {1, 37}, {2, 39}}));
  EXPECT_EQ(branching, (std::map<int, int>{{2, 57}, {3, 27}}));
  EXPECT_EQ(g.childCount(0), 2);
}

/// Counts of the tree with every forced-win node collapsed into a leaf (as the reference's
/// collapse_win_nodes): decision nodes outside every forced-win subtree, the topmost forced-win
/// nodes, and the strict kingmakers among the kept nodes.
TreeCounts collapsedCounts(const BinaryGame& g) {
  const auto s = solveStructure(g);
  std::vector<char> inside(static_cast<std::size_t>(g.nodeCount()), 0);  // below a forced-win node
  TreeCounts counts;
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    const auto vi = static_cast<std::size_t>(v);
    const NodeIndex p = g.parent[vi];
    if (p >= 0 && (inside[static_cast<std::size_t>(p)] || s->forcedWin[static_cast<std::size_t>(p)] != kNobody)) {
      inside[vi] = 1;
      continue;
    }
    if (s->forcedWin[vi] != kNobody) {
      ++counts.leaves;
      continue;
    }
    ++counts.decisionNodes;
    counts.kingmakers += s->strictKingmaker[vi];
  }
  return counts;
}

struct NimCase {
  std::vector<int> heaps;
  int players;
  TreeCounts counts;                  // uncollapsed: decision nodes, leaves, strict kingmakers
  std::vector<NodeIndex> kingmakers;  // pre-order numbers
  std::vector<std::string> spe;       // by winner
  std::string first, last, average;
};

std::string rootValue(const BinaryGame& g, TieRule tie) {
  MaxnOptions options;
  options.tie = tie;
  std::string out;
  const auto values = solveMaxn(g, options)->rootValue;
  for (std::size_t k = 0; k < values.size(); ++k) out += (k > 0 ? "," : "") + toString(values[k]);
  return out;
}

TEST(KingmakerGenerators, NimFixtures) {
  const std::vector<NimCase> cases = {
      {{1, 2}, 3, {6, 4, 1}, {0}, {"0", "2", "1"}, "0,1,0", "0,1,0", "0,2/3,1/3"},
      {{2, 2}, 3, {9, 6, 1}, {1}, {"1", "2", "2"}, "0,0,1", "0,1,0", "1/3,0,2/3"},
      {{1, 3}, 3, {14, 10, 1}, {9}, {"1", "4", "4"}, "0,1,0", "0,1,0", "1/3,0,2/3"},
      {{2, 3}, 3, {36, 26, 3}, {10, 34, 48}, {"159", "76", "74"}, "1,0,0", "0,1,0", "2/3,1/3,0"},
      {{1, 2, 3}, 3, {129, 80, 11}, {11, 35, 49, 73, 89, 122, 139, 154, 171, 182, 199},
       {"274188096", "128369280", "94523520"}, "0,1,0", "1,0,0", "2/3,1/3,0"},
      {{1, 2}, 4, {6, 4, 1}, {0}, {"0", "2", "1", "0"}, "0,1,0,0", "0,1,0,0", "0,2/3,1/3,0"},
      {{2, 3}, 4, {36, 26, 3}, {10, 34, 48}, {"54", "330", "299", "196"}, "0,0,1,0", "0,1,0,0", "1/6,0,1/2,1/3"},
      {{1, 2, 3}, 4, {129, 80, 11}, {11, 35, 49, 73, 89, 122, 139, 154, 171, 182, 199},
       {"41901770124", "3075900300", "5263045400", "10288185460"}, "1,0,0,0", "0,0,1,0", "5/9,4/9,0,0"},
  };
  for (const NimCase& c : cases) {
    SCOPED_TRACE(::testing::Message() << "heaps " << c.heaps.size() << " players " << c.players << " total "
                                    << c.counts.decisionNodes);
    const auto g = nimGame(c.heaps, c.players);
    ASSERT_TRUE(g.hasValue());
    EXPECT_EQ(g->players, c.players);
    EXPECT_EQ(countTree(*g), c.counts);
    const auto s = solveStructure(*g);
    std::vector<NodeIndex> kingmakers;
    for (NodeIndex v = 0; v < g->nodeCount(); ++v)
      if (s->strictKingmaker[static_cast<std::size_t>(v)]) kingmakers.push_back(v);
    EXPECT_EQ(kingmakers, c.kingmakers);
    std::vector<std::string> spe;
    const auto count = solveSpeCount(*g);
    for (const mpz_class& m : count->byWinner) spe.push_back(m.get_str());
    EXPECT_EQ(spe, c.spe);
    EXPECT_EQ(rootValue(*g, TieRule::First), c.first);
    EXPECT_EQ(rootValue(*g, TieRule::Last), c.last);
    EXPECT_EQ(rootValue(*g, TieRule::Average), c.average);
  }
  // The reference prints the collapsed sizes (kingmaker_reference.py, "Nim(…): collapsed").
  const std::vector<std::pair<std::vector<int>, TreeCounts>> collapsed = {
      {{1, 2}, {1, 3, 1}}, {{2, 2}, {2, 4, 1}}, {{1, 3}, {2, 6, 1}}, {{2, 3}, {6, 15, 3}}, {{1, 2, 3}, {14, 34, 7}}};
  for (const auto& [heaps, counts] : collapsed) EXPECT_EQ(collapsedCounts(*nimGame(heaps, 3)), counts);
  // Heaps in any order and empty heaps give the same game.
  EXPECT_EQ(nimGame({3, 0, 2}, 3)->childList, nimGame({2, 3}, 3)->childList);
}

TEST(KingmakerGenerators, NimLimitsAndErrors) {
  EXPECT_EQ(nimGame({1, 2}, 1).error().problem, Problem::BinaryPlayerCount);
  EXPECT_EQ(nimGame({1, 2}, 65).error().problem, Problem::BinaryPlayerCount);
  EXPECT_EQ(nimGame({0, 0}, 3).error().problem, Problem::MustBePositive);
  EXPECT_EQ(nimGame({2, -1}, 3).error().problem, Problem::MustBeNonNegative);
  EXPECT_EQ(nimGame(std::vector<int>(65, 1), 3).error().problem, Problem::TooManyEntries);
  EXPECT_EQ(nimGame({1'000'000'000}, 3).error().code, ErrorCode::TooLarge);
  // Nim (1, 2, 3) has 209 nodes.
  EXPECT_TRUE(nimGame({1, 2, 3}, 3, 209).hasValue());
  EXPECT_EQ(nimGame({1, 2, 3}, 3, 208).error().code, ErrorCode::TooLarge);
}

TEST(KingmakerGenerators, RandomTrees) {
  RandomTreeOptions options;
  options.nodes = 5000;
  options.seed = 7;
  const BinaryGame a = randomBinaryGame(options);
  EXPECT_EQ(a, randomBinaryGame(options));  // reproducible
  options.seed = 8;
  EXPECT_NE(a, randomBinaryGame(options));
  EXPECT_GE(a.nodeCount(), 5000 - 3);
  EXPECT_LE(a.nodeCount(), 5000 + 3);
  // Pre-order numbering, child counts in range, players in range.
  int depth = 0;
  std::vector<int> depthOf(static_cast<std::size_t>(a.nodeCount()), 0);
  for (NodeIndex v = 0; v < a.nodeCount(); ++v) {
    const auto vi = static_cast<std::size_t>(v);
    EXPECT_TRUE(a.player[vi] >= 0 && a.player[vi] < 3);
    if (v > 0) {
      EXPECT_LT(a.parent[vi], v);
      depthOf[vi] = depthOf[static_cast<std::size_t>(a.parent[vi])] + 1;
      depth = std::max(depth, depthOf[vi]);
    }
    if (!a.isLeaf(v)) {
      EXPECT_GE(a.childCount(v), 2);
      EXPECT_LE(a.childCount(v), 3);
      NodeIndex expected = v + 1;  // pre-order: the first child follows its parent
      EXPECT_EQ(a.children(v)[0], expected);
    }
  }
  EXPECT_LT(depth, 60);  // breadth-first growth keeps it shallow
  EXPECT_EQ(bracketText(*parseBracketTree(bracketText(a))), bracketText(a));
  options.nodes = 1;
  EXPECT_EQ(randomBinaryGame(options).nodeCount(), 1);
  options.nodes = 50;
  options.players = 100;  // clamped to kMaxPlayers
  EXPECT_EQ(randomBinaryGame(options).players, kMaxPlayers);
}

}  // namespace
}  // namespace gamelab::kingmaker
