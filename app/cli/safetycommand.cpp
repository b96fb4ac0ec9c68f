#include "app/cli/safetycommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/clierror.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/safetylevels.h"

#include <iostream>

namespace gamelab::cli {

const char* safetyUsage() {
  return "usage: gamelab-cli safety [--timeout SECONDS] FILE|-\n"
         "\n"
         "Safety levels of a game in strategic form (source 000 §3.1.5): each player's maxmin\n"
         "value, one maxmin strategy and the extreme points of the set of maxmin strategies,\n"
         "exactly. For two players v_I = Val(A) and v_II = Val(B transposed). FILE is a Gambit\n"
         ".nfg (any number of players) or a .gamelab document of kind \"strategic\" or\n"
         "\"zerosum\"; - reads stdin.\n"
         "\n"
         "  --param N=V   a .gamelab document's parameter N at the exact value V (repeatable)\n"
         "  --timeout S   give up after S seconds (exit code 3)\n"
         "\n"
         "Output: {\"players\": [{\"value\": \"5/2\", \"strategy\": [...], \"strategy_vertices\":\n"
         "[[...], ...], \"value_float\": 2.5, \"verified\": true}, ...], \"verified\": true}.\n"
         "Exact numbers are strings.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

namespace {

/// The safety command once its game is loaded (see runGameCommand): solves it and prints the JSON.
int printSafetyLevels(const SafetyCommandOptions&, const StrategicGame& game, const std::string&,
                      const CancelToken& cancel, Watchdog& watchdog) {
  auto levels = solveSafetyLevels(game, {}, Progress::none(), cancel);
  if (!levels) return reportError(levels.error());

  Json players = Json::array();
  bool verified = true;
  for (std::size_t k = 0; k < levels->size(); ++k) {
    const SafetyLevel& level = (*levels)[k];
    Json p;
    p["value"] = exact(level.value);
    p["strategy"] = exactList(level.strategy);
    p["strategy_vertices"] = exactLists(level.strategyVertices);
    p["value_float"] = toDouble(level.value);
    p["verified"] = level.verified;
    p["name"] = k < game.playerNames.size() ? game.playerNames[k] : std::string{};
    verified = verified && level.verified;
    players.push_back(std::move(p));
  }
  Json out;
  out["players"] = std::move(players);
  out["verified"] = verified;
  return printAnswer(out, watchdog);
}

}  // namespace

int runSafety(const std::vector<std::string>& args) {
  return runGameCommand(
      parseSafetyOptions(args), safetyUsage(),
      [](const std::string& text, const std::string& fileName, const SafetyCommandOptions& options) {
        return loadStrategicGame(text, fileName, options.parameters);
      },
      printSafetyLevels);
}

}  // namespace gamelab::cli
