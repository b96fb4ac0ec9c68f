// The SPE count on paths where it doubles at every node (issue 36: quadratic before, 50 s at
// 10^6 nodes): the lazily multiplied maps (core/kingmaker/detail/lazycounts.h) against the
// maps applied one by one, and the count of a doubling path against its definition.
#include "core/kingmaker/detail/lazycounts.h"
#include "core/kingmaker/spe.h"
#include "kingmakertesthelpers.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab::kingmaker {
namespace {

TEST(KingmakerLazyCounts, SameVectorAsTheMapsAppliedOneByOne) {
  std::mt19937 rng(36);
  for (int trial = 0; trial < 20; ++trial) {
    const std::size_t dim = 1 + static_cast<std::size_t>(trial % 4);
    detail::LazyCounts lazy(0);  // every map waits: the merging is exercised from the start
    std::vector<mpz_class> x(dim), direct;
    for (mpz_class& e : x) e = static_cast<long>(rng() % 5);
    lazy.assign(x);
    direct = x;
    const int steps = 1 + static_cast<int>(rng() % 70);
    for (int s = 0; s < steps; ++s) {
      detail::CountMatrix m(dim * dim);
      for (mpz_class& e : m) e = static_cast<long>(rng() % 4);
      std::vector<mpz_class> y(dim);
      for (std::size_t i = 0; i < dim; ++i)
        for (std::size_t j = 0; j < dim; ++j) y[i] += m[i * dim + j] * direct[j];
      direct = y;
      lazy.apply(std::move(m));
    }
    EXPECT_EQ(lazy.materialise(), direct) << "trial " << trial;
    EXPECT_EQ(lazy.materialise(), direct);  // nothing pending any more
  }
}

TEST(KingmakerLazyCounts, DoublingPathCountsEveryProfile) {
  // a(a(…a(B,C)…,C),C): player 1 (a) moves at every node and wins nowhere, so every choice is
  // a best reply: 2^n SPEs. B wins only when every node takes its first child.
  constexpr int n = 200'000;
  std::string text;
  for (int k = 0; k < n; ++k) text += "a(";
  text += "B,C)";
  for (int k = 1; k < n; ++k) text += ",C)";
  const BinaryGame g = kmtest::game(text);
  const auto count = solveSpeCount(g);
  ASSERT_TRUE(count.hasValue());
  mpz_class all;
  mpz_ui_pow_ui(all.get_mpz_t(), 2, n);
  EXPECT_TRUE(count->total == all);
  ASSERT_EQ(count->byWinner.size(), 3u);
  EXPECT_TRUE(count->byWinner[0] == 0);
  EXPECT_TRUE(count->byWinner[1] == 1);
  EXPECT_TRUE(count->byWinner[2] == all - 1);
}

}  // namespace
}  // namespace gamelab::kingmaker
