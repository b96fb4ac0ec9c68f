#pragma once
/// Command-line options of gamelab-cli subcommands.
#include "core/common/expected.h"
#include "core/param/parameters.h"

#include <cstdint>
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
  ParameterOverrides parameters;  ///< --param NAME=VALUE (a .gamelab document's parameters)
  bool help = false;
};

/// Parses the arguments after "zerosum". Error: InvalidArgument (args: option, reason).
Expected<ZeroSumOptions> parseZeroSumOptions(const std::vector<std::string>& args);

inline constexpr double kDefaultEquilibriaBudgetSeconds = 5;
inline constexpr std::uint64_t kMaxEquilibriaRestarts = 10000;

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
  /// `--refine` (two players, --method enum): perfect / proper flags and the perfect part of
  /// every component (solveRefinements).
  bool refine = false;
  /// n players: the support search's time budget (`--budget S`, 0 = none: complete, or "too-large"
  /// beyond 200 000 support profiles), logit restarts (`--restarts K`) and their first seed.
  /// Unset: the default (kDefaultEquilibriaBudgetSeconds, no restarts, seed 1); set on a
  /// two-player game: an error.
  std::optional<double> budgetSeconds;
  std::optional<std::uint64_t> restarts;
  std::optional<std::uint64_t> seed;
  /// `--sweep NAME` (two players): the exact equilibrium correspondence over NAME's range.
  std::string sweep;
  ParameterOverrides parameters;  ///< --param NAME=VALUE
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// `safety [--timeout S] FILE|-`
struct SafetyCommandOptions {
  std::string input;
  ParameterOverrides parameters;  ///< --param NAME=VALUE
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

/// The items of a comma-separated option value, empty ones included ("a,,b" → a, "", b; "" → one
/// empty item): each command says what an item must be.
std::vector<std::string> commaItems(const std::string& text);

/// The longest --timeout taken as a limit (about 31 years): a longer one, `inf` included, is
/// beyond any real run and means no limit.
inline constexpr double kMaxTimeoutSeconds = 1e9;

/// The value of --timeout S: seconds, or nullopt for no limit (S > kMaxTimeoutSeconds or inf).
/// Error: InvalidArgument (--timeout, reason) unless S is a positive number (nan is refused).
Expected<std::optional<double>> parseTimeout(const std::string& value);

/// The rule for --help: `--help` or `-h` anywhere before a `--` asks for the usage, which is
/// printed (exit 0) whatever the other arguments are (main() applies it to every command).
bool asksForHelp(const std::vector<std::string>& args);

/// A whole number 0..limit typed in decimal digits (at most 19), or nullopt.
std::optional<std::uint64_t> wholeNumber(const std::string& text, std::uint64_t limit);

/// Options every command shares: --help/-h, --timeout S (a positive number of seconds), one
/// input file (a lone "-" is stdin). --timeout is read by parseTimeout. Returns true if args[k] was one of them (advancing k past
/// a separate value); an error (InvalidArgument: bad timeout, second input file) is stored in
/// `error`. Returns false for any other argument starting with '-'.
/// `operand` names the operand in the message of a second one ("more than one MODEL ('a' and 'b')").
bool commonOption(const std::vector<std::string>& args, std::size_t& k, std::string& input, bool& haveInput,
                  std::optional<double>& timeout, bool& help, std::optional<Error>& error,
                  const std::string& operand = "input file");

/// `--param NAME=VALUE` (or `--param=NAME=VALUE`) at args[k]: appends to `overrides` and returns
/// true (advancing k past a separate value); an error (InvalidArgument: no value, not NAME=VALUE,
/// not an exact number) is stored in `error`. False for any other argument.
bool parameterOption(const std::vector<std::string>& args, std::size_t& k, ParameterOverrides& overrides,
                     std::optional<Error>& error);

/// The loop every parser of a command with one FILE operand shares: each argument is a common
/// option (commonOption: FILE or -, --timeout S, --help) or goes to `own(k)`, the command's own
/// options, which returns true when args[k] is one of them (moving k past a value it read),
/// false when it is not, or the error in it; any other argument is an unknown option, and no
/// FILE is an error unless --help was asked. `options` has `input`, `timeoutSeconds`, `help`;
/// when it has `parameters` (a ParameterOverrides), --param is one of the common options.
template <class Options, class Own>
std::optional<Error> parseFileArguments(const std::vector<std::string>& args, Options& options, Own&& own) {
  bool haveInput = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    std::optional<Error> error;
    if (commonOption(args, k, options.input, haveInput, options.timeoutSeconds, options.help, error)) {
      if (error) return error;
      continue;
    }
    if constexpr (requires { options.parameters; }) {
      if (parameterOption(args, k, options.parameters, error)) {
        if (error) return error;
        continue;
      }
    }
    const Expected<bool> taken = own(k);
    if (!taken) return taken.error();
    if (!*taken) return makeError(ErrorCode::InvalidArgument, {"option", "unknown option " + args[k]});
  }
  if (!haveInput && !options.help)
    return makeError(ErrorCode::InvalidArgument, {"arguments", "missing input FILE (or - for stdin)"});
  return std::nullopt;
}

}  // namespace gamelab::cli
