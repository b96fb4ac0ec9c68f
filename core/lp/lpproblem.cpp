#include "core/lp/lpproblem.h"

#include <utility>

namespace gamelab {

int LpProblem::addVariable(Rational cost, std::optional<Rational> lo, std::optional<Rational> up) {
  objective.push_back(std::move(cost));
  lower.push_back(std::move(lo));
  upper.push_back(std::move(up));
  return numVariables() - 1;
}

int LpProblem::addRow(std::vector<LpTerm> terms, std::optional<Rational> lo, std::optional<Rational> up) {
  rows.push_back(LpRow{std::move(terms), std::move(lo), std::move(up)});
  return numRows() - 1;
}

}  // namespace gamelab
