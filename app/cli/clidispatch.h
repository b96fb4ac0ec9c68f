#pragma once
/// gamelab-cli's command line, callable in-process: the main() of gamelab-cli and the Python
/// module (python/, inside an InProcessCli scope: clistreams.h) both call it.
#include <string>
#include <vector>

namespace gamelab::cli {

/// Runs the command `args` (argv without the program name): prints the answer on cliOut() or
/// one line on cliErr(), and returns the exit code (0 ok, 1 internal, 2 bad input, 3 cancelled
/// or timed out).
int runCliCommand(std::vector<std::string> args);

}  // namespace gamelab::cli
