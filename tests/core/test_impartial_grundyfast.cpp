// The fast sparse-space engine (byte kernel: shared rare pass of four heaps, AVX-512 / AVX2 /
// scalar scan, each path run by lowering the kernel's instruction-set limit) against references
// written here:
// Grundy's game by the plain O(n²) mex definition, by the sparse-space method as it was first
// written (early-exit scan, no byte tables) up to 10⁵, and random split games engine against
// engine (Sparse vs Plain), including games whose values pass 255 (the scan then filters on low
// bytes) and 1023 (the byte kernel drops out).
#include "core/impartial/heapvalues.h"
#include "core/impartial/octalgame.h"
#include "core/impartial/sparsebytes.h"
#include "core/impartial/sparsespace.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <vector>

namespace gamelab {
namespace {

/// g(n) = mex{ g(a) ⊕ g(n − a) : 1 <= a < n/2 } (Grundy's game), straight from the definition.
std::vector<std::uint32_t> grundyByDefinition(std::size_t upTo) {
  std::vector<std::uint32_t> g(upTo + 1, 0);
  std::vector<char> seen;
  for (std::size_t n = 1; n <= upTo; ++n) {
    seen.assign(2 * (n + 2), 0);
    for (std::size_t a = 1; 2 * a < n; ++a) seen[g[a] ^ g[n - a]] = 1;
    std::uint32_t v = 0;
    while (seen[v]) ++v;
    g[n] = v;
  }
  return g;
}

/// Grundy's game by the rare/common method in its first, plain form: the rare positions for
/// `mask`, every (rare, any) pair, c* = the least common value missing, then all pairs with an
/// early exit once every value below c* is present. Exact for any mask.
std::vector<std::uint32_t> grundyBySparseReference(std::size_t upTo, std::size_t plainUpTo) {
  std::vector<std::uint32_t> g = grundyByDefinition(plainUpTo);
  g.resize(upTo + 1, 0);
  std::size_t rareCount = 0;
  const std::uint32_t mask =
      chooseSparseMask(std::vector<std::uint32_t>(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(plainUpTo) + 1),
                       rareCount);
  const auto common = [&](std::uint32_t v) { return (std::popcount(v & mask) & 1) != 0; };
  std::vector<std::size_t> rare;
  for (std::size_t n = 1; n <= plainUpTo; ++n)
    if (!common(g[n])) rare.push_back(n);
  std::vector<char> seen;
  for (std::size_t n = plainUpTo + 1; n <= upTo; ++n) {
    seen.assign(1024, 0);
    for (std::size_t r : rare)
      if (r < n && 2 * r != n) seen[g[r] ^ g[n - r]] = 1;
    std::uint32_t cstar = 0;
    while (seen[cstar] || !common(cstar)) ++cstar;
    std::size_t need = 0;
    for (std::uint32_t v = 0; v < cstar; ++v) need += !seen[v];
    for (std::size_t a = 1; 2 * a < n && need > 0; ++a) {
      const std::uint32_t v = g[a] ^ g[n - a];
      if (v < cstar && !seen[v]) {
        seen[v] = 1;
        --need;
      }
    }
    std::uint32_t v = 0;
    while (seen[v]) ++v;
    g[n] = v;
    if (!common(v)) rare.push_back(n);
  }
  return g;
}

/// Runs `body` once with each instruction-set limit of the byte kernel (on a processor without
/// AVX-512 or AVX2 the higher limits repeat a lower path), and restores the default.
template <class Body>
void forEachIsa(Body&& body) {
  for (SparseKernelIsa isa : {SparseKernelIsa::Scalar, SparseKernelIsa::Avx2, SparseKernelIsa::Avx512}) {
    SCOPED_TRACE(static_cast<int>(isa));
    setSparseKernelIsaLimit(isa);
    body();
  }
  setSparseKernelIsaLimit(SparseKernelIsa::Avx512);
}

std::vector<std::uint32_t> engineValues(const SplitGameSpec& spec, std::size_t upTo, SplitEngine engine,
                                        SplitGameStats* stats = nullptr) {
  std::vector<std::uint32_t> g(1, 0);
  EXPECT_TRUE(computeSplitGameValues(spec, g, 1, upTo, engine, [](std::size_t) { return false; }, stats));
  return g;
}

SplitGameSpec grundySpec() {
  HeapRule r;
  r.kind = HeapRule::Kind::Grundy;
  return *splitGameSpec(r);
}

TEST(ImpartialGrundyFast, DefinitionUpTo3000) {
  const auto expected = grundyByDefinition(3000);
  forEachIsa([&] {
    for (SplitEngine engine : {SplitEngine::Sparse, SplitEngine::Automatic, SplitEngine::Plain})
      EXPECT_EQ(engineValues(grundySpec(), 3000, engine), expected);
  });
  HeapRule r;
  r.kind = HeapRule::Kind::Grundy;
  auto v = solveHeapValues(r, {.upTo = 3000});
  ASSERT_TRUE(v.hasValue());
  ASSERT_EQ(v->values.size(), expected.size());
  for (std::size_t n = 0; n < expected.size(); ++n) ASSERT_EQ(v->values[n], expected[n]) << n;
}

TEST(ImpartialGrundyFast, SparseReferenceUpTo1e5) {
  const auto expected = grundyBySparseReference(100000, 16384);
  forEachIsa([&] {
    SplitGameStats stats;
    EXPECT_EQ(engineValues(grundySpec(), 100000, SplitEngine::Sparse, &stats), expected);
    EXPECT_TRUE(stats.usedSparse);
  });
}

/// A random split game: removals leaving one heap and two heaps, sometimes unequal parts only.
SplitGameSpec randomSpec(std::mt19937& rng, std::uint32_t maxLeaveOne) {
  SplitGameSpec spec;
  for (std::uint32_t j = 1; j <= maxLeaveOne; ++j)
    if (rng() % 3 == 0) spec.leaveOne.push_back(j);
  for (std::uint32_t j = 0; j <= 4; ++j)
    if (rng() % 3 == 0) spec.leaveTwo.push_back(j);
  if (spec.leaveTwo.empty()) spec.leaveTwo.push_back(static_cast<std::uint32_t>(rng() % 3));
  for (std::uint32_t j = 1; j <= 3; ++j)
    if (rng() % 4 == 0) spec.leaveNone.push_back(j);
  spec.unequalParts = rng() % 3 == 0;
  spec.impatient = rng() % 8 == 0;
  return spec;
}

TEST(ImpartialGrundyFast, PropertyRandomSplitGamesSparseEqualsPlain) {
  std::mt19937 rng(181126);
  for (int trial = 0; trial < 60; ++trial) {
    const SplitGameSpec spec = randomSpec(rng, trial % 4 == 0 ? 400 : 6);
    const std::size_t upTo = 1500;
    const auto plain = engineValues(spec, upTo, SplitEngine::Plain);
    forEachIsa([&] {
      EXPECT_EQ(engineValues(spec, upTo, SplitEngine::Sparse), plain) << "trial " << trial;
      EXPECT_EQ(engineValues(spec, upTo, SplitEngine::Automatic), plain) << "trial " << trial;
    });
  }
}

// Values past 255 (the kernel's 16-bit path) and past 1023 (the engine leaves the kernel): a long
// subtraction set plus splits must still agree with the plain mex.
TEST(ImpartialGrundyFast, ValuesPastByteRange) {
  for (std::uint32_t longest : {300u, 1100u}) {
    SplitGameSpec spec;
    for (std::uint32_t j = 1; j <= longest; ++j) spec.leaveOne.push_back(j);
    spec.leaveTwo = {0};
    for (bool unequal : {false, true}) {
      spec.unequalParts = unequal;
      const auto plain = engineValues(spec, 2500, SplitEngine::Plain);
      EXPECT_GT(*std::max_element(plain.begin(), plain.end()), longest == 300u ? 255u : 1023u);
      forEachIsa([&] { EXPECT_EQ(engineValues(spec, 2500, SplitEngine::Sparse), plain) << longest << " " << unequal; });
    }
  }
}

// Random games whose values spread over 256..1023: the scan filters on the low bytes only, so
// values sharing a low byte must still be told apart (checked against the plain mex).
TEST(ImpartialGrundyFast, PropertyLowByteFilterPastByteRange) {
  std::mt19937 rng(261126);
  for (int trial = 0; trial < 12; ++trial) {
    SplitGameSpec spec;
    const std::uint32_t longest = 400 + static_cast<std::uint32_t>(rng() % 600);
    for (std::uint32_t j = 1; j <= longest; ++j)
      if (rng() % 16 != 0) spec.leaveOne.push_back(j);
    spec.leaveTwo = {static_cast<std::uint32_t>(rng() % 3)};
    spec.unequalParts = rng() % 2 == 0;
    const auto plain = engineValues(spec, 2200, SplitEngine::Plain);
    EXPECT_GT(*std::max_element(plain.begin(), plain.end()), 255u) << "trial " << trial;
    forEachIsa([&] { EXPECT_EQ(engineValues(spec, 2200, SplitEngine::Sparse), plain) << "trial " << trial; });
  }
}

}  // namespace
}  // namespace gamelab
