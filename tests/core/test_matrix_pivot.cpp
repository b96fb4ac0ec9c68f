// Williams' pivot method (digest §2.4.5): T60 and T61 tableaux cell by cell, validation of
// interactive choices, the read-out, and the method on every small case of the digest.
#include "core/matrix/pivotmethod.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Label = PivotLabel;
using Labels = std::vector<PivotLabel>;

Rational R(const char* s) { return *parseRational(s); }
RationalVector V(std::initializer_list<const char*> xs) {
  RationalVector v;
  for (const char* x : xs) v.push_back(R(x));
  return v;
}
std::vector<RationalVector> T(const Rows& rows) {
  std::vector<RationalVector> m;
  for (const auto& r : rows) {
    RationalVector v;
    for (const auto& x : r) v.push_back(*parseRational(x));
    m.push_back(v);
  }
  return m;
}
Label x(std::size_t i) { return {Label::Player::X, i - 1}; }
Label y(std::size_t j) { return {Label::Player::Y, j - 1}; }

/// The infallible test, computed here so the pivot tests do not depend on the LP solver.
bool optimalPair(const MatrixGame& g, const RationalVector& p, const RationalVector& q, const Rational& v) {
  Rational sp = 0, sq = 0;
  for (const auto& t : p) { if (t < 0) return false; sp += t; }
  for (const auto& t : q) { if (t < 0) return false; sq += t; }
  if (sp != 1 || sq != 1) return false;
  std::optional<Rational> lo, hi;
  for (std::size_t j = 0; j < g.cols; ++j) {
    Rational s = 0;
    for (std::size_t i = 0; i < g.rows; ++i) s += p[i] * g.at(i, j);
    if (!lo || s < *lo) lo = s;
  }
  for (std::size_t i = 0; i < g.rows; ++i) {
    Rational s = 0;
    for (std::size_t j = 0; j < g.cols; ++j) s += g.at(i, j) * q[j];
    if (!hi || s > *hi) hi = s;
  }
  return *lo == v && *hi == v;
}

