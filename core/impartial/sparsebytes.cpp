#include "core/impartial/sparsebytes.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <type_traits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define GAMELAB_SPARSE_AVX2 1
#endif

namespace gamelab {

namespace {

#ifdef GAMELAB_SPARSE_AVX2
/// Lanes i = 0..31: the low byte of g[a + i] ⊕ g[m − a − i].
__attribute__((target("avx2"))) inline __m256i pairXor(const std::uint8_t* g, std::size_t m, std::size_t a) {
  const __m256i rev = _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10,
                                       9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + a));
  __m256i y = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(g + (m - a - 31)));
  y = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(y, rev), 0x4E);  // lane i = g[m − a − i]
  return _mm256_xor_si256(x, y);
}

/// The byte lanes of the 256-bit filter (layout of needBits_, the same in both 128-bit halves
/// of `bits`) hit by the 32 pair values v: value b lives in byte (b & 15) + 16·(b >= 128), bit
/// (b >> 4) & 7.
__attribute__((target("avx2"))) inline std::uint32_t hitsAvx2(__m256i v, __m256i t0, __m256i t1) {
  const __m256i bitOf = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
                                         32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  const __m256i lo = _mm256_and_si256(v, nibble);
  const __m256i hi = _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble);
  const __m256i row = _mm256_blendv_epi8(_mm256_shuffle_epi8(t0, lo), _mm256_shuffle_epi8(t1, lo), v);
  const __m256i hit = _mm256_and_si256(row, _mm256_shuffle_epi8(bitOf, hi));
  return ~static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())));
}
#endif

/// Bit i set when p[i] != 0, for 64 bytes that are each 0 or 1 (eight bytes per product: the
/// multiplier moves byte k's bit to bit 56 + k without carries).
std::uint64_t seenBits(const std::uint8_t* p) {
  std::uint64_t bits = 0;
  for (int k = 0; k < 8; ++k) {
    std::uint64_t x = 0;
    std::memcpy(&x, p + 8 * k, 8);
    bits |= ((x * 0x0102040810204080ULL) >> 56) << (8 * k);
  }
  return bits;
}

std::atomic<SparseKernelIsa> isaLimit{SparseKernelIsa::Avx512};

}  // namespace

void setSparseKernelIsaLimit(SparseKernelIsa limit) { isaLimit = limit; }

ByteSparseKernel::ByteSparseKernel(const SplitGameSpec& spec, std::size_t capacity) : spec_(spec) {
  g16_.reserve(capacity);
  g8_.reserve(capacity);
#ifdef GAMELAB_SPARSE_AVX2
  const SparseKernelIsa limit = isaLimit;
  avx2_ = limit >= SparseKernelIsa::Avx2 && __builtin_cpu_supports("avx2");
  avx512_ = avx2_ && limit >= SparseKernelIsa::Avx512 && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vbmi");
#endif
}

bool ByteSparseKernel::common(std::uint32_t v) const { return (std::popcount(v & mask_) & 1) != 0; }

void ByteSparseKernel::push(std::uint32_t value) {
  const std::size_t n = g16_.size();
  g16_.push_back(static_cast<std::uint16_t>(value));
  maxValue_ = std::max(maxValue_, value);
  g8_.push_back(static_cast<std::uint8_t>(value & 0xFF));
  if (mask_ != 0 && n >= 1 && !common(value)) addRare(n, value);
}

void ByteSparseKernel::addRare(std::size_t n, std::uint32_t value) {
  rare_.push_back(-static_cast<std::int64_t>(n) * 65536 + value);
}

std::size_t ByteSparseKernel::rareBelow(std::size_t m) const {
  const auto it = std::partition_point(rare_.begin(), rare_.end(),
                                       [&](std::int64_t p) { return rarePosition(p) < m; });
  return static_cast<std::size_t>(it - rare_.begin());
}

void ByteSparseKernel::setMask(std::uint32_t mask) {
  mask_ = mask;
  groupStart_ = kNoGroup;  // the shared pass used the old rare positions
  commonBits_.fill(0);
  for (std::uint32_t v = 0; v < kLimit; ++v)
    if (common(v)) commonBits_[v / 64] |= std::uint64_t(1) << (v % 64);
  rare_.clear();
  for (std::size_t n = 1; n < g16_.size(); ++n)
    if (!common(g16_[n])) addRare(n, g16_[n]);
}

