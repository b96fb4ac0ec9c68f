#pragma once
/// Where gamelab-cli's commands write, read "-" from, and which cancel token they poll. By
/// default: std::cout, std::cerr, std::cin, a fresh token per command, and the watchdog armed by
/// --timeout. An InProcessCli scope (the Python module, python/) overrides all of it for the
/// calling thread: output and errors are collected in strings, "-" reads the given text, the
/// caller's token cancels the command, and the watchdog never starts (it would end the process).
#include "core/common/cancel.h"

#include <iosfwd>
#include <memory>
#include <string>

namespace gamelab::cli {

/// The stream a command prints its answer (JSON, usage, .nfg) on.
std::ostream& cliOut();
/// The stream a command prints its one-line error on.
std::ostream& cliErr();
/// The stream "-" is read from.
std::istream& cliIn();
/// The token a command polls: the in-process caller's, or a fresh one.
CancelToken commandCancelToken();
/// False inside an InProcessCli scope: Watchdog::start() then does nothing.
bool watchdogEnabled();

struct InProcessState;

/// Runs gamelab-cli's commands in this process, on this thread, for its lifetime. Not nestable
/// on one thread; each thread has its own scope.
class InProcessCli {
 public:
  InProcessCli(std::string stdinText, CancelToken cancel);
  ~InProcessCli();
  InProcessCli(const InProcessCli&) = delete;
  InProcessCli& operator=(const InProcessCli&) = delete;

  /// What the commands printed so far on cliOut() and cliErr().
  std::string out() const;
  std::string err() const;

 private:
  std::unique_ptr<InProcessState> state_;
};

}  // namespace gamelab::cli
