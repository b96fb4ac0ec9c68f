// Theorem 3.2 (invertible matrices) and the principle of indifference (digest T29, T30, T31,
// T32, T36, T44, T13).
#include "core/matrix/indifference.h"

#include <gtest/gtest.h>

#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Idx = std::vector<std::size_t>;

Rational R(const char* s) { return *parseRational(s); }
RationalVector V(std::initializer_list<const char*> xs) {
  RationalVector v;
  for (const char* x : xs) v.push_back(R(x));
  return v;
}
RationalMatrix scaled(const Rows& rows, const Rational& factor) {
  RationalMatrix m;
  for (const auto& r : rows) {
    RationalVector v;
    for (const auto& x : r) v.push_back(*parseRational(x) * factor);
    m.push_back(v);
  }
  return m;
}

struct InverseCase {
  const char* id;
  Rows a;
  Rows inverseTimesD;  // empty: not checked
  const char* d;
  const char* sum;
  const char* value;
  RationalVector p, q;
  Idx negativeP, negativeQ;
  bool optimal;
};

TEST(MatrixIndifference, TheoremThreeTwo) {
  const std::vector<InverseCase> cases = {
      // T30: A+1 of Odd-or-Even 0,1,2 (the corrected matrix; its inverse is the printed one).
      {"T30", {{"1", "2", "-1"}, {"2", "-1", "4"}, {"-1", "4", "-3"}}, {{"13", "-2", "-7"}, {"-2", "4", "6"}, {"-7", "6", "5"}},
       "1/16", "1", "1", V({"1/4", "1/2", "1/4"}), V({"1/4", "1/2", "1/4"}), {}, {}, true},
      {"T31", {{"1", "0", "0", "0"}, {"0", "2", "0", "0"}, {"0", "0", "3", "0"}, {"0", "0", "0", "4"}},
       {{"12", "0", "0", "0"}, {"0", "6", "0", "0"}, {"0", "0", "4", "0"}, {"0", "0", "0", "3"}}, "1/12", "25/12", "12/25",
       V({"12/25", "6/25", "4/25", "3/25"}), V({"12/25", "6/25", "4/25", "3/25"}), {}, {}, true},
      {"T32", {{"1", "-2", "3", "-4"}, {"0", "1", "-2", "3"}, {"0", "0", "1", "-2"}, {"0", "0", "0", "1"}}, {}, "1", "12",
       "1/12", V({"1/12", "1/4", "1/3", "1/3"}), V({"1/3", "1/3", "1/4", "1/12"}), {}, {}, true},
      // T36: saddle at (2,3); the formula's q = (2/5, 4/5, −1/5) is not a strategy (erratum).
      {"T36", {{"-2", "2", "-1"}, {"1", "1", "1"}, {"3", "0", "1"}}, {{"1", "-2", "3"}, {"2", "1", "1"}, {"-3", "6", "-4"}},
       "1/5", "1", "1", V({"0", "1", "0"}), V({"2/5", "4/5", "-1/5"}), {}, {2}, false},
      {"T44", {{"2", "1", "1", "1"}, {"1", "3/2", "1", "1"}, {"1", "1", "4/3", "1"}, {"1", "1", "1", "5/4"}}, {}, "1",
       "10/11", "11/10", V({"1/10", "2/10", "3/10", "4/10"}), V({"1/10", "2/10", "3/10", "4/10"}), {}, {}, true},
      {"T37c", {{"-1", "0"}, {"0", "-2"}}, {{"-2", "0"}, {"0", "-1"}}, "1/2", "-3/2", "-2/3", V({"2/3", "1/3"}),
       V({"2/3", "1/3"}), {}, {}, true},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto r = applyInverseFormula(MatrixGame::fromText(c.a));
    ASSERT_TRUE(r.hasValue());
    ASSERT_FALSE(r->singular);
    if (!c.inverseTimesD.empty()) {
      EXPECT_EQ(r->inverse, scaled(c.inverseTimesD, R(c.d)));
    }
    EXPECT_EQ(r->onesInverseOnes, R(c.sum));
    EXPECT_EQ(r->value, R(c.value));
    EXPECT_EQ(r->p, c.p);
    EXPECT_EQ(r->q, c.q);
    EXPECT_EQ(r->negativeP, c.negativeP);
    EXPECT_EQ(r->negativeQ, c.negativeQ);
    EXPECT_EQ(r->pValid, c.negativeP.empty());
    EXPECT_EQ(r->qValid, c.negativeQ.empty());
    EXPECT_EQ(r->optimalInWholeGame, c.optimal);
  }
}

