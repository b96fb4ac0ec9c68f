// Two-person cooperative solutions checked by their definitions on random small bimatrix games
// (seeded): the optimal threats guarantee δ, every D lies on the 45° line, φ* on u + v = σ, the
// Nash solution maximises the product over the hull, each λ* point lies in S and is φ(λ*).
#include "core/matrix/zerosumsolver.h"
#include "core/strategic/cooperative.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab {
namespace {

StrategicGame randomGame(std::mt19937& rng, std::size_t m, std::size_t n) {
  return testsupport::randomBimatrixGame(rng, m, n, -4, 6);
}

Rational crossOf(const PayoffPoint& a, const PayoffPoint& b, const PayoffPoint& c) {
  return (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u);
}

bool inRegion(const PayoffRegion& region, const PayoffPoint& z) {
  const auto& h = region.hull;
  if (h.size() == 1) return h[0] == z;
  if (h.size() == 2)
    return crossOf(h[0], h[1], z) == 0 && std::min(h[0].u, h[1].u) <= z.u && z.u <= std::max(h[0].u, h[1].u) &&
           std::min(h[0].v, h[1].v) <= z.v && z.v <= std::max(h[0].v, h[1].v);
  for (std::size_t i = 0; i < h.size(); ++i)
    if (crossOf(h[i], h[(i + 1) % h.size()], z) < 0) return false;
  return true;
}

TEST(CooperativeProperties, RandomBimatrixGames) {
  std::mt19937 rng(20261126);
  int regular = 0, rates = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const std::size_t m = 1 + trial % 3, n = 1 + (trial / 3) % 4;
    const StrategicGame game = randomGame(rng, m, n);
    SCOPED_TRACE(trial);
    auto solution = solveCooperative(game);
    ASSERT_TRUE(solution.hasValue());
    const TuSolution& tu = solution->tu;
    const MatrixGame a = game.payoffMatrix(0), b = game.payoffMatrix(1);

    // The optimal threats guarantee δ in A − B against every pure reply.
    for (const RationalVector& p : tu.rowThreats)
      for (const Rational& x : rowPlayerPayoffs(tu.threatGame, p)) EXPECT_GE(x, tu.delta);
    for (const RationalVector& q : tu.colThreats)
      for (const Rational& x : colPlayerPayoffs(tu.threatGame, q)) EXPECT_LE(x, tu.delta);
    for (const Rational& x : rowPlayerPayoffs(tu.threatGame, tu.rowThreat)) EXPECT_GE(x, tu.delta);
    for (const Rational& x : colPlayerPayoffs(tu.threatGame, tu.colThreat)) EXPECT_LE(x, tu.delta);
    EXPECT_EQ(tu.disagreement.u - tu.disagreement.v, tu.delta);
    // Every D on the 45° line through φ*, and φ* on u + v = σ.
    for (const DisagreementPoint& d : tu.disagreements) EXPECT_EQ(d.point.u - d.point.v, tu.delta);
    EXPECT_EQ(tu.solution.u + tu.solution.v, tu.sigma);
    EXPECT_EQ(tu.solution.u - tu.solution.v, tu.delta);
    for (const SidePayment& pay : tu.sidePayments) {
      EXPECT_EQ(a.at(pay.cell.row, pay.cell.col) + b.at(pay.cell.row, pay.cell.col), tu.sigma);
      EXPECT_EQ(a.at(pay.cell.row, pay.cell.col) + pay.signedFromIIToI, tu.solution.u);
      EXPECT_EQ(pay.amount, abs(pay.signedFromIIToI));
    }

    // The Nash solution maximises the product over S ∩ quadrant: compare with every hull vertex
    // and a rational sample of every hull edge.
    const NashBargainingSolution& nash = solution->nash;
    const PayoffPoint d = nash.statusQuo;
    // An equilibrium payoff (in S) weakly dominates the safety point, so S ∩ quadrant is not empty.
    EXPECT_NE(nash.kind, NashBargainingCase::NoIndividuallyRationalPoint);
    ASSERT_TRUE(nash.solution.has_value());
    EXPECT_TRUE(inRegion(solution->region, *nash.solution));
    EXPECT_GE(nash.solution->u, d.u);
    EXPECT_GE(nash.solution->v, d.v);
    EXPECT_EQ(nash.product, (nash.solution->u - d.u) * (nash.solution->v - d.v));
    if (nash.kind == NashBargainingCase::Regular) ++regular;
    const auto& hull = solution->region.hull;
    for (std::size_t k = 0; k < hull.size(); ++k) {
      const PayoffPoint &p = hull[k], &q = hull[(k + 1) % hull.size()];
      for (int s = 0; s <= 64; ++s) {
        const Rational t = Rational(s) / 64;
        const PayoffPoint x{p.u + t * (q.u - p.u), p.v + t * (q.v - p.v)};
        if (x.u >= d.u && x.v >= d.v) {
          EXPECT_LE((x.u - d.u) * (x.v - d.v), nash.product);
        }
      }
    }

    // λ-transfer: each rate's point is in S, on the frontier, and is φ(λ*).
    for (const LambdaTransferRate& rate : solution->lambda.rates) {
      ++rates;
      EXPECT_TRUE(inRegion(solution->region, rate.point));
      if (!rate.exact) continue;
      auto phi = lambdaTransferPoint(game, *rate.lambda);
      ASSERT_TRUE(phi.hasValue());
      EXPECT_EQ(phi->phi, rate.point);
    }
  }
  EXPECT_GT(regular, 20);
  EXPECT_GT(rates, 20);
}

}  // namespace
}  // namespace gamelab
