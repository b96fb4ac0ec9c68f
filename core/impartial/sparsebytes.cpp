#include "core/impartial/sparsebytes.h"

#include <algorithm>
#include <bit>

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

/// The first a in [from, last] (stepping 32 pairs at a time while a + 31 <= last) where
/// g[a] ⊕ g[m − a] (g: the low bytes of the values) is in the 256-bit set `bits` (layout of
/// needBits_), or a value > last − 31 when no block hits; `hitMask` gets the lanes that hit in
/// that block.
__attribute__((target("avx2"))) std::size_t findBlockAvx2(const std::uint8_t* g, std::size_t m, std::size_t from,
                                                          std::size_t last, const std::uint8_t* bits,
                                                          std::uint32_t& hitMask) {
  const __m256i t0 = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(bits)));
  const __m256i t1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(bits + 16)));
  const __m256i bitOf = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
                                         32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m256i nibble = _mm256_set1_epi8(0x0F);
  const __m256i zero = _mm256_setzero_si256();
  std::size_t a = from;
  for (; a + 31 <= last; a += 32) {
    const __m256i v = pairXor(g, m, a);
    const __m256i lo = _mm256_and_si256(v, nibble);
    const __m256i hi = _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble);
    const __m256i row = _mm256_blendv_epi8(_mm256_shuffle_epi8(t0, lo), _mm256_shuffle_epi8(t1, lo), v);
    const __m256i hit = _mm256_and_si256(row, _mm256_shuffle_epi8(bitOf, hi));
    const auto mask = ~static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, zero)));
    if (mask != 0) {
      hitMask = mask;
      return a;
    }
  }
  hitMask = 0;
  return a;
}

/// findBlockAvx2 64 pairs at a time with AVX-512 (BW + VBMI): the same contract, hitMask has
/// 64 lanes. (GCC 12's own AVX-512 headers trip -Wuninitialized through _mm512_undefined_*.)
#if !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
__attribute__((target("avx512f,avx512bw,avx512vbmi"))) std::size_t findBlockAvx512(
    const std::uint8_t* g, std::size_t m, std::size_t from, std::size_t last, const std::uint8_t* bits,
    std::uint64_t& hitMask) {
  alignas(64) std::uint8_t reverse[64];
  for (int i = 0; i < 64; ++i) reverse[i] = static_cast<std::uint8_t>(63 - i);
  const __m512i rev = _mm512_load_si512(reverse);
  const __m512i table = _mm512_broadcast_i64x4(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(bits)));
  const __m512i bitOf = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0));
  const __m512i nibble = _mm512_set1_epi8(0x0F);
  const __m512i seven = _mm512_set1_epi8(0x07);
  const __m512i sixteen = _mm512_set1_epi8(0x10);
  std::size_t a = from;
  for (; a + 63 <= last; a += 64) {
    const __m512i x = _mm512_loadu_si512(g + a);
    const __m512i y = _mm512_permutexvar_epi8(rev, _mm512_loadu_si512(g + (m - a - 63)));  // lane i = g[m − a − i]
    const __m512i v = _mm512_xor_si512(x, y);
    // needBits_ layout: value b lives in byte (b & 15) + 16·(b >= 128), bit (b >> 4) & 7.
    const __m512i byteIndex = _mm512_or_si512(_mm512_and_si512(v, nibble),
                                              _mm512_and_si512(_mm512_srli_epi16(v, 3), sixteen));
    const __m512i bit = _mm512_shuffle_epi8(bitOf, _mm512_and_si512(_mm512_srli_epi16(v, 4), seven));
    const std::uint64_t mask = _mm512_test_epi8_mask(_mm512_permutexvar_epi8(byteIndex, table), bit);
    if (mask != 0) {
      hitMask = mask;
      return a;
    }
  }
  hitMask = 0;
  return a;
}
#if !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif

}  // namespace

ByteSparseKernel::ByteSparseKernel(const SplitGameSpec& spec, std::size_t capacity) : spec_(spec) {
  g16_.reserve(capacity);
  g8_.reserve(capacity);
#ifdef GAMELAB_SPARSE_AVX2
  avx2_ = __builtin_cpu_supports("avx2");
  avx512_ = avx2_ && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vbmi");
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
  commonValues_.clear();
  rareValues_.clear();
  for (std::uint32_t v = 0; v < kLimit; ++v)
    (common(v) ? commonValues_ : rareValues_).push_back(static_cast<std::uint16_t>(v));
  rare_.clear();
  for (std::size_t n = 1; n < g16_.size(); ++n)
    if (!common(g16_[n])) addRare(n, g16_[n]);
}

void ByteSparseKernel::found(std::uint32_t v) {
  need_[v] = 0;
  const std::uint32_t b = v & 255;  // the filter holds low bytes: keep the bit while another needs it
  if (need_[b] == 0 && need_[b + 256] == 0 && need_[b + 512] == 0 && need_[b + 768] == 0)
    needBits_[(b & 15) + (b >= 128 ? 16 : 0)] &= static_cast<std::uint8_t>(~(1u << ((b >> 4) & 7)));
  --needCount_;
}

