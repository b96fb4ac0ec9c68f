#include "app/cli/cgtcommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/clistreams.h"
#include "app/cli/jsonoutput.h"
#include "core/common/problem.h"
#include "core/partizan/cgtquery.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/ruleset.h"
#include "core/partizan/thermographsvg.h"

#include <iostream>

namespace gamelab::cli {
namespace {

using namespace gamelab::partizan;

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

/// A parse error of the operand `name` (EXPR, POSITION; "" keeps the place core gave, G or H):
/// its column on "line 1" of it, the character found quoted ("the end" when the text ran out).
Error placed(Error error, const std::string& name) {
  if (error.where.line > 0 && !name.empty()) error.where.file = name;
  if (error.problem == Problem::CgtUnexpected && !error.args.empty())
    error.args[0] = error.args[0].empty() ? "end of text" : "'" + error.args[0] + "'";
  return error;
}

/// An exact count as a JSON integer while it has 64 bits, else as a decimal string.
Json count(const mpz_class& n) {
  if (n.fits_ulong_p() && sizeof(unsigned long) >= 8) return Json(static_cast<std::uint64_t>(n.get_ui()));
  return Json(n.get_str());
}

/// The keys of CLI.md's `cgt` object (and a few more), appended to `out`. A symbolic x + *n
/// (nimbersum.h) adds "symbolic" and "options_per_side"; its `canonical` is its name and its
/// lists hold their first entries.
void addReport(Json& out, const CgtReport& report) {
  out["canonical"] = report.canonical;
  out["name"] = report.name ? Json(*report.name) : Json(nullptr);
  out["outcome"] = outcomeText(report.outcome);
  out["compare_zero"] = relationText(report.compareZero);
  out["number"] = report.number ? exact(*report.number) : Json(nullptr);
  out["birthday"] = count(report.birthday);
  out["left_stop"] = exact(report.leftStop);
  out["right_stop"] = exact(report.rightStop);
  out["mean"] = exact(report.mean);
  out["temperature"] = exact(report.temperature);
  out["left_incentives"] = report.leftIncentives;
  out["right_incentives"] = report.rightIncentives;
  out["left_wins_moving_first"] = report.leftWinsMovingFirst;
  out["right_wins_moving_first"] = report.rightWinsMovingFirst;
  out["left_winning_moves"] = report.leftWinningMoves;
  out["right_winning_moves"] = report.rightWinningMoves;
  out["form_tree_size"] = report.formTreeSize;
  out["canonical_tree_size"] = report.canonicalTreeSize;
  if (report.optionsPerSide) {
    out["symbolic"] = true;
    out["options_per_side"] = count(*report.optionsPerSide);
  }
}

/// Without --timeout, sums, comparisons and positions stop after this many steps of the game
/// arithmetic (GameStore::Limits::maxOperations; a few seconds): a clear refusal, not a hang.
constexpr std::uint64_t kDefaultOperations = 5'000'000;

int solve(const CgtCommandOptions& options) {
  const CancelToken cancel = commandCancelToken();
  Watchdog watchdog;
  armTimeout(options.timeoutSeconds, cancel, watchdog);
  CgtBudget budget;
  if (!options.timeoutSeconds) budget.maxOperations = kDefaultOperations;
  budget.thermograph = options.svg;
  // A solver's error; the step budget's end (cgtquery.h: a second arg) in words that say it is
  // a budget.
  auto fail = [&](Error error, const char* operand) {
    if (error.problem == Problem::TooManyPositions && error.args.size() > 1)
      error = makeError(ErrorCode::TooLarge,
                        {"more than " + std::to_string(kDefaultOperations) +
                             " steps of game arithmetic, the budget without --timeout (give --timeout S to go on "
                             "for up to S seconds)",
                         ""});
    return reportError(placed(std::move(error), operand));
  };

  if (options.compare) {
    auto comparison = solveCgtComparison(options.operands[0], options.operands[1], budget, Progress::none(), cancel);
    if (!comparison) return fail(comparison.error(), "");  // placed in G or H already
    Json out;
    out["relation"] = relationText(comparison->relation);
    out["difference"] = comparison->difference;
    out["difference_outcome"] = outcomeText(comparison->differenceOutcome);
    return printAnswer(out, watchdog);
  }

  Json out;
  // The report of an EXPR or a POSITION, added to `out` and printed.
  const auto answer = [&](const Expected<CgtReport>& report) {
    if (!report) return fail(report.error(), "EXPR");
    if (options.svg) {
      if (!report->thermograph)
        return reportError(optionError("--svg", "a symbolic sum x + *n (" + report->canonical +
                                                    ") has no thermograph drawn: its walls are the number x"));
      if (!watchdog.claimOutput()) return kExitCancelled;
      cliOut() << writeThermographSvg(*report->thermograph,
                                      {report->canonical, "value (Left's side on the left)", "temperature t"});
      cliOut().flush();
      return kExitOk;
    }
    addReport(out, *report);
    return printAnswer(out, watchdog);
  };
  if (!options.ruleset) return answer(solveCgtExpression(options.operands[0], budget, Progress::none(), cancel));
  const auto ruleset = rulesetFromName(*options.ruleset);
  if (!ruleset)
    return reportError(makeProblemError(ErrorCode::InvalidArgument, Problem::CgtUnknownRuleset,
                                        {*options.ruleset, rulesetNames()}));
  auto position = readPosition(*ruleset, options.operands[0]);
  if (!position) return reportError(placed(position.error(), "POSITION"));
  out["ruleset"] = rulesetName(*ruleset);
  out["position"] = position->text;
  return answer(solveCgtPosition(*position, budget, Progress::none(), cancel));
}

}  // namespace

Expected<CgtCommandOptions> parseCgtOptions(const std::vector<std::string>& args) {
  CgtCommandOptions options;
  bool operandsOnly = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string& arg = args[k];
    if (operandsOnly || arg.empty() || arg[0] != '-') {
      options.operands.push_back(arg);
      continue;
    }
    if (arg == "--") {
      operandsOnly = true;
      continue;
    }
    if (arg == "--help" || arg == "-h") {
      options.help = true;
      continue;
    }
    if (arg == "--compare") {
      options.compare = true;
      continue;
    }
    if (arg == "--svg") {
      options.svg = true;
      continue;
    }
    if (auto value = optionValue(args, k, "--ruleset", "ruleset name")) {
      if (!*value) return value->error();
      options.ruleset = **value;
      continue;
    }
    if (auto value = optionValue(args, k, "--timeout", "number of seconds")) {
      if (!*value) return value->error();
      auto seconds = parseTimeout(**value);
      if (!seconds) return seconds.error();
      options.timeoutSeconds = *seconds;
      continue;
    }
    return optionError("option", "unknown option " + arg + " (an expression beginning with '-' follows --)");
  }
  if (options.help) return options;
  if (options.compare && options.ruleset) return optionError("arguments", "--compare and --ruleset exclude each other");
  if (options.compare && options.svg) return optionError("arguments", "--compare and --svg exclude each other");
  const std::size_t wanted = options.compare ? 2 : 1;
  const char* what = options.compare ? "two games G H" : options.ruleset ? "one POSITION" : "one EXPR";
  if (options.operands.size() != wanted)
    return optionError("arguments", std::string("expected ") + what + ", found " + std::to_string(options.operands.size()));
  return options;
}

