// Mixed equilibria of n-player games (core/strategic/npersonequilibria.h): hand-checked
// 3-player games (rational, pure-only, irrational) and property checks on random games.
#include "core/strategic/npersonequilibria.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

namespace gamelab {
namespace {

RationalVector vec(const std::vector<std::string>& texts) {
  RationalVector out;
  for (const auto& t : texts) out.push_back(*parseRational(t));
  return out;
}

/// Payoffs from a function of the pure profile and the player.
template <typename Payoff>
StrategicGame makeGame(const std::vector<std::size_t>& counts, Payoff payoff) {
  StrategicGame game(counts);
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    for (std::size_t k = 0; k < game.players(); ++k) game.payoff(t, k) = payoff(s, k);
  }
  return game;
}

/// Each player's gain from strategy 0 over strategy 1 depends on one other player only:
/// D1 = q − 1/2, D2 = 1/3 − r, D3 = p − 1/3 (p, q, r: probabilities of strategy 0). By hand:
/// no pure equilibrium, and any player who mixes forces the next one to mix, so the unique
/// equilibrium is p = 1/3, q = 1/2, r = 1/3 with payoffs (1/2, 1/3, 1/3).
StrategicGame cyclicGame() {
  return makeGame({2, 2, 2}, [](const PureProfile& s, std::size_t k) -> Rational {
    switch (k) {
      case 0: return s[0] == 0 ? Rational(s[1] == 0 ? 1 : 0) : Rational(1, 2);
      case 1: return s[1] == 0 ? Rational(1, 3) : Rational(s[2] == 0 ? 1 : 0);
      default: return s[2] == 0 ? Rational(s[0] == 0 ? 1 : 0) : Rational(1, 3);
    }
  });
}

/// Strategy 0 pays 1 if both others play 0 and strategy 1 pays 1/2: D_k = (product of the
/// others' p) − 1/2. Equilibria: (0,0,0), (1,1,1) and p = q = r = 1/√2 (irrational); a player
/// who mixes needs the other two's product to be 1/2, impossible with a pure one among them.
StrategicGame squareRootGame() {
  return makeGame({2, 2, 2}, [](const PureProfile& s, std::size_t k) -> Rational {
    if (s[k] == 1) return Rational(1, 2);
    for (std::size_t l = 0; l < 3; ++l)
      if (l != k && s[l] != 0) return Rational(0);
    return Rational(1);
  });
}

TEST(NPersonEquilibria, CyclicGameHasOneExactFullyMixedEquilibrium) {
  const StrategicGame game = cyclicGame();
  const auto result = solveNPersonEquilibria(game);
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->complete);
  EXPECT_EQ(result->supportProfilesTried, 27u);
  ASSERT_EQ(result->equilibria.size(), 1u);
  const auto& e = result->equilibria[0];
  EXPECT_TRUE(e.exact);
  EXPECT_EQ(e.maxRegret, 0.0);
  EXPECT_EQ(e.strategies, (MixedProfile{vec({"1/3", "2/3"}), vec({"1/2", "1/2"}), vec({"1/3", "2/3"})}));
  EXPECT_EQ(e.payoffs, vec({"1/2", "1/3", "1/3"}));
  EXPECT_TRUE(isNashEquilibrium(game, e.strategies));
}

TEST(NPersonEquilibria, DominanceGameHasOnlyItsPureEquilibrium) {
  // Player 1: strategy 0 strictly dominant; player 2: strategy 1 strictly dominant; player 3
  // (three strategies) gets 3 for copying player 2. Unique equilibrium (0, 1, 1).
  const StrategicGame game = makeGame({2, 2, 3}, [](const PureProfile& s, std::size_t k) -> Rational {
    if (k == 0) return Rational(s[0] == 0 ? 10 : 0) + Rational(static_cast<long>(s[1] + s[2]));
    if (k == 1) return Rational(s[1] == 1 ? 5 : 0) + Rational(static_cast<long>(s[0] * s[2]));
    return Rational(s[2] == s[1] ? 3 : 0);
  });
  const auto result = solveNPersonEquilibria(game);
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->complete);
  EXPECT_EQ(result->supportProfilesTried, 3u * 3u * 7u);
  ASSERT_EQ(result->equilibria.size(), 1u);
  EXPECT_TRUE(result->equilibria[0].exact);
  EXPECT_EQ(result->equilibria[0].strategies, toMixedProfile(game, {0, 1, 1}));
  EXPECT_EQ(result->equilibria[0].payoffs, vec({"12", "5", "3"}));
}

