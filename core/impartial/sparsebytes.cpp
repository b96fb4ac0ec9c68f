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

/// The lanes of the 32 pair values v whose low byte is in `filter`, a 256-bit set (low byte b:
/// byte b / 8, bit b % 8) given as its two 128-bit halves, each in both halves of t0 / t1.
__attribute__((target("avx2"))) inline std::uint32_t hitsAvx2(__m256i v, __m256i t0, __m256i t1) {
  const __m256i bitOf = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
                                         32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m256i byteInHalf = _mm256_and_si256(_mm256_srli_epi16(v, 3), _mm256_set1_epi8(0x0F));
  // pshufb reads the low four bits of byteInHalf; the sign bit of v (b >= 128) picks the half.
  const __m256i row = _mm256_blendv_epi8(_mm256_shuffle_epi8(t0, byteInHalf), _mm256_shuffle_epi8(t1, byteInHalf), v);
  const __m256i hit = _mm256_and_si256(row, _mm256_shuffle_epi8(bitOf, _mm256_and_si256(v, _mm256_set1_epi8(7))));
  return ~static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())));
}

#if !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
/// Row v (v < 256) has the bit of value v in the layout of the needed-value tables of
/// scanBlocksAvx512 (byte v / 8, bit v % 8); row 256 is empty.
struct ValueBits {
  alignas(32) std::uint8_t rows[257][32] = {};
  ValueBits() {
    for (int v = 0; v < 256; ++v) rows[v][v >> 3] = static_cast<std::uint8_t>(1u << (v & 7));
  }
};
const ValueBits valueBits;

/// Clears from the needed-value tables of scanBlocksAvx512 the values of the lanes in `hits`:
/// low bytes in `lo`, high bits in `hi` (zero unless Wide). Values below 256 take their bits
/// from valueBits, the first four without branches (most blocks have fewer hits); values of up
/// to 1023 set their bit in a vector each.
template <bool Wide>
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,avx512vl,bmi2,popcnt"))) inline void clearHits(
    std::uint64_t hits, __m512i lo, __m512i hi, __m512i& table0, __m512i& table1) {
  const unsigned count = static_cast<unsigned>(std::popcount(hits));
  const __m512i los = _mm512_maskz_compress_epi8(hits, lo);
  if constexpr (!Wide) {
    constexpr unsigned kUnrolled = 4;
    const auto first = static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm512_castsi512_si128(los)));
    __m256i clear = _mm256_setzero_si256();
    for (unsigned i = 0; i < kUnrolled; ++i) {
      const std::size_t row = i < count ? (first >> (8 * i)) & 255 : 256;
      clear = _mm256_or_si256(clear, _mm256_load_si256(reinterpret_cast<const __m256i*>(valueBits.rows[row])));
    }
    if (count > kUnrolled) {
      alignas(64) std::uint8_t values[64];
      _mm512_store_si512(values, los);
      for (unsigned i = kUnrolled; i < count; ++i)
        clear = _mm256_or_si256(clear, _mm256_load_si256(reinterpret_cast<const __m256i*>(valueBits.rows[values[i]])));
    }
    table0 = _mm512_andnot_si512(_mm512_zextsi256_si512(clear), table0);
  } else {
    alignas(64) std::uint8_t values[64];
    alignas(64) std::uint8_t highs[64];
    _mm512_store_si512(values, los);
    _mm512_store_si512(highs, _mm512_maskz_compress_epi8(hits, hi));
    __m512i clear0 = _mm512_setzero_si512();
    __m512i clear1 = _mm512_setzero_si512();
    for (unsigned i = 0; i < count; ++i) {
      const std::uint32_t byte = (std::uint32_t(highs[i]) << 8 | values[i]) >> 3;  // 0..63 table0, 64..127 table1
      const std::uint64_t at = std::uint64_t(1) << (byte & 63);
      const auto bit = static_cast<char>(1u << (values[i] & 7));
      clear0 = _mm512_or_si512(clear0, _mm512_maskz_set1_epi8(byte < 64 ? at : 0, bit));
      clear1 = _mm512_or_si512(clear1, _mm512_maskz_set1_epi8(byte < 64 ? 0 : at, bit));
    }
    table0 = _mm512_andnot_si512(clear0, table0);
    table1 = _mm512_andnot_si512(clear1, table1);
  }
}

