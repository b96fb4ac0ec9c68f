#pragma once
/// Last line of defence for --timeout: if the computation has not finished some time after
/// the deadline (a solver that polls its CancelToken too rarely), report the timeout and end
/// the process with exit code 3 without printing any JSON.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace gamelab::cli {

class Watchdog {
 public:
  Watchdog() = default;
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  /// Arms the watchdog: after `limit` plus a grace period it exits the process (code 3).
  /// Inside an InProcessCli scope (clistreams.h) it does nothing.
  void start(std::chrono::steady_clock::duration limit);
  /// Called before printing results: false if the watchdog has already fired.
  bool claimOutput();
  /// claimOutput() of the armed watchdog, true when none is armed: reportError() calls it so
  /// that a solver's late stop and the watchdog never both print (one line on stderr).
  static bool claimActiveOutput();

 private:
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  bool fired_ = false;
  static std::atomic<Watchdog*> active_;
};

}  // namespace gamelab::cli
