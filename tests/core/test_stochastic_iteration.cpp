// Shapley's value iteration (source 000 §2.6.6): T89 and T101 (b) with their exact first
// iterates, and random stochastic games whose final strategies are checked by definition.
#include "core/stochastic/shapleyiteration.h"
#include "tests/core/stochastictesthelpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace gamelab::stochastic {
namespace {

using test::cell;
using test::q;

void expectExact(const ShapleyIterate& it, const char* v1, const char* v2) {
  ASSERT_TRUE(it.exact.has_value());
  EXPECT_EQ((*it.exact)[0], q(v1));
  EXPECT_EQ((*it.exact)[1], q(v2));
}

TEST(ShapleyIteration, T89ExactFirstIteratesThenDecimals) {
  ShapleyIterationOptions options;
  options.iterations = 6;
  auto r = solveShapleyIteration(test::shapleyExample(), options);
  ASSERT_TRUE(r) << describe(r.error());
  ASSERT_EQ(r->iterates.size(), 7u);
  expectExact(r->iterates[0], "0", "0");
  expectExact(r->iterates[1], "2", "-2");
  expectExact(r->iterates[2], "232/115", "-2");
  const double expected[][2] = {{2.0210, -1.9983}, {2.0220, -1.9976}, {2.0224, -1.9974}, {2.0225, -1.9974}};
  for (int n = 3; n <= 6; ++n) {
    EXPECT_NEAR(r->iterates[n].values[0], expected[n - 3][0], 5e-5) << "v_" << n;
    EXPECT_NEAR(r->iterates[n].values[1], expected[n - 3][1], 5e-5) << "v_" << n;
  }
  EXPECT_NEAR(r->iterates[4].values[1], -1.997645, 5e-7);  // the source's −1.9977 is a rounding slip
  ASSERT_EQ(r->errorBound.size(), 6u);
  EXPECT_LE(r->errorBound[5], 2e-4);
  EXPECT_GT(r->errorBound[5], 0.0);
  // The bound holds: the limit is within it.
  EXPECT_LE(std::abs(r->iterates[6].values[0] - 2.022547), r->errorBound[5] + 1e-6);
  // Strategies from v_6 (T89).
  EXPECT_NEAR(r->rowStrategy[0][0], 0.4134, 5e-4);
  EXPECT_NEAR(r->colStrategy[0][0], 0.5219, 5e-4);
  EXPECT_NEAR(r->rowStrategy[1][0], 0.3996, 5e-4);
  EXPECT_NEAR(r->colStrategy[1][0], 0.4995, 5e-4);
}

TEST(ShapleyIteration, T89Limit) {
  auto r = solveShapleyIteration(test::shapleyExample());
  ASSERT_TRUE(r) << describe(r.error());
  EXPECT_TRUE(r->converged);
  EXPECT_LE(r->errorBound.back(), 1e-12);
  EXPECT_NEAR(r->iterates.back().values[0], 2.022547, 1e-6);
  EXPECT_NEAR(r->iterates.back().values[1], -1.997350, 1e-6);
}

TEST(ShapleyIteration, T101ExactIteratesAndLimit) {
  ShapleyIterationOptions options;
  options.iterations = 5;
  auto r = solveShapleyIteration(test::exercise12(), options);
  ASSERT_TRUE(r) << describe(r.error());
  ASSERT_EQ(r->iterates.size(), 6u);
  expectExact(r->iterates[1], "2", "-8/3");
  expectExact(r->iterates[2], "4/3", "-2");
  expectExact(r->iterates[3], "3/2", "-20/9");
  expectExact(r->iterates[4], "13/9", "-13/6");
  expectExact(r->iterates[5], "35/24", "-59/27");
  EXPECT_FALSE(r->converged);

  auto limit = solveShapleyIteration(test::exercise12());
  ASSERT_TRUE(limit);
  EXPECT_TRUE(limit->converged);
  EXPECT_NEAR(limit->iterates.back().values[0], 16.0 / 11, 1e-10);
  EXPECT_NEAR(limit->iterates.back().values[1], -24.0 / 11, 1e-10);
  // (a): I (8/11, 3/11) in G(1)
  EXPECT_NEAR(limit->rowStrategy[0][0], 8.0 / 11, 1e-8);
  EXPECT_NEAR(limit->colStrategy[1][0], 6.0 / 11, 1e-8);
}

TEST(ShapleyIteration, ExactBitsZeroGivesFloatIterates) {
  ShapleyIterationOptions options;
  options.iterations = 3;
  options.exactBits = 0;
  auto r = solveShapleyIteration(test::shapleyExample(), options);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->iterates[2].exact.has_value());
  EXPECT_NEAR(r->iterates[2].values[0], 232.0 / 115, 1e-14);
}

