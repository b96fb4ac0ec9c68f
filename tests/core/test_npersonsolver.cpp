// n-player equilibria for every game (issue 34): the Porter–Nudelman–Shoham support order, the
// search's time budget, the first-equilibrium mode, logit restarts from random priors, and the
// certified regret of approximate equilibria. Every equilibrium is checked by the definition.
#include "core/qre/npersonsolver.h"
#include "core/qre/qreequilibrium.h"
#include "core/strategic/npersonpolish.h"
#include "core/strategic/supportprofileorder.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace gamelab {
namespace {

/// Exact equilibria pass the definition; approximate ones have a regret, recomputed exactly
/// here, no larger than the one reported.
void expectEquilibrium(const StrategicGame& game, const ApproximateEquilibrium& e) {
  if (e.exact) {
    EXPECT_TRUE(isNashEquilibrium(game, e.strategies));
    EXPECT_EQ(e.maxRegret, 0);
  } else {
    EXPECT_TRUE(isMixedProfile(game, e.strategies));
    EXPECT_LE(toDouble(nperson::exactMaxRegret(game, e.strategies)), e.maxRegret);
  }
  EXPECT_EQ(e.payoffs, expectedPayoffs(game, e.strategies));
}

TEST(SupportProfileOrder, GivesEveryProfileOnceSmallAndBalancedFirst) {
  nperson::SupportProfileOrder order({3, 2, 4});
  EXPECT_EQ(order.total(), 7.0 * 3.0 * 15.0);
  std::set<nperson::Support> seen;
  nperson::Support s;
  std::pair<std::size_t, std::size_t> last{0, 0};
  while (order.next(s)) {
    EXPECT_TRUE(seen.insert(s).second);
    std::size_t total = 0, low = 99, high = 0;
    for (const auto& player : s) {
      ASSERT_FALSE(player.empty());
      EXPECT_TRUE(std::is_sorted(player.begin(), player.end()));
      total += player.size();
      low = std::min(low, player.size());
      high = std::max(high, player.size());
    }
    const std::pair<std::size_t, std::size_t> key{total, high - low};
    EXPECT_LE(last, key);  // by total, then by balance
    last = key;
  }
  EXPECT_EQ(seen.size(), 315u);
  EXPECT_EQ(order.given(), 315.0);
}

TEST(NPersonSolver, ABudgetStopsTheSearchHonestly) {
  // A random 6-player game with 3 strategies each: 7⁶ = 117 649 support profiles, a search of
  // about a minute; with a budget of 0.3 s it stops and says so.
  std::mt19937 rng(3406u);
  const StrategicGame game = testsupport::randomStrategicGame(rng, {3, 3, 3, 3, 3, 3}, 0, 99);
  NPersonSolverOptions options;
  options.search.seconds = 0.3;
  auto solution = solveNPersonGame(game, options);
  ASSERT_TRUE(solution.hasValue());
  EXPECT_FALSE(solution->found.complete);
  EXPECT_TRUE(solution->found.stoppedByBudget);
  EXPECT_LT(double(solution->found.supportProfilesTried), solution->found.supportProfiles);
  ASSERT_FALSE(solution->found.equilibria.empty());
  for (const auto& e : solution->found.equilibria) expectEquilibrium(game, e);
}

TEST(NPersonSolver, WithoutABudgetALargeSearchIsRefusedButThePureOnesStay) {
  std::mt19937 rng(3407u);
  const StrategicGame game = testsupport::randomStrategicGame(rng, {6, 6, 6, 6}, 0, 99);
  auto solution = solveNPersonGame(game);  // no budget: 63⁴ support profiles are too many
  ASSERT_TRUE(solution.hasValue());
  EXPECT_TRUE(solution->searchTooLarge);
  EXPECT_FALSE(solution->found.complete);
  ASSERT_FALSE(solution->found.equilibria.empty());  // pure ones, or the QRE limit's
  for (const auto& e : solution->found.equilibria) expectEquilibrium(game, e);
}

TEST(NPersonSolver, FirstOnlyGivesOneEquilibriumForEveryRandomGame) {
  // Random 5 × 4⁵ games: some have no pure equilibrium; then the support search's first (small
  // supports first) or, with the search off, the QRE limit polished.
  std::mt19937 rng(3408u);
  int mixed = 0;
  for (int k = 0; k < 6; ++k) {
    SCOPED_TRACE("game " + std::to_string(k));
    const StrategicGame game = testsupport::randomStrategicGame(rng, {4, 4, 4, 4, 4}, 0, 99);
    for (bool search : {true, false}) {
      NPersonSolverOptions options;
      options.firstOnly = true;
      options.search.mixed = search;
      auto solution = solveNPersonGame(game, options);
      ASSERT_TRUE(solution.hasValue());
      ASSERT_EQ(solution->found.equilibria.size(), 1u);
      const ApproximateEquilibrium& e = solution->found.equilibria.front();
      expectEquilibrium(game, e);
      EXPECT_FALSE(solution->found.complete);
      if (e.foundBy == EquilibriumSource::Pure) continue;
      ++mixed;
      EXPECT_EQ(e.foundBy, search ? EquilibriumSource::SupportSearch : EquilibriumSource::QreLimit);
      if (!e.exact) {
        EXPECT_LT(e.maxRegret, 1e-9);  // polished on its support: near machine precision
      }
    }
  }
  EXPECT_GT(mixed, 0);
}

/// Three players each choose A or B and all get 1 when all agree (a third of the payoff of a
/// coordination game), else 0: two strict pure equilibria (AAA, BBB) and mixed ones.
StrategicGame threeWayCoordination() {
  StrategicGame game({2, 2, 2});
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    const int agree = s[0] == s[1] && s[1] == s[2] ? 1 : 0;
    for (std::size_t k = 0; k < 3; ++k) game.payoff(t, k) = agree * (s[0] == 0 ? 2 : 1);
  }
  return game;
}

