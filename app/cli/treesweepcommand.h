#pragma once
/// `tree spe FILE --sweep NAME`: the subgame-perfect equilibrium of a tree document as a
/// piecewise function of one parameter (core/sweep/treesweep.h), printed as JSON.
#include "app/cli/treecommand.h"

namespace gamelab::cli {

/// Runs the sweep for parsed tree options with `sweep` set; returns the exit code.
int runTreeSweep(const TreeCommandOptions& options);

}  // namespace gamelab::cli
