// Multistage games of source 000 §2.6 (spec ferguson-ch2-zero-sum.md T78–T80, T90–T92, T94,
// corrected values) built as stochastic games and solved here by an exact backward induction
// (they are acyclic), and the Guess it! table.
#include "core/matrix/zerosumsolver.h"
#include "core/stochastic/multistageexamples.h"
#include "core/stochastic/multistagegames.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

namespace gamelab {
namespace {

using stochastic::StochasticGame;

using gamelab::testsupport::q;

/// Values and optimal strategies of an acyclic stochastic game: a state is solved once every
/// state it can move to is (repeated passes, no recursion); its matrix has each cell's payoff
/// plus Σ p · v(next).
struct Solved {
  std::vector<Rational> value;
  std::vector<ZeroSumSolution> solution;
};

Solved backwardInduction(const StochasticGame& g) {
  const auto n = static_cast<std::size_t>(g.stateCount());
  Solved out;
  out.value.resize(n);
  out.solution.resize(n);
  std::vector<bool> done(n, false);
  for (std::size_t pass = 0; pass < n; ++pass) {
    bool progress = false;
    for (std::size_t k = 0; k < n; ++k) {
      if (done[k]) continue;
      const auto& s = g.states[k];
      bool ready = true;
      for (const auto& c : s.cells)
        for (const auto& t : c.next) ready = ready && done[static_cast<std::size_t>(t.state)];
      if (!ready) continue;
      MatrixGame m(static_cast<std::size_t>(s.rows), static_cast<std::size_t>(s.cols));
      for (int i = 0; i < s.rows; ++i)
        for (int j = 0; j < s.cols; ++j) {
          Rational v = s.cell(i, j).payoff;
          for (const auto& t : s.cell(i, j).next) v += t.probability * out.value[static_cast<std::size_t>(t.state)];
          m.at(static_cast<std::size_t>(i), static_cast<std::size_t>(j)) = v;
        }
      auto solved = solveZeroSum(m);
      EXPECT_TRUE(solved.hasValue());
      if (!solved) return out;
      out.value[k] = solved->value;
      out.solution[k] = *solved;
      done[k] = true;
      progress = true;
    }
    if (!progress) break;
  }
  for (std::size_t k = 0; k < n; ++k) EXPECT_TRUE(done[k]) << "cyclic at state " << g.states[k].name;
  return out;
}

/// Structure: cells fill each matrix, labels match, transitions go to existing states with
/// probability 1, names are unique (validateStochasticGame lives on another branch).
TEST(MultistageGames, WellFormed) {
  for (const auto& g : {inspectionGame(6), inspectionGame(3, 8), enduranceGame(8), componentsGameT78(),
                        componentsGameT90(), inspectionGame(1), enduranceGame(0)}) {
    for (const auto& s : g.states) {
      EXPECT_FALSE(s.name.empty());
      int same = 0;
      for (const auto& other : g.states) same += other.name == s.name ? 1 : 0;
      EXPECT_EQ(same, 1) << g.title << " " << s.name;
      EXPECT_EQ(s.cells.size(), static_cast<std::size_t>(s.rows * s.cols)) << g.title;
      EXPECT_EQ(s.rowLabels.size(), static_cast<std::size_t>(s.rows)) << g.title;
      EXPECT_EQ(s.colLabels.size(), static_cast<std::size_t>(s.cols)) << g.title;
      for (const auto& c : s.cells)
        for (const auto& t : c.next) {
          EXPECT_GE(t.state, 0);
          EXPECT_LT(t.state, g.stateCount());
          EXPECT_EQ(t.probability, 1);
        }
    }
  }
}

TEST(MultistageGames, T78GamesAsComponents) {
  const auto g = componentsGameT78();
  const auto s = backwardInduction(g);
  EXPECT_EQ(s.value[1], 1);
  EXPECT_EQ(s.value[2], 3);
  EXPECT_EQ(s.value[0], q("17/5"));
  EXPECT_EQ(s.solution[0].rowStrategy, (RationalVector{q("2/5"), q("3/5")}));
  EXPECT_EQ(s.solution[0].colStrategy, (RationalVector{q("4/5"), q("1/5")}));
}

TEST(MultistageGames, T90GamesAsComponentsCorrected) {
  const auto s = backwardInduction(componentsGameT90());
  EXPECT_EQ(s.value[1], 3);
  EXPECT_EQ(s.value[2], 3);
  EXPECT_EQ(s.value[3], -1);
  EXPECT_EQ(s.value[0], q("9/7"));  // the source prints 10/7
  EXPECT_EQ(s.solution[0].rowStrategy, (RationalVector{q("4/7"), q("3/7")}));
  EXPECT_EQ(s.solution[0].colStrategy, (RationalVector{q("4/7"), q("3/7")}));
}

TEST(MultistageGames, T79InspectionGame) {
  const auto g = inspectionGame(6);
  ASSERT_EQ(g.stateCount(), 6);
  const auto s = backwardInduction(g);
  for (int n = 1; n <= 6; ++n) {
    EXPECT_EQ(s.value[static_cast<std::size_t>(n - 1)], Rational(1, n)) << n;
    if (n >= 2) {
      Rational rest(n - 1, n);
      rest.canonicalize();
      EXPECT_EQ(s.solution[static_cast<std::size_t>(n - 1)].rowStrategy, (RationalVector{Rational(1, n), rest}));
      EXPECT_EQ(s.solution[static_cast<std::size_t>(n - 1)].colStrategy, (RationalVector{Rational(1, n), rest}));
    }
  }
}

TEST(MultistageGames, T91InspectionWithMInspections) {
  for (int m = 1; m <= 3; ++m)
    for (int n = 1; n <= 8; ++n) {
      const auto g = inspectionGame(m, n);
      const auto s = backwardInduction(g);
      Rational expected = n <= m ? Rational(1) : Rational(m, n);
      expected.canonicalize();
      EXPECT_EQ(s.value[0], expected) << m << "," << n;
    }
  const auto s = backwardInduction(inspectionGame(2, 4));
  EXPECT_EQ(s.solution[0].rowStrategy, (RationalVector{q("1/2"), q("1/2")}));
  EXPECT_EQ(s.solution[0].colStrategy, (RationalVector{q("1/4"), q("3/4")}));
  EXPECT_EQ(backwardInduction(inspectionGame(0, 5)).value[0], 0);  // V(0,n) = 0 (source: 1)
}

TEST(MultistageGames, T92EnduranceIsOneOverFibonacci) {
  const auto g = enduranceGame(8);
  ASSERT_EQ(g.stateCount(), 9);
  const auto s = backwardInduction(g);
  const int fib[] = {1, 1, 2, 3, 5, 8, 13, 21, 34};  // F1..F9
  for (int n = 0; n <= 8; ++n) EXPECT_EQ(s.value[static_cast<std::size_t>(n)], Rational(1, fib[n])) << n;
  // guess "1" with probability F(n)/F(n+1)
  Rational p(fib[6], fib[7]);
  p.canonicalize();
  EXPECT_EQ(s.solution[7].rowStrategy[0], p);
}

TEST(GuessIt, T80ExactEntries) {
  auto table = solveGuessIt(6);
  ASSERT_TRUE(table.hasValue());
  struct Case {
    int m, n;
    const char *v, *bluff, *call;
  };
  for (const Case& c : {Case{1, 1, "1/2", "1/3", "1/2"}, Case{1, 2, "1/2", "1/4", "1/2"}, Case{2, 1, "2/3", "1/2", "1/3"},
                        Case{2, 2, "5/9", "1/3", "1/3"}, Case{2, 3, "23/45", "4/15", "13/45"},
                        Case{3, 1, "11/16", "1/2", "3/8"}, Case{3, 2, "5/8", "3/8", "13/40"},
                        Case{3, 3, "23/42", "2/7", "29/105"}, Case{2, 6, nullptr, "5/32", nullptr}}) {
    const auto& e = table->at(c.m, c.n);
    if (c.v) {
      EXPECT_EQ(e.value, q(c.v)) << c.m << "," << c.n;
    }
    EXPECT_EQ(e.bluff, q(c.bluff)) << c.m << "," << c.n;
    if (c.call) {
      EXPECT_EQ(e.call, q(c.call)) << c.m << "," << c.n;
    }
  }
  EXPECT_EQ(table->at(1, 3).value, q("2/5"));
}

TEST(GuessIt, T80SourceTableToFourDecimals) {
  // value / P(bluff) / P(call), rows m = 1..6, columns n = 1..6 (the spec's table)
  const double expected[6][6][3] = {
      {{.5000, .3333, .5000}, {.5000, .2500, .5000}, {.4000, .2000, .4000}, {.3750, .1667, .3750}, {.3333, .1429, .3333}, {.3125, .1250, .3125}},
      {{.6667, .5000, .3333}, {.5556, .3333, .3333}, {.5111, .2667, .2889}, {.4500, .2143, .2500}, {.4225, .1818, .2301}, {.3871, .1562, .2055}},
      {{.6875, .5000, .3750}, {.6250, .3750, .3250}, {.5476, .2857, .2762}, {.5126, .2361, .2466}, {.4667, .1967, .2167}, {.4411, .1701, .1984}},
      {{.7333, .5556, .3333}, {.6469, .3947, .3092}, {.5966, .3134, .2634}, {.5431, .2511, .2342}, {.5121, .2122, .2118}, {.4749, .1806, .1899}},
      {{.7500, .5714, .3333}, {.6809, .4255, .2908}, {.6189, .3278, .2566}, {.5810, .2691, .2284}, {.5389, .2229, .2062}, {.5112, .1917, .1885}},
      {{.7714, .6000, .3143}, {.6972, .4410, .2834}, {.6482, .3488, .2461}, {.6024, .2808, .2236}, {.5704, .2362, .2028}, {.5353, .2003, .1854}}};
  auto table = solveGuessIt(6);
  ASSERT_TRUE(table.hasValue());
  for (int m = 1; m <= 6; ++m)
    for (int n = 1; n <= 6; ++n) {
      const auto& e = table->at(m, n);
      const double* x = expected[m - 1][n - 1];
      EXPECT_NEAR(toDouble(e.value), x[0], 1e-4) << m << "," << n;
      EXPECT_NEAR(toDouble(e.bluff), x[1], 1e-4) << m << "," << n;
      EXPECT_NEAR(toDouble(e.call), x[2], 1e-4) << m << "," << n;
    }
}

TEST(GuessIt, T94OneCard) {
  auto table = solveGuessIt(6);
  ASSERT_TRUE(table.hasValue());
  const char* values[] = {"1/2", "1/2", "2/5", "3/8", "1/3", "5/16"};
  for (int n = 1; n <= 6; ++n) {
    EXPECT_EQ(table->at(1, n).bluff, Rational(1, n + 2)) << n;
    EXPECT_EQ(table->at(1, n).value, q(values[n - 1])) << n;
    EXPECT_EQ(table->at(1, n).call, table->at(1, n).value) << n;
  }
}

/// Property: every entry satisfies the closed form of T80,
/// V(m,n) = (1 + n(1 − V(n−1,m))V(n,m−1)) / (1 + (n+1)V(n,m−1)).
TEST(GuessIt, ClosedForm) {
  auto table = solveGuessIt(8);
  ASSERT_TRUE(table.hasValue());
  auto V = [&](int m, int n) -> Rational {
    if (n == 0) return 1;
    if (m == 0) return Rational(1, n + 1);
    return table->at(m, n).value;
  };
  for (int m = 1; m <= 8; ++m)
    for (int n = 1; n <= 7; ++n)
      EXPECT_EQ(V(m, n), (1 + n * (1 - V(n - 1, m)) * V(n, m - 1)) / (1 + (n + 1) * V(n, m - 1))) << m << "," << n;
}

TEST(MultistageGames, Examples) {
  const auto& examples = multistageExamples();
  ASSERT_EQ(examples.size(), 5u);
  const char* values[] = {"17/5", "1/6", "9/7", "2/5", "1/34"};
  for (std::size_t k = 0; k < examples.size(); ++k) {
    const auto& g = examples[k].game;
    // the game's first state (components, G(m,n)) or its last (Gn) is the one named by the title
    const bool lastState = examples[k].testCase == "T79" || examples[k].testCase == "T92";
    const auto s = backwardInduction(g);
    EXPECT_EQ(s.value[lastState ? s.value.size() - 1 : 0], q(values[k])) << examples[k].id;
    EXPECT_EQ(g.title, examples[k].englishTitle);
  }
}

TEST(GuessIt, SizeChecked) {
  EXPECT_FALSE(solveGuessIt(0).hasValue());
  EXPECT_FALSE(solveGuessIt(kMaxGuessItCards + 1).hasValue());
}

}  // namespace
}  // namespace gamelab
