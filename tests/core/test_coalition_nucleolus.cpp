// The nucleolus (both domains), its stages, O(x) and the lexicographic order, and the
// parametric path: the digest's ch.4 cases (errata 31–35 applied) and property checks on
// random games (efficiency, symmetry, in the core when it is non-empty, lexicographically
// minimal against random efficient points and random imputations).
#include "core/coalition/coreanalysis.h"
#include "core/coalition/nucleolus.h"
#include "core/coalition/parametricpath.h"
#include "tests/core/coalitiontesthelpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <string>

namespace gamelab {
namespace {

using namespace coalitiontest;

Rational fraction(int numerator, int denominator) {
  Rational r(numerator, denominator);
  r.canonicalize();
  return r;
}

/// v(S) = −max_{i∈S} c_i.
CoalitionalGame airport(std::vector<int> costs) {
  return gameOf(static_cast<int>(costs.size()), [&](Coalition s) {
    int worst = 0;
    for (int p : members(s)) worst = std::max(worst, costs[static_cast<std::size_t>(p)]);
    return Rational(-worst);
  });
}

/// Landlord (player 1) and m peasants: v(S) = f(|S| − 1) if 1 ∈ S, else 0; f(0) = 0.
CoalitionalGame landlord(std::vector<int> f) {
  return gameOf(static_cast<int>(f.size()), [&](Coalition s) {
    return contains(s, 0) ? Rational(f[static_cast<std::size_t>(coalitionSize(s) - 1)]) : Rational(0);
  });
}

/// Ex 4.3.5-14(a): v(S) = the largest k with {1..k} ⊆ S.
CoalitionalGame prefixGame(int n) {
  return gameOf(n, [](Coalition s) { return Rational(std::countr_one(s)); });
}

/// v(S) = max(0, E − Σ_{i∉S} c_i).
CoalitionalGame bankruptcy(const Rational& estate, const std::vector<int>& claims) {
  const int n = static_cast<int>(claims.size());
  return gameOf(n, [&](Coalition s) {
    Rational v = estate;
    for (int i = 0; i < n; ++i)
      if (!contains(s, i)) v -= claims[static_cast<std::size_t>(i)];
    return v > 0 ? v : Rational(0);
  });
}

struct NucleolusCase {
  const char* name;
  CoalitionalGame game;
  RationalVector nucleolus;
};

/// Nucleoli from the digest (§2.5–2.7), errata applied (33 and 35: T95, T97).
std::vector<NucleolusCase> nucleolusCases() {
  const auto majority = gameOf(3, [](Coalition s) { return Rational(coalitionSize(s) >= 2 ? 1 : 0); });
  const auto t73 = sourceOrderGame(3, {"0", "0", "0", "30", "40", "0", "40"});
  std::vector<NucleolusCase> cases = {
      {"T59", sourceOrderGame(3, {"1/2", "0", "3/4", "3", "5/2", "2", "9"}), vec({"37/12", "31/12", "10/3"})},
      {"T60", sourceOrderGame(3, {"-3/2", "-4", "-22/5", "22/5", "4", "3/2", "0"}), vec({"9/5", "-7/10", "-11/10"})},
      {"T61", sourceOrderGame(3, {"3/5", "2", "1", "5", "4", "3", "16"}), vec({"71/15", "92/15", "77/15"})},
      {"T63", sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}), vec({"2", "7/2", "5/2"})},
      {"T64", sourceOrderGame(3, {"10", "0", "0", "20", "30", "0", "30"}), vec({"25", "0", "5"})},
      {"T65", *CoalitionalGame::fromValues(vec({"0", "8/5", "8/5", "6"})), vec({"3", "3"})},
      {"T66", sourceOrderGame(3, {"0", "-1", "1", "3", "2", "4", "5"}), vec({"2/3", "8/3", "5/3"})},
      {"T67a a=1", sourceOrderGame(3, {"0", "0", "0", "1", "1", "1", "3"}), vec({"1", "1", "1"})},
      {"T68", majority, vec({"1/3", "1/3", "1/3"})},
      {"T69", t73.withPlayerAdded("4"), vec({"35", "0", "5", "0"})},
      {"T70a", glove({true, true, false, false}), vec({"1/2", "1/2", "1/2", "1/2"})},
      {"T70b", glove({true, true, false, false, false}), vec({"1", "1", "0", "0", "0"})},
      {"T71",
       gameOf(5, [](Coalition s) {
         return Rational(std::min(2 * coalitionSize(s & c("12")), coalitionSize(s & c("345"))));
       }),
       vec({"0", "0", "1", "1", "1"})},
      {"T73", t73, vec({"35", "0", "5"})},
      {"T74", sourceOrderGame(3, {"1", "0", "-4", "2", "-1", "3", "6"}), vec({"2", "7/2", "1/2"})},
      {"T75a n=3", gameOf(3, [](Coalition s) { return Rational(contains(s, 0) ? coalitionSize(s) : 0); }),
       vec({"2", "1/2", "1/2"})},
      {"T75a n=4", gameOf(4, [](Coalition s) { return Rational(contains(s, 0) ? coalitionSize(s) : 0); }),
       vec({"5/2", "1/2", "1/2", "1/2"})},
      {"T77 [50; 10,30,30,40]",
       *CoalitionalGame::fromVoting(WeightedVotingGame{50, vec({"10", "30", "30", "40"}), QuotaRule::Greater}),
       vec({"0", "1/3", "1/3", "1/3"})},
      {"T83", sourceOrderGame(3, {"6", "4", "8", "23", "23", "22", "41"}), vec({"43/3", "40/3", "40/3"})},
      {"T86 (2,5,9)", airport({2, 5, 9}), vec({"-1", "-2", "-6"})},
      {"T86 (1,3,6,10)", airport({1, 3, 6, 10}), vec({"-1/2", "-5/4", "-17/8", "-49/8"})},
      {"T87 (6,4,2)", sellerBuyers({6, 4, 2}), vec({"5", "1", "0", "0"})},
      {"T87 (10,7,3,1)", sellerBuyers({10, 7, 3, 1}), vec({"17/2", "3/2", "0", "0", "0"})},
      {"T89", sourceOrderGame(3, {"0", "0", "6", "6", "16", "26", "36"}), vec({"5", "21/2", "41/2"})},
      {"T91", sourceOrderGame(3, {"-1", "0", "1", "3", "4", "2", "5"}), vec({"8/3", "2/3", "5/3"})},
      {"T92", sourceOrderGame(3, {"-4", "2", "2", "5", "5", "11", "7"}), vec({"-5/3", "13/3", "13/3"})},
      {"T93", sourceOrderGame(3, {"0", "0", "0", "1200", "1200", "0", "1200"}), vec({"1200", "0", "0"})},
      {"T94", sourceOrderGame(3, {"-1", "-1", "0", "1", "-1", "7", "8"}), vec({"0", "9/2", "7/2"})},
      {"T95 m=3 f(k)=k", landlord({0, 1, 2, 3}), vec({"3/2", "1/2", "1/2", "1/2"})},
      {"T95 m=2 f(k)=k", landlord({0, 1, 2}), vec({"1", "1/2", "1/2"})},
      {"T95 m=3 f=(0,1,3,4)", landlord({0, 1, 3, 4}), vec({"5/2", "1/2", "1/2", "1/2"})},
      {"T96", assignmentGameT96(), vec({"7/2", "3/2", "3/2", "9/2"})},
      {"T97 n=3", prefixGame(3), vec({"7/4", "3/4", "1/2"})},
      {"T97 n=4", prefixGame(4), vec({"15/8", "7/8", "3/4", "1/2"})},
      {"T97 n=5", prefixGame(5), vec({"31/16", "15/16", "7/8", "3/4", "1/2"})},
      {"T97 n=6", prefixGame(6), vec({"63/32", "31/32", "15/16", "7/8", "3/4", "1/2"})},
  };
  return cases;
}

