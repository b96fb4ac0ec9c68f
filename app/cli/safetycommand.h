#pragma once
/// `gamelab-cli safety [--timeout S] FILE|-`
#include <string>
#include <vector>

namespace gamelab::cli {

/// Runs the command on the arguments after "safety"; returns the process exit code.
int runSafety(const std::vector<std::string>& args);
const char* safetyUsage();

}  // namespace gamelab::cli
