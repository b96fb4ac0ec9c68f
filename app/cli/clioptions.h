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

/// `equilibria [--method M] [--labels L] [--timeout S] FILE|-`
struct EquilibriaCommandOptions {
  std::string input;
  /// "enum" (every extreme equilibrium and the components; n players: pure and mixed),
  /// "lh" (Lemke-Howson from every label), "support" (support enumeration), "pure".
  std::string method = "enum";
  /// `--labels first|all|K,...` (only with --method lh): "" = the default rule
  /// (lemkeHowsonFirstLabelOnlyByDefault), "first", "all", or "list" with `labelList`.
  std::string labels;
  /// The listed labels, 1-based as typed (rows first, then columns), duplicates dropped.
  std::vector<std::size_t> labelList;
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

/// Building blocks of the parsers above, for every subcommand's option parser.
/// The value of `--name V` or `--name=V` at args[k] (advancing k for the first form), or
/// nullopt if args[k] is not this option. A trailing `--name` without a value gives
/// InvalidArgument (args: name, "missing " + what).
std::optional<Expected<std::string>> optionValue(const std::vector<std::string>& args, std::size_t& k,
                                                 const std::string& name, const std::string& what);

/// Options every command shares: --help/-h, --timeout S (a positive number of seconds), one
/// input file (a lone "-" is stdin). Returns true if args[k] was one of them (advancing k past
/// a separate value); an error (InvalidArgument: bad timeout, second input file) is stored in
/// `error`. Returns false for any other argument starting with '-'.
bool commonOption(const std::vector<std::string>& args, std::size_t& k, std::string& input, bool& haveInput,
                  std::optional<double>& timeout, bool& help, std::optional<Error>& error);

}  // namespace gamelab::cli
