// solveStochastic on the spec's cases (ferguson-ch2-zero-sum.md §2.6, T79–T101, corrected
// values): exact values as cliText, exact strategies where they are rational, the optimality
// flags of recursive games and the fixed-point intervals.
#include "core/stochastic/stochasticvalue.h"
#include "tests/core/stochasticvaluetesthelpers.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gamelab;
using namespace gamelab::stochastic;
using namespace gamelab::stochastic::testing;

namespace {

StochasticSolution solved(const StochasticGame& g) {
  auto s = solveStochastic(g);
  EXPECT_TRUE(s.hasValue());
  if (!s) return {};
  expectStrategiesGuarantee(g, *s);
  return *s;
}

std::vector<std::string> texts(const StochasticSolution& s) {
  std::vector<std::string> out;
  for (const AlgebraicNumber& x : s.values) out.push_back(x.cliText());
  return out;
}

RationalVector rv(const std::vector<std::string>& t) {
  RationalVector out;
  for (const auto& x : t) out.push_back(r(x));
  return out;
}

// G = [[G, 1], [1, 0]], Q
StochasticGame t81(const std::string& q) {
  return game({state("G", 2, 2, {{"0", {{0, "1"}}}, {"1"}, {"1"}, {"0"}})}, q);
}

// G0 = [[G0, 5], [1, 0]], Q
StochasticGame t82(const std::string& q) {
  return game({state("G0", 2, 2, {{"0", {{0, "1"}}}, {"5"}, {"1"}, {"0"}})}, q);
}

// G = [[G, 2], [0, 1]], Q
StochasticGame t95(const std::string& q) {
  return game({state("G", 2, 2, {{"0", {{0, "1"}}}, {"2"}, {"0"}, {"1"}})}, q);
}

// G = [[G, 1, 1], [1, 0, G], [1, G, 0]], Q
StochasticGame t96(const std::string& q) {
  const C g{"0", {{0, "1"}}};
  return game({state("G", 3, 3, {g, {"1"}, {"1"}, {"1"}, {"0"}, g, {"1"}, g, {"0"}})}, q);
}

}  // namespace

TEST(StochasticValue, CliText) {
  AlgebraicNumber x;
  x.kind = AlgebraicNumber::Kind::Rational;
  x.rational = r("2/5");
  EXPECT_EQ(x.cliText(), "2/5");
  x.kind = AlgebraicNumber::Kind::Quadratic;
  x.quadratic = QuadraticSurd(-2, 1, 7);  // (a + b√c)/d = (-2 + √7)/1
  EXPECT_EQ(x.cliText(), "(-2+sqrt(7))/1");
  x.quadratic = QuadraticSurd(Rational(10, 7), Rational(-1, 7), 30);
  EXPECT_EQ(x.cliText(), "(10-sqrt(30))/7");
  x.quadratic = QuadraticSurd(0, Rational(5, 2), 2);
  EXPECT_EQ(x.cliText(), "(0+5*sqrt(2))/2");
  x.quadratic = QuadraticSurd(2, Rational(-2, 5), 30);
  EXPECT_EQ(x.cliText(), "(10-2*sqrt(30))/5");
  x.kind = AlgebraicNumber::Kind::Float;
  EXPECT_EQ(x.cliText(), "");
}

TEST(StochasticValue, T79InspectionGameBackwardInduction) {
  // G_1 = (1); G_n = [[1, 0], [0, G_{n−1}]] for n = 2..6.
  std::vector<StochasticState> states{state("G1", 1, 1, {{"1"}})};
  for (int n = 2; n <= 6; ++n)
    states.push_back(state("G" + std::to_string(n), 2, 2, {{"1"}, {"0"}, {"0"}, {"0", {{n - 2, "1"}}}}));
  const StochasticGame g = game(states);
  const StochasticSolution s = solved(g);
  ASSERT_EQ(s.values.size(), 6u);
  EXPECT_TRUE(s.proved);
  for (int n = 1; n <= 6; ++n) {
    EXPECT_EQ(s.values[static_cast<std::size_t>(n - 1)].cliText(), toString(Rational(1, n))) << n;
    if (n >= 2) {
      const RationalVector both{Rational(1, n), Rational(n - 1, n)};
      EXPECT_EQ(*s.strategies[static_cast<std::size_t>(n - 1)].rowExact, both);
      EXPECT_EQ(*s.strategies[static_cast<std::size_t>(n - 1)].colExact, both);
    }
  }
}

