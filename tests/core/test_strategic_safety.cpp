#include "core/strategic/bestresponse.h"
#include "core/strategic/safetylevels.h"

#include "core/matrix/optimalsets.h"
#include "core/matrix/zerosumsolver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

namespace gamelab {
namespace {

std::vector<RationalVector> vecs(std::initializer_list<std::initializer_list<const char*>> rows) {
  std::vector<RationalVector> out;
  for (const auto& row : rows) {
    out.emplace_back();
    for (const char* e : row) out.back().push_back(*parseRational(e));
  }
  return out;
}

struct SafetyCase {
  const char* name;
  std::vector<std::vector<std::string>> rows;
  const char* vI;
  std::vector<RationalVector> setI;  ///< vertices of I's maxmin set, sorted
  const char* vII;
  std::vector<RationalVector> setII;
};

/// The digest's safety levels and maxmin sets (§2.1–2.4, errata 1 and 9 applied).
std::vector<SafetyCase> digestCases() {
  return {
      {"T01", {{"2,0", "1,3"}, {"0,1", "3,2"}}, "3/2", vecs({{"3/4", "1/4"}}), "2", vecs({{"0", "1"}})},
      {"T02", {{"1,1", "5,0"}, {"0,5", "4,4"}}, "1", vecs({{"1", "0"}}), "1", vecs({{"1", "0"}})},
      {"T03", {{"3,10", "1,5"}, {"2,0", "4,20"}}, "5/2", vecs({{"1/2", "1/2"}}), "8", vecs({{"3/5", "2/5"}})},
      {"T04 rules", {{"400,900", "600,700"}, {"500,700", "400,800"}}, "1400/3", vecs({{"1/3", "2/3"}}), "2300/3",
       vecs({{"1/3", "2/3"}})},
      {"T04 printed", {{"400,900", "600,700"}, {"500,650", "400,800"}}, "1400/3", vecs({{"1/3", "2/3"}}), "5300/7",
       vecs({{"2/7", "5/7"}})},
      {"T05", {{"4,4", "4,0"}, {"0,4", "5,5"}}, "4", vecs({{"1", "0"}}), "4", vecs({{"1", "0"}})},
      {"T06", {{"3,3", "0,0"}, {"0,0", "5,5"}}, "15/8", vecs({{"5/8", "3/8"}}), "15/8", vecs({{"5/8", "3/8"}})},
      {"T07", {{"3,3", "4,3"}, {"3,4", "5,5"}}, "3", vecs({{"0", "1"}, {"1", "0"}}), "3", vecs({{"0", "1"}, {"1", "0"}})},
      {"T08", {{"3,3", "0,2"}, {"2,1", "5,5"}}, "5/2", vecs({{"1/2", "1/2"}}), "13/5", vecs({{"3/5", "2/5"}})},
      {"T09", {{"2,1", "0,0"}, {"0,0", "1,2"}}, "2/3", vecs({{"1/3", "2/3"}}), "2/3", vecs({{"2/3", "1/3"}})},
      {"T10", {{"3,3", "0,4"}, {"4,0", "1,1"}}, "1", vecs({{"0", "1"}}), "1", vecs({{"0", "1"}})},
      {"T11",
       {{"2,1", "4,3", "7,2", "7,4", "0,5", "3,2"},
        {"4,0", "5,4", "1,6", "0,4", "0,3", "5,1"},
        {"1,3", "5,3", "3,2", "4,1", "1,0", "4,3"},
        {"4,3", "2,5", "4,0", "1,0", "1,5", "2,1"}},
       "1", vecs({{"0", "0", "0", "1"}, {"0", "0", "1", "0"}}), "3", vecs({{"0", "1", "0", "0", "0", "0"}})},
      {"T12", {{"0,0", "2,4"}, {"2,4", "3,3"}}, "2", vecs({{"0", "1"}}), "16/5", vecs({{"1/5", "4/5"}})},
      {"T13", {{"1,4", "4,1"}, {"2,2", "3,3"}}, "2", vecs({{"0", "1"}}), "5/2", vecs({{"1/2", "1/2"}})},
      {"T14", {{"0,0", "0,-1"}, {"1,0", "-1,3"}}, "0", vecs({{"1", "0"}}), "0", vecs({{"1", "0"}})},
      {"T15", {{"1,1", "-1,2"}, {"2,-1", "-2,-2"}}, "-1", vecs({{"1", "0"}}), "-1", vecs({{"1", "0"}})},
      {"T17",
       {{"-3,-4", "2,-1", "0,6", "1,1"},
        {"2,0", "2,2", "-3,0", "1,-2"},
        {"2,-3", "-5,1", "-1,-1", "1,-3"},
        {"-4,3", "2,-5", "1,2", "-3,1"}},
       "-79/139", vecs({{"6/139", "55/278", "51/139", "109/278"}}), "-1/3", vecs({{"0", "1/3", "2/3", "0"}})},
      {"T19", {{"0,0", "1,2", "2,0"}, {"0,1", "2,0", "0,1"}}, "0", vecs({{"0", "1"}, {"1", "0"}}), "2/3",
       vecs({{"0", "1/3", "2/3"}, {"2/3", "1/3", "0"}})},
      {"T20", {{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}}, "3", vecs({{"0", "0", "1"}}),
       "5/2", vecs({{"0", "1/2", "1/2"}, {"1/4", "0", "3/4"}})},
      {"T22",
       {{"1,4", "2,0", "-1,1", "0,0"}, {"3,1", "5,3", "3,-2", "4,4"}, {"0,5", "-2,3", "4,1", "2,2"}},
       "3", vecs({{"0", "1", "0"}}), "16/7", vecs({{"4/7", "0", "0", "3/7"}})},
      {"T23", {{"5/4,0", "1/2,3/4"}, {"0,1/2", "3/4,1/2"}}, "5/8", vecs({{"1/2", "1/2"}}), "1/2",
       vecs({{"0", "1"}, {"1/3", "2/3"}})},
      {"T24", {{"13/4,3", "4,5/2"}, {"11/2,3/4", "21/4,2"}}, "21/4", vecs({{"0", "1"}}), "2", vecs({{"0", "1"}})},
      {"T37", {{"4,3", "0,0"}, {"2,2", "1,4"}}, "1", vecs({{"0", "1"}}), "12/5", vecs({{"4/5", "1/5"}})},
      {"T38", {{"0,4", "3,2"}, {"4,0", "2,3"}}, "12/5", vecs({{"2/5", "3/5"}}), "12/5", vecs({{"1/5", "4/5"}})},
      {"T39", {{"3,1", "0,2"}, {"1,2", "3,0"}}, "9/5", vecs({{"2/5", "3/5"}}), "4/3", vecs({{"2/3", "1/3"}})},
      {"T57", {{"11,89", "10,90"}, {"2,98", "10,0"}}, "10", vecs({{"8/9", "1/9"}, {"1", "0"}}), "980/11",
       vecs({{"10/11", "1/11"}})},
      // T58: v_I = v({1}) = 2 and v_II = v({2}) = 2 (digest T58 / 4.1.5-3a), both sets single points.
      {"T58", {{"0,2", "4,1"}, {"2,4", "5,4"}}, "2", vecs({{"0", "1"}}), "2", vecs({{"1", "0"}})},
  };
}

/// min over the columns of p·column (what p guarantees).
Rational guaranteed(const MatrixGame& matrix, const RationalVector& p) {
  const RationalVector perColumn = rowPlayerPayoffs(matrix, p);
  return *std::min_element(perColumn.begin(), perColumn.end());
}

TEST(SafetyLevels, DigestValuesAndMaxminSets) {
  for (const SafetyCase& c : digestCases()) {
    const StrategicGame game = StrategicGame::bimatrixFromText(c.rows);
    auto levels = solveSafetyLevels(game);
    ASSERT_TRUE(levels) << c.name;
    ASSERT_EQ(levels->size(), 2u) << c.name;
    const SafetyLevel& one = (*levels)[0];
    const SafetyLevel& two = (*levels)[1];
    EXPECT_EQ(one.value, *parseRational(c.vI)) << c.name;
    EXPECT_EQ(two.value, *parseRational(c.vII)) << c.name;
    EXPECT_EQ(one.strategyVertices, c.setI) << c.name;
    EXPECT_EQ(two.strategyVertices, c.setII) << c.name;
    EXPECT_TRUE(one.verified) << c.name;
    EXPECT_TRUE(two.verified) << c.name;
    EXPECT_EQ(guaranteed(one.zeroSumGame, one.strategy), one.value) << c.name;
    EXPECT_EQ(guaranteed(two.zeroSumGame, two.strategy), two.value) << c.name;
    // v_I = Val(A), v_II = Val(Bᵀ).
    EXPECT_EQ(one.zeroSumGame.payoffs, game.payoffMatrix(0).payoffs) << c.name;
    const MatrixGame b = game.payoffMatrix(1);
    ASSERT_EQ(two.zeroSumGame.rows, b.cols);
    ASSERT_EQ(two.zeroSumGame.cols, b.rows);
    for (std::size_t i = 0; i < b.rows; ++i)
      for (std::size_t j = 0; j < b.cols; ++j) EXPECT_EQ(two.zeroSumGame.at(j, i), b.at(i, j)) << c.name;
  }
}

TEST(SafetyLevels, T01PayoffsWhenBothPlayMaxmin) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"2,0", "1,3"}, {"0,1", "3,2"}});
  auto levels = solveSafetyLevels(game);
  ASSERT_TRUE(levels);
  EXPECT_EQ(expectedPayoffs(game, {(*levels)[0].strategy, (*levels)[1].strategy}), (RationalVector{Rational(3, 2), Rational(11, 4)}));
}

