#pragma once
// Small builders of stochastic games for the tests.
#include "core/stochastic/stochasticgame.h"
#include "tests/support/exactnumbers.h"

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace gamelab::stochastic::test {

using gamelab::testsupport::q;

/// A cell paying `payoff` and moving to state index `to` with probability text, ….
inline StochasticCell cell(const char* payoff, std::initializer_list<std::pair<int, const char*>> moves = {}) {
  StochasticCell c;
  c.payoff = q(payoff);
  for (const auto& [to, p] : moves) c.next.push_back({to, q(p)});
  return c;
}

inline StochasticState state(std::string name, int rows, int cols, std::vector<StochasticCell> cells) {
  StochasticState s;
  s.name = std::move(name);
  s.rows = rows;
  s.cols = cols;
  s.cells = std::move(cells);
  s.rowLabels.assign(static_cast<std::size_t>(rows), "");
  s.colLabels.assign(static_cast<std::size_t>(cols), "");
  return s;
}

/// T89 (source 000 §2.6.6).
inline StochasticGame shapleyExample() {
  StochasticGame g;
  g.states.push_back(state("G1", 2, 2,
                           {cell("4", {{0, "3/10"}}), cell("0", {{1, "2/5"}}), cell("1", {{1, "2/5"}}), cell("3", {{0, "1/2"}})}));
  g.states.push_back(state("G2", 2, 2, {cell("0", {{0, "1/2"}}), cell("-5"), cell("-4"), cell("1", {{1, "1/2"}})}));
  return g;
}

/// T101 (source 000 §2.6.7 Ex. 12).
inline StochasticGame exercise12() {
  StochasticGame g;
  g.states.push_back(state("G1", 2, 2, {cell("2"), cell("2", {{1, "1/2"}}), cell("0"), cell("4", {{1, "1/2"}})}));
  g.states.push_back(state("G2", 2, 2, {cell("-4"), cell("0"), cell("-2", {{0, "1/2"}}), cell("-4", {{0, "1/2"}})}));
  return g;
}

}  // namespace gamelab::stochastic::test
