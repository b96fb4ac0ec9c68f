#include "core/stochastic/recursiveplay.h"

#include <cmath>
#include <cstddef>
#include <utility>

namespace gamelab::stochastic {

namespace {

bool continuesInside(const StochasticCell& cell, const std::vector<char>& inside) {
  Rational total = 0;
  for (const Transition& t : cell.next) {
    if (!inside[static_cast<std::size_t>(t.state)]) return false;
    total += t.probability;
  }
  return total == 1;
}

/// States from which the opponent can keep play going forever against `support` (per state,
/// the strategies the player uses): the greatest set S such that in each state of S some reply
/// of the opponent makes every cell of the support continue inside S.
std::vector<char> trappedStates(const StochasticGame& game, const std::vector<std::vector<char>>& support,
                                bool rowPlayer) {
  const std::size_t n = game.states.size();
  std::vector<char> inside(n, 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t k = 0; k < n; ++k) {
      if (!inside[k]) continue;
      const StochasticState& s = game.states[k];
      const int replies = rowPlayer ? s.cols : s.rows;
      const int own = rowPlayer ? s.rows : s.cols;
      bool trap = false;
      for (int r = 0; r < replies && !trap; ++r) {
        bool all = true;
        for (int o = 0; o < own && all; ++o) {
          if (!support[k][static_cast<std::size_t>(o)]) continue;
          all = continuesInside(rowPlayer ? s.cell(o, r) : s.cell(r, o), inside);
        }
        trap = all;
      }
      if (!trap) {
        inside[k] = 0;
        changed = true;
      }
    }
  }
  return inside;
}

void mixIn(std::vector<double>& x, std::optional<RationalVector>& exact) {
  std::size_t outside = 0;
  for (double p : x) outside += p <= 0.0 ? 1 : 0;
  if (outside == 0) return;
  const double eps = toDouble(kEpsilonWeight);
  const Rational share = kEpsilonWeight / Rational(static_cast<long>(outside));
  for (std::size_t i = 0; i < x.size(); ++i) {
    const bool out = x[i] <= 0.0;
    x[i] = out ? eps / static_cast<double>(outside) : x[i] * (1.0 - eps);
    if (exact) (*exact)[i] = out ? share : (*exact)[i] * (1 - kEpsilonWeight);
  }
}

}  // namespace

void markInfinitePlay(const StochasticGame& game, const std::vector<double>& values, StochasticSolution& solution) {
  const double q = game.infinitePlay ? toDouble(*game.infinitePlay) : 0.0;
  const std::size_t n = game.states.size();
  for (int player = 0; player < 2; ++player) {
    const bool rowPlayer = player == 0;
    std::vector<std::vector<char>> support(n);
    for (std::size_t k = 0; k < n; ++k) {
      const StationaryStrategy& st = solution.strategies[k];
      const auto& x = rowPlayer ? st.row : st.col;
      const auto& ex = rowPlayer ? st.rowExact : st.colExact;
      for (std::size_t i = 0; i < x.size(); ++i) support[k].push_back(ex ? ((*ex)[i] > 0) : (x[i] > 1e-12));
    }
    const std::vector<char> trapped = trappedStates(game, support, rowPlayer);
    for (std::size_t k = 0; k < n; ++k) {
      if (!trapped[k]) continue;
      // Infinite play pays Q; the player loses by it when Q is on the wrong side of v(k).
      const double tol = 1e-12 * (1.0 + std::abs(values[k]));
      const bool hurts = rowPlayer ? q < values[k] - tol : q > values[k] + tol;
      if (!hurts) continue;
      StationaryStrategy& st = solution.strategies[k];
      if (rowPlayer) {
        st.rowOptimal = false;
        mixIn(st.row, st.rowExact);
      } else {
        st.colOptimal = false;
        mixIn(st.col, st.colExact);
      }
      solution.epsilon = toDouble(kEpsilonWeight);
    }
  }
}

std::optional<std::pair<Rational, Rational>> fixedPointIntervalOf(const StochasticGame& game) {
  if (game.states.size() != 1) return std::nullopt;
  const StochasticState& s = game.states[0];
  auto self = [](const StochasticCell& c) { return c.next.empty() ? Rational(0) : c.next[0].probability; };
  for (int i = 0; i < s.rows; ++i) {
    for (int j = 0; j < s.cols; ++j) {
      const StochasticCell& c = s.cell(i, j);
      if (c.payoff != 0 || self(c) != 1) continue;
      std::optional<Rational> lo, hi;
      bool empty = false;
      // a + p·v ≥ v (row i, other columns) and a + p·v ≤ v (column j, other rows).
      auto constrain = [&](const StochasticCell& other, bool atLeast) {
        const Rational a = other.payoff, rest = 1 - self(other);
        if (rest == 0) {
          if (atLeast ? a < 0 : a > 0) empty = true;
          return;
        }
        const Rational bound = a / rest;  // rest > 0: v ≤ bound (≥) or v ≥ bound (≤)
        if (atLeast) {
          if (!hi || bound < *hi) hi = bound;
        } else if (!lo || bound > *lo) {
          lo = bound;
        }
      };
      for (int jj = 0; jj < s.cols; ++jj)
        if (jj != j) constrain(s.cell(i, jj), true);
      for (int ii = 0; ii < s.rows; ++ii)
        if (ii != i) constrain(s.cell(ii, j), false);
      if (!empty && lo && hi && *lo < *hi) return std::make_pair(*lo, *hi);
    }
  }
  return std::nullopt;
}

}  // namespace gamelab::stochastic
