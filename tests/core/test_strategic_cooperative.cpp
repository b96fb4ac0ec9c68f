// Two-person cooperative solutions (spec ferguson-ch3-general-sum.md §2.4, T37–T58, with the
// spec's corrections): TU solution, Nash bargaining, λ-transfer. The property tests on random
// games are in test_strategic_cooperativeproperties.cpp.
#include "core/matrix/zerosumsolver.h"
#include "core/strategic/bargainingregion.h"
#include "core/strategic/cooperative.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

namespace gamelab {
namespace {

using testsupport::q;
PayoffPoint P(const char* u, const char* v) { return {q(u), q(v)}; }
RationalVector V(std::initializer_list<const char*> xs) {
  RationalVector out;
  for (const char* x : xs) out.push_back(q(x));
  return out;
}
StrategicGame G(const std::vector<std::vector<std::string>>& rows) { return StrategicGame::bimatrixFromText(rows); }
MatrixGame M(const std::vector<std::vector<std::string>>& rows) { return MatrixGame::fromText(rows); }

TuSolution tuOf(const StrategicGame& game) {
  auto tu = solveTuSolution(game);
  EXPECT_TRUE(tu.hasValue());
  return tu ? *tu : TuSolution{};
}

LambdaTransferSolution lambdaOf(const StrategicGame& game) {
  auto lt = solveLambdaTransfer(game);
  EXPECT_TRUE(lt.hasValue());
  return lt ? *lt : LambdaTransferSolution{};
}

/// The single λ* of a game, exact, and its point.
void expectOneRate(const StrategicGame& game, const char* lambda, PayoffPoint point) {
  const LambdaTransferSolution lt = lambdaOf(game);
  ASSERT_EQ(lt.rates.size(), 1u);
  const LambdaTransferRate& rate = lt.rates[0];
  EXPECT_TRUE(rate.exact);
  ASSERT_TRUE(rate.lambda.has_value());
  EXPECT_EQ(*rate.lambda, q(lambda));
  EXPECT_EQ(rate.point, point);
  EXPECT_FALSE(rate.interval);
  auto phi = lambdaTransferPoint(game, *rate.lambda);
  ASSERT_TRUE(phi.hasValue());
  EXPECT_EQ(phi->phi, point);
}

NashBargainingSolution nashOf(std::vector<PayoffPoint> points, PayoffPoint statusQuo) {
  auto nash = solveNashBargaining(BargainingProblem{std::move(points), statusQuo});
  EXPECT_TRUE(nash.hasValue());
  return nash ? *nash : NashBargainingSolution{};
}

// ---------------------------------------------------------------- TU solution

TEST(TuSolution, T40SidePaymentIIToIFiveHalves) {
  const TuSolution tu = tuOf(G({{"5,3", "0,-4"}, {"0,0", "3,6"}}));
  EXPECT_EQ(tu.sigma, 9);
  EXPECT_EQ(tu.strip.minSum, -4);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{1, 1}}));
  EXPECT_EQ(tu.threatGame.payoffs, M({{"2", "4"}, {"0", "-3"}}).payoffs);
  EXPECT_EQ(tu.delta, 2);
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"1", "0"})}));
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"1", "0"})}));
  EXPECT_EQ(tu.disagreement, P("5", "3"));
  EXPECT_EQ(tu.solution, P("11/2", "7/2"));
  ASSERT_EQ(tu.sidePayments.size(), 1u);
  EXPECT_EQ(tu.sidePayments[0].from, 2);
  EXPECT_EQ(tu.sidePayments[0].to, 1);
  EXPECT_EQ(tu.sidePayments[0].amount, q("5/2"));  // the source prints 2
  EXPECT_EQ(tu.sidePayments[0].cell, (BimatrixCell{1, 1}));
}