TEST(SafetyLevels, WithoutSetsOnlyOneStrategy) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"3,3", "4,3"}, {"3,4", "5,5"}});  // T07
  SafetyOptions options;
  options.strategySets = false;
  auto levels = solveSafetyLevels(game, options);
  ASSERT_TRUE(levels);
  EXPECT_TRUE((*levels)[0].strategyVertices.empty());
  EXPECT_TRUE((*levels)[0].verified);
  EXPECT_EQ(guaranteed((*levels)[0].zeroSumGame, (*levels)[0].strategy), 3);
}

TEST(SafetyLevels, ThreePlayersColumnsAreTheOthersProfilesInProfileOrder) {
  // Matching pennies for players 1 and 2 (player 3 adds a shift for player 1 and copies).
  StrategicGame game({2, 2, 2});
  game.strategyLabels = {{"H", "T"}, {"h", "t"}, {"x", "y"}};
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    game.payoff(t, 0) = (s[0] == s[1] ? 1 : -1) + static_cast<long>(s[2]);
    game.payoff(t, 1) = s[0] == s[1] ? -1 : 1;
    game.payoff(t, 2) = static_cast<long>(s[0] + s[1]);
  }
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) { stages.push_back(stage); });
  auto levels = solveSafetyLevels(game, {}, progress);
  ASSERT_TRUE(levels);
  ASSERT_EQ(levels->size(), 3u);
  const SafetyLevel& one = (*levels)[0];
  ASSERT_EQ(one.zeroSumGame.rows, 2u);
  ASSERT_EQ(one.zeroSumGame.cols, 4u);
  EXPECT_EQ(one.zeroSumGame.colLabels, (std::vector<std::string>{"h,x", "t,x", "h,y", "t,y"}));
  EXPECT_EQ(one.zeroSumGame.at(0, 2), 2);  // (H, h, y)
  EXPECT_EQ(one.value, 0);                 // matching pennies against x
  EXPECT_EQ(one.strategyVertices, vecs({{"1/2", "1/2"}}));
  EXPECT_EQ((*levels)[1].value, 0);
  EXPECT_EQ((*levels)[2].value, 0);  // players 1 and 2 can both play 0
  EXPECT_EQ((*levels)[2].strategyVertices, vecs({{"0", "1"}, {"1", "0"}}));
  for (const auto& level : *levels) EXPECT_TRUE(level.verified);
  ASSERT_FALSE(stages.empty());
  EXPECT_TRUE(std::all_of(stages.begin(), stages.end(), [](const std::string& s) { return s == "safety"; }));
}

