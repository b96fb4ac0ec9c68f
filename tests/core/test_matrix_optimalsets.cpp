// The sets of optimal strategies (Ferguson ch. 2 digest, T14, T16, T26, T27) and a property
// test: every reported vertex passes the infallible test against the value.
#include "core/matrix/optimalsets.h"

#include "core/matrix/zerosumsolver.h"
#include "core/polytope/vertexenumeration.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace gamelab {
namespace {

std::vector<RationalVector> points(std::initializer_list<std::initializer_list<const char*>> list) {
  std::vector<RationalVector> out;
  for (const auto& p : list) {
    RationalVector v;
    for (const char* e : p) v.emplace_back(*parseRational(e));
    out.push_back(v);
  }
  return out;
}

Rational minOfRowPlayer(const MatrixGame& a, const RationalVector& p) {
  Rational best;
  for (std::size_t j = 0; j < a.cols; ++j) {
    Rational s = 0;
    for (std::size_t i = 0; i < a.rows; ++i) s += p[i] * a.at(i, j);
    if (j == 0 || s < best) best = s;
  }
  return best;
}

Rational maxOfColPlayer(const MatrixGame& a, const RationalVector& q) {
  Rational best;
  for (std::size_t i = 0; i < a.rows; ++i) {
    Rational s = 0;
    for (std::size_t j = 0; j < a.cols; ++j) s += a.at(i, j) * q[j];
    if (i == 0 || s > best) best = s;
  }
  return best;
}

bool isMixedStrategy(const RationalVector& x) {
  Rational sum = 0;
  for (const auto& v : x) {
    if (v < 0) return false;
    sum += v;
  }
  return sum == 1;
}

/// The value computed independently: the highest v over the vertices of
/// {(p, v) : p in the simplex, v <= (pᵀA)_j, v >= min entry}.
Rational valueByVertices(const MatrixGame& a) {
  const int n = static_cast<int>(a.rows) + 1;
  HRepresentation h;
  h.dimension = n;
  RationalVector sum(n + 1, Rational(1));
  sum[0] = -1;
  sum[n] = 0;
  h.equalities.push_back(sum);
  for (std::size_t i = 0; i < a.rows; ++i) {
    RationalVector r(n + 1);
    r[i + 1] = 1;
    h.inequalities.push_back(r);
  }
  const Rational lowest = *std::min_element(a.payoffs.begin(), a.payoffs.end());
  RationalVector floor(n + 1);
  floor[0] = -lowest;
  floor[n] = 1;
  h.inequalities.push_back(floor);
  for (std::size_t j = 0; j < a.cols; ++j) {
    RationalVector r(n + 1);
    for (std::size_t i = 0; i < a.rows; ++i) r[i + 1] = a.at(i, j);
    r[n] = -1;
    h.inequalities.push_back(r);
  }
  auto vertices = enumerateVertices(h);
  EXPECT_TRUE(vertices);
  Rational best = lowest;
  for (const auto& v : vertices->vertices) best = std::max(best, v.back());
  return best;
}

struct Case {
  const char* name;
  std::vector<std::vector<std::string>> matrix;
  const char* value;
  std::vector<RationalVector> rowVertices;
  std::vector<RationalVector> colVertices;
};

class OptimalSetsTable : public testing::TestWithParam<Case> {};

TEST_P(OptimalSetsTable, VerticesMatchTheDigest) {
  const Case& c = GetParam();
  const MatrixGame game = MatrixGame::fromText(c.matrix);
  const Rational value = *parseRational(c.value);
  auto sets = solveOptimalStrategySets(game, {.value = value});
  ASSERT_TRUE(sets);
  EXPECT_EQ(sets->rowVertices, c.rowVertices);
  EXPECT_EQ(sets->colVertices, c.colVertices);
}

INSTANTIATE_TEST_SUITE_P(
    Ferguson, OptimalSetsTable,
    testing::Values(
        // T14: I's optimum is pure row 2; II's set is q = P(col 1) in [1/4, 1/2].
        Case{"T14", {{"1", "5"}, {"4", "4"}, {"6", "2"}}, "4", points({{"0", "1", "0"}}),
             points({{"1/4", "3/4"}, {"1/2", "1/2"}})},
        // T26: I unique (1/2, 0, 1/2); II's set {(t, 1-2t, t) : 0 <= t <= 1/2}.
        Case{"T26", {{"0", "1", "2"}, {"1", "0", "1"}, {"2", "1", "0"}}, "1", points({{"1/2", "0", "1/2"}}),
             points({{"0", "1", "0"}, {"1/2", "0", "1/2"}})},
        // T1: Odd-or-Even, unique optimal strategies.
        Case{"T1", {{"-2", "3"}, {"3", "-4"}}, "1/12", points({{"7/12", "5/12"}}), points({{"7/12", "5/12"}})},
        // T16: matching pennies.
        Case{"T16", {{"1", "-1"}, {"-1", "1"}}, "0", points({{"1/2", "1/2"}}), points({{"1/2", "1/2"}})}),
    [](const testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });

TEST(OptimalSets, T27DurerMagicSquareEveryVertexIsOptimal) {
  const MatrixGame game =
      MatrixGame::fromText({{"16", "3", "2", "13"}, {"5", "10", "11", "8"}, {"9", "6", "7", "12"}, {"4", "15", "14", "1"}});
  const Rational value(17, 2);
  EXPECT_EQ(valueByVertices(game), value);
  auto sets = solveOptimalStrategySets(game, {.value = value});
  ASSERT_TRUE(sets);
  EXPECT_GT(sets->rowVertices.size(), 1u);
  EXPECT_GT(sets->colVertices.size(), 1u);
  for (const auto& p : sets->rowVertices) {
    EXPECT_TRUE(isMixedStrategy(p));
    EXPECT_EQ(minOfRowPlayer(game, p), value);
  }
  for (const auto& q : sets->colVertices) {
    EXPECT_TRUE(isMixedStrategy(q));
    EXPECT_EQ(maxOfColPlayer(game, q), value);
  }
  // The digest's p = (1/3, 1/2, 0, 1/6) is optimal; it has a zero, so it lies on a face
  // spanned by vertices; at least check it passes the test and that uniform is not a vertex
  // (it is the average of the symmetric vertices, an interior point of the set).
  EXPECT_EQ(minOfRowPlayer(game, {Rational(1, 3), Rational(1, 2), 0, Rational(1, 6)}), value);
  const RationalVector uniform(4, Rational(1, 4));
  EXPECT_EQ(std::count(sets->rowVertices.begin(), sets->rowVertices.end(), uniform), 0);
}

TEST(OptimalSets, WrongValueGivesEmptySets) {
  const MatrixGame game = MatrixGame::fromText({{"1", "-1"}, {"-1", "1"}});
  auto sets = solveOptimalStrategySets(game, {.value = Rational(1, 2)});  // above the value: I cannot guarantee it
  ASSERT_TRUE(sets);
  EXPECT_TRUE(sets->rowVertices.empty());
}

TEST(OptimalSets, RandomGamesEveryVertexPassesTheInfallibleTest) {
  std::mt19937 rng(20240531);
  std::uniform_int_distribution<int> entry(-4, 4);
  std::uniform_int_distribution<int> size(1, 4);
  for (int trial = 0; trial < 60; ++trial) {
    MatrixGame game(static_cast<std::size_t>(size(rng)), static_cast<std::size_t>(size(rng)));
    for (auto& a : game.payoffs) a = entry(rng);
    const Rational value = valueByVertices(game);
    auto sets = solveOptimalStrategySets(game, {.value = value});
    ASSERT_TRUE(sets);
    ASSERT_FALSE(sets->rowVertices.empty());
    ASSERT_FALSE(sets->colVertices.empty());
    for (const auto& p : sets->rowVertices) {
      EXPECT_TRUE(isMixedStrategy(p));
      EXPECT_EQ(minOfRowPlayer(game, p), value);
    }
    for (const auto& q : sets->colVertices) {
      EXPECT_TRUE(isMixedStrategy(q));
      EXPECT_EQ(maxOfColPlayer(game, q), value);
    }
    EXPECT_TRUE(std::is_sorted(sets->rowVertices.begin(), sets->rowVertices.end()));
  }
}

// With a known optimal pair, a player whose optimum it pins down gets that point without vertex
// enumeration, and every set equals the one enumerated (small entries: many degenerate games,
// whose sets are not points, go to the enumeration).
TEST(OptimalSets, KnownOptimalPairGivesTheSameSets) {
  std::mt19937 rng(36);
  std::uniform_int_distribution<int> entry(-3, 3);
  std::uniform_int_distribution<int> size(1, 5);
  int points = 0;
  for (int trial = 0; trial < 120; ++trial) {
    MatrixGame game(static_cast<std::size_t>(size(rng)), static_cast<std::size_t>(size(rng)));
    for (auto& a : game.payoffs) a = entry(rng);
    auto z = solveZeroSum(game);
    ASSERT_TRUE(z);
    const auto enumerated = solveOptimalStrategySets(game, {.value = z->value});
    const auto known = solveOptimalStrategySets(game, {z->value, z->rowStrategy, z->colStrategy});
    ASSERT_TRUE(enumerated && known);
    EXPECT_EQ(known->rowVertices, enumerated->rowVertices) << "trial " << trial;
    EXPECT_EQ(known->colVertices, enumerated->colVertices) << "trial " << trial;
    points += enumerated->rowVertices.size() == 1 && enumerated->colVertices.size() == 1;
  }
  EXPECT_GT(points, 20);  // the fast path was taken often enough to matter
}

}  // namespace
}  // namespace gamelab