/// Stages are well formed: ε non-increasing and strictly decreasing in rank, every fixed
/// coalition has excess ε_k at the nucleolus.
void checkStages(const CoalitionalGame& game, const NucleolusResult& r) {
  ASSERT_FALSE(r.stages.empty());
  for (std::size_t k = 0; k < r.stages.size(); ++k) {
    if (k > 0) {
      EXPECT_LE(r.stages[k].epsilon, r.stages[k - 1].epsilon);
    }
    EXPECT_FALSE(r.stages[k].fixed.empty());
    for (Coalition s : r.stages[k].fixed) EXPECT_EQ(excess(game, s, r.x), r.stages[k].epsilon);
  }
  EXPECT_EQ(r.stages.front().epsilon, sortedExcesses(game, r.x).excesses.front());
  EXPECT_LE(static_cast<int>(r.stages.size()), game.players() - 1);
  EXPECT_GE(r.linearProgrammes, static_cast<int>(r.stages.size()));
}

TEST(CoalitionNucleolus, DigestNucleoliBothDomains) {
  for (const auto& tc : nucleolusCases()) {
    SCOPED_TRACE(tc.name);
    auto efficient = solveNucleolus(tc.game, {.domain = NucleolusDomain::Efficient});
    ASSERT_TRUE(efficient.hasValue());
    EXPECT_EQ(efficient->x, tc.nucleolus);
    checkStages(tc.game, *efficient);
    // The digest: the pre-nucleolus and the nucleolus over imputations agree on these games.
    auto imputations = solveNucleolus(tc.game, {.domain = NucleolusDomain::Imputations});
    ASSERT_TRUE(imputations.hasValue());
    EXPECT_EQ(imputations->x, tc.nucleolus);
  }
}

