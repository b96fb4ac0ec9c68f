// Duopoly and oligopoly models (source 000 §3.3; digest ferguson-ch3-general-sum.md T25–T34
// with the errata applied), checked exactly, plus random markets whose equilibria must be
// mutual best responses that no unilateral deviation on a fine rational grid improves.
#include "core/duopoly/duopoly.h"
#include "core/duopoly/duopolycurves.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace gamelab;

namespace {

/// n/d in lowest terms (mpq_class(n, d) does not canonicalise).
Rational frac(long n, long d) {
  Rational r(n, d);
  r.canonicalize();
  return r;
}

using gamelab::testsupport::q;

std::vector<std::string> strings(const std::vector<QuadraticSurd>& values) {
  std::vector<std::string> out;
  for (const auto& v : values) out.push_back(toString(v));
  return out;
}

using Strings = std::vector<std::string>;

DuopolyMarket market(DuopolyModel model, const char* a, const char* c) {
  DuopolyMarket m;
  m.model = model;
  m.a = q(a);
  m.c = q(c);
  return m;
}

DuopolyOutcome solved(const DuopolyMarket& m) {
  auto out = solveDuopoly(m);
  EXPECT_TRUE(out.hasValue()) << (out ? "" : describe(out.error()));
  return out ? *out : DuopolyOutcome{};
}

/// A random rational in [lo, hi) with denominator up to 6.
Rational randomRational(std::mt19937& rng, int lo, int hi) {
  std::uniform_int_distribution<int> den(1, 6);
  const int d = den(rng);
  std::uniform_int_distribution<int> num(lo * d, hi * d - 1);
  return frac(num(rng), d);
}

/// No firm gains by a unilateral deviation to any quantity (or price) k·step, k = 0..steps.
void expectNoProfitableDeviation(const DuopolyMarket& m, const RationalVector& actions, const Rational& step,
                                 int steps) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Rational base = duopolyProfit(m, i, actions);
    RationalVector deviation = actions;
    for (int k = 0; k <= steps; ++k) {
      deviation[i] = step * k;
      EXPECT_LE(duopolyProfit(m, i, deviation), base) << "firm " << i + 1 << " deviating to " << toString(deviation[i]);
    }
  }
}

RationalVector rationals(const std::vector<QuadraticSurd>& values) {
  RationalVector out;
  for (const auto& v : values) out.push_back(v.value());
  return out;
}

TEST(ModelsDuopoly, T25CournotRunningExample) {
  const DuopolyOutcome out = solved(market(DuopolyModel::Cournot, "17", "1"));
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"16/3", "16/3"}));
  EXPECT_EQ(strings(out.equilibrium.prices), (Strings{"19/3", "19/3"}));
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"256/9", "256/9"}));
  EXPECT_EQ(toString(*out.marketPrice), "19/3");
  ASSERT_TRUE(out.monopoly);
  EXPECT_EQ(out.monopoly->quantity, 8);
  EXPECT_EQ(out.monopoly->price, 9);
  EXPECT_EQ(out.monopoly->profit, 64);
  ASSERT_TRUE(out.cartel);
  EXPECT_EQ(out.cartel->quantities, (RationalVector{4, 4}));
  EXPECT_EQ(out.cartel->profits, (RationalVector{32, 32}));
  EXPECT_EQ(toString(*out.equilibrium.consumerSurplus), "512/9");  // Q²/2 with Q = 32/3
}

TEST(ModelsDuopoly, T25CournotFormulasOnRandomMarkets) {
  std::mt19937 rng(25);
  for (int trial = 0; trial < 40; ++trial) {
    DuopolyMarket m;
    m.c = randomRational(rng, 0, 10);
    m.a = m.c + randomRational(rng, 1, 20);
    const DuopolyOutcome out = solved(m);
    const Rational d = m.a - m.c;
    EXPECT_EQ(rationals(out.equilibrium.quantities), (RationalVector{d / 3, d / 3}));
    EXPECT_EQ(out.marketPrice->value(), (m.a + 2 * m.c) / 3);
    EXPECT_EQ(rationals(out.equilibrium.profits), (RationalVector{d * d / 9, d * d / 9}));
    EXPECT_EQ(out.monopoly->quantity, d / 2);
    EXPECT_EQ(out.monopoly->price, (m.a + m.c) / 2);
    EXPECT_EQ(out.monopoly->profit, d * d / 4);
    EXPECT_EQ(out.cartel->quantities, (RationalVector{d / 4, d / 4}));
    EXPECT_EQ(out.cartel->profits, (RationalVector{d * d / 8, d * d / 8}));
  }
}

