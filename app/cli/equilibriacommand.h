#pragma once
/// `gamelab-cli equilibria [--method enum|lh|support|pure] [--timeout S] FILE|-`
#include <string>
#include <vector>

namespace gamelab::cli {

/// Runs the command on the arguments after "equilibria"; returns the process exit code.
int runEquilibria(const std::vector<std::string>& args);
const char* equilibriaUsage();

}  // namespace gamelab::cli