TEST(TuSolution, T41ThreatsAndSidePaymentIToII) {
  const TuSolution tu = tuOf(G({{"0,0", "6,2", "-1,2"}, {"4,1", "3,6", "5,5"}}));
  EXPECT_EQ(tu.sigma, 10);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{1, 2}}));
  // ⟨2,1⟩ = (4,1) gives 3; the spec prints 5 there (a typo: column 1 is dominated either way).
  EXPECT_EQ(tu.threatGame.payoffs, M({{"0", "4", "-3"}, {"3", "-3", "0"}}).payoffs);
  EXPECT_EQ(tu.delta, q("-9/10"));
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"3/10", "7/10"})}));
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"0", "3/10", "7/10"})}));
  EXPECT_EQ(tu.solution, P("91/20", "109/20"));
  EXPECT_EQ(tu.disagreement, P("341/100", "431/100"));
  EXPECT_EQ(tu.disagreement.v - tu.disagreement.u, q("9/10"));
  ASSERT_EQ(tu.sidePayments.size(), 1u);
  EXPECT_EQ(tu.sidePayments[0].from, 1);
  EXPECT_EQ(tu.sidePayments[0].to, 2);
  EXPECT_EQ(tu.sidePayments[0].amount, q("9/20"));
}

TEST(TuSolution, T42TwoCooperativeCellsAndTwoDisagreementPoints) {
  const TuSolution tu = tuOf(G({{"1,5", "2,2", "0,1"}, {"4,2", "1,0", "2,1"}, {"5,0", "2,3", "0,0"}}));
  EXPECT_EQ(tu.sigma, 6);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{0, 0}, {1, 0}}));
  EXPECT_EQ(tu.threatGame.payoffs, M({{"-4", "0", "-1"}, {"2", "1", "1"}, {"5", "-1", "0"}}).payoffs);
  EXPECT_EQ(tu.delta, 1);
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"0", "1", "0"})}));
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"0", "0", "1"}), V({"0", "1", "0"})}));
  ASSERT_EQ(tu.disagreements.size(), 2u);
  EXPECT_EQ(tu.disagreements[0].point, P("2", "1"));  // ⟨2,3⟩
  EXPECT_EQ(tu.disagreements[1].point, P("1", "0"));  // ⟨2,2⟩
  EXPECT_EQ(tu.disagreementLow, P("1", "0"));
  EXPECT_EQ(tu.disagreementHigh, P("2", "1"));
  EXPECT_EQ(tu.solution, P("7/2", "5/2"));
  ASSERT_EQ(tu.sidePayments.size(), 2u);
  // Via ⟨1,1⟩ = (1,5): II pays I 5/2 (the source prints "(5,1), 3/2").
  EXPECT_EQ(tu.sidePayments[0].from, 2);
  EXPECT_EQ(tu.sidePayments[0].amount, q("5/2"));
  // Via ⟨2,1⟩ = (4,2): I pays II 1/2.
  EXPECT_EQ(tu.sidePayments[1].from, 1);
  EXPECT_EQ(tu.sidePayments[1].to, 2);
  EXPECT_EQ(tu.sidePayments[1].amount, q("1/2"));
}

TEST(TuSolution, T43SidePaymentIToIIOneHalf) {
  const TuSolution tu = tuOf(G({{"4,3", "0,0"}, {"2,2", "1,4"}}));
  EXPECT_EQ(tu.sigma, 7);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{0, 0}}));
  EXPECT_EQ(tu.threatGame.payoffs, M({{"1", "0"}, {"0", "-3"}}).payoffs);
  EXPECT_EQ(tu.delta, 0);
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"1", "0"})}));
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"0", "1"})}));
  EXPECT_EQ(tu.disagreement, P("0", "0"));
  EXPECT_EQ(tu.solution, P("7/2", "7/2"));
  ASSERT_EQ(tu.sidePayments.size(), 1u);
  EXPECT_EQ(tu.sidePayments[0].from, 1);
  EXPECT_EQ(tu.sidePayments[0].amount, q("1/2"));  // the source prints 0
}

StrategicGame t17() {
  return G({{"-3,-4", "2,-1", "0,6", "1,1"},
            {"2,0", "2,2", "-3,0", "1,-2"},
            {"2,-3", "-5,1", "-1,-1", "1,-3"},
            {"-4,3", "2,-5", "1,2", "-3,1"}});
}

