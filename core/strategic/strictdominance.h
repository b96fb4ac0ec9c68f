#pragma once
/// Iterated elimination of strictly dominated strategies (IESDS, source 000 §3.2.4), by pure
/// strategies and by mixtures, for any number of players. Strictly dominated strategies get
/// probability 0 in every equilibrium, so the equilibria of the reduced game are those of the game.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

struct StrictDominanceStep {
  std::size_t player = 0;
  std::size_t removed = 0;  ///< strategy index in the original game
  /// The dominating mixture over the player's strategies (original indices, length = the
  /// original strategy count; zero on strategies already removed). A unit vector when a pure
  /// strategy dominates.
  RationalVector dominator;
  bool byMixture = false;  ///< true when no single pure strategy dominates
  /// min over the others' remaining profiles of (dominator payoff - removed payoff) > 0.
  Rational margin;
};

struct StrictDominanceResult {
  std::vector<StrictDominanceStep> steps;  ///< in the order of elimination
  /// Per player, the surviving strategies (original indices, ascending).
  std::vector<std::vector<std::size_t>> remaining;
};

struct StrictDominanceOptions {
  bool mixtures = true;  ///< also test domination by mixtures (one exact LP per strategy)
};

/// The reduced game: only the given strategies of each player (original order kept).
StrategicGame restrictGame(const StrategicGame& game, const std::vector<std::vector<std::size_t>>& kept);

/// Each round removes, for each player in turn, every strategy strictly dominated in the
/// current reduced game (pure dominators first, then mixtures), until nothing changes.
/// Within a player's turn strategies are examined in ascending index order and each removal
/// takes effect at once: first every strategy with a pure dominator (the lowest-indexed
/// remaining one is reported), then every strategy that a mixture of the player's remaining
/// strategies dominates (the exact ε-LP's optimal mixture, margin = its ε > 0). Progress stage
/// "dominance"; the token is polled between LPs.
/// Errors: Cancelled/Timeout, NumericalFailure (LP).
Expected<StrictDominanceResult> solveStrictDominance(const StrategicGame& game,
                                                     const StrictDominanceOptions& options = {},
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
