// One Lemke–Howson path (core/strategic/lemkepath.h): the float path (condensed tableau, the
// fast path) must take exactly the pivots of the exact integer path and end in the same bases,
// from every label, on many random games; its bases then give the exact path's equilibrium.
#include "core/strategic/lemkepath.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab::lemke {
namespace {

PositiveBimatrix randomBimatrix(std::mt19937& rng, std::size_t m, std::size_t n, int high) {
  std::uniform_int_distribution<int> entry(-high, high);
  RationalVector a(m * n), b(m * n);
  for (std::size_t k = 0; k < m * n; ++k) {
    a[k] = entry(rng);
    b[k] = Rational(entry(rng), 1 + (k % 3));  // some fractions: the integer scaling is exercised too
  }
  return makePositiveBimatrix(m, n, a, b);
}

/// Runs both paths from every label and compares them; returns the number of labels compared.
std::size_t expectSamePaths(const PositiveBimatrix& game, const std::string& name) {
  const CancelToken& never = CancelToken::none();
  std::size_t compared = 0;
  for (std::size_t label = 0; label < game.m + game.n; ++label) {
    PathEnd fast, exact;
    const PathStatus exactStatus = exactPath(game, label, never, exact);
    EXPECT_EQ(exactStatus, PathStatus::Done) << name << " label " << label;
    const PathStatus fastStatus = floatPath(game, label, never, fast);
    EXPECT_EQ(fastStatus, PathStatus::Done) << name << " label " << label;
    if (fastStatus != PathStatus::Done || exactStatus != PathStatus::Done) continue;
    EXPECT_EQ(fast.pivots, exact.pivots) << name << " label " << label;
    EXPECT_EQ(fast.basicP, exact.basicP) << name << " label " << label;
    EXPECT_EQ(fast.basicQ, exact.basicQ) << name << " label " << label;
    EXPECT_TRUE(recoverFromBasis(game, fast)) << name << " label " << label;
    EXPECT_EQ(fast.p, exact.p) << name << " label " << label;
    EXPECT_EQ(fast.q, exact.q) << name << " label " << label;
    ++compared;
  }
  return compared;
}

TEST(LemkePath, FloatPathTakesTheExactPivotsOnRandomGames) {
  // Sizes 1..29 cover every remainder of the vectorised row update's width.
  std::mt19937 rng(1811);
  std::uniform_int_distribution<std::size_t> size(1, 29);
  std::size_t compared = 0;
  for (int g = 0; g < 40; ++g) {
    const std::size_t m = size(rng), n = size(rng);
    compared += expectSamePaths(randomBimatrix(rng, m, n, 9999), "game " + std::to_string(g));
  }
  EXPECT_GT(compared, 600u);
}

TEST(LemkePath, FloatPathTakesTheExactPivotsOnDegenerateGames) {
  // Payoffs -2..2: ties in the ratio test everywhere, so the lexicographic rule (which reads
  // the slack columns, stored or unit) decides most pivots.
  std::mt19937 rng(1812);
  std::uniform_int_distribution<std::size_t> size(1, 9);
  for (int g = 0; g < 200; ++g) {
    const std::size_t m = size(rng), n = size(rng);
    expectSamePaths(randomBimatrix(rng, m, n, 2), "degenerate game " + std::to_string(g));
  }
}

TEST(LemkePath, CancelledFloatPathStops) {
  std::mt19937 rng(3);
  const PositiveBimatrix game = randomBimatrix(rng, 20, 20, 99);
  const CancelToken cancel;
  cancel.cancel();
  PathEnd end;
  EXPECT_EQ(floatPath(game, 0, cancel, end), PathStatus::Cancelled);
}

}  // namespace
}  // namespace gamelab::lemke
