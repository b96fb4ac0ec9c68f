#pragma once
/// `gamelab-cli tree cfr FILE [--iterations N] [--target E] [--seconds S]`: an approximate
/// solution of a two-person zero-sum tree with perfect recall by CFR+ (core/tree/cfrplus.h),
/// with bounds on the value proved exactly by best replies (CLI.md `tree cfr`).
#include "app/cli/watchdog.h"
#include "core/common/cancel.h"
#include "core/tree/gametree.h"

#include <cstdint>
#include <string>

namespace gamelab::cli {

/// The options of `tree cfr` (a part of TreeCommandOptions).
struct CfrCommandOptions {
  /// --iterations N; 0 = the default: 1000, or without limit when --seconds bounds the run.
  std::int64_t iterations = 0;
  double target = 0;   ///< --target E: stop once the live exploitability is at most E (0: never)
  double seconds = 0;  ///< --seconds S: the anytime budget (exit 0 with the answer so far; 0: none)
};

/// Prints {"approximate": true, "value_lower", "value_upper", "value_lower_float",
/// "value_upper_float", "exploitability", "exploitability_float", "iterations", "stopped_by",
/// "behaviour", "behaviour_float", "history"} and returns the exit code.
int runTreeCfr(const CfrCommandOptions& options, const GameTree& tree, const std::string& fileName,
               const CancelToken& cancel, Watchdog& watchdog);

}  // namespace gamelab::cli
