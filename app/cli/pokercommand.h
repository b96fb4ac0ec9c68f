#pragma once
/// `gamelab-cli poker MODEL --beta B [--discretise N] [--timeout S]`: the continuous poker
/// models of source 000 §2.7 (CLI.md `poker`).
#include "core/common/expected.h"
#include "core/poker/continuouspoker.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct PokerCommandOptions {
  PokerGame game;
  int discretise = 0;  ///< 0 = none; else the number of hand classes of the discretised game
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "poker". Errors: InvalidArgument (args: option, reason) for the
/// command line; β ≤ 0 is reported by the core (PokerBetNotPositive).
Expected<PokerCommandOptions> parsePokerOptions(const std::vector<std::string>& args);

/// Runs the command on the arguments after "poker"; returns the process exit code.
int runPoker(const std::vector<std::string>& args);
/// The text `poker --help` prints.
const char* pokerUsage();

}  // namespace gamelab::cli
