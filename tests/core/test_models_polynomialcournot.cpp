// General payoffs in duopoly (source 000 Ex 3.3.5-4 and 3.3.5-5; digest T35, T36): the cubic
// price found by global maximisation over critical points and boundaries, exact where the
// answer is rational; real roots of polynomials exact or isolated to 1e-12; the advertising
// contest in closed form.
#include "core/duopoly/advertising.h"
#include "core/duopoly/polynomialcournot.h"
#include "core/algebra/realroots.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace gamelab;

namespace {

/// n/d in lowest terms (mpq_class(n, d) does not canonicalise).
Rational frac(long n, long d) {
  Rational r(n, d);
  r.canonicalize();
  return r;
}

std::vector<Rational> exactQuantities(const PolynomialBestResponse& r) {
  std::vector<Rational> out;
  for (const auto& c : r.candidates)
    if (c.kind != ResponseCandidate::Kind::Beyond) out.push_back(*c.quantity.exact);
  return out;
}

TEST(ModelsPolynomialCournot, T35MonopolyIsExact) {
  auto result = solvePolynomialCournot(cubicPriceExample());
  ASSERT_TRUE(result.hasValue());
  const PolynomialBestResponse& m = result->monopoly;
  EXPECT_FALSE(m.unbounded);
  ASSERT_EQ(m.best.size(), 1u);
  EXPECT_EQ(*m.candidates[m.best[0]].quantity.exact, Rational(10, 3));
  EXPECT_EQ(*m.bestProfit.exact, Rational(1000, 27));
  EXPECT_TRUE(m.exact);
  // u(q) = q³/4 − 5q² + 25q: critical points 10/3 and 10 (= Q_max, a boundary here).
  EXPECT_EQ(exactQuantities(m), (std::vector<Rational>{0, Rational(10, 3), 10}));
}

TEST(ModelsPolynomialCournot, T35BestResponseToFiveHalves) {
  auto reply = polynomialBestResponse(cubicPriceExample(), Rational(5, 2));
  ASSERT_TRUE(reply.hasValue());
  // u_1(q_1, 5/2) = q_1³/4 − 15q_1²/4 + 225q_1/16: critical points 5/2 and 15/2 (the latter
  // is also the end of the polynomial piece); maximum 125/8 at 5/2, u_1(15/2) = 0.
  EXPECT_EQ(exactQuantities(*reply), (std::vector<Rational>{0, Rational(5, 2), Rational(15, 2)}));
  ASSERT_EQ(reply->best.size(), 1u);
  EXPECT_EQ(*reply->candidates[reply->best[0]].quantity.exact, Rational(5, 2));
  EXPECT_EQ(*reply->bestProfit.exact, Rational(125, 8));
  EXPECT_EQ(polynomialProfit(cubicPriceExample(), Rational(15, 2), Rational(5, 2)), 0);
  // Beyond Q = 10 the price 1 equals the cost: profit 0 everywhere there.
  EXPECT_EQ(reply->candidates.back().kind, ResponseCandidate::Kind::Beyond);
  EXPECT_EQ(*reply->candidates.back().profit.exact, 0);
}

TEST(ModelsPolynomialCournot, T35SymmetricEquilibriumFiveHalves) {
  auto result = solvePolynomialCournot(cubicPriceExample());
  ASSERT_TRUE(result.hasValue());
  // Symmetric FOC 2q² − 15q + 25 = 0: q = 5/2 (an equilibrium) and q = 5 (= Q_max/2, not one:
  // against 5 the best reply is 5/3). q = 0 is not one either; q = Q_max = 10 is a weak one
  // (the price is 1 = c whatever a firm does).
  std::vector<std::pair<Rational, bool>> seen;
  for (const auto& s : result->symmetric) {
    ASSERT_TRUE(s.quantity.isExact());
    EXPECT_TRUE(s.exact);
    seen.emplace_back(*s.quantity.exact, s.equilibrium);
  }
  EXPECT_EQ(seen, (std::vector<std::pair<Rational, bool>>{{0, false}, {Rational(5, 2), true}, {5, false}, {10, true}}));
  EXPECT_EQ(*result->symmetric[1].profit.exact, Rational(125, 8));
  auto against5 = polynomialBestResponse(cubicPriceExample(), 5);
  ASSERT_TRUE(against5.hasValue());
  EXPECT_EQ(*against5->candidates[against5->best[0]].quantity.exact, Rational(5, 3));
  EXPECT_EQ(*against5->bestProfit.exact, Rational(125, 27));
}

TEST(ModelsPolynomialCournot, IrrationalCriticalPointsAreApproximateAndLabelled) {
  // P(Q) = 10 − Q² on [0, 3], 1 after, c = 0: monopoly u = 10q − q³, u′ = 10 − 3q², q = √(10/3).
  PolynomialDemand d;
  d.coefficients = {10, 0, -1};
  d.quantityLimit = 3;
  d.priceBeyond = 1;
  d.cost = 0;
  // P_beyond > c: unbounded beyond Q_max.
  auto unbounded = polynomialBestResponse(d, 0);
  ASSERT_TRUE(unbounded.hasValue());
  EXPECT_TRUE(unbounded->unbounded);
  EXPECT_TRUE(unbounded->best.empty());
  d.priceBeyond = 0;
  auto reply = polynomialBestResponse(d, 0);
  ASSERT_TRUE(reply.hasValue());
  EXPECT_FALSE(reply->exact);
  ASSERT_EQ(reply->best.size(), 1u);
  const ResponseCandidate& best = reply->candidates[reply->best[0]];
  EXPECT_FALSE(best.quantity.isExact());
  EXPECT_NEAR(best.quantity.approx, std::sqrt(10.0 / 3), 1e-12);
  EXPECT_NEAR(best.profit.approx, 10 * std::sqrt(10.0 / 3) - std::pow(10.0 / 3, 1.5), 1e-9);
}

TEST(ModelsPolynomialCournot, DiscontinuousPriceLeavesASupremumUnattained) {
  // P = 2 on [0, 1], 3/2 after, c = 1: u = q on [0, 1], q/2 beyond. Against q_2 = 0 the best is
  // q = 1 (profit 1); against q_2 = 1/2: 1/2 at q = 1/2 versus beyond q/2 → 1/4: still 1/2.
  PolynomialDemand d;
  d.coefficients = {2};
  d.quantityLimit = 1;
  d.priceBeyond = Rational(3, 2);
  d.cost = 1;
  auto r = polynomialBestResponse(d, 0);
  ASSERT_TRUE(r.hasValue());
  EXPECT_TRUE(r->unbounded);
  // Price 1/2 beyond with cost 1: beyond loses, the best is the end of the piece.
  d.priceBeyond = Rational(1, 2);
  r = polynomialBestResponse(d, 0);
  ASSERT_TRUE(r.hasValue());
  ASSERT_EQ(r->best.size(), 1u);
  EXPECT_EQ(*r->candidates[r->best[0]].quantity.exact, 1);
  EXPECT_FALSE(r->candidates.back().attained);
  // A price that jumps up after Q_max with a loss before: P = 0 on [0, 1], 1 after, c = 1:
  // every attained profit is ≤ 0 and beyond is 0 (attained).
  d.coefficients = {Rational(1, 2)};
  d.priceBeyond = 1;
  r = polynomialBestResponse(d, 0);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(*r->bestProfit.exact, 0);
}

TEST(ModelsPolynomialCournot, BadDemandIsAnError) {
  PolynomialDemand d = cubicPriceExample();
  d.coefficients.clear();
  EXPECT_EQ(polynomialBestResponse(d, 0).error().problem, Problem::MustBeNonEmptyList);
  d = cubicPriceExample();
  d.quantityLimit = 0;
  EXPECT_EQ(solvePolynomialCournot(d).error().problem, Problem::MustBePositive);
  d = cubicPriceExample();
  d.coefficients.assign(kPolynomialDemandMaxDegree + 2, 1);
  EXPECT_EQ(solvePolynomialCournot(d).error().problem, Problem::MustBeAtMost);
  EXPECT_EQ(polynomialBestResponse(cubicPriceExample(), -1).error().problem, Problem::MustBeNonNegative);
}

TEST(ModelsPolynomialCournot, RealRootsExactWhenRationalIsolatedOtherwise) {
  // (x − 1/3)(x − 2/7)²(x² − 2)(x − 5): roots in (0, 4) are 2/7, 1/3 and √2.
  Polynomial p = {1};
  for (const Polynomial& f : {Polynomial{Rational(-1, 3), 1}, Polynomial{Rational(-2, 7), 1},
                              Polynomial{Rational(-2, 7), 1}, Polynomial{-2, 0, 1}, Polynomial{-5, 1}})
    p = multiplyPolynomials(p, f);
  auto roots = realRootsBetween(p, 0, 4);
  ASSERT_TRUE(roots.hasValue());
  ASSERT_EQ(roots->size(), 3u);
  EXPECT_EQ(*(*roots)[0].exact, Rational(2, 7));
  EXPECT_EQ(*(*roots)[1].exact, Rational(1, 3));
  EXPECT_FALSE((*roots)[2].exact);
  EXPECT_LT((*roots)[2].high - (*roots)[2].low, Rational(1, 1000000000000L));
  EXPECT_NEAR((*roots)[2].approx, std::sqrt(2.0), 1e-12);
  // Roots at the ends are not inside.
  auto ends = realRootsBetween(p, Rational(1, 3), 5);
  ASSERT_TRUE(ends.hasValue());
  ASSERT_EQ(ends->size(), 1u);
  EXPECT_NEAR((*ends)[0].approx, std::sqrt(2.0), 1e-12);
  // Random rational roots come back exactly.
  std::mt19937 rng(35);
  std::uniform_int_distribution<int> num(1, 40), den(1, 9);
  for (int trial = 0; trial < 30; ++trial) {
    Polynomial f = {1};
    std::vector<Rational> expected;
    for (int k = 0; k < 4; ++k) {
      const Rational r = frac(num(rng), den(rng));
      f = multiplyPolynomials(f, {-r, 1});
      expected.push_back(r);
    }
    f = multiplyPolynomials(f, {-3, 0, 1});  // and √3, irrational
    std::sort(expected.begin(), expected.end());
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    auto found = realRootsBetween(f, 0, 50);
    ASSERT_TRUE(found.hasValue());
    std::vector<Rational> exact;
    int irrational = 0;
    for (const auto& r : *found) {
      if (r.exact) exact.push_back(*r.exact);
      else ++irrational;
    }
    EXPECT_EQ(exact, expected);
    EXPECT_EQ(irrational, 1);
  }
  EXPECT_EQ(simplestRationalBetween(Rational(3, 10), Rational(4, 10)), Rational(1, 3));
  EXPECT_EQ(simplestRationalBetween(Rational(5, 2), Rational(7, 2)), 3);
}

TEST(ModelsAdvertising, T36ClosedForm) {
  auto out = solveAdvertising({1, 1, 2});
  ASSERT_TRUE(out.hasValue());
  EXPECT_EQ(out->spending1, Rational(2, 9));
  EXPECT_EQ(out->spending2, Rational(1, 9));
  EXPECT_EQ(out->profit1, Rational(4, 9));
  EXPECT_EQ(out->profit2, Rational(1, 9));
  EXPECT_EQ(advertisingProfit({1, 1, 2}, 0, Rational(2, 9), Rational(1, 9)), Rational(4, 9));
  EXPECT_EQ(advertisingProfit({1, 1, 2}, 1, 0, 0), 0);
  EXPECT_EQ(solveAdvertising({0, 1, 2}).error().problem, Problem::MustBePositive);
  EXPECT_FALSE(advertisingBestResponse({1, 1, 2}, 0, 0));
}

TEST(ModelsAdvertising, RandomContestsAreMutualBestResponses) {
  std::mt19937 rng(36);
  std::uniform_int_distribution<int> num(1, 30), den(1, 5);
  for (int trial = 0; trial < 40; ++trial) {
    const AdvertisingContest contest{frac(num(rng), den(rng)), frac(num(rng), den(rng)),
                                     frac(num(rng), den(rng))};
    auto out = solveAdvertising(contest);
    ASSERT_TRUE(out.hasValue());
    const Rational s = contest.cost1 + contest.cost2;
    EXPECT_EQ(out->spending1, contest.cost2 * contest.value / (s * s));
    EXPECT_EQ(out->profit2, contest.cost1 * contest.cost1 * contest.value / (s * s));
    // Exact best responses (the square root is rational at the equilibrium).
    const auto r1 = advertisingBestResponse(contest, 0, out->spending2);
    const auto r2 = advertisingBestResponse(contest, 1, out->spending1);
    ASSERT_TRUE(r1 && r2);
    EXPECT_TRUE(r1->isRational());
    EXPECT_EQ(r1->value(), out->spending1);
    EXPECT_EQ(r2->value(), out->spending2);
    // No deviation on a grid improves.
    for (int k = 0; k <= 200; ++k) {
      const Rational x = contest.value / contest.cost1 * k / 200;
      EXPECT_LE(advertisingProfit(contest, 0, x, out->spending2), out->profit1);
    }
  }
}

}  // namespace
