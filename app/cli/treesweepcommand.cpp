#include "app/cli/treesweepcommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/sweepoutput.h"
#include "app/cli/treeoutput.h"
#include "core/sweep/sweeproots.h"
#include "core/sweep/parametrictree.h"
#include "core/sweep/treesweep.h"

namespace gamelab::cli {
namespace {


int printTreeSweep(const TreeCommandOptions& options, const TreeSweepInput& input, const std::string& fileName,
                   const CancelToken& cancel, Watchdog& watchdog) {
  const std::string& name = input.parameter.name;
  auto sweep = sweepSubgamePerfect(input.game, *input.parameter.min, *input.parameter.max, Progress::none(), cancel);
  if (!sweep) {
    Error error = sweep.error();
    if (error.where.file.empty()) error.where.file = fileName;
    return reportError(error);
  }
  (void)options;
  const GameTree& tree = input.game.tree;
  Json breakpoints = Json::array(), breakpointsFloat = Json::array();
  for (const AlgebraicNumber& b : sweep->breakpoints) {
    breakpoints.push_back(sweep::rootText(b, name));
    breakpointsFloat.push_back(b.approx);
  }
  Json pieces = Json::array();
  for (const TreeSweepPiece& piece : sweep->pieces)
    pieces.push_back(Json{{"from", sweep::rootText(piece.from, name)},
                          {"to", sweep::rootText(piece.to, name)},
                          {"payoffs", functionList(piece.payoffs, name)},
                          {"behaviour", behaviourJson(tree, piece.behaviour)}});
  Json points = Json::array();
  for (const TreeSweepPoint& point : sweep->atBreakpoints) {
    Json p{{name, sweep::rootText(point.at, name)}, {"exact", point.exact}, {"payoffs_float", point.payoffsFloat}};
    if (point.exact) {
      p["payoffs"] = exactList(point.payoffs);
      p["behaviour"] = behaviourJson(tree, point.behaviour);
    }
    points.push_back(std::move(p));
  }
  Json out;
  out["parameter"] = name;
  out["breakpoints"] = std::move(breakpoints);
  out["breakpoints_float"] = std::move(breakpointsFloat);
  out["pieces"] = std::move(pieces);
  out["at_breakpoints"] = std::move(points);
  return printAnswer(out, watchdog);
}

}  // namespace

int runTreeSweep(const TreeCommandOptions& options) {
  return runGameCommand(
      Expected<TreeCommandOptions>(options), treeUsage(),
      [](const std::string& text, const std::string& fileName, const TreeCommandOptions& o) {
        return loadTreeSweepInput(text, fileName, o.sweep, o.parameters);
      },
      printTreeSweep);
}

}  // namespace gamelab::cli
