// Saddle points and margins (digest T6, T7, T8, T9, T18, T19) and the 2x2 formulas (T1, T2,
// T9, T17).
#include "core/matrix/saddle.h"
#include "core/matrix/twobytwo.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Cells = std::vector<std::pair<std::size_t, std::size_t>>;

Rational R(const char* s) { return *parseRational(s); }
RationalVector V(std::initializer_list<const char*> xs) {
  RationalVector v;
  for (const char* x : xs) v.push_back(R(x));
  return v;
}

struct SaddleCase {
  const char* id;
  Rows a;
  RationalVector rowMinima, colMaxima;
  const char* lower;
  const char* upper;
  Cells saddles;  // 0-based, row-major
};

TEST(MatrixSaddle, MarginsAndSaddlePointsFromTheDigest) {
  const std::vector<SaddleCase> cases = {
      {"T6", {{"4", "1", "-3"}, {"3", "2", "5"}, {"0", "1", "6"}}, V({"-3", "2", "0"}), V({"4", "2", "6"}), "2", "2", {{1, 1}}},
      {"T7", {{"3", "2", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}},
       V({"0", "0", "0", "1"}), V({"3", "2", "2", "2"}), "1", "2", {}},
      {"T8", {{"3", "1", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}},
       V({"0", "0", "0", "1"}), V({"3", "1", "2", "2"}), "1", "1", {{3, 1}}},
      {"T9", {{"0", "-10"}, {"1", "2"}}, V({"-10", "1"}), V({"1", "2"}), "1", "1", {{1, 0}}},
      {"T18 t=-2", {{"0", "2"}, {"-2", "1"}}, V({"0", "-2"}), V({"0", "2"}), "0", "0", {{0, 0}}},
      {"T18 t=0", {{"0", "2"}, {"0", "1"}}, V({"0", "0"}), V({"0", "2"}), "0", "0", {{0, 0}, {1, 0}}},
      {"T18 t=1/2", {{"0", "2"}, {"1/2", "1"}}, V({"0", "1/2"}), V({"1/2", "2"}), "1/2", "1/2", {{1, 0}}},
      {"T18 t=1", {{"0", "2"}, {"1", "1"}}, V({"0", "1"}), V({"1", "2"}), "1", "1", {{1, 0}}},
      {"T18 t=3", {{"0", "2"}, {"3", "1"}}, V({"0", "1"}), V({"3", "2"}), "1", "2", {}},
      {"T16", {{"1", "-1"}, {"-1", "1"}}, V({"-1", "-1"}), V({"1", "1"}), "-1", "1", {}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto s = analyzeSaddlePoints(MatrixGame::fromText(c.a));
    EXPECT_EQ(s.rowMinima, c.rowMinima);
    EXPECT_EQ(s.colMaxima, c.colMaxima);
    EXPECT_EQ(s.lowerValue, R(c.lower));
    EXPECT_EQ(s.upperValue, R(c.upper));
    EXPECT_EQ(s.saddlePoints, c.saddles);
    EXPECT_EQ(s.saddlePoints.empty(), s.lowerValue != s.upperValue);
    // T19: every saddle point has the same value.
    for (const auto& [i, j] : s.saddlePoints) EXPECT_EQ(MatrixGame::fromText(c.a).at(i, j), s.lowerValue);
  }
}

TEST(MatrixSaddle, MaximinRowsAndMinimaxColumns) {
  const auto s = analyzeSaddlePoints(MatrixGame::fromText({{"3", "1", "1", "0"}, {"0", "1", "2", "0"},
                                                           {"1", "0", "2", "1"}, {"3", "1", "2", "2"}}));
  EXPECT_EQ(s.maximinRows, (std::vector<std::size_t>{3}));
  EXPECT_EQ(s.minimaxCols, (std::vector<std::size_t>{1}));
}

struct TwoByTwoCase {
  const char* id;
  Rows a;
  bool saddle;
  const char* value;
  RationalVector p, q;
  // Formula numbers (always computed): den, p, q, v of (2.1)-(2.3).
  const char* den;
  const char* fp;
  const char* fq;
  const char* fv;
  bool formulaValid;
};

TEST(MatrixTwoByTwo, SaddleCheckFirstThenFormulas) {
  const std::vector<TwoByTwoCase> cases = {
      {"T1", {{"-2", "3"}, {"3", "-4"}}, false, "1/12", V({"7/12", "5/12"}), V({"7/12", "5/12"}), "-12", "7/12", "7/12", "1/12", true},
      {"T2", {{"-1", "2"}, {"2", "-4"}}, false, "0", V({"2/3", "1/3"}), V({"2/3", "1/3"}), "-9", "2/3", "2/3", "0", true},
      {"T3", {{"1", "-2"}, {"-7", "8"}}, false, "-1/3", V({"5/6", "1/6"}), V({"5/9", "4/9"}), "18", "5/6", "5/9", "-1/3", true},
      {"T4", {{"100", "-50"}, {"0", "100"}}, false, "40", V({"2/5", "3/5"}), V({"3/5", "2/5"}), "250", "2/5", "3/5", "40", true},
      {"T5", {{"-13", "52"}, {"52", "-68"}}, false, "364/37", V({"24/37", "13/37"}), V({"24/37", "13/37"}), "-185", "24/37", "24/37", "364/37", true},
      // T9: the formula trap: p = 1/11, q = 12/11 would be nonsense; the saddle (2,1) is used.
      {"T9", {{"0", "-10"}, {"1", "2"}}, true, "1", V({"0", "1"}), V({"1", "0"}), "11", "1/11", "12/11", "10/11", false},
      {"T16", {{"1", "-1"}, {"-1", "1"}}, false, "0", V({"1/2", "1/2"}), V({"1/2", "1/2"}), "4", "1/2", "1/2", "0", true},
      // T17 (erratum): v = −4/3, not 2/3.
      {"T17", {{"-1", "-3"}, {"-2", "2"}}, false, "-4/3", V({"2/3", "1/3"}), V({"5/6", "1/6"}), "6", "2/3", "5/6", "-4/3", true},
      {"T18 t=3", {{"0", "2"}, {"3", "1"}}, false, "3/2", V({"1/2", "1/2"}), V({"1/4", "3/4"}), "-4", "1/2", "1/4", "3/2", true},
      {"T67", {{"1/2", "0"}, {"0", "1/3"}}, false, "1/5", V({"2/5", "3/5"}), V({"2/5", "3/5"}), "5/6", "2/5", "2/5", "1/5", true},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto r = solveTwoByTwo(MatrixGame::fromText(c.a));
    ASSERT_TRUE(r.hasValue());
    EXPECT_EQ(r->method == TwoByTwoSolution::Method::SaddlePoint, c.saddle);
    EXPECT_EQ(r->value, R(c.value));
    EXPECT_EQ(r->rowStrategy, c.p);
    EXPECT_EQ(r->colStrategy, c.q);
    ASSERT_TRUE(r->formula.defined);
    EXPECT_EQ(r->formula.denominator, R(c.den));
    EXPECT_EQ(r->formula.p, R(c.fp));
    EXPECT_EQ(r->formula.q, R(c.fq));
    EXPECT_EQ(r->formula.v, R(c.fv));
    EXPECT_EQ(r->formula.probabilitiesValid, c.formulaValid);
  }
}

TEST(MatrixTwoByTwo, CyclicLetteringAndSubstitutedNumbers) {
  // T1 as worked in the digest: p = (−4−3)/(−2−3−4−3) = 7/12, v = (8−9)/(−12) = 1/12.
  const auto r = solveTwoByTwo(MatrixGame::fromText({{"-2", "3"}, {"3", "-4"}}));
  ASSERT_TRUE(r.hasValue());
  const auto& f = r->formula;
  EXPECT_EQ(f.a, -2);
  EXPECT_EQ(f.b, 3);
  EXPECT_EQ(f.c, -4);  // bottom right
  EXPECT_EQ(f.d, 3);   // bottom left
  EXPECT_EQ(f.pNumerator, -7);
  EXPECT_EQ(f.qNumerator, -7);
  EXPECT_EQ(f.ac, 8);
  EXPECT_EQ(f.bd, 9);
  EXPECT_EQ(f.vNumerator, -1);
  EXPECT_EQ(f.aMinusB, -5);
  EXPECT_EQ(f.cMinusD, -7);
  // T17: ac − bd = 2 − 6 = ... the source's slip used bd = −6.
  const auto t17 = solveTwoByTwo(MatrixGame::fromText({{"-1", "-3"}, {"-2", "2"}}));
  EXPECT_EQ(t17->formula.bd, 6);
  EXPECT_EQ(t17->formula.vNumerator, -8);
}

TEST(MatrixTwoByTwo, RejectsOtherShapes) {
  const auto r = solveTwoByTwo(MatrixGame::fromText({{"1", "2", "3"}, {"4", "5", "6"}}));
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(r.error().problem, Problem::NotTwoByTwo);
  EXPECT_EQ(r.error().args.back(), "2 × 3");
}

TEST(MatrixTwoByTwo, SaddleWithZeroDenominatorIsStillSolved) {
  // Constant row: den = 0, saddle exists.
  const auto r = solveTwoByTwo(MatrixGame::fromText({{"1", "1"}, {"1", "1"}}));
  ASSERT_TRUE(r.hasValue());
  EXPECT_FALSE(r->formula.defined);
  EXPECT_EQ(r->method, TwoByTwoSolution::Method::SaddlePoint);
  EXPECT_EQ(r->value, 1);
}

}  // namespace
