#pragma once
/// Grundy values of take-and-break heap games whose options are single heaps and splits into
/// two or three heaps (octal and hexadecimal codes, Grundy's game), computed either by the
/// plain mex over all options (O(n²) for splitting games) or by the rare/common ("sparse
/// space") method of Berlekamp–Conway–Guy and Flammenkamp, which is O(n · #rare) when a good
/// mask exists. Used by solveHeapValues(); exposed for tests and benchmarks.
///
/// Sparse space, the exact form used here. For a mask m, call a value v *rare* when
/// popcount(v & m) is even and *common* when it is odd. Rare values are closed under ⊕
/// (rare ⊕ rare = common ⊕ common = rare) and rare ⊕ common = common. So the common values
/// among the options of a split heap come only from pairs (rare part, common part): iterating
/// over the (few) positions with a rare value finds ALL common option values exactly. The
/// mex is then the smaller of c* (the least common value that is not an option) and the least
/// rare value below c* that is not an option; rare values below c* are searched among all
/// pairs with an early exit as soon as every one of them has been seen (they are plentiful
/// since common ⊕ common is rare). A full scan happens only when a rare value is really
/// missing, i.e. when a new rare position appears. (Flammenkamp calls the closed class
/// "sparse/rare" and the other "common"; the mask is chosen from the computed values so that
/// the rare positions are as few as possible.) The result is exact for every mask; the mask
/// only affects speed. Without a good mask (rare positions more than 1/8 of all) the plain
/// scan is used.
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <cstdint>
#include <type_traits>
#include <vector>

namespace gamelab {

/// The moves of a take-and-break heap game in the form the engines use. A move removes j
/// counters (j in the lists below, j >= 0) and leaves nothing / one heap / two heaps / three
/// heaps (all non-empty).
struct SplitGameSpec {
  std::vector<std::uint32_t> leaveNone;   ///< j: a heap of exactly j may be removed entirely
  std::vector<std::uint32_t> leaveOne;    ///< j: remove j, leave one non-empty heap
  std::vector<std::uint32_t> leaveTwo;    ///< j: remove j, leave two non-empty heaps
  std::vector<std::uint32_t> leaveThree;  ///< j: remove j, leave three non-empty heaps
  bool unequalParts = false;  ///< two-heap splits must have different sizes (Grundy's game)
  bool impatient = false;     ///< the whole heap may always be taken (option value 0)
  /// repeatLast: for every j > repeatFrom the moves of `repeatDigit` are allowed too.
  bool repeatLast = false;
  std::uint32_t repeatFrom = 0;
  std::uint8_t repeatDigit = 0;  ///< bit 0 none, bit 1 one, bit 2 two, bit 3 three heaps
};

enum class SplitEngine { Automatic, Plain, Sparse };

struct SplitGameStats {
  bool usedSparse = false;       ///< some part was computed with the sparse-space method
  std::uint32_t mask = 0;        ///< the last mask used (0 = none)
  std::size_t rarePositions = 0; ///< positions n >= 1 with a rare value (last mask)
  std::size_t rareSteps = 0;     ///< pairs visited by the iteration over rare positions
  std::size_t scanSteps = 0;     ///< pairs visited by the early-exit search for rare values
  std::size_t fullScans = 0;     ///< heaps whose search ran to the end (a rare value missing)
};

/// Computes g(from..upTo) into `g` (which must already hold g(0..from−1), from >= 1, and is
/// resized to upTo + 1). `shouldStop(n)` is called between heaps every so often with the next
/// heap size (at least at every power of two and whenever about 2²⁰ basic steps have passed);
/// returning true stops early and makes the function return false (g then holds g(0..n−1)). Sparse is only honoured for specs without three-heap splits and without
/// repeatLast (Plain is used otherwise).
template <class StopFn>
bool computeSplitGameValues(const SplitGameSpec& spec, std::vector<std::uint32_t>& g, std::size_t from,
                            std::size_t upTo, SplitEngine engine, StopFn&& shouldStop,
                            SplitGameStats* stats = nullptr);

/// Type-erased entry used by the template above (defined in sparsespace.cpp).
bool computeSplitGameValuesImpl(const SplitGameSpec& spec, std::vector<std::uint32_t>& g, std::size_t from,
                                std::size_t upTo, SplitEngine engine, bool (*stop)(void*, std::size_t),
                                void* stopContext, SplitGameStats* stats);

template <class StopFn>
bool computeSplitGameValues(const SplitGameSpec& spec, std::vector<std::uint32_t>& g, std::size_t from,
                            std::size_t upTo, SplitEngine engine, StopFn&& shouldStop, SplitGameStats* stats) {
  using Fn = std::remove_reference_t<StopFn>;
  return computeSplitGameValuesImpl(
      spec, g, from, upTo, engine,
      [](void* ctx, std::size_t n) { return (*static_cast<Fn*>(ctx))(n); },
      const_cast<void*>(static_cast<const void*>(&shouldStop)), stats);
}

/// The mask (among masks over the low bits of the largest value) that leaves the fewest rare
/// positions n in [1, g.size()); returns that count in `rareCount`.
std::uint32_t chooseSparseMask(const std::vector<std::uint32_t>& g, std::size_t& rareCount);

}  // namespace gamelab
