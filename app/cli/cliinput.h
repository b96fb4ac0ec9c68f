#pragma once
/// What every gamelab-cli command does before solving: read the input (a file or stdin) and
/// arm --timeout (the cancel token's deadline plus the watchdog).
#include "app/cli/watchdog.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <optional>
#include <string>

namespace gamelab::cli {

/// The bytes of `input`, a path or "-" for stdin. Error: FileUnreadable (args: path).
Expected<std::string> readInput(const std::string& input);
/// The name used in messages: the path, or "<stdin>" for "-".
std::string inputName(const std::string& input);
/// With a timeout: sets the token's deadline and starts the watchdog; without: does nothing.
void armTimeout(const std::optional<double>& seconds, const CancelToken& cancel, Watchdog& watchdog);

}  // namespace gamelab::cli
