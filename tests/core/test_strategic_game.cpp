#include "core/strategic/strategicgame.h"

#include <gtest/gtest.h>

namespace gamelab {
namespace {

StrategicGame threePlayerGame() {
  StrategicGame game({2, 3, 2});
  for (std::size_t t = 0; t < game.profileCount(); ++t)
    for (std::size_t k = 0; k < 3; ++k) game.payoff(t, k) = Rational(static_cast<long>(10 * t + k));
  return game;
}

TEST(StrategicGame, ProfileIndexHasPlayerOneFastest) {
  const StrategicGame game = threePlayerGame();
  EXPECT_EQ(game.profileCount(), 12u);
  EXPECT_EQ(game.profileIndex({1, 0, 0}), 1u);
  EXPECT_EQ(game.profileIndex({0, 1, 0}), 2u);
  EXPECT_EQ(game.profileIndex({0, 0, 1}), 6u);
  EXPECT_EQ(game.stride(2), 6u);
  for (std::size_t t = 0; t < game.profileCount(); ++t) EXPECT_EQ(game.profileIndex(game.profileAt(t)), t);
}

TEST(StrategicGame, InsertRemoveAndMoveKeepCellsAttachedToTheirStrategies) {
  const StrategicGame original = threePlayerGame();
  StrategicGame game = original;
  game.insertStrategy(1, 1, "new");
  EXPECT_EQ(game.strategies(1), 4u);
  EXPECT_EQ(game.strategyLabels[1][1], "new");
  EXPECT_EQ(game.payoff({1, 2, 1}, 2), original.payoff({1, 1, 1}, 2));
  EXPECT_EQ(game.payoff({1, 1, 1}, 0), 0);
  const auto removed = game.removeStrategy(1, 1);
  EXPECT_EQ(removed.size(), 4u);
  EXPECT_EQ(game, original);

  const auto column = game.removeStrategy(1, 2);
  game.insertStrategy(1, 2, "", column);
  EXPECT_EQ(game, original);

  game.moveStrategy(1, 0, 2);
  EXPECT_EQ(game.payoff({0, 2, 1}, 1), original.payoff({0, 0, 1}, 1));
  EXPECT_EQ(game.payoff({0, 0, 1}, 1), original.payoff({0, 1, 1}, 1));
  game.moveStrategy(1, 2, 0);
  EXPECT_EQ(game, original);
}

TEST(StrategicGame, AddAndRemovePlayer) {
  StrategicGame game = StrategicGame::bimatrixFromText({{"3,3", "0,2"}, {"2,1", "5,5"}});
  const StrategicGame original = game;
  game.addPlayer("Carol");
  EXPECT_EQ(game.players(), 3u);
  EXPECT_EQ(game.payoff({1, 1, 0}, 1), 5);
  EXPECT_EQ(game.payoff({1, 1, 0}, 2), 0);
  game.removeLastPlayer();
  EXPECT_EQ(game, original);
}

TEST(StrategicGame, ExpectedPayoffsAndTheEquilibriumDefinition) {
  // Battle of the Sexes (T09): p = (2/3,1/3), q = (1/3,2/3) is an equilibrium with (2/3, 2/3).
  const StrategicGame game = StrategicGame::bimatrixFromText({{"2,1", "0,0"}, {"0,0", "1,2"}});
  const MixedProfile mixed{{Rational(2, 3), Rational(1, 3)}, {Rational(1, 3), Rational(2, 3)}};
  EXPECT_EQ(expectedPayoffs(game, mixed), (RationalVector{Rational(2, 3), Rational(2, 3)}));
  EXPECT_TRUE(isNashEquilibrium(game, mixed));
  EXPECT_TRUE(isNashEquilibrium(game, toMixedProfile(game, {0, 0})));
  EXPECT_FALSE(isNashEquilibrium(game, toMixedProfile(game, {0, 1})));
  EXPECT_FALSE(isNashEquilibrium(game, {{Rational(1, 2), Rational(1, 3)}, {1, 0}}));
}

TEST(StrategicGame, ZeroSumConversions) {
  const MatrixGame matrix = MatrixGame::fromText({{"1", "-2/7"}, {"0", "3"}});
  const StrategicGame game = fromZeroSum(matrix);
  EXPECT_TRUE(game.isZeroSum());
  const auto back = toZeroSum(game);
  ASSERT_TRUE(back.hasValue());
  EXPECT_EQ(back->payoffs, matrix.payoffs);
  const auto notZeroSum = toZeroSum(StrategicGame::bimatrixFromText({{"1,1"}}));
  ASSERT_FALSE(notZeroSum.hasValue());
  EXPECT_EQ(notZeroSum.error().code, ErrorCode::NotZeroSum);
}

}  // namespace
}  // namespace gamelab
