// Property tests of solveStochastic on random stochastic games (2–3 states, 2×2–3×3, every
// cell stops with probability ≥ 1/4, so the fixed point is unique): the returned stationary
// strategies guarantee the returned values in every state's one-shot game A^(k)(v) (within
// 1e-9 in floating point, and exactly when the solution says it is proved and rational), and
// v is the fixed point of Shapley's operator.
#include "core/matrix/zerosumsolver.h"
#include "core/stochastic/stochasticvalue.h"
#include "tests/core/stochasticvaluetesthelpers.h"

#include <gtest/gtest.h>

#include <iostream>
#include <random>

using namespace gamelab;
using namespace gamelab::stochastic;
using namespace gamelab::stochastic::testing;

namespace {

StochasticGame randomGame(std::mt19937& rng) {
  std::uniform_int_distribution<int> states(2, 3), size(2, 3), payoff(-6, 6), eighths(0, 6), coin(0, 2);
  StochasticGame g;
  const int n = states(rng);
  for (int k = 0; k < n; ++k) {
    StochasticState s;
    s.name = "G" + std::to_string(k + 1);
    s.rows = size(rng);
    s.cols = size(rng);
    s.rowLabels.assign(static_cast<std::size_t>(s.rows), "");
    s.colLabels.assign(static_cast<std::size_t>(s.cols), "");
    for (int c = 0; c < s.rows * s.cols; ++c) {
      StochasticCell cell;
      cell.payoff = payoff(rng);
      int left = 6;  // in eighths: at most 6/8 moves on, so the stop probability is ≥ 1/4
      for (int l = 0; l < n; ++l) {
        if (coin(rng) == 0) continue;
        const int e = std::min(left, eighths(rng));
        if (e == 0) continue;
        Rational p(e, 8);
        p.canonicalize();
        cell.next.push_back({l, p});
        left -= e;
      }
      s.cells.push_back(cell);
    }
    g.states.push_back(s);
  }
  return g;
}

MatrixGame exactMatrix(const StochasticState& s, const RationalVector& v) {
  MatrixGame m(static_cast<std::size_t>(s.rows), static_cast<std::size_t>(s.cols));
  for (int i = 0; i < s.rows; ++i)
    for (int j = 0; j < s.cols; ++j) {
      Rational e = s.cell(i, j).payoff;
      for (const Transition& t : s.cell(i, j).next) e += t.probability * v[static_cast<std::size_t>(t.state)];
      m.at(static_cast<std::size_t>(i), static_cast<std::size_t>(j)) = e;
    }
  return m;
}

}  // namespace

TEST(StochasticValueRandom, StrategiesGuaranteeTheValues) {
  std::mt19937 rng(20240616);
  int proved = 0, rational = 0, quadratic = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const StochasticGame g = randomGame(rng);
    auto s = solveStochastic(g);
    ASSERT_TRUE(s.hasValue()) << trial << " " << describe(s.error());
    ASSERT_EQ(s->values.size(), g.states.size());
    expectStrategiesGuarantee(g, *s);
    for (const StationaryStrategy& st : s->strategies) {
      EXPECT_TRUE(st.rowOptimal && st.colOptimal) << trial;  // every cell stops: no recursive trouble
    }
    EXPECT_EQ(s->epsilon, 0.0);
    bool allRational = true;
    RationalVector v;
    for (const AlgebraicNumber& x : s->values) {
      allRational = allRational && x.kind == AlgebraicNumber::Kind::Rational;
      quadratic += x.kind == AlgebraicNumber::Kind::Quadratic ? 1 : 0;
      v.push_back(x.rational);
    }
    if (s->proved) ++proved;
    if (!s->proved || !allRational) continue;
    ++rational;
    for (std::size_t k = 0; k < g.states.size(); ++k) {
      const StationaryStrategy& st = s->strategies[k];
      ASSERT_TRUE(st.rowExact && st.colExact) << trial;
      Rational value;
      EXPECT_TRUE(isOptimalPair(exactMatrix(g.states[k], v), *st.rowExact, *st.colExact, &value)) << trial << " " << k;
      EXPECT_EQ(value, v[k]) << trial << " " << k;
    }
  }
  // The random games mix every kind of answer; most must be proved exactly.
  EXPECT_GT(proved, 30);
  EXPECT_GT(rational, 0);
  EXPECT_GT(quadratic, 0);
  std::cout << "proved " << proved << ", rational " << rational << ", quadratic values " << quadratic << " of 60 games\n";
}