TEST(StochasticValue, T81ValueOneForEveryQ) {
  for (const std::string q : {"-1", "0", "1/2", "1", "3"}) {
    const StochasticSolution s = solved(t81(q));
    ASSERT_EQ(s.values.size(), 1u);
    EXPECT_EQ(s.values[0].cliText(), "1") << q;
    EXPECT_TRUE(s.proved);
    EXPECT_TRUE(s.strategies[0].colOptimal) << q;
    const bool below = r(q) < 1;
    EXPECT_EQ(s.strategies[0].rowOptimal, !below) << q;
    if (below) {
      EXPECT_GT(s.epsilon, 0.0);
      EXPECT_NEAR(s.strategies[0].row[0], 1.0 - s.epsilon, 1e-12);
      EXPECT_NEAR(s.strategies[0].row[1], s.epsilon, 1e-12);
    } else {
      EXPECT_EQ(*s.strategies[0].rowExact, rv({"1", "0"}));
      EXPECT_EQ(s.epsilon, 0.0);
    }
  }
}

TEST(StochasticValue, T82MedianOfOneQAndFive) {
  const std::vector<std::pair<std::string, std::string>> cases{{"0", "1"}, {"3", "3"}, {"7", "5"}, {"-4", "1"}};
  for (const auto& [q, v] : cases) {
    const StochasticSolution s = solved(t82(q));
    EXPECT_EQ(s.values[0].cliText(), v) << q;
    ASSERT_TRUE(s.fixedPointInterval.has_value());
    EXPECT_EQ(s.fixedPointInterval->first, 1);
    EXPECT_EQ(s.fixedPointInterval->second, 5);
    EXPECT_TRUE(s.strategies[0].rowOptimal);
    EXPECT_TRUE(s.strategies[0].colOptimal);
  }
  // Q < 1: I mixes (every optimal mix stops play), II plays column 1 forever.
  const StochasticSolution low = solved(t82("0"));
  EXPECT_GT(low.strategies[0].row[1], 0.0);
  EXPECT_EQ(*low.strategies[0].colExact, rv({"1", "0"}));
  // Q > 5: II must stop play: column 2 is played.
  const StochasticSolution high = solved(t82("7"));
  EXPECT_GT(high.strategies[0].col[1], 0.0);
}

TEST(StochasticValue, T83OneHalfUniform) {
  const C g{"0", {{0, "1"}}};
  for (const std::string q : {"0", "5"}) {
    const StochasticSolution s = solved(game({state("G", 3, 3, {g, {"1"}, {"0"}, {"1"}, {"0"}, g, {"0"}, g, {"1"}})}, q));
    EXPECT_EQ(s.values[0].cliText(), "1/2");
    EXPECT_TRUE(s.proved);
    EXPECT_EQ(*s.strategies[0].rowExact, rv({"1/3", "1/3", "1/3"}));
    EXPECT_EQ(*s.strategies[0].colExact, rv({"1/3", "1/3", "1/3"}));
  }
}

TEST(StochasticValue, T84DareRootSevenMinusTwo) {
  const StochasticState G = state("G", 2, 2, {{"0"}, {"1"}, {"3"}, {"0", {{1, "1"}}}});
  const StochasticGame g = game({G, negatedTranspose(G, 0, 1, "H")}, "0");
  const StochasticSolution s = solved(g);
  EXPECT_EQ(texts(s), (std::vector<std::string>{"(-2+sqrt(7))/1", "(2-sqrt(7))/1"}));
  EXPECT_TRUE(s.proved);
  const double r7 = std::sqrt(7.0);
  EXPECT_NEAR(s.strategies[0].row[0], (5 - r7) / 3, 1e-12);
  EXPECT_NEAR(s.strategies[0].row[1], (r7 - 2) / 3, 1e-12);
  EXPECT_NEAR(s.strategies[0].col[0], 3 - r7, 1e-12);
  EXPECT_NEAR(s.strategies[0].col[1], r7 - 2, 1e-12);
  EXPECT_FALSE(s.strategies[0].rowExact.has_value());
}

