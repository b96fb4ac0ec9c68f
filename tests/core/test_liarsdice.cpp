// Liar's Dice with one N-sided die (core/liarsdice/liarsdice.h) against the digest liars-dice.md
// §5 (values recomputed there by reference/liars_dice_reference.py), optimality of every
// subgame's strategies checked from the definitions, float against exact, the whole tree by
// the sequence form.
#include "core/liarsdice/liarsdice.h"
#include "core/tree/sequenceform.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

namespace gamelab {
namespace {

using gamelab::testsupport::q;

LiarsDiceSolution solved(int sides, bool exact = true, bool strategies = true) {
  auto s = solveLiarsDice(sides, LiarsDiceOptions{.exact = exact, .strategies = strategies});
  EXPECT_TRUE(s.hasValue()) << (s ? "" : describe(s.error()));
  return s ? *s : LiarsDiceSolution{};
}

// Digest §5: V(1) for N = 2..12.
TEST(LiarsDice, ValueOfTheGameForNFrom2To12) {
  const std::vector<const char*> expected{"3/4",       "13/18",     "17/24",       "103/150",
                                          "41/60",     "661/980",   "1497/2240",   "5051/7560",
                                          "4169/6300", "50269/76230", "43801/66528"};
  Rational previous(1);
  for (int n = 2; n <= 12; ++n) {
    const auto s = solved(n, true, false);
    ASSERT_EQ(s.value.size(), static_cast<std::size_t>(n + 1));
    EXPECT_TRUE(s.exact);
    EXPECT_EQ(s.value[0], q(expected[n - 2])) << "N = " << n;
    EXPECT_LT(s.value[0], previous) << "V(1) strictly decreasing at N = " << n;
    EXPECT_DOUBLE_EQ(s.valueFloat[0], toDouble(s.value[0]));
    previous = s.value[0];
  }
}

// Digest §5: the full vectors V(1), ..., V(N+1).
TEST(LiarsDice, ValueVectorsForNFrom2To8) {
  const std::vector<std::vector<const char*>> expected{
      {"3/4", "1/2", "0"},
      {"13/18", "2/3", "1/3", "0"},
      {"17/24", "17/24", "1/2", "1/4", "0"},
      {"103/150", "103/150", "3/5", "2/5", "1/5", "0"},
      {"41/60", "41/60", "2/3", "1/2", "1/3", "1/6", "0"},
      {"661/980", "661/980", "661/980", "4/7", "3/7", "2/7", "1/7", "0"},
      {"1497/2240", "1497/2240", "1497/2240", "5/8", "1/2", "3/8", "1/4", "1/8", "0"}};
  for (int n = 2; n <= 8; ++n) {
    const auto s = solved(n);
    ASSERT_EQ(s.value.size(), expected[n - 2].size());
    for (std::size_t m = 0; m < s.value.size(); ++m) EXPECT_EQ(s.value[m], q(expected[n - 2][m])) << "N = " << n << ", M = " << m + 1;
  }
}

// Every subgame of N <= 8: rows of claim are distributions, no truthful claim above N, and the
// payoffs against every pure reply (liarsDiceChecks) show both strategies optimal.
TEST(LiarsDice, EverySubgameStrategyIsOptimalForNUpTo8) {
  for (int n = 2; n <= 8; ++n) {
    const auto s = solved(n);
    ASSERT_EQ(s.subgames.size(), static_cast<std::size_t>(n));
    for (int m = 1; m <= n; ++m) {
      const LiarsDiceSubgame& g = s.subgames[m - 1];
      const std::string where = "N = " + std::to_string(n) + ", M = " + std::to_string(m);
      const int count = n + 2 - m;
      ASSERT_EQ(g.bound, m) << where;
      EXPECT_EQ(g.value, s.value[m - 1]) << where;
      ASSERT_EQ(g.claim.size(), static_cast<std::size_t>(n)) << where;
      ASSERT_EQ(g.call.size(), static_cast<std::size_t>(count)) << where;
      for (int k = 0; k < count; ++k) {  // 1 − V(y+1), V(N+2) = 0
        const Rational above = m + k <= n ? s.value[m + k] : Rational(0);
        EXPECT_EQ(g.passValue[k], 1 - above) << where;
      }
      for (const auto& row : g.claim) {
        ASSERT_EQ(row.size(), static_cast<std::size_t>(count)) << where;
        Rational sum(0);
        for (const auto& p : row) {
          EXPECT_GE(p, 0) << where;
          sum += p;
        }
        EXPECT_EQ(sum, 1) << where;
      }
      for (const auto& p : g.call) {
        EXPECT_GE(p, 0) << where;
        EXPECT_LE(p, 1) << where;
      }
      const LiarsDiceChecks c = liarsDiceChecks(g, n);
      // Roller: against `call`, every die's best claim averages to V(M); every claim used earns it.
      Rational best(0);
      for (int x = 1; x <= n; ++x) {
        const auto& pay = c.rollerPayoff[x - 1];
        const Rational top = *std::max_element(pay.begin(), pay.end());
        best += top;
        for (int k = 0; k < count; ++k)
          if (g.claim[x - 1][k] > 0) {
            EXPECT_EQ(pay[k], top) << where << ", die " << x << ", claim " << m + k;
          }
      }
      EXPECT_EQ(best / n, g.value) << where;
      // Caller: the roller's payoff against the caller's best reply to every claim adds up to V(M),
      // and each call probability mixes only best replies.
      Rational guaranteed(0);
      for (int k = 0; k < count; ++k) {
        const Rational& pass = c.callerReplyPayoff[k][0];
        const Rational& call = c.callerReplyPayoff[k][1];
        guaranteed += std::min(pass, call);
        if (g.call[k] > 0) {
          EXPECT_LE(call, pass) << where << ", claim " << m + k;
        }
        if (g.call[k] < 1) {
          EXPECT_LE(pass, call) << where << ", claim " << m + k;
        }
      }
      EXPECT_EQ(guaranteed, g.value) << where;
      EXPECT_EQ(c.callerReplyPayoff[count - 1][1], 0) << where << ": no truthful mass above N";
      EXPECT_TRUE(liarsDiceVerify(g, n)) << where;
    }
  }
}

TEST(LiarsDice, VerifyRejectsAStrategyThatIsNotOptimal) {
  const auto s = solved(6);
  LiarsDiceSubgame g = s.subgames[0];
  ASSERT_TRUE(liarsDiceVerify(g, 6));
  LiarsDiceSubgame neverCalls = g;
  std::fill(neverCalls.call.begin(), neverCalls.call.end(), Rational(0));
  EXPECT_FALSE(liarsDiceVerify(neverCalls, 6));
  LiarsDiceSubgame alwaysTruthful = g;  // die x claims x: the caller can call every claim above 1
  for (int x = 1; x <= 6; ++x) {
    std::fill(alwaysTruthful.claim[x - 1].begin(), alwaysTruthful.claim[x - 1].end(), Rational(0));
    alwaysTruthful.claim[x - 1][x - 1] = 1;
  }
  EXPECT_FALSE(liarsDiceVerify(alwaysTruthful, 6));
  LiarsDiceSubgame wrongValue = g;
  wrongValue.value += Rational(1, 1000);
  EXPECT_FALSE(liarsDiceVerify(wrongValue, 6));
}

// Digest §6, N = 2: with a 1 claim 1, with a 2 claim 2 (the claims are forced here).
TEST(LiarsDice, TwoSidedFirstClaims) {
  const auto s = solved(2);
  const LiarsDiceSubgame& g = s.subgames[0];
  EXPECT_EQ(g.claim[0][0], 1);
  EXPECT_EQ(g.claim[1][1], 1);
  EXPECT_EQ(g.call[0], 0);  // never call a claim that is always true
}

TEST(LiarsDice, FloatAgreesWithExact) {
  for (int n : {6, 9, 12}) {
    const auto exact = solved(n, true, false);
    const auto approx = solved(n, false, true);
    EXPECT_FALSE(approx.exact);
    ASSERT_EQ(approx.valueFloat.size(), exact.value.size());
    for (std::size_t m = 0; m < exact.value.size(); ++m)
      EXPECT_NEAR(approx.valueFloat[m], toDouble(exact.value[m]), 1e-12) << "N = " << n << ", M = " << m + 1;
    for (const auto& g : approx.subgames)
      for (const auto& row : g.claim) {
        double sum = 0;
        for (const auto& p : row) sum += toDouble(p);
        EXPECT_NEAR(sum, 1.0, 1e-9);
      }
  }
}

// Digest §5 floating-point figure, N = 20 (the exact mode proves it).
TEST(LiarsDice, TwentySides) {
  const auto s = solved(20, true, false);
  EXPECT_NEAR(s.valueFloat[0], 0.648046994, 5e-10);
  EXPECT_EQ(s.value[20], 0);
  for (int m = 11; m <= 20; ++m) EXPECT_EQ(s.value[m - 1], Rational(21 - m) / 20) << "V(M) = P(X >= M) for high M";
}

TEST(LiarsDice, BadSideCounts) {
  for (int n : {-3, 0, 1, kLiarsDiceMaxSides + 1}) {
    auto s = solveLiarsDice(n);
    ASSERT_FALSE(s.hasValue()) << n;
    EXPECT_EQ(s.error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(s.error().problem, Problem::DiceSidesOutOfRange);
  }
}

TEST(LiarsDice, CancelAndProgress) {
  CancelToken cancel;
  cancel.cancel();
  auto s = solveLiarsDice(10, {}, Progress::none(), cancel);
  ASSERT_FALSE(s.hasValue());
  EXPECT_EQ(s.error().code, ErrorCode::Cancelled);

  std::vector<double> fractions;
  Progress progress([&](double f, const std::string& stage) {
    EXPECT_EQ(stage, "liars-dice");
    fractions.push_back(f);
  });
  ASSERT_TRUE(solveLiarsDice(5, {}, progress).hasValue());
  ASSERT_FALSE(fractions.empty());
  EXPECT_EQ(fractions.back(), 1.0);
  EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
}

TEST(LiarsDice, ComputerPlaysOnlyItsStrategy) {
  const auto s = solved(6);
  std::mt19937_64 rng(7);
  for (const auto& g : s.subgames)
    for (int die = 1; die <= 6; ++die)
      for (int t = 0; t < 20; ++t) {
        const int y = liarsDiceComputerClaim(g, die, rng);
        ASSERT_GE(y, g.bound);
        ASSERT_LE(y, 7);
        EXPECT_GT(g.claim[die - 1][y - g.bound], 0) << "die " << die << " claimed " << y;
        const bool calls = liarsDiceComputerCalls(g, y, rng);
        if (g.call[y - g.bound] == 0) {
          EXPECT_FALSE(calls);
        }
        if (g.call[y - g.bound] == 1) {
          EXPECT_TRUE(calls);
        }
      }
}

// The computer claimed the sure lie N+1 where the smallest claim M was a lie paying the die just
// as much (every lie called): in play it looked absurd. Among equally good lies it now takes M.
TEST(LiarsDice, NoSureLieWhereTheSmallestLiePaysAsMuch) {
  for (int n = 2; n <= 10; ++n) {
    const auto s = solved(n);
    for (const auto& g : s.subgames) {
      const int sure = n + 1 - g.bound;  // index of the sure lie
      if (sure == 0) continue;
      const auto checks = liarsDiceChecks(g, n);
      for (int x = 1; x < g.bound; ++x) {  // dice that can only lie here
        if (g.claim[x - 1][sure] == 0) continue;
        const auto& pay = checks.rollerPayoff[x - 1];
        EXPECT_NE(pay[0], pay[sure]) << "N = " << n << ", M = " << g.bound << ", die " << x
                                     << " claims the sure lie though claiming " << g.bound << " pays as much";
      }
    }
  }
}

TEST(LiarsDiceTree, ShapeAndConsistency) {
  const GameTree t = liarsDiceTree(2);
  std::string why;
  ASSERT_TRUE(t.isConsistent(&why)) << why;
  EXPECT_EQ(t.players(), 2);
  EXPECT_TRUE(t.isChance(t.root()));
  EXPECT_EQ(t.node(t.root()).children.size(), 2u);
  // A's first decision with a 1 and with a 2: different sets, claims 1, 2, 3 (sure lie).
  const int first1 = t.node(t.node(t.root()).children[0]).infoSet;
  const int first2 = t.node(t.node(t.root()).children[1]).infoSet;
  EXPECT_NE(first1, first2);
  EXPECT_EQ(t.infoSets[first1].player, 0);
  EXPECT_EQ(t.infoSets[first1].actions.size(), 3u);
  // B, hearing the claim 1, does not know A's die: one set for both.
  const NodeId afterClaim1a = t.node(t.node(t.root()).children[0]).children[0];
  const NodeId afterClaim1b = t.node(t.node(t.root()).children[1]).children[0];
  EXPECT_EQ(t.node(afterClaim1a).infoSet, t.node(afterClaim1b).infoSet);
  EXPECT_EQ(t.playerAt(afterClaim1a), 1);
  const TreeSize size = treeSize(liarsDiceTree(4));
  EXPECT_EQ(size.nodes, 11873);
}

TEST(LiarsDiceTree, SequenceFormValueEqualsNestedMethod) {
  for (int n = 2; n <= 4; ++n) {
    auto r = solveSequenceForm(liarsDiceTree(n));
    ASSERT_TRUE(r.hasValue()) << (r ? "" : describe(r.error()));
    EXPECT_TRUE(r->verified);
    EXPECT_EQ(r->value, solved(n, true, false).value[0]) << "N = " << n;
  }
}

}  // namespace
}  // namespace gamelab