TEST(TuSolution, T44FourByFourSidePaymentIIToI) {
  const TuSolution tu = tuOf(t17());
  EXPECT_EQ(tu.sigma, 6);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{0, 2}}));
  // Entry ⟨2,4⟩ is 3 (the source prints 1).
  EXPECT_EQ(tu.threatGame.payoffs,
            M({{"1", "3", "-6", "0"}, {"2", "0", "-3", "3"}, {"5", "-6", "0", "4"}, {"-7", "7", "-1", "-4"}}).payoffs);
  EXPECT_EQ(tu.delta, q("-3/7"));
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"0", "0", "4/7", "3/7"})}));
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"0", "1/14", "13/14", "0"})}));
  EXPECT_EQ(tu.disagreement, P("-27/98", "15/98"));
  EXPECT_EQ(tu.solution, P("39/14", "45/14"));
  ASSERT_EQ(tu.sidePayments.size(), 1u);
  EXPECT_EQ(tu.sidePayments[0].from, 2);
  EXPECT_EQ(tu.sidePayments[0].to, 1);
  EXPECT_EQ(tu.sidePayments[0].amount, q("39/14"));  // the source prints 3/7
}

TEST(TuSolution, T45NoSidePaymentAndIIsThreatSet) {
  for (const char* cell33 : {"0,1", "0,-1"}) {  // the source reprints ⟨3,3⟩ as (0,−1): same result
    SCOPED_TRACE(cell33);
    const TuSolution tu = tuOf(G({{"0,0", "1,-1", "1,1", "-1,0"},
                                 {"-1,1", "0,1", "1,0", "0,0"},
                                 {"1,0", "-1,-1", cell33, "-1,1"},
                                 {"1,-1", "-1,0", "1,-1", "0,0"},
                                 {"1,1", "0,0", "-1,-1", "0,0"}}));
    EXPECT_EQ(tu.sigma, 2);
    EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{0, 2}, {4, 0}}));
    EXPECT_EQ(tu.delta, 0);
    EXPECT_EQ(tu.solution, P("1", "1"));
    EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"0", "0", "0", "0", "1"})}));
    EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"0", "0", "0", "1"}), V({"0", "2/7", "1/7", "4/7"}),
                                                         V({"0", "1/3", "0", "2/3"}), V({"1/7", "2/7", "0", "4/7"})}));
    ASSERT_EQ(tu.sidePayments.size(), 2u);
    for (const SidePayment& pay : tu.sidePayments) {
      EXPECT_EQ(pay.amount, 0);
      EXPECT_TRUE(pay.none);
    }
    // With q* = e4 (the source's choice) D = (0,0).
    bool found = false;
    for (const DisagreementPoint& d : tu.disagreements)
      if (tu.colThreats[d.colThreat] == V({"0", "0", "0", "1"})) {
        EXPECT_EQ(d.point, P("0", "0"));
        found = true;
      }
    EXPECT_TRUE(found);
  }
}

StrategicGame t57() { return G({{"11,89", "10,90"}, {"2,98", "10,0"}}); }

TEST(TuSolution, T57AllInEndGame) {
  const TuSolution tu = tuOf(t57());
  EXPECT_EQ(tu.sigma, 100);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{0, 0}, {0, 1}, {1, 0}}));
  EXPECT_EQ(tu.threatGame.payoffs, M({{"-78", "-80"}, {"-96", "10"}}).payoffs);
  EXPECT_EQ(tu.delta, q("-235/3"));
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"53/54", "1/54"})}));
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"5/6", "1/6"})}));
  EXPECT_EQ(tu.disagreement, P("385/36", "3205/36"));
  EXPECT_EQ(tu.solution, P("65/6", "535/6"));
  ASSERT_EQ(tu.sidePayments.size(), 3u);
  EXPECT_EQ(tu.sidePayments[0].signedFromIIToI, q("-1/6"));
  EXPECT_EQ(tu.sidePayments[1].signedFromIIToI, q("5/6"));
  EXPECT_EQ(tu.sidePayments[2].signedFromIIToI, q("53/6"));
}

