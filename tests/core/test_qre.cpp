// Logit QRE (core/qre/logitqre.h): points checked against an independent computation in 50
// digits, a branch that turns back in λ traced through the turn, limits verified as Nash
// equilibria, the agent form of a simultaneous-move tree equal to the strategic QRE, the
// maximum-likelihood fit recovering the λ that generated the data, and bad options.
#include "core/qre/logitqre.h"
#include "core/qre/qreequilibrium.h"
#include "core/strategic/strategicgame.h"
#include "core/tree/assessment.h"
#include "core/tree/treeexamples.h"
#include "tests/core/treetesthelpers.h"
#include "tests/support/exactnumbers.h"
#include "tests/support/randomgames.h"

#include <boost/multiprecision/cpp_bin_float.hpp>
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <random>

namespace gamelab {
namespace {

using gamelab::testsupport::q;
using High = boost::multiprecision::cpp_bin_float_50;
using HighVector = std::vector<High>;

/// Player k's expected payoff of each pure strategy against the others' mixtures, in 50 digits.
std::vector<HighVector> strategyValues(const StrategicGame& game, const std::vector<HighVector>& sigma) {
  std::vector<HighVector> v(game.players());
  for (std::size_t k = 0; k < game.players(); ++k) v[k].assign(game.strategies(k), High(0));
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    for (std::size_t k = 0; k < game.players(); ++k) {
      High weight = High(toDouble(game.payoff(t, k)));
      for (std::size_t l = 0; l < game.players(); ++l)
        if (l != k) weight *= sigma[l][s[l]];
      v[k][s[k]] += weight;
    }
  }
  return v;
}

/// σ − logit_λ(σ), flattened.
HighVector logitResidual(const StrategicGame& game, double lambda, const std::vector<HighVector>& sigma) {
  const std::vector<HighVector> v = strategyValues(game, sigma);
  HighVector out;
  for (std::size_t k = 0; k < game.players(); ++k) {
    High top = v[k][0];
    for (const High& x : v[k]) top = std::max(top, x);
    High total = 0;
    HighVector weights;
    for (const High& x : v[k]) {
      weights.push_back(exp(High(lambda) * (x - top)));
      total += weights.back();
    }
    for (std::size_t s = 0; s < v[k].size(); ++s) out.push_back(sigma[k][s] - weights[s] / total);
  }
  return out;
}

/// The QRE at λ nearest `start`, by Newton's method in 50 digits (difference Jacobian, Gauss
/// elimination): an independent computation of the point the tracer reports.
std::vector<HighVector> highPrecisionQre(const StrategicGame& game, double lambda, const std::vector<std::vector<double>>& start) {
  std::vector<HighVector> sigma(start.size());
  for (std::size_t k = 0; k < start.size(); ++k)
    for (double p : start[k]) sigma[k].push_back(High(p));
  const std::size_t n = [&] { std::size_t c = 0; for (auto& s : sigma) c += s.size(); return c; }();
  auto at = [&](std::vector<HighVector>& x, std::size_t j) -> High& {
    for (auto& player : x) {
      if (j < player.size()) return player[j];
      j -= player.size();
    }
    return x[0][0];
  };
  for (int iteration = 0; iteration < 30; ++iteration) {
    const HighVector f = logitResidual(game, lambda, sigma);
    std::vector<HighVector> jac(n, HighVector(n + 1));
    const High h("1e-25");
    for (std::size_t c = 0; c < n; ++c) {
      std::vector<HighVector> shifted = sigma;
      at(shifted, c) += h;
      const HighVector g = logitResidual(game, lambda, shifted);
      for (std::size_t r = 0; r < n; ++r) jac[r][c] = (g[r] - f[r]) / h;
    }
    for (std::size_t r = 0; r < n; ++r) jac[r][n] = -f[r];
    for (std::size_t c = 0; c < n; ++c) {  // Gauss elimination with partial pivoting
      std::size_t pivot = c;
      for (std::size_t r = c + 1; r < n; ++r)
        if (abs(jac[r][c]) > abs(jac[pivot][c])) pivot = r;
      std::swap(jac[c], jac[pivot]);
      for (std::size_t r = 0; r < n; ++r) {
        if (r == c) continue;
        const High factor = jac[r][c] / jac[c][c];
        for (std::size_t k = c; k <= n; ++k) jac[r][k] -= factor * jac[c][k];
      }
    }
    for (std::size_t c = 0; c < n; ++c) at(sigma, c) += jac[c][n] / jac[c][c];
  }
  const HighVector f = logitResidual(game, lambda, sigma);
  for (const High& r : f) EXPECT_LT(abs(r), High("1e-40")) << "the reference Newton did not converge";
  return sigma;
}

/// Every probability of `point` within 1e-9 of the 50-digit QRE at its λ.
void expectAccurate(const StrategicGame& game, const QrePoint& point) {
  const std::vector<HighVector> exact = highPrecisionQre(game, point.lambda, point.profile);
  for (std::size_t k = 0; k < exact.size(); ++k)
    for (std::size_t s = 0; s < exact[k].size(); ++s)
      EXPECT_NEAR(point.profile[k][s], exact[k][s].convert_to<double>(), 1e-9)
          << "lambda " << point.lambda << " player " << k << " strategy " << s;
}

/// A 2 × 2 × 2 game (payoffs 0..9, found by search) whose principal branch turns back in λ
/// twice between λ ≈ 1.2 and 1.35.
StrategicGame turningGame() {
  StrategicGame game({2, 2, 2});
  const int payoffs[] = {5, 7, 3, 6, 8, 8, 1, 8, 0, 9, 9, 5, 0, 1, 1, 5, 5, 4, 6, 5, 1, 2, 6, 6};
  for (std::size_t i = 0; i < game.payoffs.size(); ++i) game.payoffs[i] = payoffs[i];
  return game;
}

TEST(Qre, MatchingPenniesStaysUniformAndEndsAtTheMixedEquilibrium) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"1,-1", "-1,1"}, {"-1,1", "1,-1"}});
  QreOptions options;
  options.lambdas = {0, 1, 10, 1000};
  auto result = solveStrategicQre(game, options);
  ASSERT_TRUE(result) << describe(result.error());
  ASSERT_EQ(result->atLambdas.size(), 4u);
  for (const QrePoint& p : result->atLambdas)
    for (const auto& player : p.profile) EXPECT_NEAR(player[0], 0.5, 1e-12);
  EXPECT_TRUE(result->exact);
  EXPECT_EQ(result->strategies, (MixedProfile{{q(1, 2), q(1, 2)}, {q(1, 2), q(1, 2)}}));
  EXPECT_TRUE(result->complete);
  EXPECT_EQ(result->lambdaMax, 1e6);
}

