// Generators of TU games: (4.1) characteristic functions of strategic games (T59–T62, T65),
// the strategic form (4.2) (T62 d), glove markets (T70), airport (T86), bankruptcy (T89, T90),
// unanimity and symmetric games, with their Shapley values; errors.
#include "core/coalition/generators.h"
#include "core/coalition/properties.h"
#include "core/coalition/shapley.h"
#include "core/coalition/coalitionalexamples.h"
#include "tests/core/coalitiontesthelpers.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab {
namespace {

using namespace coalitiontest;

StrategicGame t59() {
  return threePersonStrategicGame({{{"0,3,1", "2,1,1"}, {"4,2,3", "1,0,0"}}, {{"1,0,0", "1,1,1"}, {"0,0,1", "0,1,1"}}});
}

TEST(CoalitionGenerators, T59CharacteristicFunction) {
  const auto cf = *solveCharacteristicFunction(t59());
  EXPECT_EQ(cf.game.values(), sourceOrderValues(3, {"1/2", "0", "3/4", "3", "5/2", "2", "9"}));
  ASSERT_EQ(cf.matrices.size(), 7u);
  // Player 1 against {2, 3}: columns are {2,3}'s joint strategies with player 2 fastest.
  const CoalitionMatrix& one = cf.matrices[0];
  EXPECT_EQ(one.coalition, 1u);
  EXPECT_EQ(one.matrix, (std::vector<RationalVector>{vec({"0", "4", "2", "1"}), vec({"1", "0", "1", "0"})}));
  EXPECT_EQ(one.value, q("1/2"));
  // {1, 2} (rows: player 1 fastest) against 3.
  const CoalitionMatrix& twelve = cf.matrices[2];
  EXPECT_EQ(twelve.coalition, 3u);
  EXPECT_EQ(twelve.matrix, (std::vector<RationalVector>{vec({"3", "3"}), vec({"1", "2"}), vec({"6", "1"}), vec({"0", "1"})}));
  // N: one column, the largest total 9 at profile (1, 2, 1).
  const CoalitionMatrix& all = cf.matrices[6];
  EXPECT_EQ(all.matrix.size(), 8u);
  EXPECT_EQ(all.matrix[0].size(), 1u);
  EXPECT_EQ(all.value, 9);
  EXPECT_EQ(all.matrix[2][0], 9);  // s1 = 1, s2 = 2, s3 = 1 → index 0 + 2·1 + 0
  const auto p = *solveProperties(cf.game);
  EXPECT_TRUE(p.superadditive.holds);
  EXPECT_TRUE(p.essential);
  EXPECT_EQ(*solveShapleyValue(cf.game), vec({"79/24", "67/24", "35/12"}));
}

TEST(CoalitionGenerators, T60ZeroSumCharacteristicFunction) {
  const auto game = threePersonStrategicGame({{{"-2,1,1", "1,-4,3"}, {"1,3,-4", "10,-5,-5"}},
                                 {{"-1,-2,3", "-4,2,2"}, {"12,-6,-6", "-1,3,-2"}}});
  const auto cf = *solveCharacteristicFunction(game);
  EXPECT_EQ(cf.game.values(), sourceOrderValues(3, {"-3/2", "-4", "-22/5", "22/5", "4", "3/2", "0"}));
  const auto p = *solveProperties(cf.game);
  EXPECT_TRUE(p.constantSum.holds);
  EXPECT_TRUE(p.essential);
  EXPECT_EQ(*solveShapleyValue(cf.game), vec({"9/5", "-7/10", "-11/10"}));
}

TEST(CoalitionGenerators, T61CharacteristicFunctionErratum) {
  const auto game = threePersonStrategicGame({{{"1,2,1", "3,0,1"}, {"-1,6,-3", "3,2,1"}},
                                 {{"-1,2,4", "1,0,3"}, {"7,5,4", "3,2,1"}}});
  const auto cf = *solveCharacteristicFunction(game);
  // v(1) = 3/5, not the printed 1/2 (erratum 22).
  EXPECT_EQ(cf.game.values(), sourceOrderValues(3, {"3/5", "2", "1", "5", "4", "3", "16"}));
  EXPECT_EQ(*solveShapleyValue(cf.game), vec({"83/15", "86/15", "71/15"}));
}

TEST(CoalitionGenerators, TwoPersonCharacteristicFunctions) {
  // T62: v(1) = v(2) = 2, v(12) = 9.
  const auto t62 = *solveCharacteristicFunction(StrategicGame::bimatrixFromText({{"0,2", "4,1"}, {"2,4", "5,4"}}));
  EXPECT_EQ(t62.game.values(), vec({"0", "2", "2", "9"}));
  // T65 Battle of the Sexes: v(2) = 8/5 (erratum 25).
  const auto t65 = *solveCharacteristicFunction(StrategicGame::bimatrixFromText({{"4,2", "1,1"}, {"0,0", "2,4"}}));
  EXPECT_EQ(t65.game.values(), vec({"0", "8/5", "8/5", "6"}));
  EXPECT_FALSE(solveProperties(t65.game)->constantSum.holds);
}

TEST(CoalitionGenerators, T62dStrategicFormOfTheCharacteristicFunction) {
  const auto game = *CoalitionalGame::fromValues(vec({"0", "2", "2", "9"}));
  const auto form = *strategicFormOf(game);
  ASSERT_EQ(form.players(), 2u);
  EXPECT_EQ(form.strategyLabels[0], (std::vector<std::string>{"1", "12"}));
  EXPECT_EQ(form.strategyLabels[1], (std::vector<std::string>{"2", "12"}));
  auto expected = StrategicGame::bimatrixFromText({{"2,2", "2,2"}, {"2,2", "9/2,9/2"}});
  EXPECT_EQ(form.payoffs, expected.payoffs);
  // Three players: 4 strategies each; everyone choosing N gets v(N)/3, a lone deviation
  // from {1,2} gives both v(i).
  const auto t63 = *CoalitionalGame::fromValues(sourceOrderValues(3, {"1", "0", "1", "4", "3", "5", "8"}));
  const auto form3 = *strategicFormOf(t63);
  EXPECT_EQ(form3.strategyLabels[0], (std::vector<std::string>{"1", "12", "13", "123"}));
  EXPECT_EQ(form3.payoff({3, 3, 3}, 0), q("8/3"));
  EXPECT_EQ(form3.payoff({1, 1, 0}, 0), 2);  // 1 and 2 choose {1,2}: v(12)/2 each
  EXPECT_EQ(form3.payoff({1, 1, 0}, 1), 2);
  EXPECT_EQ(form3.payoff({1, 1, 0}, 2), 1);  // 3 alone: v(3)
  EXPECT_EQ(form3.payoff({1, 2, 0}, 0), 1);  // 2 did not choose {1,2}: v(1)
  EXPECT_EQ(form3.payoff({1, 2, 0}, 1), 0);
  auto tooLarge = strategicFormOf(CoalitionalGame(6));
  ASSERT_FALSE(tooLarge);
  EXPECT_EQ(tooLarge.error().code, ErrorCode::TooLarge);
}

TEST(CoalitionGenerators, RandomStrategicGamesGiveSuperadditiveFunctions) {
  std::mt19937 rng(59);
  std::uniform_int_distribution<int> payoff(-5, 9);
  for (int trial = 0; trial < 12; ++trial) {
    StrategicGame game({2, 1 + static_cast<std::size_t>(trial % 3), 2});
    for (auto& u : game.payoffs) u = payoff(rng);
    const auto cf = *solveCharacteristicFunction(game);
    EXPECT_TRUE(solveProperties(cf.game)->superadditive.holds) << trial;
    Rational best = 0;
    for (std::size_t t = 0; t < game.profileCount(); ++t) {
      const Rational total = game.payoff(t, 0) + game.payoff(t, 1) + game.payoff(t, 2);
      if (t == 0 || total > best) best = total;
    }
    EXPECT_EQ(cf.game.value(7), best) << trial;
  }
  CancelToken token;
  token.cancel();
  auto cancelled = solveCharacteristicFunction(t59(), Progress::none(), token);
  ASSERT_FALSE(cancelled);
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

TEST(CoalitionGenerators, T70GloveMarkets) {
  const auto a = *gloveMarket({true, true, false, false});
  EXPECT_EQ(a.value(0b0101), 1);
  EXPECT_EQ(a.value(0b1111), 2);
  EXPECT_EQ(a.value(0b0011), 0);
  EXPECT_EQ(*solveShapleyValue(a), vec({"1/2", "1/2", "1/2", "1/2"}));
  const auto b = *gloveMarket({true, true, false, false, false});
  EXPECT_EQ(*solveShapleyValue(b), vec({"13/20", "13/20", "7/30", "7/30", "7/30"}));
  auto none = gloveMarket({});
  ASSERT_FALSE(none);
  EXPECT_EQ(none.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(none.error().problem, Problem::MustBeAtLeast);
  auto huge = gloveMarket(std::vector<bool>(25, true));
  ASSERT_FALSE(huge);
  EXPECT_EQ(huge.error().code, ErrorCode::TooLarge);
}

TEST(CoalitionGenerators, T86AirportGames) {
  const auto three = *airportGame(vec({"2", "5", "9"}));
  EXPECT_EQ(three.value(0b011), -5);
  EXPECT_EQ(three.value(0b101), -9);
  EXPECT_EQ(*solveShapleyValue(three), vec({"-2/3", "-13/6", "-37/6"}));
  EXPECT_EQ(*solveShapleyValue(*airportGame(vec({"1", "3", "6", "10"}))), vec({"-1/4", "-11/12", "-29/12", "-77/12"}));
  // Order of the players does not matter to the definition.
  EXPECT_EQ(*solveShapleyValue(*airportGame(vec({"9", "2", "5"}))), vec({"-37/6", "-2/3", "-13/6"}));
  auto negative = airportGame(vec({"1", "-2"}));
  ASSERT_FALSE(negative);
  EXPECT_EQ(negative.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(negative.error().problem, Problem::MustBeNonNegative);
}

TEST(CoalitionGenerators, T89T90Bankruptcy) {
  const auto t89 = *bankruptcyGame(36, vec({"10", "20", "30"}));
  EXPECT_EQ(t89.values(), sourceOrderValues(3, {"0", "0", "6", "6", "16", "26", "36"}));
  EXPECT_EQ(*solveShapleyValue(t89), vec({"6", "11", "19"}));
  const std::vector<std::pair<int, RationalVector>> path = {
      {6, vec({"2", "2", "2"})},         {12, vec({"10/3", "13/3", "13/3"})}, {15, vec({"10/3", "35/6", "35/6"})},
      {20, vec({"10/3", "25/3", "25/3"})}, {25, vec({"25/6", "55/6", "35/3"})}, {30, vec({"5", "10", "15"})},
      {35, vec({"35/6", "65/6", "55/3"})}, {40, vec({"20/3", "35/3", "65/3"})}, {45, vec({"20/3", "85/6", "145/6"})},
      {48, vec({"20/3", "47/3", "77/3"})}, {50, vec({"20/3", "50/3", "80/3"})}, {54, vec({"8", "18", "28"})},
      {60, vec({"10", "20", "30"})}};
  for (const auto& [estate, expected] : path)
    EXPECT_EQ(*solveShapleyValue(*bankruptcyGame(estate, vec({"10", "20", "30"}))), expected) << estate;
  auto negativeEstate = bankruptcyGame(-1, vec({"1"}));
  ASSERT_FALSE(negativeEstate);
  EXPECT_EQ(negativeEstate.error().args[0], "estate");
  auto negativeClaim = bankruptcyGame(1, vec({"1", "-1"}));
  ASSERT_FALSE(negativeClaim);
  EXPECT_EQ(negativeClaim.error().args[0], "claims[1]");
}

TEST(CoalitionGenerators, UnanimityAndSymmetricGames) {
  const auto w = *unanimityGame(4, 0b0110, 3);
  EXPECT_EQ(w.value(0b0110), 3);
  EXPECT_EQ(w.value(0b1111), 3);
  EXPECT_EQ(w.value(0b1010), 0);
  EXPECT_EQ(*solveShapleyValue(w), vec({"0", "3/2", "3/2", "0"}));
  auto empty = unanimityGame(3, 0);
  ASSERT_FALSE(empty);
  EXPECT_EQ(empty.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(empty.error().problem, Problem::BadCarrier);
  auto outside = unanimityGame(3, 0b1000);
  ASSERT_FALSE(outside);
  // T67 (a) with a = 1: v(i) = 0, v(ij) = 1, v(N) = 3.
  const auto s = *symmetricGame(vec({"0", "1", "3"}));
  EXPECT_EQ(s.values(), sourceOrderValues(3, {"0", "0", "0", "1", "1", "1", "3"}));
  EXPECT_TRUE(solveProperties(s)->symmetric.holds);
  EXPECT_EQ(*solveShapleyValue(s), vec({"1", "1", "1"}));
  auto none = symmetricGame({});
  ASSERT_FALSE(none);
}

TEST(CoalitionGenerators, T84BalancedMarket) {
  // Buyers demand x = (1, 3), sellers supply y = (2, 2): v(S) = min(demand in S, supply in S).
  const RationalVector amount = vec({"1", "3", "2", "2"});
  RationalVector values(16);
  for (Coalition s = 1; s < 16; ++s) {
    const Rational demand = coalitionTotal(s & 3u, amount), supply = coalitionTotal(s & 12u, amount);
    values[s] = demand < supply ? demand : supply;
  }
  EXPECT_EQ(*solveShapleyValue(*CoalitionalGame::fromValues(values)), vec({"1/2", "3/2", "1", "1"}));
}

}  // namespace
}  // namespace gamelab
