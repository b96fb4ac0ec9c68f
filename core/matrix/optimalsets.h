#pragma once
/// The whole set of optimal strategies of each player: a polytope, given by its vertices.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <optional>
#include <vector>

namespace gamelab {

struct OptimalStrategySets {
  /// Extreme points of {p in the simplex : (pᵀA)_j >= value for all j}, sorted lexicographically.
  std::vector<RationalVector> rowVertices;
  /// Extreme points of {q in the simplex : (Aq)_i <= value for all i}, sorted lexicographically.
  std::vector<RationalVector> colVertices;
};

struct OptimalStrategySetsOptions {
  /// The level the strategies must guarantee: the exact value of the game (as solveZeroSum
  /// gives it) for the optimal strategies; when absent, solveZeroSum computes it first.
  std::optional<Rational> value;
  /// An optimal pair at `value` (solveZeroSum's strategies), both or neither. Where it pins a
  /// player's optimal strategy down (complementary slackness leaves a square nonsingular
  /// system, the usual case of a generic game), that player's set is that one point and no
  /// vertex enumeration runs (a 50×50 game: lrs ran for minutes).
  std::optional<RationalVector> rowStrategy = std::nullopt;
  std::optional<RationalVector> colStrategy = std::nullopt;
};

/// The strategies of each player that guarantee options.value. Errors: EmptyGame; those of
/// solveZeroSum when the value is computed; those of enumerateVertices; Cancelled/Timeout.
Expected<OptimalStrategySets> solveOptimalStrategySets(const MatrixGame& game,
                                                       const OptimalStrategySetsOptions& options = {},
                                                       const Progress& progress = Progress::none(),
                                                       const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