TEST(Qre, PointsAgreeWithFiftyDigitNewton) {
  std::mt19937 rng(20261129);
  std::vector<StrategicGame> games{
      StrategicGame::bimatrixFromText({{"9,0", "0,1"}, {"0,1", "1,0"}}),  // McKelvey–Palfrey's asymmetric pennies
      testsupport::randomBimatrixGame(rng, 3, 3, 0, 9), testsupport::randomBimatrixGame(rng, 4, 4, 0, 99),
      testsupport::randomStrategicGame(rng, {3, 3, 3}, 0, 99), turningGame()};
  for (const StrategicGame& game : games) {
    QreOptions options;
    options.lambdas = {0.1, 0.5, 1.25, 3, 20, 150};
    auto result = solveStrategicQre(game, options);
    ASSERT_TRUE(result) << describe(result.error());
    EXPECT_GE(result->atLambdas.size(), options.lambdas.size());
    for (const QrePoint& p : result->atLambdas) expectAccurate(game, p);
  }
}

TEST(Qre, ABranchThatTurnsBackIsTracedThroughTheTurn) {
  QreOptions options;
  options.lambdas = {1.25, 1.3};
  auto result = solveStrategicQre(turningGame(), options);
  ASSERT_TRUE(result) << describe(result.error());
  bool turned = false;
  for (std::size_t k = 1; k < result->branch.size(); ++k) turned = turned || result->branch[k].lambda < result->branch[k - 1].lambda;
  EXPECT_TRUE(turned);
  // Each λ between the turns is passed three times, at three different profiles.
  ASSERT_EQ(result->atLambdas.size(), 6u);
  for (std::size_t i = 0; i < 6; i += 3) {
    EXPECT_GT(std::abs(result->atLambdas[i].profile[0][0] - result->atLambdas[i + 1].profile[0][0]), 0.05);
    EXPECT_GT(std::abs(result->atLambdas[i + 1].profile[0][0] - result->atLambdas[i + 2].profile[0][0]), 0.05);
  }
  for (const QrePoint& p : result->atLambdas) expectAccurate(turningGame(), p);
  EXPECT_TRUE(result->exact);
  EXPECT_EQ(result->strategies, (MixedProfile{{q(1), q(0)}, {q(0), q(1)}, {q(0), q(1)}}));
}