TEST(ModelsDuopoly, T26IesdsBoundsConvergeByHalves) {
  const DuopolyOutcome out = solved(market(DuopolyModel::Cournot, "17", "1"));
  const RationalVector units = {q("1/2"), q("1/4"), q("3/8"), q("5/16"), q("11/32"), q("21/64"), q("43/128"),
                                q("85/256")};
  ASSERT_EQ(out.iesdsBounds.size(), units.size());
  for (std::size_t k = 0; k < units.size(); ++k) EXPECT_EQ(out.iesdsBounds[k], 16 * units[k]) << k;
  // Contraction with factor 1/2 (A.2): |x_k − 1/3| = (1/3)(1/2)^k in units of a − c.
  const RationalVector many = cournotIesdsBounds(1, 0, 40);
  Rational factor(1, 2);
  for (std::size_t k = 0; k < many.size(); ++k, factor /= 2)
    EXPECT_EQ(abs(many[k] - Rational(1, 3)), Rational(1, 3) * factor) << k;
  DuopolyOptions options;
  options.iesdsBounds = kDuopolyMaxIesdsBounds + 1;
  EXPECT_FALSE(solveDuopoly(market(DuopolyModel::Cournot, "17", "1"), options).hasValue());
}

TEST(ModelsDuopoly, T27HomogeneousBertrandPricesAtCost) {
  const DuopolyOutcome out = solved(market(DuopolyModel::Bertrand, "17", "1"));
  EXPECT_EQ(strings(out.equilibrium.prices), (Strings{"1", "1"}));
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"0", "0"}));
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"8", "8"}));
  ASSERT_TRUE(out.monopoly);
  EXPECT_EQ(out.monopoly->price, 9);
  EXPECT_EQ(out.monopoly->quantity, 8);
  EXPECT_EQ(out.monopoly->profit, 64);
  // The undercutting discontinuity: against p_j = 5 the whole market earns 48, a tie 24.
  const DuopolyMarket m = market(DuopolyModel::Bertrand, "17", "1");
  const BertrandBestReply reply = bertrandBestReply(m, 5);
  EXPECT_EQ(reply.kind, BertrandBestReply::Kind::Undercut);
  EXPECT_FALSE(reply.bestPrice);
  EXPECT_EQ(reply.profitBelow, 48);
  EXPECT_EQ(reply.profitAt, 24);
  EXPECT_EQ(duopolyProfit(m, 0, {5, 5}), 24);
  EXPECT_EQ(duopolyProfit(m, 0, {q("49/10"), 5}), q("39/10") * q("121/10"));
  EXPECT_EQ(duopolyProfit(m, 0, {q("51/10"), 5}), 0);
  EXPECT_EQ(bertrandBestReply(m, 12).kind, BertrandBestReply::Kind::Monopoly);
  EXPECT_EQ(*bertrandBestReply(m, 12).bestPrice, 9);
  EXPECT_EQ(bertrandBestReply(m, 1).kind, BertrandBestReply::Kind::NoProfit);
  // Nobody gains by deviating from (c, c).
  expectNoProfitableDeviation(m, {1, 1}, Rational(1, 8), 160);
}

