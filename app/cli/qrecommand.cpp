#include "app/cli/qrecommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/treeoutput.h"
#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/qre/logitqre.h"
#include "core/qre/qrecounts.h"
#include "core/strategic/gameloader.h"
#include "core/tree/treejson.h"

#include <cstdlib>
#include <variant>

namespace gamelab::cli {
namespace {

using QreGame = std::variant<StrategicGame, GameTree>;

Expected<double> parseNumber(const std::string& option, const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || end == nullptr || *end != '\0')
    return makeError(ErrorCode::InvalidArgument, {option, "'" + text + "' is not a number"});
  return value;
}

/// A strategic game when the text is an .nfg or a .gamelab document of another kind than
/// "tree" (the strategic loader names a wrong kind); else a tree (.efg, tree .gamelab, bare tree
/// JSON, tree notation), whose loader reports what is wrong with it.
Expected<QreGame> loadQreGame(std::string_view text, const std::string& fileName,
                              const QreCommandOptions& options) {
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  bool strategic = start != std::string_view::npos && text.substr(start, 3) == "NFG";
  if (!strategic && start != std::string_view::npos && text[start] == '{') {
    auto file = parseGamelab(text, fileName);
    strategic = file && file->kind != documentkind::kTree;
  }
  if (!strategic) {
    auto loaded = loadTreeText(text, fileName, options.parameters);
    if (!loaded) return loaded.error();
    return QreGame(std::move(*loaded));
  }
  auto loaded = loadStrategicGame(text, fileName, options.parameters);
  if (!loaded) return loaded.error();
  return QreGame(std::move(*loaded));
}

/// The counts of `--fit` (core/qre/qrecounts.h), per agent.
Expected<QreCounts> readCounts(const std::string& path, const QreGame& game) {
  auto text = readInput(path);
  if (!text) return text.error();
  return std::visit([&](const auto& g) { return parseQreCounts(*text, inputName(path), g); }, game);
}

Json floatLists(const std::vector<std::vector<double>>& lists) {
  Json out = Json::array();
  for (const auto& list : lists) out.push_back(list);
  return out;
}

/// Writes points: "strategies_float" for a strategic game; for a tree "behaviour_float" (the
/// behaviour map) and "beliefs_float" (player → set → beliefs on its nodes).
class PointWriter {
 public:
  PointWriter(const QreGame& game, const std::vector<int>& agentSets) : game_(game) {
    if (const auto* tree = std::get_if<GameTree>(&game)) {
      agentOfSet_.assign(tree->infoSets.size(), 0);
      for (std::size_t a = 0; a < agentSets.size(); ++a) agentOfSet_[static_cast<std::size_t>(agentSets[a])] = a;
    }
  }

  Json operator()(const QrePoint& point) const {
    Json out;
    out["lambda"] = point.lambda;
    const auto* tree = std::get_if<GameTree>(&game_);
    if (!tree) {
      out["strategies_float"] = floatLists(point.profile);
      return out;
    }
    out["behaviour_float"] = perInfoSetJson(*tree, [&](std::size_t set) { return Json(point.profile[agentOfSet_[set]]); });
    out["beliefs_float"] = perInfoSetJson(*tree, [&](std::size_t set) { return Json(point.beliefs[set]); });
    return out;
  }

