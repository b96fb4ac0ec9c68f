#pragma once
/// The sparse-space step of sparsespace.h on small values (every g(n) < 1024): a 16-bit mirror
/// of the values (and a mirror of their low bytes), the rare positions with their values in flat
/// arrays, one pass over them shared by four consecutive heaps (each with its option set as a
/// byte table), and the early-exit search for missing rare values (a bit set of the values
/// still needed) done 64 (AVX-512 BW + VBMI + VBMI2) or 32 (AVX2) pairs at a time where the
/// processor has it (a scalar loop otherwise). Exactly the same values as Engine::stepSparse;
/// only the speed differs.
#include "core/impartial/sparsespace.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gamelab {

/// The vector instructions ByteSparseKernel may use at most (it uses the best the processor
/// has up to this). Tests lower it to run every path on one machine; kernels made afterwards
/// follow it.
enum class SparseKernelIsa { Scalar, Avx2, Avx512 };
void setSparseKernelIsaLimit(SparseKernelIsa limit);

class ByteSparseKernel {
 public:
  static constexpr std::uint32_t kLimit = 1024;  ///< values must stay below this
  static constexpr std::uint32_t kByteLimit = 256;  ///< while every value is below this, the rare pass reads the byte mirror
  /// Heaps whose pass over the rare positions is shared: one load of a rare position serves
  /// this many consecutive heaps (their partners n − r are adjacent in the mirrors).
  static constexpr std::size_t kGroup = 4;

  /// `spec` must have leaveTwo moves only as its splits (no three-heap splits, no repeatLast).
  ByteSparseKernel(const SplitGameSpec& spec, std::size_t capacity);

  /// Appends g(size()) (must be < kLimit; callers check usable()).
  void push(std::uint32_t value);
  /// Uses `mask` from now on: rebuilds the rare positions among the values pushed so far.
  void setMask(std::uint32_t mask);
  std::size_t size() const { return g16_.size(); }

  /// g(n) for n == size(), given the option values of the direct moves (single heaps, whole
  /// heap). Counts pairs visited into `rareSteps` / `scanSteps`; sets `fullScan` when the search
  /// for missing rare values ran to the end.
  std::uint32_t step(std::size_t n, const std::uint32_t* direct, std::size_t directCount, std::size_t& rareSteps,
                     std::size_t& scanSteps, bool& fullScan);

 private:
  bool common(std::uint32_t v) const;
  /// The values still needed, as bits of kLimit / 64 words (value v: word v / 64, bit v % 64).
  using NeedSet = std::array<std::uint64_t, kLimit / 64>;
  /// Searches pairs (a, m − a), 1 <= a <= m/2 (not m/2 itself when the parts must differ), for
  /// the values in `need` and clears those it finds; stops once `need` is empty. Returns about
  /// the pairs visited (the vector scans count whole blocks).
  std::size_t scan(std::size_t m, NeedSet& need) const;
  /// scan() from pair `from`, one pair at a time (the vector scans end with it; the AVX-512
  /// blocks are in sparsebytes.cpp).
  std::size_t scanTail(std::size_t m, std::size_t from, NeedSet& need) const;
  std::size_t scanAvx2(std::size_t m, NeedSet& need) const;  ///< scan() 32 pairs at a time (AVX2 only)
  /// The last pair the vector scans may take: m/2, or m/2 − 1 when the parts must differ.
  std::size_t lastUnequalPair(std::size_t m) const;
  /// The shared pass for heaps n0 .. n0 + kGroup − 1 (see groupStart_).
  void passGroup(std::size_t n0);
  template <class T>
  void markRareGroup(const T* g, std::size_t m0, std::size_t begin, std::size_t end);
  /// The rare index of the position m/2 when heap m may not split into equal parts and m/2 is
  /// rare; rare_.size() (no index) otherwise.
  std::size_t equalSplitIndex(std::size_t m) const;
  void addRare(std::size_t n, std::uint32_t value);
  static std::size_t rarePosition(std::int64_t packed) { return static_cast<std::size_t>(-(packed >> 16)); }
  /// The number of packed rare positions below m.
  std::size_t rareBelow(std::size_t m) const;

  const SplitGameSpec& spec_;
  std::vector<std::uint8_t> g8_;    ///< the low byte of every value (the scans read these)
  std::vector<std::uint8_t> hi8_;   ///< every value >> 8 (the AVX-512 scan reads these once a value is >= 256)
  std::vector<std::uint16_t> g16_;  ///< every value
  std::uint32_t maxValue_ = 0;
  std::uint32_t mask_ = 0;
  /// Rare positions n >= 1, ascending in n, each packed with its value as −n·2¹⁶ + g(n): the
  /// per-heap pass then loads one word per position instead of two.
  std::vector<std::int64_t> rare_;
  std::array<std::uint64_t, kLimit / 64> commonBits_{};  ///< the common values below kLimit (mask_), as bits
  /// The option values seen so far by each heap of the current group: lane k is heap groupStart_ + k.
  std::array<std::array<std::uint8_t, kLimit>, kGroup> seen_{};
  /// The first heap of the group whose shared rare pass is in seen_; kNoGroup when none is (a new
  /// mask drops it). For each two-heap move j the pass covered the rare indices
  /// [shared_[j].begin, shared_[j].end) except those in shared_[j].excluded (the equal splits
  /// of the heaps of the group, which each lane adds back unless they are its own).
  static constexpr std::size_t kNoGroup = ~std::size_t(0);
  std::size_t groupStart_ = kNoGroup;
  struct SharedRange {
    std::size_t begin = 0, end = 0;
    std::array<std::size_t, kGroup> excluded{};
    std::size_t excludedCount = 0;
  };
  std::vector<SharedRange> shared_;
  bool avx2_ = false;
  bool avx512_ = false;  ///< AVX-512 BW + VBMI + VBMI2: the scan takes 64 pairs at a time
};

}  // namespace gamelab