TEST(CoalitionNucleolus, SortedExcessesAndStages) {
  // T63: O(x) = (−1, −1, −3/2, −3/2, −3/2, −7/2).
  const auto t63 = sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"});
  EXPECT_EQ(sortedExcesses(t63, vec({"2", "7/2", "5/2"})).excesses, vec({"-1", "-1", "-3/2", "-3/2", "-3/2", "-7/2"}));
  // T74: O(x) = (−1, −1, −7/2, −7/2, −7/2, −9/2).
  const auto t74 = sourceOrderGame(3, {"1", "0", "-4", "2", "-1", "3", "6"});
  EXPECT_EQ(sortedExcesses(t74, vec({"2", "7/2", "1/2"})).excesses, vec({"-1", "-1", "-7/2", "-7/2", "-7/2", "-9/2"}));
  // T91 (4.4.3): stage 1 minimises the largest excess to −1/3 with AB, AC, BC tight; the other
  // excesses at the nucleolus are A −11/3, B −2/3, C −2/3.
  const auto t91 = sourceOrderGame(3, {"-1", "0", "1", "3", "4", "2", "5"});
  auto r = solveNucleolus(t91);
  ASSERT_TRUE(r.hasValue());
  ASSERT_EQ(r->stages.size(), 1u);
  EXPECT_EQ(r->stages[0].epsilon, q("-1/3"));
  EXPECT_EQ(r->stages[0].fixed, (std::vector<Coalition>{c("12"), c("13"), c("23")}));
  auto o = sortedExcesses(t91, r->x);
  EXPECT_EQ(o.excesses, vec({"-1/3", "-1/3", "-1/3", "-2/3", "-2/3", "-11/3"}));
  EXPECT_EQ(o.coalitions, (std::vector<Coalition>{c("12"), c("13"), c("23"), c("2"), c("3"), c("1")}));
  // T63 stages: first ε = −1 with 1 and 23 (complements), then −3/2 with 3, 12, 13.
  auto r63 = solveNucleolus(t63);
  ASSERT_EQ(r63->stages.size(), 2u);
  EXPECT_EQ(r63->stages[0].epsilon, -1);
  EXPECT_EQ(r63->stages[0].fixed, (std::vector<Coalition>{c("1"), c("23")}));
  EXPECT_EQ(r63->stages[1].epsilon, q("-3/2"));
  EXPECT_EQ(r63->stages[1].fixed, (std::vector<Coalition>{c("3"), c("12"), c("13")}));
}

