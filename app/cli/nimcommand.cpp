#include "app/cli/clistreams.h"
#include "app/cli/nimcommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "core/impartial/nim.h"

#include <algorithm>
#include <cctype>
#include <iostream>

namespace gamelab::cli {

Expected<NimCommandOptions> parseNimOptions(const std::vector<std::string>& args) {
  NimCommandOptions options;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string& a = args[k];
    if (a == "--misere" || a == "--misère") {
      options.misere = true;
      continue;
    }
    const bool number = !a.empty() && std::all_of(a.begin(), a.end(), [](unsigned char c) { return std::isdigit(c); });
    if (number) {
      if (a.size() > 19)
        return makeError(ErrorCode::InvalidArgument, {"heap " + std::to_string(options.heaps.size() + 1),
                                                      "'" + a + "' is too large (at most 19 digits)"});
      options.heaps.push_back(std::stoull(a));
      continue;
    }
    if (a.size() > 1 && a[0] == '-' && std::isdigit(static_cast<unsigned char>(a[1])))
      return makeError(ErrorCode::InvalidArgument,
                       {"heap " + std::to_string(options.heaps.size() + 1), "'" + a + "' is negative"});
    if (a.size() > 1 && a[0] == '-') {
      std::string unused;
      bool haveInput = false;
      std::optional<Error> error;
      if (commonOption(args, k, unused, haveInput, options.timeoutSeconds, options.help, error)) {
        if (error) return *error;
        continue;
      }
      return makeError(ErrorCode::InvalidArgument, {"option", "unknown option " + a});
    }
    return makeError(ErrorCode::InvalidArgument, {"heap " + std::to_string(options.heaps.size() + 1),
                                                  "'" + a + "' is not a whole number of counters"});
  }
  if (options.heaps.empty() && !options.help)
    return makeError(ErrorCode::InvalidArgument, {"arguments", "missing HEAP sizes (e.g. nim 5 7 9)"});
  return options;
}

const char* nimUsage() {
  return "usage: gamelab-cli nim HEAP... [--misere] [--timeout SECONDS]\n"
         "\n"
         "Nim with these heap sizes (Bouton's theorem; --misere: the last player to move loses).\n"
         "Output: {\"nim_sum\": s, \"outcome\": \"P\"|\"N\", \"winning_moves\": [[h, k], ...]} where a\n"
         "winning move [h, k] leaves k counters in heap h (heaps counted from 0).\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runNim(const std::vector<std::string>& args) {
  auto options = parseNimOptions(args);
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << nimUsage();
    return kExitOk;
  }
  const PlayConvention convention = options->misere ? PlayConvention::Misere : PlayConvention::Normal;
  Json out;
  out["heaps"] = options->heaps;
  out["convention"] = options->misere ? "misere" : "normal";
  out["nim_sum"] = nimSum(options->heaps);
  const Outcome outcome = nimOutcome(options->heaps, convention);
  out["outcome"] = outcome == Outcome::P ? "P" : "N";
  Json moves = Json::array();
  for (const auto& m : nimWinningMoves(options->heaps, convention)) moves.push_back(Json::array({m.heap, m.newSize}));
  out["winning_moves"] = std::move(moves);
  printJson(cliOut(), out);
  cliOut().flush();
  return kExitOk;
}

}  // namespace gamelab::cli