TEST(MatrixIndifference, SingularMatrixIsReported) {
  // T29: value 0, so the matrix is singular (add a constant first, T30).
  const auto r = applyInverseFormula(MatrixGame::fromText({{"0", "1", "-2"}, {"1", "-2", "3"}, {"-2", "3", "-4"}}));
  ASSERT_TRUE(r.hasValue());
  EXPECT_TRUE(r->singular);
  EXPECT_TRUE(r->inverse.empty());
}

TEST(MatrixIndifference, SquareSubmatrixOfALargerGame) {
  // T45: the diag(2,3,4) corner solves the 4x4 game (Shapley-Snow).
  const auto g = MatrixGame::fromText({{"2", "0", "0", "2"}, {"0", "3", "0", "0"}, {"0", "0", "4", "3"}, {"1", "1", "0", "1"}});
  const auto r = applyInverseFormula(g, {0, 1, 2}, {0, 1, 2});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->value, R("12/13"));
  EXPECT_EQ(r->fullRowStrategy, V({"6/13", "4/13", "3/13", "0"}));
  EXPECT_EQ(r->fullColStrategy, V({"6/13", "4/13", "3/13", "0"}));
  EXPECT_TRUE(r->optimalInWholeGame);
  EXPECT_EQ(r->fullColumnPayoffs, V({"12/13", "12/13", "12/13", "21/13"}));
  EXPECT_EQ(r->fullRowPayoffs, V({"12/13", "12/13", "12/13", "10/13"}));
  // A wrong corner: T13's columns 1, 2 are not the right ones (column 3 beats the value).
  const auto t13 = MatrixGame::fromText({{"2", "3", "1", "5"}, {"4", "1", "6", "0"}});
  const auto w = applyInverseFormula(t13, {0, 1}, {0, 1});
  ASSERT_TRUE(w.hasValue());
  EXPECT_EQ(w->value, R("5/2"));
  EXPECT_FALSE(w->optimalInWholeGame);
  EXPECT_FALSE(applyInverseFormula(t13, {0, 1}, {0, 1, 2}).hasValue());
  EXPECT_EQ(applyInverseFormula(t13, {0, 0}, {0, 1}).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(applyInverseFormula(t13, {0, 0}, {0, 1}).error().problem, Problem::DuplicateIndex);
  EXPECT_EQ(applyInverseFormula(t13).error().code, ErrorCode::WrongShape);
  EXPECT_EQ(applyInverseFormula(t13).error().problem, Problem::NotSquare);
}

TEST(MatrixIndifference, OddOrEvenZeroOneTwoEquations) {
  // T29: p2 − 2p3 = V; p1 − 2p2 + 3p3 = V; −2p1 + 3p2 − 4p3 = V; Σ p = 1.
  const auto g = MatrixGame::fromText({{"0", "1", "-2"}, {"1", "-2", "3"}, {"-2", "3", "-4"}});
  const auto r = solveByIndifference(g, {0, 1, 2}, {0, 1, 2});
  ASSERT_TRUE(r.hasValue());
  const auto& s = r->rowPlayer;
  ASSERT_EQ(s.coefficients.size(), 4u);
  EXPECT_EQ(s.coefficients[0], V({"0", "1", "-2", "-1"}));
  EXPECT_EQ(s.coefficients[1], V({"1", "-2", "3", "-1"}));
  EXPECT_EQ(s.coefficients[2], V({"-2", "3", "-4", "-1"}));
  EXPECT_EQ(s.coefficients[3], V({"1", "1", "1", "0"}));
  EXPECT_EQ(s.rhs, V({"0", "0", "0", "1"}));
  EXPECT_EQ(s.equationLines, (Idx{0, 1, 2}));
  EXPECT_EQ(s.status, LinearSystemStatus::Unique);
  EXPECT_EQ(s.probabilities, V({"1/4", "1/2", "1/4"}));
  EXPECT_EQ(s.value, 0);
  EXPECT_TRUE(r->optimal);
}