TEST(Qre, LimitsAreNashEquilibriaByTheExactCheck) {
  std::mt19937 rng(7);
  int exact = 0;
  for (int trial = 0; trial < 12; ++trial) {
    const StrategicGame game = trial % 3 == 2 ? testsupport::randomStrategicGame(rng, {3, 3, 2}, 0, 99)
                                              : testsupport::randomBimatrixGame(rng, 2 + trial % 5, 3 + trial % 4, 0, 99);
    auto result = solveStrategicQre(game);
    ASSERT_TRUE(result) << describe(result.error());
    if (!result->exact) continue;
    ++exact;
    EXPECT_TRUE(isNashEquilibrium(game, result->strategies)) << "trial " << trial;
    for (std::size_t k = 0; k < game.players(); ++k)
      for (std::size_t s = 0; s < game.strategies(k); ++s)
        EXPECT_NEAR(toDouble(result->strategies[k][s]), result->strategiesFloat[k][s], 1e-4);
  }
  EXPECT_GE(exact, 10);  // two-player limits are solved exactly on their supports
}

TEST(Qre, TheAgentFormOfASimultaneousTreeIsTheStrategicQre) {
  // Player II does not see I's move: the tree's agent QRE is the 2 × 2 game's QRE.
  const GameTree tree = parse("I{T: II[s]{L: (9,0), R: (0,1)}, B: II[s]{L: (0,1), R: (1,0)}}");
  const StrategicGame game = StrategicGame::bimatrixFromText({{"9,0", "0,1"}, {"0,1", "1,0"}});
  QreOptions options;
  options.lambdas = {0.3, 2, 40};
  auto fromTree = solveTreeQre(tree, options);
  auto fromGame = solveStrategicQre(game, options);
  ASSERT_TRUE(fromTree) << describe(fromTree.error());
  ASSERT_TRUE(fromGame);
  ASSERT_EQ(fromTree->atLambdas.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t a = 0; a < 2; ++a)
      for (std::size_t j = 0; j < 2; ++j)
        EXPECT_NEAR(fromTree->atLambdas[i].profile[a][j], fromGame->atLambdas[i].profile[a][j], 1e-9);
  EXPECT_TRUE(fromTree->exact);
  EXPECT_TRUE(fromTree->verified);
  EXPECT_TRUE(checkAssessment(tree, fromTree->behaviour, fromTree->beliefs).passes());
}

TEST(Qre, TreeLimitIsASequentialAssessmentWithOffPathBeliefs) {
  // Entry deterrence with an information set off the path: II fights only if entered, and
  // I's two entries lead to one set of II's. The credible reply is "accommodate".
  const GameTree tree = parse("I{out: (0,2), e1: II[s]{fight: (-1,-1), acc: (1,1)}, e2: II[s]{fight: (-2,-1), acc: (2,0)}}");
  auto result = solveTreeQre(tree);
  ASSERT_TRUE(result) << describe(result.error());
  ASSERT_TRUE(result->exact);
  EXPECT_TRUE(checkAssessment(tree, result->behaviour, result->beliefs).passes());
  const int setOfII = tree.findInfoSet(1, 1);
  ASSERT_GE(setOfII, 0);
  EXPECT_EQ(result->behaviour[static_cast<std::size_t>(setOfII)], (RationalVector{q(0), q(1)}));
}

TEST(Qre, ALimitInAContinuumIsRoundedToAVerifiedAssessment) {
  // II cannot tell which deal I saw; any q = P(L) in [1/2, 2/3] keeps I on T at both sets. The
  // branch approaches q = 1/2 slowly (1.2e-5 away at λ = 10⁶); the assessment is still exact.
  const GameTree tree = parse("N{1/2: I[a]{T: II[s]{L: (2,0), R: (0,1)}, B: (1,1)}, 1/2: I[b]{T: II[s]{L: (0,1), R: (3,0)}, B: (1,0)}}");
  auto result = solveTreeQre(tree);
  ASSERT_TRUE(result) << describe(result.error());
  ASSERT_TRUE(result->exact);
  const std::size_t setOfII = static_cast<std::size_t>(tree.findInfoSet(1, 1));
  EXPECT_EQ(result->behaviour[setOfII], (RationalVector{q(1, 2), q(1, 2)}));
  EXPECT_EQ(result->beliefs[setOfII], (RationalVector{q(1, 2), q(1, 2)}));
  EXPECT_EQ(result->payoffs, (RationalVector{q(5, 4), q(1, 2)}));
}