TEST(CoalitionNucleolus, BankruptcyExcessTable) {
  // T89, coalition order A, B, C, AB, AC, BC.
  const auto t89 = sourceOrderGame(3, {"0", "0", "6", "6", "16", "26", "36"});
  const auto order = allCoalitions(3, CoalitionOrder::SizeThenLexicographic);
  const std::vector<std::pair<RationalVector, RationalVector>> table = {
      {vec({"6", "12", "18"}), vec({"-6", "-12", "-12", "-12", "-8", "-4"})},
      {vec({"5", "12", "19"}), vec({"-5", "-12", "-13", "-11", "-8", "-5"})},
      {vec({"5", "21/2", "41/2"}), vec({"-5", "-21/2", "-29/2", "-19/2", "-19/2", "-5"})},
      {vec({"6", "11", "19"}), vec({"-6", "-11", "-13", "-11", "-9", "-4"})},
  };
  for (const auto& [x, row] : table)
    for (std::size_t k = 0; k < 6; ++k) EXPECT_EQ(excess(t89, order[k + 1], x), row[k]);
  EXPECT_EQ(sortedExcesses(t89, vec({"6", "12", "18"})).excesses, vec({"-4", "-6", "-8", "-12", "-12", "-12"}));
  const auto nucleolusO = sortedExcesses(t89, vec({"5", "21/2", "41/2"})).excesses;
  EXPECT_EQ(nucleolusO, vec({"-5", "-5", "-19/2", "-19/2", "-21/2", "-29/2"}));
  for (const auto& [x, row] : table)
    EXPECT_LE(compareLexicographically(nucleolusO, sortedExcesses(t89, x).excesses), 0);
}

TEST(CoalitionNucleolus, LexicographicComparison) {
  // T97 n = 3: O(7/4, 3/4, 1/2) <_L O(3/2, 1, 1/2) (erratum 35).
  const auto g = prefixGame(3);
  const auto a = sortedExcesses(g, vec({"7/4", "3/4", "1/2"})).excesses;
  const auto b = sortedExcesses(g, vec({"3/2", "1", "1/2"})).excesses;
  EXPECT_EQ(a, vec({"-1/2", "-1/2", "-3/4", "-3/4", "-5/4", "-5/4"}));
  EXPECT_EQ(b, vec({"-1/2", "-1/2", "-1/2", "-1", "-1", "-3/2"}));
  EXPECT_EQ(compareLexicographically(a, b), -1);
  EXPECT_EQ(compareLexicographically(b, a), 1);
  EXPECT_EQ(compareLexicographically(a, a), 0);
}

