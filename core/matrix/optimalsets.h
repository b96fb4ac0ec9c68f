#pragma once
/// The whole set of optimal strategies of each player: a polytope, given by its vertices.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <vector>

namespace gamelab {

struct OptimalStrategySets {
  /// Extreme points of {p in the simplex : (pᵀA)_j >= value for all j}, sorted lexicographically.
  std::vector<RationalVector> rowVertices;
  /// Extreme points of {q in the simplex : (Aq)_i <= value for all i}, sorted lexicographically.
  std::vector<RationalVector> colVertices;
};

/// `value` must be the exact value of the game (from solveZeroSum).
Expected<OptimalStrategySets> optimalStrategySets(const MatrixGame& game, const Rational& value,
                                                  const Progress& progress = Progress::none(),
                                                  const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
