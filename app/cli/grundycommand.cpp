#include "app/cli/clistreams.h"
#include "app/cli/grundycommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "core/impartial/cointurning.h"
#include "core/impartial/heapvalues.h"
#include "core/impartial/wythoff.h"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace gamelab::cli {
namespace {

constexpr std::uint64_t kMaxWythoffRows = 4095;  // solveWythoffTable's size limit is 4096
constexpr std::uint64_t kMaxCoinPositions = 1000000;

/// The CLI's own English (never shown in the GUI): the spec, why the parser refused it, examples.
Error specError(const std::string& spec, const Error& parse) {
  return makeError(ErrorCode::InvalidArgument,
                   {"SPEC", "'" + spec + "' is not a game spec (" + describe(parse) +
                                "); try octal:0.77, subtraction:1,3,4, grundy, lasker, wythoff, coins:mock-turtles"});
}

Json values(const std::vector<Nimber>& list, std::size_t count) {
  Json out = Json::array();
  for (std::size_t i = 0; i < count && i < list.size(); ++i) out.push_back(list[i]);
  return out;
}

int finish(const Json& out, Watchdog& watchdog) {
  return printAnswer(out, watchdog);
}

int solve(const GrundyCommandOptions& options) {
  const CancelToken cancel = commandCancelToken();
  Watchdog watchdog;
  armTimeout(options.timeoutSeconds, cancel, watchdog);
  const std::uint64_t n = *options.upTo;
  Json out;
  out["game"] = options.spec;
  out["upto"] = n;
  if (options.spec == "wythoff") {
    if (n > kMaxWythoffRows)
      return reportError(makeError(ErrorCode::TooLarge, {"--upto " + std::to_string(n) + " for wythoff",
                                                         std::to_string(kMaxWythoffRows)}));
    auto table = solveWythoffTable({.size = static_cast<int>(n + 1)}, Progress::none(), cancel);
    if (!table) return reportError(table.error());
    Json rows = Json::array();
    for (std::uint64_t x = 0; x <= n; ++x) {
      Json row = Json::array();
      for (std::uint64_t y = 0; y <= n; ++y) row.push_back((*table)[x * (n + 1) + y]);
      rows.push_back(std::move(row));
    }
    out["values"] = std::move(rows);
    return finish(out, watchdog);
  }
  if (options.spec.rfind("coins:", 0) == 0) {
    auto rule = CoinRule::parse(options.spec.substr(6));
    if (!rule) return reportError(specError(options.spec, rule.error()));
    if (n >= kMaxCoinPositions)
      return reportError(makeError(ErrorCode::TooLarge, {"--upto " + std::to_string(n) + " coin positions",
                                                         std::to_string(kMaxCoinPositions - 1)}));
    auto table = solveCoinValues(*rule, {.count = static_cast<std::size_t>(n + 1)}, Progress::none(), cancel);
    if (!table) return reportError(table.error());
    out["game"] = "coins:" + rule->spec();
    out["origin"] = rule->origin();
    out["values"] = values(*table, static_cast<std::size_t>(n + 1));
    return finish(out, watchdog);
  }
  auto rule = HeapRule::parse(options.spec);
  if (!rule) return reportError(specError(options.spec, rule.error()));
  // Look a little further than N so that a period proved soon after N is still reported (the
  // Kayles period needs the values up to 167); only N + 1 values are printed.
  constexpr HeapSize kPeriodSearch = 4096;
  auto table = solveHeapValues(*rule, {.upTo = std::max<HeapSize>(n, kPeriodSearch)}, Progress::none(), cancel);
  if (!table) return reportError(table.error());
  out["game"] = rule->spec();
  out["values"] = values(table->values, static_cast<std::size_t>(n + 1));
  if (table->periodicity) {
    out["period"] = table->periodicity->period;
    out["preperiod"] = table->periodicity->preperiod;
    out["proved_at"] = table->periodicity->provedAt;
  }
  return finish(out, watchdog);
}

}  // namespace

Expected<GrundyCommandOptions> parseGrundyOptions(const std::vector<std::string>& args) {
  GrundyCommandOptions options;
  bool haveSpec = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    if (auto value = optionValue(args, k, "--upto", "largest heap N")) {
      if (!*value) return value->error();
      const std::string& text = **value;
      const bool digits = !text.empty() && text.size() <= 19 &&
                          std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
      if (!digits) return makeError(ErrorCode::InvalidArgument, {"--upto", "'" + text + "' is not a whole number >= 0"});
      options.upTo = std::stoull(text);
      continue;
    }
    std::optional<Error> error;
    if (commonOption(args, k, options.spec, haveSpec, options.timeoutSeconds, options.help, error, "SPEC")) {
      if (error) return *error;
      continue;
    }
    return makeError(ErrorCode::InvalidArgument, {"option", "unknown option " + args[k]});
  }
  if (options.help) return options;
  if (!haveSpec) return makeError(ErrorCode::InvalidArgument, {"arguments", "missing SPEC (e.g. octal:0.77)"});
  if (!options.upTo) return makeError(ErrorCode::InvalidArgument, {"--upto", "missing (the largest heap N)"});
  return options;
}

const char* grundyUsage() {
  return "usage: gamelab-cli grundy SPEC --upto N [--timeout SECONDS]\n"
         "\n"
         "Grundy values g(0..N) of one heap under a rule (exactly N+1 values), with the period\n"
         "and pre-period when they are proved. SPEC is one of\n"
         "  nim, subtraction:1,3,4, octal:0.77, hex:0.F, kayles, dawson, lasker, grundy,\n"
         "  powers-of-two, at-least-half, at-most-half, dim-plus, aliquot, even-if-not-all\n"
         "  (add ,impatient for the impatient version), or\n"
         "  wythoff             rows 0..N of Wythoff's game (values[x][y])\n"
         "  coins:RULE          single-coin values of a coin-turning game at positions 0..N\n"
         "                      (turning-turtles, twins, mock-turtles, triplets, ruler,\n"
         "                      rulerette, grunt, subtraction:1,2,3, one-or-two:1,2,3)\n"
         "\n"
         "Output: {\"game\": SPEC, \"values\": [...], \"period\": p, \"preperiod\": q}.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runGrundy(const std::vector<std::string>& args) {
  auto options = parseGrundyOptions(args);
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << grundyUsage();
    return kExitOk;
  }
  return solve(*options);
}

}  // namespace gamelab::cli