TEST(NPersonEquilibria, IrrationalEquilibriumIsReportedWithItsAccuracy) {
  const StrategicGame game = squareRootGame();
  const auto result = solveNPersonEquilibria(game);
  ASSERT_TRUE(result);
  EXPECT_TRUE(result->complete);
  ASSERT_EQ(result->equilibria.size(), 3u);
  // Pure ones first, exact.
  EXPECT_EQ(result->equilibria[0].strategies, toMixedProfile(game, {0, 0, 0}));
  EXPECT_EQ(result->equilibria[1].strategies, toMixedProfile(game, {1, 1, 1}));
  EXPECT_TRUE(result->equilibria[0].exact && result->equilibria[1].exact);
  const auto& mixed = result->equilibria[2];
  EXPECT_FALSE(mixed.exact);
  EXPECT_LE(mixed.maxRegret, 1e-9);
  EXPECT_GE(mixed.maxRegret, 0.0);
  EXPECT_FALSE(isNashEquilibrium(game, mixed.strategies));  // 1/√2 is not rational
  EXPECT_TRUE(isMixedProfile(game, mixed.strategies));
  for (std::size_t k = 0; k < 3; ++k) {
    EXPECT_NEAR(mixed.strategiesFloat[k][0], std::sqrt(0.5), 1e-9);
    EXPECT_NEAR(toDouble(mixed.strategies[k][0]), std::sqrt(0.5), 1e-9);
    EXPECT_NEAR(toDouble(mixed.payoffs[k]), 0.5, 1e-9);
  }
}

TEST(NPersonEquilibria, TwoPlayerBattleOfTheSexes) {
  // T09: <1,1>, <2,2> and p = (2/3,1/3), q = (1/3,2/3).
  const auto game = StrategicGame::bimatrixFromText({{"2,1", "0,0"}, {"0,0", "1,2"}});
  const auto result = solveNPersonEquilibria(game);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->equilibria.size(), 3u);
  for (const auto& e : result->equilibria) EXPECT_TRUE(e.exact);
  EXPECT_EQ(result->equilibria[2].strategies, (MixedProfile{vec({"2/3", "1/3"}), vec({"1/3", "2/3"})}));
  EXPECT_EQ(result->equilibria[2].payoffs, vec({"2/3", "2/3"}));
}

void expectByDefinition(const StrategicGame& game, const NPersonEquilibria& result, int g) {
  EXPECT_TRUE(result.complete);
  ASSERT_FALSE(result.equilibria.empty()) << "game " << g;  // Nash: at least one exists
  for (std::size_t i = 0; i < result.equilibria.size(); ++i) {
    const auto& e = result.equilibria[i];
    EXPECT_TRUE(isMixedProfile(game, e.strategies));
    EXPECT_EQ(e.payoffs, expectedPayoffs(game, e.strategies));
    if (e.exact) {
      EXPECT_TRUE(isNashEquilibrium(game, e.strategies)) << "game " << g;
      EXPECT_EQ(e.maxRegret, 0.0);
    } else {
      double largest = 1;  // the accepted regret is relative to the largest payoff beyond 1
      for (const Rational& v : game.payoffs) largest = std::max(largest, std::fabs(toDouble(v)));
      EXPECT_LE(e.maxRegret, 1e-9 * largest) << "game " << g;
    }
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(e.strategies, result.equilibria[j].strategies);
  }
}

TEST(NPersonEquilibria, RandomGenericGamesHaveAnOddNumberOfEquilibria) {
  // Payoffs 0..10^6: generic with overwhelming probability, so the equilibria are isolated
  // and their number is odd (Harsanyi/Wilson): a check that no root of any support is missed.
  std::mt19937 rng(31337);
  std::uniform_int_distribution<int> entry(0, 1000000);
  const std::vector<std::vector<std::size_t>> shapes{{2, 2, 2}, {2, 3, 2}, {3, 3, 2}, {2, 2, 2, 2}};
  for (int g = 0; g < 24; ++g) {
    const auto& counts = shapes[static_cast<std::size_t>(g) % shapes.size()];
    StrategicGame game(counts);
    for (Rational& v : game.payoffs) v = entry(rng);
    const auto result = solveNPersonEquilibria(game);
    ASSERT_TRUE(result) << "game " << g;
    expectByDefinition(game, *result, g);
    EXPECT_EQ(result->equilibria.size() % 2, 1u) << "game " << g;
  }
}

TEST(NPersonEquilibria, DegenerateRandomGamesGiveFinitelyManyVerifiedPoints) {
  // Payoffs 0..3: ties everywhere, continua of equilibria; each support contributes at most
  // one point of a continuum, and every point satisfies the definition.
  std::mt19937 rng(4711);
  std::uniform_int_distribution<int> entry(0, 3);
  for (int g = 0; g < 16; ++g) {
    StrategicGame game(g % 2 ? std::vector<std::size_t>{2, 2, 2} : std::vector<std::size_t>{3, 2, 2});
    for (Rational& v : game.payoffs) v = entry(rng);
    const auto result = solveNPersonEquilibria(game);
    ASSERT_TRUE(result) << "game " << g;
    expectByDefinition(game, *result, g);
    EXPECT_LE(result->equilibria.size(), result->supportProfilesTried + 8) << "game " << g;
  }
}

TEST(NPersonEquilibria, ErrorsAndCancellation) {
  const auto big = solveNPersonEquilibria(StrategicGame({10, 10, 10}));
  ASSERT_FALSE(big);
  EXPECT_EQ(big.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(big.error().args, (std::vector<std::string>{"1070599167", "200000"}));
  CancelToken cancelled;
  cancelled.cancel();
  EXPECT_EQ(solveNPersonEquilibria(cyclicGame(), {}, Progress::none(), cancelled).error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
