#include "core/coalition/shapley.h"

#include "core/coalition/scaledtable.h"

#include <algorithm>
#include <cassert>
#include <numeric>
#include <optional>

namespace gamelab {

namespace {

mpz_class toMpzAcc(__int128 value) { return toMpz(value); }
const mpz_class& toMpzAcc(const mpz_class& value) { return value; }

/// Sums of the (scaled) values by player and size: A[i][k] = Σ_{S∋i, |S|=k} a(S) and
/// T[k] = Σ_{|S|=k} a(S), in O(2ⁿ) additions: the mask is split into a low part of L <= 8 bits
/// and a high part; sums over the low part by its popcount serve every high player at once,
/// sums over the high part by its popcount serve every low player at once.
template <class Acc, class AddValue>
bool accumulateBySize(int n, AddValue addValue, std::vector<std::vector<Acc>>& a, std::vector<Acc>& totals,
                      const Progress& progress, const CancelToken& cancel) {
  const int low = std::min(n, 8);
  const int high = n - low;
  const std::size_t lowCount = std::size_t(1) << low;
  const std::size_t highCount = std::size_t(1) << high;
  const auto un = static_cast<std::size_t>(n);
  a.assign(un, std::vector<Acc>(un + 1, Acc(0)));
  totals.assign(un + 1, Acc(0));
  std::vector<std::vector<Acc>> byHighSize(static_cast<std::size_t>(high) + 1, std::vector<Acc>(lowCount, Acc(0)));
  std::vector<Acc> byLowSize(static_cast<std::size_t>(low) + 1);
  for (std::size_t h = 0; h < highCount; ++h) {
    if ((h & 0xff) == 0) {
      if (cancel.isCancelled()) return false;
      progress.report(static_cast<double>(h) / static_cast<double>(highCount), "shapley");
    }
    const auto ph = static_cast<std::size_t>(std::popcount(h));
    std::fill(byLowSize.begin(), byLowSize.end(), Acc(0));
    std::vector<Acc>& column = byHighSize[ph];
    const std::size_t base = h << low;
    for (std::size_t l = 0; l < lowCount; ++l) {
      addValue(column[l], base | l);
      addValue(byLowSize[static_cast<std::size_t>(std::popcount(l))], base | l);
    }
    for (std::size_t pl = 0; pl <= static_cast<std::size_t>(low); ++pl) {
      totals[ph + pl] += byLowSize[pl];
      for (std::size_t rest = h; rest != 0; rest &= rest - 1) {
        const auto j = static_cast<std::size_t>(std::countr_zero(rest));
        a[static_cast<std::size_t>(low) + j][ph + pl] += byLowSize[pl];
      }
    }
  }
  for (std::size_t ph = 0; ph <= static_cast<std::size_t>(high); ++ph)
    for (std::size_t l = 1; l < lowCount; ++l) {
      const std::size_t k = ph + static_cast<std::size_t>(std::popcount(l));
      for (std::size_t rest = l; rest != 0; rest &= rest - 1)
        a[static_cast<std::size_t>(std::countr_zero(rest))][k] += byHighSize[ph][l];
    }
  return true;
}

/// φ_i = (1/D) Σ_{k=1}^{n} w_k (A[i][k] − (T[k−1] − A[i][k−1])), w_k = (k−1)!(n−k)!/n!.
template <class Acc>
RationalVector combine(int n, const std::vector<std::vector<Acc>>& a, const std::vector<Acc>& totals,
                       const mpz_class& denominator) {
  const auto un = static_cast<std::size_t>(n);
  std::vector<mpz_class> factorial(un + 1, 1);
  for (std::size_t k = 1; k <= un; ++k) factorial[k] = factorial[k - 1] * static_cast<unsigned long>(k);
  std::vector<mpz_class> t(un + 1);
  for (std::size_t k = 0; k <= un; ++k) t[k] = toMpzAcc(totals[k]);
  RationalVector phi(un);
  for (std::size_t i = 0; i < un; ++i) {
    mpz_class sum = 0, previous = 0;  // previous = A[i][k−1]
    for (std::size_t k = 1; k <= un; ++k) {
      const mpz_class current = toMpzAcc(a[i][k]);
      sum += factorial[k - 1] * factorial[un - k] * (current - t[k - 1] + previous);
      previous = current;
    }
    phi[i] = Rational(sum, factorial[un] * denominator);
    phi[i].canonicalize();
  }
  return phi;
}

}  // namespace

Expected<RationalVector> solveShapleyValue(const CoalitionalGame& game, const Progress& progress,
                                           const CancelToken& cancel) {
  assert(game.hasTable());
  const int n = game.players();
  const CoalitionValues& table = game.table();
  // Any int64 table is safe: at most 2^24 values of magnitude < 2^63 sum to less than 2^87.
  // A compact table is such a table already; a rational one may still scale to one.
  std::optional<ScaledTable> scaled;
  if (!table.compact()) scaled = scaledIntegerTable(table.rationals(), INT64_MAX);
  if (table.compact() || scaled) {
    const std::vector<std::int64_t>& v = table.compact() ? table.numerators() : scaled->values;
    std::vector<std::vector<__int128>> a;
    std::vector<__int128> totals;
    const auto add = [&v](__int128& acc, std::size_t s) { acc += v[s]; };
    if (!accumulateBySize<__int128>(n, add, a, totals, progress, cancel)) return stopError(cancel);
    progress.report(1, "shapley");
    return combine(n, a, totals, table.compact() ? table.denominator() : scaled->denominator);
  }
  // Exact fallback: numerators over the common denominator as big integers.
  const RationalVector& values = table.rationals();
  const mpz_class denominator = commonDenominator(values);
  mpz_class scaledValue;
  const auto add = [&](mpz_class& acc, std::size_t s) {
    mpz_divexact(scaledValue.get_mpz_t(), denominator.get_mpz_t(), values[s].get_den_mpz_t());
    scaledValue *= values[s].get_num();
    acc += scaledValue;
  };
  std::vector<std::vector<mpz_class>> a;
  std::vector<mpz_class> totals;
  if (!accumulateBySize<mpz_class>(n, add, a, totals, progress, cancel)) return stopError(cancel);
  progress.report(1, "shapley");
  return combine(n, a, totals, denominator);
}

Expected<RationalVector> solveHarsanyiDividends(const CoalitionalGame& game, const Progress&,
                                                const CancelToken& cancel) {
  assert(game.hasTable());
  const int n = game.players();
  const std::size_t count = game.coalitionCount();
  // Dividends are bounded by 2^n times the largest |value|: the int64 path needs that to fit.
  if (auto scaled = scaledIntegerTable(game.table(), (std::int64_t(1) << 62) >> n)) {
    std::vector<std::int64_t>& c = scaled->values;
    for (int i = 0; i < n; ++i) {
      if (cancel.isCancelled()) return stopError(cancel);
      const std::size_t bit = std::size_t(1) << i;
      for (std::size_t s = 0; s < count; ++s)
        if (s & bit) c[s] -= c[s ^ bit];
    }
    RationalVector dividends(count);
    const Rational denominator(scaled->denominator);
    for (std::size_t s = 0; s < count; ++s) {
      if ((s & 0xfffff) == 0 && cancel.isCancelled()) return stopError(cancel);
      if (c[s] == 0) continue;
      dividends[s] = Rational(static_cast<long>(c[s]));
      if (scaled->denominator != 1) dividends[s] /= denominator;
    }
    return dividends;
  }
  const mpz_class denominator = game.table().compact() ? game.table().denominator()
                                                       : commonDenominator(game.table().rationals());
  std::vector<mpz_class> c(count);
  for (std::size_t s = 0; s < count; ++s) {
    const Rational value = game.value(static_cast<Coalition>(s));
    mpz_divexact(c[s].get_mpz_t(), denominator.get_mpz_t(), value.get_den_mpz_t());
    c[s] *= value.get_num();
  }
  for (int i = 0; i < n; ++i) {
    const std::size_t bit = std::size_t(1) << i;
    for (std::size_t s = 0; s < count; ++s) {
      if ((s & 0xffff) == 0 && cancel.isCancelled()) return stopError(cancel);
      if (s & bit) c[s] -= c[s ^ bit];
    }
  }
  RationalVector dividends(count);
  for (std::size_t s = 0; s < count; ++s) {
    dividends[s] = Rational(c[s], denominator);
    dividends[s].canonicalize();
  }
  return dividends;
}

Expected<std::vector<MarginalContributionRow>> marginalContributionTable(const CoalitionalGame& game) {
  assert(game.hasTable());
  const int n = game.players();
  if (n > kMaxPermutationTablePlayers)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPlayers,
                            {std::to_string(n), std::to_string(kMaxPermutationTablePlayers)});
  std::vector<MarginalContributionRow> rows;
  std::vector<int> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  do {
    MarginalContributionRow row;
    row.order = order;
    row.contributions.assign(static_cast<std::size_t>(n), Rational(0));
    Coalition before = 0;
    for (int player : order) {
      const Coalition after = before | (Coalition(1) << player);
      row.contributions[static_cast<std::size_t>(player)] = game.value(after) - game.value(before);
      before = after;
    }
    rows.push_back(std::move(row));
  } while (std::next_permutation(order.begin(), order.end()));
  return rows;
}

}  // namespace gamelab
