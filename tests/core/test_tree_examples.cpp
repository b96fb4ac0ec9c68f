// The built-in trees (treeexamples.h): well formed, validation-clean, values from the digest.
#include "core/tree/efg.h"
#include "core/strategic/nfg.h"
#include "core/matrix/zerosumsolver.h"
#include "core/tree/treeexamples.h"
#include "core/tree/sequenceform.h"
#include "core/tree/strategicform.h"
#include "core/tree/treevalidation.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace gamelab {
namespace {

TEST(TreeExamples, IdsUniqueTreesConsistentAndValid) {
  const auto& examples = treeExamples();
  ASSERT_GE(examples.size(), 12u);
  std::set<std::string> ids;
  for (const auto& e : examples) {
    EXPECT_TRUE(ids.insert(e.id).second) << "duplicate id " << e.id;
    EXPECT_FALSE(e.englishTitle.empty()) << e.id;
    EXPECT_EQ(e.tree.title, e.englishTitle) << e.id;
    std::string why;
    EXPECT_TRUE(e.tree.isConsistent(&why)) << e.id << ": " << why;
    const std::vector<std::string> numerals{"I", "II", "III"};
    EXPECT_EQ(e.tree.playerNames, std::vector<std::string>(numerals.begin(), numerals.begin() + e.tree.players())) << e.id;
    EXPECT_EQ(e.tree.players(), e.id == "selten-horse" ? 3 : 2) << e.id;
    for (const auto& problem : validateTree(e.tree)) {
      const bool expected = e.id == "forgetful-player" && problem.kind == TreeProblemKind::PerfectRecallViolated;
      EXPECT_TRUE(expected) << e.id << ": " << treeProblemCodeName(problem.kind);
    }
    // Every example survives the .efg round trip.
    const std::string efg = writeEfg(e.tree);
    auto back = parseEfg(efg, e.id + ".efg");
    ASSERT_TRUE(back) << e.id << ": " << describe(back.error());
    EXPECT_EQ(writeEfg(*back), efg) << e.id;
    ASSERT_TRUE(findTreeExample(e.id)) << e.id;
    EXPECT_EQ(findTreeExample(e.id)->englishTitle, e.englishTitle);
  }
  EXPECT_FALSE(findTreeExample("no-such-tree"));
}

TEST(TreeExamples, ForgetfulPlayerLacksPerfectRecallOnlyForI) {
  const auto e = findTreeExample("forgetful-player");
  ASSERT_TRUE(e);
  EXPECT_FALSE(hasPerfectRecall(e->tree, 0));
  EXPECT_TRUE(hasPerfectRecall(e->tree, 1));
  bool warned = false;
  for (const auto& problem : validateTree(e->tree))
    warned |= problem.kind == TreeProblemKind::PerfectRecallViolated && problem.player == 0;
  EXPECT_TRUE(warned);
}

TEST(TreeExamples, DigestValuesAndSizes) {
  // Recomputed values of the digest (§2.5 test cases), never the printed errata; information
  // sets per player as in the source (§2.5.5 strategy counts).
  struct Row {
    const char* id;
    const char* testCase;
    std::optional<Rational> value;
    int setsI, setsII;
  };
  const std::vector<Row> rows = {
      {"basic-endgame", "T65", Rational(-1, 4), 2, 1},
      {"simultaneous-2x4", "T13", Rational(17, 7), 1, 1},
      {"silver-dollar", "T67", Rational(1, 5), 1, 1},
      {"two-guesses", "T68", Rational(5, 13), 3, 1},
      {"statistical-game", "T69", Rational(3, 7), 1, 2},
      {"forgetful-player", "T70", Rational(2, 5), 6, 2},
      {"kuhn-poker", "T71", Rational(-1, 18), 6, 6},
      {"generalised-endgame", "T66", Rational(1, 3), 2, 1},
      {"coins-a-b", "T74", Rational(0), 1, 2},
      {"beasley", "T75", Rational(2, 13), 1, 1},
      {"subgame-perfection", "T21", std::nullopt, 1, 1},
      {"centipede", "", std::nullopt, 3, 3},
  };
  for (const auto& row : rows) {
    const auto e = findTreeExample(row.id);
    ASSERT_TRUE(e) << row.id;
    EXPECT_EQ(e->testCase, row.testCase) << row.id;
    EXPECT_EQ(e->value, row.value) << row.id;
    EXPECT_EQ(static_cast<int>(e->tree.infoSetsOf(0).size()), row.setsI) << row.id;
    EXPECT_EQ(static_cast<int>(e->tree.infoSetsOf(1).size()), row.setsII) << row.id;
  }
}

TEST(TreeExamples, ValuesAgreeWithTheStrategicForm) {
  // Every zero-sum example's value, recomputed: tree -> (reduced) strategic form -> matrix game.
  for (const auto& e : treeExamples()) {
    if (!e.value) continue;
    StrategicFormOptions options;
    options.reduction = StrategyReduction::Reduced;
    auto form = toStrategicForm(e.tree, options);
    ASSERT_TRUE(form) << e.id << ": " << describe(form.error());
    auto matrix = toMatrixGame(toNfgGame(form->game));
    ASSERT_TRUE(matrix) << e.id << ": " << describe(matrix.error());
    auto solution = solveZeroSum(*matrix);
    ASSERT_TRUE(solution) << e.id << ": " << describe(solution.error());
    EXPECT_EQ(solution->value, *e.value) << e.id;
  }
}

TEST(TreeExamples, ValuesAgreeWithTheSequenceForm) {
  // Perfect-recall examples (all but the Forgetful Player, which the sequence form refuses).
  for (const auto& e : treeExamples()) {
    if (!e.value) continue;
    auto result = solveSequenceForm(e.tree);
    if (e.id == "forgetful-player") {
      ASSERT_FALSE(result);
      EXPECT_EQ(result.error().code, ErrorCode::NotPerfectRecall);
      continue;
    }
    ASSERT_TRUE(result) << e.id << ": " << describe(result.error());
    EXPECT_EQ(result->value, *e.value) << e.id;
    EXPECT_TRUE(result->verified) << e.id;
  }
}

TEST(TreeExamples, BasicEndgamePayoffsAndChance) {
  const auto e = findTreeExample("basic-endgame");
  ASSERT_TRUE(e);
  const GameTree& t = e->tree;
  EXPECT_TRUE(t.isChance(t.root()));
  EXPECT_EQ(t.infoSets[static_cast<std::size_t>(t.node(0).infoSet)].probabilities,
            (RationalVector{Rational(1, 4), Rational(3, 4)}));
  // win, bet, call: +3 to I; lose, bet, call: -3.
  EXPECT_EQ(t.accumulatedPayoff(t.nodeAt({0, 0, 0})), (RationalVector{3, -3}));
  EXPECT_EQ(t.accumulatedPayoff(t.nodeAt({1, 0, 0})), (RationalVector{-3, 3}));
  // II's two "after bet" nodes are one set.
  const int set = t.node(t.nodeAt({0, 0})).infoSet;
  EXPECT_EQ(set, t.node(t.nodeAt({1, 0})).infoSet);
  EXPECT_EQ(t.infoSets[static_cast<std::size_t>(set)].label, "after bet");
}

TEST(TreeExamples, CentipedePayoffs) {
  for (int rounds : {1, 2, 5, 6}) {
    const GameTree t = centipede(rounds);
    std::string why;
    ASSERT_TRUE(t.isConsistent(&why)) << why;
    EXPECT_TRUE(t.hasPerfectInformation());
    EXPECT_EQ(t.nodeCount(), 2 * rounds + 1);
    for (const auto& problem : validateTree(t))  // with one move, II idles (an Info note)
      EXPECT_EQ(problem.severity, ProblemSeverity::Info) << rounds << ": " << treeProblemCodeName(problem.kind);
    // Taking at once gives (2, 0); passing to the end gives the last mover `rounds`.
    EXPECT_EQ(t.accumulatedPayoff(t.nodeAt({0})), (RationalVector{2, 0}));
    NodePath allPass(static_cast<std::size_t>(rounds), 1);
    const RationalVector end = t.accumulatedPayoff(t.nodeAt(allPass));
    const int last = (rounds - 1) % 2;
    EXPECT_EQ(end[static_cast<std::size_t>(last)], rounds);
    EXPECT_EQ(end[static_cast<std::size_t>(1 - last)], rounds + 2);
  }
}

}  // namespace
}  // namespace gamelab
