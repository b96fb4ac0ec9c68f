// Every kind is exact for every rational (issue 28): scaling a game's payoffs by 10^30 or by
// 1/10^30 scales its values by the same factor and leaves its strategies optimal, with no
// conversion to a machine integer or a double on the way (a 10^18 payoff once crashed the
// stochastic solver). Zero-sum matrices, bimatrix and n-player equilibria, safety levels,
// Shapley value and nucleolus, subgame perfection and the sequence form.
#include "core/coalition/coalitionalgame.h"
#include "core/coalition/nucleolus.h"
#include "core/coalition/shapley.h"
#include "core/tree/efg.h"
#include "core/matrix/zerosumsolver.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/safetylevels.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/sequenceform.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>
#include <sstream>

namespace gamelab {
namespace {

const Rational kHuge(mpz_class("1000000000000000000000000000000"));
const Rational kTiny(mpz_class(1), mpz_class("1000000000000000000000000000000"));

RationalVector scaled(RationalVector v, const Rational& k) {
  for (auto& x : v) x *= k;
  return v;
}

MatrixGame randomMatrix(std::mt19937_64& rng, std::size_t rows, std::size_t cols) {
  return testsupport::randomMatrixGame(rng, rows, cols, -9, 9);
}

StrategicGame scaledGame(StrategicGame g, const Rational& k) {
  for (std::size_t p = 0; p < g.profileCount(); ++p)
    for (std::size_t i = 0; i < g.players(); ++i) g.payoff(p, i) *= k;
  return g;
}

StrategicGame randomGame(std::mt19937_64& rng, std::vector<std::size_t> counts) {
  return testsupport::randomStrategicGame(rng, std::move(counts), -9, 9);
}

TEST(BigNumbers, ZeroSumValuesScale) {
  std::mt19937_64 rng(28);
  for (int t = 0; t < 6; ++t) {
    const MatrixGame a = randomMatrix(rng, 4, 5);
    auto plain = solveZeroSum(a);
    ASSERT_TRUE(plain && plain->verified);
    for (const Rational& k : {kHuge, kTiny}) {
      MatrixGame b = a;
      for (auto& x : b.payoffs) x *= k;
      auto big = solveZeroSum(b);
      ASSERT_TRUE(big);
      EXPECT_TRUE(big->verified);
      EXPECT_EQ(big->value, plain->value * k);
      Rational value;
      EXPECT_TRUE(isOptimalPair(b, big->rowStrategy, big->colStrategy, &value));
      EXPECT_EQ(value, plain->value * k);
    }
  }
}

TEST(BigNumbers, BimatrixEquilibriaAndSafetyLevelsScale) {
  std::mt19937_64 rng(29);
  for (int t = 0; t < 4; ++t) {
    const StrategicGame g = randomGame(rng, {3, 3});
    auto plain = solveEquilibria(g);
    auto safe = solveSafetyLevels(g);
    ASSERT_TRUE(plain && safe);
    for (const Rational& k : {kHuge, kTiny}) {
      const StrategicGame big = scaledGame(g, k);
      auto scaledEq = solveEquilibria(big);
      ASSERT_TRUE(scaledEq);
      EXPECT_TRUE(scaledEq->verified);
      ASSERT_EQ(scaledEq->equilibria.size(), plain->equilibria.size());
      for (std::size_t e = 0; e < plain->equilibria.size(); ++e) {
        EXPECT_EQ(scaledEq->equilibria[e].strategies, plain->equilibria[e].strategies);
        EXPECT_EQ(scaledEq->equilibria[e].payoffs, scaled(plain->equilibria[e].payoffs, k));
      }
      auto bigSafe = solveSafetyLevels(big);
      ASSERT_TRUE(bigSafe);
      for (std::size_t i = 0; i < safe->size(); ++i) EXPECT_EQ((*bigSafe)[i].value, (*safe)[i].value * k);
    }
  }
}

bool isPure(const MixedProfile& profile) {
  for (const auto& s : profile)
    for (const auto& x : s)
      if (x != 0 && x != 1) return false;
  return true;
}

TEST(BigNumbers, NPlayerEquilibriaScale) {
  std::mt19937_64 rng(30);
  for (int t = 0; t < 3; ++t) {
    const StrategicGame g = randomGame(rng, {2, 2, 2});
    auto plain = solveNPersonEquilibria(g);
    ASSERT_TRUE(plain);
    for (const Rational& k : {kHuge, kTiny}) {
      const StrategicGame bigGame = scaledGame(g, k);
      auto big = solveNPersonEquilibria(bigGame);
      ASSERT_TRUE(big);
      // The same pure equilibria; every exact one found is an equilibrium of both games with
      // payoffs scaled (points of a continuum may differ: Newton starts from other floats).
      std::set<MixedProfile> a, b;
      for (const auto& e : plain->equilibria)
        if (e.exact && isPure(e.strategies)) a.insert(e.strategies);
      for (const auto& e : big->equilibria) {
        if (!e.exact) continue;
        if (isPure(e.strategies)) b.insert(e.strategies);
        EXPECT_TRUE(isNashEquilibrium(bigGame, e.strategies));
        EXPECT_TRUE(isNashEquilibrium(g, e.strategies));
        EXPECT_EQ(e.payoffs, scaled(expectedPayoffs(g, e.strategies), k));
      }
      EXPECT_EQ(a, b);
    }
  }
}

TEST(BigNumbers, ShapleyValueAndNucleolusScale) {
  // The glove market of three players (v(N) = 1, v(S) = 1 when S holds both kinds) and a
  // game with every coalition's value different.
  for (const RationalVector& values : {RationalVector{0, 0, 0, 1, 0, 1, 0, 1}, RationalVector{0, 1, 2, 4, 3, 5, 6, 11}}) {
    auto g = CoalitionalGame::fromValues(values);
    ASSERT_TRUE(g);
    auto shapley = solveShapleyValue(*g);
    auto nucleolus = solveNucleolus(*g);
    ASSERT_TRUE(shapley && nucleolus);
    for (const Rational& k : {kHuge, kTiny}) {
      auto big = CoalitionalGame::fromValues(scaled(values, k));
      ASSERT_TRUE(big);
      auto bigShapley = solveShapleyValue(*big);
      auto bigNucleolus = solveNucleolus(*big);
      ASSERT_TRUE(bigShapley && bigNucleolus);
      EXPECT_EQ(*bigShapley, scaled(*shapley, k));
      EXPECT_EQ(bigNucleolus->x, scaled(nucleolus->x, k));
    }
  }
}

TEST(BigNumbers, TreeSolutionsScale) {
  std::ifstream in(std::string(GAMELAB_TEST_DATA) + "/tree/kuhn_poker.efg");
  std::stringstream text;
  text << in.rdbuf();
  auto tree = parseEfg(text.str(), "kuhn_poker.efg");
  ASSERT_TRUE(tree);
  auto spe = solveSubgamePerfect(*tree);
  auto sequence = solveSequenceForm(*tree);
  ASSERT_TRUE(spe && sequence);
  for (const Rational& k : {kHuge, kTiny}) {
    GameTree big = *tree;
    for (auto& outcome : big.outcomes) outcome.payoffs = scaled(outcome.payoffs, k);
    auto bigSpe = solveSubgamePerfect(big);
    auto bigSequence = solveSequenceForm(big);
    ASSERT_TRUE(bigSpe && bigSequence);
    EXPECT_EQ(bigSpe->payoffs, scaled(spe->payoffs, k));
    EXPECT_EQ(bigSequence->value, sequence->value * k);
  }
}

}  // namespace
}  // namespace gamelab