TEST(TuSolution, T58SidePaymentIToIIThreeHalves) {
  const TuSolution tu = tuOf(G({{"0,2", "4,1"}, {"2,4", "5,4"}}));
  EXPECT_EQ(tu.sigma, 9);
  EXPECT_EQ(tu.cooperativeCells, (std::vector<BimatrixCell>{{1, 1}}));
  EXPECT_EQ(tu.threatGame.payoffs, M({{"-2", "3"}, {"-2", "1"}}).payoffs);
  EXPECT_EQ(tu.delta, -2);
  EXPECT_EQ(tu.rowThreats, (std::vector<RationalVector>{V({"0", "1"}), V({"1", "0"})}));  // all of Δ
  EXPECT_EQ(tu.colThreats, (std::vector<RationalVector>{V({"1", "0"})}));
  // D = (0,2) with p* = (1,0).
  ASSERT_EQ(tu.disagreements.size(), 2u);
  EXPECT_EQ(tu.disagreements[1].point, P("0", "2"));
  EXPECT_EQ(tu.disagreements[0].point, P("2", "4"));
  EXPECT_EQ(tu.solution, P("7/2", "11/2"));
  ASSERT_EQ(tu.sidePayments.size(), 1u);
  EXPECT_EQ(tu.sidePayments[0].from, 1);
  EXPECT_EQ(tu.sidePayments[0].to, 2);
  EXPECT_EQ(tu.sidePayments[0].amount, q("3/2"));  // the source prints −2
}

TEST(TuSolution, T55PlainTuSolutionAndT56) {
  const TuSolution t55 = tuOf(G({{"5,2", "0,0"}, {"0,0", "1,4"}}));
  EXPECT_EQ(t55.sigma, 7);
  EXPECT_EQ(t55.delta, 0);
  EXPECT_EQ(t55.solution, P("7/2", "7/2"));
  const TuSolution t56 = tuOf(G({{"3,2", "0,5"}, {"2,1", "1,0"}}));
  EXPECT_EQ(t56.sigma, 5);
  EXPECT_EQ(t56.delta, 1);
  EXPECT_EQ(t56.disagreement, P("2", "1"));
  EXPECT_EQ(t56.solution, P("3", "2"));
}

TEST(TuSolution, ErrorsForOtherPlayerCounts) {
  auto three = solveTuSolution(StrategicGame({2, 2, 2}));
  ASSERT_FALSE(three.hasValue());
  EXPECT_EQ(three.error().problem, Problem::NotTwoPlayers);
  EXPECT_EQ(solveLambdaTransfer(StrategicGame({2})).error().problem, Problem::NotTwoPlayers);
  EXPECT_EQ(solveNashBargaining(StrategicGame({3, 1, 2})).error().problem, Problem::NotTwoPlayers);
  EXPECT_EQ(solveCooperative(StrategicGame({2, 2, 2})).error().problem, Problem::NotTwoPlayers);
}

// ---------------------------------------------------------------- feasible sets

TEST(Cooperative, T37T38T39ParetoFrontiersAndTuStrips) {
  auto t37 = solveCooperative(G({{"4,3", "0,0"}, {"2,2", "1,4"}}));
  ASSERT_TRUE(t37.hasValue());
  EXPECT_EQ(t37->region.paretoFrontier, (std::vector<PayoffPoint>{P("1", "4"), P("4", "3")}));
  EXPECT_EQ(t37->tu.strip.sigma, 7);
  auto t38 = solveCooperative(G({{"0,4", "3,2"}, {"4,0", "2,3"}}));
  ASSERT_TRUE(t38.hasValue());
  // The polyline (0,4)–(2,3)–(3,2)–(4,0), not the source's segment (2,3)–(3,2).
  EXPECT_EQ(t38->region.paretoFrontier, (std::vector<PayoffPoint>{P("0", "4"), P("2", "3"), P("3", "2"), P("4", "0")}));
  EXPECT_EQ(t38->tu.strip.sigma, 5);
  EXPECT_EQ(t38->tu.strip.minSum, 4);
  auto t39 = solveCooperative(G({{"3,1", "0,2"}, {"1,2", "3,0"}}));
  ASSERT_TRUE(t39.hasValue());
  EXPECT_EQ(t39->region.paretoFrontier, (std::vector<PayoffPoint>{P("1", "2"), P("3", "1")}));
  EXPECT_EQ(t39->tu.strip.sigma, 4);
}

// ---------------------------------------------------------------- Nash bargaining

