#include "app/cli/cliinput.h"

#include "app/cli/clioptions.h"
#include "app/cli/clistreams.h"
#include "core/strategic/gameloader.h"

#include <chrono>
#include <iostream>

namespace gamelab::cli {

Expected<std::string> readInput(const std::string& input) {
  if (input != "-") return readTextFile(input);
  return readTextStream(cliIn(), inputName(input));
}

std::string inputName(const std::string& input) { return input == "-" ? "<stdin>" : input; }

void armTimeout(const std::optional<double>& seconds, const CancelToken& cancel, Watchdog& watchdog) {
  if (!seconds || !(*seconds <= kMaxTimeoutSeconds)) return;  // parseTimeout's "no limit"
  const auto limit =
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(*seconds));
  cancel.setTimeLimit(limit);
  watchdog.start(limit);
}

}  // namespace gamelab::cli
