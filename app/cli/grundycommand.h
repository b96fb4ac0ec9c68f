#pragma once
/// `gamelab-cli grundy SPEC --upto N [--timeout S]`: the Grundy values of single heaps 0..N under
/// a heap rule (HeapRule::parse: "octal:0.77", "subtraction:1,3,4", "grundy", "lasker",
/// "at-least-half", …), with the period and pre-period when proved; "wythoff" gives the rows
/// 0..N of Wythoff's game; "coins:RULE" the single-coin values of a coin-turning rule
/// (CoinRule::parse) at positions 0..N (CLI.md).
#include "core/common/expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct GrundyCommandOptions {
  std::string spec;
  std::optional<std::uint64_t> upTo;
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "grundy". Error: InvalidArgument (args: option, reason).
Expected<GrundyCommandOptions> parseGrundyOptions(const std::vector<std::string>& args);
/// Runs the command on the arguments after "grundy"; returns the process exit code.
int runGrundy(const std::vector<std::string>& args);
const char* grundyUsage();

}  // namespace gamelab::cli
