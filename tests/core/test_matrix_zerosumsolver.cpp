// solveZeroSum on digest cases (source 000, Ferguson ch. 2; values recomputed in the
// digest /work/shared/spec/ferguson-ch2-zero-sum.md), the infallible test, and property
// tests on random integer games. Optimal strategies are not unique, so solver strategies
// are checked by the infallible test, never compared for equality unless the digest
// states uniqueness.
#include "core/matrix/zerosumsolver.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace gamelab;

namespace {

using gamelab::testsupport::q;

RationalVector vec(const std::vector<std::string>& texts) {
  RationalVector v;
  for (const auto& t : texts) v.push_back(q(t));
  return v;
}

struct Case {
  const char* id;
  std::vector<std::vector<std::string>> matrix;
  std::string value;
  std::vector<std::string> p;  ///< an optimal strategy of I from the digest
  std::vector<std::string> q;  ///< an optimal strategy of II from the digest
  bool pUnique = false;
  bool qUnique = false;
};

const std::vector<Case>& digestCases() {
  static const std::vector<Case> cases = {
      {"T1", {{"-2", "3"}, {"3", "-4"}}, "1/12", {"7/12", "5/12"}, {"7/12", "5/12"}, true, true},
      {"T4", {{"100", "-50"}, {"0", "100"}}, "40", {"2/5", "3/5"}, {"3/5", "2/5"}, true, true},
      {"T7", {{"3", "2", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}}, "4/3",
       {"1/3", "0", "0", "2/3"}, {"0", "2/3", "0", "1/3"}},
      {"T10", {{"2", "0", "4"}, {"1", "2", "3"}, {"4", "1", "2"}}, "7/4", {"0", "3/4", "1/4"}, {"1/4", "3/4", "0"}},
      {"T11", {{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}}, "9/2", {"1/2", "0", "1/2"}, {"1/4", "0", "3/4"}},
      {"T13", {{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}, "17/7", {"5/7", "2/7"}, {"0", "5/7", "2/7", "0"}},
      {"T14", {{"1", "5"}, {"4", "4"}, {"6", "2"}}, "4", {"0", "1", "0"}, {"1/4", "3/4"}, true, false},
      {"T17", {{"-1", "-3"}, {"-2", "2"}}, "-4/3", {"2/3", "1/3"}, {"5/6", "1/6"}, true, true},
      {"T26", {{"0", "1", "2"}, {"1", "0", "1"}, {"2", "1", "0"}}, "1", {"1/2", "0", "1/2"}, {"0", "1", "0"}, true,
       false},
      {"T27", {{"16", "3", "2", "13"}, {"5", "10", "11", "8"}, {"9", "6", "7", "12"}, {"4", "15", "14", "1"}}, "17/2",
       {"1/4", "1/4", "1/4", "1/4"}, {"1/4", "1/4", "1/4", "1/4"}},
      {"T28",
       {{"13", "29", "8", "12", "16", "23"},
        {"18", "22", "21", "22", "29", "31"},
        {"18", "22", "31", "31", "27", "37"},
        {"11", "22", "12", "21", "21", "26"},
        {"18", "16", "19", "14", "19", "28"},
        {"23", "22", "19", "23", "30", "34"}},
       "371/17", {"0", "0", "4/17", "0", "0", "13/17"}, {"12/17", "0", "5/17", "0", "0", "0"}},
      {"T35",
       {{"4", "2", "1", "0"}, {"1", "3", "0", "-1"}, {"-2", "2", "2", "-2"}, {"-1", "0", "3", "1"}, {"0", "1", "2", "4"}},
       "14/9", {"4/9", "0", "1/9", "0", "4/9"}, {"1/18", "4/9", "4/9", "1/18"}},
      {"T60", {{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}}, "1/2", {"1/4", "3/4", "0"}, {"1/2", "1/2", "0"}},
      // More digest cases: saddle points, fractions, larger supports.
      {"T6", {{"4", "1", "-3"}, {"3", "2", "5"}, {"0", "1", "6"}}, "2", {"0", "1", "0"}, {"0", "1", "0"}},
      {"T9", {{"0", "-10"}, {"1", "2"}}, "1", {"0", "1"}, {"1", "0"}},
      {"T15",
       {{"1", "2", "3", "3", "6"}, {"2", "6", "1", "3", "3"}, {"3", "1", "3", "6", "2"}, {"3", "3", "6", "2", "1"},
        {"6", "3", "2", "1", "3"}},
       "3", {"1/5", "1/5", "1/5", "1/5", "1/5"}, {"1/5", "1/5", "1/5", "1/5", "1/5"}},
      {"T24", {{"5", "8", "3", "1", "6"}, {"4", "2", "6", "3", "5"}, {"2", "4", "6", "4", "1"}, {"1", "3", "2", "5", "3"}},
       "121/37", {"6/37", "20/37", "0", "11/37"}, {"14/37", "4/37", "0", "19/37", "0"}},
      {"T39",
       {{"1", "0", "0", "0"}, {"1/2", "1", "0", "0"}, {"1/2", "1/2", "1", "0"}, {"1/2", "1/2", "1/2", "1"}},
       "8/15", {"1/15", "2/15", "4/15", "8/15"}, {"8/15", "4/15", "2/15", "1/15"}},
      {"T44", {{"2", "1", "1", "1"}, {"1", "3/2", "1", "1"}, {"1", "1", "4/3", "1"}, {"1", "1", "1", "5/4"}}, "11/10",
       {"1/10", "2/10", "3/10", "4/10"}, {"1/10", "2/10", "3/10", "4/10"}},
      {"T56", {{"1", "1", "2", "3", "2"}, {"2", "3", "1", "2", "3"}, {"3", "2", "2", "1", "1"}}, "9/5",
       {"2/5", "1/5", "2/5"}, {"0", "1/5", "3/5", "0", "1/5"}},
  };
  return cases;
}

/// Pure-strategy lower and upper values: max_i min_j a_ij and min_j max_i a_ij.
std::pair<Rational, Rational> pureValues(const MatrixGame& g) {
  Rational lower, upper;
  for (std::size_t i = 0; i < g.rows; ++i) {
    Rational m = g.at(i, 0);
    for (std::size_t j = 1; j < g.cols; ++j) m = std::min(m, g.at(i, j));
    if (i == 0 || m > lower) lower = m;
  }
  for (std::size_t j = 0; j < g.cols; ++j) {
    Rational m = g.at(0, j);
    for (std::size_t i = 1; i < g.rows; ++i) m = std::max(m, g.at(i, j));
    if (j == 0 || m < upper) upper = m;
  }
  return {lower, upper};
}

/// Each strategy guarantees the value against every pure reply.
void expectGuarantees(const MatrixGame& g, const ZeroSumSolution& s) {
  for (const auto& x : rowPlayerPayoffs(g, s.rowStrategy)) EXPECT_GE(x, s.value);
  for (const auto& x : colPlayerPayoffs(g, s.colStrategy)) EXPECT_LE(x, s.value);
}

}  // namespace

TEST(ZeroSumSolver, DigestCases) {
  for (const auto& c : digestCases()) {
    SCOPED_TRACE(c.id);
    const auto game = MatrixGame::fromText(c.matrix);
    const Rational value = q(c.value);
    // The digest's own strategies pass the infallible test with the digest's value.
    Rational digestValue;
    ASSERT_TRUE(isOptimalPair(game, vec(c.p), vec(c.q), &digestValue));
    EXPECT_EQ(digestValue, value);

    auto s = solveZeroSum(game);
    ASSERT_TRUE(s) << describe(s.error());
    EXPECT_TRUE(s->verified);
    EXPECT_EQ(s->value, value);
    Rational checked;
    EXPECT_TRUE(isOptimalPair(game, s->rowStrategy, s->colStrategy, &checked));
    EXPECT_EQ(checked, value);
    expectGuarantees(game, *s);
    if (c.pUnique) { EXPECT_EQ(s->rowStrategy, vec(c.p)); }
    if (c.qUnique) { EXPECT_EQ(s->colStrategy, vec(c.q)); }
    EXPECT_DOUBLE_EQ(s->valueFloat, toDouble(value));
    ASSERT_EQ(s->rowStrategyFloat.size(), game.rows);
    ASSERT_EQ(s->colStrategyFloat.size(), game.cols);
  }
}

TEST(ZeroSumSolver, T14ColumnPlayerInOptimalInterval) {
  // II's optimal set is q ∈ [1/4, 1/2] (digest erratum: the source says [1/4, 1/3]).
  const auto game = MatrixGame::fromText({{"1", "5"}, {"4", "4"}, {"6", "2"}});
  auto s = solveZeroSum(game);
  ASSERT_TRUE(s);
  EXPECT_GE(s->colStrategy[0], q("1/4"));
  EXPECT_LE(s->colStrategy[0], q("1/2"));
  EXPECT_TRUE(isOptimalPair(game, vec({"0", "1", "0"}), vec({"1/2", "1/2"})));
  EXPECT_FALSE(isOptimalPair(game, vec({"0", "1", "0"}), vec({"3/5", "2/5"})));  // outside the interval
}

TEST(ZeroSumSolver, T26SecondOptimalColumnStrategy) {
  // II's optimal set {(t, 1−2t, t)}: both ends pass, a point outside fails.
  const auto game = MatrixGame::fromText({{"0", "1", "2"}, {"1", "0", "1"}, {"2", "1", "0"}});
  const auto p = vec({"1/2", "0", "1/2"});
  EXPECT_TRUE(isOptimalPair(game, p, vec({"1/2", "0", "1/2"})));
  EXPECT_TRUE(isOptimalPair(game, p, vec({"0", "1", "0"})));
  EXPECT_TRUE(isOptimalPair(game, p, vec({"1/3", "1/3", "1/3"})));  // t = 1/3
  EXPECT_FALSE(isOptimalPair(game, p, vec({"1/2", "1/2", "0"})));  // not of that form
}

TEST(ZeroSumSolver, InfallibleTestRejectsNonStrategies) {
  // T36: Theorem 3.2's q = (2/5, 4/5, −1/5) is not a strategy.
  const auto game = MatrixGame::fromText({{"-2", "2", "-1"}, {"1", "1", "1"}, {"3", "0", "1"}});
  EXPECT_FALSE(isOptimalPair(game, vec({"0", "1", "0"}), vec({"2/5", "4/5", "-1/5"})));
  Rational v;
  EXPECT_TRUE(isOptimalPair(game, vec({"0", "1", "0"}), vec({"1/10", "3/10", "3/5"}), &v));
  EXPECT_EQ(v, 1);
  EXPECT_FALSE(isOptimalPair(game, vec({"0", "1"}), vec({"0", "0", "1"})));        // wrong length
  EXPECT_FALSE(isOptimalPair(game, vec({"0", "1/2", "0"}), vec({"0", "0", "1"})));  // sum 1/2
  auto s = solveZeroSum(game);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->value, 1);
}

