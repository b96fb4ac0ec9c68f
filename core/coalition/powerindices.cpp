#include "core/coalition/powerindices.h"

#include "core/coalition/votingcounts.h"

#include <cassert>

namespace gamelab {

namespace {

/// The indices from swing counts by size: counts[i][k] = #{S ∌ i : |S| = k, S loses, S ∪ {i} wins}.
PowerIndices fromSwingCounts(int n, const std::vector<std::vector<mpz_class>>& counts) {
  const auto un = static_cast<std::size_t>(n);
  std::vector<mpz_class> factorial(un + 1, 1);
  for (std::size_t k = 1; k <= un; ++k) factorial[k] = factorial[k - 1] * static_cast<unsigned long>(k);
  PowerIndices result;
  result.pivots.assign(un, mpz_class(0));
  result.swings.assign(un, mpz_class(0));
  mpz_class totalSwings = 0;
  for (std::size_t i = 0; i < un; ++i) {
    for (std::size_t k = 0; k < counts[i].size() && k < un; ++k) {
      if (counts[i][k] == 0) continue;
      result.swings[i] += counts[i][k];
      result.pivots[i] += counts[i][k] * factorial[k] * factorial[un - 1 - k];
    }
    totalSwings += result.swings[i];
  }
  mpz_class half = 1;
  half <<= static_cast<mp_bitcnt_t>(n - 1);
  result.shapleyShubik.resize(un);
  result.banzhafNormalized.resize(un);
  result.banzhafAbsolute.resize(un);
  for (std::size_t i = 0; i < un; ++i) {
    result.shapleyShubik[i] = Rational(result.pivots[i], factorial[un]);
    result.shapleyShubik[i].canonicalize();
    if (totalSwings != 0) {
      result.banzhafNormalized[i] = Rational(result.swings[i], totalSwings);
      result.banzhafNormalized[i].canonicalize();
    }
    result.banzhafAbsolute[i] = Rational(result.swings[i], half);
    result.banzhafAbsolute[i].canonicalize();
  }
  return result;
}

}  // namespace

Expected<PowerIndices> solvePowerIndices(const WeightedVotingGame& game, const Progress& progress,
                                         const CancelToken& cancel) {
  const int n = game.players();
  if (n < 1) return makeError(ErrorCode::EmptyGame);
  for (std::size_t i = 0; i < game.weights.size(); ++i)
    if (game.weights[i] < 0)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative,
                              {"weights[" + std::to_string(i) + "]", toString(game.weights[i])});
  auto counts = votingSwingCounts(game, progress, cancel);
  if (!counts) return counts.error();
  if (cancel.isCancelled()) return stopError(cancel);
  return fromSwingCounts(n, *counts);
}

Expected<PowerIndices> solvePowerIndices(const CoalitionalGame& game, const Progress&,
                                         const CancelToken& cancel) {
  assert(game.hasTable());
  const int n = game.players();
  const std::size_t count = game.coalitionCount();
  std::vector<std::uint8_t> wins(count);
  const CoalitionValues& table = game.table();
  for (std::size_t s = 0; s < count; ++s) {
    if (table.isOne(s))
      wins[s] = 1;
    else if (!table.isZero(s))
      return makeProblemError(ErrorCode::InvalidArgument, Problem::NotSimpleGame);
  }
  const auto un = static_cast<std::size_t>(n);
  std::vector<std::vector<std::uint64_t>> bySize(un, std::vector<std::uint64_t>(un, 0));
  for (std::size_t s = 1; s < count; ++s) {
    if ((s & 0xffff) == 0 && cancel.isCancelled()) return stopError(cancel);
    if (!wins[s]) continue;
    const auto k = static_cast<std::size_t>(std::popcount(s)) - 1;  // size of S − {i}
    for (std::size_t rest = s; rest != 0; rest &= rest - 1) {
      const std::size_t bit = rest & (~rest + 1);
      if (!wins[s ^ bit]) ++bySize[static_cast<std::size_t>(std::countr_zero(bit))][k];
    }
  }
  std::vector<std::vector<mpz_class>> counts(un, std::vector<mpz_class>(un));
  for (std::size_t i = 0; i < un; ++i)
    for (std::size_t k = 0; k < un; ++k) counts[i][k] = static_cast<unsigned long>(bySize[i][k]);
  return fromSwingCounts(n, counts);
}

std::vector<Coalition> winningCoalitions(const CoalitionalGame& game, bool minimalOnly, std::size_t limit) {
  assert(game.hasTable());
  const int n = game.players();
  const std::size_t count = game.coalitionCount();
  std::vector<Coalition> result;
  if (limit == 0) return result;
  // someProperSubsetWins[S]: whether a proper subset of S wins (by subset-sum over masks).
  std::vector<std::uint8_t> subsetWins;
  if (minimalOnly) {
    subsetWins.assign(count, 0);
    for (std::size_t s = 1; s < count; ++s) {
      std::uint8_t any = 0;
      for (std::size_t rest = s; rest != 0 && !any; rest &= rest - 1) {
        const std::size_t smaller = s ^ (rest & (~rest + 1));
        any = subsetWins[smaller] || game.table().isOne(smaller);
      }
      subsetWins[s] = any;
    }
  }
  // Size by size, each size in lexicographic order of the sorted members (combinations).
  for (int k = 1; k <= n; ++k) {
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int j = 0; j < k; ++j) pick[static_cast<std::size_t>(j)] = j;
    while (true) {
      Coalition s = 0;
      for (int p : pick) s |= Coalition(1) << p;
      if (game.table().isOne(s) && (!minimalOnly || !subsetWins[s])) {
        result.push_back(s);
        if (result.size() >= limit) return result;
      }
      int j = k - 1;
      while (j >= 0 && pick[static_cast<std::size_t>(j)] == n - k + j) --j;
      if (j < 0) break;
      ++pick[static_cast<std::size_t>(j)];
      for (int m = j + 1; m < k; ++m) pick[static_cast<std::size_t>(m)] = pick[static_cast<std::size_t>(m - 1)] + 1;
    }
  }
  return result;
}

}  // namespace gamelab
