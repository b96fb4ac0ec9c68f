#include "app/cli/treesequentialcommand.h"

#include "app/cli/clierror.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/treeoutput.h"
#include "core/qre/sequentialequilibrium.h"

namespace gamelab::cli {

int runTreeSequential(const GameTree& tree, const std::string& fileName, const CancelToken& cancel, Watchdog& watchdog) {
  auto result = solveSequential(tree, {}, Progress::none(), cancel);
  if (!result) {
    Error error = result.error();
    if (error.where.file.empty()) error.where.file = fileName;
    return reportError(error);
  }
  Json out;
  out["behaviour"] = behaviourJson(tree, result->behaviour);
  out["beliefs"] = perInfoSetJson(tree, [&](std::size_t set) { return exactList(result->beliefs[set]); });
  out["payoffs"] = exactList(result->payoffs);
  out["exact"] = result->exact;
  out["verified"] = result->verified;
  out["method"] = sequentialMethodName(result->method);
  if (!result->consistency.actionOrders.empty())
    out["trembles"] = perInfoSetJson(tree, [&](std::size_t set) { return exactList(result->consistency.actionOrders[set]); });
  if (!result->exact) {
    out["behaviour_float"] = perInfoSetJson(tree, [&](std::size_t set) { return Json(result->behaviourFloat[set]); });
    out["beliefs_float"] = perInfoSetJson(tree, [&](std::size_t set) { return Json(result->beliefsFloat[set]); });
  }
  return printAnswer(out, watchdog);
}

}  // namespace gamelab::cli
