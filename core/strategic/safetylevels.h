#pragma once
/// Safety levels (source 000 §3.1.5): player k's maxmin value
///   v_k = max over k's mixed strategies of min over the others' pure profiles of k's payoff,
/// by exact LP (for two players v_I = Val(A), v_II = Val(Bᵀ)). The minimum over the others'
/// mixed profiles is attained at a pure profile, so the LP's columns are those profiles.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct SafetyLevel {
  Rational value;
  RationalVector strategy;  ///< one maxmin strategy
  /// Vertices of the whole maxmin set (sorted), when requested and computed; else empty.
  std::vector<RationalVector> strategyVertices;
  /// The zero-sum game solved: rows = this player's strategies, columns = the others' pure
  /// profiles (in profile order), entries = this player's payoff (A, resp. Bᵀ for two players).
  /// Labels: rows = the player's own; columns = the other player's (two players) or, for n > 2,
  /// "l1,l2,..." with the others' strategy labels (or 1-based numbers) in player order.
  MatrixGame zeroSumGame;
  bool verified = false;  ///< strategy guarantees value and value is the LP optimum, exactly
};

struct SafetyOptions {
  bool strategySets = true;  ///< also enumerate the vertices of each maxmin set (lrslib)
};

/// One entry per player. Errors: Cancelled/Timeout, NumericalFailure, TooLarge when the
/// others' profiles exceed the LP size the machine can handle (args: size = profile count,
/// limit = 4,000,000), EmptyGame (no players). Progress stage "safety".
Expected<std::vector<SafetyLevel>> solveSafetyLevels(const StrategicGame& game, const SafetyOptions& options = {},
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
