// Imputations, the core (emptiness with its balanced collection, vertices, always-tight
// coalitions), the least core and ε-cores: the digest's ch.4 cases (errata applied) and
// property checks.
#include "core/coalition/coreanalysis.h"
#include "core/coalition/nucleolus.h"
#include "tests/core/coalitiontesthelpers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <string>

namespace gamelab {
namespace {

using namespace coalitiontest;

std::vector<RationalVector> vecs(std::initializer_list<std::initializer_list<const char*>> rows) {
  std::vector<RationalVector> out;
  for (const auto& row : rows) out.push_back(vec(row));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<RationalVector> permutationsOf(RationalVector v) {
  std::vector<RationalVector> out;
  std::sort(v.begin(), v.end());
  do out.push_back(v);
  while (std::next_permutation(v.begin(), v.end()));
  return out;
}

CoalitionalGame symmetric3(const char* a) { return sourceOrderGame(3, {"0", "0", "0", a, a, a, "3"}); }

CoalitionalGame symmetric4(const char* a, const char* b) {
  return gameOf(4, [&](Coalition s) {
    switch (coalitionSize(s)) {
      case 2: return q(a);
      case 3: return q(b);
      case 4: return Rational(4);
      default: return Rational(0);
    }
  });
}

struct CoreCase {
  const char* name;
  CoalitionalGame game;
  std::vector<RationalVector> vertices;  ///< empty: the core is empty
};

/// Cores from the digest (§2.5–2.7), errata 22, 24–26 applied.
std::vector<CoreCase> coreCases() {
  const auto t73 = sourceOrderGame(3, {"0", "0", "0", "30", "40", "0", "40"});
  return {
      {"T59", sourceOrderGame(3, {"1/2", "0", "3/4", "3", "5/2", "2", "9"}),
       vecs({{"1/2", "5/2", "6"}, {"1/2", "13/2", "2"}, {"7/4", "13/2", "3/4"}, {"3", "0", "6"}, {"7", "0", "2"},
             {"7", "5/4", "3/4"}})},
      {"T60", sourceOrderGame(3, {"-3/2", "-4", "-22/5", "22/5", "4", "3/2", "0"}), {}},
      {"T61", sourceOrderGame(3, {"3/5", "2", "1", "5", "4", "3", "16"}),
       vecs({{"3/5", "22/5", "11"}, {"3/5", "12", "17/5"}, {"3", "2", "11"}, {"3", "12", "1"}, {"13", "2", "1"}})},
      {"T63", sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}),
       vecs({{"1", "3", "4"}, {"1", "5", "2"}, {"2", "5", "1"}, {"3", "1", "4"}, {"3", "4", "1"}})},
      {"T64", sourceOrderGame(3, {"10", "0", "0", "20", "30", "0", "30"}), vecs({{"20", "0", "10"}, {"30", "0", "0"}})},
      {"T65", *CoalitionalGame::fromValues(vec({"0", "8/5", "8/5", "6"})), vecs({{"8/5", "22/5"}, {"22/5", "8/5"}})},
      {"T66", sourceOrderGame(3, {"0", "-1", "1", "3", "2", "4", "5"}), vecs({{"0", "3", "2"}, {"1", "2", "2"}, {"1", "3", "1"}})},
      {"T67a a=1", symmetric3("1"), permutationsOf(vec({"0", "1", "2"}))},
      {"T67a a=3/2", symmetric3("3/2"), vecs({{"0", "3/2", "3/2"}, {"3/2", "0", "3/2"}, {"3/2", "3/2", "0"}})},
      {"T67a a=2", symmetric3("2"), vecs({{"1", "1", "1"}})},
      {"T67a a=5/2", symmetric3("5/2"), {}},
      {"T67b (2,3)", symmetric4("2", "3"), vecs({{"1", "1", "1", "1"}})},
      {"T67b (5/2,3)", symmetric4("5/2", "3"), {}},
      {"T67b (2,7/2)", symmetric4("2", "7/2"), {}},
      {"T67b (1,2)", symmetric4("1", "2"), permutationsOf(vec({"0", "1", "1", "2"}))},
      {"T68", gameOf(3, [](Coalition s) { return Rational(coalitionSize(s) >= 2 ? 1 : 0); }), {}},
      {"T69", t73.withPlayerAdded("4"), vecs({{"30", "0", "10", "0"}, {"40", "0", "0", "0"}})},
      {"T70a", glove({true, true, false, false}), vecs({{"0", "0", "1", "1"}, {"1", "1", "0", "0"}})},
      {"T70b", glove({true, true, false, false, false}), vecs({{"1", "1", "0", "0", "0"}})},
      {"T71",
       gameOf(5, [](Coalition s) {
         return Rational(std::min(2 * coalitionSize(s & c("12")), coalitionSize(s & c("345"))));
       }),
       vecs({{"0", "0", "1", "1", "1"}})},
      {"T73", t73, vecs({{"30", "0", "10"}, {"40", "0", "0"}})},
      {"T74", sourceOrderGame(3, {"1", "0", "-4", "2", "-1", "3", "6"}),
       vecs({{"1", "1", "4"}, {"1", "7", "-2"}, {"2", "0", "4"}, {"3", "0", "3"}, {"3", "7", "-4"}})},
      {"T83", sourceOrderGame(3, {"6", "4", "8", "23", "23", "22", "41"}),
       vecs({{"6", "17", "18"}, {"6", "18", "17"}, {"15", "18", "8"}, {"19", "4", "18"}, {"19", "14", "8"}})},
      {"T87 (6,4,2)", sellerBuyers({6, 4, 2}), vecs({{"4", "2", "0", "0"}, {"6", "0", "0", "0"}})},
      {"T87 (10,7,3,1)", sellerBuyers({10, 7, 3, 1}), vecs({{"7", "3", "0", "0", "0"}, {"10", "0", "0", "0", "0"}})},
      {"T88a majority", gameOf(3, [](Coalition s) { return Rational(coalitionSize(s) >= 2 ? 1 : 0); }), {}},
      {"T88 1 in S, |S|>=2",
       gameOf(3, [](Coalition s) { return Rational(contains(s, 0) && coalitionSize(s) >= 2 ? 1 : 0); }),
       vecs({{"1", "0", "0"}})},
      {"T88 {1,2} in S, |S|>=3",
       gameOf(4, [](Coalition s) { return Rational((s & 3u) == 3u && coalitionSize(s) >= 3 ? 1 : 0); }),
       vecs({{"0", "1", "0", "0"}, {"1", "0", "0", "0"}})},
      {"T88 unanimity", gameOf(3, [](Coalition s) { return Rational(s == 7u ? 1 : 0); }),
       vecs({{"0", "0", "1"}, {"0", "1", "0"}, {"1", "0", "0"}})},
      {"T88 dictator", gameOf(3, [](Coalition s) { return Rational(contains(s, 0) ? 1 : 0); }),
       vecs({{"1", "0", "0"}})},
      {"T91", sourceOrderGame(3, {"-1", "0", "1", "3", "4", "2", "5"}), vecs({{"2", "1", "2"}, {"3", "0", "2"}, {"3", "1", "1"}})},
      {"T93", sourceOrderGame(3, {"0", "0", "0", "1200", "1200", "0", "1200"}), vecs({{"1200", "0", "0"}})},
      {"T94", sourceOrderGame(3, {"-1", "-1", "0", "1", "-1", "7", "8"}),
       vecs({{"-1", "2", "7"}, {"-1", "9", "0"}, {"1", "0", "7"}, {"1", "7", "0"}})},
      {"T96", assignmentGameT96(),
       vecs({{"1", "0", "3", "7"}, {"3", "0", "3", "5"}, {"4", "3", "0", "4"}, {"6", "3", "0", "2"}})},
  };
}

TEST(CoalitionCore, DigestCoresVerticesAndEmptiness) {
  for (const auto& tc : coreCases()) {
    SCOPED_TRACE(tc.name);
    auto core = solveCore(tc.game);
    ASSERT_TRUE(core.hasValue());
    EXPECT_EQ(core->empty, tc.vertices.empty());
    EXPECT_EQ(core->leastCoreEpsilon > 0, core->empty);
    if (core->empty) {
      EXPECT_FALSE(core->verticesComputed);
      // The Bondareva–Shapley certificate: balanced (Σ_{S∋i} λ_S = 1), and Σ λ_S v(S) > v(N).
      ASSERT_FALSE(core->balancedCollection.empty());
      const int n = tc.game.players();
      RationalVector cover(static_cast<std::size_t>(n));
      Rational weighted = 0;
      for (const auto& [s, lambda] : core->balancedCollection) {
        EXPECT_GT(lambda, 0);
        EXPECT_NE(s, tc.game.grand());
        for (int p : members(s)) cover[static_cast<std::size_t>(p)] += lambda;
        weighted += lambda * tc.game.value(s);
      }
      for (const auto& cv : cover) EXPECT_EQ(cv, 1);
      EXPECT_GT(weighted, tc.game.value(tc.game.grand()));
    } else {
      EXPECT_TRUE(core->balancedCollection.empty());
      ASSERT_TRUE(core->verticesComputed);
      EXPECT_EQ(core->vertices, tc.vertices);
      for (const auto& v : core->vertices) EXPECT_TRUE(coreMembership(tc.game, v).inCore());
    }
    // The least-core point attains ε₁ as its largest proper excess.
    const auto sorted = sortedExcesses(tc.game, core->leastCorePoint);
    EXPECT_EQ(sorted.excesses.front(), core->leastCoreEpsilon);
    EXPECT_EQ(coalitionTotal(tc.game.grand(), core->leastCorePoint), tc.game.value(tc.game.grand()));
  }
}

TEST(CoalitionCore, LeastCoreValues) {
  // T63: the nucleolus' largest excess −1 is ε₁; T68 majority: every pair has excess 1/3 at the
  // equal split, and ε₁ = 1/3 (empty core); T67a a = 2: ε₁ = 0 (a one-point core).
  EXPECT_EQ(solveCore(sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}))->leastCoreEpsilon, -1);
  const auto majority = gameOf(3, [](Coalition s) { return Rational(coalitionSize(s) >= 2 ? 1 : 0); });
  auto m = solveCore(majority);
  EXPECT_EQ(m->leastCoreEpsilon, q("1/3"));
  EXPECT_EQ(m->leastCorePoint, vec({"1/3", "1/3", "1/3"}));
  EXPECT_EQ(solveCore(symmetric3("2"))->leastCoreEpsilon, 0);
}