TEST(ModelsDuopoly, T28DifferentiatedBertrand) {
  DuopolyMarket m = market(DuopolyModel::Bertrand, "4", "2");
  m.b = q("1/2");
  const DuopolyOutcome out = solved(m);
  EXPECT_EQ(strings(out.equilibrium.prices), (Strings{"4", "4"}));
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"2", "2"}));
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"4", "4"}));
  EXPECT_FALSE(out.monopoly);
  EXPECT_EQ(*duopolyBestResponse(m, 0, {0, 4}), 4);  // p = (a + c + b·p_j)/2
  std::mt19937 rng(28);
  for (int trial = 0; trial < 40; ++trial) {
    DuopolyMarket r = market(DuopolyModel::Bertrand, "1", "0");
    r.c = randomRational(rng, 0, 10);
    r.a = r.c + randomRational(rng, 1, 20);
    r.b = randomRational(rng, 0, 2);
    if (*r.b == 0) r.b = Rational(1, 3);
    const DuopolyOutcome o = solved(r);
    const Rational& b = *r.b;
    const Rational p = (r.a + r.c) / (2 - b);
    const Rational profit = (r.a - r.c + b * r.c) * (r.a - r.c + b * r.c) / ((2 - b) * (2 - b));
    EXPECT_EQ(rationals(o.equilibrium.prices), (RationalVector{p, p}));
    EXPECT_EQ(rationals(o.equilibrium.profits), (RationalVector{profit, profit}));
    EXPECT_EQ(*duopolyBestResponse(r, 0, {0, p}), p);
    EXPECT_EQ(*duopolyBestResponse(r, 1, {p, 0}), p);
    expectNoProfitableDeviation(r, {p, p}, (r.a + r.c) / 50 + Rational(1, 7), 200);
  }
}

TEST(ModelsDuopoly, T29Stackelberg) {
  const DuopolyOutcome out = solved(market(DuopolyModel::Stackelberg, "17", "1"));
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"8", "4"}));
  EXPECT_EQ(toString(*out.marketPrice), "5");
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"32", "16"}));
  ASSERT_TRUE(out.simultaneous);
  EXPECT_EQ(strings(out.simultaneous->quantities), (Strings{"16/3", "16/3"}));
  std::mt19937 rng(29);
  for (int trial = 0; trial < 30; ++trial) {
    DuopolyMarket m = market(DuopolyModel::Stackelberg, "1", "0");
    m.c = randomRational(rng, 0, 10);
    m.a = m.c + randomRational(rng, 1, 20);
    const Rational d = m.a - m.c;
    const DuopolyOutcome o = solved(m);
    EXPECT_EQ(rationals(o.equilibrium.quantities), (RationalVector{d / 2, d / 4}));
    EXPECT_EQ(rationals(o.equilibrium.profits), (RationalVector{d * d / 8, d * d / 16}));
    EXPECT_EQ(o.equilibrium.totalQuantity.value(), 3 * d / 4);
    // The follower best-responds; the leader's quantity maximises its profit along the reaction.
    EXPECT_EQ(*duopolyBestResponse(m, 1, {d / 2, 0}), d / 4);
    EXPECT_EQ(*duopolyBestResponse(m, 1, {3, 0}), std::max(Rational(0), Rational((d - 3) / 2)));
    const Rational best = leaderProfit(m, d / 2);
    for (int k = 0; k <= 200; ++k) EXPECT_LE(leaderProfit(m, m.a * k / 200), best);
  }
}

