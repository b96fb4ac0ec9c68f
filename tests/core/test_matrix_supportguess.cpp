// The support guess that starts Clp on large zero-sum games (core/matrix/supportguess.h): when
// it is made, what it holds, and that solves started from it are still exact and proved.
#include "core/matrix/supportguess.h"
#include "core/matrix/zerosumsolver.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

namespace gamelab {
namespace {

MatrixGame randomGame(std::size_t rows, std::size_t cols, int low, int high, unsigned seed) {
  std::mt19937 rng(seed);
  return testsupport::randomMatrixGame(rng, rows, cols, low, high);
}

TEST(SupportGuess, NoneForSmallOrConstantGames) {
  EXPECT_FALSE(guessSupports(randomGame(100, 100, 0, 99, 1), CancelToken::none()));
  EXPECT_FALSE(guessSupports(MatrixGame(400, 400), CancelToken::none()));  // all zeros
  CancelToken cancelled;
  cancelled.cancel();
  EXPECT_FALSE(guessSupports(randomGame(400, 400, 0, 99, 1), cancelled));
}

TEST(SupportGuess, RandomGameGivesEqualSupportsAndABasis) {
  const MatrixGame game = randomGame(400, 400, 0, 99, 7);
  const auto guess = guessSupports(game, CancelToken::none());
  ASSERT_TRUE(guess);
  EXPECT_LE(guess->gap, 0.003);
  ASSERT_EQ(guess->rows.size(), guess->cols.size());
  EXPECT_GT(guess->rows.size(), 100u);  // random games have supports of about half the strategies
  EXPECT_LT(guess->rows.size(), 300u);
  EXPECT_EQ(std::set<std::size_t>(guess->rows.begin(), guess->rows.end()).size(), guess->rows.size());
  EXPECT_EQ(std::set<std::size_t>(guess->cols.begin(), guess->cols.end()).size(), guess->cols.size());
  EXPECT_LT(*std::max_element(guess->rows.begin(), guess->rows.end()), 400u);
  const LpStartBasis basis = rowPlayerStartBasis(game, *guess);
  ASSERT_EQ(basis.columnBasic.size(), 401u);
  ASSERT_EQ(basis.rowBasic.size(), 401u);
  const auto basic = std::count(basis.columnBasic.begin(), basis.columnBasic.end(), 1) +
                     std::count(basis.rowBasic.begin(), basis.rowBasic.end(), 1);
  EXPECT_EQ(basic, 401);  // one basic variable per row of the LP
}

// Non-square games of either orientation, payoffs with negative entries: the solve started
// from the guess is proved, the float one is within 1e-9 of it, and the transposed negated
// game has the negated value.
TEST(SupportGuess, StartedSolvesStayExact) {
  for (const auto& [rows, cols] : {std::pair<std::size_t, std::size_t>{330, 300}, {300, 330}}) {
    const MatrixGame game = randomGame(rows, cols, -100, 100, static_cast<unsigned>(rows));
    SCOPED_TRACE(rows);
    ASSERT_TRUE(guessSupports(game, CancelToken::none()));
    const auto exact = solveZeroSum(game);
    ASSERT_TRUE(exact) << describe(exact.error());
    ASSERT_TRUE(exact->verified);
    Rational value;
    ASSERT_TRUE(isOptimalPair(game, exact->rowStrategy, exact->colStrategy, &value));
    EXPECT_EQ(value, exact->value);
    const auto approximate = solveZeroSum(game, ZeroSumOptions{false});
    ASSERT_TRUE(approximate);
    EXPECT_NEAR(approximate->valueFloat, toDouble(exact->value), 1e-9);
    MatrixGame transposed(cols, rows);
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t j = 0; j < cols; ++j) transposed.at(j, i) = -game.at(i, j);
    const auto other = solveZeroSum(transposed);
    ASSERT_TRUE(other);
    EXPECT_EQ(other->value, -exact->value);
  }
}

// A game with a saddle point (the guess is then far from a square support): still exact.
TEST(SupportGuess, SaddlePointGameStaysExact) {
  MatrixGame game(320, 320);
  for (std::size_t i = 0; i < 320; ++i)
    for (std::size_t j = 0; j < 320; ++j) game.at(i, j) = static_cast<long>(i % 17) - static_cast<long>(j % 13);
  const auto s = solveZeroSum(game);
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->verified);
  EXPECT_EQ(s->value, Rational(16 - 12));
}

}  // namespace
}  // namespace gamelab