TEST(StochasticValue, T85ThreeLinkedGames) {
  const StochasticGame g = game({state("G1", 2, 2, {{"0", {{1, "1"}}}, {"0"}, {"0"}, {"0", {{2, "1"}}}}),
                                 state("G2", 2, 2, {{"0", {{0, "1"}}}, {"1"}, {"1"}, {"0"}}),
                                 state("G3", 2, 2, {{"0", {{0, "1"}}}, {"2"}, {"2"}, {"0"}})},
                                "0");
  const StochasticSolution s = solved(g);
  EXPECT_EQ(texts(s), (std::vector<std::string>{"2/5", "5/8", "10/9"}));
  EXPECT_TRUE(s.proved);
  const std::vector<RationalVector> strategies{rv({"16/25", "9/25"}), rv({"5/8", "3/8"}), rv({"5/9", "4/9"})};
  for (std::size_t k = 0; k < 3; ++k) {
    EXPECT_EQ(*s.strategies[k].rowExact, strategies[k]) << k;
    EXPECT_EQ(*s.strategies[k].colExact, strategies[k]) << k;
  }
}

TEST(StochasticValue, T86ProbabilisticTransitions) {
  const StochasticGame g = game({state("G1", 2, 2, {{"0", {{1, "1/2"}}}, {"1"}, {"2"}, {"0"}}),
                                 state("G2", 2, 2, {{"-2/3", {{0, "2/3"}}}, {"0"}, {"0"}, {"-1"}})});
  const StochasticSolution s = solved(g);
  EXPECT_EQ(texts(s), (std::vector<std::string>{"(10-sqrt(30))/7", "(10-2*sqrt(30))/5"}));
  EXPECT_TRUE(s.proved);
  const double r30 = std::sqrt(30.0);
  EXPECT_NEAR(s.strategies[0].row[0], (10 - r30) / 7, 1e-12);
  EXPECT_NEAR(s.strategies[0].col[0], 5.0 / 7 - r30 / 14, 1e-12);
  EXPECT_NEAR(s.strategies[1].row[0], 3 - 2 * r30 / 5, 1e-12);
  EXPECT_NEAR(s.strategies[1].col[0], 3 - 2 * r30 / 5, 1e-12);
}

TEST(StochasticValue, T87CoinWithRoleReversal) {
  const StochasticState G =
      state("G", 2, 2, {{"0", {{0, "2/3"}, {1, "1/3"}}}, {"2/3"}, {"4/3"}, {"0", {{1, "2/3"}, {0, "1/3"}}}});
  for (const std::string q : {"0", "1"}) {
    const StochasticSolution s = solved(game({G, negatedTranspose(G, 0, 1, "H")}, q));
    EXPECT_EQ(s.values[0].cliText(), "(9-sqrt(73))/1");
    EXPECT_TRUE(s.proved);
    const double r73 = std::sqrt(73.0);
    EXPECT_NEAR(s.strategies[0].row[0], (13 - r73) / 6, 1e-12);
    EXPECT_NEAR(s.strategies[0].col[0], (11 - r73) / 6, 1e-12);
  }
}

TEST(StochasticValue, T88OneStateStochastic) {
  const StochasticGame g = game({state(
      "G", 2, 2, {{"1", {{0, "3/5"}}}, {"3", {{0, "1/5"}}}, {"1", {{0, "4/5"}}}, {"2", {{0, "2/5"}}}})});
  const StochasticSolution s = solved(g);
  EXPECT_EQ(s.values[0].cliText(), "(0+5*sqrt(2))/2");
  EXPECT_TRUE(s.proved);
  EXPECT_NEAR(s.strategies[0].row[0], std::sqrt(2.0) - 1, 1e-12);
  EXPECT_NEAR(s.strategies[0].col[1], std::sqrt(2.0) / 2, 1e-12);
}

