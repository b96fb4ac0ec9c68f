#include "app/cli/clierror.h"

#include "app/cli/clistreams.h"
#include "app/cli/watchdog.h"

#include <iostream>

namespace gamelab::cli {

int exitCodeFor(const Error& error) {
  if (error.code == ErrorCode::Cancelled || error.code == ErrorCode::Timeout) return kExitCancelled;
  return error.isInputError() ? kExitBadInput : kExitInternal;
}

int reportError(const Error& error) {
  if (!Watchdog::claimActiveOutput()) return kExitCancelled;  // the watchdog reported the timeout
  cliErr() << describe(error) << '\n';
  return exitCodeFor(error);
}

int reportError(Error error, const std::string& fileName) {
  if (error.where.file.empty()) error.where.file = fileName;
  return reportError(error);
}

}  // namespace gamelab::cli