TEST(ModelsDuopoly, T30EntryDeterrence) {
  DuopolyMarket m = market(DuopolyModel::Entry, "17", "1");
  m.fixedCost = 9;
  const DuopolyOutcome out = solved(m);
  ASSERT_TRUE(out.entry);
  const EntryAnalysis& e = *out.entry;
  EXPECT_EQ(e.monopoly.quantity, 8);
  EXPECT_EQ(e.monopoly.price, 9);
  EXPECT_EQ(e.monopoly.profit, 55);
  // The entrant's reply to 8 is 4 (profit 7); price 5; incumbent 8·5 − 17 = 23 (the source
  // prints 18, an arithmetic slip the digest copies).
  EXPECT_EQ(strings(e.entryAgainstMonopoly.quantities), (Strings{"8", "4"}));
  EXPECT_EQ(strings(e.entryAgainstMonopoly.prices), (Strings{"5", "5"}));
  EXPECT_EQ(strings(e.entryAgainstMonopoly.profits), (Strings{"23", "7"}));
  // The entrant's best reply to q_1 is 8 − q_1/2 with profit q_1²/4 − 8q_1 + 55, zero at 10.
  for (int k = 0; k <= 16; ++k) {
    const Rational q1(k);
    EXPECT_EQ(entrantBestProfit(m, q1), q1 * q1 / 4 - 8 * q1 + 55) << k;
    const Rational expected = k < 10 ? Rational(8 - q1 / 2) : Rational(0);
    EXPECT_EQ(*duopolyBestResponse(m, 1, {q1, 0}), expected) << k;
  }
  EXPECT_EQ(toString(e.deterrenceQuantity), "10");
  EXPECT_EQ(toString(e.deterrenceProfit), "51");
  EXPECT_EQ(duopolyProfit(m, 0, {10, 0}), 51);
  EXPECT_EQ(strings(e.stackelberg.quantities), (Strings{"8", "4"}));
  EXPECT_EQ(strings(e.stackelberg.prices), (Strings{"5", "5"}));
  EXPECT_EQ(strings(e.stackelberg.profits), (Strings{"23", "7"}));
  EXPECT_EQ(strings(e.cournot.quantities), (Strings{"16/3", "16/3"}));
  EXPECT_EQ(strings(e.cournot.prices), (Strings{"19/3", "19/3"}));
  EXPECT_EQ(strings(e.cournot.profits), (Strings{"175/9", "175/9"}));
  // Subgame perfect: deter (51 > 23).
  EXPECT_EQ(e.regime, EntryRegime::Deterred);
  EXPECT_STREQ(entryRegimeName(e.regime), "deterred");
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"10", "0"}));
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"51", "0"}));
  EXPECT_EQ(toString(*out.marketPrice), "7");
  // The leader's profit along the entrant's reaction is maximal at the deterrence output.
  for (int k = 0; k <= 170; ++k) EXPECT_LE(leaderProfit(m, frac(k, 10)), 51) << k;
  EXPECT_EQ(leaderProfit(m, 10), 51);
}

TEST(ModelsDuopoly, EntryRegimesAcrossFixedCosts) {
  DuopolyMarket m = market(DuopolyModel::Entry, "17", "1");
  // F = 0: the entrant always enters; accommodation as Stackelberg leader.
  m.fixedCost = 0;
  EXPECT_EQ(solved(m).entry->regime, EntryRegime::Accommodated);
  // F ≥ (a − c)²/16 = 16: blockaded at the monopoly output.
  m.fixedCost = 16;
  DuopolyOutcome out = solved(m);
  EXPECT_EQ(out.entry->regime, EntryRegime::Blockaded);
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"8", "0"}));
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"48", "0"}));
  // F = 2: the deterrence output 16 − 2√2 is irrational; deterrence pays 32√2 − 10 ≈ 35.25 >
  // 30 = 32 − F.
  m.fixedCost = 2;
  out = solved(m);
  EXPECT_EQ(out.entry->regime, EntryRegime::Deterred);
  EXPECT_EQ(toString(out.entry->deterrenceQuantity), "(16-2*sqrt(2))/1");
  EXPECT_FALSE(out.entry->deterrenceProfit.isRational());
  EXPECT_NEAR(out.entry->deterrenceProfit.toDouble(), 32 * std::sqrt(2.0) - 10, 1e-12);
  // Deterrence stops paying below F = m²(2 − √2)²/64 ≈ 1.37 (m = 16): F = 1 accommodates.
  m.fixedCost = 1;
  EXPECT_EQ(solved(m).entry->regime, EntryRegime::Accommodated);
}

TEST(ModelsDuopoly, T31AsymmetricCostsOnRandomMarkets) {
  std::mt19937 rng(31);
  int checked = 0;
  for (int trial = 0; trial < 60; ++trial) {
    DuopolyMarket m;
    m.a = randomRational(rng, 17, 30);
    m.costs = {randomRational(rng, 0, 8), randomRational(rng, 0, 8)};
    const Rational& c1 = m.costs[0];
    const Rational& c2 = m.costs[1];
    const Rational q1 = (m.a - 2 * c1 + c2) / 3;
    const Rational q2 = (m.a + c1 - 2 * c2) / 3;
    auto out = solveDuopoly(m);
    ASSERT_TRUE(out.hasValue()) << describe(out.error());
    EXPECT_EQ(rationals(out->equilibrium.quantities), (RationalVector{q1, q2}));
    EXPECT_EQ(*duopolyBestResponse(m, 0, {0, q2}), q1);
    EXPECT_EQ(*duopolyBestResponse(m, 1, {q1, 0}), q2);
    expectNoProfitableDeviation(m, {q1, q2}, m.a / 240, 240);
    ++checked;
  }
  EXPECT_EQ(checked, 60);
  // A cost too high for the interior formula is an error that names the firm.
  DuopolyMarket bad;
  bad.a = 10;
  bad.costs = {1, 7};
  auto out = solveDuopoly(bad);
  ASSERT_FALSE(out.hasValue());
  EXPECT_EQ(out.error().problem, Problem::DuopolyNegativeQuantity);
  EXPECT_EQ(out.error().args, (Strings{"2", "-1"}));  // (10 + 1 − 2·7)/3
}