StochasticGame t89() {
  return game({state("G(1)", 2, 2, {{"4", {{0, "3/10"}}}, {"0", {{1, "2/5"}}}, {"1", {{1, "2/5"}}}, {"3", {{0, "1/2"}}}}),
               state("G(2)", 2, 2, {{"0", {{0, "1/2"}}}, {"-5"}, {"-4"}, {"1", {{1, "1/2"}}}})});
}

TEST(StochasticValue, T89LimitOfShapleyIteration) {
  const StochasticSolution s = solved(t89());
  // Reference: Newton on the support equations at 60 digits (mpmath); no integer relation of
  // degree ≤ 6 and height ≤ 10^25, so the value stays a float (or an algebraic number).
  EXPECT_NEAR(s.values[0].approx, 2.0225469876982010, 1e-9);
  EXPECT_NEAR(s.values[1].approx, -1.9973495840444887, 1e-9);
  for (const AlgebraicNumber& x : s.values) {
    EXPECT_TRUE(x.kind == AlgebraicNumber::Kind::Float || x.kind == AlgebraicNumber::Kind::Algebraic);
  }
  EXPECT_FALSE(s.proved);
  EXPECT_NEAR(s.strategies[0].row[0], 0.4134, 1e-3);
  EXPECT_NEAR(s.strategies[1].col[0], 0.4995, 1e-3);
}

TEST(StochasticValue, T95MedianOfZeroQAndTwo) {
  const std::vector<std::pair<std::string, std::string>> cases{{"-1", "0"}, {"1", "1"}, {"1/3", "1/3"}, {"3", "2"}};
  for (const auto& [q, v] : cases) {
    const StochasticSolution s = solved(t95(q));
    EXPECT_EQ(s.values[0].cliText(), v) << q;
    ASSERT_TRUE(s.fixedPointInterval.has_value());
    EXPECT_EQ(s.fixedPointInterval->first, 0);
    EXPECT_EQ(s.fixedPointInterval->second, 2);
    EXPECT_TRUE(s.strategies[0].rowOptimal && s.strategies[0].colOptimal) << q;
  }
  EXPECT_EQ(*solved(t95("1")).strategies[0].rowExact, rv({"1", "0"}));
  // Q ≤ 0: every p is optimal in A(0); the returned one must stop play (row 2 is used).
  EXPECT_GT((*solved(t95("-1")).strategies[0].rowExact)[1], 0);
  EXPECT_GT(solved(t95("3")).strategies[0].col[1], 0.0);
}

TEST(StochasticValue, T96ValueOneFlags) {
  for (const std::string q : {"-2", "0", "1", "2"}) {
    const StochasticSolution s = solved(t96(q));
    EXPECT_EQ(s.values[0].cliText(), "1") << q;
    EXPECT_TRUE(s.strategies[0].colOptimal);
    const bool below = r(q) < 1;
    EXPECT_EQ(s.strategies[0].rowOptimal, !below) << q;
    if (below) {
      EXPECT_NEAR(s.strategies[0].row[0], 1 - s.epsilon, 1e-12);
      EXPECT_NEAR(s.strategies[0].row[1], s.epsilon / 2, 1e-12);
      EXPECT_NEAR(s.strategies[0].row[2], s.epsilon / 2, 1e-12);
    }
  }
  EXPECT_FALSE(solved(t96("0")).fixedPointInterval.has_value());
}

TEST(StochasticValue, T97ThreeLinkedGames) {
  for (const std::string q : {"0", "3"}) {
    const StochasticGame g = game({state("G1", 2, 2, {{"0", {{1, "1"}}}, {"1"}, {"1"}, {"0"}}),
                                   state("G2", 2, 2, {{"0", {{2, "1"}}}, {"0"}, {"0"}, {"2"}}),
                                   state("G3", 2, 2, {{"0", {{0, "1"}}}, {"1"}, {"1"}, {"0"}})},
                                  q);
    const StochasticSolution s = solved(g);
    EXPECT_EQ(texts(s), (std::vector<std::string>{"(5-sqrt(5))/4", "(5-sqrt(5))/5", "(3-sqrt(5))/1"}));
    EXPECT_TRUE(s.proved);
    EXPECT_NEAR(s.strategies[1].row[0], (5 + std::sqrt(5.0)) / 10, 1e-12);
  }
}