TEST(ShapleyIteration, InvalidGameAndCancel) {
  auto bad = test::shapleyExample();
  bad.states[0].cells[0].next.push_back({1, q("9/10")});
  auto r = solveShapleyIteration(bad);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().problem, Problem::StochasticProbabilitiesExceedOne);

  CancelToken token;
  token.cancel();
  auto c = solveShapleyIteration(test::shapleyExample(), {}, Progress::none(), token);
  ASSERT_FALSE(c);
  EXPECT_EQ(c.error().code, ErrorCode::Cancelled);
}

Rational tenths(int w) {
  Rational r(w, 10);
  r.canonicalize();
  return r;
}

/// A random game of `states` states, each n × n, every cell stopping with probability ≥ 1/5.
StochasticGame randomGame(std::mt19937& rng, int states, int n) {
  std::uniform_int_distribution<int> payoff(-9, 9), weight(0, 4), target(0, states - 1);
  StochasticGame g;
  for (int k = 0; k < states; ++k) {
    std::vector<StochasticCell> cells;
    for (int c = 0; c < n * n; ++c) {
      StochasticCell cl;
      cl.payoff = payoff(rng);
      // Up to two moves, each 0..4/10: the stop probability is at least 1/5.
      const int a = target(rng), b = target(rng);
      if (const int w = weight(rng); w > 0) cl.next.push_back({a, tenths(w)});
      if (const int w = weight(rng); w > 0 && b != a) cl.next.push_back({b, tenths(w)});
      cells.push_back(cl);
    }
    g.states.push_back(test::state("G" + std::to_string(k + 1), n, n, std::move(cells)));
  }
  return g;
}

TEST(ShapleyIteration, RandomGamesFinalStrategiesGuaranteeTheValues) {
  std::mt19937 rng(16);
  for (int trial = 0; trial < 20; ++trial) {
    const auto g = randomGame(rng, 3, 3);
    auto r = solveShapleyIteration(g);
    ASSERT_TRUE(r) << describe(r.error());
    ASSERT_TRUE(r->converged);
    EXPECT_LE(r->errorBound.back(), 1e-12);
    const auto& v = r->iterates.back().values;
    for (int k = 0; k < 3; ++k) {
      const auto& st = g.states[static_cast<std::size_t>(k)];
      const auto& p = r->rowStrategy[static_cast<std::size_t>(k)];
      const auto& qq = r->colStrategy[static_cast<std::size_t>(k)];
      auto entry = [&](int i, int j) {
        const auto& c = st.cell(i, j);
        double x = toDouble(c.payoff);
        for (const auto& t : c.next) x += toDouble(t.probability) * v[static_cast<std::size_t>(t.state)];
        return x;
      };
      // I's strategy guarantees at least v(k) against every column, II's at most v(k).
      for (int j = 0; j < 3; ++j) {
        double sum = 0;
        for (int i = 0; i < 3; ++i) sum += p[static_cast<std::size_t>(i)] * entry(i, j);
        EXPECT_GE(sum, v[static_cast<std::size_t>(k)] - 1e-9) << "trial " << trial << " state " << k;
      }
      for (int i = 0; i < 3; ++i) {
        double sum = 0;
        for (int j = 0; j < 3; ++j) sum += qq[static_cast<std::size_t>(j)] * entry(i, j);
        EXPECT_LE(sum, v[static_cast<std::size_t>(k)] + 1e-9) << "trial " << trial << " state " << k;
      }
      double total = 0;
      for (double x : p) {
        EXPECT_GE(x, 0.0);
        total += x;
      }
      EXPECT_NEAR(total, 1.0, 1e-12);
    }
  }
}

}  // namespace
}  // namespace gamelab::stochastic