// The set of values still needed is a bit set in registers (byte v / 8, bit v % 8): one 256-bit
// half while every value is below 256, two 512-bit tables (values 0..511, 512..1023) otherwise,
// when each value is its low byte (g8_) and its high bits (hi8_). A block of 64 pairs looks up
// all its values in the set at once; the values of its hits are packed together (compress) and
// their bits cleared with few branches (a value hit twice clears its bit twice, harmlessly).
//
// Scans the pairs (a, m − a) from a = 1 in blocks of 64 while a + 63 <= last; returns the first
// pair it did not scan (the need set may then be empty).
template <bool Wide>
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,avx512vl,bmi2,popcnt"))) std::size_t scanBlocksAvx512(
    const std::uint8_t* lo, const std::uint8_t* hi, std::size_t m, std::size_t last, std::uint64_t* need) {
  alignas(64) std::uint8_t reverse[64];
  for (int i = 0; i < 64; ++i) reverse[i] = static_cast<std::uint8_t>(63 - i);
  const __m512i rev = _mm512_load_si512(reverse);
  const __m512i bitOf = _mm512_broadcast_i32x4(_mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128));
  const __m512i seven = _mm512_set1_epi8(0x07);
  const __m512i low5 = _mm512_set1_epi8(0x1F);
  __m512i table0 = _mm512_loadu_si512(need);  // values 0..511 (only 0..255 when !Wide)
  __m512i table1 = Wide ? _mm512_loadu_si512(need + 8) : _mm512_setzero_si512();
  std::size_t a = 1;
  for (; a + 63 <= last; a += 64) {
    const __m512i v = _mm512_xor_si512(_mm512_loadu_si512(lo + a),
                                       _mm512_permutexvar_epi8(rev, _mm512_loadu_si512(lo + (m - a - 63))));
    __m512i byteIndex = _mm512_and_si512(_mm512_srli_epi16(v, 3), low5);
    __m512i h = _mm512_setzero_si512();
    if constexpr (Wide) {
      h = _mm512_xor_si512(_mm512_loadu_si512(hi + a),
                           _mm512_permutexvar_epi8(rev, _mm512_loadu_si512(hi + (m - a - 63))));
      byteIndex = _mm512_or_si512(byteIndex, _mm512_slli_epi16(h, 5));  // h < 4: no carry into the next byte
    }
    const __m512i bit = _mm512_shuffle_epi8(bitOf, _mm512_and_si512(v, seven));
    const __m512i present = Wide ? _mm512_permutex2var_epi8(table0, byteIndex, table1)
                                 : _mm512_permutexvar_epi8(byteIndex, table0);
    const std::uint64_t hits = _mm512_test_epi8_mask(present, bit);
    if (hits == 0) continue;
    clearHits<Wide>(hits, v, h, table0, table1);
    const __m512i left = Wide ? _mm512_or_si512(table0, table1) : table0;
    if (_mm512_test_epi64_mask(left, left) == 0) {
      _mm512_storeu_si512(need, table0);
      if constexpr (Wide) _mm512_storeu_si512(need + 8, table1);
      return a + 64;
    }
  }
  _mm512_storeu_si512(need, table0);
  if constexpr (Wide) _mm512_storeu_si512(need + 8, table1);
  return a;
}
#if !defined(__clang__)
#pragma GCC diagnostic pop
#endif
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
  hi8_.reserve(capacity);
#ifdef GAMELAB_SPARSE_AVX2
  const SparseKernelIsa limit = isaLimit;
  avx2_ = limit >= SparseKernelIsa::Avx2 && __builtin_cpu_supports("avx2");
  avx512_ = avx2_ && limit >= SparseKernelIsa::Avx512 && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vbmi2");
#endif
}

bool ByteSparseKernel::common(std::uint32_t v) const { return (std::popcount(v & mask_) & 1) != 0; }

