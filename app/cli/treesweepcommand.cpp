#include "app/cli/treesweepcommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/sweepoutput.h"
#include "app/cli/treeoutput.h"
#include "core/sweep/sweeproots.h"
#include "core/sweep/parametrictree.h"
#include "core/sweep/treeformsweep.h"
#include "core/sweep/treesweep.h"

namespace gamelab::cli {
namespace {


/// The node of the first play whose payoffs do not sum to 0 for every value of the parameter
/// (1-based), or 0 when the tree is zero-sum throughout.
NodeId firstNonZeroSumNode(const ParametricTree& game) {
  for (NodeId n = 0; n < game.tree.nodeCount(); ++n) {
    const int outcome = game.tree.node(n).outcome;
    if (outcome < 0) continue;
    RationalFunction sum;
    for (const RationalFunction& f : game.payoffs[static_cast<std::size_t>(outcome)]) sum = sum + f;
    if (!sum.isZero()) return n + 1;
  }
  return 0;
}

/// `tree solve --sweep`: the value of a zero-sum tree as a function of the parameter.
int printValueSweep(const TreeSweepInput& input, const std::string& fileName, const CancelToken& cancel,
                    Watchdog& watchdog) {
  const std::string& name = input.parameter.name;
  if (const NodeId node = firstNonZeroSumNode(input.game))
    return reportError(makeError(ErrorCode::NotConstantSum, {std::to_string(node)}, SourceLocation{fileName, 0, 0}));
  auto result = solveTreeFormSweep(input.game, *input.parameter.min, *input.parameter.max, name, Progress::none(),
                                       cancel);
  if (!result) return reportError(result.error(), fileName);
  const BimatrixSweep& sweep = result->sweep;
  Json out = sweepHeader(name, sweep.breakpoints);
  Json pieces = Json::array();
  for (const SweepPiece& piece : sweep.pieces) {
    Json p = pieceBounds(piece.from, piece.to, name);
    p["value"] = piece.equilibria.empty() ? Json(nullptr) : Json(toExpressionText(piece.equilibria.front().payoffs[0], name));
    pieces.push_back(std::move(p));
  }
  Json points = Json::array();
  for (std::size_t k = 0; k < sweep.atBreakpoints.size(); ++k) {
    const BreakpointEquilibria& b = sweep.atBreakpoints[k];
    Json p;
    p[name] = sweep::rootText(b.at, name);
    p["exact"] = b.exact;
    if (b.exact && !b.equilibria.empty()) p["value"] = toString(b.equilibria.front().payoffs[0]);
    else if (!b.quadratic.empty()) p["value"] = toString(b.quadratic.front().payoffs[0]);
    else {
      // The value is continuous in the parameter: the left piece's function there.
      const SweepPiece& left = sweep.pieces[k];
      if (!left.equilibria.empty()) p["value_float"] = left.equilibria.front().payoffs[0].atDouble(b.at.approx);
    }
    points.push_back(std::move(p));
  }
  out["pieces"] = std::move(pieces);
  out["at_breakpoints"] = std::move(points);
  out["method"] = "strategic-form";
  return printAnswer(out, watchdog);
}

int printTreeSweep(const TreeCommandOptions& options, const TreeSweepInput& input, const std::string& fileName,
                   const CancelToken& cancel, Watchdog& watchdog) {
  if (options.action == "solve") return printValueSweep(input, fileName, cancel, watchdog);
  const std::string& name = input.parameter.name;
  auto sweep = solveSubgamePerfectSweep(input.game, *input.parameter.min, *input.parameter.max, Progress::none(), cancel);
  if (!sweep) return reportError(sweep.error(), fileName);
  const GameTree& tree = input.game.tree;
  Json out = sweepHeader(name, sweep->breakpoints);
  Json pieces = Json::array();
  for (const TreeSweepPiece& piece : sweep->pieces) {
    Json p = pieceBounds(piece.from, piece.to, name);
    p["payoffs"] = functionList(piece.payoffs, name);
    p["behaviour"] = behaviourJson(tree, piece.behaviour);
    pieces.push_back(std::move(p));
  }
  Json points = Json::array();
  for (const TreeSweepPoint& point : sweep->atBreakpoints) {
    Json p{{name, sweep::rootText(point.at, name)}, {"exact", point.exact}, {"payoffs_float", point.payoffsFloat}};
    if (point.exact) {
      p["payoffs"] = exactList(point.payoffs);
      p["behaviour"] = behaviourJson(tree, point.behaviour);
    }
    points.push_back(std::move(p));
  }
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