TEST(ModelsDuopoly, T32AsymmetricCostsWithFixedCosts) {
  DuopolyMarket m;
  m.a = 17;
  m.costs = {1, 3};
  m.fixedCosts = {2, 1};
  const DuopolyOutcome out = solved(m);
  EXPECT_EQ(strings(out.equilibrium.quantities), (Strings{"6", "4"}));
  EXPECT_EQ(toString(*out.marketPrice), "7");
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"34", "15"}));
  EXPECT_EQ(duopolyProfit(m, 0, {6, 4}), 34);
  EXPECT_TRUE(out.iesdsBounds.empty());  // bounds only for equal costs
}

TEST(ModelsDuopoly, T33ThreeFirmsAndMoreOnRandomMarkets) {
  std::mt19937 rng(33);
  for (int firms : {1, 3, 4, 7}) {
    for (int trial = 0; trial < 10; ++trial) {
      DuopolyMarket m;
      m.firms = firms;
      m.c = randomRational(rng, 0, 10);
      m.a = m.c + randomRational(rng, 1, 20);
      const Rational d = m.a - m.c;
      const DuopolyOutcome out = solved(m);
      const Rational each = d / (firms + 1);
      EXPECT_EQ(rationals(out.equilibrium.quantities), RationalVector(static_cast<std::size_t>(firms), each));
      EXPECT_EQ(rationals(out.equilibrium.profits), RationalVector(static_cast<std::size_t>(firms), each * each));
      RationalVector actions = rationals(out.equilibrium.quantities);
      for (int i = 0; i < firms; ++i) EXPECT_EQ(*duopolyBestResponse(m, static_cast<std::size_t>(i), actions), each);
      expectNoProfitableDeviation(m, actions, m.a / 200, 200);
    }
  }
  // Three firms with individual costs: q_i = (a + Σc_j)/4 − c_i, a unilateral-deviation check.
  for (int trial = 0; trial < 20; ++trial) {
    DuopolyMarket m;
    m.firms = 3;
    m.a = randomRational(rng, 20, 40);
    m.costs = {randomRational(rng, 0, 5), randomRational(rng, 0, 5), randomRational(rng, 0, 5)};
    const DuopolyOutcome out = solved(m);
    const RationalVector actions = rationals(out.equilibrium.quantities);
    const Rational price = (m.a + m.costs[0] + m.costs[1] + m.costs[2]) / 4;
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(actions[i], price - m.costs[i]);
      EXPECT_EQ(*duopolyBestResponse(m, i, actions), actions[i]);
    }
    expectNoProfitableDeviation(m, actions, m.a / 200, 200);
  }
}

