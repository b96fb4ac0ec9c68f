// solveEquilibria and computeComponents: the digest's bimatrix games (§2.1, §2.2, §2.4 of
// ferguson-ch3-general-sum.md, every value recomputed with reference/ch3_4_reference.py), the
// lrsnash manual's 3x2 game, von Stengel's 6x6 game with 75 equilibria, and property tests on
// random games against solveSupportEnumeration.
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/supportenumeration.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>
#include <set>
#include <string>
#include <vector>

namespace gamelab {
namespace {

std::string text(const RationalVector& v) {
  std::string s = "(";
  for (std::size_t k = 0; k < v.size(); ++k) {
    if (k != 0) s += ',';
    s += toString(v[k]);
  }
  return s + ")";
}

/// "p q u v", e.g. "(0,1/3,2/3) (2/3,1/3) 3 8/3".
std::string text(const Equilibrium& e) {
  return text(e.strategies[0]) + " " + text(e.strategies[1]) + " " + toString(e.payoffs[0]) + " " +
         toString(e.payoffs[1]);
}

/// "{p1,p2} x {q1}".
std::string text(const EquilibriumComponent& c) {
  std::string s = "{";
  for (std::size_t k = 0; k < c.rowStrategies.size(); ++k) {
    if (k != 0) s += ',';
    s += text(c.rowStrategies[k]);
  }
  s += "} x {";
  for (std::size_t k = 0; k < c.colStrategies.size(); ++k) {
    if (k != 0) s += ',';
    s += text(c.colStrategies[k]);
  }
  return s + "}";
}

std::vector<std::string> texts(const std::vector<Equilibrium>& es) {
  std::vector<std::string> out;
  for (const auto& e : es) out.push_back(text(e));
  return out;
}

std::vector<std::string> texts(const std::vector<EquilibriumComponent>& cs) {
  std::vector<std::string> out;
  for (const auto& c : cs) out.push_back(text(c));
  return out;
}

struct DigestCase {
  const char* name;
  std::vector<std::vector<std::string>> cells;  ///< rows of "a,b"
  std::vector<std::string> equilibria;          ///< sorted by (p, q)
  /// Maximal convex components in the solver's order (sorted by row strategies); empty: the
  /// game is nondegenerate here and every extreme equilibrium is its own component.
  std::vector<std::string> components;
  std::vector<std::vector<std::size_t>> connectedSets;  ///< checked when components are given
};

const std::vector<DigestCase>& digestCases() {
  static const std::vector<DigestCase> cases = {
      {"T01", {{"2,0", "1,3"}, {"0,1", "3,2"}}, {"(0,1) (0,1) 3 2"}, {}, {}},
      {"T02", {{"1,1", "5,0"}, {"0,5", "4,4"}}, {"(1,0) (1,0) 1 1"}, {}, {}},
      {"T03", {{"3,10", "1,5"}, {"2,0", "4,20"}}, {"(0,1) (0,1) 4 20", "(4/5,1/5) (3/4,1/4) 5/2 8", "(1,0) (1,0) 3 10"}, {}, {}},
      {"T04 rules", {{"400,900", "600,700"}, {"500,700", "400,800"}}, {"(1/3,2/3) (2/3,1/3) 1400/3 2300/3"}, {}, {}},
      // [C] not printed in the digest: the equilibrium of the source-printed (650) matrix.
      {"T04 printed", {{"400,900", "600,700"}, {"500,650", "400,800"}}, {"(3/7,4/7) (2/3,1/3) 1400/3 5300/7"}, {}, {}},
      {"T05", {{"4,4", "4,0"}, {"0,4", "5,5"}}, {"(0,1) (0,1) 5 5", "(1/5,4/5) (1/5,4/5) 4 4", "(1,0) (1,0) 4 4"}, {}, {}},
      {"T06", {{"3,3", "0,0"}, {"0,0", "5,5"}}, {"(0,1) (0,1) 5 5", "(5/8,3/8) (5/8,3/8) 15/8 15/8", "(1,0) (1,0) 3 3"}, {}, {}},
      {"T07", {{"3,3", "4,3"}, {"3,4", "5,5"}}, {"(0,1) (0,1) 5 5", "(1,0) (1,0) 3 3"},
       {"{(0,1)} x {(0,1)}", "{(1,0)} x {(1,0)}"}, {{0}, {1}}},
      {"T08", {{"3,3", "0,2"}, {"2,1", "5,5"}}, {"(0,1) (0,1) 5 5", "(4/5,1/5) (5/6,1/6) 5/2 13/5", "(1,0) (1,0) 3 3"}, {}, {}},
      {"T09", {{"2,1", "0,0"}, {"0,0", "1,2"}}, {"(0,1) (0,1) 1 2", "(2/3,1/3) (1/3,2/3) 2/3 2/3", "(1,0) (1,0) 2 1"}, {}, {}},
      {"T10", {{"3,3", "0,4"}, {"4,0", "1,1"}}, {"(0,1) (0,1) 1 1"}, {}, {}},
      {"T11",
       {{"2,1", "4,3", "7,2", "7,4", "0,5", "3,2"},
        {"4,0", "5,4", "1,6", "0,4", "0,3", "5,1"},
        {"1,3", "5,3", "3,2", "4,1", "1,0", "4,3"},
        {"4,3", "2,5", "4,0", "1,0", "1,5", "2,1"}},
       {"(0,0,0,1) (0,0,0,0,1,0) 1 5", "(0,0,1,0) (0,1,0,0,0,0) 5 3", "(0,1/3,2/3,0) (0,1,0,0,0,0) 5 10/3"},
       {"{(0,0,0,1)} x {(0,0,0,0,1,0)}", "{(0,0,1,0),(0,1/3,2/3,0)} x {(0,1,0,0,0,0)}"},
       {{0}, {1}}},
      {"T12", {{"0,0", "2,4"}, {"2,4", "3,3"}}, {"(0,1) (1,0) 2 4"}, {}, {}},
      {"T13", {{"1,4", "4,1"}, {"2,2", "3,3"}}, {"(1/4,3/4) (1/2,1/2) 5/2 5/2"}, {}, {}},
      {"T14", {{"0,0", "0,-1"}, {"1,0", "-1,3"}}, {"(3/4,1/4) (1/2,1/2) 0 0"}, {}, {}},
      {"T15", {{"1,1", "-1,2"}, {"2,-1", "-2,-2"}}, {"(0,1) (1,0) 2 -1", "(1/2,1/2) (1/2,1/2) 0 0", "(1,0) (0,1) -1 2"}, {}, {}},
      {"T16",
       {{"8,2", "8,2", "2,1", "2,1"}, {"9,2", "7,3", "5,0", "3,1"}, {"6,2", "2,0", "4,3", "0,1"}, {"7,2", "1,1", "7,2", "1,1"}},
       {"(0,0,0,1) (0,0,1,0) 7 2", "(0,0,0,1) (1/2,0,1/2,0) 7 2", "(1,0,0,0) (0,1,0,0) 8 2", "(1,0,0,0) (1/2,1/2,0,0) 8 2"},
       {"{(0,0,0,1)} x {(0,0,1,0),(1/2,0,1/2,0)}", "{(1,0,0,0)} x {(0,1,0,0),(1/2,1/2,0,0)}"},
       {{0}, {1}}},
      {"T17",
       {{"-3,-4", "2,-1", "0,6", "1,1"}, {"2,0", "2,2", "-3,0", "1,-2"}, {"2,-3", "-5,1", "-1,-1", "1,-3"}, {"-4,3", "2,-5", "1,2", "-3,1"}},
       {"(0,0,1/3,2/3) (1/4,0,3/4,0) -1/4 1", "(0,2/3,1/9,2/9) (14/41,6/41,21/41,0) -23/41 1/3",
        "(0,4/5,0,1/5) (0,1,0,0) 2 3/5", "(0,1,0,0) (0,1,0,0) 2 2", "(2/99,7/9,0,20/99) (0,1,0,0) 2 52/99",
        "(2/9,7/9,0,0) (0,1,0,0) 2 4/3"},
       {"{(0,0,1/3,2/3)} x {(1/4,0,3/4,0)}", "{(0,2/3,1/9,2/9)} x {(14/41,6/41,21/41,0)}",
        "{(0,4/5,0,1/5),(0,1,0,0),(2/99,7/9,0,20/99),(2/9,7/9,0,0)} x {(0,1,0,0)}"},
       {{0}, {1}, {2}}},
      {"T18",
       {{"0,0", "1,-1", "1,1", "-1,0"}, {"-1,1", "0,1", "1,0", "0,0"}, {"1,0", "-1,-1", "0,1", "-1,1"}, {"1,-1", "-1,0", "1,-1", "0,0"}, {"1,1", "0,0", "-1,-1", "0,0"}},
       {"(0,0,0,0,1) (1,0,0,0) 1 1", "(0,0,0,1/2,1/2) (0,0,0,1) 0 0", "(0,0,0,1/2,1/2) (1,0,0,0) 1 0",
        "(0,0,0,1,0) (0,0,0,1) 0 0", "(0,0,1/2,0,1/2) (1,0,0,0) 1 1/2", "(1/3,1/3,0,1/3,0) (0,0,1,0) 1 0",
        "(1/3,1/3,0,1/3,0) (1/7,2/7,1/7,3/7) 0 0", "(1/2,0,0,1/2,0) (0,0,1,0) 1 0", "(1/2,1/2,0,0,0) (0,0,1,0) 1 1/2",
        "(1,0,0,0,0) (0,0,1,0) 1 1"},
       {"{(0,0,0,0,1),(0,0,0,1/2,1/2),(0,0,1/2,0,1/2)} x {(1,0,0,0)}", "{(0,0,0,1/2,1/2)} x {(0,0,0,1),(1,0,0,0)}",
        "{(0,0,0,1/2,1/2),(0,0,0,1,0)} x {(0,0,0,1)}", "{(1/3,1/3,0,1/3,0)} x {(0,0,1,0),(1/7,2/7,1/7,3/7)}",
        "{(1/3,1/3,0,1/3,0),(1/2,0,0,1/2,0),(1/2,1/2,0,0,0),(1,0,0,0,0)} x {(0,0,1,0)}"},
       {{0, 1, 2}, {3, 4}}},
      {"T19", {{"0,0", "1,2", "2,0"}, {"0,1", "2,0", "0,1"}},
       {"(0,1) (1,0,0) 0 1", "(1/3,2/3) (0,2/3,1/3) 4/3 2/3", "(1/3,2/3) (1,0,0) 0 2/3"},
       {"{(0,1),(1/3,2/3)} x {(1,0,0)}", "{(1/3,2/3)} x {(0,2/3,1/3),(1,0,0)}"},
       {{0, 1}}},
      {"T20", {{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}}, {"(0,1/3,2/3) (1/3,0,2/3) 4 13/3"}, {}, {}},
      {"T21", {{"0,1", "0,1"}, {"1,0", "-10,-1"}}, {"(0,1) (1,0) 1 0", "(1,0) (0,1) 0 1", "(1,0) (10/11,1/11) 0 1"},
       {"{(0,1)} x {(1,0)}", "{(1,0)} x {(0,1),(10/11,1/11)}"}, {{0}, {1}}},
      {"T22", {{"1,4", "2,0", "-1,1", "0,0"}, {"3,1", "5,3", "3,-2", "4,4"}, {"0,5", "-2,3", "4,1", "2,2"}}, {"(0,1,0) (0,0,0,1) 4 4"}, {}, {}},
      {"T23", {{"5/4,0", "1/2,3/4"}, {"0,1/2", "3/4,1/2"}}, {"(0,1) (0,1) 3/4 1/2", "(0,1) (1/6,5/6) 5/8 1/2"},
       {"{(0,1)} x {(0,1),(1/6,5/6)}"}, {{0}}},
      {"T24", {{"13/4,3", "4,5/2"}, {"11/2,3/4", "21/4,2"}}, {"(0,1) (0,1) 21/4 2"}, {}, {}},
      {"T37", {{"4,3", "0,0"}, {"2,2", "1,4"}}, {"(0,1) (0,1) 1 4", "(2/5,3/5) (1/3,2/3) 4/3 12/5", "(1,0) (1,0) 4 3"}, {}, {}},
      {"T38", {{"0,4", "3,2"}, {"4,0", "2,3"}}, {"(3/5,2/5) (1/5,4/5) 12/5 12/5"}, {}, {}},
      {"T39", {{"3,1", "0,2"}, {"1,2", "3,0"}}, {"(2/3,1/3) (3/5,2/5) 9/5 4/3"}, {}, {}},
      {"T57 two-player part", {{"11,89", "10,90"}, {"2,98", "10,0"}},
       {"(98/99,1/99) (0,1) 10 980/11", "(1,0) (0,1) 10 90"}, {"{(98/99,1/99),(1,0)} x {(0,1)}"}, {{0}}},
      {"T58", {{"0,2", "4,1"}, {"2,4", "5,4"}}, {"(0,1) (0,1) 5 4", "(0,1) (1,0) 2 4"}, {"{(0,1)} x {(0,1),(1,0)}"}, {{0}}},
      // lrsnash manual (checked against /usr/bin/lrsnash).
      {"lrsnash 3x2", {{"0,1", "6,0"}, {"2,0", "5,2"}, {"3,4", "3,3"}},
       {"(0,0,1) (1,0) 3 4", "(0,1/3,2/3) (2/3,1/3) 3 8/3", "(2/3,1/3,0) (1/3,2/3) 4 2/3"}, {}, {}},
  };
  return cases;
}

TEST(BimatrixEquilibria, DigestGamesExactly) {
  for (const auto& c : digestCases()) {
    SCOPED_TRACE(c.name);
    const StrategicGame game = StrategicGame::bimatrixFromText(c.cells);
    const auto result = solveEquilibria(game);
    ASSERT_TRUE(result.hasValue());
    EXPECT_TRUE(result->verified);
    EXPECT_EQ(texts(result->equilibria), c.equilibria);
    for (const auto& e : result->equilibria) EXPECT_TRUE(isNashEquilibrium(game, e.strategies));
    if (!c.components.empty()) {
      EXPECT_EQ(texts(result->components), c.components);
      EXPECT_EQ(result->connectedSets, c.connectedSets);
    } else {
      ASSERT_EQ(result->components.size(), result->equilibria.size());
      for (std::size_t k = 0; k < result->components.size(); ++k)
        EXPECT_EQ(result->components[k].equilibria, std::vector<std::size_t>{k});
      EXPECT_EQ(result->connectedSets.size(), result->equilibria.size());
    }
    // Every component lists exactly the extreme equilibria of its product.
    for (const auto& comp : result->components)
      EXPECT_EQ(comp.equilibria.size(), comp.rowStrategies.size() * comp.colStrategies.size());
  }
}

TEST(BimatrixEquilibria, ComponentsFromAGivenListOfEquilibria) {
  // T18's graph, recomputed from the equilibria alone.
  const auto& cases = digestCases();
  const auto it = std::find_if(cases.begin(), cases.end(), [](const DigestCase& c) { return std::string(c.name) == "T18"; });
  ASSERT_NE(it, cases.end());
  const DigestCase& t18 = *it;
  auto result = solveEquilibria(StrategicGame::bimatrixFromText(t18.cells));
  ASSERT_TRUE(result.hasValue());
  AllEquilibria copy;
  copy.equilibria = result->equilibria;
  computeComponents(copy);
  EXPECT_EQ(texts(copy.components), t18.components);
  EXPECT_EQ(copy.connectedSets, t18.connectedSets);
  EXPECT_EQ(copy.components[1].equilibria, (std::vector<std::size_t>{1, 2}));
}

TEST(BimatrixEquilibria, VonStengelSixBySixHas75Equilibria) {
  // von Stengel (1999), as in Gambit's contrib/games/stengel.nfg (B is the transpose of the
  // matrix printed column-wise); lrsnash also reports 75.
  const std::vector<std::vector<long>> a = {
      {9504, -660, 19976, -20526, 1776, -8976},           {-111771, 31680, -130944, 168124, -8514, 52764},
      {397584, -113850, 451176, -586476, 29216, -178761}, {171204, -45936, 208626, -263076, 14124, -84436},
      {1303104, -453420, 1227336, -1718376, 72336, -461736}, {737154, -227040, 774576, -1039236, 48081, -300036}};
  const std::vector<std::vector<long>> b = {
      {72336, 48081, 29216, 14124, 1776, -8514},           {-461736, -300036, -178761, -84436, -8976, 52764},
      {1227336, 774576, 451176, 208626, 19976, -130944},   {-1718376, -1039236, -586476, -263076, -20526, 168124},
      {1303104, 737154, 397584, 171204, 9504, -111771},    {-453420, -227040, -113850, -45936, -660, 31680}};
  std::vector<RationalVector> ra(6, RationalVector(6)), rb(6, RationalVector(6));
  for (std::size_t i = 0; i < 6; ++i)
    for (std::size_t j = 0; j < 6; ++j) {
      ra[i][j] = a[i][j];
      rb[i][j] = b[i][j];
    }
  const StrategicGame game = StrategicGame::bimatrix(ra, rb);
  const auto result = solveEquilibria(game);
  ASSERT_TRUE(result.hasValue());
  EXPECT_EQ(result->equilibria.size(), 75u);
  EXPECT_TRUE(result->verified);
  EXPECT_EQ(result->components.size(), 75u);
  const auto check = solveSupportEnumeration(game);
  ASSERT_TRUE(check.hasValue());
  EXPECT_EQ(texts(check->equilibria), texts(result->equilibria));
}

TEST(BimatrixEquilibria, RejectsOtherPlayerCountsAndHonoursCancel) {
  const auto three = solveEquilibria(StrategicGame({2, 2, 2}));
  ASSERT_FALSE(three.hasValue());
  EXPECT_EQ(three.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(three.error().problem, Problem::NotTwoPlayers);
  CancelToken cancel;
  cancel.cancel();
  const auto cancelled = solveEquilibria(StrategicGame::bimatrixFromText({{"1,1", "0,0"}, {"0,0", "1,1"}}),
                                         Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

TEST(BimatrixEquilibria, CancelFromAnotherThreadStopsALargeEnumeration) {
  // A random 60 x 60 game has far too many vertices to finish; a cancel after ~0.2 s must make
  // the call return Cancelled (no bound on the time is asserted: the machine may be busy).
  std::mt19937 rng(6060);
  std::uniform_int_distribution<int> entry(0, 99);
  std::vector<RationalVector> a(60, RationalVector(60)), b(60, RationalVector(60));
  for (std::size_t i = 0; i < 60; ++i)
    for (std::size_t j = 0; j < 60; ++j) {
      a[i][j] = entry(rng);
      b[i][j] = entry(rng);
    }
  const StrategicGame game = StrategicGame::bimatrix(a, b);
  CancelToken cancel;
  std::thread canceller([cancel] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    cancel.cancel();
  });
  const auto result = solveEquilibria(game, Progress::none(), cancel);
  canceller.join();
  ASSERT_FALSE(result.hasValue());
  EXPECT_EQ(result.error().code, ErrorCode::Cancelled);

  CancelToken deadline;
  deadline.setDeadline(std::chrono::steady_clock::now() + std::chrono::milliseconds(200));
  const auto timedOut = solveEquilibria(game, Progress::none(), deadline);
  ASSERT_FALSE(timedOut.hasValue());
  EXPECT_EQ(timedOut.error().code, ErrorCode::Timeout);
}

TEST(BimatrixEquilibria, ReportsTheFourStages) {
  std::set<std::string> stages;
  Progress progress([&stages](double, const std::string& stage) { stages.insert(stage); });
  ASSERT_TRUE(solveEquilibria(StrategicGame::bimatrixFromText({{"3,3", "0,0"}, {"0,0", "5,5"}}), progress).hasValue());
  EXPECT_EQ(stages, (std::set<std::string>{"vertices-rows", "vertices-cols", "matching", "components"}));
}

StrategicGame randomGame(std::size_t m, std::size_t n, int lo, int hi, std::mt19937& rng) {
  return testsupport::randomBimatrixGame(rng, m, n, lo, hi);
}

TEST(BimatrixEquilibria, RandomNondegenerateGamesAgreeWithSupportEnumeration) {
  std::mt19937 rng(20240601);
  std::uniform_int_distribution<std::size_t> size(2, 5);
  int compared = 0;
  for (int trial = 0; trial < 100; ++trial) {
    SCOPED_TRACE(trial);
    const StrategicGame game = randomGame(size(rng), size(rng), -100000, 100000, rng);
    const auto all = solveEquilibria(game);
    ASSERT_TRUE(all.hasValue());
    EXPECT_TRUE(all->verified);
    EXPECT_FALSE(all->equilibria.empty());
    for (const auto& e : all->equilibria) {
      EXPECT_TRUE(isNashEquilibrium(game, e.strategies));
      EXPECT_EQ(e.payoffs, expectedPayoffs(game, e.strategies));
    }
    const auto check = solveSupportEnumeration(game);
    ASSERT_TRUE(check.hasValue());
    if (check->degenerate) continue;
    ++compared;
    EXPECT_EQ(texts(check->equilibria), texts(all->equilibria));
    EXPECT_EQ(all->components.size(), all->equilibria.size());
  }
  EXPECT_GE(compared, 90);
}

/// p in conv(points), exactly: points are probability vectors; solved as a linear system in
/// the weights restricted to be a convex combination, by enumeration of the (few) points with
/// exact Gauss-Jordan on the weights (Carathéodory: a basis of affinely independent points).
bool inConvexHull(const std::vector<RationalVector>& points, const RationalVector& p) {
  // Try every subset (components have few vertices): weights w with sum w = 1, sum w x = p, w >= 0.
  const std::size_t k = points.size();
  for (std::size_t mask = 1; mask < (std::size_t{1} << k); ++mask) {
    std::vector<std::size_t> chosen;
    for (std::size_t t = 0; t < k; ++t)
      if (mask & (std::size_t{1} << t)) chosen.push_back(t);
    // Equations: coordinates and the sum; unknowns: the chosen weights.
    std::vector<RationalVector> rows(p.size() + 1, RationalVector(chosen.size() + 1));
    for (std::size_t d = 0; d < p.size(); ++d) {
      for (std::size_t c = 0; c < chosen.size(); ++c) rows[d][c] = points[chosen[c]][d];
      rows[d][chosen.size()] = p[d];
    }
    for (std::size_t c = 0; c < chosen.size(); ++c) rows[p.size()][c] = 1;
    rows[p.size()][chosen.size()] = 1;
    // Gauss-Jordan.
    std::size_t r = 0;
    std::vector<std::size_t> pivots;
    for (std::size_t c = 0; c < chosen.size() && r < rows.size(); ++c) {
      std::size_t piv = r;
      while (piv < rows.size() && rows[piv][c] == 0) ++piv;
      if (piv == rows.size()) continue;
      std::swap(rows[r], rows[piv]);
      const Rational pv = rows[r][c];
      for (auto& x : rows[r]) x /= pv;
      for (std::size_t o = 0; o < rows.size(); ++o)
        if (o != r && rows[o][c] != 0) {
          const Rational f = rows[o][c];
          for (std::size_t t = 0; t <= chosen.size(); ++t) rows[o][t] -= f * rows[r][t];
        }
      pivots.push_back(c);
      ++r;
    }
    if (pivots.size() != chosen.size()) continue;  // only affinely independent subsets
    bool consistent = true;
    for (std::size_t o = r; o < rows.size(); ++o)
      if (rows[o][chosen.size()] != 0) consistent = false;
    if (!consistent) continue;
    bool nonnegative = true;
    for (std::size_t t = 0; t < r; ++t)
      if (rows[t][chosen.size()] < 0) nonnegative = false;
    if (nonnegative) return true;
  }
  return false;
}

TEST(BimatrixEquilibria, RandomDegenerateGamesCoverSupportEnumeration) {
  std::mt19937 rng(77);
  std::uniform_int_distribution<std::size_t> size(2, 4);
  int degenerate = 0;
  for (int trial = 0; trial < 60; ++trial) {
    SCOPED_TRACE(trial);
    const StrategicGame game = randomGame(size(rng), size(rng), 0, 2, rng);
    const auto all = solveEquilibria(game);
    ASSERT_TRUE(all.hasValue());
    EXPECT_TRUE(all->verified);
    const auto check = solveSupportEnumeration(game);
    ASSERT_TRUE(check.hasValue());
    if (check->degenerate) ++degenerate;
    for (const auto& e : check->equilibria) {
      const bool covered = std::any_of(all->components.begin(), all->components.end(), [&e](const auto& c) {
        return inConvexHull(c.rowStrategies, e.strategies[0]) && inConvexHull(c.colStrategies, e.strategies[1]);
      });
      EXPECT_TRUE(covered) << text(e);
    }
    // Every product of a component holds equilibria: its barycentre is one.
    for (const auto& c : all->components) {
      RationalVector p(c.rowStrategies[0].size()), q(c.colStrategies[0].size());
      for (const auto& r : c.rowStrategies)
        for (std::size_t k = 0; k < p.size(); ++k) p[k] += r[k] / Rational(static_cast<long>(c.rowStrategies.size()));
      for (const auto& s : c.colStrategies)
        for (std::size_t k = 0; k < q.size(); ++k) q[k] += s[k] / Rational(static_cast<long>(c.colStrategies.size()));
      EXPECT_TRUE(isNashEquilibrium(game, {p, q}));
    }
  }
  EXPECT_GE(degenerate, 20);
}

}  // namespace
}  // namespace gamelab
