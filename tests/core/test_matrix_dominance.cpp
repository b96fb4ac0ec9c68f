// Iterated domination (digest T10, T11, T12, T20, T21, T28, T35, T49): which lines go, every
// step checked against the definition, plus property tests on random games.
#include "core/matrix/dominance.h"
#include "core/matrix/optimalsets.h"
#include "core/matrix/pivotmethod.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Idx = std::vector<std::size_t>;

Rational R(const char* s) { return *parseRational(s); }

/// Replays the log on the original game and checks each step by the definition of
/// (strict/weak) domination over the lines present at that step.
void expectStepsValid(const MatrixGame& g, const DominanceResult& r) {
  Idx rows(g.rows), cols(g.cols);
  for (std::size_t i = 0; i < g.rows; ++i) rows[i] = i;
  for (std::size_t j = 0; j < g.cols; ++j) cols[j] = j;
  for (std::size_t s = 0; s < r.steps.size(); ++s) {
    SCOPED_TRACE("step " + std::to_string(s));
    const auto& st = r.steps[s];
    const bool isRow = st.side == Side::Row;
    Idx& own = isRow ? rows : cols;
    const Idx& other = isRow ? cols : rows;
    ASSERT_NE(std::find(own.begin(), own.end(), st.removed), own.end()) << "removed twice";
    ASSERT_FALSE(st.dominator.empty());
    Rational total = 0;
    for (const auto& [l, w] : st.dominator) {
      EXPECT_GT(w, 0);
      EXPECT_NE(l, st.removed);
      EXPECT_NE(std::find(own.begin(), own.end(), l), own.end()) << "dominator already removed";
      total += w;
    }
    EXPECT_EQ(total, 1);
    EXPECT_EQ(st.comparedOver, other);
    int strictCount = 0;
    for (std::size_t k = 0; k < other.size(); ++k) {
      const std::size_t o = other[k];
      const Rational mine = isRow ? g.at(st.removed, o) : g.at(o, st.removed);
      Rational mix = 0;
      for (const auto& [l, w] : st.dominator) mix += w * (isRow ? g.at(l, o) : g.at(o, l));
      EXPECT_EQ(st.dominatedValues[k], mine);
      EXPECT_EQ(st.dominatorValues[k], mix);
      if (isRow) {
        EXPECT_GE(mix, mine);
        strictCount += mix > mine;
      } else {
        EXPECT_LE(mix, mine);
        strictCount += mix < mine;
      }
    }
    if (st.strict) {
      EXPECT_EQ(strictCount, static_cast<int>(other.size()));
    } else if (st.duplicate) {
      EXPECT_EQ(strictCount, 0);
    } else {
      EXPECT_GT(strictCount, 0);
    }
    own.erase(std::find(own.begin(), own.end(), st.removed));
  }
  EXPECT_EQ(rows, r.remainingRows);
  EXPECT_EQ(cols, r.remainingCols);
}

struct LogEntry {
  Side side;
  std::size_t removed;
  bool strict;
  std::size_t dominatorSize;
};

struct DominanceCase {
  const char* id;
  Rows a;
  Idx rows, cols;           // what remains
  std::vector<LogEntry> log;  // empty: only the remaining lines are checked
};