const char* cgtUsage() {
  return "usage: gamelab-cli cgt [--svg] [--timeout SECONDS] EXPR\n"
         "       gamelab-cli cgt --compare G H\n"
         "       gamelab-cli cgt [--svg] --ruleset NAME POSITION\n"
         "\n"
         "Short partizan games: canonical form, name, outcome class, stops, mean, temperature\n"
         "and incentives of a game. EXPR: integers, dyadic fractions (3/4), * and *n, ^ and v\n"
         "(up, down; also the arrows), ^*, ^^, 3.^, +-x (the switch {x|-x}), {L1,L2|R1,R2} with\n"
         "nested braces and Conway's bars ({a||b|c} = {a|{b|c}}), + and -, parentheses, and\n"
         "juxtaposed parts such as 1* or 1/2^. A nimber above *1000 is kept symbolic in sums of\n"
         "numbers and nimbers (*N + *M is *(N xor M)). An expression beginning with - follows --:\n"
         "  gamelab-cli cgt -- '-{1|0}'\n"
         "\n"
         "  --compare G H      {\"relation\": \">\"|\"<\"|\"=\"|\"||\", \"difference\": canonical G-H}\n"
         "  --ruleset NAME P   a position of domineering (\"..../..#./....\"), hackenbush\n"
         "                     (\"0-1:L,1-2:R,1-3:G\"), toads-and-frogs (\"TT..FF\") or cutcake\n"
         "                     (\"3x2+1x4\"), answered like an EXPR\n"
         "  --svg              the game's thermograph as an SVG document on stdout instead of\n"
         "                     the JSON, drawn as the GUI draws it (Left's side on the left)\n"
         "  --timeout S        give up after S seconds (exit code 3); without it the game\n"
         "                     arithmetic stops after 5000000 steps (a few seconds; exit code 2)\n"
         "\n"
         "Output: {\"canonical\", \"name\", \"outcome\" (L R N P), \"compare_zero\" (> < = ||),\n"
         "\"number\", \"birthday\", \"left_stop\", \"right_stop\", \"mean\", \"temperature\",\n"
         "\"left_incentives\", \"right_incentives\", ...}; exact numbers as strings.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input (with the column), 3 cancelled or\n"
         "timed out.\n";
}

int runCgt(const std::vector<std::string>& args) {
  auto options = parseCgtOptions(args);
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << cgtUsage();
    return kExitOk;
  }
  return solve(*options);
}

}  // namespace gamelab::cli
