// solveBySingletons (core/lp/singletonsolve.h): the peeled triangular parts and the Dixon core
// together solve K·x = b and Kᵀ·y = c exactly, and singular matrices are told as Dixon tells them.
#include "core/lp/dixonsolver.h"
#include "core/lp/singletonsolve.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab::lpdetail {
namespace {

using Dense = std::vector<std::vector<mpz_class>>;

std::vector<SparseIntegerRow> sparseRows(const Dense& k) {
  std::vector<SparseIntegerRow> rows(k.size());
  for (std::size_t r = 0; r < k.size(); ++r)
    for (std::size_t c = 0; c < k.size(); ++c)
      if (sgn(k[r][c]) != 0) rows[r].emplace_back(static_cast<int>(c), k[r][c]);
  return rows;
}

/// Checks K·x = b and Kᵀ·y = c in rationals.
void expectSolves(const Dense& k, const SingletonSolution& s, const RationalVector& b, const RationalVector& c) {
  const std::size_t n = k.size();
  for (std::size_t r = 0; r < n; ++r) {
    Rational row(0), col(0);
    for (std::size_t j = 0; j < n; ++j) {
      row += Rational(k[r][j]) * s.x.at(j);
      col += Rational(k[j][r]) * s.y.at(j);
    }
    EXPECT_EQ(row, b[r]) << "row " << r;
    EXPECT_EQ(col, c[r]) << "column " << r;
  }
}

/// A random k×k matrix: a random triangular-ish part (each row gets a diagonal entry and a few
/// entries to its left), a dense random core block, rows and columns then shuffled.
Dense randomMatrix(std::mt19937& rng, std::size_t n, std::size_t core, int density) {
  std::uniform_int_distribution<int> value(-5, 5);
  Dense k(n, std::vector<mpz_class>(n));
  for (std::size_t r = 0; r < n; ++r) {
    if (r >= n - core) {
      for (std::size_t c = n - core; c < n; ++c) k[r][c] = value(rng);
    } else {
      k[r][r] = 1 + static_cast<int>(rng() % 3);
    }
    for (std::size_t c = 0; c < r; ++c)
      if (static_cast<int>(rng() % 100) < density) k[r][c] = value(rng);
  }
  std::vector<std::size_t> rowOrder(n), colOrder(n);
  for (std::size_t i = 0; i < n; ++i) rowOrder[i] = colOrder[i] = i;
  std::shuffle(rowOrder.begin(), rowOrder.end(), rng);
  std::shuffle(colOrder.begin(), colOrder.end(), rng);
  Dense shuffled(n, std::vector<mpz_class>(n));
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c) shuffled[r][c] = k[rowOrder[r]][colOrder[c]];
  // Sometimes transposed, so that column singletons are peeled too.
  if (rng() % 2 == 0)
    for (std::size_t r = 0; r < n; ++r)
      for (std::size_t c = 0; c < r; ++c) std::swap(shuffled[r][c], shuffled[c][r]);
  return shuffled;
}

TEST(SingletonSolve, RandomSystemsAgreeWithDixon) {
  std::mt19937 rng(271126);
  int singular = 0, peeledAll = 0, mixed = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const std::size_t n = 1 + rng() % 30;
    const std::size_t core = rng() % 3 == 0 ? 0 : rng() % (n + 1);
    Dense k = randomMatrix(rng, n, core, static_cast<int>(rng() % 40));
    if (trial % 6 == 0 && n >= 2) k[n - 1] = k[0];  // two equal rows: singular
    RationalVector b(n), c(n);
    for (auto& v : b) v = Rational(static_cast<long>(rng() % 21) - 10, 1 + static_cast<long>(rng() % 4));
    for (auto& v : c) v = Rational(static_cast<long>(rng() % 21) - 10, 1 + static_cast<long>(rng() % 4));
    for (auto& v : b) v.canonicalize();
    for (auto& v : c) v.canonicalize();
    SCOPED_TRACE(trial);
    const auto s = solveBySingletons(sparseRows(k), b, c, CancelToken::none());
    ASSERT_TRUE(s);
    const auto dense = solveDixon(k, {std::vector<mpz_class>(n, 1)}, {}, CancelToken::none());
    ASSERT_TRUE(dense);
    ASSERT_EQ(s->singular, dense->singular);
    if (s->singular) {
      ++singular;
      continue;
    }
    peeledAll += s->coreSize == 0;
    mixed += s->coreSize > 0 && s->coreSize < n;
    expectSolves(k, *s, b, c);
  }
  EXPECT_GT(singular, 10);
  EXPECT_GT(peeledAll, 30);
  EXPECT_GT(mixed, 30);
}

TEST(SingletonSolve, EmptyRowOrColumnIsSingular) {
  const Dense k{{1, 0}, {2, 0}};
  const auto s = solveBySingletons(sparseRows(k), {Rational(1), Rational(2)}, {Rational(0), Rational(0)},
                                   CancelToken::none());
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->singular);
}

}  // namespace
}  // namespace gamelab::lpdetail