TEST(NashBargaining, T46TriangleMidpointOfTheParetoEdge) {
  const auto nash = nashOf({P("0", "0"), P("0", "1"), P("3", "0")}, P("0", "0"));
  EXPECT_EQ(nash.kind, NashBargainingCase::Regular);
  ASSERT_TRUE(nash.solution.has_value());
  EXPECT_EQ(*nash.solution, P("3/2", "1/2"));
  EXPECT_EQ(nash.product, q("3/4"));
  EXPECT_TRUE(nash.statusQuoFeasible);
  EXPECT_TRUE(nash.onFrontier);
  EXPECT_FALSE(nash.onVertex);
  // Tangency: the line from the status quo to the NBS has minus the edge's slope.
  ASSERT_TRUE(nash.tangentSlope.has_value());
  EXPECT_EQ(*nash.tangentSlope, q("1/3"));
}

TEST(NashBargaining, T48IndependenceOfIrrelevantAlternatives) {
  const auto s = nashOf({P("0", "0"), P("0", "4"), P("2", "0")}, P("0", "0"));
  const auto t = nashOf({P("0", "0"), P("0", "2"), P("1", "2"), P("2", "0")}, P("0", "0"));
  ASSERT_TRUE(s.solution && t.solution);
  EXPECT_EQ(*s.solution, P("1", "2"));
  EXPECT_EQ(*t.solution, P("1", "2"));
  EXPECT_TRUE(t.onVertex);
}

TEST(NashBargaining, T49NoAgreementStrategyGivesTheVertex) {
  const StrategicGame game = G({{"4,3", "0,0", "0,0"}, {"2,2", "1,4", "0,0"}, {"0,0", "0,0", "0,0"}});
  auto nash = solveNashBargaining(game, NashBargainingOptions{P("0", "0")});
  ASSERT_TRUE(nash.hasValue());
  ASSERT_TRUE(nash->solution.has_value());
  EXPECT_EQ(*nash->solution, P("4", "3"));
  EXPECT_TRUE(nash->onVertex);
  expectOneRate(game, "3/4", P("4", "3"));
}

TEST(NashBargaining, T50T53T54FixedThreatPointGamesAgreeWithLambdaTransfer) {
  struct Case {
    StrategicGame game;
    BimatrixCell cell;
    PayoffPoint threat;
    const char* lambda;
    PayoffPoint solution;
    std::vector<PayoffPoint> frontier;
  };
  const std::vector<Case> cases = {
      {G({{"-1,1", "1,3"}, {"0,0", "3,-1"}}), {1, 0}, P("0", "0"), "2", P("5/4", "5/2"), {P("1", "3"), P("3", "-1")}},
      {G({{"6,3", "0,0", "0,0"}, {"1,8", "4,6", "0,0"}, {"0,0", "0,0", "0,0"}}), {2, 2}, P("0", "0"), "3/2", P("4", "6"),
       {P("1", "8"), P("4", "6"), P("6", "3")}},
      // T54: λ* = 2 and (2,7) (the source leaves λ* blank).
      {G({{"1,0", "-1,1", "0,0"}, {"3,3", "-2,9", "2,7"}}), {0, 1}, P("-1", "1"), "2", P("2", "7"),
       {P("-2", "9"), P("2", "7"), P("3", "3")}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.lambda);
    const LambdaTransferSolution lt = lambdaOf(c.game);
    EXPECT_TRUE(lt.fixedThreatPoint);
    ASSERT_TRUE(lt.fixedThreatCell && lt.fixedThreat);
    EXPECT_EQ(*lt.fixedThreatCell, c.cell);
    EXPECT_EQ(*lt.fixedThreat, c.threat);
    EXPECT_EQ(lt.region.paretoFrontier, c.frontier);
    expectOneRate(c.game, c.lambda, c.solution);
    auto nash = solveNashBargaining(c.game, NashBargainingOptions{c.threat});
    ASSERT_TRUE(nash.hasValue() && nash->solution.has_value());
    EXPECT_EQ(*nash->solution, c.solution);
    // λA − B has its saddle at the threat cell for every λ, so δ(λ) = λ a − b there.
    for (const char* l : {"1/3", "1", "5"}) {
      auto phi = lambdaTransferPoint(c.game, q(l));
      ASSERT_TRUE(phi.hasValue());
      EXPECT_EQ(phi->delta, q(l) * c.threat.u - c.threat.v);
    }
  }
}