TEST(CoalitionNucleolus, ImputationDomainDiffersAndErrors) {
  // A non-superadditive game where the pre-nucleolus is not individually rational:
  // v(1) = 2, v(23) = 4, v(N) = 3 (others 0). Efficient: x_1 = 3 − x_2 − x_3 is balanced
  // against 23; the imputation domain keeps x_1 >= 2.
  const auto g = sourceOrderGame(3, {"2", "0", "0", "0", "0", "4", "3"});
  auto pre = solveNucleolus(g, {.domain = NucleolusDomain::Efficient});
  auto imp = solveNucleolus(g, {.domain = NucleolusDomain::Imputations});
  ASSERT_TRUE(pre.hasValue());
  ASSERT_TRUE(imp.hasValue());
  EXPECT_TRUE(isImputation(g, imp->x));
  EXPECT_LT(pre->x[0], 2);
  EXPECT_EQ(imp->x, vec({"2", "1/2", "1/2"}));
  // No imputation at all: Σ v(i) > v(N).
  auto none = solveNucleolus(sourceOrderGame(3, {"2", "2", "2", "0", "0", "0", "5"}),
                             {.domain = NucleolusDomain::Imputations});
  ASSERT_FALSE(none.hasValue());
  EXPECT_EQ(none.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(none.error().problem, Problem::NoImputation);
  // A single imputation (Σ v(i) = v(N)): the Imputations domain must return it although the
  // pair 12 would pull the pre-nucleolus elsewhere.
  const auto single = sourceOrderGame(3, {"0", "1", "2", "10", "0", "0", "3"});
  auto only = solveNucleolus(single, {.domain = NucleolusDomain::Imputations});
  ASSERT_TRUE(only.hasValue());
  EXPECT_EQ(only->x, vec({"0", "1", "2"}));
  EXPECT_NE(solveNucleolus(single, {.domain = NucleolusDomain::Efficient})->x, vec({"0", "1", "2"}));
  // One player: x = v(N).
  auto one = solveNucleolus(*CoalitionalGame::fromValues(vec({"0", "7"})));
  EXPECT_EQ(one->x, vec({"7"}));
  // Cancelled.
  CancelToken cancel;
  cancel.cancel();
  auto cancelled = solveNucleolus(sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}),
                                  {.domain = NucleolusDomain::Efficient}, Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

TEST(CoalitionNucleolus, BankruptcyPath) {
  // T90: claims (10, 20, 30), estate E from 0 to 60.
  auto path = solveParametricPath([](const Rational& e) { return bankruptcy(e, {10, 20, 30}); },
                                  {.from = 0, .to = 60, .steps = 60});
  ASSERT_TRUE(path.hasValue());
  ASSERT_EQ(path->size(), 61u);
  struct Check {
    int e;
    RationalVector nucleolus, shapley;
  };
  const std::vector<Check> checks = {
      {6, vec({"2", "2", "2"}), vec({"2", "2", "2"})},
      {12, vec({"4", "4", "4"}), vec({"10/3", "13/3", "13/3"})},
      {15, vec({"5", "5", "5"}), vec({"10/3", "35/6", "35/6"})},
      {20, vec({"5", "15/2", "15/2"}), vec({"10/3", "25/3", "25/3"})},
      {25, vec({"5", "10", "10"}), vec({"25/6", "55/6", "35/3"})},
      {30, vec({"5", "10", "15"}), vec({"5", "10", "15"})},
      {35, vec({"5", "10", "20"}), vec({"35/6", "65/6", "55/3"})},
      {40, vec({"5", "25/2", "45/2"}), vec({"20/3", "35/3", "65/3"})},
      {45, vec({"5", "15", "25"}), vec({"20/3", "85/6", "145/6"})},
      {48, vec({"6", "16", "26"}), vec({"20/3", "47/3", "77/3"})},
      {50, vec({"20/3", "50/3", "80/3"}), vec({"20/3", "50/3", "80/3"})},
      {54, vec({"8", "18", "28"}), vec({"8", "18", "28"})},
      {60, vec({"10", "20", "30"}), vec({"10", "20", "30"})},
  };
  for (const auto& check : checks) {
    SCOPED_TRACE(check.e);
    const auto& point = (*path)[static_cast<std::size_t>(check.e)];
    EXPECT_EQ(point.parameter, check.e);
    EXPECT_EQ(point.nucleolus, check.nucleolus);
    EXPECT_EQ(point.shapley, check.shapley);
  }
  // The generic family: T63 with v(N) = t; at t = 8 it is T63 itself.
  auto family = grandCoalitionFamily(sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}));
  auto generic = solveParametricPath(family, {.from = 6, .to = 10, .steps = 4});
  ASSERT_TRUE(generic.hasValue());
  ASSERT_EQ(generic->size(), 5u);
  EXPECT_EQ((*generic)[2].parameter, 8);
  EXPECT_EQ((*generic)[2].nucleolus, vec({"2", "7/2", "5/2"}));
  EXPECT_EQ((*generic)[2].shapley, vec({"7/3", "17/6", "17/6"}));
  EXPECT_FALSE(solveParametricPath(family, {.from = 0, .to = 1, .steps = 0}).hasValue());
}

