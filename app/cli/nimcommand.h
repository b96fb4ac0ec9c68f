#pragma once
/// `gamelab-cli nim HEAP... [--misere] [--timeout S]`: Bouton's analysis of a Nim position
/// (normal or misère play): the nim-sum, the outcome and every winning move [h, k] (leave k
/// counters in heap h, heaps counted from 0) (CLI.md).
#include "core/common/expected.h"
#include "core/impartial/heaprule.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct NimCommandOptions {
  std::vector<HeapSize> heaps;
  bool misere = false;
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "nim". Error: InvalidArgument (args: option or heap, reason).
Expected<NimCommandOptions> parseNimOptions(const std::vector<std::string>& args);
/// Runs the command on the arguments after "nim"; returns the process exit code.
int runNim(const std::vector<std::string>& args);
const char* nimUsage();

}  // namespace gamelab::cli