TEST(ZeroSumSolver, PayoffVectorsT24) {
  const auto game =
      MatrixGame::fromText({{"5", "8", "3", "1", "6"}, {"4", "2", "6", "3", "5"}, {"2", "4", "6", "4", "1"},
                            {"1", "3", "2", "5", "3"}});
  EXPECT_EQ(rowPlayerPayoffs(game, vec({"6/37", "20/37", "0", "11/37"})),
            vec({"121/37", "121/37", "160/37", "121/37", "169/37"}));
  EXPECT_EQ(colPlayerPayoffs(game, vec({"14/37", "4/37", "0", "19/37", "0"})),
            vec({"121/37", "121/37", "120/37", "121/37"}));
}

TEST(ZeroSumSolver, T63LocationAndScale) {
  const auto a = MatrixGame::fromText({{"0", "-1", "1"}, {"2", "0", "-2"}, {"-3", "3", "0"}});
  const auto b = MatrixGame::fromText({{"5", "3", "7"}, {"9", "5", "1"}, {"-1", "11", "5"}});
  auto sa = solveZeroSum(a);
  auto sb = solveZeroSum(b);
  ASSERT_TRUE(sa && sb);
  EXPECT_EQ(sa->value, 0);
  EXPECT_EQ(sb->value, 5);
  EXPECT_EQ(sa->colStrategy, vec({"1/3", "1/3", "1/3"}));  // unique for II
  EXPECT_EQ(sb->colStrategy, vec({"1/3", "1/3", "1/3"}));
}

