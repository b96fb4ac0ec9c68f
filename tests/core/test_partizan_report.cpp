// The game report and comparison (gamereport.h): spec C3 comparisons, C4 outcome classes with
// the four "who wins moving first" answers, C5 incentives (every row, as sets of canonical
// forms, largest first where comparable), winning moves, C6 tree sizes, limits.
#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace gamelab::partizan {
namespace {

GameId parse(GameStore& store, const std::string& text) {
  auto g = parseGameExpression(store, text);
  EXPECT_TRUE(g.hasValue()) << text;
  return g ? *g : GameStore::zero();
}

std::multiset<std::string> texts(GameStore& store, const std::vector<GameId>& games) {
  std::multiset<std::string> out;
  for (GameId g : games) out.insert(canonicalText(store, g));
  return out;
}

TEST(PartizanReport, C3Comparisons) {
  struct Row {
    const char* g;
    const char* h;
    const char* relation;
  } rows[] = {
      {"^", "0", ">"},       {"v", "0", "<"},        {"*", "0", "||"},      {"^", "*", "||"},
      {"^*", "0", "||"},     {"^^", "*", ">"},       {"^^*", "0", ">"},     {"^", "1/4", "<"},
      {"^", "1/64", "<"},    {"1/2", "0", ">"},      {"1", "1/2", ">"},     {"*2", "*", "||"},
      {"*2", "0", "||"},     {"^", "*2", ">"},       {"^", "*3", ">"},      {"+-1", "0", "||"},
      {"+-1", "1", "||"},    {"+-1", "-1", "||"},    {"+-1", "2", "<"},     {"+-1", "1/2", "||"},
      {"{1|0}", "0", "||"},  {"{1|0}", "1/2", "||"}, {"{1|0}", "1", "||"},  {"{1|0}", "3/2", "<"},
      {"{1|0}", "-1/4", ">"}, {"1*", "1", "||"},     {"{0|2}", "1", "="},
  };
  for (const auto& row : rows) {
    GameStore store;
    const GameId g = parse(store, row.g), h = parse(store, row.h);
    auto comparison = solveComparison(store, g, h);
    ASSERT_TRUE(comparison.hasValue()) << row.g;
    EXPECT_STREQ(relationText(comparison->relation), row.relation) << row.g << " vs " << row.h;
    EXPECT_EQ(comparison->difference, store.subtract(g, h));
    // The justification: G − H's outcome matches the relation (spec §10.4).
    const Outcome expected = comparison->relation == Relation::Greater ? Outcome::L
                             : comparison->relation == Relation::Less  ? Outcome::R
                             : comparison->relation == Relation::Equal ? Outcome::P
                                                                       : Outcome::N;
    EXPECT_EQ(comparison->differenceOutcome, expected) << row.g << " vs " << row.h;
  }
}

TEST(PartizanReport, C4OutcomeClasses) {
  struct Row {
    const char* game;
    const char* outcome;
    const char* zero;
  } rows[] = {
      {"0", "P", "="},     {"*", "N", "||"},   {"1", "L", ">"},      {"-1", "R", "<"},     {"1/2", "L", ">"},
      {"^", "L", ">"},     {"v", "R", "<"},    {"^*", "N", "||"},    {"*2", "N", "||"},    {"+-1", "N", "||"},
      {"{1|0}", "N", "||"}, {"^^*", "L", ">"}, {"*+*", "P", "="},    {"^+*2", "L", ">"},   {"1*", "L", ">"},
  };
  for (const auto& row : rows) {
    GameStore store;
    auto report = solveGameReport(store, parse(store, row.game));
    ASSERT_TRUE(report.hasValue()) << row.game;
    EXPECT_STREQ(outcomeText(report->outcome), row.outcome) << row.game;
    EXPECT_STREQ(relationText(report->compareZero), row.zero) << row.game;
    const std::string o = row.outcome;
    EXPECT_EQ(report->leftWinsMovingFirst, o == "L" || o == "N") << row.game;
    EXPECT_EQ(report->rightWinsMovingFirst, o == "R" || o == "N") << row.game;
    // A player who wins moving first has a winning move, and only then.
    EXPECT_EQ(!report->leftWinningMoves.empty(), report->leftWinsMovingFirst) << row.game;
    EXPECT_EQ(!report->rightWinningMoves.empty(), report->rightWinsMovingFirst) << row.game;
  }
}

TEST(PartizanReport, C5Incentives) {
  struct Row {
    const char* game;
    std::multiset<std::string> left, right;
  } rows[] = {
      {"1", {"-1"}, {}},
      {"*", {"*"}, {"*"}},
      {"1/2", {"-1/2"}, {"-1/2"}},
      {"3/4", {"-1/4"}, {"-1/4"}},
      {"+-1", {"{2|0}"}, {"{2|0}"}},
      {"{1|0}", {"{1|0}"}, {"{1|0}"}},
      {"^", {"v"}, {"^*"}},
      {"^*", {"v", "v*"}, {"^*"}},
      {"*2", {"*2", "*3"}, {"*2", "*3"}},
      // The sum-rule form of ↑ + * has the incentives of its canonical form ↑*.
      {"^+*", {"v", "v*"}, {"^*"}},
  };
  for (const auto& row : rows) {
    GameStore store;
    auto report = solveGameReport(store, parse(store, row.game));
    ASSERT_TRUE(report.hasValue()) << row.game;
    EXPECT_EQ(texts(store, report->leftIncentives), row.left) << row.game;
    EXPECT_EQ(texts(store, report->rightIncentives), row.right) << row.game;
  }
  // Numbers' incentives are all negative.
  for (const char* number : {"1/2", "3/4", "2", "-3/2"}) {
    GameStore store;
    auto report = solveGameReport(store, parse(store, number));
    ASSERT_TRUE(report.hasValue());
    for (GameId g : report->leftIncentives) EXPECT_EQ(store.compare(g, GameStore::zero()), Relation::Less) << number;
    for (GameId g : report->rightIncentives) EXPECT_EQ(store.compare(g, GameStore::zero()), Relation::Less) << number;
  }
}

TEST(PartizanReport, IncentivesLargestFirstWhereComparable) {
  GameStore store;
  // {2,{3|1}|-5}: canonical left options 2 and {3|1} (incomparable: {3|1} − 2 = ±1), but their
  // incentives are G^L − G; check the order property on every pair.
  for (const char* text : {"{2,{3|1}|-5}", "{0,*|0,*}", "{1,{2|*}|{0|-1}}", "{^,*2|v}"}) {
    auto report = solveGameReport(store, parse(store, text));
    ASSERT_TRUE(report.hasValue()) << text;
    for (const auto* list : {&report->leftIncentives, &report->rightIncentives})
      for (std::size_t i = 0; i < list->size(); ++i)
        for (std::size_t j = i + 1; j < list->size(); ++j)
          EXPECT_NE(store.compare((*list)[i], (*list)[j]), Relation::Less) << text;
  }
}

TEST(PartizanReport, ReportOfASwitchAndTreeSizes) {
  GameStore store;
  auto report = solveGameReport(store, parse(store, "{1|-1}"));
  ASSERT_TRUE(report.hasValue());
  EXPECT_EQ(report->canonicalText, "{1|-1}");
  EXPECT_EQ(report->name, std::optional<std::string>("+-1"));
  EXPECT_FALSE(report->number.has_value());
  EXPECT_EQ(report->birthday, 2);
  EXPECT_EQ(report->leftStop, 1);
  EXPECT_EQ(report->rightStop, -1);
  EXPECT_EQ(report->mean, 0);
  EXPECT_EQ(report->temperature, 1);
  EXPECT_EQ(report->leftWinningMoves, std::vector<GameId>{store.number(1)});
  EXPECT_EQ(report->rightWinningMoves, std::vector<GameId>{store.number(-1)});

  auto sum = solveGameReport(store, parse(store, "^+^"));  // spec C6
  ASSERT_TRUE(sum.hasValue());
  EXPECT_EQ(sum->formTreeSize, 27u);
  EXPECT_EQ(sum->canonicalTreeSize, 8u);
  EXPECT_EQ(sum->name, std::optional<std::string>("^^"));

  auto half = solveGameReport(store, parse(store, "{0|1}"));
  ASSERT_TRUE(half.hasValue());
  EXPECT_EQ(half->number, std::optional<Rational>(Rational(1, 2)));
  EXPECT_EQ(half->temperature, Rational(-1, 2));
}

TEST(PartizanReport, StopsAtTheNodeBudget) {
  GameStore store(GameStore::Limits{2000});
  std::string sum = "+-1";
  for (int k = 2; k <= 30; ++k) sum += "+ +-" + std::to_string(k) + "+^";
  auto g = parseGameExpression(store, sum);
  if (g) {
    auto report = solveGameReport(store, *g);
    ASSERT_FALSE(report.hasValue());
    EXPECT_EQ(report.error().problem, Problem::TooManyPositions);
  } else {
    EXPECT_EQ(g.error().problem, Problem::TooManyPositions);
  }
  CancelToken cancel;
  cancel.cancel();
  GameStore other;
  auto cancelled = solveGameReport(other, parse(other, "{^,*2|v} + {1|0} + *5 + ^^^"), Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab::partizan