TEST(NPersonSolver, RestartsFromRandomPriorsReachDifferentEquilibria) {
  const StrategicGame game = threeWayCoordination();
  std::set<std::vector<double>> ends;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto e = equilibriumFromLogitTracing(game, seed);
    ASSERT_TRUE(e.hasValue());
    expectEquilibrium(game, *e);
    std::vector<double> flat;
    for (const auto& p : e->strategiesFloat) flat.insert(flat.end(), p.begin(), p.end());
    ends.insert(flat);
  }
  EXPECT_GE(ends.size(), 2u);  // both AAA and BBB are reached from some prior

  // Through the solver: no search (pure only), restarts add the distinct ones.
  NPersonSolverOptions options;
  options.search.mixed = false;
  options.restarts = 12;
  auto solution = solveNPersonGame(game, options);
  ASSERT_TRUE(solution.hasValue());
  EXPECT_EQ(solution->restartsRun, 12u);
  for (const auto& e : solution->found.equilibria) expectEquilibrium(game, e);
}

TEST(NPersonSolver, CancelAnswers) {
  std::mt19937 rng(3409u);
  const StrategicGame game = testsupport::randomStrategicGame(rng, {3, 3, 3, 3, 3, 3}, 0, 99);
  CancelToken cancelled;
  cancelled.cancel();
  NPersonSolverOptions options;
  options.search.seconds = 10;
  options.restarts = 3;
  EXPECT_EQ(solveNPersonGame(game, options, Progress::none(), cancelled).error().code, ErrorCode::Cancelled);
}

TEST(NPersonPolish, ExactMaxRegretFollowsTheDefinition) {
  const StrategicGame game = threeWayCoordination();
  // Everyone plays A: a strict equilibrium.
  EXPECT_EQ(nperson::exactMaxRegret(game, toMixedProfile(game, {0, 0, 0})), 0);
  // Player 1 plays B against A, A: it gains 2 by switching to A.
  EXPECT_EQ(nperson::exactMaxRegret(game, toMixedProfile(game, {1, 0, 0})), 2);
  // Everyone mixes (1/2, 1/2): A earns 2·1/4, B 1·1/4, the mixture 3/8: regret 1/8.
  MixedProfile half(3, RationalVector{Rational(1, 2), Rational(1, 2)});
  EXPECT_EQ(nperson::exactMaxRegret(game, half), Rational(1, 8));
}

}  // namespace
}  // namespace gamelab