/// A random rational point of {Σx = total}: integers/4 around `centre`.
RationalVector randomEfficient(std::mt19937& rng, const RationalVector& centre, int spread) {
  std::uniform_int_distribution<int> step(-4 * spread, 4 * spread);
  RationalVector y = centre;
  Rational drift = 0;
  for (std::size_t i = 0; i + 1 < y.size(); ++i) {
    const Rational d = fraction(step(rng), 4);
    y[i] += d;
    drift += d;
  }
  y.back() -= drift;
  return y;
}

TEST(CoalitionNucleolus, RandomGamesProperties) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 3 + trial % 4;
    std::uniform_int_distribution<int> value(0, 10);
    // Players 1 and 2 symmetric by construction (v depends on S through swap-invariant data).
    RationalVector base(std::size_t(1) << n);
    for (std::size_t s = 1; s < base.size(); ++s) base[s] = value(rng) * coalitionSize(static_cast<Coalition>(s));
    const auto game = gameOf(n, [&](Coalition s) {
      const Coalition swapped = (s & ~Coalition(3)) | ((s & 1u) << 1) | ((s >> 1) & 1u);
      return std::max(base[s], base[swapped]);
    });
    SCOPED_TRACE(trial);
    auto r = solveNucleolus(game);
    ASSERT_TRUE(r.hasValue());
    const auto& x = r->x;
    EXPECT_EQ(coalitionTotal(game.grand(), x), game.value(game.grand()));  // efficiency
    EXPECT_EQ(x[0], x[1]);                                                 // symmetry
    checkStages(game, *r);
    auto core = solveCore(game);
    ASSERT_TRUE(core.hasValue());
    if (!core->empty) {
      EXPECT_TRUE(coreMembership(game, x).inCore());
    }
    const auto ox = sortedExcesses(game, x).excesses;
    for (int k = 0; k < 30; ++k) {
      const auto y = randomEfficient(rng, x, k < 15 ? 1 : 20);
      EXPECT_LE(compareLexicographically(ox, sortedExcesses(game, y).excesses), 0);
    }
    // Over imputations: against random imputations (convex combinations of the vertices).
    const auto vertices = imputationVertices(game);
    if (vertices.empty()) continue;
    auto ri = solveNucleolus(game, {.domain = NucleolusDomain::Imputations});
    ASSERT_TRUE(ri.hasValue());
    EXPECT_TRUE(isImputation(game, ri->x));
    const auto oi = sortedExcesses(game, ri->x).excesses;
    std::uniform_int_distribution<int> weight(0, 8);
    for (int k = 0; k < 30; ++k) {
      RationalVector y(static_cast<std::size_t>(n));
      int total = 0;
      std::vector<int> w;
      for (int i = 0; i < n; ++i) total += w.emplace_back(weight(rng));
      if (total == 0) continue;
      for (int i = 0; i < n; ++i)
        for (std::size_t j = 0; j < y.size(); ++j) y[j] += fraction(w[static_cast<std::size_t>(i)], total) * vertices[static_cast<std::size_t>(i)][j];
      ASSERT_TRUE(isImputation(game, y));
      EXPECT_LE(compareLexicographically(oi, sortedExcesses(game, y).excesses), 0);
    }
  }
}

TEST(CoalitionNucleolus, LargerRandomGameIsExactAndMinimal) {
  // 10 players: the row generation must still find the exact optimum of every stage.
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> value(0, 100);
  const int n = 10;
  const auto game = gameOf(n, [&](Coalition s) { return Rational(value(rng) * coalitionSize(s)); });
  auto r = solveNucleolus(game);
  ASSERT_TRUE(r.hasValue());
  checkStages(game, *r);
  const auto ox = sortedExcesses(game, r->x).excesses;
  for (int k = 0; k < 20; ++k)
    EXPECT_LE(compareLexicographically(ox, sortedExcesses(game, randomEfficient(rng, r->x, 1)).excesses), 0);
}

}  // namespace
}  // namespace gamelab