TEST(SafetyLevels, RandomGamesMaxminGuaranteesAndEquilibriaAreIndividuallyRational) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 30; ++trial) {
    const std::size_t players = trial % 3 == 2 ? 3 : 2;
    std::vector<std::size_t> counts;
    for (std::size_t k = 0; k < players; ++k) counts.push_back(1 + rng() % (players == 3 ? 3 : 4));
    StrategicGame game(counts);
    for (Rational& x : game.payoffs) x = static_cast<long>(rng() % 7) - 3;
    auto levels = solveSafetyLevels(game);
    ASSERT_TRUE(levels);
    for (std::size_t k = 0; k < players; ++k) {
      const SafetyLevel& level = (*levels)[k];
      EXPECT_TRUE(level.verified);
      // The strategy guarantees exactly the value against every pure profile of the others, and
      // so does every vertex of the maxmin set.
      EXPECT_EQ(guaranteed(level.zeroSumGame, level.strategy), level.value);
      ASSERT_FALSE(level.strategyVertices.empty());
      for (const auto& v : level.strategyVertices) EXPECT_EQ(guaranteed(level.zeroSumGame, v), level.value);
      // No pure strategy guarantees more.
      for (std::size_t s = 0; s < game.strategies(k); ++s) {
        RationalVector unit(game.strategies(k), Rational(0));
        unit[s] = 1;
        EXPECT_LE(guaranteed(level.zeroSumGame, unit), level.value);
      }
      // The value is the LP optimum, and the vertex set is the whole maxmin set (both
      // cross-checked with the zero-sum layer: its solver and its plain optimal-set polytope).
      auto solved = solveZeroSum(level.zeroSumGame);
      ASSERT_TRUE(solved);
      EXPECT_EQ(solved->value, level.value);
      auto sets = solveOptimalStrategySets(level.zeroSumGame, {.value = level.value});
      ASSERT_TRUE(sets);
      EXPECT_EQ(sets->rowVertices, level.strategyVertices);
    }
    auto stars = solveBestResponseStars(game);
    ASSERT_TRUE(stars);
    for (std::size_t t : stars->pureEquilibria)
      for (std::size_t k = 0; k < players; ++k) EXPECT_GE(game.payoff(t, k), (*levels)[k].value);
  }
}

TEST(SafetyLevels, CancelledTokenReturnsCancelled) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"2,0", "1,3"}, {"0,1", "3,2"}});
  CancelToken token;
  token.cancel();
  auto levels = solveSafetyLevels(game, {}, Progress::none(), token);
  ASSERT_FALSE(levels);
  EXPECT_EQ(levels.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
