#pragma once
/// `gamelab-cli stochastic [--iterations N] [--timeout S] FILE|-`: a stochastic, recursive or
/// multistage zero-sum game (short form or .gamelab of kind "stochastic") and its exact values,
/// stationary strategies and, on request, Shapley's iteration v_0 … v_N (CLI.md `stochastic`).
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct StochasticCommandOptions {
  std::string input;  ///< path, or "-" for stdin
  /// --iterations N: add Shapley's iterates v_0 = 0 … v_N (0 ≤ N ≤ kMaxStochasticCliIterations).
  std::optional<int> iterations;
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// The largest N `--iterations` accepts (exact iterates grow; the timeout still applies).
inline constexpr int kMaxStochasticCliIterations = 100000;

/// Parses the arguments after "stochastic". Error: InvalidArgument (args: option, reason).
Expected<StochasticCommandOptions> parseStochasticOptions(const std::vector<std::string>& args);

/// Runs the command on the arguments after "stochastic"; returns the process exit code.
int runStochastic(const std::vector<std::string>& args);
/// The text `stochastic --help` prints.
const char* stochasticUsage();

}  // namespace gamelab::cli