TEST(ZeroSumSolver, FloatModeIsApproximateButClose) {
  const auto game = MatrixGame::fromText(digestCases()[10].matrix);  // T28
  auto s = solveZeroSum(game, ZeroSumOptions{false});
  ASSERT_TRUE(s);
  EXPECT_FALSE(s->verified);
  EXPECT_NEAR(s->valueFloat, 371.0 / 17.0, 1e-7);
  EXPECT_EQ(s->value, q("371/17"));  // the rounding recovers small fractions
  ASSERT_EQ(s->rowStrategyFloat.size(), 6u);
  ASSERT_EQ(s->colStrategyFloat.size(), 6u);
  EXPECT_NEAR(s->rowStrategyFloat[5], 13.0 / 17.0, 1e-7);
  EXPECT_NEAR(s->colStrategyFloat[0], 12.0 / 17.0, 1e-7);
}

TEST(ZeroSumSolver, EmptyGameIsAnError) {
  auto s = solveZeroSum(MatrixGame(0, 3));
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().code, ErrorCode::EmptyGame);
  EXPECT_FALSE(isOptimalPair(MatrixGame(), {}, {}));
}

TEST(ZeroSumSolver, PreCancelledTokenReturnsCancelled) {
  CancelToken token;
  token.cancel();
  auto s = solveZeroSum(MatrixGame::fromText({{"1", "2"}, {"3", "0"}}), {}, Progress::none(), token);
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().code, ErrorCode::Cancelled);
}

