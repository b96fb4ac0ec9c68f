// Dixon's p-adic solve (FLINT) against Bareiss' fraction-free elimination, exactly, on many
// random small integer systems (singular ones included), K and Kᵀ from one inverse mod p.
#include "core/common/rational.h"
#include "core/lp/dixonsolver.h"
#include "core/lp/fractionfreesolver.h"

#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <thread>

namespace gamelab {
namespace {

using IntMatrix = std::vector<std::vector<mpz_class>>;

RationalVector component(const FractionFreeSolution& s, std::size_t c) {
  RationalVector out;
  for (const auto& v : s.numerators[c]) {
    Rational r(v, s.denominator);
    r.canonicalize();
    out.push_back(r);
  }
  return out;
}

RationalVector rationals(const IntegerVector& v) {
  RationalVector out;
  for (std::size_t i = 0; i < v.numerators.size(); ++i) out.push_back(v.at(i));
  return out;
}

IntMatrix transpose(const IntMatrix& k) {
  IntMatrix t(k.size(), std::vector<mpz_class>(k.size()));
  for (std::size_t i = 0; i < k.size(); ++i)
    for (std::size_t j = 0; j < k.size(); ++j) t[j][i] = k[i][j];
  return t;
}

TEST(DixonSolver, MatchesFractionFreeOnRandomSystems) {
  std::mt19937 rng(20261126);
  int singular = 0, regular = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const std::size_t k = 1 + trial % 9;
    const int range = trial % 3 == 0 ? 2 : 1000;  // small ranges give singular matrices
    std::uniform_int_distribution<int> entry(-range, range);
    IntMatrix m(k, std::vector<mpz_class>(k));
    for (auto& row : m)
      for (auto& a : row) a = entry(rng);
    if (trial % 7 == 0 && k > 1) m[k - 1] = m[0];  // surely singular
    IntMatrix rhs(2, std::vector<mpz_class>(k));
    for (auto& col : rhs)
      for (auto& a : col) a = entry(rng);
    const IntMatrix transposedRhs{rhs[1]};
    auto got = solveDixon(m, rhs, transposedRhs);
    auto expected = solveFractionFree(m, rhs);
    auto expectedT = solveFractionFree(transpose(m), transposedRhs);
    ASSERT_TRUE(got);
    ASSERT_TRUE(expected);
    ASSERT_TRUE(expectedT);
    ASSERT_EQ(got->singular, expected->singular) << "trial " << trial;
    if (got->singular) {
      ++singular;
      continue;
    }
    ++regular;
    ASSERT_EQ(got->solutions.size(), 2u);
    ASSERT_EQ(got->transposed.size(), 1u);
    for (std::size_t c = 0; c < rhs.size(); ++c) {
      EXPECT_GT(got->solutions[c].denominator, 0);
      EXPECT_EQ(rationals(got->solutions[c]), component(*expected, c)) << "trial " << trial;
    }
    EXPECT_EQ(rationals(got->transposed[0]), component(*expectedT, 0)) << "trial " << trial;
  }
  EXPECT_GT(singular, 10);
  EXPECT_GT(regular, 200);
}

TEST(DixonSolver, HugeEntriesOfASmallSystem) {
  // A 2×2 block with a 200 000-digit entry (a zero-sum payoff of a million digits took minutes:
  // lifting is quadratic in the entries' size); K·x = b and Kᵀ·y = c checked by substitution.
  const mpz_class huge(std::string(200'000, '7'));
  const std::vector<std::vector<mpz_class>> k{{huge, -3}, {2, 4}};
  auto r = solveDixon(k, {{1, huge}}, {{huge, 5}});
  ASSERT_TRUE(r);
  ASSERT_FALSE(r->singular);
  ASSERT_EQ(r->solutions.size(), 1u);
  ASSERT_EQ(r->transposed.size(), 1u);
  const IntegerVector& x = r->solutions[0];
  const IntegerVector& y = r->transposed[0];
  EXPECT_GT(x.denominator, 0);
  EXPECT_EQ(huge * x.numerators[0] - 3 * x.numerators[1], 1 * x.denominator);
  EXPECT_EQ(2 * x.numerators[0] + 4 * x.numerators[1], huge * x.denominator);
  EXPECT_EQ(huge * y.numerators[0] + 2 * y.numerators[1], huge * y.denominator);
  EXPECT_EQ(-3 * y.numerators[0] + 4 * y.numerators[1], 5 * y.denominator);
  // A singular one is said to be.
  auto singular = solveDixon({{huge, huge}, {huge, huge}}, {{1, 1}});
  ASSERT_TRUE(singular);
  EXPECT_TRUE(singular->singular);
}

TEST(DixonSolver, EmptySystemAndCancel) {
  auto empty = solveDixon({}, {{}}, {{}});
  ASSERT_TRUE(empty);
  EXPECT_FALSE(empty->singular);
  ASSERT_EQ(empty->solutions.size(), 1u);
  ASSERT_EQ(empty->transposed.size(), 1u);
  CancelToken token;
  token.cancel();
  auto stopped = solveDixon({{1}}, {{1}}, {}, token);
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
}

/// A random k×k system with entries in 0..99 (non-singular with overwhelming probability).
IntMatrix randomMatrix(std::size_t k, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, 99);
  IntMatrix m(k, std::vector<mpz_class>(k));
  for (auto& row : m)
    for (auto& a : row) a = entry(rng);
  return m;
}

TEST(DixonSolver, LargeSystemsSolvedExactly) {
  // k >= 200: the inverse modulo p is computed on the helper thread. Check K x = b and
  // Kᵀ y = c exactly by multiplying back (numerators over the denominator).
  const std::size_t k = 210;
  const IntMatrix m = randomMatrix(k, 5);
  const IntMatrix rhs = {randomMatrix(k, 6)[0]};
  auto got = solveDixon(m, rhs, rhs);
  ASSERT_TRUE(got);
  ASSERT_FALSE(got->singular);
  for (bool transposed : {false, true}) {
    const IntegerVector& x = transposed ? got->transposed[0] : got->solutions[0];
    for (std::size_t i = 0; i < k; ++i) {
      mpz_class sum = 0;
      for (std::size_t j = 0; j < k; ++j) sum += (transposed ? m[j][i] : m[i][j]) * x.numerators[j];
      ASSERT_EQ(sum, rhs[0][i] * x.denominator) << "row " << i << (transposed ? " of Kᵀ" : " of K");
    }
  }
}

TEST(DixonSolver, CancelDuringTheInverseIsAnswered) {
  const IntMatrix m = randomMatrix(600, 7);  // the inverse alone takes a good fraction of a second
  CancelToken token;
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    token.cancel();
  });
  auto stopped = solveDixon(m, {m[0]}, {}, token);
  canceller.join();
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
