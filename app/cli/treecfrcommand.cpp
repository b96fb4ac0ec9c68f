#include "app/cli/treecfrcommand.h"

#include "app/cli/clierror.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/treeoutput.h"
#include "core/tree/cfrplus.h"

#include <limits>

namespace gamelab::cli {

int runTreeCfr(const CfrCommandOptions& options, const GameTree& tree, const std::string& fileName,
               const CancelToken& cancel, Watchdog& watchdog) {
  CfrPlusOptions cfr;
  cfr.maxIterations = options.iterations > 0 ? options.iterations
                      : options.seconds > 0  ? std::numeric_limits<std::int64_t>::max()
                                             : 1000;
  cfr.targetExploitability = options.target;
  cfr.seconds = options.seconds;
  auto result = solveCfrPlus(tree, cfr, Progress::none(), cancel);
  if (!result) {
    Error error = result.error();
    if (error.where.file.empty()) error.where.file = fileName;
    return reportError(error);
  }
  Json out;
  out["approximate"] = true;
  out["value_lower"] = toString(result->valueLower);
  out["value_upper"] = toString(result->valueUpper);
  out["value_lower_float"] = result->valueLowerFloat;
  out["value_upper_float"] = result->valueUpperFloat;
  out["exploitability"] = toString(result->exploitability);
  out["exploitability_float"] = result->exploitabilityFloat;
  out["iterations"] = result->iterations;
  out["stopped_by"] = cfrPlusStopName(result->stoppedBy);
  out["behaviour"] = behaviourJson(tree, result->behaviour);
  out["behaviour_float"] = perInfoSetJson(tree, [&](std::size_t set) { return Json(result->behaviourFloat[set]); });
  Json history = Json::array();
  for (const CfrPlusPoint& point : result->history) history.push_back(Json::array({point.iteration, point.exploitability}));
  out["history"] = std::move(history);
  return printAnswer(out, watchdog);
}

}  // namespace gamelab::cli