TEST(NashBargaining, DegenerateAndEmptyCases) {
  const std::vector<PayoffPoint> square = {P("0", "0"), P("1", "0"), P("0", "1"), P("1", "1")};
  // The status quo on the right side: S ∩ quadrant is the segment u = 1, Pareto end (1,1).
  auto right = nashOf(square, P("1", "0"));
  EXPECT_EQ(right.kind, NashBargainingCase::Degenerate);
  ASSERT_TRUE(right.solution.has_value());
  EXPECT_EQ(*right.solution, P("1", "1"));
  EXPECT_EQ(right.product, 0);
  EXPECT_TRUE(right.onFrontier && right.onVertex);
  // On the top side: the segment v = 1 from 1/2, end (1,1).
  auto top = nashOf(square, P("1/2", "1"));
  EXPECT_EQ(top.kind, NashBargainingCase::Degenerate);
  EXPECT_EQ(*top.solution, P("1", "1"));
  // A Pareto point itself: nothing else is individually rational.
  auto onEdge = nashOf({P("0", "0"), P("0", "1"), P("3", "0")}, P("3/2", "1/2"));
  EXPECT_EQ(onEdge.kind, NashBargainingCase::Degenerate);
  EXPECT_EQ(*onEdge.solution, P("3/2", "1/2"));
  EXPECT_TRUE(onEdge.onFrontier);
  EXPECT_FALSE(onEdge.onVertex);
  // Outside and above S: no individually rational point.
  auto none = nashOf(square, P("2", "0"));
  EXPECT_EQ(none.kind, NashBargainingCase::NoIndividuallyRationalPoint);
  EXPECT_FALSE(none.solution.has_value());
  EXPECT_FALSE(none.statusQuoFeasible);
  // A status quo outside S below it still gives the regular solution of S ∩ quadrant.
  auto below = nashOf({P("0", "0"), P("0", "1"), P("3", "0")}, P("0", "-1"));
  EXPECT_EQ(below.kind, NashBargainingCase::Regular);
  EXPECT_FALSE(below.statusQuoFeasible);
  // (u)(v+1) on v = 1 − u/3 is maximal at u = 3: the vertex (3,0).
  EXPECT_EQ(*below.solution, P("3", "0"));
  // One point, and a segment.
  EXPECT_EQ(*nashOf({P("2", "5")}, P("2", "5")).solution, P("2", "5"));
  auto segment = nashOf({P("0", "2"), P("2", "0")}, P("0", "0"));
  EXPECT_EQ(*segment.solution, P("1", "1"));
  EXPECT_EQ(segment.kind, NashBargainingCase::Regular);
}

