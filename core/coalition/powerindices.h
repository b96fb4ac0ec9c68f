#pragma once
/// Voting power in simple games (source 000 §4.3.4): the Shapley–Shubik index (4.7) and the
/// Banzhaf index, with the big-integer counts behind them; winning and minimal winning
/// coalitions.
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab {

struct PowerIndices {
  /// Shapley–Shubik index φ_i = Σ over S winning, S − {i} losing of (|S|−1)!(n−|S|)!/n!.
  RationalVector shapleyShubik;
  /// Pivot counts: the number of the n! orders in which i is pivotal (φ_i · n!).
  std::vector<mpz_class> pivots;
  /// Swings: the number of coalitions S ∌ i that lose while S ∪ {i} wins.
  std::vector<mpz_class> swings;
  /// Normalised Banzhaf index swings_i / Σ swings (all 0 when nobody swings).
  RationalVector banzhafNormalized;
  /// Absolute Banzhaf index swings_i / 2^{n−1}.
  RationalVector banzhafAbsolute;
};

/// By exact dynamic programming over (coalition size, total weight) after scaling the weights
/// to integers: O(n² · W) big-integer additions with W = min(quota, Σw) + 1, counts removed
/// per distinct weight. Hundreds of players: a 500-player game with weights up to 20 in well
/// under a second. Errors: TooLarge {"weight range", limit} when the scaled total weight
/// exceeds 10⁷ (the threshold weight, in fact: W = min(quota, Σw) + 1), TooLarge {"table cells",
/// "25000000"} when the (size, weight) table would be larger; Cancelled/Timeout. Exact via
/// 64-bit moduli and the CRT (core/coalition/votingcounts.h). A quota <= 0 makes every
/// non-empty coalition win (v(∅) = 0, as in the table).
Expected<PowerIndices> solvePowerIndices(const WeightedVotingGame& game, const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// The same indices from a simple game's table (any simple game, weighted or not), O(n·2ⁿ).
/// No progress is reported. Errors: InvalidArgument {"game", "not simple"} when a value is
/// outside {0,1}; Cancelled.
Expected<PowerIndices> solvePowerIndices(const CoalitionalGame& game, const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// Winning coalitions (v(S) = 1) of a simple game in SizeThenLexicographic order, at most
/// `limit` of them (the views show a prefix); `minimalOnly` keeps those whose every proper
/// subset loses. Requires hasTable().
std::vector<Coalition> winningCoalitions(const CoalitionalGame& game, bool minimalOnly, std::size_t limit);

}  // namespace gamelab
