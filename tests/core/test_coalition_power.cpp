// Voting power (source 000 §4.3.4): Shapley–Shubik and Banzhaf indices by the dynamic programme
// on weighted voting games and from simple games' tables, against the digest (T72, T77–T82)
// and against each other on random games.
#include "core/coalition/coalitionalgame.h"
#include "core/coalition/powerindices.h"
#include "core/coalition/shapley.h"
#include "tests/core/coalitiontesthelpers.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab {
namespace {

using namespace coalitiontest;

RationalVector shapley(const CoalitionalGame& game) { return *solveShapleyValue(game); }

// ---------------------------------------------------------------- voting power

struct PowerCase {
  const char* name;
  WeightedVotingGame game;
  RationalVector shapleyShubik;
};

std::vector<PowerCase> powerCases() {
  std::vector<PowerCase> cases;
  cases.push_back({"T72", voting("50", {"10", "20", "30", "40"}, QuotaRule::Greater), vec({"1/12", "3/12", "3/12", "5/12"})});
  cases.push_back({"T77", voting("50", {"10", "30", "30", "40"}, QuotaRule::Greater), vec({"0", "1/3", "1/3", "1/3"})});
  // T78: weights (2n−3, 2, ..., 2), q = (4n−5)/2.
  for (int n = 3; n <= 7; ++n) {
    WeightedVotingGame g{Rational(4 * n - 5, 2), RationalVector(static_cast<std::size_t>(n), Rational(2)), QuotaRule::Greater};
    g.weights[0] = 2 * n - 3;
    RationalVector expected(static_cast<std::size_t>(n), Rational(2, n * (n - 1)));
    expected[0] = Rational(n - 2, n);
    for (auto& e : expected) e.canonicalize();
    cases.push_back({"T78", g, expected});
  }
  // T79: the chairman breaks 50–50 ties: a tiny weight with strict >.
  cases.push_back({"T79", voting("50", {"10", "20", "30", "40", "1"}, QuotaRule::Greater),
                   vec({"1/15", "7/30", "7/30", "2/5", "1/15"})});
  cases.push_back({"T80a", voting("1/2", {"1/3", "2/9", "2/9", "2/9"}, QuotaRule::Greater), vec({"1/2", "1/6", "1/6", "1/6"})});
  cases.push_back({"T80b", voting("1/2", {"1/3", "1/3", "1/9", "1/9", "1/9"}, QuotaRule::Greater),
                   vec({"3/10", "3/10", "2/15", "2/15", "2/15"})});
  cases.push_back({"T81 1964", voting("58", {"31", "31", "28", "21", "2", "2"}, QuotaRule::AtLeast),
                   vec({"1/3", "1/3", "1/3", "0", "0", "0"})});
  cases.push_back({"T81 1971", voting("63", {"31", "31", "28", "21", "2", "2"}, QuotaRule::AtLeast),
                   vec({"17/60", "17/60", "13/60", "7/60", "1/20", "1/20"})});
  cases.push_back({"T81 1971 strict", voting("62", {"31", "31", "28", "21", "2", "2"}, QuotaRule::Greater),
                   vec({"17/60", "17/60", "13/60", "7/60", "1/20", "1/20"})});
  // T82: UN Security Council, 39 of 5 x 7 + 10 x 1 votes.
  for (QuotaRule rule : {QuotaRule::AtLeast, QuotaRule::Greater}) {
    WeightedVotingGame g{rule == QuotaRule::AtLeast ? Rational(39) : Rational(38), RationalVector(15, Rational(1)), rule};
    RationalVector expected(15, Rational(4, 2145));
    for (int i = 0; i < 5; ++i) {
      g.weights[static_cast<std::size_t>(i)] = 7;
      expected[static_cast<std::size_t>(i)] = Rational(421, 2145);
    }
    cases.push_back({"T82", g, expected});
  }
  return cases;
}

TEST(CoalitionValues, PowerIndicesOfTheDigest) {
  for (const auto& c : powerCases()) {
    const auto indices = solvePowerIndices(c.game);
    ASSERT_TRUE(indices) << c.name;
    EXPECT_EQ(indices->shapleyShubik, c.shapleyShubik) << c.name;
    const auto game = *CoalitionalGame::fromVoting(c.game);
    const auto fromTable = *solvePowerIndices(game);
    EXPECT_EQ(fromTable.shapleyShubik, c.shapleyShubik) << c.name;
    EXPECT_EQ(fromTable.swings, indices->swings) << c.name;
    EXPECT_EQ(fromTable.pivots, indices->pivots) << c.name;
    EXPECT_EQ(shapley(game), c.shapleyShubik) << c.name;
  }
}

TEST(CoalitionValues, T72CountsBanzhafAndMinimalWinning) {
  const auto g = voting("50", {"10", "20", "30", "40"}, QuotaRule::Greater);
  const auto indices = *solvePowerIndices(g);
  EXPECT_EQ(indices.pivots, (std::vector<mpz_class>{2, 6, 6, 10}));
  EXPECT_EQ(indices.swings, (std::vector<mpz_class>{1, 3, 3, 5}));
  EXPECT_EQ(indices.banzhafNormalized, vec({"1/12", "3/12", "3/12", "5/12"}));
  EXPECT_EQ(indices.banzhafAbsolute, vec({"1/8", "3/8", "3/8", "5/8"}));
  const auto game = *CoalitionalGame::fromVoting(g);
  EXPECT_EQ(winningCoalitions(game, true, 100), (std::vector<Coalition>{0b1010, 0b1100, 0b0111}));
  EXPECT_EQ(winningCoalitions(game, false, 100),
            (std::vector<Coalition>{0b1010, 0b1100, 0b0111, 0b1011, 0b1101, 0b1110, 0b1111}));
  EXPECT_EQ(winningCoalitions(game, false, 2), (std::vector<Coalition>{0b1010, 0b1100}));
}

TEST(CoalitionValues, T81MinimalWinningCoalitions1971) {
  const auto game = *CoalitionalGame::fromVoting(voting("63", {"31", "31", "28", "21", "2", "2"}, QuotaRule::AtLeast));
  std::vector<Coalition> expected;
  for (auto who : std::vector<std::vector<int>>{{0, 1, 2}, {0, 1, 3}, {0, 1, 4}, {0, 1, 5}, {0, 2, 3}, {1, 2, 3},
                                                {0, 2, 4, 5}, {1, 2, 4, 5}})
    expected.push_back(coalitionOf(who));
  EXPECT_EQ(winningCoalitions(game, true, 100), expected);
}

TEST(CoalitionValues, PowerIndicesEdgeCases) {
  // Nobody can win: nobody swings.
  const auto nobody = *solvePowerIndices(voting("100", {"10", "20"}, QuotaRule::Greater));
  EXPECT_EQ(nobody.shapleyShubik, vec({"0", "0"}));
  EXPECT_EQ(nobody.banzhafNormalized, vec({"0", "0"}));
  // A quota at or below 0: every non-empty coalition wins (∅ loses, v(∅) = 0).
  for (const auto& g : {voting("0", {"10", "0"}, QuotaRule::AtLeast), voting("-1", {"1", "2"}, QuotaRule::Greater)}) {
    const auto indices = *solvePowerIndices(g);
    EXPECT_EQ(indices.shapleyShubik, vec({"1/2", "1/2"}));
    EXPECT_EQ(indices.swings, (std::vector<mpz_class>{1, 1}));
    EXPECT_EQ(indices.shapleyShubik, solvePowerIndices(*CoalitionalGame::fromVoting(g))->shapleyShubik);
  }
  // A dictator (weight above the quota) and zero weights.
  const auto dictator = *solvePowerIndices(voting("5", {"9", "0", "3", "0"}, QuotaRule::AtLeast));
  EXPECT_EQ(dictator.shapleyShubik, vec({"1", "0", "0", "0"}));
  EXPECT_EQ(dictator.swings, (std::vector<mpz_class>{8, 0, 0, 0}));
  auto negative = solvePowerIndices(voting("5", {"1", "-1"}, QuotaRule::AtLeast));
  ASSERT_FALSE(negative);
  EXPECT_EQ(negative.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(negative.error().problem, Problem::MustBeNonNegative);
  auto huge = solvePowerIndices(voting("20000000", {"30000000", "1"}, QuotaRule::AtLeast));
  ASSERT_FALSE(huge);
  EXPECT_EQ(huge.error().code, ErrorCode::TooLarge);
  auto notSimple = solvePowerIndices(sourceOrderGame(2, {"0", "2", "1"}));
  ASSERT_FALSE(notSimple);
  EXPECT_EQ(notSimple.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(notSimple.error().problem, Problem::NotSimpleGame);
}

TEST(CoalitionValues, PowerIndicesRandomVotingGamesMatchTheTable) {
  std::mt19937 rng(65);
  for (int trial = 0; trial < 150; ++trial) {
    const int n = 1 + trial % 9;
    std::uniform_int_distribution<int> weight(0, 7), den(1, 3);
    WeightedVotingGame g;
    g.rule = trial % 2 ? QuotaRule::Greater : QuotaRule::AtLeast;
    Rational total = 0;
    for (int i = 0; i < n; ++i) {
      g.weights.push_back(trial % 4 == 3 ? Rational(weight(rng), den(rng)) : Rational(weight(rng)));
      g.weights.back().canonicalize();
      total += g.weights.back();
    }
    std::uniform_int_distribution<int> fraction(-1, 12);
    g.quota = total * fraction(rng) / 10;
    const auto byDp = *solvePowerIndices(g);
    const auto game = *CoalitionalGame::fromVoting(g);
    const auto byTable = *solvePowerIndices(game);
    EXPECT_EQ(byDp.pivots, byTable.pivots) << trial;
    EXPECT_EQ(byDp.swings, byTable.swings) << trial;
    EXPECT_EQ(byDp.shapleyShubik, byTable.shapleyShubik) << trial;
    EXPECT_EQ(byDp.banzhafNormalized, byTable.banzhafNormalized) << trial;
    EXPECT_EQ(byDp.banzhafAbsolute, byTable.banzhafAbsolute) << trial;
    // The Shapley–Shubik index is the Shapley value of the simple game.
    EXPECT_EQ(byDp.shapleyShubik, shapley(game)) << trial;
  }
}

/// Swing counts by size by a direct big-integer DP over the other players (slow, obvious).
std::vector<std::vector<mpz_class>> naiveSwings(const std::vector<int>& w, int t) {
  const std::size_t n = w.size();
  std::vector<std::vector<mpz_class>> result(n);
  for (std::size_t i = 0; i < n; ++i) {
    // Players of equal weight have equal counts: reuse the first one's.
    bool reused = false;
    for (std::size_t j = 0; j < i && !reused; ++j)
      if (w[j] == w[i]) {
        result[i] = result[j];
        reused = true;
      }
    if (reused) continue;
    std::vector<std::vector<mpz_class>> count(n, std::vector<mpz_class>(static_cast<std::size_t>(t), 0));
    count[0][0] = 1;
    std::size_t seen = 0;
    for (std::size_t j = 0; j < n; ++j) {
      if (j == i) continue;
      ++seen;
      for (std::size_t k = seen; k >= 1; --k)
        for (int x = t - 1; x >= w[j]; --x) count[k][static_cast<std::size_t>(x)] += count[k - 1][static_cast<std::size_t>(x - w[j])];
    }
    result[i].assign(n, 0);
    for (std::size_t k = 0; k < n; ++k)
      for (int x = std::max(0, t - w[i]); x < t; ++x) result[i][k] += count[k][static_cast<std::size_t>(x)];
  }
  return result;
}

TEST(CoalitionValues, PowerIndicesBeyondSixtyFourBits) {
  // 150 players: counts up to C(149, 74) ≈ 2^145 need the prime moduli and the CRT.
  std::mt19937 rng(66);
  std::uniform_int_distribution<int> weight(1, 3);
  std::vector<int> w(150);
  WeightedVotingGame g;
  g.rule = QuotaRule::AtLeast;
  int total = 0;
  for (int& x : w) {
    x = weight(rng);
    total += x;
    g.weights.push_back(x);
  }
  const int t = total / 2;
  g.quota = t;
  const auto indices = *solvePowerIndices(g);
  const auto expected = naiveSwings(w, t);
  mpz_class maxSwing = 0;
  for (std::size_t i = 0; i < w.size(); ++i) {
    mpz_class swings = 0;
    for (const auto& c : expected[i]) swings += c;
    EXPECT_EQ(indices.swings[i], swings) << i;
    if (swings > maxSwing) maxSwing = swings;
  }
  EXPECT_GT(mpz_sizeinbase(maxSwing.get_mpz_t(), 2), 130u);
  Rational sum = 0;
  for (const auto& x : indices.shapleyShubik) sum += x;
  EXPECT_EQ(sum, 1);
}

// ---------------------------------------------------------------- properties

}  // namespace
}  // namespace gamelab