bool ByteSparseKernel::take(std::uint32_t v, bool allowed, std::uint32_t& index, std::uint8_t& cleared) {
  // Without branches: a hit of the scan is a found value about two times in three, and a
  // mispredicted branch per hit cost more than the rest of the scan. (32-bit arithmetic: with
  // 8-bit variables GCC moved the logic through AVX-512 mask registers, which is slower.)
  const std::uint32_t b = v & 255;
  index = filterByte(b);
  const std::uint32_t bit = filterBit(b);
  const std::uint32_t taken = need_[v] & static_cast<std::uint32_t>(allowed);
  need_[v] = static_cast<std::uint8_t>(need_[v] ^ taken);
  // The filter holds low bytes: keep the bit while another value with this low byte is needed.
  const std::uint32_t keep = std::uint32_t(need_[b]) | need_[b + 256] | need_[b + 512] | need_[b + 768];
  const std::uint32_t off = bit & (keep - 1);  // keep is 0 or 1
  needBits_[index] = static_cast<std::uint8_t>(needBits_[index] & ~off);
  cleared = static_cast<std::uint8_t>(off);
  return taken != 0;
}

inline void ByteSparseKernel::takePair(std::size_t m, std::size_t b, bool unequal, std::size_t& left,
                                       std::size_t& lastTaken, std::uint32_t& index, std::uint8_t& cleared) {
  const bool taken = take(g16_[b] ^ g16_[m - b], !(unequal && 2 * b == m), index, cleared);
  left -= taken ? 1 : 0;
  lastTaken = taken ? b : lastTaken;
}

std::size_t ByteSparseKernel::scanScalar(std::size_t m, std::size_t from) {
  const std::uint16_t* g = g16_.data();
  const std::size_t last = m / 2;
  for (std::size_t a = from; a <= last; ++a) {
    std::uint32_t index = 0;
    std::uint8_t cleared = 0;
    needCount_ -= take(g[a] ^ g[m - a], !(spec_.unequalParts && 2 * a == m), index, cleared) ? 1 : 0;
    if (needCount_ == 0) return a;
  }
  return last;
}

std::size_t ByteSparseKernel::scan(std::size_t m) {
#ifdef GAMELAB_SPARSE_AVX2
  if (avx512_) return scanAvx512(m);
  if (avx2_) return scanAvx2(m);
#endif
  return scanScalar(m, 1);
}

#ifdef GAMELAB_SPARSE_AVX2
// The vector scans filter on the low bytes (the low byte of x ⊕ y is the ⊕ of the low bytes)
// and check each hit on the full values. The filter stays in registers: a value found clears
// its bit there too (reloading it from needBits_ right after the byte stores stalled).

__attribute__((target("avx2"))) std::size_t ByteSparseKernel::scanAvx2(std::size_t m) {
  const std::uint8_t* g8 = g8_.data();
  const std::size_t last = m / 2;
  const bool unequal = spec_.unequalParts;
  std::size_t left = needCount_;  // a local: the byte stores of take() could alias a member
  __m256i t0 = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(needBits_.data())));
  __m256i t1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(needBits_.data() + 16)));
  const __m256i iota = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                        8, 9, 10, 11, 12, 13, 14, 15);
  std::size_t a = 1;
  for (; a + 31 <= last; a += 32) {
    std::uint32_t hits = hitsAvx2(pairXor(g8, m, a), t0, t1);
    if (hits == 0) continue;
    std::size_t lastTaken = a;
    for (; hits != 0; hits &= hits - 1) {
      std::uint32_t index = 0;
      std::uint8_t cleared = 0;
      takePair(m, a + static_cast<std::size_t>(std::countr_zero(hits)), unequal, left, lastTaken, index, cleared);
      const __m256i off = _mm256_and_si256(_mm256_cmpeq_epi8(iota, _mm256_set1_epi8(static_cast<char>(index & 15))),
                                           _mm256_set1_epi8(static_cast<char>(cleared)));
      if (index < 16) t0 = _mm256_andnot_si256(off, t0);
      else t1 = _mm256_andnot_si256(off, t1);
    }
    if (left == 0) {
      needCount_ = 0;
      return lastTaken;
    }
  }
  needCount_ = left;
  return scanScalar(m, a);
}

