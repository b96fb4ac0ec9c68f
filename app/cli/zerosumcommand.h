#pragma once
/// `gamelab-cli zerosum [--row-payoffs] [--all-optimal] [--float] [--dominance M] [--timeout S] FILE|-`
#include <string>
#include <vector>

namespace gamelab::cli {

/// Runs the command on the arguments after "zerosum"; returns the process exit code.
int runZeroSum(const std::vector<std::string>& args);
const char* zeroSumUsage();

}  // namespace gamelab::cli
