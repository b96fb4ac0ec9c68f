#pragma once
/// `gamelab-cli liars-dice N [--float] [--exact] [--strategies] [--timeout S]`: Liar's Dice with
/// one N-sided die (digest liars-dice.md) by the nested LP + DP method (CLI.md).
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct LiarsDiceCommandOptions {
  int sides = 0;
  /// --float / --exact; neither: exact up to kLiarsDiceExactDefaultMaxSides sides, else float.
  std::optional<bool> exact;
  bool strategies = false;  ///< --strategies: the per-subgame strategies ("subgames")
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "liars-dice". Error: InvalidArgument (args: option, reason).
Expected<LiarsDiceCommandOptions> parseLiarsDiceOptions(const std::vector<std::string>& args);

/// Runs the command on the arguments after "liars-dice"; returns the process exit code.
int runLiarsDice(const std::vector<std::string>& args);
/// The text `liars-dice --help` prints.
const char* liarsDiceUsage();

}  // namespace gamelab::cli
