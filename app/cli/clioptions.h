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

/// `equilibria [--method M] [--timeout S] FILE|-`
struct EquilibriaCommandOptions {
  std::string input;
  /// "enum" (every extreme equilibrium and the components; n players: pure and mixed),
  /// "lh" (Lemke-Howson from every label), "support" (support enumeration), "pure".
  std::string method = "enum";
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// `safety [--timeout S] FILE|-`
struct SafetyCommandOptions {
  std::string input;
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Error: InvalidArgument (args: option, reason).
Expected<EquilibriaCommandOptions> parseEquilibriaOptions(const std::vector<std::string>& args);
Expected<SafetyCommandOptions> parseSafetyOptions(const std::vector<std::string>& args);

}  // namespace gamelab::cli
