#pragma once
/// Correlated equilibria (Aumann): probability distributions π over pure profiles such that
/// no player gains by deviating from a recommended strategy s to t:
///   Σ_{s_-k} π(s, s_-k) (u_k(s, s_-k) - u_k(t, s_-k)) >= 0 for every k, s, t.
/// The set is a polytope containing every Nash equilibrium; the LP maximising the total
/// payoff is solved exactly.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct CorrelatedEquilibria {
  RationalVector bestDistribution;  ///< per profile index, maximising the sum of payoffs
  Rational bestTotalPayoff;
  RationalVector bestPayoffs;  ///< per player, under bestDistribution
  /// Vertices of the correlated-equilibrium polytope (per profile index), when requested and
  /// the game is small enough; `verticesComputed` says whether they were. Sorted
  /// lexicographically. (A random 4x4 game can have thousands.)
  std::vector<RationalVector> vertices;
  bool verticesComputed = false;
  bool verified = false;  ///< bestDistribution passed isCorrelatedEquilibrium exactly
};

struct CorrelatedOptions {
  /// Enumerate the polytope's vertices only up to this many profiles (0 = never).
  std::size_t vertexProfileLimit = 16;
};

bool isCorrelatedEquilibrium(const StrategicGame& game, const RationalVector& distribution);

/// Errors: Cancelled/Timeout, NumericalFailure, TooLarge (args: profile count, limit 200,000),
/// EmptyGame (no players). Progress stage "correlated". The exact LP is proved by core/lp; on
/// some games of about 12x12 and up its exact repair of Clp's basis takes seconds to minutes
/// (the token is honoured meanwhile).
Expected<CorrelatedEquilibria> solveCorrelatedEquilibria(const StrategicGame& game,
                                                         const CorrelatedOptions& options = {},
                                                         const Progress& progress = Progress::none(),
                                                         const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
