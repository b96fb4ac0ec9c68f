#pragma once
/// Exact swing counts of a weighted voting game by coalition size, by dynamic programming over
/// (size, weight) in several machine-word moduli (2^64 and primes just above 2^61), combined
/// by the Chinese remainder theorem: every count is below 2^n, so enough moduli make it exact.
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <gmpxx.h>

#include <vector>

namespace gamelab {

/// The largest scaled threshold weight (the DP's weight range).
inline constexpr long kMaxVotingWeightRange = 10'000'000;
/// The largest (size, weight) table the DP allocates (per worker thread).
inline constexpr std::size_t kMaxVotingTableCells = 25'000'000;

/// counts[i][k] = #{S ∌ i : |S| = k, S loses, S ∪ {i} wins}, k = 0..n−1, where ∅ always loses
/// (v(∅) = 0, as in the game's table, even when the quota is below 0). Weights must be
/// >= 0. Errors: TooLarge {"weight range", "10000000"} or {"table cells", "25000000"};
/// Cancelled/Timeout.
Expected<std::vector<std::vector<mpz_class>>> votingSwingCounts(const WeightedVotingGame& game,
                                                                const Progress& progress,
                                                                const CancelToken& cancel);

}  // namespace gamelab
