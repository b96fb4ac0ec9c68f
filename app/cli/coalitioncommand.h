#pragma once
/// `gamelab-cli coalition [--only PARTS] [--domain efficient|imputations] [--dividends]
/// [--timeout S] FILE|-`: a TU game (short form or .gamelab of kind "coalitional") and its
/// properties, Shapley value, core, nucleolus and voting power (CLI.md).
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

/// The parts `--only` can name, in output order.
inline const std::vector<std::string>& coalitionParts() {
  static const std::vector<std::string> parts{"properties", "shapley",      "core",          "nucleolus",
                                              "banzhaf",    "shapley_shubik", "dividends"};
  return parts;
}

struct CoalitionCommandOptions {
  std::string input;  ///< path, or "-" for stdin
  /// --only a,b,c: the parts to compute (names from coalitionParts()); empty = the default set
  /// (everything the game supports except dividends).
  std::vector<std::string> only;
  bool imputationDomain = false;  ///< --domain imputations: nucleolus over imputations
  bool dividends = false;         ///< --dividends: add the Harsanyi dividends to the default set
  bool svg = false;               ///< --svg: the imputation triangle (3 players) as SVG, not JSON
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "coalition". Error: InvalidArgument (args: option, reason).
Expected<CoalitionCommandOptions> parseCoalitionOptions(const std::vector<std::string>& args);

/// Runs the command on the arguments after "coalition"; returns the process exit code.
int runCoalition(const std::vector<std::string>& args);
/// The text `coalition --help` prints.
const char* coalitionUsage();

}  // namespace gamelab::cli