#if !defined(__clang__)  // GCC 12's own AVX-512 headers trip -Wuninitialized through _mm512_undefined_*
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::size_t ByteSparseKernel::scanAvx512(std::size_t m) {
  const std::uint8_t* g8 = g8_.data();
  const std::size_t last = m / 2;
  const bool unequal = spec_.unequalParts;
  std::size_t left = needCount_;  // a local: the byte stores of take() could alias a member
  alignas(64) std::uint8_t reverse[64];
  for (int i = 0; i < 64; ++i) reverse[i] = static_cast<std::uint8_t>(63 - i);
  const __m512i rev = _mm512_load_si512(reverse);
  __m512i table = _mm512_broadcast_i64x4(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(needBits_.data())));
  const __m512i bitOf = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
  const __m512i nibble = _mm512_set1_epi8(0x0F);
  const __m512i seven = _mm512_set1_epi8(0x07);
  const __m512i sixteen = _mm512_set1_epi8(0x10);
  std::size_t a = 1;
  for (; a + 63 <= last; a += 64) {
    const __m512i x = _mm512_loadu_si512(g8 + a);
    const __m512i y = _mm512_permutexvar_epi8(rev, _mm512_loadu_si512(g8 + (m - a - 63)));  // lane i = g8[m − a − i]
    const __m512i v = _mm512_xor_si512(x, y);
    const __m512i byteIndex = _mm512_or_si512(_mm512_and_si512(v, nibble),
                                              _mm512_and_si512(_mm512_srli_epi16(v, 3), sixteen));
    const __m512i bit = _mm512_shuffle_epi8(bitOf, _mm512_and_si512(_mm512_srli_epi16(v, 4), seven));
    std::uint64_t hits = _mm512_test_epi8_mask(_mm512_permutexvar_epi8(byteIndex, table), bit);
    if (hits == 0) continue;
    std::size_t lastTaken = a;
    for (; hits != 0; hits &= hits - 1) {
      std::uint32_t index = 0;
      std::uint8_t cleared = 0;
      takePair(m, a + static_cast<std::size_t>(std::countr_zero(hits)), unequal, left, lastTaken, index, cleared);
      // The table holds needBits_ in both 256-bit halves.
      const __mmask64 at = (std::uint64_t(1) << index) | (std::uint64_t(1) << (index + 32));
      table = _mm512_andnot_si512(_mm512_maskz_set1_epi8(at, static_cast<char>(cleared)), table);
    }
    if (left == 0) {
      needCount_ = 0;
      return lastTaken;
    }
  }
  needCount_ = left;
  return scanScalar(m, a);
}
#if !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif

template <class T>
void ByteSparseKernel::markRareGroup(const T* g, std::size_t m0, std::size_t begin, std::size_t end) {
  const T* base = g + m0;
  const std::int64_t* rare = rare_.data();
  std::array<std::uint8_t*, kGroup> seen{};
  for (std::size_t lane = 0; lane < kGroup; ++lane) seen[lane] = seen_[lane].data();
  // packed >> 16 is −r (arithmetic shift), packed & 0xFFFF is g(r). The partners of r in the
  // heaps m0 .. m0 + kGroup − 1 are adjacent: one load of the rare position and one word of the
  // kGroup partner values (⊕ g(r) in every lane at once) serve every lane; the loop is bound by
  // the kGroup stores.
  using Word = std::conditional_t<sizeof(T) * kGroup <= 4, std::uint32_t, std::uint64_t>;
  static_assert(sizeof(T) * kGroup == sizeof(Word));
  constexpr Word laneMask = (Word(1) << (8 * sizeof(T))) - 1;
  constexpr Word splat = Word(~Word(0)) / laneMask;  // 1 in every lane
  const auto mark = [&](std::size_t k) {
    const std::int64_t packed = rare[k];
    Word partners = 0;
    std::memcpy(&partners, base + (packed >> 16), sizeof partners);
    partners ^= static_cast<Word>(packed & 0xFFFF) * splat;
    for (std::size_t lane = 0; lane < kGroup; ++lane)
      seen[lane][static_cast<std::uint32_t>((partners >> (8 * sizeof(T) * lane)) & laneMask)] = 1;
  };
#pragma GCC unroll 4
  for (std::size_t k = begin; k < end; ++k) mark(k);
}

std::size_t ByteSparseKernel::equalSplitIndex(std::size_t m) const {
  if (!spec_.unequalParts || m % 2 != 0) return rare_.size();
  const std::size_t half = rareBelow(m / 2);
  return half < rare_.size() && rarePosition(rare_[half]) == m / 2 ? half : rare_.size();
}

void ByteSparseKernel::passGroup(std::size_t n0) {
  groupStart_ = n0;
  for (auto& lane : seen_) lane.fill(0);
  shared_.assign(spec_.leaveTwo.size(), {});
  for (std::size_t i = 0; i < spec_.leaveTwo.size(); ++i) {
    const std::size_t j = spec_.leaveTwo[i];
    if (n0 < j + kGroup) continue;  // small heaps: each lane does its own pass
    const std::size_t m0 = n0 - j;
    // Rare r >= kGroup has its partner m0 + k − r < n0 known in every lane k.
    SharedRange& range = shared_[i];
    range.begin = rareBelow(kGroup);
    range.end = std::max(range.begin, rareBelow(m0));
    for (std::size_t k = 0; k < kGroup; ++k) {
      const std::size_t e = equalSplitIndex(m0 + k);
      if (e >= range.begin && e < range.end) range.excluded[range.excludedCount++] = e;
    }
    std::sort(range.excluded.begin(), range.excluded.begin() + range.excludedCount);
    std::size_t from = range.begin;
    for (std::size_t x = 0; x <= range.excludedCount; ++x) {
      const std::size_t to = x < range.excludedCount ? range.excluded[x] : range.end;
      if (maxValue_ < kByteLimit) markRareGroup(g8_.data(), m0, from, to);
      else markRareGroup(g16_.data(), m0, from, to);
      from = to + 1;
    }
  }
}