TEST(NashBargaining, NoPointsIsAnInputError) {
  auto empty = solveNashBargaining(BargainingProblem{{}, P("0", "0")});
  ASSERT_FALSE(empty.hasValue());
  EXPECT_EQ(empty.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(empty.error().problem, Problem::NoFeasiblePoints);
}

TEST(NashBargaining, SafetyLevelsAreTheDefaultStatusQuo) {
  // T37's game: v_I = 1, v_II = 12/5; on the edge (1,4)–(4,3) (u−1)(v−12/5) peaks at (17/5, 16/5).
  auto nash = solveNashBargaining(G({{"4,3", "0,0"}, {"2,2", "1,4"}}));
  ASSERT_TRUE(nash.hasValue());
  EXPECT_EQ(nash->statusQuo, P("1", "12/5"));
  ASSERT_TRUE(nash->solution.has_value());
  EXPECT_EQ(*nash->solution, P("17/5", "16/5"));
}

/// Non-polygonal sets (optional cases T47, T51, T52) as fine polygons: the polygon's NBS is
/// close to the exact one (the stated tolerance bounds the set's error, not the point's, so
/// the check allows a margin).
TEST(NashBargaining, T47T51T52ApproximatedByFinePolygons) {
  // T51/T52: S = {0 <= y <= 4 − x²}.
  auto parabola = approximateParabolicCap(q("0"), q("4"), q("1"), q("0"), 2000);
  ASSERT_TRUE(parabola.hasValue());
  EXPECT_GT(parabola->tolerance, 0);
  EXPECT_LT(parabola->tolerance, 1e-5);
  const double near = 1e-3;
  auto t51 = nashOf(parabola->points, P("0", "0"));
  ASSERT_TRUE(t51.solution.has_value());
  EXPECT_NEAR(toDouble(t51.solution->u), 2 * std::sqrt(3.0) / 3, near);
  EXPECT_NEAR(toDouble(t51.solution->v), 8.0 / 3, near);  // the source prints 2√6/3
  auto t52 = nashOf(parabola->points, P("0", "1"));
  ASSERT_TRUE(t52.solution.has_value());
  EXPECT_NEAR(toDouble(t52.solution->u), 1, near);
  EXPECT_NEAR(toDouble(t52.solution->v), 3, near);
  for (const PayoffPoint& p : parabola->points) {  // inside S
    EXPECT_GE(p.v, 0);
    EXPECT_LE(p.v, 4 - p.u * p.u);
  }
  // T47: S = {(x−2)² + 4(y−1)² <= 8}, i.e. a² = 8, b² = 2; status quo (2,1), NBS (4,2).
  auto ellipse = approximateEllipse(P("2", "1"), q("8"), q("2"), 2000);
  ASSERT_TRUE(ellipse.hasValue());
  EXPECT_LT(ellipse->tolerance, 1e-5);
  auto t47 = nashOf(ellipse->points, P("2", "1"));
  ASSERT_TRUE(t47.solution.has_value());
  EXPECT_NEAR(toDouble(t47.solution->u), 4, near);
  EXPECT_NEAR(toDouble(t47.solution->v), 2, near);
  for (const PayoffPoint& p : ellipse->points) {  // on the boundary within the rounding
    const double f = std::pow(toDouble(p.u) - 2, 2) + 4 * std::pow(toDouble(p.v) - 1, 2);
    EXPECT_NEAR(f, 8, 1e-7);
  }
  // Bad parameters.
  EXPECT_EQ(approximateEllipse(P("0", "0"), q("0"), q("1"), 100).error().problem, Problem::MustBePositive);
  EXPECT_EQ(approximateEllipse(P("0", "0"), q("1"), q("1"), 3).error().problem, Problem::MustBeBetween);
  EXPECT_EQ(approximateParabolicCap(q("0"), q("1"), q("1"), q("2"), 100).error().problem, Problem::MustBeAtLeast);
  EXPECT_EQ(approximateParabolicCap(q("0"), q("4"), q("-1"), q("0"), 100).error().problem, Problem::MustBePositive);
}

// ---------------------------------------------------------------- λ-transfer

TEST(LambdaTransfer, T40T41T55T56T57Rates) {
  expectOneRate(G({{"5,3", "0,-4"}, {"0,0", "3,6"}}), "3/2", P("29/6", "13/4"));
  expectOneRate(G({{"0,0", "6,2", "-1,2"}, {"4,1", "3,6", "5,5"}}), "1/2", P("5", "5"));
  expectOneRate(G({{"5,2", "0,0"}, {"0,0", "1,4"}}), "1/2", P("9/2", "9/4"));
  expectOneRate(G({{"3,2", "0,5"}, {"2,1", "1,0"}}), "1", P("3", "2"));
  expectOneRate(t57(), "1", P("65/6", "535/6"));
  EXPECT_FALSE(lambdaOf(t57()).fixedThreatPoint);
}

TEST(LambdaTransfer, T55PhiAtOneHalfAndAtOne) {
  const StrategicGame game = G({{"5,2", "0,0"}, {"0,0", "1,4"}});
  auto half = lambdaTransferPoint(game, q("1/2"));
  ASSERT_TRUE(half.hasValue());
  EXPECT_EQ(half->sigma, q("9/2"));
  EXPECT_EQ(half->delta, 0);
  EXPECT_EQ(half->phi, P("9/2", "9/4"));
  auto one = lambdaTransferPoint(game, q("1"));
  ASSERT_TRUE(one.hasValue());
  EXPECT_EQ(one->phi, P("7/2", "7/2"));
  auto zero = lambdaTransferPoint(game, q("0"));
  ASSERT_FALSE(zero.hasValue());
  EXPECT_EQ(zero.error().problem, Problem::MustBePositive);
}

TEST(LambdaTransfer, AWholeIntervalOfRatesWhenTheThreatPointIsAParetoVertex) {
  // A and −B have their saddle at ⟨1,1⟩ = (2,2), a Pareto vertex between edges of slopes −1/2
  // and −2: every λ in [1/2, 2] gives (2,2).
  const StrategicGame game = G({{"2,2", "3,0"}, {"0,3", "0,0"}});
  const LambdaTransferSolution lt = lambdaOf(game);
  EXPECT_TRUE(lt.fixedThreatPoint);
  ASSERT_EQ(lt.rates.size(), 1u);
  const LambdaTransferRate& rate = lt.rates[0];
  EXPECT_TRUE(rate.interval);
  EXPECT_EQ(rate.point, P("2", "2"));
  ASSERT_TRUE(rate.intervalLow && rate.intervalHigh);
  EXPECT_EQ(*rate.intervalLow, q("1/2"));
  EXPECT_EQ(*rate.intervalHigh, q("2"));
  ASSERT_TRUE(rate.lambda.has_value());
  EXPECT_GE(*rate.lambda, q("1/2"));
  EXPECT_LE(*rate.lambda, q("2"));
}

TEST(LambdaTransfer, IntervalsReachingZeroOrInfinity) {
  // The threat cell (2,2) is the last Pareto vertex (a vertical edge below it): λ in [1/2, ∞).
  const LambdaTransferSolution last = lambdaOf(G({{"2,2", "2,0"}, {"0,3", "0,0"}}));
  ASSERT_EQ(last.rates.size(), 1u);
  EXPECT_TRUE(last.rates[0].interval);
  EXPECT_TRUE(last.rates[0].intervalUnbounded);
  EXPECT_EQ(last.rates[0].intervalLow, std::optional<Rational>(q("1/2")));
  EXPECT_FALSE(last.rates[0].intervalHigh.has_value());
  EXPECT_TRUE(std::isinf(last.rates[0].intervalHighFloat));
  EXPECT_EQ(last.rates[0].point, P("2", "2"));
  ASSERT_TRUE(last.rates[0].lambda.has_value());
  EXPECT_GE(*last.rates[0].lambda, q("1/2"));
  // The first Pareto vertex after a horizontal top edge: λ in (0, 2].
  const LambdaTransferSolution first = lambdaOf(G({{"2,2", "3,0"}, {"0,2", "0,0"}}));
  ASSERT_EQ(first.rates.size(), 1u);
  EXPECT_TRUE(first.rates[0].interval);
  EXPECT_FALSE(first.rates[0].intervalUnbounded);
  EXPECT_EQ(first.rates[0].intervalLow, std::optional<Rational>(q("0")));
  EXPECT_EQ(first.rates[0].intervalHigh, std::optional<Rational>(q("2")));
  ASSERT_TRUE(first.rates[0].lambda.has_value());
  EXPECT_GT(*first.rates[0].lambda, 0);
  EXPECT_LE(*first.rates[0].lambda, 2);
}

TEST(LambdaTransfer, AnIrrationalRateIsADecimalFlaggedInexactWithAnExactPoint) {
  // Found by a seeded search; on the piece where λA − B has full support the condition
  // δ(λ) = 6λ − 5 is a cubic whose real root in the normal cone of (6,5) is
  // λ* = 1.38126821326252… (checked with sympy), irrational.
  const StrategicGame game = G({{"6,5", "-3,-3", "6,1"}, {"0,-1", "5,-4", "3,1"}, {"1,-3", "3,4", "5,4"}});
  const LambdaTransferSolution lt = lambdaOf(game);
  ASSERT_EQ(lt.rates.size(), 1u);
  const LambdaTransferRate& rate = lt.rates[0];
  EXPECT_FALSE(rate.exact);
  EXPECT_FALSE(rate.lambda.has_value());
  EXPECT_EQ(rate.kind, LambdaCandidate::Vertex);
  EXPECT_NEAR(rate.lambdaFloat, 1.38126821326252, 1e-12);
  EXPECT_GT(rate.lambdaTolerance, 0);
  EXPECT_LT(rate.lambdaTolerance, 1e-12);
  EXPECT_EQ(rate.point, P("6", "5"));
  // δ(λ) − (6λ − 5) changes sign across the bracket.
  auto below = lambdaTransferPoint(game, q("1381268/1000000"));
  auto above = lambdaTransferPoint(game, q("1381269/1000000"));
  ASSERT_TRUE(below.hasValue() && above.hasValue());
  EXPECT_GT(below->delta - (6 * below->lambda - 5), 0);
  EXPECT_LT(above->delta - (6 * above->lambda - 5), 0);
}

}  // namespace
}  // namespace gamelab
