#include "app/cli/clistreams.h"
#include "app/cli/pokercommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/watchdog.h"
#include "core/poker/continuouspokertree.h"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace gamelab::cli {
namespace {

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

int solve(const PokerCommandOptions& options) {
  auto solution = continuousPokerSolution(options.game);
  if (!solution) return reportError(solution.error());
  Json out;
  out["model"] = pokerModelName(options.game.model);
  out["beta"] = exact(options.game.beta);
  out["value"] = exact(solution->value);
  out["value_float"] = toDouble(solution->value);
  Json thresholds = Json::object(), floats = Json::object();
  for (const auto& t : solution->thresholds) {
    thresholds[t.name] = exact(t.value);
    floats[t.name] = toDouble(t.value);
  }
  out["thresholds"] = std::move(thresholds);
  out["thresholds_float"] = std::move(floats);
  const CancelToken cancel = commandCancelToken();
  Watchdog watchdog;
  if (options.discretise > 0) {
    armTimeout(options.timeoutSeconds, cancel, watchdog);
    DiscretePokerOptions discrete;
    discrete.classes = {options.discretise};
    auto rows = solveDiscretePoker(options.game, discrete, Progress::none(), cancel);
    if (!rows) return reportError(rows.error());
    const DiscretePokerRow& row = rows->front();
    Json d;
    d["classes"] = row.classes;
    d["value"] = exact(row.value);
    d["value_float"] = toDouble(row.value);
    d["error_float"] = toDouble(row.error);
    d["verified"] = row.verified;
    out["discretised"] = std::move(d);
  }
  return printAnswer(out, watchdog);
}

}  // namespace

Expected<PokerCommandOptions> parsePokerOptions(const std::vector<std::string>& args) {
  PokerCommandOptions options;
  std::string modelName;
  bool haveModel = false, haveBeta = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    if (auto text = optionValue(args, k, "--beta", "B")) {
      if (!*text) return text->error();
      auto beta = parseRational(**text);
      if (!beta) return optionError("--beta", "'" + **text + "' is not an exact number (such as 2, 1/2 or 0.5)");
      if (sgn(*beta) <= 0) return optionError("--beta", "'" + **text + "': the bet size must be a positive number");
      options.game.beta = *beta;
      haveBeta = true;
      continue;
    }
    if (auto text = optionValue(args, k, "--discretise", "N")) {
      if (!*text) return text->error();
      const std::string& s = **text;
      const bool digits = !s.empty() && s.size() <= 9 &&
                          std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
      const int n = digits ? std::stoi(s) : 0;
      if (n < 1 || n > kMaxPokerClasses)
        return optionError("--discretise", "'" + s + "': the number of hand classes must be 1 to " +
                                               std::to_string(kMaxPokerClasses));
      options.discretise = n;
      continue;
    }
    std::optional<Error> error;
    if (commonOption(args, k, modelName, haveModel, options.timeoutSeconds, options.help, error, "MODEL")) {
      if (error) return *error;
      continue;
    }
    return optionError("option", "unknown option " + args[k]);
  }
  if (options.help) return options;
  if (!haveModel) return optionError("arguments", "missing MODEL (la-relance, von-neumann or check-back)");
  auto model = pokerModelFromName(modelName);
  if (!model) return optionError("MODEL", "'" + modelName + "' is not one of la-relance, von-neumann, check-back");
  options.game.model = *model;
  if (!haveBeta) return optionError("arguments", "missing --beta B (the bet size, a positive number)");
  return options;
}

const char* pokerUsage() {
  return "usage: gamelab-cli poker MODEL --beta B [--discretise N] [--timeout SECONDS]\n"
         "\n"
         "Continuous poker (source 000 §2.7): hands x (I) and y (II) uniform on [0,1], antes 1,\n"
         "bet size B > 0 (an exact rational such as 2, 1/2 or 0.5). MODEL is one of\n"
         "  la-relance   I folds or bets B; II folds or calls. Thresholds: b (II calls iff y > b;\n"
         "               I bets iff x > b*b, also given as b2)\n"
         "  von-neumann  I checks (showdown) or bets B; II folds or calls. I bets iff x < a\n"
         "               (bluff) or x > b; II calls iff y > c\n"
         "  check-back   as von-neumann, but after a check II checks (no payoff) or calls\n"
         "               (showdown): I bets iff x < a or x > b; II calls a bet iff y > c and a\n"
         "               check iff y > d\n"
         "\n"
         "  --discretise N  also solve the game with hands in N equally likely classes (1 to 64;\n"
         "                  ties split) exactly by the sequence form: \"discretised\" {classes,\n"
         "                  value, value_float, error_float = v_N - v, verified}\n"
         "  --timeout S     give up after S seconds (exit code 3)\n"
         "\n"
         "Output: {\"model\": \"von-neumann\", \"beta\": \"2\", \"value\": \"1/9\", \"value_float\": ...,\n"
         "\"thresholds\": {\"a\": \"1/9\", \"b\": \"7/9\", \"c\": \"5/9\"}, \"thresholds_float\": {...}}; the value\n"
         "is player I's expected gain per play.\n"
         "Exit codes: 0 ok, 2 bad input (unknown model, B not a positive number), 3 timed out.\n";
}

int runPoker(const std::vector<std::string>& args) {
  auto options = parsePokerOptions(args);
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << pokerUsage();
    return kExitOk;
  }
  return solve(*options);
}

}  // namespace gamelab::cli