std::uint32_t ByteSparseKernel::step(std::size_t n, const std::uint32_t* direct, std::size_t directCount,
                                     std::size_t& rareSteps, std::size_t& scanSteps, bool& fullScan) {
  if (groupStart_ == kNoGroup || n < groupStart_ || n >= groupStart_ + kGroup) passGroup(n);
  const std::size_t lane = n - groupStart_;
  std::uint8_t* seen = seen_[lane].data();
  for (std::size_t i = 0; i < directCount; ++i)
    if (direct[i] < kLimit) seen[direct[i]] = 1;
  const std::uint16_t* g = g16_.data();
  for (std::size_t i = 0; i < spec_.leaveTwo.size(); ++i) {
    const std::size_t j = spec_.leaveTwo[i];
    if (n < j + 2) continue;
    const std::size_t m = n - j;
    const std::size_t end = rareBelow(m);
    const std::size_t skip = equalSplitIndex(m);
    // The rare positions the shared pass did not cover: before its range (partners not yet
    // known then), after it (positions that were not yet rare or not below the group's first
    // heap), and the other lanes' equal splits it left out.
    const SharedRange& range = shared_[i];
    const auto markOne = [&](std::size_t k) {
      if (k == skip) return;
      const std::size_t r = rarePosition(rare_[k]);
      seen[g[r] ^ g[m - r]] = 1;
    };
    for (std::size_t k = 0; k < std::min(range.begin, end); ++k) markOne(k);
    for (std::size_t k = std::max(range.end, range.begin); k < end; ++k) markOne(k);
    for (std::size_t x = 0; x < range.excludedCount; ++x) markOne(range.excluded[x]);
    rareSteps += end;
  }
  // c*, the least common value that is not an option, and the rare values below it that are
  // not options yet (only these can be missing below c*), 64 values per word. Every option is
  // below kByteLimit while every value is (below kLimit otherwise): the mex is at most that.
  const std::size_t wordLimit = (maxValue_ < kByteLimit ? kByteLimit : kLimit) / 64;
  auto cstar = static_cast<std::uint32_t>(64 * wordLimit);
  std::size_t words = wordLimit;
  std::array<std::uint64_t, kLimit / 64> missing{};
  for (std::size_t w = 0; w < wordLimit; ++w) {
    const std::uint64_t unseen = ~seenBits(seen + 64 * w);
    const std::uint64_t commonUnseen = unseen & commonBits_[w];
    std::uint64_t rareUnseen = unseen & ~commonBits_[w];
    if (commonUnseen != 0) {
      cstar = static_cast<std::uint32_t>(64 * w) + static_cast<std::uint32_t>(std::countr_zero(commonUnseen));
      rareUnseen &= (commonUnseen & (~commonUnseen + 1)) - 1;  // below c*
      words = w + 1;
    }
    missing[w] = rareUnseen;
    if (commonUnseen != 0) break;
  }
  needCount_ = 0;
  for (std::size_t w = 0; w < words; ++w)
    for (std::uint64_t bits = missing[w]; bits != 0; bits &= bits - 1) {
      const auto v = static_cast<std::uint32_t>(64 * w) + static_cast<std::uint32_t>(std::countr_zero(bits));
      need_[v] = 1;
      needBits_[filterByte(v & 255)] |= static_cast<std::uint8_t>(filterBit(v & 255));  // hits are checked exactly
      ++needCount_;
    }
  for (std::uint32_t j : spec_.leaveTwo) {
    if (needCount_ == 0) break;
    if (n < std::size_t(j) + 2) continue;
    scanSteps += scan(n - j);
  }
  fullScan = needCount_ > 0;
  std::uint32_t result = cstar;
  for (std::size_t w = 0; w < words; ++w)
    for (std::uint64_t bits = missing[w]; bits != 0; bits &= bits - 1) {
      const auto v = static_cast<std::uint32_t>(64 * w) + static_cast<std::uint32_t>(std::countr_zero(bits));
      if (need_[v]) result = std::min(result, v);
      need_[v] = 0;
    }
  needBits_.fill(0);
  needCount_ = 0;
  return result;
}

}  // namespace gamelab