TEST(ModelsDuopoly, T34StackelbergBertrandCorrected) {
  DuopolyMarket m = market(DuopolyModel::StackelbergBertrand, "4", "2");
  m.b = q("1/2");
  const DuopolyOutcome out = solved(m);
  EXPECT_EQ(strings(out.equilibrium.prices), (Strings{"29/7", "113/28"}));
  EXPECT_EQ(strings(out.equilibrium.profits), (Strings{"225/56", "3249/784"}));
  ASSERT_TRUE(out.simultaneous);
  EXPECT_EQ(strings(out.simultaneous->prices), (Strings{"4", "4"}));
  EXPECT_EQ(strings(out.simultaneous->profits), (Strings{"4", "4"}));
  // The follower's reply is p_2 = (a + c + b·p_1)/2 (the source has the sign of b·p_1 wrong).
  EXPECT_EQ(*duopolyBestResponse(m, 1, {q("29/7"), 0}), q("113/28"));
  std::mt19937 rng(34);
  for (int trial = 0; trial < 40; ++trial) {
    DuopolyMarket r = market(DuopolyModel::StackelbergBertrand, "1", "0");
    r.c = randomRational(rng, 0, 10);
    r.a = r.c + randomRational(rng, 1, 20);
    Rational b = randomRational(rng, 0, 1);
    if (b == 0) b = Rational(1, 5);
    r.b = b;
    const Rational& a = r.a;
    const Rational& c = r.c;
    const Rational p1 = (a * (2 + b) + c * (2 + b - b * b)) / (2 * (2 - b * b));
    const Rational p2 = (a * (4 + 2 * b - b * b) + c * (4 + 2 * b - b * b - b * b * b)) / (4 * (2 - b * b));
    const Rational k = a - c + b * c;
    const Rational leader = (2 + b) * (2 + b) * k * k / (8 * (2 - b * b));
    const Rational follower = k * k * (4 + 2 * b - b * b) * (4 + 2 * b - b * b) / (16 * (2 - b * b) * (2 - b * b));
    const DuopolyOutcome o = solved(r);
    EXPECT_EQ(rationals(o.equilibrium.prices), (RationalVector{p1, p2}));
    EXPECT_EQ(rationals(o.equilibrium.profits), (RationalVector{leader, follower}));
    // The leader's price maximises its profit along the follower's reaction line.
    const Rational best = leaderProfit(r, p1);
    EXPECT_EQ(best, leader);
    for (int s = 0; s <= 200; ++s) EXPECT_LE(leaderProfit(r, (a + c) * s / 50), best);
  }
}

TEST(ModelsDuopoly, IsoProfitCurvesHoldTheirLevel) {
  const DuopolyMarket cournot = market(DuopolyModel::Cournot, "17", "1");
  for (int k = 1; k <= 12; ++k) {
    const Rational q1 = frac(k, 2);
    auto other = isoProfitOther(cournot, 0, Rational(256, 9), q1);
    if (!other) continue;
    EXPECT_EQ(duopolyProfit(cournot, 0, {q1, *other}), Rational(256, 9));
  }
  EXPECT_EQ(*isoProfitOther(cournot, 0, Rational(256, 9), Rational(16, 3)), Rational(16, 3));
  EXPECT_FALSE(isoProfitOther(cournot, 0, 1, 0));
  DuopolyMarket bertrand = market(DuopolyModel::Bertrand, "4", "2");
  bertrand.b = q("1/2");
  EXPECT_EQ(*isoProfitOther(bertrand, 0, 4, 4), 4);
  EXPECT_EQ(duopolyProfit(bertrand, 0, {5, *isoProfitOther(bertrand, 0, 4, 5)}), 4);
}

struct BadCase {
  const char* name;
  DuopolyMarket market;
  Problem problem;
};

