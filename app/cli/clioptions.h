#pragma once
/// Command-line options of gamelab-cli subcommands.
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct ZeroSumOptions {
  std::string input;          ///< path, or "-" for stdin
  bool rowPayoffs = false;    ///< --row-payoffs: ignore player 2's payoffs
  bool allOptimal = false;    ///< --all-optimal: add the vertices of both optimal sets
  std::optional<double> timeoutSeconds;  ///< --timeout S
  /// --float: Clp's floating-point answer only (no exact proof; "verified": false).
  bool floatOnly = false;
  /// --dominance MODE: "full" (pure and mixtures), "pure", "none", or "auto" (full up to
  /// kFullDominanceLimit lines per side, pure above: one LP per line gets slow on big games).
  std::string dominance = "auto";
  bool help = false;
};

/// Parses the arguments after "zerosum". Error: InvalidArgument (args: option, reason).
Expected<ZeroSumOptions> parseZeroSumOptions(const std::vector<std::string>& args);

}  // namespace gamelab::cli
