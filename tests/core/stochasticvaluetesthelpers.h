#pragma once
// Builders of small stochastic games for the exact-value tests (games written in code, the
// spec's notation "a + p G1 + …" cell by cell), and the check that strategies guarantee values.
#include "core/stochastic/stochasticgame.h"
#include "core/stochastic/stochasticvalue.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace gamelab::stochastic::testing {

/// A cell: payoff text and (state index, probability text) transitions.
struct C {
  std::string payoff = "0";
  std::vector<std::pair<int, std::string>> next = {};
};

inline Rational r(const std::string& text) {
  Rational x(text);
  x.canonicalize();
  return x;
}

inline StochasticState state(const std::string& name, int rows, int cols, const std::vector<C>& cells) {
  StochasticState s;
  s.name = name;
  s.rows = rows;
  s.cols = cols;
  s.rowLabels.assign(static_cast<std::size_t>(rows), "");
  s.colLabels.assign(static_cast<std::size_t>(cols), "");
  for (const C& c : cells) {
    StochasticCell cell;
    cell.payoff = r(c.payoff);
    for (const auto& [k, p] : c.next) cell.next.push_back({k, r(p)});
    s.cells.push_back(cell);
  }
  return s;
}

/// The role reversal −Gᵀ of state `g` as a state of its own, in a game whose only states are
/// G (index g) and this one (index h): transitions to G become transitions to −Gᵀ and back.
inline StochasticState negatedTranspose(const StochasticState& G, int g, int h, const std::string& name) {
  StochasticState s;
  s.name = name;
  s.rows = G.cols;
  s.cols = G.rows;
  s.rowLabels.assign(static_cast<std::size_t>(s.rows), "");
  s.colLabels.assign(static_cast<std::size_t>(s.cols), "");
  for (int i = 0; i < s.rows; ++i) {
    for (int j = 0; j < s.cols; ++j) {
      StochasticCell cell = G.cell(j, i);
      cell.payoff = -cell.payoff;
      for (Transition& t : cell.next) t.state = t.state == g ? h : g;
      s.cells.push_back(cell);
    }
  }
  return s;
}

inline StochasticGame game(std::vector<StochasticState> states, std::optional<std::string> q = std::nullopt) {
  StochasticGame g;
  g.states = std::move(states);
  if (q) g.infinitePlay = r(*q);
  return g;
}

inline std::vector<double> approxValues(const StochasticSolution& s) {
  std::vector<double> v;
  for (const AlgebraicNumber& x : s.values) v.push_back(x.approx);
  return v;
}

/// In every state the returned (optimal) strategies guarantee the state's value in the
/// one-shot game A^(k)(v), within `tol`.
inline void expectStrategiesGuarantee(const StochasticGame& g, const StochasticSolution& s, double tol = 1e-9) {
  const std::vector<double> v = approxValues(s);
  for (int k = 0; k < g.stateCount(); ++k) {
    const StochasticState& st = g.states[static_cast<std::size_t>(k)];
    const StationaryStrategy& x = s.strategies[static_cast<std::size_t>(k)];
    ASSERT_EQ(x.row.size(), static_cast<std::size_t>(st.rows));
    ASSERT_EQ(x.col.size(), static_cast<std::size_t>(st.cols));
    auto entry = [&](int i, int j) {
      const StochasticCell& c = st.cell(i, j);
      double e = c.payoff.get_d();
      for (const Transition& t : c.next) e += t.probability.get_d() * v[static_cast<std::size_t>(t.state)];
      return e;
    };
    if (x.rowOptimal) {
      for (int j = 0; j < st.cols; ++j) {
        double sum = 0;
        for (int i = 0; i < st.rows; ++i) sum += x.row[static_cast<std::size_t>(i)] * entry(i, j);
        EXPECT_GE(sum, v[static_cast<std::size_t>(k)] - tol) << "state " << k << " column " << j;
      }
    }
    if (x.colOptimal) {
      for (int i = 0; i < st.rows; ++i) {
        double sum = 0;
        for (int j = 0; j < st.cols; ++j) sum += x.col[static_cast<std::size_t>(j)] * entry(i, j);
        EXPECT_LE(sum, v[static_cast<std::size_t>(k)] + tol) << "state " << k << " row " << i;
      }
    }
    EXPECT_NEAR(oneShotValue(g, k, v), v[static_cast<std::size_t>(k)], tol) << "state " << k;
  }
}

}  // namespace gamelab::stochastic::testing