TEST(MatrixDominance, DigestReductions) {
  const std::vector<DominanceCase> cases = {
      // T10: col 3 ≤ col 2, then row 1 ≤ row 3 (row 1 is not dominated in the original).
      {"T10", {{"2", "0", "4"}, {"1", "2", "3"}, {"4", "1", "2"}}, {1, 2}, {0, 1},
       {{Side::Column, 2, true, 1}, {Side::Row, 0, true, 1}}},
      // T11: col 2 by a mixture of cols 1 and 3, then row 2 by a mixture of rows 1 and 3.
      {"T11", {{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}}, {0, 2}, {0, 2},
       {{Side::Column, 1, true, 2}, {Side::Row, 1, true, 2}}},
      // T12: col 4 by a mixture (⅓(col1+col2+col3) weakly; strictly by other weights).
      {"T12", {{"1", "3", "5", "3"}, {"4", "0", "2", "2"}, {"3", "7", "3", "5"}}, {0, 1, 2}, {0, 1, 2},
       {{Side::Column, 3, true, 3}}},
      {"T20", {{"5", "4", "1", "0"}, {"4", "3", "2", "-1"}, {"0", "-1", "4", "3"}, {"1", "-2", "1", "-2"}}, {0, 2}, {1, 3},
       // Row 4 is strictly below row 2 (the source compares it with row 1, weakly).
       {{Side::Row, 3, true, 1}, {Side::Column, 0, true, 1}, {Side::Column, 2, true, 1}, {Side::Row, 1, true, 1}}},
      // T21: col 4 ≥ col 2; row 3 ≤ ½row1 + ½row2 (weak); then col 3 by a mixture of cols 1, 2.
      {"T21", {{"10", "0", "7", "1"}, {"2", "6", "4", "7"}, {"6", "3", "3", "5"}}, {0, 1}, {0, 1},
       {{Side::Column, 3, true, 1}, {Side::Row, 2, false, 2}, {Side::Column, 2, true, 2}}},
      {"T28 Normandy",
       {{"13", "29", "8", "12", "16", "23"},
        {"18", "22", "21", "22", "29", "31"},
        {"18", "22", "31", "31", "27", "37"},
        {"11", "22", "12", "21", "21", "26"},
        {"18", "16", "19", "14", "19", "28"},
        {"23", "22", "19", "23", "30", "34"}},
       {2, 5}, {0, 2}, {}},
      // T49: row 2 ≤ row 1, then col 3 ≥ col 2.
      {"T49", {{"0", "1", "2"}, {"-2", "0", "1"}, {"1", "-2", "0"}}, {0, 2}, {0, 1},
       {{Side::Row, 1, true, 1}, {Side::Column, 2, true, 1}}},
      // T35 (2.39): nothing is dominated, not even by mixtures (the orbit-reduced (2.40) is).
      {"T35", {{"4", "2", "1", "0"}, {"1", "3", "0", "-1"}, {"-2", "2", "2", "-2"}, {"-1", "0", "3", "1"}, {"0", "1", "2", "4"}},
       {0, 1, 2, 3, 4}, {0, 1, 2, 3}, {}},
      {"T35 (2.40)", {{"2", "3/2"}, {"0", "3/2"}, {"-2", "2"}}, {0, 2}, {0, 1}, {{Side::Row, 1, true, 2}}},
      // T6: a saddle point but nothing dominated.
      {"T6", {{"4", "1", "-3"}, {"3", "2", "5"}, {"0", "1", "6"}}, {0, 1, 2}, {0, 1, 2}, {}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto g = MatrixGame::fromText(c.a);
    const auto r = solveDominance(g);
    ASSERT_TRUE(r.hasValue()) << errorCodeName(r.error().code);
    EXPECT_EQ(r->remainingRows, c.rows);
    EXPECT_EQ(r->remainingCols, c.cols);
    expectStepsValid(g, *r);
    if (c.log.empty()) continue;
    ASSERT_EQ(r->steps.size(), c.log.size());
    for (std::size_t s = 0; s < c.log.size(); ++s) {
      EXPECT_EQ(r->steps[s].side, c.log[s].side) << s;
      EXPECT_EQ(r->steps[s].removed, c.log[s].removed) << s;
      EXPECT_EQ(r->steps[s].strict, c.log[s].strict) << s;
      EXPECT_EQ(r->steps[s].dominator.size(), c.log[s].dominatorSize) << s;
    }
  }
}

TEST(MatrixDominance, PairWeightsAreTheSimplestFractions) {
  // T11: strict weights for col 2 lie in (1/3, 1/2); the simplest is 2/5.
  const auto r = solveDominance(MatrixGame::fromText({{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}}));
  ASSERT_TRUE(r.hasValue());
  ASSERT_EQ(r->steps.size(), 2u);
  EXPECT_EQ(r->steps[0].dominator, (std::vector<std::pair<std::size_t, Rational>>{{0, R("2/5")}, {2, R("3/5")}}));
  // Weak only (strict not allowed as a first choice here): T21's row 3 = ½row1 + ½row2 exactly on cols 1, 2.
  const auto t21 = solveDominance(MatrixGame::fromText({{"10", "0", "7", "1"}, {"2", "6", "4", "7"}, {"6", "3", "3", "5"}}));
  EXPECT_EQ(t21->steps[1].dominator, (std::vector<std::pair<std::size_t, Rational>>{{0, R("1/2")}, {1, R("1/2")}}));
}

TEST(MatrixDominance, OptionsRestrictTheSearch) {
  const auto t11 = MatrixGame::fromText({{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}});
  DominanceOptions pureOnly;
  pureOnly.allowMixtures = false;
  EXPECT_TRUE(solveDominance(t11, pureOnly)->steps.empty());
  const auto t21 = MatrixGame::fromText({{"10", "0", "7", "1"}, {"2", "6", "4", "7"}, {"6", "3", "3", "5"}});
  DominanceOptions strictOnly;
  strictOnly.allowWeak = false;
  const auto r = solveDominance(t21, strictOnly);
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->remainingRows, (Idx{0, 1, 2}));
  EXPECT_EQ(r->remainingCols, (Idx{0, 1, 2}));
  for (const auto& s : r->steps) EXPECT_TRUE(s.strict);
}

