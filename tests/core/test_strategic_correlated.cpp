#include "core/strategic/bestresponse.h"
#include "core/strategic/correlatedequilibrium.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

namespace gamelab {
namespace {

RationalVector vec(std::initializer_list<const char*> entries) {
  RationalVector v;
  for (const char* e : entries) v.push_back(*parseRational(e));
  return v;
}

/// π(i, j) = p_i q_j in profile order (row index fastest).
RationalVector product(const StrategicGame& game, const RationalVector& p, const RationalVector& q) {
  RationalVector pi(game.profileCount());
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = 0; j < q.size(); ++j) pi[game.profileIndex({i, j})] = p[i] * q[j];
  return pi;
}

TEST(CorrelatedEquilibria, T15ChickenBestTotalIsOneThirdOnEachNonCrashCell) {
  // [(1,1),(−1,2); (2,−1),(−2,−2)]; with π = (a, c, b, d) for (CC, DC, CD, DD) the incentive
  // constraints are b >= a, c >= a, c >= d, b >= d, and Σ u = 2a + b + c − 4d is largest at
  // a = b = c = 1/3, d = 0 (total 4/3, 2/3 each).
  const StrategicGame game = StrategicGame::bimatrixFromText({{"1,1", "-1,2"}, {"2,-1", "-2,-2"}});
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) { stages.push_back(stage); });
  auto result = solveCorrelatedEquilibria(game, {}, progress);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->bestDistribution, vec({"1/3", "1/3", "1/3", "0"}));
  EXPECT_EQ(result->bestTotalPayoff, Rational(4, 3));
  EXPECT_EQ(result->bestPayoffs, vec({"2/3", "2/3"}));
  EXPECT_TRUE(result->verified);
  EXPECT_TRUE(isCorrelatedEquilibrium(game, result->bestDistribution));
  // It beats every Nash equilibrium's total: (−1,2), (2,−1), (0,0).
  EXPECT_GT(result->bestTotalPayoff, 1);

  ASSERT_TRUE(result->verticesComputed);
  const auto& v = result->vertices;
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
  for (const auto& vertex : v) EXPECT_TRUE(isCorrelatedEquilibrium(game, vertex));
  // The pure equilibria ⟨2,1⟩ (index 1) and ⟨1,2⟩ (index 2) and the optimum are vertices.
  for (const RationalVector& expected : {vec({"0", "1", "0", "0"}), vec({"0", "0", "1", "0"}), vec({"1/3", "1/3", "1/3", "0"})})
    EXPECT_NE(std::find(v.begin(), v.end(), expected), v.end());
  // Its vertices by hand: a <= min(b, c), d <= min(b, c), Σ = 1.
  // (The mixed equilibrium's product ¼ everywhere is one of them.)
  const std::vector<RationalVector> all = {vec({"0", "0", "1", "0"}), vec({"0", "1/3", "1/3", "1/3"}),
                                           vec({"0", "1", "0", "0"}), vec({"1/4", "1/4", "1/4", "1/4"}),
                                           vec({"1/3", "1/3", "1/3", "0"})};
  EXPECT_EQ(v, all);
  ASSERT_FALSE(stages.empty());
  EXPECT_TRUE(std::all_of(stages.begin(), stages.end(), [](const std::string& s) { return s == "correlated"; }));
}

TEST(CorrelatedEquilibria, AumannChickenMaxWelfareIsTwentyOneHalves) {
  // (6,6),(2,7); (7,2),(0,0): ½ on (C,C), ¼ on each of (D,C), (C,D) gives 21/4 each.
  const StrategicGame game = StrategicGame::bimatrixFromText({{"6,6", "2,7"}, {"7,2", "0,0"}});
  auto result = solveCorrelatedEquilibria(game);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->bestTotalPayoff, Rational(21, 2));
  EXPECT_EQ(result->bestPayoffs, vec({"21/4", "21/4"}));
  EXPECT_EQ(result->bestDistribution, vec({"1/2", "1/4", "1/4", "0"}));
  EXPECT_TRUE(result->verified);
  // Any more weight on (C,C) breaks the incentive to follow "C".
  EXPECT_FALSE(isCorrelatedEquilibrium(game, vec({"3/5", "1/5", "1/5", "0"})));
}

