// Shapley value, dividends, permutation table, properties and the TU-game model: the digest's
// ch.4 cases (errata applied) and property tests on random games. Voting power: test_coalition_power.cpp.
#include "core/coalition/coalitionalgame.h"
#include "core/coalition/powerindices.h"
#include "core/coalition/properties.h"
#include "core/coalition/shapley.h"
#include "tests/core/coalitiontesthelpers.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>

namespace gamelab {
namespace {

using namespace coalitiontest;

RationalVector shapley(const CoalitionalGame& game) { return *solveShapleyValue(game); }

/// The average of the permutation table (the definition of §4.3.3).
RationalVector shapleyByPermutations(const CoalitionalGame& game) {
  const auto rows = *marginalContributionTable(game);
  RationalVector average(static_cast<std::size_t>(game.players()), Rational(0));
  for (const auto& row : rows)
    for (std::size_t i = 0; i < average.size(); ++i) average[i] += row.contributions[i];
  for (auto& a : average) a /= static_cast<long>(rows.size());
  return average;
}

// ---------------------------------------------------------------- T63 dividends, permutations

TEST(CoalitionValues, T63DividendsShapleyAndPermutationTable) {
  const auto game = sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"});
  EXPECT_EQ(shapley(game), vec({"7/3", "17/6", "17/6"}));
  const auto c = *solveHarsanyiDividends(game);
  // Bitmask order: ∅, 1, 2, 12, 3, 13, 23, 123.
  EXPECT_EQ(c, vec({"0", "1", "0", "3", "1", "1", "4", "-2"}));
  const auto table = *marginalContributionTable(game);
  ASSERT_EQ(table.size(), 6u);
  const std::vector<std::vector<int>> orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  const std::vector<RationalVector> marginals = {vec({"1", "3", "4"}), vec({"1", "5", "2"}), vec({"4", "0", "4"}),
                                                 vec({"3", "0", "5"}), vec({"2", "5", "1"}), vec({"3", "4", "1"})};
  for (std::size_t r = 0; r < 6; ++r) {
    EXPECT_EQ(table[r].order, orders[r]) << r;
    EXPECT_EQ(table[r].contributions, marginals[r]) << r;
  }
  EXPECT_EQ(shapleyByPermutations(game), vec({"14/6", "17/6", "17/6"}));
}

TEST(CoalitionValues, PermutationTableLimit) {
  CoalitionalGame game(7);
  auto table = marginalContributionTable(game);
  ASSERT_FALSE(table);
  EXPECT_EQ(table.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(table.error().problem, Problem::TooManyPlayers);
  EXPECT_EQ(marginalContributionTable(CoalitionalGame(6))->size(), 720u);
}

// ---------------------------------------------------------------- Shapley values of the digest

struct ShapleyCase {
  const char* name;
  CoalitionalGame game;
  RationalVector expected;
};

Rational maxBuyer(Coalition s, const RationalVector& a) {  // T87: seller is player 0
  Rational best = 0;
  if (!contains(s, 0)) return best;
  for (std::size_t j = 0; j < a.size(); ++j)
    if (contains(s, static_cast<int>(j) + 1) && a[j] > best) best = a[j];
  return best;
}

std::vector<ShapleyCase> shapleyCases() {
  std::vector<ShapleyCase> cases;
  cases.push_back({"T59", sourceOrderGame(3, {"1/2", "0", "3/4", "3", "5/2", "2", "9"}), vec({"79/24", "67/24", "35/12"})});
  cases.push_back({"T60", sourceOrderGame(3, {"-3/2", "-4", "-22/5", "22/5", "4", "3/2", "0"}), vec({"9/5", "-7/10", "-11/10"})});
  cases.push_back({"T61", sourceOrderGame(3, {"3/5", "2", "1", "5", "4", "3", "16"}), vec({"83/15", "86/15", "71/15"})});
  cases.push_back({"T64", sourceOrderGame(3, {"10", "0", "0", "20", "30", "0", "30"}), vec({"65/3", "5/3", "20/3"})});
  cases.push_back({"T66", sourceOrderGame(3, {"0", "-1", "1", "3", "2", "4", "5"}), vec({"7/6", "5/3", "13/6"})});
  cases.push_back({"T68", sourceOrderGame(3, {"0", "0", "0", "1", "1", "1", "1"}), vec({"1/3", "1/3", "1/3"})});
  cases.push_back({"T73", sourceOrderGame(3, {"0", "0", "0", "30", "40", "0", "40"}), vec({"25", "5", "10"})});
  cases.push_back({"T69", sourceOrderGame(3, {"0", "0", "0", "30", "40", "0", "40"}).withPlayerAdded("4"),
                   vec({"25", "5", "10", "0"})});
  cases.push_back({"T74", sourceOrderGame(3, {"1", "0", "-4", "2", "-1", "3", "6"}), vec({"13/6", "11/3", "1/6"})});
  cases.push_back({"T83", sourceOrderGame(3, {"6", "4", "8", "23", "23", "22", "41"}), vec({"14", "25/2", "29/2"})});
  cases.push_back({"T91", sourceOrderGame(3, {"-1", "0", "1", "3", "4", "2", "5"}), vec({"10/6", "7/6", "13/6"})});
  cases.push_back({"T92", sourceOrderGame(3, {"-4", "2", "2", "5", "5", "11", "7"}), vec({"-5/3", "13/3", "13/3"})});
  cases.push_back({"T93", sourceOrderGame(3, {"0", "0", "0", "1200", "1200", "0", "1200"}), vec({"800", "200", "200"})});
  cases.push_back({"T94", sourceOrderGame(3, {"-1", "-1", "0", "1", "-1", "7", "8"}), vec({"1/6", "25/6", "11/3"})});
  // T75 (a), (b), (c) for n = 3, 4.
  for (int n : {3, 4}) {
    cases.push_back({"T75a", gameOf(n, [](Coalition s) { return Rational(contains(s, 0) ? coalitionSize(s) : 0); }),
                     n == 3 ? vec({"2", "1/2", "1/2"}) : vec({"5/2", "1/2", "1/2", "1/2"})});
    cases.push_back({"T75b",
                     gameOf(n, [](Coalition s) { return Rational(contains(s, 0) || contains(s, 1) ? coalitionSize(s) : 0); }),
                     n == 3 ? vec({"7/6", "7/6", "2/3"}) : vec({"4/3", "4/3", "2/3", "2/3"})});
    cases.push_back({"T75c",
                     gameOf(n, [](Coalition s) { return Rational((s & 3u) == 3u ? coalitionSize(s) : 0); }),
                     n == 3 ? vec({"4/3", "4/3", "1/3"}) : vec({"5/3", "5/3", "1/3", "1/3"})});
  }
  // T85 (a): v(S) = largest k with {1..k} ⊆ S; (b) with values a_k.
  const auto prefix = [](Coalition s) { return std::countr_one(s); };
  cases.push_back({"T85a3", gameOf(3, [&](Coalition s) { return Rational(prefix(s)); }), vec({"11/6", "5/6", "1/3"})});
  cases.push_back({"T85a4", gameOf(4, [&](Coalition s) { return Rational(prefix(s)); }),
                   vec({"25/12", "13/12", "7/12", "1/4"})});
  cases.push_back({"T85a5", gameOf(5, [&](Coalition s) { return Rational(prefix(s)); }),
                   vec({"137/60", "77/60", "47/60", "9/20", "1/5"})});
  cases.push_back({"T85b", gameOf(4, [&](Coalition s) {
                     const int k = prefix(s);
                     static const int a[] = {0, 1, 3, 4, 7};
                     return Rational(a[k]);
                   }),
                   vec({"37/12", "25/12", "13/12", "3/4"})});
  // T87: one seller, buyers a_1 > ... > a_m.
  for (const auto& [a, expected] : std::vector<std::pair<RationalVector, RationalVector>>{
           {vec({"40", "30"}), vec({"25", "10", "5"})},
           {vec({"6", "4", "2"}), vec({"23/6", "3/2", "1/2", "1/6"})},
           {vec({"10", "7", "3", "1"}), vec({"97/15", "143/60", "53/60", "13/60", "1/20"})}}) {
    const RationalVector buyers = a;
    cases.push_back({"T87", gameOf(static_cast<int>(a.size()) + 1, [buyers](Coalition s) { return maxBuyer(s, buyers); }),
                     expected});
  }
  // T95: landlord (player 1) and m peasants, v(S) = f(|S| − 1) if 1 ∈ S.
  cases.push_back({"T95 f=k m=3", gameOf(4, [](Coalition s) { return Rational(contains(s, 0) ? coalitionSize(s) - 1 : 0); }),
                   vec({"3/2", "1/2", "1/2", "1/2"})});
  cases.push_back({"T95 f=k m=2", gameOf(3, [](Coalition s) { return Rational(contains(s, 0) ? coalitionSize(s) - 1 : 0); }),
                   vec({"1", "1/2", "1/2"})});
  cases.push_back({"T95 f=(0,1,3,4)", gameOf(4, [](Coalition s) {
                     static const int f[] = {0, 1, 3, 4};
                     return Rational(contains(s, 0) ? f[coalitionSize(s) - 1] : 0);
                   }),
                   vec({"2", "2/3", "2/3", "2/3"})});
  // T96 assignment game (A, B, C, D).
  cases.push_back({"T96", sourceOrderGame(4, {"0", "0", "0", "0",                       // singles
                                     "0", "4", "8", "3", "5", "0",             // AB AC AD BC BD CD
                                     "4", "8", "8", "5",                       // ABC ABD ACD BCD
                                     "11"}),
                   vec({"7/2", "11/6", "5/3", "4"})});
  // T71 machine owners and workers.
  cases.push_back({"T71", gameOf(5, [](Coalition s) {
                     return Rational(std::min(2 * coalitionSize(s & 3u), coalitionSize(s & 28u)));
                   }),
                   vec({"13/20", "13/20", "17/30", "17/30", "17/30"})});
  // T88: unanimity and dictator.
  cases.push_back({"T88 unanimity", gameOf(3, [](Coalition s) { return Rational(s == 7u ? 1 : 0); }),
                   vec({"1/3", "1/3", "1/3"})});
  cases.push_back({"T88 dictator", gameOf(3, [](Coalition s) { return Rational(contains(s, 0) ? 1 : 0); }),
                   vec({"1", "0", "0"})});
  // T76 two-house game: at least 2 of {1,2,3} and 2 of {4,5,6}.
  cases.push_back({"T76", gameOf(6, [](Coalition s) {
                     return Rational(coalitionSize(s & 7u) >= 2 && coalitionSize(s & 56u) >= 2 ? 1 : 0);
                   }),
                   vec({"1/6", "1/6", "1/6", "1/6", "1/6", "1/6"})});
  return cases;
}

TEST(CoalitionValues, ShapleyValuesOfTheDigest) {
  for (const auto& c : shapleyCases()) {
    EXPECT_EQ(shapley(c.game), c.expected) << c.name;
    if (c.game.players() <= 6) {
      EXPECT_EQ(shapleyByPermutations(c.game), c.expected) << c.name;
    }
  }
}

// ---------------------------------------------------------------- random property tests

CoalitionalGame randomGame(std::mt19937& rng, int n, long lo, long hi, long denominator = 1) {
  std::uniform_int_distribution<long> entry(lo, hi);
  std::uniform_int_distribution<long> den(1, denominator);
  return gameOf(n, [&](Coalition) {
    Rational value(entry(rng), den(rng));
    value.canonicalize();
    return value;
  });
}

TEST(CoalitionValues, ShapleyRandomMatchesPermutationsAndAxioms) {
  std::mt19937 rng(61);
  for (int trial = 0; trial < 40; ++trial) {
    const int n = 1 + trial % 6;
    // Integer, rational (common denominator) and huge values (the big-integer path).
    CoalitionalGame game = trial % 3 == 0   ? randomGame(rng, n, -50, 1000)
                           : trial % 3 == 1 ? randomGame(rng, n, -30, 30, 7)
                                            : randomGame(rng, n, -(1L << 62), 1L << 62, 1);
    if (trial % 3 == 2) {
      Rational huge(mpz_class("123456789012345678901234567891"), 7);
      huge.canonicalize();
      game.setValue(1, huge);
    }
    const RationalVector phi = shapley(game);
    EXPECT_EQ(phi, shapleyByPermutations(game)) << trial;
    EXPECT_EQ(coalitionTotal(game.grand(), phi), game.value(game.grand())) << "efficiency " << trial;
    // Dummy: an added null player gets 0 and the others keep their values.
    if (n < 6) {
      RationalVector extended = shapley(game.withPlayerAdded("d"));
      EXPECT_EQ(extended.back(), 0);
      extended.pop_back();
      EXPECT_EQ(extended, phi);
    }
  }
}

TEST(CoalitionValues, ShapleySymmetryOnRandomGames) {
  std::mt19937 rng(62);
  for (int n = 2; n <= 9; ++n) {
    // v is invariant under swapping players 0 and 1.
    CoalitionalGame base = randomGame(rng, n, -100, 100);
    const auto swap01 = [](Coalition s) {
      const Coalition a = s & 1u, b = (s >> 1) & 1u;
      return (s & ~3u) | (a << 1) | b;
    };
    const CoalitionalGame game = gameOf(n, [&](Coalition s) { return std::min(base.value(s), base.value(swap01(s))); });
    const RationalVector phi = shapley(game);
    EXPECT_EQ(phi[0], phi[1]) << n;
    EXPECT_EQ(coalitionTotal(game.grand(), phi), game.value(game.grand()));
  }
}

TEST(CoalitionValues, ShapleyTwelvePlayersByDividends) {
  // φ_i = Σ_{S∋i} c_S/|S| (4.3) against the size-blocked formula (4.6), with rationals.
  std::mt19937 rng(63);
  for (const long den : {1L, 5L}) {
    const CoalitionalGame game = randomGame(rng, 12, -1000, 1000, den);
    const RationalVector c = *solveHarsanyiDividends(game);
    RationalVector expected(12, Rational(0));
    for (std::size_t s = 1; s < c.size(); ++s)
      for (int i : members(static_cast<Coalition>(s)))
        expected[static_cast<std::size_t>(i)] += c[s] / coalitionSize(static_cast<Coalition>(s));
    EXPECT_EQ(shapley(game), expected);
  }
}

TEST(CoalitionValues, DividendsReconstructTheGame) {
  std::mt19937 rng(64);
  for (int trial = 0; trial < 12; ++trial) {
    const int n = 1 + trial % 7;
    CoalitionalGame game = trial % 2 ? randomGame(rng, n, -1000, 1000, 9) : randomGame(rng, n, -(1L << 60), 1L << 60);
    const RationalVector c = *solveHarsanyiDividends(game);
    ASSERT_EQ(c.size(), game.coalitionCount());
    EXPECT_EQ(c[0], 0);
    for (Coalition s = 0; s <= game.grand(); ++s) {
      Rational total = 0;
      for (Coalition t = s;; t = (t - 1) & s) {
        total += c[t];
        if (t == 0) break;
      }
      EXPECT_EQ(total, game.value(s)) << trial << " S=" << s;
    }
  }
}

TEST(CoalitionValues, ShapleyCancelled) {
  CancelToken token;
  token.cancel();
  auto result = solveShapleyValue(CoalitionalGame(10), Progress::none(), token);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
  auto dividends = solveHarsanyiDividends(CoalitionalGame(10), Progress::none(), token);
  ASSERT_FALSE(dividends);
}

TEST(CoalitionValues, PropertiesT60ConstantSumEssential) {
  const auto game = sourceOrderGame(3, {"-3/2", "-4", "-22/5", "22/5", "4", "3/2", "0"});
  const auto p = *solveProperties(game);
  EXPECT_TRUE(p.constantSum.holds);
  EXPECT_TRUE(p.essential);
  EXPECT_EQ(p.surplus, q("99/10"));
  EXPECT_TRUE(p.superadditive.holds);
  EXPECT_FALSE(p.simple.holds);
  EXPECT_FALSE(p.symmetric.holds);
}

TEST(CoalitionValues, PropertiesT59AndT64) {
  const auto t59 = *solveProperties(sourceOrderGame(3, {"1/2", "0", "3/4", "3", "5/2", "2", "9"}));
  EXPECT_TRUE(t59.superadditive.holds);
  EXPECT_TRUE(t59.essential);
  EXPECT_EQ(t59.surplus, q("31/4"));
  EXPECT_FALSE(t59.constantSum.holds);
  // T64 (10, 20, 30): superadditive, monotone, not convex, not constant-sum.
  const auto t64game = sourceOrderGame(3, {"10", "0", "0", "20", "30", "0", "30"});
  const auto t64 = *solveProperties(t64game);
  EXPECT_TRUE(t64.superadditive.holds);
  EXPECT_TRUE(t64.monotone.holds);
  EXPECT_TRUE(t64.essential);
  ASSERT_FALSE(t64.convex.holds);
  // The witness violates supermodularity.
  const Coalition s = t64.convex.first;
  const Coalition i = Coalition(1) << t64.convex.player, j = Coalition(1) << t64.convex.otherPlayer;
  EXPECT_FALSE(s & (i | j));
  EXPECT_GT(t64game.value(s | i) - t64game.value(s), t64game.value(s | i | j) - t64game.value(s | j));
  ASSERT_FALSE(t64.constantSum.holds);
  EXPECT_NE(t64game.value(t64.constantSum.first) + t64game.value(7u & ~t64.constantSum.first), t64game.value(7));
}

TEST(CoalitionValues, PropertyWitnesses) {
  // Not superadditive: v(1) + v(2) = 3 > v(12) = 2.
  const auto game = sourceOrderGame(3, {"1", "2", "0", "2", "0", "2", "3"});
  const auto p = *solveProperties(game);
  ASSERT_FALSE(p.superadditive.holds);
  EXPECT_GT(game.value(p.superadditive.first) + game.value(p.superadditive.second),
            game.value(p.superadditive.first | p.superadditive.second));
  EXPECT_EQ(p.superadditive.first & p.superadditive.second, 0u);
  ASSERT_FALSE(p.monotone.holds);  // v(1) = 1 > v(13) = 0
  EXPECT_EQ(p.monotone.first, 1u);
  EXPECT_EQ(p.monotone.player, 2);
  // Simple and symmetric: majority of three.
  const auto majority = *solveProperties(sourceOrderGame(3, {"0", "0", "0", "1", "1", "1", "1"}));
  EXPECT_TRUE(majority.simple.holds);
  EXPECT_TRUE(majority.symmetric.holds);
  EXPECT_TRUE(majority.superadditive.holds);
  EXPECT_FALSE(majority.convex.holds);
  const auto notSymmetric = *solveProperties(sourceOrderGame(3, {"0", "0", "0", "1", "1", "0", "1"}));
  ASSERT_FALSE(notSymmetric.symmetric.holds);
  EXPECT_EQ(coalitionSize(notSymmetric.symmetric.first), coalitionSize(notSymmetric.symmetric.second));
  // Glove market (2 x 2) is not convex; v(N) = 2 means not simple with witness N.
  const auto glove = gameOf(4, [](Coalition s) { return Rational(std::min(coalitionSize(s & 3u), coalitionSize(s & 12u))); });
  const auto g = *solveProperties(glove);
  EXPECT_FALSE(g.simple.holds);
  EXPECT_TRUE(g.monotone.holds);
  EXPECT_TRUE(g.superadditive.holds);
  // Convex: v(S) = |S|^2.
  const auto convex = *solveProperties(gameOf(5, [](Coalition s) { return Rational(coalitionSize(s) * coalitionSize(s)); }));
  EXPECT_TRUE(convex.convex.holds);
  EXPECT_TRUE(convex.symmetric.holds);
  EXPECT_FALSE(convex.constantSum.holds);
}

TEST(CoalitionValues, PropertiesRandomAgainstDefinitions) {
  std::mt19937 rng(67);
  for (int trial = 0; trial < 30; ++trial) {
    const int n = 2 + trial % 4;
    const auto game = trial % 2 ? randomGame(rng, n, 0, 3) : randomGame(rng, n, 0, 40, 3);
    const auto p = *solveProperties(game);
    bool superadditive = true, convex = true, monotone = true;
    for (Coalition s = 0; s <= game.grand(); ++s)
      for (Coalition t = 0; t <= game.grand(); ++t) {
        if (s & t) continue;
        if (game.value(s) + game.value(t) > game.value(s | t)) superadditive = false;
        if (game.value(s) > game.value(s | t)) monotone = false;
      }
    // Supermodularity: v(S) + v(T) <= v(S ∪ T) + v(S ∩ T) for all S, T.
    for (Coalition s = 0; s <= game.grand(); ++s)
      for (Coalition t = 0; t <= game.grand(); ++t)
        if (game.value(s) + game.value(t) > game.value(s | t) + game.value(s & t)) convex = false;
    EXPECT_EQ(p.superadditive.holds, superadditive) << trial;
    EXPECT_EQ(p.monotone.holds, monotone) << trial;
    EXPECT_EQ(p.convex.holds, convex) << trial;
  }
}

TEST(CoalitionValues, PropertyLimitsAndCancel) {
  const auto p = *solveProperties(CoalitionalGame(17));
  EXPECT_FALSE(p.superadditive.checked);
  EXPECT_TRUE(p.convex.checked);
  EXPECT_TRUE(p.convex.holds);
  CancelToken token;
  token.cancel();
  auto cancelled = solveProperties(CoalitionalGame(17), Progress::none(), token);
  ASSERT_FALSE(cancelled);
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

TEST(CoalitionValues, ZeroOneNormalizedVetoAndDummies) {
  const auto game = sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"});  // T63
  const auto normalized = *zeroOneNormalized(game);
  EXPECT_EQ(normalized.values(), vec({"0", "0", "0", "1/2", "0", "1/6", "2/3", "1"}));
  auto inessential = zeroOneNormalized(sourceOrderGame(2, {"1", "2", "3"}));
  ASSERT_FALSE(inessential);
  EXPECT_EQ(inessential.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(inessential.error().problem, Problem::Inessential);
  // T88: "S wins iff 1 ∈ S and |S| >= 2": veto player 1; {1,2} ⊆ S, |S| >= 3: veto 1 and 2.
  EXPECT_EQ(vetoPlayers(gameOf(3, [](Coalition s) { return Rational(contains(s, 0) && coalitionSize(s) >= 2 ? 1 : 0); })),
            std::vector<int>{0});
  EXPECT_EQ(vetoPlayers(gameOf(4, [](Coalition s) { return Rational((s & 3u) == 3u && coalitionSize(s) >= 3 ? 1 : 0); })),
            (std::vector<int>{0, 1}));
  EXPECT_TRUE(vetoPlayers(sourceOrderGame(3, {"0", "0", "0", "1", "1", "1", "1"})).empty());
  // Veto players of a voting game beyond the table: the big five of the Security Council.
  WeightedVotingGame un{Rational(39), RationalVector(25, Rational(1)), QuotaRule::AtLeast};
  for (int i = 0; i < 5; ++i) un.weights[static_cast<std::size_t>(i)] = 7;
  EXPECT_EQ(vetoPlayers(*CoalitionalGame::fromVoting(un)), (std::vector<int>{}));
  un.quota = 50;
  EXPECT_EQ(vetoPlayers(*CoalitionalGame::fromVoting(un)), (std::vector<int>{0, 1, 2, 3, 4}));
  // T77: player 1 is a dummy; T69 adds a dummy player 4.
  EXPECT_EQ(dummyPlayers(*CoalitionalGame::fromVoting(voting("50", {"10", "30", "30", "40"}, QuotaRule::Greater))),
            std::vector<int>{0});
  EXPECT_EQ(dummyPlayers(sourceOrderGame(3, {"0", "0", "0", "30", "40", "0", "40"}).withPlayerAdded("4")), std::vector<int>{3});
}

// ---------------------------------------------------------------- the model

TEST(CoalitionModel, FromValuesErrors) {
  auto wrong = CoalitionalGame::fromValues(vec({"0", "1", "2"}));
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(wrong.error().problem, Problem::CoalitionTableLength);
  auto single = CoalitionalGame::fromValues(vec({"0"}));
  ASSERT_FALSE(single);
  EXPECT_EQ(single.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(single.error().problem, Problem::CoalitionTableLength);
  auto empty = CoalitionalGame::fromValues(vec({"1", "2"}));
  ASSERT_FALSE(empty);
  EXPECT_EQ(empty.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(empty.error().problem, Problem::EmptyCoalitionValue);
  auto names = CoalitionalGame::fromValues(vec({"0", "1", "2", "3"}), {"A"});
  ASSERT_FALSE(names);
  EXPECT_EQ(names.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(names.error().problem, Problem::WrongCount);
  auto named = *CoalitionalGame::fromValues(vec({"0", "1", "2", "3"}), {"Ann", "Bob"});
  EXPECT_EQ(named.players(), 2);
  EXPECT_EQ(named.playerNames(), (std::vector<std::string>{"Ann", "Bob"}));
  EXPECT_EQ(CoalitionalGame::fromValues(vec({"0", "1"}))->playerNames(), std::vector<std::string>{"1"});
}

TEST(CoalitionModel, AddAndRemovePlayers) {
  const auto game = sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"});
  const auto added = game.withPlayerAdded("D");
  EXPECT_EQ(added.players(), 4);
  EXPECT_EQ(added.playerNames().back(), "D");
  for (Coalition s = 0; s < 8; ++s) EXPECT_EQ(added.value(s | 8u), game.value(s));
  EXPECT_EQ(added.withoutPlayer(3), game);
  const auto without = game.withoutPlayer(1);  // players 1 and 3 remain
  EXPECT_EQ(without.playerNames(), (std::vector<std::string>{"1", "3"}));
  EXPECT_EQ(without.values(), vec({"0", "1", "1", "3"}));
  const auto votingGame = *CoalitionalGame::fromVoting(voting("50", {"10", "20", "30", "40"}, QuotaRule::Greater));
  ASSERT_TRUE(votingGame.voting());
  EXPECT_EQ(votingGame.withoutPlayer(0).voting()->weights, vec({"20", "30", "40"}));
  EXPECT_EQ(votingGame.withPlayerAdded("5").voting()->weights, vec({"10", "20", "30", "40", "0"}));
  auto edited = votingGame;
  edited.setValue(1, 1);
  EXPECT_FALSE(edited.voting());
}

TEST(CoalitionModel, CoalitionOrdersAndLabels) {
  EXPECT_EQ(allCoalitions(3, CoalitionOrder::Bitmask), (std::vector<Coalition>{0, 1, 2, 3, 4, 5, 6, 7}));
  // ∅, 1, 2, 3, 12, 13, 23, 123.
  EXPECT_EQ(allCoalitions(3, CoalitionOrder::SizeThenLexicographic), (std::vector<Coalition>{0, 1, 2, 4, 3, 5, 6, 7}));
  const auto four = allCoalitions(4, CoalitionOrder::SizeThenLexicographic);
  // Size 2: 12, 13, 14, 23, 24, 34.
  EXPECT_EQ(std::vector<Coalition>(four.begin() + 5, four.begin() + 11),
            (std::vector<Coalition>{3, 5, 9, 6, 10, 12}));
  EXPECT_EQ(coalitionLabel(0, {"1", "2", "3"}), "\u2205");
  EXPECT_EQ(coalitionLabel(5, {"1", "2", "3"}), "13");
  EXPECT_EQ(coalitionLabel(6, {"A", "B", "C"}), "BC");
  EXPECT_EQ(coalitionLabel(5, {"Ann", "Bob", "Cy"}), "{Ann, Cy}");
  EXPECT_EQ(members(0b10110), (std::vector<int>{1, 2, 4}));
  EXPECT_EQ(coalitionOf({0, 3}), 9u);
}

TEST(CoalitionModel, VotingGameBeyondTheTable) {
  WeightedVotingGame big{Rational(10), RationalVector(21, Rational(1)), QuotaRule::Greater};
  const auto game = *CoalitionalGame::fromVoting(big);
  EXPECT_FALSE(game.hasTable());
  EXPECT_EQ(game.players(), 21);
  const auto indices = *solvePowerIndices(*game.voting());
  EXPECT_EQ(indices.shapleyShubik, RationalVector(21, Rational(1, 21)));
}

}  // namespace
}  // namespace gamelab
