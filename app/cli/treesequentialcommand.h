#pragma once
/// `gamelab-cli tree sequential FILE`: a sequential equilibrium, an assessment with beliefs at
/// every information set, reached or not (CLI.md `tree sequential`).
#include "app/cli/watchdog.h"
#include "core/common/cancel.h"
#include "core/tree/gametree.h"

#include <string>

namespace gamelab::cli {

/// Prints {"behaviour", "beliefs", "payoffs", "exact", "verified", "method", "trembles"} and
/// returns the exit code. "trembles": player → set → the order of each action's tremble in the
/// exhibited completely mixed sequence (0 where played), when verified by the QRE limit.
int runTreeSequential(const GameTree& tree, const std::string& fileName, const CancelToken& cancel, Watchdog& watchdog);

}  // namespace gamelab::cli
