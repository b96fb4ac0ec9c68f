#pragma once
/// `gamelab-cli cgt [--timeout S] EXPR`, `cgt --compare G H`, `cgt --ruleset NAME POSITION`:
/// short partizan games (CLI.md `cgt`): the canonical form, name, outcome, stops, mean,
/// temperature and incentives of a game expression or a ruleset position, or the comparison
/// of two games. An expression beginning with "-" follows "--".
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct CgtCommandOptions {
  std::vector<std::string> operands;  ///< EXPR; G H with --compare; POSITION with --ruleset
  bool compare = false;
  bool svg = false;  ///< --svg: the thermograph as SVG on stdout instead of the JSON
  std::optional<std::string> ruleset;
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "cgt". Error: InvalidArgument (args: option, reason).
Expected<CgtCommandOptions> parseCgtOptions(const std::vector<std::string>& args);
/// Runs the command on the arguments after "cgt"; returns the process exit code.
int runCgt(const std::vector<std::string>& args);
const char* cgtUsage();

}  // namespace gamelab::cli