 private:
  const QreGame& game_;
  std::vector<std::size_t> agentOfSet_;  ///< trees: the agent of each player's set
};

/// The answer of either kind: the points (the traced ones, or those at --lambdas), the kind's
/// `limit`, "lambda_max", "complete" and, with --fit, "fit".
Json answerJson(const QreBranchResult& result, const PointWriter& write, bool atLambdas, Json limit) {
  Json out;
  Json points = Json::array();
  for (const QrePoint& p : atLambdas ? result.atLambdas : result.branch) points.push_back(write(p));
  out["points"] = std::move(points);
  out["limit"] = std::move(limit);
  out["lambda_max"] = result.lambdaMax;
  out["complete"] = result.complete;
  if (result.fit) {
    Json fit = write(result.fit->point);
    fit["log_likelihood"] = result.fit->logLikelihood;
    out["fit"] = std::move(fit);
  }
  return out;
}

int printQre(const QreCommandOptions& options, const QreGame& game, const std::string& fileName, const CancelToken& cancel,
             Watchdog& watchdog) {
  QreOptions qre;
  qre.maxLambda = options.maxLambda;
  qre.lambdas = options.lambdas;
  if (!options.fitFile.empty()) {
    auto counts = readCounts(options.fitFile, game);
    if (!counts) return reportError(counts.error());
    qre.counts = std::move(*counts);
  }
  auto fail = [&](Error error) {
    if (error.where.file.empty() && error.code != ErrorCode::InvalidArgument) error.where.file = fileName;
    return reportError(error);
  };
  const bool atLambdas = !options.lambdas.empty();
  if (const auto* strategic = std::get_if<StrategicGame>(&game)) {
    auto result = solveStrategicQre(*strategic, qre, Progress::none(), cancel);
    if (!result) return fail(result.error());
    Json limit;
    limit["strategies"] = exactLists(result->strategies);
    limit["strategies_float"] = floatLists(result->strategiesFloat);
    limit["exact"] = result->exact;
    limit["verified"] = result->verified;
    if (result->exact) limit["payoffs"] = exactList(expectedPayoffs(*strategic, result->strategies));
    return printAnswer(answerJson(*result, PointWriter(game, {}), atLambdas, std::move(limit)), watchdog);
  }
  const GameTree& tree = std::get<GameTree>(game);
  auto result = solveTreeQre(tree, qre, Progress::none(), cancel);
  if (!result) return fail(result.error());
  Json limit;
  limit["behaviour"] = behaviourJson(tree, result->behaviour);
  limit["beliefs"] = perInfoSetJson(tree, [&](std::size_t set) { return exactList(result->beliefs[set]); });
  limit["behaviour_float"] = perInfoSetJson(tree, [&](std::size_t set) { return Json(result->behaviourFloat[set]); });
  limit["exact"] = result->exact;
  limit["verified"] = result->verified;
  limit["payoffs"] = exactList(result->payoffs);
  return printAnswer(answerJson(*result, PointWriter(game, result->agentSets), atLambdas, std::move(limit)), watchdog);
}

}  // namespace

Expected<QreCommandOptions> parseQreOptions(const std::vector<std::string>& args) {
  QreCommandOptions options;
  const auto error = parseFileArguments(args, options, [&](std::size_t& k) -> Expected<bool> {
    if (auto value = optionValue(args, k, "--lambdas", "comma-separated lambda values")) {
      if (!*value) return value->error();
      options.lambdas.clear();
      for (const std::string& item : commaItems(**value)) {
        auto number = parseNumber("--lambdas", item);
        if (!number) return number.error();
        options.lambdas.push_back(*number);
      }
      return true;
    }
    if (auto value = optionValue(args, k, "--max-lambda", "a number")) {
      if (!*value) return value->error();
      auto number = parseNumber("--max-lambda", **value);
      if (!number) return number.error();
      options.maxLambda = *number;
      return true;
    }
    if (auto value = optionValue(args, k, "--fit", "a counts file")) {
      if (!*value) return value->error();
      options.fitFile = **value;
      return true;
    }
    return false;
  });
  if (error) return *error;
  return options;
}

const char* qreUsage() {
  return "usage: gamelab-cli qre [--lambdas L1,L2,...] [--max-lambda M] [--fit COUNTS]\n"
         "                      [--timeout SECONDS] FILE|-\n"
         "\n"
         "The principal branch of logit quantal response equilibria (McKelvey-Palfrey), traced\n"
         "from lambda = 0 (uniform play) to M (default 1e6) by arclength continuation, so the\n"
         "branch may turn back in lambda. FILE is a strategic game (.nfg, .gamelab strategic or\n"
         "zerosum) or a tree (.efg, .gamelab tree: the agent form, each information set\n"
         "responding to its own action values under its beliefs).\n"
         "\n"
         "  --lambdas L,...  report the branch at these lambdas (ascending, in [0, M]), each\n"
         "                   passage once, every probability to 1e-9; default: every point the\n"
         "                   tracer took\n"
         "  --max-lambda M   where the trace ends; its end is rounded to an exact equilibrium\n"
         "  --fit COUNTS     a JSON file {\"counts\": [[12, 8], [5, 15]]} (per player; for a tree\n"
         "                   a behaviour map {\"1\": {\"1\": [3, 7]}}): adds \"fit\", the maximum-\n"
         "                   likelihood point of the branch\n"
         "  --param N=V      a .gamelab document's parameter N at the exact value V (repeatable)\n"
         "  --timeout S      give up after S seconds (exit code 3)\n"
         "\n"
         "Output: {\"points\": [{\"lambda\": L, \"strategies_float\": [[...], ...]}, ...],\n"
         "\"limit\": {\"strategies\": [[\"1\",\"0\"], ...], \"exact\": true, \"verified\": true},\n"
         "\"lambda_max\": M}; trees: \"behaviour_float\" and \"beliefs_float\" (player -> set ->\n"
         "list) in each point, \"behaviour\" and \"beliefs\" at the limit.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runQre(const std::vector<std::string>& args) {
  return runGameCommand(parseQreOptions(args), qreUsage(), loadQreGame, printQre);
}

}  // namespace gamelab::cli
