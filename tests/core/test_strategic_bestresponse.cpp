#include "core/strategic/bestresponse.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <utility>

namespace gamelab {
namespace {

/// T11 (3.2.3): rows A..D, columns a..f.
StrategicGame t11() {
  return StrategicGame::bimatrixFromText({{"2,1", "4,3", "7,2", "7,4", "0,5", "3,2"},
                                          {"4,0", "5,4", "1,6", "0,4", "0,3", "5,1"},
                                          {"1,3", "5,3", "3,2", "4,1", "1,0", "4,3"},
                                          {"4,3", "2,5", "4,0", "1,0", "1,5", "2,1"}});
}

TEST(BestResponseStars, T11StarPlacementExactlyAsTheSourceLists) {
  const StrategicGame game = t11();
  auto stars = solveBestResponseStars(game);
  ASSERT_TRUE(stars);
  // (row, column), 0-based: A=0..D=3, a=0..f=5.
  const std::set<std::pair<std::size_t, std::size_t>> playerI = {{1, 0}, {3, 0}, {0, 2}, {0, 3}, {1, 1},
                                                                  {2, 1}, {1, 5}, {2, 4}, {3, 4}};
  const std::set<std::pair<std::size_t, std::size_t>> playerII = {{0, 4}, {1, 2}, {2, 0}, {2, 1},
                                                                   {2, 5}, {3, 1}, {3, 4}};
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t j = 0; j < 6; ++j) {
      const std::size_t t = game.profileIndex({i, j});
      EXPECT_EQ(stars->isStarred(game, t, 0), playerI.count({i, j}) == 1) << i << "," << j;
      EXPECT_EQ(stars->isStarred(game, t, 1), playerII.count({i, j}) == 1) << i << "," << j;
    }
  // PSEs (C,b) with (5,3) and (D,e) with (1,5).
  const std::vector<std::size_t> expected = {game.profileIndex({2, 1}), game.profileIndex({3, 4})};
  EXPECT_EQ(stars->pureEquilibria, expected);
}

struct PseCase {
  const char* name;
  std::vector<std::vector<std::string>> rows;
  std::vector<PureProfile> pse;  ///< ascending profile index
};

TEST(BestResponseStars, DigestPureEquilibria) {
  const std::vector<PseCase> cases = {
      {"T01", {{"2,0", "1,3"}, {"0,1", "3,2"}}, {{1, 1}}},
      {"T06", {{"3,3", "0,0"}, {"0,0", "5,5"}}, {{0, 0}, {1, 1}}},
      {"T09", {{"2,1", "0,0"}, {"0,0", "1,2"}}, {{0, 0}, {1, 1}}},
      {"T10", {{"3,3", "0,4"}, {"4,0", "1,1"}}, {{1, 1}}},
      {"T13", {{"1,4", "4,1"}, {"2,2", "3,3"}}, {}},
      {"T15", {{"1,1", "-1,2"}, {"2,-1", "-2,-2"}}, {{1, 0}, {0, 1}}},
      {"T19", {{"0,0", "1,2", "2,0"}, {"0,1", "2,0", "0,1"}}, {{1, 0}}},
      {"T21", {{"0,1", "0,1"}, {"1,0", "-10,-1"}}, {{1, 0}, {0, 1}}},
      {"T22",
       {{"1,4", "2,0", "-1,1", "0,0"}, {"3,1", "5,3", "3,-2", "4,4"}, {"0,5", "-2,3", "4,1", "2,2"}},
       {{1, 3}}},
  };
  for (const auto& c : cases) {
    const StrategicGame game = StrategicGame::bimatrixFromText(c.rows);
    auto stars = solveBestResponseStars(game);
    ASSERT_TRUE(stars) << c.name;
    std::vector<std::size_t> expected;
    for (const auto& p : c.pse) expected.push_back(game.profileIndex(p));
    EXPECT_EQ(stars->pureEquilibria, expected) << c.name;
  }
}

TEST(BestResponseStars, ThreePlayersStarsMatchTheDefinition) {
  // Three-player coordination: everyone gets 1 when all agree, else 0; plus a bonus of 1 to
  // player 3 for strategy 0. Pure equilibria: (0,0,0), (1,1,1) and every profile where no
  // single switch creates agreement.
  StrategicGame game({2, 2, 2});
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    const bool agree = s[0] == s[1] && s[1] == s[2];
    for (std::size_t k = 0; k < 3; ++k) game.payoff(t, k) = agree ? 1 : 0;
    if (s[2] == 0) game.payoff(t, 2) += 1;
  }
  auto stars = solveBestResponseStars(game);
  ASSERT_TRUE(stars);
  std::vector<std::size_t> expected;
  for (std::size_t t = 0; t < game.profileCount(); ++t)
    if (isNashEquilibrium(game, toMixedProfile(game, game.profileAt(t)))) expected.push_back(t);
  EXPECT_EQ(stars->pureEquilibria, expected);
  EXPECT_NE(std::find(expected.begin(), expected.end(), game.profileIndex({0, 0, 0})), expected.end());
  // (1,1,1): player 3 gets 1 either way, so it stays an equilibrium (ties are starred).
  EXPECT_TRUE(stars->isStarred(game, game.profileIndex({1, 1, 1}), 2));
  EXPECT_TRUE(stars->isStarred(game, game.profileIndex({1, 1, 0}), 2));
}

TEST(BestResponseStars, RandomGamesStarsAreExactlyTheBestResponses) {
  std::mt19937 rng(20240603);
  for (int trial = 0; trial < 60; ++trial) {
    const std::size_t players = 2 + trial % 3;
    std::vector<std::size_t> counts;
    for (std::size_t k = 0; k < players; ++k) counts.push_back(1 + rng() % (players == 4 ? 2 : 4));
    StrategicGame game(counts);
    for (Rational& x : game.payoffs) x = static_cast<long>(rng() % 4);  // many ties
    auto stars = solveBestResponseStars(game);
    ASSERT_TRUE(stars);
    for (std::size_t t = 0; t < game.profileCount(); ++t) {
      const PureProfile s = game.profileAt(t);
      for (std::size_t k = 0; k < players; ++k) {
        bool best = true;
        for (std::size_t d = 0; d < game.strategies(k); ++d) {
          PureProfile other = s;
          other[k] = d;
          if (game.payoff(other, k) > game.payoff(t, k)) best = false;
        }
        EXPECT_EQ(stars->isStarred(game, t, k), best);
      }
      const bool pse = std::find(stars->pureEquilibria.begin(), stars->pureEquilibria.end(), t) !=
                       stars->pureEquilibria.end();
      EXPECT_EQ(pse, isNashEquilibrium(game, toMixedProfile(game, s)));
    }
  }
}

TEST(BestResponseStars, CancelledTokenStopsALargeGame) {
  StrategicGame game({64, 64, 4});
  CancelToken token;
  token.cancel();
  auto stars = solveBestResponseStars(game, Progress::none(), token);
  ASSERT_FALSE(stars);
  EXPECT_EQ(stars.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