TEST(MatrixDominance, DuplicatesLoseTheLaterCopy) {
  // T68: rows 2 and 3 identical.
  const auto g = MatrixGame::fromText({{"3/4", "0"}, {"1/2", "1/3"}, {"1/2", "1/3"}, {"0", "5/9"}});
  const auto r = solveDominance(g);
  ASSERT_TRUE(r.hasValue());
  ASSERT_FALSE(r->steps.empty());
  EXPECT_EQ(r->steps[0].removed, 2u);
  EXPECT_TRUE(r->steps[0].duplicate);
  EXPECT_FALSE(r->steps[0].strict);
  EXPECT_EQ(r->steps[0].dominator, (std::vector<std::pair<std::size_t, Rational>>{{1, Rational(1)}}));
  expectStepsValid(g, *r);
  // An all-equal game keeps one row and one column.
  const auto z = solveDominance(MatrixGame::fromText({{"1", "1"}, {"1", "1"}}));
  EXPECT_EQ(z->remainingRows, Idx{0});
  EXPECT_EQ(z->remainingCols, Idx{0});
}

TEST(MatrixDominance, SubGameKeepsLabels) {
  auto g = MatrixGame::fromText({{"1", "2", "3"}, {"4", "5", "6"}});
  g.colLabels = {"A", "B", "C"};
  const auto s = subGame(g, {1}, {0, 2});
  EXPECT_EQ(s.rows, 1u);
  EXPECT_EQ(s.cols, 2u);
  EXPECT_EQ(s.at(0, 1), 6);
  EXPECT_EQ(s.rowLabel(0), "2");
  EXPECT_EQ(s.colLabel(1), "C");
}

TEST(MatrixDominance, EmptyAndCancelled) {
  EXPECT_EQ(solveDominance(MatrixGame()).error().code, ErrorCode::EmptyGame);
  CancelToken token;
  token.cancel();
  const auto r = solveDominance(MatrixGame::fromText({{"1", "2"}, {"3", "4"}}), {}, Progress::none(), token);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
  CancelToken late;
  late.setDeadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  const auto t = solveDominance(MatrixGame::fromText({{"1", "2"}, {"3", "4"}}), {}, Progress::none(), late);
  ASSERT_FALSE(t.hasValue());
  EXPECT_EQ(t.error().code, ErrorCode::Timeout);
}

Rational pivotValue(const MatrixGame& g) {
  const auto t = solveByPivoting(g);
  EXPECT_TRUE(t.hasValue());
  return t->value;
}

TEST(MatrixDominance, RandomGamesKeepTheirValue) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> entry(-4, 4), size(1, 6);
  for (int round = 0; round < 150; ++round) {
    SCOPED_TRACE(round);
    MatrixGame g(size(rng), size(rng));
    for (auto& a : g.payoffs) a = entry(rng);
    const auto r = solveDominance(g);
    ASSERT_TRUE(r.hasValue());
    expectStepsValid(g, *r);
    EXPECT_EQ(pivotValue(subGame(g, r->remainingRows, r->remainingCols)), pivotValue(g));
  }
}

TEST(MatrixDominance, StrictlyDominatedLinesHaveZeroWeightInEveryOptimalStrategy) {
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> entry(-3, 5), size(2, 5);
  DominanceOptions strictOnly;
  strictOnly.allowWeak = false;
  int removedSomething = 0;
  for (int round = 0; round < 80; ++round) {
    SCOPED_TRACE(round);
    MatrixGame g(size(rng), size(rng));
    for (auto& a : g.payoffs) a = entry(rng);
    const auto r = solveDominance(g, strictOnly);
    ASSERT_TRUE(r.hasValue());
    if (r->steps.empty()) continue;
    ++removedSomething;
    const auto sets = solveOptimalStrategySets(g, {.value = pivotValue(g)});
    ASSERT_TRUE(sets.hasValue());
    for (const auto& s : r->steps) {
      const auto& vertices = s.side == Side::Row ? sets->rowVertices : sets->colVertices;
      for (const auto& v : vertices) EXPECT_EQ(v[s.removed], 0);
    }
  }
  EXPECT_GT(removedSomething, 20);  // the property was exercised
}

}  // namespace
