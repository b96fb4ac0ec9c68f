// The partizan solvers behind the contract (issue 29): cgtquery.h (the CLI's cgt), sumanalysis.h
// (the GUI's pages and the editor's values) and sumplay.h (Play) take a session or a text and
// return texts; no store, no exception and no cancel wiring reaches the caller.
#include "core/common/problem.h"
#include "core/partizan/cgtquery.h"
#include "core/partizan/sumanalysis.h"
#include "core/partizan/sumplay.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab::partizan {
namespace {

PartizanSession sessionOf(std::vector<Position> positions, std::string compare = {}) {
  PartizanSession session;
  for (auto& p : positions) session.components.push_back({std::move(p), {}});
  session.compare = std::move(compare);
  return session;
}

Position expression(const char* text) { return {Ruleset::Expression, text}; }

TEST(PartizanQueries, CgtExpressionReportIsText) {
  auto report = solveCgtExpression("^+*2");
  ASSERT_TRUE(report.hasValue());
  EXPECT_EQ(report->canonical, "{0|*3}");
  EXPECT_EQ(report->name, std::optional<std::string>("^+*2"));
  EXPECT_EQ(report->outcome, Outcome::L);
  EXPECT_FALSE(report->optionsPerSide);
  auto symbolic = solveCgtExpression("*1152921504606846976");
  ASSERT_TRUE(symbolic.hasValue());
  EXPECT_EQ(symbolic->optionsPerSide, std::optional<mpz_class>(mpz_class("1152921504606846976")));
}

TEST(PartizanQueries, CgtStepBudgetIsNamed) {
  // ±1 + … + ±14 needs far more than 1000 steps; the step budget, not the nodes, runs out.
  std::string sum;
  for (int k = 1; k <= 14; ++k) sum += (k > 1 ? "+" : "") + std::string("+-") + std::to_string(k);
  auto report = solveCgtExpression(sum, CgtBudget{1000});
  ASSERT_FALSE(report.hasValue());
  EXPECT_EQ(report.error().problem, Problem::TooManyPositions);
  ASSERT_EQ(report.error().args.size(), 2u);
  EXPECT_EQ(report.error().args[1], "1000");
}

TEST(PartizanQueries, CgtComparisonPlacesErrorsInTheirOperand) {
  auto comparison = solveCgtComparison("^", "*");
  ASSERT_TRUE(comparison.hasValue());
  EXPECT_EQ(comparison->relation, Relation::Fuzzy);
  EXPECT_EQ(comparison->difference, "^*");
  auto badH = solveCgtComparison("1", "{");
  ASSERT_FALSE(badH.hasValue());
  EXPECT_EQ(badH.error().where.file, "H");
  EXPECT_EQ(badH.error().where.column, 2);
  auto badG = solveCgtComparison("}", "1");
  ASSERT_FALSE(badG.hasValue());
  EXPECT_EQ(badG.error().where.file, "G");
}

TEST(PartizanQueries, CgtCancelledBeforeItStarts) {
  CancelToken cancel;
  cancel.cancel();
  auto report = solveCgtPosition({Ruleset::Domineering, "..../..../...."}, {}, Progress::none(), cancel);
  ASSERT_FALSE(report.hasValue());
  EXPECT_EQ(report.error().code, ErrorCode::Cancelled);
}

TEST(PartizanQueries, SumAnalysisOfUpPlusUp) {
  SharedStore shared;
  auto analysis = solveSumAnalysis(sessionOf({expression("^"), expression("^")}, "*"), shared);
  ASSERT_TRUE(analysis.hasValue());
  EXPECT_EQ(analysis->name, std::optional<std::string>("^^"));
  EXPECT_EQ(analysis->before.treeSize, 27u);  // spec C6
  EXPECT_EQ(analysis->after.treeSize, 8u);
  ASSERT_TRUE(analysis->comparison);
  EXPECT_EQ(analysis->comparison->relation, Relation::Greater);
  EXPECT_EQ(analysis->componentValues, (std::vector<std::string>{"^", "^"}));
}

TEST(PartizanQueries, SumValuesCarryTheirErrors) {
  SharedStore shared;
  auto values = solveSumValues(sessionOf({expression("1/2"), expression("{*1152921504606846976|0}")}), shared);
  ASSERT_TRUE(values.hasValue());
  ASSERT_EQ(values->components.size(), 2u);
  EXPECT_EQ(values->components[0].text, "1/2");
  ASSERT_TRUE(values->components[1].error);
  EXPECT_EQ(values->components[1].error->problem, Problem::CgtNimberTooLarge);
  EXPECT_TRUE(values->sum.text.empty() && !values->sum.error);  // not computed
  auto symbolic = solveSumValues(sessionOf({expression("1/2"), expression("*1152921504606846976")}), shared);
  ASSERT_TRUE(symbolic.hasValue());
  EXPECT_EQ(symbolic->sum.text, "1/2+*1152921504606846976");
}

TEST(PartizanQueries, PlayHintsMarkTheWinningMoves) {
  SharedStore shared;
  PlayState state{{expression("*"), expression("*2")}, Side::Left};
  const auto moves = playMoves(state, Side::Left);
  EXPECT_EQ(moves.size(), 3u);  // * → 0; *2 → 0, *
  auto hints = solvePlayHints(state, shared);
  ASSERT_TRUE(hints.hasValue());
  ASSERT_TRUE(hints->analysed);
  EXPECT_EQ(hints->total, "*3");
  // * + *2 = *3: the only winning move takes *2 to *, leaving * + * = 0.
  ASSERT_EQ(hints->winning.size(), 1u);
  EXPECT_EQ(hints->winning[0].first, 1);
  EXPECT_FALSE(unplayableComponent(state));
  EXPECT_TRUE(unplayableComponent(PlayState{{expression("*1152921504606846976")}, Side::Left}));
}

}  // namespace
}  // namespace gamelab::partizan
