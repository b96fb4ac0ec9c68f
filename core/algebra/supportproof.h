#pragma once
/// Building block of solveStochastic (not a solver): the exact optimality test of a matrix game
/// whose entries lie in one field Q(√c) (QuadraticSurd numbers sharing their radicand, or
/// rational).
#include "core/algebra/quadraticsurd.h"

#include <optional>
#include <vector>

namespace gamelab::stochastic {

struct FieldGameSolution {
  std::vector<QuadraticSurd> row, col;
  QuadraticSurd value;
};

/// The equalizing strategies of the square subgame on `rows` × `cols` (same size) of the
/// rows×cols game `payoffs` (row-major, every irrational entry of one radicand), then the exact
/// test that they are mixed strategies optimal in the whole game:
/// min_j (pᵀA)_j = value = max_i (Aq)_i. nullopt when the subgame's system is singular or the
/// test fails.
std::optional<FieldGameSolution> proveOnSupport(const std::vector<QuadraticSurd>& payoffs, int rowCount, int colCount,
                                                const std::vector<int>& rows, const std::vector<int>& cols);

}  // namespace gamelab::stochastic