std::size_t ByteSparseKernel::scanScalar(std::size_t m, std::size_t from) {
  const std::uint16_t* g = g16_.data();
  const std::size_t last = m / 2;
  for (std::size_t a = from; a <= last; ++a) {
    const std::uint32_t v = g[a] ^ g[m - a];
    if (!need_[v] || (spec_.unequalParts && 2 * a == m)) continue;
    found(v);
    if (needCount_ == 0) return a;
  }
  return last;
}

std::size_t ByteSparseKernel::scan(std::size_t m) {
  std::size_t a = 1;
#ifdef GAMELAB_SPARSE_AVX2
  if (avx2_) {
    // The filter runs on the low bytes (the low byte of x ⊕ y is the ⊕ of the low bytes); each
    // hit is checked on the full values.
    const std::uint16_t* g = g16_.data();
    const std::size_t last = m / 2;
    while (true) {
      std::uint64_t hits = 0;
      std::size_t width = 64;
      if (avx512_) {
        a = findBlockAvx512(g8_.data(), m, a, last, needBits_.data(), hits);
      } else {
        std::uint32_t hits32 = 0;
        a = findBlockAvx2(g8_.data(), m, a, last, needBits_.data(), hits32);
        hits = hits32;
        width = 32;
      }
      if (hits == 0) break;
      for (; hits != 0; hits &= hits - 1) {
        const std::size_t b = a + static_cast<std::size_t>(std::countr_zero(hits));
        const std::uint32_t v = g[b] ^ g[m - b];
        if (!need_[v] || (spec_.unequalParts && 2 * b == m)) continue;
        found(v);
        if (needCount_ == 0) return b;
      }
      a += width;
    }
  }
#endif
  return scanScalar(m, a);
}

template <class T>
void ByteSparseKernel::markRarePairs(const T* g, std::size_t m, std::size_t skip, std::size_t end) {
  const T* base = g + m;
  const std::int64_t* rare = rare_.data();
  std::uint8_t* seen = seen_.data();
  // packed >> 16 is −n (arithmetic shift), packed & 0xFFFF is g(n): one load and two cheap
  // operations per rare position; unrolled, this loop is bound by its loads.
  const auto mark = [&](std::size_t k) {
    const std::int64_t packed = rare[k];
    seen[static_cast<std::uint32_t>(packed & 0xFFFF) ^ base[packed >> 16]] = 1;
  };
#pragma GCC unroll 8
  for (std::size_t k = 0; k < skip; ++k) mark(k);
#pragma GCC unroll 8
  for (std::size_t k = skip + 1; k < end; ++k) mark(k);
}

std::uint32_t ByteSparseKernel::step(std::size_t n, const std::uint32_t* direct, std::size_t directCount,
                                     std::size_t& rareSteps, std::size_t& scanSteps, bool& fullScan) {
  seen_.fill(0);
  for (std::size_t i = 0; i < directCount; ++i)
    if (direct[i] < kLimit) seen_[direct[i]] = 1;
  for (std::uint32_t j : spec_.leaveTwo) {
    if (n < std::size_t(j) + 2) continue;
    const std::size_t m = n - j;
    const std::size_t end = rareBelow(m);
    // A rare position r = m/2 pairs with itself: not an option when the parts must differ.
    std::size_t skip = end;
    if (spec_.unequalParts && m % 2 == 0) {
      const std::size_t half = rareBelow(m / 2);
      if (half < end && rarePosition(rare_[half]) == m / 2) skip = half;
    }
    if (maxValue_ < kByteLimit) markRarePairs(g8_.data(), m, skip, end);
    else markRarePairs(g16_.data(), m, skip, end);
    rareSteps += end;
  }
  std::uint32_t cstar = kLimit;  // no option reaches kLimit: the mex is at most kLimit
  for (std::uint16_t c : commonValues_)
    if (!seen_[c]) {
      cstar = c;
      break;
    }
  needCount_ = 0;
  std::size_t rareBelowCstar = 0;  // below c* only rare values can be missing
  for (; rareBelowCstar < rareValues_.size() && rareValues_[rareBelowCstar] < cstar; ++rareBelowCstar) {
    const std::uint32_t v = rareValues_[rareBelowCstar];
    if (!seen_[v]) {
      need_[v] = 1;
      const std::uint32_t b = v & 255;  // a filter on the low byte; hits are checked exactly
      needBits_[(b & 15) + (b >= 128 ? 16 : 0)] |= static_cast<std::uint8_t>(1u << ((b >> 4) & 7));
      ++needCount_;
    }
  }
  for (std::uint32_t j : spec_.leaveTwo) {
    if (needCount_ == 0) break;
    if (n < std::size_t(j) + 2) continue;
    scanSteps += scan(n - j);
  }
  fullScan = needCount_ > 0;
  std::uint32_t result = cstar;
  for (std::size_t i = 0; i < rareBelowCstar; ++i) {
    const std::uint32_t v = rareValues_[i];
    if (need_[v]) {
      result = std::min(result, v);
      need_[v] = 0;
    }
  }
  needBits_.fill(0);
  needCount_ = 0;
  return result;
}

}  // namespace gamelab