TEST(ModelsDuopoly, ParametersWithoutAnInteriorSolutionAreErrors) {
  auto with = [](DuopolyModel model, auto change) {
    DuopolyMarket m;
    m.model = model;
    change(m);
    return m;
  };
  const std::vector<BadCase> cases = {
      {"c = a", with(DuopolyModel::Cournot, [](auto& m) { m.c = 17; }), Problem::DuopolyCostNotBelowIntercept},
      {"c > a", with(DuopolyModel::Stackelberg, [](auto& m) { m.c = 20; }), Problem::DuopolyCostNotBelowIntercept},
      {"c_2 ≥ a", with(DuopolyModel::Cournot, [](auto& m) { m.costs = {1, 17}; }),
       Problem::DuopolyCostNotBelowIntercept},
      {"b = 2", with(DuopolyModel::Bertrand, [](auto& m) { m.b = 2; }), Problem::DuopolySubstitutionOutOfRange},
      {"b = 0", with(DuopolyModel::Bertrand, [](auto& m) { m.b = 0; }), Problem::DuopolySubstitutionOutOfRange},
      {"b < 0", with(DuopolyModel::Bertrand, [](auto& m) { m.b = -1; }), Problem::DuopolySubstitutionOutOfRange},
      {"b² ≥ 2", with(DuopolyModel::StackelbergBertrand, [](auto& m) { m.b = Rational(3, 2); }),
       Problem::DuopolyLeaderPriceUnbounded},
      {"no b", with(DuopolyModel::StackelbergBertrand, [](auto&) {}), Problem::DuopolyMissingParameter},
      {"no F", with(DuopolyModel::Entry, [](auto&) {}), Problem::DuopolyMissingParameter},
      {"b on Cournot", with(DuopolyModel::Cournot, [](auto& m) { m.b = 1; }), Problem::DuopolyParameterNotUsed},
      {"F on Cournot", with(DuopolyModel::Cournot, [](auto& m) { m.fixedCost = 1; }), Problem::DuopolyParameterNotUsed},
      {"firms on Bertrand", with(DuopolyModel::Bertrand, [](auto& m) { m.firms = 3; }),
       Problem::DuopolyParameterNotUsed},
      {"N = 0", with(DuopolyModel::Cournot, [](auto& m) { m.firms = 0; }), Problem::MustBeAtLeast},
      {"N too large", with(DuopolyModel::Cournot, [](auto& m) { m.firms = kDuopolyMaxFirms + 1; }),
       Problem::MustBeAtMost},
      {"costs count", with(DuopolyModel::Cournot, [](auto& m) { m.costs = {1, 2, 3}; }), Problem::WrongCount},
      {"fixed costs count", with(DuopolyModel::Cournot, [](auto& m) { m.fixedCosts = {1}; }), Problem::WrongCount},
      {"negative c", with(DuopolyModel::Cournot, [](auto& m) { m.c = -1; }), Problem::MustBeNonNegative},
      {"negative F", with(DuopolyModel::Entry, [](auto& m) { m.fixedCost = -1; }), Problem::MustBeNonNegative},
      {"a = 0", with(DuopolyModel::Cournot, [](auto& m) { m.a = 0; }), Problem::MustBePositive},
  };
  for (const auto& bad : cases) {
    auto out = solveDuopoly(bad.market);
    ASSERT_FALSE(out.hasValue()) << bad.name;
    EXPECT_EQ(out.error().code, ErrorCode::InvalidArgument) << bad.name;
    EXPECT_EQ(out.error().problem, bad.problem) << bad.name << ": " << describe(out.error());
    EXPECT_TRUE(validateDuopolyMarket(bad.market).has_value()) << bad.name;
  }
  EXPECT_EQ(describe(*validateDuopolyMarket(cases[0].market)),
            "the unit cost c = 17 must be below the demand intercept a = 17 (no firm would produce)");
}

TEST(ModelsDuopoly, RandomMarketsEquilibriaAreMutualBestResponses) {
  std::mt19937 rng(17);
  const DuopolyModel models[] = {DuopolyModel::Cournot, DuopolyModel::Bertrand};
  for (int trial = 0; trial < 60; ++trial) {
    DuopolyMarket m;
    m.model = models[trial % 2];
    m.c = randomRational(rng, 0, 10);
    m.a = m.c + randomRational(rng, 1, 20);
    if (trial % 4 == 1) m.b = randomRational(rng, 1, 2) - Rational(1, 2);
    if (m.model == DuopolyModel::Cournot) m.costs = {m.c, randomRational(rng, 0, 1) + m.c};
    if (m.model == DuopolyModel::Bertrand && !m.b) continue;
    auto out = solveDuopoly(m);
    if (!out) {
      EXPECT_EQ(out.error().problem, Problem::DuopolyNegativeQuantity);
      continue;
    }
    const RationalVector actions =
        rationals(isPriceModel(m.model) ? out->equilibrium.prices : out->equilibrium.quantities);
    for (std::size_t i = 0; i < actions.size(); ++i) EXPECT_EQ(*duopolyBestResponse(m, i, actions), actions[i]);
  }
}

TEST(ModelsDuopoly, ModelNamesRoundTrip) {
  for (auto model : {DuopolyModel::Cournot, DuopolyModel::Stackelberg, DuopolyModel::Bertrand,
                     DuopolyModel::StackelbergBertrand, DuopolyModel::Entry})
    EXPECT_EQ(duopolyModelFromName(duopolyModelName(model)), model);
  EXPECT_FALSE(duopolyModelFromName("monopoly"));
  EXPECT_STREQ(duopolyModelName(DuopolyModel::StackelbergBertrand), "stackelberg-bertrand");
}

}  // namespace
