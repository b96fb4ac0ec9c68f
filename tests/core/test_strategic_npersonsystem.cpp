// The pieces of the n-player solver that decide how many Newton starts a support gets
// (core/strategic/npersonsystem.h): the root bound, zero equations, affine systems, and the
// exact payoffs the solver verifies its candidates with.
#include "core/strategic/npersonsystem.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab {
namespace {

using nperson::Support;

/// Every strategy of every player.
Support fullSupport(const std::vector<std::size_t>& counts) {
  Support support(counts.size());
  for (std::size_t k = 0; k < counts.size(); ++k)
    for (std::size_t s = 0; s < counts[k]; ++s) support[k].push_back(s);
  return support;
}

StrategicGame randomGame(const std::vector<std::size_t>& counts, std::mt19937& rng, bool fractions) {
  StrategicGame game(counts);
  std::uniform_int_distribution<int> value(-9, 9), denominator(1, 6);
  for (Rational& u : game.payoffs) {
    u = Rational(value(rng), fractions ? denominator(rng) : 1);
    u.canonicalize();
  }
  return game;
}

TEST(NPersonSystem, RootBoundIsTheMultihomogeneousBezoutNumber) {
  // Fully mixed binary players: the number of derangements (McKelvey and McLennan).
  EXPECT_EQ(nperson::rootBound(fullSupport({2, 2}), 1000), 1u);
  EXPECT_EQ(nperson::rootBound(fullSupport({2, 2, 2}), 1000), 2u);
  EXPECT_EQ(nperson::rootBound(fullSupport({2, 2, 2, 2}), 1000), 9u);
  EXPECT_EQ(nperson::rootBound(fullSupport({2, 2, 2, 2, 2}), 1000), 44u);
  // Two players mixing m strategies each: one root (a square linear system).
  EXPECT_EQ(nperson::rootBound(fullSupport({3, 3}), 1000), 1u);
  // 3x3x3 fully mixed: the coefficient of a²b²c² in (b + c)²(a + c)²(a + b)², 10.
  EXPECT_EQ(nperson::rootBound(fullSupport({3, 3, 3}), 1000), 10u);
  // More equations in a block than the others have unknowns: no isolated root at all.
  EXPECT_EQ(nperson::rootBound(Support{{0, 1, 2}, {0, 2}, {0}}, 1000), 0u);
  // Saturates at the cap.
  EXPECT_EQ(nperson::rootBound(fullSupport({2, 2, 2, 2, 2}), 10), 10u);
}

TEST(NPersonSystem, ZeroEquationAndAffineSystems) {
  // Player 3's payoff does not depend on its own strategy: its equation is identically zero.
  StrategicGame game({2, 2, 2});
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> value(0, 9);
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    game.payoff(t, 0) = value(rng);
    game.payoff(t, 1) = value(rng);
    game.payoff(t, 2) = s[0] + 2 * static_cast<int>(s[1]);
  }
  const auto floatGame = nperson::makeFloatGame(game);
  nperson::SupportSystem withThree(floatGame, fullSupport({2, 2, 2}));
  EXPECT_TRUE(withThree.hasZeroEquation());
  EXPECT_FALSE(withThree.affine());
  nperson::SupportSystem twoMixed(floatGame, Support{{0, 1}, {0, 1}, {0}});
  EXPECT_FALSE(twoMixed.hasZeroEquation());
  EXPECT_TRUE(twoMixed.affine());
  // Newton on a system with a zero equation returns the start when it is a root, else nothing.
  const std::vector<double> start{0.25, 0.5, 0.75};
  std::vector<double> f;
  withThree.evaluate(start, f, nullptr);
  const bool startIsRoot = std::abs(f[0]) < 1e-13 && std::abs(f[1]) < 1e-13;
  const auto root = nperson::newton(withThree, start, false);
  EXPECT_EQ(root.has_value(), startIsRoot);
}

TEST(NPersonSystem, AffineSystemWithOneRootIsSolvedByTheFirstStart) {
  std::mt19937 rng(11);
  int regular = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const StrategicGame game = randomGame({3, 3, 2}, rng, false);
    const auto floatGame = nperson::makeFloatGame(game);
    nperson::SupportSystem system(floatGame, Support{{0, 2}, {1, 2}, {1}});
    if (!nperson::affineWithOneRoot(system)) continue;
    ++regular;
    // From two different starts Newton reaches the same root.
    const auto a = nperson::newton(system, {0.5, 0.5}, true);
    const auto b = nperson::newton(system, {0.1, 0.9}, true);
    ASSERT_TRUE(a && b) << trial;
    EXPECT_TRUE(a->isolated);
    EXPECT_TRUE(nperson::nearAny(system.unknownsOf(a->profile), {system.unknownsOf(b->profile)})) << trial;
  }
  EXPECT_GT(regular, 30);
}

/// Σ_t u_k(t) Π_{l≠k} p_l(t_l) by the definition, one rational at a time.
RationalVector payoffsByDefinition(const StrategicGame& game, const MixedProfile& profile, std::size_t player) {
  RationalVector out(game.strategies(player), Rational(0));
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    Rational weight = 1;
    for (std::size_t l = 0; l < game.players(); ++l)
      if (l != player) weight *= profile[l][s[l]];
    out[s[player]] += weight * game.payoff(t, player);
  }
  return out;
}

TEST(NPersonSystem, PropertyPureStrategyPayoffsMatchTheDefinition) {
  std::mt19937 rng(2026);
  std::uniform_int_distribution<int> weight(0, 7);
  for (int trial = 0; trial < 60; ++trial) {
    const std::vector<std::size_t> counts = trial % 3 == 0 ? std::vector<std::size_t>{3, 2, 2, 2}
                                                           : std::vector<std::size_t>{2, 3, 4};
    const StrategicGame game = randomGame(counts, rng, trial % 2 == 0);
    MixedProfile profile(counts.size());
    for (std::size_t k = 0; k < counts.size(); ++k) {
      Rational sum = 0;
      for (std::size_t s = 0; s < counts[k]; ++s) {
        profile[k].push_back(Rational(weight(rng) + (s == 0 ? 1 : 0)));
        sum += profile[k].back();
      }
      for (Rational& p : profile[k]) p /= sum;
    }
    for (std::size_t k = 0; k < counts.size(); ++k)
      EXPECT_EQ(pureStrategyPayoffs(game, profile, k), payoffsByDefinition(game, profile, k)) << trial << " " << k;
  }
}

}  // namespace
}  // namespace gamelab
