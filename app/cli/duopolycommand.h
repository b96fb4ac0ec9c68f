#pragma once
/// `gamelab-cli duopoly MODEL [--a A] [--c C] [--b B] [--firms N] [--costs C1,C2,…] [--fixed F]`:
/// duopoly and oligopoly models of source 000 §3.3 (CLI.md `duopoly`).
#include "core/common/expected.h"
#include "core/duopoly/duopoly.h"

#include <string>
#include <vector>

namespace gamelab::cli {

struct DuopolyCommandOptions {
  DuopolyMarket market;  ///< with the defaults a = 17, c = 1 where no option says otherwise
  bool help = false;
};

/// Parses the arguments after "duopoly". Error: InvalidArgument (args: option, reason) for the
/// command line; the parameters themselves are checked by solveDuopoly.
Expected<DuopolyCommandOptions> parseDuopolyOptions(const std::vector<std::string>& args);

/// Runs the command on the arguments after "duopoly"; returns the process exit code.
int runDuopoly(const std::vector<std::string>& args);
/// The text `duopoly --help` prints.
const char* duopolyUsage();

}  // namespace gamelab::cli