TEST(CorrelatedEquilibria, DefinitionRejectsNonDistributionsAndDeviations) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"3,3", "0,4"}, {"4,0", "1,1"}});  // T10
  EXPECT_TRUE(isCorrelatedEquilibrium(game, vec({"0", "0", "0", "1"})));
  EXPECT_FALSE(isCorrelatedEquilibrium(game, vec({"1", "0", "0", "0"})));
  EXPECT_FALSE(isCorrelatedEquilibrium(game, vec({"0", "0", "0", "1/2"})));
  EXPECT_FALSE(isCorrelatedEquilibrium(game, vec({"-1", "0", "0", "2"})));
  EXPECT_FALSE(isCorrelatedEquilibrium(game, vec({"0", "0", "1"})));
  auto result = solveCorrelatedEquilibria(game);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->bestDistribution, vec({"0", "0", "0", "1"}));  // dominance: the only CE
  EXPECT_EQ(result->vertices, std::vector<RationalVector>{vec({"0", "0", "0", "1"})});
}

struct NashCase {
  const char* name;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::pair<RationalVector, RationalVector>> equilibria;
};

TEST(CorrelatedEquilibria, EveryDigestNashEquilibriumIsCorrelated) {
  const std::vector<NashCase> cases = {
      {"T03", {{"3,10", "1,5"}, {"2,0", "4,20"}},
       {{vec({"1", "0"}), vec({"1", "0"})}, {vec({"0", "1"}), vec({"0", "1"})}, {vec({"4/5", "1/5"}), vec({"3/4", "1/4"})}}},
      {"T05", {{"4,4", "4,0"}, {"0,4", "5,5"}}, {{vec({"1/5", "4/5"}), vec({"1/5", "4/5"})}}},
      {"T08", {{"3,3", "0,2"}, {"2,1", "5,5"}}, {{vec({"4/5", "1/5"}), vec({"5/6", "1/6"})}}},
      {"T09", {{"2,1", "0,0"}, {"0,0", "1,2"}}, {{vec({"2/3", "1/3"}), vec({"1/3", "2/3"})}}},
      {"T13", {{"1,4", "4,1"}, {"2,2", "3,3"}}, {{vec({"1/4", "3/4"}), vec({"1/2", "1/2"})}}},
      {"T14", {{"0,0", "0,-1"}, {"1,0", "-1,3"}}, {{vec({"3/4", "1/4"}), vec({"1/2", "1/2"})}}},
      {"T15", {{"1,1", "-1,2"}, {"2,-1", "-2,-2"}}, {{vec({"1/2", "1/2"}), vec({"1/2", "1/2"})}}},
      {"T19", {{"0,0", "1,2", "2,0"}, {"0,1", "2,0", "0,1"}},
       {{vec({"1/3", "2/3"}), vec({"0", "2/3", "1/3"})}, {vec({"1/3", "2/3"}), vec({"1", "0", "0"})}}},
      {"T20", {{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}},
       {{vec({"0", "1/3", "2/3"}), vec({"1/3", "0", "2/3"})}}},
      {"T21", {{"0,1", "0,1"}, {"1,0", "-10,-1"}}, {{vec({"1", "0"}), vec({"10/11", "1/11"})}}},
      {"T37", {{"4,3", "0,0"}, {"2,2", "1,4"}}, {{vec({"2/5", "3/5"}), vec({"1/3", "2/3"})}}},
      {"T38", {{"0,4", "3,2"}, {"4,0", "2,3"}}, {{vec({"3/5", "2/5"}), vec({"1/5", "4/5"})}}},
      {"T39", {{"3,1", "0,2"}, {"1,2", "3,0"}}, {{vec({"2/3", "1/3"}), vec({"3/5", "2/5"})}}},
      {"T57", {{"11,89", "10,90"}, {"2,98", "10,0"}}, {{vec({"98/99", "1/99"}), vec({"0", "1"})}}},
  };
  for (const auto& c : cases) {
    const StrategicGame game = StrategicGame::bimatrixFromText(c.rows);
    auto result = solveCorrelatedEquilibria(game);
    ASSERT_TRUE(result) << c.name;
    EXPECT_TRUE(result->verified) << c.name;
    ASSERT_TRUE(result->verticesComputed) << c.name;
    for (const auto& [p, q] : c.equilibria) {
      ASSERT_TRUE(isNashEquilibrium(game, {p, q})) << c.name;
      EXPECT_TRUE(isCorrelatedEquilibrium(game, product(game, p, q))) << c.name;
      const RationalVector u = expectedPayoffs(game, {p, q});
      EXPECT_LE(u[0] + u[1], result->bestTotalPayoff) << c.name;
    }
    for (const auto& vertex : result->vertices) EXPECT_TRUE(isCorrelatedEquilibrium(game, vertex)) << c.name;
  }
}

