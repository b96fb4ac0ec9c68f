#include "core/impartial/wythoff.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>
#include <utility>

namespace gamelab {

namespace {

constexpr int kMaxWythoffSize = 4096;

/// Bit sets of the values already seen along a row, a column or a diagonal. g(x, y) is the mex
/// of at most x + y + min(x, y) < 3·size values, so 3·size + 1 bits always hold it.
class ValueSets {
 public:
  ValueSets(std::size_t sets, std::size_t bits)
      : words_((bits + 63) / 64), data_(sets * words_, 0), firstOpen_(sets, 0) {}
  std::uint64_t* set(std::size_t i) { return data_.data() + i * words_; }
  std::size_t words() const { return words_; }
  /// Index of the first word of set i that is not full (every earlier word is full, so the mex
  /// of a union of sets starts at the largest of these).
  std::size_t firstOpen(std::size_t i) const { return firstOpen_[i]; }
  void add(std::size_t i, Nimber g) {
    std::uint64_t* s = set(i);
    s[g / 64] |= std::uint64_t{1} << (g % 64);
    while (firstOpen_[i] < words_ && s[firstOpen_[i]] == ~std::uint64_t{0}) ++firstOpen_[i];
  }

 private:
  std::size_t words_;
  std::vector<std::uint64_t> data_;
  std::vector<std::size_t> firstOpen_;
};

unsigned __int128 isqrt128(unsigned __int128 n) {
  auto r = static_cast<unsigned __int128>(std::sqrt(static_cast<long double>(n)));
  while (r * r > n) --r;
  while ((r + 1) * (r + 1) <= n) ++r;
  return r;
}

}  // namespace

Expected<std::vector<Nimber>> solveWythoffTable(const WythoffTableOptions& options, const Progress&,
                                                const CancelToken& cancel) {
  const int size = options.size;
  if (size < 0 || size > kMaxWythoffSize)
    return makeProblemError(ErrorCode::TooLarge, Problem::WythoffSizeOutOfRange,
                            {std::to_string(size), std::to_string(kMaxWythoffSize)});
  const auto n = static_cast<std::size_t>(size);
  std::vector<Nimber> table(n * n, 0);
  if (n == 0) return table;
  const std::size_t bits = 3 * n + 1;
  ValueSets rows(n, bits), cols(n, bits), diags(2 * n, bits);  // diagonal index x − y + n
  const std::size_t words = rows.words();
  for (std::size_t x = 0; x < n; ++x) {
    if (cancel.isCancelled()) return stopError(cancel);
    const std::uint64_t* row = rows.set(x);
    for (std::size_t y = 0; y < n; ++y) {
      const std::uint64_t* col = cols.set(y);
      const std::size_t d = x + n - y;
      const std::uint64_t* diag = diags.set(d);
      Nimber g = 0;
      const std::size_t start = std::max({rows.firstOpen(x), cols.firstOpen(y), diags.firstOpen(d)});
      for (std::size_t w = start; w < words; ++w) {
        const std::uint64_t used = row[w] | col[w] | diag[w];
        if (used != ~std::uint64_t{0}) {
          g = w * 64 + static_cast<Nimber>(std::countr_one(used));
          break;
        }
      }
      table[x * n + y] = g;
      rows.add(x, g);
      cols.add(y, g);
      diags.add(d, g);
    }
  }
  return table;
}

bool isWythoffP(std::uint64_t x, std::uint64_t y) {
  if (x > y) std::swap(x, y);
  // P-positions: (a_k, a_k + k) with a_k = ⌊kφ⌋ = ⌊(k + k√5)/2⌋ = (k + ⌊√(5k²)⌋) / 2.
  const std::uint64_t k = y - x;
  if (k == 0) return x == 0;
  // a_k + k > 2.618k − 1, so k > 7.5·10^18 gives no P-position below 2^64 (and keeps 5k² < 2^128).
  if (k > 7500000000000000000ULL) return false;
  const unsigned __int128 k128 = k;
  const unsigned __int128 root = isqrt128(5 * k128 * k128);
  const unsigned __int128 a = (k128 + root) / 2;
  return a == x;
}

}  // namespace gamelab