void ByteSparseKernel::push(std::uint32_t value) {
  const std::size_t n = g16_.size();
  g16_.push_back(static_cast<std::uint16_t>(value));
  maxValue_ = std::max(maxValue_, value);
  g8_.push_back(static_cast<std::uint8_t>(value & 0xFF));
  hi8_.push_back(static_cast<std::uint8_t>(value >> 8));
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

std::size_t ByteSparseKernel::lastUnequalPair(std::size_t m) const {
  return spec_.unequalParts && m % 2 == 0 ? m / 2 - 1 : m / 2;
}

std::size_t ByteSparseKernel::scanTail(std::size_t m, std::size_t from, NeedSet& need) const {
  const auto empty = [&] { return std::all_of(need.begin(), need.end(), [](std::uint64_t w) { return w == 0; }); };
  if (empty()) return from - 1;
  const std::uint16_t* g = g16_.data();
  const std::size_t last = lastUnequalPair(m);
  for (std::size_t a = from; a <= last; ++a) {
    const std::uint32_t v = g[a] ^ g[m - a];
    const std::uint64_t taken = need[v / 64] & (std::uint64_t(1) << (v % 64));
    need[v / 64] ^= taken;
    if (taken != 0 && empty()) return a;
  }
  return m / 2;
}

std::size_t ByteSparseKernel::scan(std::size_t m, NeedSet& need) const {
#ifdef GAMELAB_SPARSE_AVX2
  if (avx512_) {
    const std::size_t from = maxValue_ < kByteLimit
                                 ? scanBlocksAvx512<false>(g8_.data(), hi8_.data(), m, lastUnequalPair(m), need.data())
                                 : scanBlocksAvx512<true>(g8_.data(), hi8_.data(), m, lastUnequalPair(m), need.data());
    return scanTail(m, from, need);
  }
  if (avx2_) return scanAvx2(m, need);
#endif
  return scanTail(m, 1, need);
}

#ifdef GAMELAB_SPARSE_AVX2
// The AVX2 scan filters on the low bytes (the low byte of x ⊕ y is the ⊕ of the low bytes) and
// checks each hit on the full values. The filter stays in registers: a value found clears its
// bit there too once no other needed value shares its low byte.
__attribute__((target("avx2,popcnt"))) std::size_t ByteSparseKernel::scanAvx2(std::size_t m, NeedSet& need) const {
  const std::uint8_t* g8 = g8_.data();
  const std::uint16_t* g = g16_.data();
  const std::size_t last = lastUnequalPair(m);
  std::size_t left = 0;
  alignas(32) std::array<std::uint64_t, 4> filter{};  // the needed low bytes
  for (std::size_t w = 0; w < need.size(); ++w) {
    filter[w % 4] |= need[w];
    left += static_cast<std::size_t>(std::popcount(need[w]));
  }
  __m256i t0 = _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(filter.data())));
  __m256i t1 = _mm256_broadcastsi128_si256(_mm_load_si128(reinterpret_cast<const __m128i*>(filter.data() + 2)));
  const __m256i iota = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                        8, 9, 10, 11, 12, 13, 14, 15);
  std::size_t a = 1;
  for (; a + 31 <= last; a += 32) {
    std::uint32_t hits = hitsAvx2(pairXor(g8, m, a), t0, t1);
    for (; hits != 0; hits &= hits - 1) {
      // Without branches: a hit is a found value about two times in three, and a mispredicted
      // branch per hit cost more than the rest of the scan.
      const std::size_t b = a + static_cast<std::size_t>(std::countr_zero(hits));
      const std::uint32_t v = g[b] ^ g[m - b];
      const std::uint64_t taken = need[v / 64] & (std::uint64_t(1) << (v % 64));
      need[v / 64] ^= taken;
      left -= taken != 0 ? 1 : 0;
      const std::uint32_t low = v & 255;
      const std::uint64_t sameLow = need[low / 64] | need[low / 64 + 4] | need[low / 64 + 8] | need[low / 64 + 12];
      const std::uint32_t keep = static_cast<std::uint32_t>(sameLow >> (low % 64)) & 1;
      const auto off = static_cast<char>((1u << (low % 8)) & (keep - 1));
      const __m256i clear = _mm256_and_si256(
          _mm256_cmpeq_epi8(iota, _mm256_set1_epi8(static_cast<char>((low / 8) % 16))), _mm256_set1_epi8(off));
      if (low < 128) t0 = _mm256_andnot_si256(clear, t0);
      else t1 = _mm256_andnot_si256(clear, t1);
    }
    if (left == 0) return a + 31;
  }
  return scanTail(m, a, need);
}

#if !defined(__clang__)  // GCC 12's own AVX-512 headers trip -Wuninitialized through _mm512_undefined_*
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
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
  NeedSet missing{};
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
  bool missingAny = false;
  for (std::size_t w = 0; w < words; ++w) missingAny = missingAny || missing[w] != 0;
  for (std::uint32_t j : spec_.leaveTwo) {
    if (!missingAny) break;
    if (n < std::size_t(j) + 2) continue;
    scanSteps += scan(n - j, missing);
    missingAny = false;
    for (std::size_t w = 0; w < words; ++w) missingAny = missingAny || missing[w] != 0;
  }
  fullScan = missingAny;
  for (std::size_t w = 0; w < words; ++w)
    if (missing[w] != 0) return static_cast<std::uint32_t>(64 * w) + static_cast<std::uint32_t>(std::countr_zero(missing[w]));
  return cstar;
}

}  // namespace gamelab
