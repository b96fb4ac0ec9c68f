#include "app/cli/zerosumcommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/clierror.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/watchdog.h"
#include "core/strategic/gameloader.h"
#include "core/matrix/dominance.h"
#include "core/matrix/optimalsets.h"
#include "core/matrix/saddle.h"
#include "core/matrix/zerosumsolver.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <iterator>

namespace gamelab::cli {
namespace {

/// `--dominance auto` looks for domination by mixtures (one LP per line and step) only up to
/// this many lines per side; above it, pure domination only.
constexpr std::size_t kFullDominanceLimit = 120;

Json dominanceStepJson(const DominanceStep& step) {
  Json dominator = Json::array();
  for (const auto& [index, weight] : step.dominator) dominator.push_back(Json::array({index, toString(weight)}));
  return Json{{"side", step.side == Side::Row ? "row" : "col"},
              {"removed", step.removed},
              {"strict", step.strict},
              {"dominator", std::move(dominator)}};
}

}  // namespace

const char* zeroSumUsage() {
  return "usage: gamelab-cli zerosum [--row-payoffs] [--all-optimal] [--float] [--dominance MODE]\n"
         "                           [--timeout SECONDS] FILE|-\n"
         "\n"
         "Solves a two-person zero-sum game exactly. FILE is a Gambit .nfg (payoff or outcome\n"
         "version) whose payoffs sum to zero in every cell, or a .gamelab document of kind\n"
         "\"zerosum\"; - reads stdin (the format is detected from the content).\n"
         "\n"
         "  --row-payoffs   use player 1's payoffs only (player 2's are ignored)\n"
         "  --all-optimal   add row_optimal_vertices and col_optimal_vertices: the extreme\n"
         "                  points of each player's set of optimal strategies\n"
         "  --float         floating-point answer only (fast for huge games; \"verified\": false)\n"
         "  --dominance M   iterated dominance: full (pure and by mixtures), pure, none, or\n"
         "                  auto (default: full up to 120 lines per side, pure above)\n"
         "  --param N=V     a .gamelab document's parameter N at the exact value V (repeatable)\n"
         "  --timeout S     give up after S seconds (exit code 3)\n"
         "\n"
         "Output: one JSON object with value, row_strategy, col_strategy, lower_value,\n"
         "upper_value, saddle_points, dominated_rows, dominated_cols, verified, value_float.\n"
         "Exact numbers are strings; indices count from 0.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

namespace {

/// The zerosum command once its game is loaded (see runGameCommand): solves it and prints the JSON.
int printZeroSumSolution(const ZeroSumOptions& options, const MatrixGame& game, const std::string& fileName,
                         const CancelToken& cancel, Watchdog& watchdog) {
  if (game.empty()) return reportError(makeError(ErrorCode::EmptyGame, {}, SourceLocation{fileName, 0, 0}));

  gamelab::ZeroSumOptions solveOptions;
  solveOptions.exact = !options.floatOnly;
  auto solution = solveZeroSum(game, solveOptions, Progress::none(), cancel);
  if (!solution) return reportError(solution.error());
  const SaddleAnalysis saddle = analyzeSaddlePoints(game);
  std::string dominanceMode = options.dominance;
  if (dominanceMode == "auto")
    dominanceMode = std::max(game.rows, game.cols) <= kFullDominanceLimit ? "full" : "pure";
  DominanceResult noDominance;
  Expected<DominanceResult> dominance = noDominance;
  if (dominanceMode != "none") {
    DominanceOptions dominanceOptions;
    dominanceOptions.allowMixtures = dominanceMode == "full";
    // The optimal strategies just found prove most lines undominated (best responses) and
    // spare the dominance search its own LP; the steps are the same without them.
    dominanceOptions.rowWitness = solution->rowStrategy;
    dominanceOptions.colWitness = solution->colStrategy;
    dominance = solveDominance(game, dominanceOptions, Progress::none(), cancel);
    if (!dominance) return reportError(dominance.error());
  }

  std::vector<std::size_t> dominatedRows, dominatedCols;
  Json steps = Json::array();
  for (const auto& step : dominance->steps) {
    (step.side == Side::Row ? dominatedRows : dominatedCols).push_back(step.removed);
    steps.push_back(dominanceStepJson(step));
  }
  std::sort(dominatedRows.begin(), dominatedRows.end());
  std::sort(dominatedCols.begin(), dominatedCols.end());

  Json saddlePoints = Json::array();
  for (const auto& [i, j] : saddle.saddlePoints) saddlePoints.push_back(Json::array({i, j}));

  Json out;
  out["value"] = exact(solution->value);
  out["row_strategy"] = exactList(solution->rowStrategy);
  out["col_strategy"] = exactList(solution->colStrategy);
  out["lower_value"] = exact(saddle.lowerValue);
  out["upper_value"] = exact(saddle.upperValue);
  out["saddle_points"] = std::move(saddlePoints);
  out["dominated_rows"] = indexList(dominatedRows);
  out["dominated_cols"] = indexList(dominatedCols);
  out["dominance_steps"] = std::move(steps);
  out["dominance_mode"] = dominanceMode;
  out["verified"] = solution->verified;
  out["value_float"] = solution->verified ? toDouble(solution->value) : solution->valueFloat;
  out["rows"] = game.rows;
  out["cols"] = game.cols;

  if (options.allOptimal) {
    if (!solution->verified)
      return reportError(makeError(ErrorCode::NumericalFailure, {"the value could not be verified exactly"}));
    auto sets = solveOptimalStrategySets(game, {.value = solution->value}, Progress::none(), cancel);
    if (!sets) return reportError(sets.error());
    out["row_optimal_vertices"] = exactLists(sets->rowVertices);
    out["col_optimal_vertices"] = exactLists(sets->colVertices);
  }
  return printAnswer(out, watchdog);
}

}  // namespace

int runZeroSum(const std::vector<std::string>& args) {
  return runGameCommand(
      parseZeroSumOptions(args), zeroSumUsage(),
      [](const std::string& text, const std::string& fileName, const ZeroSumOptions& options) {
        return loadZeroSumGame(text, fileName, options.rowPayoffs, options.parameters);
      },
      printZeroSumSolution);
}

}  // namespace gamelab::cli