TEST(CorrelatedEquilibria, RandomGamesIncludingThreePlayers) {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 25; ++trial) {
    const std::size_t players = trial % 5 == 4 ? 3 : 2;
    std::vector<std::size_t> counts;
    for (std::size_t k = 0; k < players; ++k) counts.push_back(2 + rng() % (players == 3 ? 1 : 3));
    StrategicGame game(counts);
    for (Rational& x : game.payoffs) x = static_cast<long>(rng() % 9) - 4;
    CorrelatedOptions options;
    options.vertexProfileLimit = 9;
    auto result = solveCorrelatedEquilibria(game, options);
    ASSERT_TRUE(result);
    EXPECT_TRUE(result->verified);
    EXPECT_EQ(result->verticesComputed, game.profileCount() <= 9);
    Rational total = 0;
    for (const Rational& x : result->bestPayoffs) total += x;
    EXPECT_EQ(total, result->bestTotalPayoff);
    auto stars = solveBestResponseStars(game);
    ASSERT_TRUE(stars);
    for (std::size_t t : stars->pureEquilibria) {
      RationalVector unit(game.profileCount(), Rational(0));
      unit[t] = 1;
      EXPECT_TRUE(isCorrelatedEquilibrium(game, unit));
      Rational sum = 0;
      for (std::size_t k = 0; k < players; ++k) sum += game.payoff(t, k);
      EXPECT_LE(sum, result->bestTotalPayoff);
      if (result->verticesComputed) {  // a pure equilibrium is a vertex of the polytope
        EXPECT_NE(std::find(result->vertices.begin(), result->vertices.end(), unit), result->vertices.end());
      }
    }
    for (const auto& vertex : result->vertices) {
      EXPECT_TRUE(isCorrelatedEquilibrium(game, vertex));
      Rational sum = 0;
      for (std::size_t t = 0; t < game.profileCount(); ++t)
        for (std::size_t k = 0; k < players; ++k) sum += vertex[t] * game.payoff(t, k);
      EXPECT_LE(sum, result->bestTotalPayoff);
    }
  }
}

TEST(CorrelatedEquilibria, NoVerticesWhenTheLimitIsZeroAndCancelWorks) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"6,6", "2,7"}, {"7,2", "0,0"}});
  CorrelatedOptions options;
  options.vertexProfileLimit = 0;
  auto result = solveCorrelatedEquilibria(game, options);
  ASSERT_TRUE(result);
  EXPECT_FALSE(result->verticesComputed);
  EXPECT_TRUE(result->vertices.empty());
  CancelToken token;
  token.cancel();
  auto cancelled = solveCorrelatedEquilibria(game, {}, Progress::none(), token);
  ASSERT_FALSE(cancelled);
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