TEST(ZeroSumSolver, ReportsLpAndExactStages) {
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) { stages.push_back(stage); });
  ASSERT_TRUE(solveZeroSum(MatrixGame::fromText({{"1", "2"}, {"3", "0"}}), {}, progress));
  EXPECT_NE(std::find(stages.begin(), stages.end(), "lp"), stages.end());
  EXPECT_NE(std::find(stages.begin(), stages.end(), "exact"), stages.end());
}

TEST(ZeroSumSolver, RandomIntegerGamesProperties) {
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> size(1, 12);
  for (int trial = 0; trial < 200; ++trial) {
    const std::size_t m = size(rng), n = size(rng);
    const int range = trial % 3 == 0 ? 2 : (trial % 3 == 1 ? 10 : 100);  // small ranges: degenerate
    std::uniform_int_distribution<int> entry(-range, range);
    MatrixGame game(m, n);
    for (auto& a : game.payoffs) a = entry(rng);
    SCOPED_TRACE(trial);
    auto s = solveZeroSum(game);
    ASSERT_TRUE(s) << describe(s.error());
    ASSERT_TRUE(s->verified);
    const auto [lower, upper] = pureValues(game);
    EXPECT_LE(lower, s->value);
    EXPECT_LE(s->value, upper);
    Rational v;
    ASSERT_TRUE(isOptimalPair(game, s->rowStrategy, s->colStrategy, &v));
    EXPECT_EQ(v, s->value);
    expectGuarantees(game, *s);
    // Transposed negated game: the roles swap and the value changes sign.
    MatrixGame t(n, m);
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < n; ++j) t.at(j, i) = -game.at(i, j);
    auto st = solveZeroSum(t);
    ASSERT_TRUE(st);
    EXPECT_EQ(st->value, -s->value);
  }
}
