#include "app/cli/clistreams.h"
#include "app/cli/liarsdicecommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "core/liarsdice/liarsdice.h"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace gamelab::cli {
namespace {

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

Json floats(const std::vector<double>& values) {
  Json list = Json::array();
  for (double v : values) list.push_back(v);
  return list;
}

Json subgameJson(const LiarsDiceSubgame& g, bool exactMode) {
  Json out;
  out["bound"] = g.bound;
  if (exactMode) out["value"] = exact(g.value);
  out["value_float"] = g.valueFloat;
  if (exactMode) {
    out["claim"] = exactLists(g.claim);
    out["call"] = exactList(g.call);
  } else {
    Json claim = Json::array();
    for (const auto& row : g.claim) {
      Json r = Json::array();
      for (const auto& p : row) r.push_back(toDouble(p));
      claim.push_back(std::move(r));
    }
    out["claim"] = std::move(claim);
    Json call = Json::array();
    for (const auto& p : g.call) call.push_back(toDouble(p));
    out["call"] = std::move(call);
  }
  if (exactMode) out["pass_value"] = exactList(g.passValue);
  return out;
}

int solve(const LiarsDiceCommandOptions& options) {
  const CancelToken cancel = commandCancelToken();
  Watchdog watchdog;
  armTimeout(options.timeoutSeconds, cancel, watchdog);
  const bool exactMode = options.exact.value_or(liarsDiceExactByDefault(options.sides));
  auto solution = solveLiarsDice(options.sides, LiarsDiceOptions{.exact = exactMode, .strategies = options.strategies},
                                 Progress::none(), cancel);
  if (!solution) return reportError(solution.error());
  const LiarsDiceSolution& s = *solution;
  Json out;
  out["sides"] = s.sides;
  if (s.exact) out["value"] = exact(s.value[0]);
  out["value_float"] = s.valueFloat[0];
  out["exact"] = s.exact;
  if (s.exact) out["values"] = exactList(s.value);
  out["values_float"] = floats(s.valueFloat);
  if (options.strategies) {
    Json subgames = Json::array();
    for (const auto& g : s.subgames) subgames.push_back(subgameJson(g, s.exact));
    out["subgames"] = std::move(subgames);
  }
  return printAnswer(out, watchdog);
}

}  // namespace

Expected<LiarsDiceCommandOptions> parseLiarsDiceOptions(const std::vector<std::string>& args) {
  LiarsDiceCommandOptions options;
  std::string sides;
  bool haveSides = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    if (args[k] == "--float") {
      options.exact = false;
      continue;
    }
    if (args[k] == "--exact") {
      options.exact = true;
      continue;
    }
    if (args[k] == "--strategies") {
      options.strategies = true;
      continue;
    }
    if (args[k].size() > 1 && args[k][0] == '-' && std::isdigit(static_cast<unsigned char>(args[k][1])))
      return optionError("N", args[k] + " sides: the die needs 2 to " + std::to_string(kLiarsDiceMaxSides) + " sides");
    std::optional<Error> error;
    if (commonOption(args, k, sides, haveSides, options.timeoutSeconds, options.help, error, "N")) {
      if (error) return *error;
      continue;
    }
    return optionError("option", "unknown option " + args[k]);
  }
  if (options.help) return options;
  if (!haveSides) return optionError("arguments", "missing N (the number of sides of the die)");
  const bool digits = !sides.empty() && sides.size() <= 9 &&
                      std::all_of(sides.begin(), sides.end(), [](unsigned char c) { return std::isdigit(c); });
  if (!digits) return optionError("N", "'" + sides + "' is not a whole number of sides");
  options.sides = std::stoi(sides);
  if (options.sides < 2 || options.sides > kLiarsDiceMaxSides)
    return optionError("N", std::to_string(options.sides) + " sides: the die needs 2 to " +
                                std::to_string(kLiarsDiceMaxSides) + " sides");
  return options;
}

const char* liarsDiceUsage() {
  return "usage: gamelab-cli liars-dice N [--float | --exact] [--strategies] [--timeout SECONDS]\n"
         "\n"
         "Liar's Dice with one N-sided die (2 <= N <= 1000): the roller claims \"die >= y\" with y\n"
         "above the previous claim, the other calls or passes (and rolls next). Solved by the nested\n"
         "LP + DP method over the claim bound M: V(M) is the roller's winning probability when claims\n"
         "must be at least M, V(N+1) = 0; A's optimal winning probability is V(1).\n"
         "\n"
         "  --float        floating point only (approximate: no exact \"value\"/\"values\")\n"
         "  --exact        exact rationals, every subgame proved (default up to N = 200)\n"
         "  --strategies   add \"subgames\": per bound M the value, claim[x-1][y-M] (probability that\n"
         "                 the roller with die x claims y, y = M..N+1, N+1 = sure lie), call[y-M]\n"
         "                 (probability that the caller calls y) and pass_value[y-M] = 1 - V(y+1)\n"
         "  --timeout S    give up after S seconds (exit code 3)\n"
         "\n"
         "Output: {\"sides\": 6, \"value\": \"41/60\", \"value_float\": 0.6833..., \"exact\": true,\n"
         "         \"values\": [V(1), ..., V(N+1)], \"values_float\": [...]}; exact numbers are strings.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runLiarsDice(const std::vector<std::string>& args) {
  auto options = parseLiarsDiceOptions(args);
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << liarsDiceUsage();
    return kExitOk;
  }
  return solve(*options);
}

}  // namespace gamelab::cli