TEST(MatrixPivot, WorkedExampleT60ExactTableaux) {
  const auto game = MatrixGame::fromText({{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}});
  PivotOptions options;
  options.constant = Rational(2);
  const auto trace = solveByPivoting(game, options);
  ASSERT_TRUE(trace.hasValue());
  ASSERT_EQ(trace->tableaux.size(), 3u);
  ASSERT_EQ(trace->steps.size(), 2u);

  EXPECT_EQ(trace->tableaux[0].cells, T({{"4", "1", "8", "1"}, {"2", "3", "1", "1"}, {"0", "4", "3", "1"}, {"-1", "-1", "-1", "0"}}));
  EXPECT_EQ(trace->tableaux[0].left, (Labels{x(1), x(2), x(3)}));
  EXPECT_EQ(trace->tableaux[0].top, (Labels{y(1), y(2), y(3)}));

  const auto& s1 = trace->steps[0];
  EXPECT_EQ(s1.eligibleColumns, (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_EQ(s1.column, 0u);
  ASSERT_EQ(s1.ratios.size(), 3u);
  EXPECT_EQ(s1.ratios[0], R("1/4"));
  EXPECT_EQ(s1.ratios[1], R("1/2"));
  EXPECT_FALSE(s1.ratios[2].has_value());  // entry 0: no ratio
  EXPECT_EQ(s1.row, 0u);
  EXPECT_EQ(s1.pivot, 4);
  EXPECT_EQ(s1.enteringLeft, y(1));
  EXPECT_EQ(s1.enteringTop, x(1));
  // The source prints −1/4 for the bottom entry under x1; it is +1/4 (erratum).
  EXPECT_EQ(trace->tableaux[1].cells,
            T({{"1/4", "1/4", "2", "1/4"}, {"-1/2", "5/2", "-3", "1/2"}, {"0", "4", "3", "1"}, {"1/4", "-3/4", "1", "1/4"}}));
  EXPECT_EQ(trace->tableaux[1].left, (Labels{y(1), x(2), x(3)}));
  EXPECT_EQ(trace->tableaux[1].top, (Labels{x(1), y(2), y(3)}));

  const auto& s2 = trace->steps[1];
  EXPECT_EQ(s2.eligibleColumns, (std::vector<std::size_t>{1}));
  EXPECT_EQ(s2.column, 1u);
  EXPECT_EQ(s2.ratios[0], R("1"));
  EXPECT_EQ(s2.ratios[1], R("1/5"));
  EXPECT_EQ(s2.ratios[2], R("1/4"));
  EXPECT_EQ(s2.row, 1u);
  EXPECT_EQ(s2.pivot, R("5/2"));
  // The source prints −1 in the final y1 row; it is −1/10 (erratum).
  EXPECT_EQ(trace->tableaux[2].cells, T({{"3/10", "-1/10", "23/10", "1/5"},
                                         {"-1/5", "2/5", "-6/5", "1/5"},
                                         {"4/5", "-8/5", "39/5", "1/5"},
                                         {"1/10", "3/10", "1/10", "2/5"}}));
  EXPECT_EQ(trace->tableaux[2].left, (Labels{y(1), y(2), x(3)}));
  EXPECT_EQ(trace->tableaux[2].top, (Labels{x(1), x(2), y(3)}));

  EXPECT_EQ(trace->status, PivotStatus::Finished);
  EXPECT_EQ(trace->constant, 2);
  EXPECT_EQ(trace->corner, R("2/5"));
  EXPECT_EQ(trace->shiftedValue, R("5/2"));
  EXPECT_EQ(trace->value, R("1/2"));
  EXPECT_EQ(trace->rowStrategy, V({"1/4", "3/4", "0"}));
  EXPECT_EQ(trace->colStrategy, V({"1/2", "1/2", "0"}));
  EXPECT_EQ(trace->bottomSumUnderX, R("2/5"));
  EXPECT_EQ(trace->rightSumBesideY, R("2/5"));
  EXPECT_TRUE(trace->cornerCheckPasses);
}

TEST(MatrixPivot, ForcedFirstColumnT61) {
  const auto game = MatrixGame::fromText({{"0", "1", "2"}, {"2", "-1", "-2"}, {"3", "-3", "0"}});
  PivotOptions options;
  options.constant = Rational(1);
  auto trace = startPivotMethod(game, options);
  ASSERT_TRUE(trace.hasValue());
  EXPECT_EQ(trace->current().cells, T({{"1", "2", "3", "1"}, {"3", "0", "-1", "1"}, {"4", "-2", "1", "1"}, {"-1", "-1", "-1", "0"}}));
  EXPECT_EQ(automaticPivotColumn(*trace), 0u);  // the automatic rule would take y1; the exercise demands y2

  auto s1 = pivotOnColumn(*trace, 1);
  ASSERT_TRUE(s1.hasValue());
  EXPECT_EQ(s1->row, 0u);
  EXPECT_EQ(s1->pivot, 2);
  EXPECT_TRUE(s1->chosenByUser);
  EXPECT_EQ(trace->current().cells,
            T({{"1/2", "1/2", "3/2", "1/2"}, {"3", "0", "-1", "1"}, {"5", "1", "4", "2"}, {"-1/2", "1/2", "1/2", "1/2"}}));
  EXPECT_EQ(trace->current().left, (Labels{y(2), x(2), x(3)}));
  EXPECT_EQ(trace->current().top, (Labels{y(1), x(1), y(3)}));
  EXPECT_EQ(trace->status, PivotStatus::InProgress);

  // The only eligible column is y1 now; choosing x1 (bottom +1/2) is refused.
  const auto refused = pivotOnColumn(*trace, 1);
  ASSERT_FALSE(refused.hasValue());
  EXPECT_EQ(refused.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(refused.error().problem, Problem::PivotColumnNotEligible);
  EXPECT_EQ(refused.error().args, (std::vector<std::string>{"2"}));

  auto s2 = pivotOnColumn(*trace, 0);
  ASSERT_TRUE(s2.hasValue());
  EXPECT_EQ(s2->ratios[0], R("1"));
  EXPECT_EQ(s2->ratios[1], R("1/3"));
  EXPECT_EQ(s2->ratios[2], R("2/5"));
  EXPECT_EQ(s2->minimumRatioRows, (std::vector<std::size_t>{1}));
  EXPECT_EQ(s2->row, 1u);
  EXPECT_EQ(s2->pivot, 3);
  EXPECT_EQ(trace->current().cells, T({{"-1/6", "1/2", "5/3", "1/3"},
                                        {"1/3", "0", "-1/3", "1/3"},
                                        {"-5/3", "1", "17/3", "1/3"},
                                        {"1/6", "1/2", "1/3", "2/3"}}));
  EXPECT_EQ(trace->current().left, (Labels{y(2), y(1), x(3)}));
  EXPECT_EQ(trace->current().top, (Labels{x(2), x(1), y(3)}));
  EXPECT_EQ(trace->status, PivotStatus::Finished);
  EXPECT_EQ(trace->shiftedValue, R("3/2"));
  EXPECT_EQ(trace->value, R("1/2"));
  EXPECT_EQ(trace->rowStrategy, V({"3/4", "1/4", "0"}));
  EXPECT_EQ(trace->colStrategy, V({"1/2", "1/2", "0"}));
  EXPECT_TRUE(trace->cornerCheckPasses);
  EXPECT_EQ(pivotOnColumn(*trace, 0).error().problem, Problem::PivotFinished);
}

TEST(MatrixPivot, CellChoiceIsValidated) {
  const auto game = MatrixGame::fromText({{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}});
  PivotOptions options;
  options.constant = Rational(2);
  auto trace = startPivotMethod(game, options);
  ASSERT_TRUE(trace.hasValue());
  EXPECT_EQ(pivotAt(*trace, 1, 0).error().problem, Problem::PivotRowNotMinimumRatio);
  EXPECT_EQ(pivotAt(*trace, 1, 0).error().args, (std::vector<std::string>{"2", "1"}));
  EXPECT_EQ(pivotAt(*trace, 2, 0).error().problem, Problem::PivotRowNotPositive);
  EXPECT_EQ(pivotAt(*trace, 2, 0).error().args, (std::vector<std::string>{"3", "1"}));
  EXPECT_EQ(pivotAt(*trace, 3, 0).error().problem, Problem::IndexOutOfRange);
  EXPECT_EQ(pivotAt(*trace, 3, 0).error().args, (std::vector<std::string>{"row", "3", "3"}));
  EXPECT_EQ(pivotAt(*trace, 0, 3).error().args, (std::vector<std::string>{"column", "3", "3"}));
  EXPECT_EQ(trace->tableaux.size(), 1u);  // refused choices change nothing
  ASSERT_TRUE(pivotAt(*trace, 0, 0).hasValue());
  EXPECT_EQ(pivotAt(*trace, 0, 0).error().problem, Problem::PivotColumnNotEligible);
  EXPECT_EQ(pivotAt(*trace, 0, 0).error().args, (std::vector<std::string>{"1"}));
  // Finish automatically from here: same result as T60.
  const auto done = runPivotMethod(*trace);
  ASSERT_TRUE(done.hasValue());
  EXPECT_EQ(done->value, R("1/2"));
  EXPECT_EQ(done->steps.size(), 2u);
  EXPECT_TRUE(done->steps[0].chosenByUser);
  EXPECT_FALSE(done->steps[1].chosenByUser);
}

TEST(MatrixPivot, ConstantTooSmallIsUnbounded) {
  // Value −1 with no constant added: the eligible column has no positive entry.
  PivotOptions options;
  options.constant = Rational(0);
  const auto trace = solveByPivoting(MatrixGame::fromText({{"-1", "-2"}, {"-3", "-1"}}), options);
  ASSERT_TRUE(trace.hasValue());
  EXPECT_EQ(trace->status, PivotStatus::Unbounded);
  EXPECT_EQ(trace->unboundedColumn, 0u);
}

TEST(MatrixPivot, DefaultConstantAndSizeLimit) {
  const auto t = startPivotMethod(MatrixGame::fromText({{"0", "1", "-2"}, {"1", "-2", "3"}, {"-2", "3", "-4"}}));
  ASSERT_TRUE(t.hasValue());
  EXPECT_EQ(t->constant, 5);  // 1 − min
  EXPECT_EQ(startPivotMethod(MatrixGame::fromText({{"1", "2"}})).value().constant, 0);
  const auto big = startPivotMethod(MatrixGame(13, 2));
  ASSERT_FALSE(big.hasValue());
  EXPECT_EQ(big.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(big.error().problem, Problem::PivotTooLarge);
  EXPECT_EQ(big.error().args, (std::vector<std::string>{"13 × 2", "12 × 12"}));
  EXPECT_EQ(startPivotMethod(MatrixGame()).error().code, ErrorCode::EmptyGame);
}

TEST(MatrixPivot, CancelledBetweenPivots) {
  CancelToken token;
  token.cancel();
  const auto r = solveByPivoting(MatrixGame::fromText({{"2", "-1"}, {"-1", "1"}}), {}, Progress::none(), token);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::Cancelled);
}

TEST(MatrixPivot, RandomGamesSolveExactly) {
  std::mt19937 rng(20240611);
  std::uniform_int_distribution<int> entry(-5, 5), size(1, 6);
  for (int round = 0; round < 300; ++round) {
    MatrixGame g(size(rng), size(rng));
    for (auto& a : g.payoffs) a = entry(rng);
    const auto t = solveByPivoting(g);
    ASSERT_TRUE(t.hasValue());
    ASSERT_EQ(t->status, PivotStatus::Finished);
    EXPECT_TRUE(optimalPair(g, t->rowStrategy, t->colStrategy, t->value)) << "round " << round;
    EXPECT_TRUE(t->cornerCheckPasses);
    // Remark (1): the right border stays nonnegative; remark (3): the corner never decreases.
    for (std::size_t k = 0; k < t->tableaux.size(); ++k) {
      const auto& tab = t->tableaux[k];
      for (std::size_t i = 0; i < g.rows; ++i) EXPECT_GE(tab.cells[i][g.cols], 0);
      if (k > 0) {
        EXPECT_GE(tab.corner(), t->tableaux[k - 1].corner());
      }
    }
  }
}

}  // namespace