TEST(StochasticValue, T98LatinSquareAndTwoGames) {
  for (const std::string q : {"0", "5"}) {
    const C a{"0", {{0, "1"}}}, b{"0", {{1, "1"}}}, c{"0", {{2, "1"}}};
    const StochasticGame g = game({state("G1", 3, 3, {a, b, c, b, c, a, c, a, b}),
                                   state("G2", 2, 2, {a, {"0"}, {"0"}, {"2"}}),
                                   state("G3", 2, 2, {b, {"1"}, {"1"}, {"0"}})},
                                  q);
    const StochasticSolution s = solved(g);
    EXPECT_EQ(texts(s), (std::vector<std::string>{"(-2+4*sqrt(2))/7", "(-1+sqrt(2))/1", "(3+sqrt(2))/7"}));
    EXPECT_TRUE(s.proved);
    EXPECT_EQ(*s.strategies[0].rowExact, rv({"1/3", "1/3", "1/3"}));
  }
}

TEST(StochasticValue, T99TennisPointRoleSwap) {
  const StochasticState G =
      state("G", 2, 2, {{"4/5", {{1, "1/5"}}}, {"1/2", {{1, "1/2"}}}, {"3/5", {{1, "2/5"}}}, {"7/10", {{1, "3/10"}}}});
  const StochasticSolution s = solved(game({G, negatedTranspose(G, 0, 1, "-G^T")}));
  EXPECT_EQ(texts(s), (std::vector<std::string>{"13/27", "-13/27"}));
  EXPECT_TRUE(s.proved);
  EXPECT_EQ(*s.strategies[0].rowExact, rv({"1/4", "3/4"}));
  EXPECT_EQ(*s.strategies[0].colExact, rv({"1/2", "1/2"}));
}

TEST(StochasticValue, T100ValueTwo) {
  const StochasticSolution s =
      solved(game({state("G", 2, 2, {{"4"}, {"1", {{0, "1/3"}}}, {"0"}, {"1", {{0, "2/3"}}}})}));
  EXPECT_EQ(s.values[0].cliText(), "2");
  EXPECT_EQ(*s.strategies[0].rowExact, rv({"1/2", "1/2"}));
  EXPECT_EQ(*s.strategies[0].colExact, rv({"1/7", "6/7"}));
}

StochasticGame t101() {
  return game({state("G(1)", 2, 2, {{"2"}, {"2", {{1, "1/2"}}}, {"0"}, {"4", {{1, "1/2"}}}}),
               state("G(2)", 2, 2, {{"-4"}, {"0"}, {"-2", {{0, "1/2"}}}, {"-4", {{0, "1/2"}}}})});
}

TEST(StochasticValue, T101TwoStates) {
  const StochasticSolution s = solved(t101());
  EXPECT_EQ(texts(s), (std::vector<std::string>{"16/11", "-24/11"}));
  EXPECT_TRUE(s.proved);
  EXPECT_EQ(*s.strategies[0].rowExact, rv({"8/11", "3/11"}));
  EXPECT_EQ(*s.strategies[0].colExact, rv({"1/2", "1/2"}));
  EXPECT_EQ(*s.strategies[1].rowExact, rv({"1/3", "2/3"}));
  EXPECT_EQ(*s.strategies[1].colExact, rv({"6/11", "5/11"}));
}

TEST(StochasticValue, CancelledTokenStopsCyclicGames) {
  CancelToken token;
  token.cancel();
  auto s = solveStochastic(t89(), {}, Progress::none(), token);
  ASSERT_FALSE(s.hasValue());
  EXPECT_EQ(s.error().code, ErrorCode::Cancelled);
}

TEST(StochasticValue, OneShotValueOfT82Chart) {
  // Val([[v, 5], [1, 0]]) = 5/(6 − v) for v < 1, v on [1, 5], 5 beyond.
  const StochasticGame g = t82("0");
  EXPECT_NEAR(oneShotValue(g, 0, {0.0}), 5.0 / 6.0, 1e-12);
  EXPECT_NEAR(oneShotValue(g, 0, {3.0}), 3.0, 1e-12);
  EXPECT_NEAR(oneShotValue(g, 0, {8.0}), 5.0, 1e-12);
}
