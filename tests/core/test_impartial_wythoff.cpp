// Wythoff's game: the 8×8 table of T40 (as printed, row 7 on top), the table against the mex
// definition and the generic engine, and the closed-form P-test against the table (200 × 200) and
// against ⌊kφ⌋ computed with GMP for 64-bit coordinates.
#include "core/impartial/grundyengine.h"
#include "core/impartial/wythoff.h"

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <utility>
#include <vector>

namespace gamelab {
namespace {

TEST(ImpartialWythoff, T40_EightByEightTable) {
  // Printed top row = row 7 (farthest from the corner); column c, row r.
  const std::vector<std::vector<Nimber>> printed{
      {7, 8, 6, 9, 0, 1, 4, 5},   // row 7
      {6, 7, 8, 1, 9, 10, 3, 4},  // row 6
      {5, 3, 4, 0, 6, 8, 10, 1},  // row 5
      {4, 5, 3, 2, 7, 6, 9, 0},   // row 4
      {3, 4, 5, 6, 2, 0, 1, 9},   // row 3
      {2, 0, 1, 5, 3, 4, 8, 6},   // row 2
      {1, 2, 0, 4, 5, 3, 7, 8},   // row 1
      {0, 1, 2, 3, 4, 5, 6, 7},   // row 0
  };
  auto table = solveWythoffTable({.size = 8});
  ASSERT_TRUE(table.hasValue());
  ASSERT_EQ(table->size(), 64u);
  std::set<std::pair<int, int>> zeros;
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c) {
      const Nimber g = printed[7 - r][c];
      // solveWythoffTable is row-major by x; the game is symmetric, so (x, y) = (c, r) and (r, c) agree.
      EXPECT_EQ((*table)[c * 8 + r], g) << "row " << r << " column " << c;
      EXPECT_EQ((*table)[r * 8 + c], g) << "row " << r << " column " << c;
      if (g == 0) zeros.insert({r, c});
    }
  EXPECT_EQ(zeros, (std::set<std::pair<int, int>>{{0, 0}, {1, 2}, {2, 1}, {3, 5}, {5, 3}, {4, 7}, {7, 4}}));
  EXPECT_TRUE(isWythoffP(6, 10));
  EXPECT_TRUE(isWythoffP(10, 6));
}

TEST(ImpartialWythoff, TableIsTheMexDefinition) {
  const int n = 40;
  auto table = solveWythoffTable({.size = n});
  ASSERT_TRUE(table.hasValue());
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y) {
      std::vector<Nimber> values;
      for (int a = 0; a < x; ++a) values.push_back((*table)[a * n + y]);
      for (int b = 0; b < y; ++b) values.push_back((*table)[x * n + b]);
      for (int d = 1; d <= std::min(x, y); ++d) values.push_back((*table)[(x - d) * n + (y - d)]);
      ASSERT_EQ((*table)[x * n + y], mex(values)) << x << "," << y;
    }
  // And the generic engine on queen positions agrees.
  using Square = std::pair<int, int>;
  struct SquareHash {
    std::size_t operator()(const Square& s) const { return std::hash<long long>{}((long long)s.first << 32 | s.second); }
  };
  GrundyEngine<Square, SquareHash> engine([](const Square& s, std::vector<Square>& out) {
    for (int a = 0; a < s.first; ++a) out.push_back({a, s.second});
    for (int b = 0; b < s.second; ++b) out.push_back({s.first, b});
    for (int d = 1; d <= std::min(s.first, s.second); ++d) out.push_back({s.first - d, s.second - d});
  });
  for (int x = 0; x < 24; ++x)
    for (int y = 0; y < 24; ++y) EXPECT_EQ(*engine.value({x, y}), (*table)[x * n + y]);
}

TEST(ImpartialWythoff, ClosedFormAgainstTable) {
  const int n = 200;
  auto table = solveWythoffTable({.size = n});
  ASSERT_TRUE(table.hasValue());
  int zeros = 0;
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y) {
      const bool p = (*table)[x * n + y] == 0;
      zeros += p;
      ASSERT_EQ(isWythoffP(x, y), p) << x << "," << y;
      ASSERT_EQ((*table)[x * n + y], (*table)[y * n + x]);
    }
  EXPECT_EQ(zeros % 2, 1);  // (0,0) and pairs of symmetric P-positions
}

/// ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋ in GMP integers.
std::uint64_t wythoffA(std::uint64_t k) {
  mpz_class kk(std::to_string(k));
  mpz_class five = 5 * kk * kk;
  mpz_class root;
  mpz_sqrt(root.get_mpz_t(), five.get_mpz_t());
  mpz_class a = (kk + root) / 2;
  return std::stoull(a.get_str());
}

TEST(ImpartialWythoff, ClosedFormFor64BitCoordinates) {
  std::mt19937_64 rng(1907);
  const std::uint64_t maxK = 7046029254386353130ULL;  // the largest k with a_k + k < 2^64
  for (int i = 0; i < 2000; ++i) {
    std::uint64_t k = (i % 3 == 0) ? rng() % 1000000 : rng() % maxK;
    const std::uint64_t a = wythoffA(k);
    if (a > ~std::uint64_t{0} - k) continue;
    const std::uint64_t b = a + k;
    EXPECT_TRUE(isWythoffP(a, b)) << k;
    EXPECT_TRUE(isWythoffP(b, a)) << k;
    if (b < ~std::uint64_t{0}) {
      EXPECT_FALSE(isWythoffP(a + 1, b + 1)) << k;
      EXPECT_FALSE(isWythoffP(a, b + 1)) << k;
    }
    if (a > 0) {
      EXPECT_FALSE(isWythoffP(a - 1, b)) << k;
    }
  }
  EXPECT_TRUE(isWythoffP(0, 0));
  EXPECT_FALSE(isWythoffP(0, 1));
  EXPECT_FALSE(isWythoffP(~std::uint64_t{0}, ~std::uint64_t{0}));
  EXPECT_FALSE(isWythoffP(0, ~std::uint64_t{0}));
  EXPECT_FALSE(isWythoffP(1, ~std::uint64_t{0}));
  // The largest P-position below 2^64 and its neighbours.
  std::uint64_t k = maxK;
  while (wythoffA(k) > ~std::uint64_t{0} - k) --k;
  const std::uint64_t a = wythoffA(k);
  EXPECT_TRUE(isWythoffP(a, a + k));
  EXPECT_FALSE(isWythoffP(a, a + k - 1));
  // k = 7046029254386353130: (⌊kφ⌋, ⌊kφ⌋ + k) ends exactly at 2^64 − 1.
  EXPECT_EQ(a, 11400714819323198485ULL);
  EXPECT_TRUE(isWythoffP(11400714819323198485ULL, 18446744073709551615ULL));
  EXPECT_FALSE(isWythoffP(11400714819323198484ULL, 18446744073709551615ULL));
}

TEST(ImpartialWythoff, LimitsAndCancel) {
  auto tooLarge = solveWythoffTable({.size = 5000});
  ASSERT_FALSE(tooLarge.hasValue());
  EXPECT_EQ(tooLarge.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(tooLarge.error().problem, Problem::WythoffSizeOutOfRange);
  EXPECT_EQ(tooLarge.error().args, (std::vector<std::string>{"5000", "4096"}));
  EXPECT_FALSE(solveWythoffTable({.size = -1}).hasValue());
  EXPECT_TRUE(solveWythoffTable({.size = 0})->empty());
  CancelToken token;
  token.cancel();
  auto cancelled = solveWythoffTable({.size = 1000}, Progress::none(), token);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
