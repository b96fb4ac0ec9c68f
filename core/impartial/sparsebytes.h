#pragma once
/// The sparse-space step of sparsespace.h on small values (every g(n) < 1024): a 16-bit mirror
/// of the values (and a mirror of their low bytes), the rare positions with their values in flat arrays, the
/// option set as a byte table, and the early-exit search for missing rare values done 64 (AVX-512
/// BW+VBMI) or 32 (AVX2) pairs at a time where the processor has it (a scalar loop otherwise). Exactly the same
/// values as Engine::stepSparse; only the speed differs.
#include "core/impartial/sparsespace.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gamelab {

class ByteSparseKernel {
 public:
  static constexpr std::uint32_t kLimit = 1024;  ///< values must stay below this
  static constexpr std::uint32_t kByteLimit = 256;  ///< while every value is below this, the rare pass reads the byte mirror

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
  /// Searches pairs (a, m − a), 1 <= a <= m/2, for the values in need_ (a byte table); returns
  /// the pairs visited; stops once needCount_ reaches 0.
  std::size_t scan(std::size_t m);
  std::size_t scanScalar(std::size_t m, std::size_t from);
  template <class T>
  void markRarePairs(const T* g, std::size_t m, std::size_t skip, std::size_t end);
  void found(std::uint32_t v);
  void addRare(std::size_t n, std::uint32_t value);
  static std::size_t rarePosition(std::int64_t packed) { return static_cast<std::size_t>(-(packed >> 16)); }
  /// The number of packed rare positions below m.
  std::size_t rareBelow(std::size_t m) const;

  const SplitGameSpec& spec_;
  std::vector<std::uint8_t> g8_;    ///< the low byte of every value (the scan's filter reads these)
  std::vector<std::uint16_t> g16_;  ///< every value
  std::uint32_t maxValue_ = 0;
  std::uint32_t mask_ = 0;
  /// Rare positions n >= 1, ascending in n, each packed with its value as −n·2¹⁶ + g(n): the
  /// per-heap pass then loads one word per position instead of two.
  std::vector<std::int64_t> rare_;
  std::vector<std::uint16_t> commonValues_;  ///< the common values below kLimit, ascending (mask_)
  std::vector<std::uint16_t> rareValues_;    ///< the rare values below kLimit, ascending (mask_)
  std::array<std::uint8_t, kLimit> seen_{};
  std::array<std::uint8_t, kLimit> need_{};  ///< 1: a rare value below c* still to be found
  std::array<std::uint8_t, 32> needBits_{};  ///< low bytes of need_ as bits: byte lo holds hi·16 + lo
  std::size_t needCount_ = 0;
  bool avx2_ = false;
  bool avx512_ = false;  ///< AVX-512 BW + VBMI: the scan takes 64 pairs at a time
};

}  // namespace gamelab
