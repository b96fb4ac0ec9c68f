#include "core/partizan/cgtquery.h"

#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"
#include "core/partizan/nimbersum.h"
#include "core/partizan/storesolver.h"

#include <climits>

namespace gamelab::partizan {
namespace {

GameStore::Limits limitsOf(const CgtBudget& budget) {
  GameStore::Limits limits;
  if (budget.maxOperations) limits.maxOperations = budget.maxOperations;
  return limits;
}

/// The budgets' error as the header says: the step budget as a second arg when the steps,
/// not the nodes, ran out.
Error budgetError(Error error, const GameStore& store, const CgtBudget& budget) {
  if (error.problem == Problem::TooManyPositions && budget.maxOperations && store.size() < store.limits().maxNodes)
    error.args = {std::to_string(store.limits().maxNodes), std::to_string(budget.maxOperations)};
  return error;
}

std::vector<std::string> texts(GameStore& store, const std::vector<GameId>& games) {
  std::vector<std::string> out;
  for (GameId g : games) out.push_back(canonicalText(store, g));
  return out;
}

CgtReport reportTexts(GameStore& store, const GameReport& report) {
  CgtReport out;
  out.canonical = report.canonicalText;
  out.name = report.name;
  out.outcome = report.outcome;
  out.compareZero = report.compareZero;
  out.number = report.number;
  out.birthday = report.birthday;
  out.leftStop = report.leftStop;
  out.rightStop = report.rightStop;
  out.mean = report.mean;
  out.temperature = report.temperature;
  out.leftIncentives = texts(store, report.leftIncentives);
  out.rightIncentives = texts(store, report.rightIncentives);
  out.leftWinsMovingFirst = report.leftWinsMovingFirst;
  out.rightWinsMovingFirst = report.rightWinsMovingFirst;
  out.leftWinningMoves = texts(store, report.leftWinningMoves);
  out.rightWinningMoves = texts(store, report.rightWinningMoves);
  out.formTreeSize = report.formTreeSize;
  out.canonicalTreeSize = report.canonicalTreeSize;
  return out;
}

CgtReport symbolicTexts(const NimberSumReport& report) {
  CgtReport out;
  out.canonical = report.name;
  out.name = report.name;
  out.outcome = report.outcome;
  out.compareZero = report.compareZero;
  out.birthday = report.birthday;
  out.leftStop = out.rightStop = out.mean = report.stop;
  out.temperature = report.temperature;
  out.leftIncentives = out.rightIncentives = report.incentives;
  out.leftWinsMovingFirst = report.leftWinsMovingFirst;
  out.rightWinsMovingFirst = report.rightWinsMovingFirst;
  out.leftWinningMoves = report.leftWinningMoves;
  out.rightWinningMoves = report.rightWinningMoves;
  out.formTreeSize = out.canonicalTreeSize = UINT64_MAX;  // saturated, as GameStore::treeSize
  out.optionsPerSide = report.optionsPerSide;
  return out;
}

Expected<CgtReport> reportOf(GameStore& store, const ExpressionValue& value, bool thermograph,
                             const CancelToken& cancel) {
  if (const auto* sum = std::get_if<NimberSum>(&value)) return symbolicTexts(reportNimberSum(*sum));
  auto report = solveGameReport(store, std::get<GameId>(value), Progress::none(), cancel);
  if (!report) return report.error();
  return runStoreSolver<CgtReport>(store, cancel, [&] {
    CgtReport out = reportTexts(store, *report);
    if (thermograph) out.thermograph = ThermographTable(store).of(report->canonical);
    return out;
  });
}

/// An expression read in `store`, its error placed in `operand` ("" leaves it as it is).
Expected<ExpressionValue> read(GameStore& store, std::string_view text, const char* operand) {
  auto value = parseGameOrNimberSum(store, text);
  if (!value && *operand && value.error().where.line > 0) {
    Error error = value.error();
    error.where.file = operand;
    return error;
  }
  return value;
}

}  // namespace

Expected<CgtReport> solveCgtExpression(std::string_view text, const CgtBudget& budget, const Progress&,
                                       const CancelToken& cancel) {
  GameStore store(limitsOf(budget));
  store.setCancel(cancel);  // the parser polls it; each solver below sets and clears it again
  auto value = read(store, text, "");
  auto report = value ? reportOf(store, *value, budget.thermograph, cancel) : Expected<CgtReport>(value.error());
  if (!report) return budgetError(report.error(), store, budget);
  return report;
}

Expected<CgtReport> solveCgtPosition(const Position& position, const CgtBudget& budget, const Progress&,
                                     const CancelToken& cancel) {
  GameStore store(limitsOf(budget));
  PositionValues values(store);
  auto value = values.solveValue(position, Progress::none(), cancel);
  auto report = value ? reportOf(store, ExpressionValue(*value), budget.thermograph, cancel) : Expected<CgtReport>(value.error());
  if (!report) return budgetError(report.error(), store, budget);
  return report;
}

Expected<CgtComparison> solveCgtComparison(std::string_view g, std::string_view h, const CgtBudget& budget,
                                           const Progress&, const CancelToken& cancel) {
  GameStore store(limitsOf(budget));
  store.setCancel(cancel);
  const auto fail = [&](const Error& error) { return Expected<CgtComparison>(budgetError(error, store, budget)); };
  auto x = read(store, g, "G");
  if (!x) return fail(x.error());
  auto y = read(store, h, "H");
  if (!y) return fail(y.error());
  CgtComparison out;
  if (std::holds_alternative<GameId>(*x) && std::holds_alternative<GameId>(*y)) {
    auto comparison = solveComparison(store, std::get<GameId>(*x), std::get<GameId>(*y), Progress::none(), cancel);
    if (!comparison) return fail(comparison.error());
    auto difference = runStoreSolver<std::string>(store, cancel, [&] { return canonicalText(store, comparison->difference); });
    if (!difference) return fail(difference.error());
    return CgtComparison{comparison->relation, *difference, comparison->differenceOutcome};
  }
  auto comparison = solveNimberSumComparison(store, *x, *y, cancel);
  if (!comparison) return fail(comparison.error());
  return CgtComparison{comparison->relation, comparison->difference, comparison->differenceOutcome};
}

}  // namespace gamelab::partizan
