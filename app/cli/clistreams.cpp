#include "app/cli/clistreams.h"

#include <iostream>
#include <sstream>

namespace gamelab::cli {

/// The overrides of one InProcessCli scope.
struct InProcessState {
  std::ostringstream out;
  std::ostringstream err;
  std::istringstream in;
  CancelToken cancel;
};

namespace {
thread_local InProcessState* tScope = nullptr;
}  // namespace

std::ostream& cliOut() { return tScope ? static_cast<std::ostream&>(tScope->out) : std::cout; }
std::ostream& cliErr() { return tScope ? static_cast<std::ostream&>(tScope->err) : std::cerr; }
std::istream& cliIn() { return tScope ? static_cast<std::istream&>(tScope->in) : std::cin; }
CancelToken commandCancelToken() { return tScope ? tScope->cancel : CancelToken(); }
bool watchdogEnabled() { return tScope == nullptr; }

InProcessCli::InProcessCli(std::string stdinText, CancelToken cancel)
    : state_(std::make_unique<InProcessState>()) {
  state_->in.str(std::move(stdinText));
  state_->cancel = std::move(cancel);
  tScope = state_.get();
}

InProcessCli::~InProcessCli() { tScope = nullptr; }

std::string InProcessCli::out() const { return state_->out.str(); }
std::string InProcessCli::err() const { return state_->err.str(); }

}  // namespace gamelab::cli
