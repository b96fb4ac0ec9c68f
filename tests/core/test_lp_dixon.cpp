// Dixon's p-adic solve (FLINT) against Bareiss' fraction-free elimination, exactly, on many
// random small integer systems (singular ones included), plain and transposed.
#include "core/common/rational.h"
#include "core/lp/dixonsolver.h"
#include "core/lp/fractionfreesolver.h"

#include <gtest/gtest.h>

#include <random>

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
    for (bool transposed : {false, true}) {
      auto expected = solveFractionFree(transposed ? transpose(m) : m, rhs);
      auto got = solveDixon(m, rhs, transposed);
      ASSERT_TRUE(expected);
      ASSERT_TRUE(got);
      ASSERT_EQ(got->singular, expected->singular) << "trial " << trial;
      if (got->singular) {
        ++singular;
        continue;
      }
      ++regular;
      EXPECT_GT(got->denominator, 0);
      for (std::size_t c = 0; c < rhs.size(); ++c)
        EXPECT_EQ(component(*got, c), component(*expected, c)) << "trial " << trial;
    }
  }
  EXPECT_GT(singular, 20);
  EXPECT_GT(regular, 400);
}

TEST(DixonSolver, EmptySystemAndCancel) {
  auto empty = solveDixon({}, {{}}, false);
  ASSERT_TRUE(empty);
  EXPECT_FALSE(empty->singular);
  ASSERT_EQ(empty->numerators.size(), 1u);
  CancelToken token;
  token.cancel();
  auto stopped = solveDixon({{1}}, {{1}}, false, token);
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
