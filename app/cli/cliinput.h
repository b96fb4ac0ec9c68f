#pragma once
/// What every gamelab-cli command does before solving: parse its options, print its usage on
/// --help, arm --timeout (the cancel token's deadline plus the watchdog), read the input (a file
/// or stdin) and load the game. runGameCommand() does all of it; each command supplies the rest.
#include "app/cli/clierror.h"
#include "app/cli/clistreams.h"
#include "app/cli/watchdog.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <iostream>
#include <optional>
#include <type_traits>
#include <string>
#include <utility>

namespace gamelab::cli {

/// The bytes of `input`, a path or "-" for stdin, at most kMaxInputBytes (1 GiB,
/// core/io/textfile.h). Errors: FileUnreadable, IsDirectory, TooLarge (the size and the
/// limit), NotText (a NUL byte: binary data or /dev/zero is refused at its first block).
Expected<std::string> readInput(const std::string& input);
/// The name used in messages: the path, or "<stdin>" for "-".
std::string inputName(const std::string& input);
/// With a timeout: sets the token's deadline and starts the watchdog; without: does nothing.
void armTimeout(const std::optional<double>& seconds, const CancelToken& cancel, Watchdog& watchdog);

/// The frame of a command that solves one game read from its input. `options` is the parsed
/// command line (an Options with `input`, `timeoutSeconds` and `help`). In order: a parse error
/// is reported (its exit code returned); with --help, `usage` is printed on stdout and kExitOk
/// returned; the timeout is armed; the input is read (readInput; an error is reported) and
/// `load(text, fileName)` -> Expected<Game> turns it into a game, fileName being
/// inputName(options.input) (or `load(text, fileName, options)` when it takes the options: the
/// commands with --param); the text is freed; a load error is reported. Otherwise returns
/// `solve(options, game, fileName, cancel, watchdog)`, which solves, checks
/// watchdog.claimOutput() before printing and returns the exit code.
template <class Options, class Load, class Solve>
int runGameCommand(const Expected<Options>& options, const char* usage, Load&& load, Solve&& solve) {
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << usage;
    return kExitOk;
  }
  const CancelToken cancel = commandCancelToken();
  Watchdog watchdog;
  armTimeout(options->timeoutSeconds, cancel, watchdog);

  const std::string fileName = inputName(options->input);
  auto text = readInput(options->input);
  if (!text) return reportError(text.error());
  auto game = [&] {
    if constexpr (std::is_invocable_v<Load, const std::string&, const std::string&, const Options&>)
      return std::forward<Load>(load)(std::as_const(*text), fileName, *options);
    else
      return std::forward<Load>(load)(std::as_const(*text), fileName);
  }();
  text->clear();
  text->shrink_to_fit();
  if (!game) return reportError(game.error());
  return std::forward<Solve>(solve)(*options, *game, fileName, cancel, watchdog);
}

}  // namespace gamelab::cli
