#include "core/impartial/nimarithmetic.h"

#include <array>

namespace gamelab {

namespace {

/// x ⊗ y for x, y < 2^(2^level) (level 0..6). Write x = x1·F ⊕ x0 with F = 2^(2^(level−1)) a
/// Fermat 2-power; F ⊗ F = F ⊕ F/2, and (Karatsuba) x0y1 ⊕ x1y0 = (x0⊕x1)(y0⊕y1) ⊕ x0y0 ⊕ x1y1.
Nimber productAt(Nimber x, Nimber y, int level);

/// The products of all bytes (the field of 256 nimbers), computed once by the recursion.
struct ByteTable {
  std::array<std::uint8_t, 256 * 256> product{};
  ByteTable() {
    for (Nimber x = 0; x < 256; ++x)
      for (Nimber y = 0; y < 256; ++y) product[x * 256 + y] = static_cast<std::uint8_t>(productAt(x, y, 3));
  }
};

const ByteTable* byteTable = nullptr;  // set once the table is built (the table itself uses productAt)

Nimber productAt(Nimber x, Nimber y, int level) {
  if (x < 2 || y < 2) return x * y;
  if (level <= 0) return x & y;  // unreachable: at level 0 both are < 2
  if (level <= 3 && byteTable) return byteTable->product[x * 256 + y];
  const int half = 1 << (level - 1);
  const Nimber mask = (Nimber{1} << half) - 1;
  const Nimber x1 = x >> half, x0 = x & mask, y1 = y >> half, y0 = y & mask;
  const Nimber low = productAt(x0, y0, level - 1);
  const Nimber high = productAt(x1, y1, level - 1);
  const Nimber mixed = productAt(x0 ^ x1, y0 ^ y1, level - 1);
  // x ⊗ y = (x1y1)(F ⊕ F/2) ⊕ (x0y1 ⊕ x1y0)F ⊕ x0y0
  const Nimber upper = mixed ^ low;  // x0y1 ⊕ x1y0 ⊕ x1y1
  const Nimber lower = low ^ productAt(high, Nimber{1} << (half - 1), level - 1);
  return (upper << half) | lower;
}

int levelFor(Nimber x) {
  int level = 0;
  while (level < 6 && (x >> (1 << level)) != 0) ++level;
  return level;
}

/// x^(2^64 − 2) = x⁻¹ in the field of 2^64 nimbers (the multiplicative group has order 2^64 − 1).
Nimber power(Nimber x, std::uint64_t e) {
  Nimber result = 1;
  Nimber base = x;
  while (e) {
    if (e & 1) result = nimProduct(result, base);
    base = nimProduct(base, base);
    e >>= 1;
  }
  return result;
}

}  // namespace

Nimber nimProduct(Nimber x, Nimber y) {
  static const ByteTable table;  // thread-safe one-time initialisation
  static const bool ready = (byteTable = &table, true);
  (void)ready;
  const int lx = levelFor(x), ly = levelFor(y);
  return productAt(x, y, lx > ly ? lx : ly);
}

std::optional<Nimber> nimInverse(Nimber x) {
  if (x == 0) return std::nullopt;
  // Within the smallest subfield holding x the group order is 2^(2^L) − 1, so fewer squarings do.
  const int level = levelFor(x);
  const int bits = 1 << level;
  const std::uint64_t order = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
  return power(x, order - 1);
}

std::optional<Nimber> nimQuotient(Nimber x, Nimber y) {
  auto inverse = nimInverse(y);
  if (!inverse) return std::nullopt;
  return nimProduct(x, *inverse);
}

Nimber nimSquareRoot(Nimber x) {
  // Squaring is the Frobenius automorphism of GF(2^(2^L)); its inverse is squaring 2^L − 1 times.
  const int level = levelFor(x);
  const int bits = 1 << level;
  Nimber r = x;
  for (int i = 0; i + 1 < bits; ++i) r = nimProduct(r, r);
  return r;
}

std::vector<Nimber> nimProductTable(int k) {
  if (k < 0 || k > 8) return {};
  const std::size_t n = std::size_t{1} << k;
  std::vector<Nimber> table(n * n);
  for (std::size_t x = 0; x < n; ++x)
    for (std::size_t y = 0; y <= x; ++y) {
      const Nimber p = nimProduct(x, y);
      table[x * n + y] = p;
      table[y * n + x] = p;
    }
  return table;
}

}  // namespace gamelab
