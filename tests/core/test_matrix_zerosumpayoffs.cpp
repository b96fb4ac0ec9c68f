// pᵀA, Aq and the infallible test (integer arithmetic over one common denominator) against
// plain rational sums, exactly, on many random games with rational entries and strategies.
#include "core/matrix/zerosumsolver.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab {
namespace {

Rational randomRational(std::mt19937& rng) {
  std::uniform_int_distribution<int> num(-30, 30), den(1, 12);
  Rational r(num(rng), den(rng));
  r.canonicalize();
  return r;
}

/// A random mixed strategy with rational weights (some zero).
RationalVector randomStrategy(std::mt19937& rng, std::size_t size) {
  std::uniform_int_distribution<int> weight(0, 9);
  RationalVector w(size);
  Rational total(0);
  for (auto& x : w) total += (x = weight(rng));
  if (total == 0) total = w[0] = 1;
  for (auto& x : w) x /= total;
  return w;
}

TEST(ZeroSumPayoffs, MatchPlainRationalSumsOnRandomGames) {
  std::mt19937 rng(18);
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t rows = 1 + trial % 5, cols = 1 + (trial / 5) % 6;
    MatrixGame game(rows, cols);
    for (auto& a : game.payoffs) a = randomRational(rng);
    const auto p = randomStrategy(rng, rows);
    const auto q = randomStrategy(rng, cols);
    RationalVector plainPA(cols, Rational(0)), plainAQ(rows, Rational(0));
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t j = 0; j < cols; ++j) {
        plainPA[j] += p[i] * game.at(i, j);
        plainAQ[i] += game.at(i, j) * q[j];
      }
    EXPECT_EQ(rowPlayerPayoffs(game, p), plainPA) << "trial " << trial;
    EXPECT_EQ(colPlayerPayoffs(game, q), plainAQ) << "trial " << trial;
    const Rational lower = *std::min_element(plainPA.begin(), plainPA.end());
    const Rational upper = *std::max_element(plainAQ.begin(), plainAQ.end());
    Rational value;
    EXPECT_EQ(isOptimalPair(game, p, q, &value), lower == upper) << "trial " << trial;
    // The solver's own pair passes, with the plain value.
    auto s = solveZeroSum(game);
    ASSERT_TRUE(s);
    ASSERT_TRUE(isOptimalPair(game, s->rowStrategy, s->colStrategy, &value));
    EXPECT_EQ(value, s->value);
    const auto pa = rowPlayerPayoffs(game, s->rowStrategy);
    EXPECT_EQ(*std::min_element(pa.begin(), pa.end()), s->value);
  }
}

TEST(ZeroSumPayoffs, ShortStrategyCountsMissingEntriesAsZero) {
  const MatrixGame game = MatrixGame::fromText({{"1", "2"}, {"3", "4"}});
  EXPECT_EQ(rowPlayerPayoffs(game, {Rational(1, 2)}), (RationalVector{Rational(1, 2), Rational(1)}));
  EXPECT_EQ(colPlayerPayoffs(game, {Rational(1)}), (RationalVector{Rational(1), Rational(3)}));
}

}  // namespace
}  // namespace gamelab
