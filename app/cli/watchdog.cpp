#include "app/cli/watchdog.h"

#include "app/cli/clierror.h"
#include "app/cli/clistreams.h"

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace gamelab::cli {
namespace {
/// Time the solvers get after the deadline to notice it and stop cleanly: the CancelToken
/// contract asks them to poll every 0.1 s. Work that cannot poll (a single lrs pivot on huge
/// numbers, reading a file) is cut here, so `--timeout T` ends within about T + 0.1 s.
constexpr auto kGrace = std::chrono::milliseconds(100);
}  // namespace

std::atomic<Watchdog*> Watchdog::active_{nullptr};

void Watchdog::start(std::chrono::steady_clock::duration limit) {
  if (!watchdogEnabled()) return;  // in-process (InProcessCli): the token's deadline alone
  active_.store(this);
  const auto deadline = std::chrono::steady_clock::now() + limit + kGrace;
  thread_ = std::thread([this, deadline] {
    std::unique_lock<std::mutex> lock(mutex_);
    if (wake_.wait_until(lock, deadline, [this] { return done_; })) return;
    fired_ = true;
    static const char message[] = "time limit reached\n";
    [[maybe_unused]] auto ignored = ::write(2, message, sizeof message - 1);
    std::_Exit(kExitCancelled);
  });
}

bool Watchdog::claimOutput() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (fired_) return false;
  done_ = true;
  wake_.notify_all();
  return true;
}

bool Watchdog::claimActiveOutput() {
  Watchdog* active = active_.load();
  return active == nullptr || active->claimOutput();
}

Watchdog::~Watchdog() {
  Watchdog* self = this;
  active_.compare_exchange_strong(self, nullptr);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace gamelab::cli
