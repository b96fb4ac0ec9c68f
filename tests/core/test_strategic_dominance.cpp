#include "core/strategic/bestresponse.h"
#include "core/strategic/strictdominance.h"

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

TEST(StrictDominance, T10PrisonersDilemmaBothFirstStrategiesGo) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"3,3", "0,4"}, {"4,0", "1,1"}});
  auto result = solveStrictDominance(game);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->steps.size(), 2u);
  EXPECT_EQ(result->steps[0].player, 0u);
  EXPECT_EQ(result->steps[0].removed, 0u);
  EXPECT_EQ(result->steps[0].dominator, vec({"0", "1"}));
  EXPECT_FALSE(result->steps[0].byMixture);
  EXPECT_EQ(result->steps[0].margin, 1);  // min(4-3, 1-0)
  EXPECT_EQ(result->steps[1].player, 1u);
  EXPECT_EQ(result->steps[1].removed, 0u);
  EXPECT_EQ(result->steps[1].margin, 1);  // against row 2 only: 1-0
  EXPECT_EQ(result->remaining, (std::vector<std::vector<std::size_t>>{{1}, {1}}));
}

TEST(StrictDominance, T20RowOneByRowThreeThenColumnTwoByColumnThree) {
  const StrategicGame game =
      StrategicGame::bimatrixFromText({{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}});
  auto result = solveStrictDominance(game);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->steps.size(), 2u);
  EXPECT_EQ(result->steps[0].player, 0u);
  EXPECT_EQ(result->steps[0].removed, 0u);
  EXPECT_EQ(result->steps[0].dominator, vec({"0", "0", "1"}));
  EXPECT_EQ(result->steps[0].margin, 1);
  EXPECT_EQ(result->steps[1].player, 1u);
  EXPECT_EQ(result->steps[1].removed, 1u);
  EXPECT_EQ(result->steps[1].dominator, vec({"0", "0", "1"}));
  EXPECT_EQ(result->steps[1].margin, 1);
  EXPECT_EQ(result->remaining, (std::vector<std::vector<std::size_t>>{{1, 2}, {0, 2}}));
  // The reduced game keeps T20's unique equilibrium p = (0,1/3,2/3), q = (1/3,0,2/3).
  const StrategicGame reduced = restrictGame(game, result->remaining);
  EXPECT_TRUE(isNashEquilibrium(reduced, {vec({"1/3", "2/3"}), vec({"1/3", "2/3"})}));
}

TEST(StrictDominance, OnlyAMixtureDominatesTheThirdRow) {
  // Player 1: rows (3,0), (0,3), (1,1); player 2 indifferent everywhere.
  const StrategicGame game = StrategicGame::bimatrixFromText({{"3,0", "0,0"}, {"0,0", "3,0"}, {"1,0", "1,0"}});
  auto result = solveStrictDominance(game);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->steps.size(), 1u);
  const auto& step = result->steps[0];
  EXPECT_EQ(step.player, 0u);
  EXPECT_EQ(step.removed, 2u);
  EXPECT_TRUE(step.byMixture);
  EXPECT_EQ(step.dominator, vec({"1/2", "1/2", "0"}));
  EXPECT_EQ(step.margin, Rational(1, 2));
  EXPECT_EQ(result->remaining, (std::vector<std::vector<std::size_t>>{{0, 1}, {0, 1}}));

  StrictDominanceOptions pureOnly;
  pureOnly.mixtures = false;
  auto pure = solveStrictDominance(game, pureOnly);
  ASSERT_TRUE(pure);
  EXPECT_TRUE(pure->steps.empty());
}

TEST(StrictDominance, ThreePlayersChainOfEliminations) {
  // u3 rewards strategy 0; u1 wants s1 = 1 when s3 = 0 (and s1 = 0 when s3 = 1); u2 wants to
  // match s1. Round 1 removes only s3 = 1; round 2 then s1 = 0 and s2 = 0.
  StrategicGame game({2, 2, 2});
  game.playerNames = {"Ann", "Bob", "Cy"};
  game.strategyLabels = {{"a0", "a1"}, {"b0", "b1"}, {"c0", "c1"}};
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    game.payoff(t, 0) = s[2] == 0 ? (s[0] == 1 ? 2 : 0) : (s[0] == 0 ? 1 : 0);
    game.payoff(t, 1) = s[1] == s[0] ? 1 : 0;
    game.payoff(t, 2) = (s[2] == 0 ? 1 : 0) + static_cast<long>(s[0]);
  }
  std::vector<std::string> stages;
  Progress progress([&](double, const std::string& stage) { stages.push_back(stage); });
  auto result = solveStrictDominance(game, {}, progress);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->steps.size(), 3u);
  EXPECT_EQ(result->steps[0].player, 2u);
  EXPECT_EQ(result->steps[0].removed, 1u);
  EXPECT_EQ(result->steps[0].margin, 1);
  EXPECT_EQ(result->steps[1].player, 0u);
  EXPECT_EQ(result->steps[1].removed, 0u);
  EXPECT_EQ(result->steps[1].margin, 2);
  EXPECT_EQ(result->steps[2].player, 1u);
  EXPECT_EQ(result->steps[2].removed, 0u);
  EXPECT_EQ(result->steps[2].margin, 1);
  EXPECT_EQ(result->remaining, (std::vector<std::vector<std::size_t>>{{1}, {1}, {0}}));
  ASSERT_FALSE(stages.empty());
  EXPECT_TRUE(std::all_of(stages.begin(), stages.end(), [](const std::string& s) { return s == "dominance"; }));

  const StrategicGame reduced = restrictGame(game, result->remaining);
  EXPECT_EQ(reduced.playerNames, game.playerNames);
  EXPECT_EQ(reduced.strategyLabels, (std::vector<std::vector<std::string>>{{"a1"}, {"b1"}, {"c0"}}));
  EXPECT_EQ(reduced.payoff(0, 0), 2);
  EXPECT_EQ(reduced.payoff(0, 1), 1);
  EXPECT_EQ(reduced.payoff(0, 2), 2);
}

