#include "core/coalition/votingcounts.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <climits>
#include <thread>

namespace gamelab {

namespace {

/// Where each size's weights live: row k holds weights lo[k]..hi[k] (the final reachable
/// range below the threshold t), rows 0..rows−1.
struct Layout {
  long t = 0;
  std::vector<long> weights;  ///< clipped at t, in processing order (descending)
  std::vector<long> lo, hi;
  std::vector<std::size_t> offset;
  std::size_t cells = 0;
  int rows = 0;

  std::size_t index(int k, long x) const {
    return offset[static_cast<std::size_t>(k)] + static_cast<std::size_t>(x - lo[static_cast<std::size_t>(k)]);
  }
  bool inRow(int k, long x) const {
    return k >= 0 && k < rows && x >= lo[static_cast<std::size_t>(k)] && x <= hi[static_cast<std::size_t>(k)];
  }
};

// Row kernels dst[j] ± src[j], cloned for AVX-512/AVX2 where the CPU has them (the DP's
// inner loops). Prime residues are kept in [0, p) with p < 2^62, so signed sums cannot overflow.
[[gnu::target_clones("avx512f", "avx2", "default")]]
void addRowsWrap(std::uint64_t* __restrict dst, const std::uint64_t* __restrict src, std::size_t n) {
  for (std::size_t j = 0; j < n; ++j) dst[j] += src[j];
}
[[gnu::target_clones("avx512f", "avx2", "default")]]
void subRowsWrap(std::uint64_t* __restrict dst, const std::uint64_t* __restrict src, std::size_t n) {
  for (std::size_t j = 0; j < n; ++j) dst[j] -= src[j];
}
[[gnu::target_clones("avx512f", "avx2", "default")]]
void addRowsPrime(std::int64_t* __restrict dst, const std::int64_t* __restrict src, std::size_t n, std::int64_t p) {
  for (std::size_t j = 0; j < n; ++j) {
    const std::int64_t s = dst[j] + src[j] - p;
    dst[j] = s < 0 ? s + p : s;
  }
}
[[gnu::target_clones("avx512f", "avx2", "default")]]
void subRowsPrime(std::int64_t* __restrict dst, const std::int64_t* __restrict src, std::size_t n, std::int64_t p) {
  for (std::size_t j = 0; j < n; ++j) {
    const std::int64_t s = dst[j] - src[j];
    dst[j] = s < 0 ? s + p : s;
  }
}

/// Arithmetic modulo 2^64 (wrapping) or modulo a prime p < 2^62.
struct WrapOps {
  static std::uint64_t add(std::uint64_t a, std::uint64_t b) { return a + b; }
  static void addRows(std::uint64_t* dst, const std::uint64_t* src, std::size_t n) { addRowsWrap(dst, src, n); }
  static void subRows(std::uint64_t* dst, const std::uint64_t* src, std::size_t n) { subRowsWrap(dst, src, n); }
};
struct PrimeOps {
  std::uint64_t p;
  std::uint64_t add(std::uint64_t a, std::uint64_t b) const {
    const std::uint64_t s = a + b;
    return s >= p ? s - p : s;
  }
  void addRows(std::uint64_t* dst, const std::uint64_t* src, std::size_t n) const {
    addRowsPrime(reinterpret_cast<std::int64_t*>(dst), reinterpret_cast<const std::int64_t*>(src), n,
                 static_cast<std::int64_t>(p));
  }
  void subRows(std::uint64_t* dst, const std::uint64_t* src, std::size_t n) const {
    subRowsPrime(reinterpret_cast<std::int64_t*>(dst), reinterpret_cast<const std::int64_t*>(src), n,
                 static_cast<std::int64_t>(p));
  }
};

/// Residues per modulus of the swing counts: out[d][k] for distinct weight d.
template <class Ops>
bool countModulo(const Layout& layout, const std::vector<long>& distinct, const Ops& ops,
                 std::vector<std::uint64_t>& table, std::vector<std::uint64_t>& removed,
                 std::vector<std::vector<std::uint64_t>>& out, const CancelToken& cancel,
                 const std::atomic<bool>& stop) {
  const int rows = layout.rows;
  const long t = layout.t;
  std::fill(table.begin(), table.end(), 0);
  std::vector<long> curLo(static_cast<std::size_t>(rows), LONG_MAX), curHi(static_cast<std::size_t>(rows), -1);
  curLo[0] = curHi[0] = 0;
  table[layout.index(0, 0)] = 1;
  int processed = 0;
  for (long w : layout.weights) {
    if (stop.load(std::memory_order_relaxed) || cancel.isCancelled()) return false;
    for (int k = std::min(processed + 1, rows - 1); k >= 1; --k) {
      const auto below = static_cast<std::size_t>(k - 1);
      if (curLo[below] > curHi[below]) continue;
      const long from = curLo[below] + w;
      const long to = std::min(curHi[below] + w, t - 1);
      if (from > to) continue;
      assert(layout.inRow(k, from) && layout.inRow(k, to));
      std::uint64_t* dst = &table[layout.index(k, from)];
      const std::uint64_t* src = &table[layout.index(k - 1, curLo[below])];
      ops.addRows(dst, src, static_cast<std::size_t>(to - from + 1));
      const auto uk = static_cast<std::size_t>(k);
      curLo[uk] = std::min(curLo[uk], from);
      curHi[uk] = std::max(curHi[uk], to);
    }
    ++processed;
  }
  const int players = static_cast<int>(layout.weights.size());
  for (std::size_t d = 0; d < distinct.size(); ++d) {
    if (stop.load(std::memory_order_relaxed) || cancel.isCancelled()) return false;
    const long w = distinct[d];
    // Remove one player of weight w: R[k][x] = C[k][x] − R[k−1][x−w].
    for (int k = 0; k < rows; ++k) {
      const auto uk = static_cast<std::size_t>(k);
      if (layout.lo[uk] > layout.hi[uk]) continue;
      const std::size_t begin = layout.offset[uk];
      const auto length = static_cast<std::size_t>(layout.hi[uk] - layout.lo[uk] + 1);
      std::copy_n(&table[begin], length, &removed[begin]);
      if (k == 0) continue;
      const long from = std::max(layout.lo[uk], layout.lo[uk - 1] + w);
      const long to = std::min(layout.hi[uk], layout.hi[uk - 1] + w);
      if (from > to) continue;
      std::uint64_t* dst = &removed[layout.index(k, from)];
      const std::uint64_t* src = &removed[layout.index(k - 1, from - w)];
      ops.subRows(dst, src, static_cast<std::size_t>(to - from + 1));
    }
    // Swings of that player: coalitions of the others with t − w <= W(S) < t.
    std::vector<std::uint64_t>& counts = out[d];
    counts.assign(static_cast<std::size_t>(players), 0);
    for (int k = 0; k < rows && k < players; ++k) {
      const auto uk = static_cast<std::size_t>(k);
      const long from = std::max(t - w, layout.lo[uk]);
      const long to = std::min(t - 1, layout.hi[uk]);
      std::uint64_t sum = 0;
      for (long x = from; x <= to; ++x) sum = ops.add(sum, removed[layout.index(k, x)]);
      counts[uk] = sum;
    }
  }
  return true;
}

std::uint64_t mulMod(std::uint64_t a, std::uint64_t b, std::uint64_t p) {
  return static_cast<std::uint64_t>(static_cast<unsigned __int128>(a) * b % p);
}

mpz_class fromUint64(std::uint64_t value) {
  mpz_class result = static_cast<unsigned long>(value);
  return result;
}

}  // namespace

Expected<std::vector<std::vector<mpz_class>>> votingSwingCounts(const WeightedVotingGame& game,
                                                                const Progress& progress,
                                                                const CancelToken& cancel) {
  const int n = game.players();
  const auto un = static_cast<std::size_t>(n);
  std::vector<std::vector<mpz_class>> result(un, std::vector<mpz_class>(un, mpz_class(0)));

  // Scale to integers: S wins iff W(S) >= t.
  mpz_class denominator = game.quota.get_den();
  for (const Rational& w : game.weights) mpz_lcm(denominator.get_mpz_t(), denominator.get_mpz_t(), w.get_den_mpz_t());
  std::vector<mpz_class> scaled(un);
  mpz_class total = 0;
  for (std::size_t i = 0; i < un; ++i) {
    scaled[i] = game.weights[i].get_num() * (denominator / game.weights[i].get_den());
    total += scaled[i];
  }
  mpz_class threshold = game.quota.get_num() * (denominator / game.quota.get_den());
  if (game.rule == QuotaRule::Greater) threshold += 1;
  if (threshold > total) return result;  // N loses: nobody swings
  if (threshold <= 0) {
    // Every coalition but ∅ wins (v(∅) = 0 always): each player swings ∅ only.
    for (auto& row : result) row[0] = 1;
    return result;
  }
  if (threshold > kMaxVotingWeightRange)
    return makeProblemError(ErrorCode::TooLarge, Problem::VotingWeightRangeTooLarge,
                            {std::to_string(kMaxVotingWeightRange)});

  Layout layout;
  layout.t = threshold.get_si();
  std::vector<long> clipped(un);
  for (std::size_t i = 0; i < un; ++i)
    clipped[i] = scaled[i] >= threshold ? layout.t : scaled[i].get_si();
  layout.weights = clipped;
  std::sort(layout.weights.begin(), layout.weights.end(), std::greater<>());
  // Rows: sizes k whose k lightest players still lose.
  std::vector<long> ascending(layout.weights.rbegin(), layout.weights.rend());
  long lightest = 0, heaviest = 0;
  layout.lo.push_back(0);
  layout.hi.push_back(0);
  for (std::size_t k = 1; k <= un; ++k) {
    lightest += ascending[k - 1];
    heaviest = std::min(heaviest + layout.weights[k - 1], layout.t - 1);
    if (lightest > layout.t - 1) break;
    layout.lo.push_back(lightest);
    layout.hi.push_back(heaviest);
  }
  layout.rows = static_cast<int>(layout.lo.size());
  for (int k = 0; k < layout.rows; ++k) {
    layout.offset.push_back(layout.cells);
    layout.cells += static_cast<std::size_t>(layout.hi[static_cast<std::size_t>(k)] - layout.lo[static_cast<std::size_t>(k)] + 1);
    if (layout.cells > kMaxVotingTableCells)
      return makeProblemError(ErrorCode::TooLarge, Problem::VotingTableTooLarge,
                              {std::to_string(kMaxVotingTableCells)});
  }

  std::vector<long> distinct;
  for (long w : layout.weights)
    if (w > 0 && (distinct.empty() || distinct.back() != w)) distinct.push_back(w);

  // Moduli: 2^64 and primes above 2^61 until their product exceeds 2^n > every count.
  std::vector<std::uint64_t> primes;
  {
    mpz_class candidate = 1;
    candidate <<= 61;
    for (long bits = 64; bits <= n; bits += 61) {
      mpz_nextprime(candidate.get_mpz_t(), candidate.get_mpz_t());
      primes.push_back(candidate.get_ui());
    }
  }
  const std::size_t moduli = primes.size() + 1;
  // residues[m][d][k]
  std::vector<std::vector<std::vector<std::uint64_t>>> residues(
      moduli, std::vector<std::vector<std::uint64_t>>(distinct.size()));
  std::atomic<bool> stop{false};
  std::atomic<std::size_t> done{0};
  const unsigned threads = (moduli >= 2 && layout.cells <= 4'000'000 && std::thread::hardware_concurrency() >= 2) ? 2 : 1;
  const auto work = [&](unsigned id) {
    std::vector<std::uint64_t> table(layout.cells), removed(layout.cells);
    for (std::size_t m = id; m < moduli; m += threads) {
      bool ok = m == 0 ? countModulo(layout, distinct, WrapOps{}, table, removed, residues[m], cancel, stop)
                       : countModulo(layout, distinct, PrimeOps{primes[m - 1]}, table, removed, residues[m], cancel, stop);
      if (!ok) {
        stop.store(true);
        return;
      }
      const std::size_t finished = ++done;
      if (id == 0) progress.report(static_cast<double>(finished) / static_cast<double>(moduli), "power");
    }
  };
  if (threads == 2) {
    std::thread helper(work, 1u);
    work(0);
    helper.join();
  } else {
    work(0);
  }
  if (stop.load() || cancel.isCancelled())
    return stopError(cancel);

  // Chinese remainder (Garner) per distinct weight and size.
  mpz_class two64 = 1;
  two64 <<= 64;
  std::vector<std::vector<mpz_class>> byWeight(distinct.size(), std::vector<mpz_class>(un));
  std::vector<mpz_class> modulusProduct(moduli);
  std::vector<std::uint64_t> inverse(primes.size());
  {
    mpz_class product = two64;
    for (std::size_t j = 0; j < primes.size(); ++j) {
      const mpz_class p = fromUint64(primes[j]);
      mpz_class r = product % p;
      mpz_class inv;
      mpz_invert(inv.get_mpz_t(), r.get_mpz_t(), p.get_mpz_t());
      inverse[j] = inv.get_ui();
      modulusProduct[j + 1] = product;
      product *= p;
    }
  }
  for (std::size_t d = 0; d < distinct.size(); ++d)
    for (std::size_t k = 0; k < un; ++k) {
      mpz_class x = fromUint64(residues[0][d][k]);
      for (std::size_t j = 0; j < primes.size(); ++j) {
        const std::uint64_t p = primes[j];
        const std::uint64_t current = mpz_fdiv_ui(x.get_mpz_t(), p);
        const std::uint64_t r = residues[j + 1][d][k];
        const std::uint64_t difference = r >= current ? r - current : r + p - current;
        const std::uint64_t step = mulMod(difference, inverse[j], p);
        if (step != 0) x += modulusProduct[j + 1] * fromUint64(step);
      }
      byWeight[d][k] = x;
    }
  for (std::size_t i = 0; i < un; ++i) {
    if (clipped[i] == 0) continue;
    const auto d = static_cast<std::size_t>(std::find(distinct.begin(), distinct.end(), clipped[i]) - distinct.begin());
    result[i] = byWeight[d];
  }
  return result;
}

}  // namespace gamelab