TEST(Qre, KuhnPokerIsTracedToTheEndAndItsLimitVerifiedOrLabelled) {
  auto result = solveTreeQre(kuhnPoker());
  ASSERT_TRUE(result) << describe(result.error());
  EXPECT_GT(result->lambdaMax, 1000);
  if (result->exact) EXPECT_TRUE(checkAssessment(kuhnPoker(), result->behaviour, result->beliefs).passes());
  else EXPECT_FALSE(result->verified);
  // Player I bets a jack with some α in [0, 1/3] and a king with 3α (the equilibrium family).
  const auto& float1 = result->behaviourFloat;
  const GameTree kuhn = kuhnPoker();
  auto setLabelled = [&](const std::string& label) {
    for (std::size_t s = 0; s < kuhn.infoSets.size(); ++s)
      if (kuhn.infoSets[s].player == 0 && kuhn.infoSets[s].label == label) return s;
    return std::size_t(0);
  };
  const std::size_t jack = setLabelled("1"), king = setLabelled("3");
  EXPECT_NEAR(float1[king][1], 3 * float1[jack][1], 1e-3);
}

TEST(Qre, FitRecoversTheLambdaThatGeneratedTheCounts) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"9,0", "0,1"}, {"0,1", "1,0"}});
  QreOptions at;
  at.lambdas = {0.8};
  auto truth = solveStrategicQre(game, at);
  ASSERT_TRUE(truth);
  QreOptions options;
  for (const auto& player : truth->atLambdas[0].profile) {
    options.counts.push_back({});
    for (double p : player) options.counts.back().push_back(1000 * p);
  }
  auto fitted = solveStrategicQre(game, options);
  ASSERT_TRUE(fitted) << describe(fitted.error());
  ASSERT_TRUE(fitted->fit);
  EXPECT_NEAR(fitted->fit->point.lambda, 0.8, 1e-6);
  double expected = 0;
  for (std::size_t k = 0; k < 2; ++k)
    for (std::size_t s = 0; s < 2; ++s) expected += options.counts[k][s] * std::log(truth->atLambdas[0].profile[k][s]);
  EXPECT_NEAR(fitted->fit->logLikelihood, expected, 1e-6);
}

TEST(Qre, BadOptionsAreRefusedWithTheirPlace) {
  const std::vector<std::size_t> shape{2, 3};
  auto problem = [&](QreOptions options) {
    auto error = checkQreOptions(options, shape);
    return error ? error->problem : Problem::None;
  };
  QreOptions o;
  EXPECT_EQ(problem(o), Problem::None);
  o.lambdas = {1, 1};
  EXPECT_EQ(problem(o), Problem::MustBeAscending);
  o.lambdas = {2, 1};
  EXPECT_EQ(problem(o), Problem::MustBeAscending);
  o.lambdas = {1, NAN};
  EXPECT_EQ(problem(o), Problem::MustBeFinite);
  o.lambdas = {-1};
  EXPECT_EQ(problem(o), Problem::MustBeNonNegative);
  o.lambdas = {1e7};
  EXPECT_EQ(problem(o), Problem::MustBeAtMost);
  o.lambdas = {};
  o.maxLambda = INFINITY;
  EXPECT_EQ(problem(o), Problem::MustBeFinite);
  o.maxLambda = 0;
  EXPECT_EQ(problem(o), Problem::MustBePositive);
  o.maxLambda = 10;
  o.counts = {{1, 2}};
  EXPECT_EQ(problem(o), Problem::WrongCount);
  o.counts = {{1, 2}, {1, 2}};
  EXPECT_EQ(problem(o), Problem::WrongCount);
  o.counts = {{1, -2}, {1, 2, 3}};
  EXPECT_EQ(problem(o), Problem::MustBeNonNegative);
  o.counts = {{0, 0}, {0, 0, 0}};
  EXPECT_EQ(problem(o), Problem::MustBePositive);
  o.counts = {{0, 1}, {0, 0, 0}};
  EXPECT_EQ(problem(o), Problem::None);
  auto error = checkQreOptions(QreOptions{10, {1, 3, 2}, {}}, shape);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->args[0], "lambdas[2]");
}

