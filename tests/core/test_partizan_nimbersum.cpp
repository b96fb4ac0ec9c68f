// Sums of numbers and nimbers kept symbolic (nimbersum.h, issue 28): *n for any n, read from
// expressions, added by xor, compared, and reported in closed form; the closed forms agree
// with the explicit game report wherever the explicit form can be built.
#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"
#include "core/partizan/nimbersum.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab::partizan {
namespace {

const std::string kHuge = "1152921504606846976";  // 2^60

NimberSum symbolic(const std::string& text) {
  GameStore store;
  auto value = parseGameOrNimberSum(store, text);
  EXPECT_TRUE(value.hasValue()) << text << ": " << (value ? "" : value.error().args.empty() ? "" : value.error().args[0]);
  if (!value || !std::holds_alternative<NimberSum>(*value)) {
    ADD_FAILURE() << text << " is not symbolic";
    return {};
  }
  return std::get<NimberSum>(*value);
}

NimberSum sum(const char* number, const std::string& nimber) { return {Rational(number), mpz_class(nimber)}; }

TEST(PartizanNimberSum, ReadsSumsOfHugeNimbers) {
  const mpz_class n(kHuge);
  EXPECT_EQ(symbolic("*" + kHuge), (NimberSum{0, n}));
  EXPECT_EQ(symbolic("*" + kHuge + " + 1/2 - *3"), (NimberSum{Rational(1, 2), n ^ 3}));
  EXPECT_EQ(symbolic("-(1*" + kHuge + ")"), (NimberSum{-1, n}));
  EXPECT_EQ(symbolic("3/4+*" + kHuge), (NimberSum{Rational(3, 4), n}));
  EXPECT_EQ(symbolic("1 - (2 - (*" + kHuge + " + *5))"), (NimberSum{-1, n ^ 5}));  // 1 - (2 - x) = x - 1
  EXPECT_EQ(symbolic("--*" + kHuge + "-(-1/4)"), (NimberSum{Rational(1, 4), n}));
  EXPECT_EQ(symbolic("*" + kHuge + "+*" + kHuge + "0"), (NimberSum{0, n ^ (n * 10)}));
  // A nimber of 10^30: far beyond 64 bits.
  EXPECT_EQ(symbolic("*1000000000000000000000000000000"), (NimberSum{0, mpz_class("1000000000000000000000000000000")}));
}

TEST(PartizanNimberSum, HugeNimbersThatCancelAreBuilt) {
  GameStore store;
  auto value = parseGameOrNimberSum(store, "*" + kHuge + " + 1 + *" + kHuge + " + *3");
  ASSERT_TRUE(value.hasValue());
  ASSERT_TRUE(std::holds_alternative<GameId>(*value));
  EXPECT_EQ(store.canonical(std::get<GameId>(*value)), store.add(store.number(1), store.nimber(3)));
}

TEST(PartizanNimberSum, OtherTextsAreRefusedInWords) {
  struct Row {
    std::string text;
    Problem problem;
    int column;
  } rows[] = {
      {"{*" + kHuge + "|0}", Problem::CgtNimberTooLarge, 3},  // needs its explicit options
      {"^+*" + kHuge, Problem::CgtNimberTooLarge, 4},
      {"+-*" + kHuge, Problem::CgtNimberTooLarge, 4},
      {"^*" + kHuge, Problem::CgtNimberTooLarge, 3},
      {"*" + kHuge + " +", Problem::CgtUnexpected, 23},  // a syntax error comes first
      {"(*" + kHuge, Problem::CgtUnexpected, 22},
      {"*" + kHuge + " 1", Problem::CgtUnexpected, 22},
  };
  for (const auto& row : rows) {
    GameStore store;
    auto value = parseGameOrNimberSum(store, row.text);
    ASSERT_FALSE(value.hasValue()) << row.text;
    EXPECT_EQ(value.error().problem, row.problem) << row.text;
    EXPECT_EQ(value.error().where.column, row.column) << row.text;
    if (row.problem == Problem::CgtNimberTooLarge) {
      EXPECT_EQ(value.error().args.at(0), kHuge);
      EXPECT_EQ(value.error().args.at(1), "1000");
    }
  }
}

TEST(PartizanNimberSum, NamesReadBack) {
  for (const NimberSum& s : {sum("0", kHuge), sum("1/2", kHuge), sum("-3/8", kHuge), sum("-5", kHuge + "1"),
                             sum("7", "1001")}) {
    EXPECT_EQ(symbolic(nimberSumName(s)), s) << nimberSumName(s);
  }
  EXPECT_EQ(nimberSumName(sum("-1/2", kHuge)), "-1/2+*" + kHuge);
  EXPECT_EQ(nimberSumName(sum("0", "1")), "*");
  EXPECT_EQ(nimberSumName(sum("-1/2", "1")), "-1/2*");
  EXPECT_EQ(nimberSumName(sum("0", "0")), "0");
}

TEST(PartizanNimberSum, ReportOfAHugeNimber) {
  const auto r = reportNimberSum(sum("0", kHuge));
  EXPECT_EQ(r.name, "*" + kHuge);
  EXPECT_EQ(r.outcome, Outcome::N);
  EXPECT_EQ(r.compareZero, Relation::Fuzzy);
  EXPECT_EQ(r.birthday, mpz_class(kHuge));
  EXPECT_EQ(r.optionsPerSide, mpz_class(kHuge));
  ASSERT_EQ(r.incentives.size(), kNimberSumListed);
  EXPECT_EQ(r.incentives[0], "*" + kHuge);                                // *0 − *n
  EXPECT_EQ(r.incentives[3], "*" + mpz_class(mpz_class(kHuge) + 3).get_str());    // *3 − *n = *(n xor 3)
  EXPECT_EQ(r.leftWinningMoves, std::vector<std::string>{"0"});
  EXPECT_EQ(r.rightWinningMoves, std::vector<std::string>{"0"});
  EXPECT_TRUE(r.leftWinsMovingFirst && r.rightWinsMovingFirst);
  const auto positive = reportNimberSum(sum("1/2", kHuge));
  EXPECT_EQ(positive.outcome, Outcome::L);
  EXPECT_EQ(positive.birthday, mpz_class(kHuge) + 2);  // 1/2 is born on day 2
  EXPECT_EQ(positive.leftWinningMoveCount, mpz_class(kHuge));
  EXPECT_EQ(positive.leftWinningMoves.size(), kNimberSumListed);
  EXPECT_EQ(positive.leftWinningMoves[2], "1/2+*2");
  EXPECT_TRUE(positive.rightWinningMoves.empty());
  EXPECT_FALSE(positive.rightWinsMovingFirst);
}

// The closed forms against the explicit report, for every x + *n with small n.
TEST(PartizanNimberSum, ClosedFormsAgreeWithTheExplicitReport) {
  GameStore store;
  std::mt19937 random(28);
  const char* numbers[] = {"0", "1", "-1", "1/2", "-3/4", "5/2", "-7/8", "3", "13/16"};
  for (const char* x : numbers) {
    for (unsigned n = 1; n <= 9; ++n) {
      const NimberSum s{Rational(x), n};
      const GameId g = buildNimberSum(store, s);
      auto explicitReport = solveGameReport(store, g);
      ASSERT_TRUE(explicitReport.hasValue());
      const auto r = reportNimberSum(s);
      const std::string what = nimberSumName(s);
      EXPECT_EQ(r.name, *gameName(store, g)) << what;
      EXPECT_EQ(r.outcome, explicitReport->outcome) << what;
      EXPECT_EQ(r.compareZero, explicitReport->compareZero) << what;
      EXPECT_EQ(r.birthday, explicitReport->birthday) << what;
      EXPECT_EQ(r.stop, explicitReport->leftStop) << what;
      EXPECT_EQ(r.stop, explicitReport->rightStop) << what;
      EXPECT_EQ(r.stop, explicitReport->mean) << what;
      EXPECT_EQ(r.temperature, explicitReport->temperature) << what;
      EXPECT_EQ(r.leftWinsMovingFirst, explicitReport->leftWinsMovingFirst) << what;
      EXPECT_EQ(r.rightWinsMovingFirst, explicitReport->rightWinsMovingFirst) << what;
      std::multiset<std::string> left, right, leftMoves, rightMoves;
      for (GameId i : explicitReport->leftIncentives) left.insert(*gameName(store, i));
      for (GameId i : explicitReport->rightIncentives) right.insert(*gameName(store, i));
      for (GameId m : explicitReport->leftWinningMoves) leftMoves.insert(*gameName(store, m));
      for (GameId m : explicitReport->rightWinningMoves) rightMoves.insert(*gameName(store, m));
      const std::multiset<std::string> incentives(r.incentives.begin(), r.incentives.end());
      EXPECT_EQ(incentives, left) << what;
      EXPECT_EQ(incentives, right) << what;
      EXPECT_EQ(std::multiset<std::string>(r.leftWinningMoves.begin(), r.leftWinningMoves.end()), leftMoves) << what;
      EXPECT_EQ(std::multiset<std::string>(r.rightWinningMoves.begin(), r.rightWinningMoves.end()), rightMoves) << what;
      EXPECT_EQ(r.leftWinningMoveCount, explicitReport->leftWinningMoves.size()) << what;
      EXPECT_EQ(r.rightWinningMoveCount, explicitReport->rightWinningMoves.size()) << what;
      // Comparison with another sum, against the store's.
      const NimberSum t{Rational(numbers[random() % std::size(numbers)]), static_cast<unsigned>(random() % 10)};
      EXPECT_EQ(compareNimberSums(s, t), store.compare(g, buildNimberSum(store, t))) << what << " vs " << nimberSumName(t);
      EXPECT_EQ(asNimberSum(store, g), std::optional<NimberSum>(s)) << what;
    }
  }
}

TEST(PartizanNimberSum, ComparisonWithAHugeNimber) {
  GameStore store;
  const NimberSum huge = sum("0", kHuge);
  auto fuzzy = solveNimberSumComparison(store, huge, *parseGameExpression(store, "*3"));
  ASSERT_TRUE(fuzzy.hasValue());
  EXPECT_EQ(fuzzy->relation, Relation::Fuzzy);
  EXPECT_EQ(fuzzy->difference, "*" + mpz_class(mpz_class(kHuge) + 3).get_str());
  EXPECT_EQ(fuzzy->differenceOutcome, Outcome::N);
  auto less = solveNimberSumComparison(store, huge, *parseGameExpression(store, "1/2*"));
  ASSERT_TRUE(less.hasValue());
  EXPECT_EQ(less->relation, Relation::Less);
  auto equal = solveNimberSumComparison(store, huge, huge);
  ASSERT_TRUE(equal.hasValue());
  EXPECT_EQ(equal->relation, Relation::Equal);
  EXPECT_EQ(equal->difference, "0");
  EXPECT_EQ(equal->differenceOutcome, Outcome::P);
  auto small = solveNimberSumComparison(store, sum("1", kHuge), sum("0", kHuge + "1"));  // 1 + *(2^60 xor ...)
  ASSERT_TRUE(small.hasValue());
  EXPECT_EQ(small->relation, Relation::Greater);
  auto up = solveNimberSumComparison(store, huge, *parseGameExpression(store, "^"));
  ASSERT_FALSE(up.hasValue());
  EXPECT_EQ(up.error().problem, Problem::CgtNimberTooLarge);
  EXPECT_EQ(up.error().args.at(0), kHuge);
}

}  // namespace
}  // namespace gamelab::partizan
