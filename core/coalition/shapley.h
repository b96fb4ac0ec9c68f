#pragma once
/// The Shapley value (source 000 §4.3): exact, by formula (4.6) in O(n·2ⁿ); the dividends c_S
/// of (4.4) (v = Σ c_S w_S, Harsanyi/Möbius); the table of marginal contributions over all n!
/// orders for small n (§4.3.3).
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <vector>

namespace gamelab {

/// φ_i = Σ_{S∋i} (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})]. Requires hasTable(). Exact for any
/// rational values; integer tables (or tables with a common denominator whose scaled values
/// fit in 64 bits) take a fast integer path: a random 24-player game in well under a second.
/// Errors: Cancelled/Timeout.
Expected<RationalVector> solveShapleyValue(const CoalitionalGame& game, const Progress& progress = Progress::none(),
                                           const CancelToken& cancel = CancelToken::none());

/// The dividends c_S, 2ⁿ entries in Bitmask order (c_∅ = 0): c_T = v(T) − Σ_{S⊊T} c_S.
/// Requires hasTable(). No progress is reported. Errors: Cancelled/Timeout.
Expected<RationalVector> solveHarsanyiDividends(const CoalitionalGame& game, const Progress& progress = Progress::none(),
                                                const CancelToken& cancel = CancelToken::none());

/// One arrival order and each player's marginal contribution in it.
struct MarginalContributionRow {
  std::vector<int> order;          ///< a permutation of 0..n−1, the players in order of arrival
  RationalVector contributions;    ///< per player (indexed by player, not by position)
};

inline constexpr int kMaxPermutationTablePlayers = 6;

/// All n! orders in lexicographic order of `order` (123, 132, 213, ...) with the marginal
/// contributions; their column averages are the Shapley value. Errors: TooLarge (args: n,
/// kMaxPermutationTablePlayers) beyond 6 players. Requires hasTable().
Expected<std::vector<MarginalContributionRow>> marginalContributionTable(const CoalitionalGame& game);

}  // namespace gamelab