TEST(CoalitionCore, EpsilonCores) {
  const auto majority = gameOf(3, [](Coalition s) { return Rational(coalitionSize(s) >= 2 ? 1 : 0); });
  EXPECT_EQ(*solveEpsilonCoreVertices(majority, {.epsilon = q("1/3")}), vecs({{"1/3", "1/3", "1/3"}}));
  EXPECT_TRUE(solveEpsilonCoreVertices(majority, {.epsilon = q("1/4")})->empty());
  // ε = 1/2: x_i + x_j >= 1/2 and x_i >= −1/2, Σx = 1: the triangle (1/2,1/2,0) and permutations.
  EXPECT_EQ(*solveEpsilonCoreVertices(majority, {.epsilon = q("1/2")}), permutationsOf(vec({"0", "1/2", "1/2"})));
  // ε = 0 is the core (T63).
  const auto t63 = sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"});
  EXPECT_EQ(*solveEpsilonCoreVertices(t63, {.epsilon = 0}), solveCore(t63)->vertices);
  auto big = solveEpsilonCoreVertices(CoalitionalGame(kMaxCoreVertexPlayers + 1), {.epsilon = 0});
  ASSERT_FALSE(big.hasValue());
  EXPECT_EQ(big.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(big.error().problem, Problem::TooManyPlayers);
  EXPECT_EQ(big.error().args, (std::vector<std::string>{std::to_string(kMaxCoreVertexPlayers + 1),
                                                        std::to_string(kMaxCoreVertexPlayers)}));
}

TEST(CoalitionCore, AlwaysTightCoalitions) {
  // T64: the core {(x, 0, 30 − x) : 20 <= x <= 30}: x_2 = v(2) and x_1 + x_3 = v(13) throughout.
  auto t64 = solveCore(sourceOrderGame(3, {"10", "0", "0", "20", "30", "0", "30"}));
  EXPECT_EQ(t64->alwaysTight, (std::vector<Coalition>{c("2"), c("13")}));
  // T93: the one-point core (1200, 0, 0).
  auto t93 = solveCore(sourceOrderGame(3, {"0", "0", "0", "1200", "1200", "0", "1200"}));
  EXPECT_EQ(t93->alwaysTight, (std::vector<Coalition>{c("2"), c("3"), c("12"), c("13"), c("23")}));
  // T63: a full-dimensional pentagon.
  EXPECT_TRUE(solveCore(sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}))->alwaysTight.empty());
}