TEST(StrictDominance, RestrictGameKeepsOrderLabelsAndCells) {
  StrategicGame game = StrategicGame::bimatrixFromText({{"1,2", "3,4", "5,6"}, {"7,8", "9,10", "11,12"}});
  game.title = "t";
  game.strategyLabels = {{"U", "D"}, {"L", "C", "R"}};
  const StrategicGame reduced = restrictGame(game, {{0, 1}, {0, 2}});
  EXPECT_EQ(reduced.title, "t");
  EXPECT_EQ(reduced.strategyLabels[1], (std::vector<std::string>{"L", "R"}));
  EXPECT_EQ(reduced.payoff({1, 1}, 0), 11);
  EXPECT_EQ(reduced.payoff({0, 1}, 1), 6);
}

/// Replays the steps: each dominator is a mixture over the player's strategies still present
/// at that time and beats the removed one by exactly `margin` > 0 in the worst case over the
/// others' remaining profiles.
void expectStepsHoldByDefinition(const StrategicGame& game, const StrictDominanceResult& result) {
  std::vector<std::vector<bool>> present;
  for (std::size_t k = 0; k < game.players(); ++k) present.emplace_back(game.strategies(k), true);
  for (const auto& step : result.steps) {
    const std::size_t k = step.player;
    ASSERT_TRUE(present[k][step.removed]);
    Rational sum = 0;
    for (std::size_t l = 0; l < game.strategies(k); ++l) {
      ASSERT_GE(step.dominator[l], 0);
      if (!present[k][l] || l == step.removed) {
        ASSERT_EQ(step.dominator[l], 0);
      }
      sum += step.dominator[l];
    }
    ASSERT_EQ(sum, 1);
    std::optional<Rational> least;
    for (std::size_t t = 0; t < game.profileCount(); ++t) {
      const PureProfile s = game.profileAt(t);
      if (s[k] != step.removed) continue;
      bool alive = true;
      for (std::size_t j = 0; j < game.players(); ++j)
        if (j != k && !present[j][s[j]]) alive = false;
      if (!alive) continue;
      Rational d = -game.payoff(t, k);
      for (std::size_t l = 0; l < game.strategies(k); ++l) {
        PureProfile o = s;
        o[k] = l;
        d += step.dominator[l] * game.payoff(o, k);
      }
      if (!least || d < *least) least = d;
    }
    ASSERT_TRUE(least);
    EXPECT_EQ(*least, step.margin);
    EXPECT_GT(step.margin, 0);
    present[k][step.removed] = false;
  }
  for (std::size_t k = 0; k < game.players(); ++k) {
    std::vector<std::size_t> alive;
    for (std::size_t s = 0; s < game.strategies(k); ++s)
      if (present[k][s]) alive.push_back(s);
    EXPECT_EQ(alive, result.remaining[k]);
  }
}

TEST(StrictDominance, RandomGamesStepsAreValidAndPureEquilibriaSurvive) {
  std::mt19937 rng(7);
  int mixtureSteps = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const std::size_t players = trial % 4 == 3 ? 3 : 2;
    std::vector<std::size_t> counts;
    for (std::size_t k = 0; k < players; ++k) counts.push_back(2 + rng() % (players == 3 ? 2 : 4));
    StrategicGame game(counts);
    for (Rational& x : game.payoffs) x = static_cast<long>(rng() % 10);
    auto result = solveStrictDominance(game);
    ASSERT_TRUE(result);
    expectStepsHoldByDefinition(game, *result);
    for (const auto& step : result->steps) mixtureSteps += step.byMixture ? 1 : 0;

    // No removed strategy appears in a pure equilibrium, and the reduced game has the same
    // pure equilibria.
    auto stars = solveBestResponseStars(game);
    ASSERT_TRUE(stars);
    std::vector<PureProfile> original;
    for (std::size_t t : stars->pureEquilibria) {
      const PureProfile s = game.profileAt(t);
      for (const auto& step : result->steps) EXPECT_NE(s[step.player], step.removed);
      original.push_back(s);
    }
    const StrategicGame reduced = restrictGame(game, result->remaining);
    auto reducedStars = solveBestResponseStars(reduced);
    ASSERT_TRUE(reducedStars);
    std::vector<PureProfile> mapped;
    for (std::size_t t : reducedStars->pureEquilibria) {
      PureProfile s = reduced.profileAt(t);
      for (std::size_t k = 0; k < players; ++k) s[k] = result->remaining[k][s[k]];
      mapped.push_back(s);
    }
    std::sort(original.begin(), original.end());
    std::sort(mapped.begin(), mapped.end());
    EXPECT_EQ(mapped, original);
  }
  EXPECT_GT(mixtureSteps, 0);  // the seed exercises the LP path
}

TEST(StrictDominance, CancelledTokenReturnsCancelled) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"3,3", "0,4"}, {"4,0", "1,1"}});
  CancelToken token;
  token.cancel();
  auto result = solveStrictDominance(game, {}, Progress::none(), token);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