struct SupportCase {
  const char* id;
  Rows a;
  Idx rows, cols;
  RationalVector p, q;
  const char* v;
  Idx negativeP, negativeQ, violatedCols, violatedRows;
  bool optimal;
};

TEST(MatrixIndifference, GuessedSupportsAreChecked) {
  const Rows t13 = {{"2", "3", "1", "5"}, {"4", "1", "6", "0"}};
  const std::vector<SupportCase> cases = {
      {"T13 right guess", t13, {0, 1}, {1, 2}, V({"5/7", "2/7"}), V({"0", "5/7", "2/7", "0"}), "17/7", {}, {}, {}, {}, true},
      // Wrong guess: columns 1, 2 indifferent gives p = 3/4, but column 3 then pays 9/4 < 5/2.
      {"T13 wrong guess", t13, {0, 1}, {0, 1}, V({"3/4", "1/4"}), V({"1/2", "1/2", "0", "0"}), "5/2", {}, {}, {2}, {}, false},
      {"T36 full support", {{"-2", "2", "-1"}, {"1", "1", "1"}, {"3", "0", "1"}}, {0, 1, 2}, {0, 1, 2}, V({"0", "1", "0"}),
       V({"2/5", "4/5", "-1/5"}), "1", {}, {2}, {}, {}, false},
      {"T10 reduced", {{"2", "0", "4"}, {"1", "2", "3"}, {"4", "1", "2"}}, {1, 2}, {0, 1}, V({"0", "3/4", "1/4"}),
       V({"1/4", "3/4", "0"}), "7/4", {}, {}, {}, {}, true},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto r = solveByIndifference(MatrixGame::fromText(c.a), c.rows, c.cols);
    ASSERT_TRUE(r.hasValue());
    EXPECT_EQ(r->rowPlayer.probabilities, c.p);
    EXPECT_EQ(r->colPlayer.probabilities, c.q);
    EXPECT_EQ(r->rowPlayer.value, R(c.v));
    EXPECT_EQ(r->colPlayer.value, R(c.v));
    EXPECT_EQ(r->rowPlayer.negative, c.negativeP);
    EXPECT_EQ(r->colPlayer.negative, c.negativeQ);
    EXPECT_EQ(r->rowPlayer.violatedUnused, c.violatedCols);
    EXPECT_EQ(r->colPlayer.violatedUnused, c.violatedRows);
    EXPECT_EQ(r->optimal, c.optimal);
  }
}

TEST(MatrixIndifference, InconsistentAndUnderdeterminedSystems) {
  // Rows 1 and 2 identical: p on {1,2} is not unique.
  const auto g = MatrixGame::fromText({{"1", "2"}, {"1", "2"}});
  const auto r = solveByIndifference(g, {0, 1}, {0});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->rowPlayer.status, LinearSystemStatus::Infinite);
  EXPECT_FALSE(r->optimal);
  // Making two different columns indifferent with one row is impossible.
  const auto s = solveByIndifference(g, {0}, {0, 1});
  EXPECT_EQ(s->rowPlayer.status, LinearSystemStatus::Inconsistent);
  EXPECT_EQ(solveByIndifference(g, {}, {0}).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(solveByIndifference(g, {0}, {2}).error().code, ErrorCode::InvalidArgument);
}

}  // namespace
