#pragma once
/// `gamelab-cli bargaining [--status-quo safety|x,y] [--timeout S] FILE|-`
#include <string>
#include <vector>

namespace gamelab::cli {

/// Runs the command on the arguments after "bargaining"; returns the process exit code.
int runBargaining(const std::vector<std::string>& args);
const char* bargainingUsage();

}  // namespace gamelab::cli