TEST(Qre, ACancelledTokenStopsTheTrace) {
  std::mt19937 rng(3);
  const StrategicGame game = testsupport::randomStrategicGame(rng, {6, 6, 6}, 0, 99);
  CancelToken cancel;
  cancel.cancel();
  auto result = solveStrategicQre(game, {}, Progress::none(), cancel);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
}

TEST(Qre, ADeadlineStopsALongTraceSoon) {
  // A 300 × 300 game takes minutes to trace; the solver polls its token in every step and in
  // the derivatives. The bound is a generous sanity check (the aim is 0.2 s).
  std::mt19937 rng(5);
  const StrategicGame game = testsupport::randomBimatrixGame(rng, 300, 300, 0, 99);
  CancelToken cancel;
  cancel.setTimeLimit(std::chrono::milliseconds(200));
  const auto start = std::chrono::steady_clock::now();
  auto result = solveStrategicQre(game, {}, Progress::none(), cancel);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::Timeout);
  EXPECT_LT(seconds, 0.2 + 0.9);
}

TEST(Qre, TooManyChoicesAreRefusedBeforeTracing) {
  StrategicGame game({kQreChoiceLimit, 1});
  auto result = solveStrategicQre(game);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, ErrorCode::TooLarge);
}

}  // namespace
}  // namespace gamelab

namespace gamelab {
namespace {

/// The largest gain of a pure deviation, computed here from the definition (exactly, in
/// rationals of the floats): Σ over profiles of payoff × probability.
double regretByDefinition(const StrategicGame& game, const std::vector<std::vector<double>>& x) {
  double worst = 0;
  for (std::size_t k = 0; k < game.players(); ++k) {
    std::vector<double> value(game.strategies(k), 0.0);
    double current = 0;
    for (std::size_t t = 0; t < game.profileCount(); ++t) {
      const PureProfile s = game.profileAt(t);
      double others = 1;
      for (std::size_t j = 0; j < game.players(); ++j)
        if (j != k) others *= x[j][s[j]];
      const double u = toDouble(game.payoff(t, k));
      value[s[k]] += others * u;
      current += others * x[k][s[k]] * u;
    }
    for (double v : value) worst = std::max(worst, v - current);
  }
  return worst;
}

TEST(QreEquilibrium, EveryRandomFivePlayerGameGetsOne) {
  // Random 5 x 4 x 4 x 4 x 4 games (payoffs 0..99): the support search gives up (too many
  // support profiles), and some have no pure equilibrium; the QRE limit always names one.
  std::mt19937 rng(34u);
  for (int k = 0; k < 6; ++k) {
    SCOPED_TRACE("game " + std::to_string(k));
    const StrategicGame game = testsupport::randomStrategicGame(rng, {4, 4, 4, 4, 4}, 0, 99);
    auto e = equilibriumFromQreLimit(game);
    ASSERT_TRUE(e.hasValue());
    if (e->exact) {
      EXPECT_TRUE(isNashEquilibrium(game, e->strategies));
      EXPECT_EQ(e->maxRegret, 0);
    } else {
      // Approximate: the reported regret is the true one, and small against payoffs of 0..99.
      EXPECT_NEAR(e->maxRegret, regretByDefinition(game, e->strategiesFloat), 1e-9);
      EXPECT_LT(e->maxRegret, 1e-3);
    }
    EXPECT_EQ(e->payoffs, expectedPayoffs(game, e->strategies));
  }
}

TEST(QreEquilibrium, AThreePlayerGameWithOnlyAMixedEquilibriumIsSolvedExactly) {
  // Three-player pennies: I wants to match II, II to differ from III, III to match I. In every
  // pure profile someone gains by switching; everyone mixing (1/2, 1/2) is an equilibrium.
  StrategicGame game({2, 2, 2});
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    game.payoff(t, 0) = s[0] == s[1] ? 1 : 0;
    game.payoff(t, 1) = s[1] != s[2] ? 1 : 0;
    game.payoff(t, 2) = s[2] == s[0] ? 1 : 0;
  }
  for (std::size_t t = 0; t < game.profileCount(); ++t)
    EXPECT_FALSE(isNashEquilibrium(game, toMixedProfile(game, game.profileAt(t))));
  auto e = equilibriumFromQreLimit(game);
  ASSERT_TRUE(e.hasValue());
  ASSERT_TRUE(e->exact);
  EXPECT_TRUE(isNashEquilibrium(game, e->strategies));
}

}  // namespace
}  // namespace gamelab