TEST(CoalitionCore, ImputationVertices) {
  EXPECT_EQ(imputationVertices(sourceOrderGame(3, {"1/2", "0", "3/4", "3", "5/2", "2", "9"})),
            (std::vector<RationalVector>{vec({"33/4", "0", "3/4"}), vec({"1/2", "31/4", "3/4"}),
                                         vec({"1/2", "0", "17/2"})}));  // T59, erratum 24
  EXPECT_EQ(imputationVertices(sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"})),
            (std::vector<RationalVector>{vec({"7", "0", "1"}), vec({"1", "6", "1"}), vec({"1", "0", "7"})}));  // T63
  EXPECT_EQ(imputationVertices(sourceOrderGame(3, {"0", "-1", "1", "3", "2", "4", "5"})),
            (std::vector<RationalVector>{vec({"5", "-1", "1"}), vec({"0", "4", "1"}), vec({"0", "-1", "6"})}));  // T66
  // T65: imputations = the core segment.
  const auto t65 = *CoalitionalGame::fromValues(vec({"0", "8/5", "8/5", "6"}));
  EXPECT_EQ(imputationVertices(t65), (std::vector<RationalVector>{vec({"22/5", "8/5"}), vec({"8/5", "22/5"})}));
  // No imputation when Σ v(i) > v(N).
  EXPECT_TRUE(imputationVertices(sourceOrderGame(3, {"2", "2", "2", "0", "0", "0", "5"})).empty());
}

TEST(CoalitionCore, ImputationAndMembership) {
  const auto t63 = sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"});
  EXPECT_TRUE(isImputation(t63, vec({"7", "0", "1"})));
  EXPECT_FALSE(isImputation(t63, vec({"8", "-1", "1"})));  // x_2 < v(2)
  EXPECT_FALSE(isImputation(t63, vec({"1", "1", "1"})));   // not efficient
  // (7,0,1): excesses 1: −6, 2: 0, 3: 0, 12: −3, 13: −5, 23: 4; unstable via 23 only.
  auto m = coreMembership(t63, vec({"7", "0", "1"}));
  EXPECT_TRUE(m.efficient);
  EXPECT_FALSE(m.inCore());
  ASSERT_EQ(m.violatedCount, 1u);
  EXPECT_EQ(m.violated[0].coalition, c("23"));
  EXPECT_EQ(m.violated[0].excess, 4);
  // T91 hand-iteration point (1,1,3): only AB is violated (excess 1); AC is tight.
  const auto t91 = sourceOrderGame(3, {"-1", "0", "1", "3", "4", "2", "5"});
  auto m91 = coreMembership(t91, vec({"1", "1", "3"}));
  ASSERT_EQ(m91.violatedCount, 1u);
  EXPECT_EQ(m91.violated[0].coalition, c("12"));
  // Not efficient: the gap is reported and the point is not in the core.
  auto gap = coreMembership(t63, vec({"3", "3", "3"}));
  EXPECT_FALSE(gap.efficient);
  EXPECT_EQ(gap.efficiencyGap, 1);
  EXPECT_FALSE(gap.inCore());
  // The limit keeps the largest excesses first.
  auto limited = coreMembership(t63, vec({"8", "0", "0"}), 1);
  EXPECT_EQ(limited.violatedCount, 2u);  // 23 (excess 5) and 3 (excess 1)
  ASSERT_EQ(limited.violated.size(), 1u);
  EXPECT_EQ(limited.violated[0].coalition, c("23"));
}

TEST(CoalitionCore, Excesses) {
  // T89 excess table at the pro-rata point (6, 12, 18), coalition order A, B, C, AB, AC, BC.
  const auto t89 = sourceOrderGame(3, {"0", "0", "6", "6", "16", "26", "36"});
  const auto x = vec({"6", "12", "18"});
  const auto all = excesses(t89, x);
  ASSERT_EQ(all.size(), 8u);
  EXPECT_EQ(all[0], 0);
  EXPECT_EQ(all[7], 0);
  const auto order = allCoalitions(3, CoalitionOrder::SizeThenLexicographic);
  const auto expected = vec({"-6", "-12", "-12", "-12", "-8", "-4"});
  for (std::size_t k = 0; k < 6; ++k) {
    EXPECT_EQ(all[order[k + 1]], expected[k]);
    EXPECT_EQ(excess(t89, order[k + 1], x), expected[k]);
  }
}

TEST(CoalitionCore, ErrorsAndSmallCases) {
  CancelToken cancel;
  cancel.cancel();
  auto cancelled = solveCore(sourceOrderGame(3, {"1", "0", "1", "4", "3", "5", "8"}), Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
  // A voting game beyond the table limit has no table.
  WeightedVotingGame big{10, RationalVector(kMaxVotingTablePlayers + 1, Rational(1)), QuotaRule::Greater};
  auto noTable = solveCore(*CoalitionalGame::fromVoting(big));
  ASSERT_FALSE(noTable.hasValue());
  EXPECT_EQ(noTable.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(noTable.error().problem, Problem::NoCoalitionTable);
  // One player: the core is {v(N)}.
  auto one = solveCore(*CoalitionalGame::fromValues(vec({"0", "5"})));
  ASSERT_TRUE(one.hasValue());
  EXPECT_FALSE(one->empty);
  EXPECT_EQ(one->vertices, vecs({{"5"}}));
  // Beyond kMaxCoreVertexPlayers the vertices are skipped, emptiness is still decided.
  auto eleven = solveCore(gameOf(kMaxCoreVertexPlayers + 1, [](Coalition s) { return Rational(coalitionSize(s)); }));
  ASSERT_TRUE(eleven.hasValue());
  EXPECT_FALSE(eleven->empty);
  EXPECT_FALSE(eleven->verticesComputed);
  EXPECT_EQ(eleven->leastCoreEpsilon, 0);
}

TEST(CoalitionCore, RandomGamesVerticesAreCorePointsAndTightSetsAgree) {
  std::mt19937 rng(20240606);
  for (int trial = 0; trial < 40; ++trial) {
    const int n = 3 + trial % 3;
    std::uniform_int_distribution<int> value(0, 12);
    const auto game = gameOf(n, [&](Coalition s) {
      const int size = coalitionSize(s);
      return s == grandCoalition(n) ? Rational(4 * size * size) : Rational(value(rng) * size);
    });
    SCOPED_TRACE(trial);
    auto core = solveCore(game);
    ASSERT_TRUE(core.hasValue());
    auto x = solveNucleolus(game);
    ASSERT_TRUE(x.hasValue());
    EXPECT_EQ(sortedExcesses(game, x->x).excesses.front(), core->leastCoreEpsilon);
    EXPECT_EQ(coreMembership(game, x->x).inCore(), !core->empty);
    if (core->empty) continue;
    ASSERT_FALSE(core->vertices.empty());
    for (const auto& v : core->vertices) {
      EXPECT_TRUE(coreMembership(game, v).inCore());
      // A vertex: the tight coalitions and N span R^n (checked through the n − 1 dimensional
      // excess system rank by counting: at least n − 1 tight proper coalitions).
      int tight = 0;
      const auto e = excesses(game, v);
      for (std::size_t s = 1; s + 1 < e.size(); ++s) tight += e[s] == 0;
      EXPECT_GE(tight, n - 1);
    }
    for (Coalition s : core->alwaysTight)
      for (const auto& v : core->vertices) EXPECT_EQ(excess(game, s, v), 0);
  }
}

}  // namespace
}  // namespace gamelab
