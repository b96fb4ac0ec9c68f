#pragma once
/// Cooperative cancellation and progress reporting for long computations.
///
/// Contract for solvers: poll `cancel.isCancelled()` often enough that a cancel is noticed
/// within 0.1 s, and then return stopError(cancel) (Cancelled, or Timeout when the token's
/// deadline passed). Progress is advisory and may be called from the worker thread.
///
/// Solvers. A solver is a public core function that computes a game-theoretic answer and may
/// run long (it polls a CancelToken). Every solver has the one shape
///
///   Expected<Result> solve<What>(const Game& game, const Options& options = {},
///                                const Progress& progress = Progress::none(),
///                                const CancelToken& cancel = CancelToken::none());
///
/// It is named solve + what it computes (solveCore, solveNucleolus, solveHeapValues,
/// solveEquilibria, solvePosition, ...) and takes the game, then its Options struct (only when
/// it has choices), then the progress sink, then the cancel token. Every choice (a domain, a
/// limit, a seed, a mode) is a member of the Options struct with its default as a member
/// default; there are no extra positional arguments. Not solvers, and free to be named and
/// shaped otherwise: readers, writers and parsers (load…, parse…, …FromJson), generators that
/// build a game (gloveMarket, …Game), cheap queries that cannot run long (excess,
/// isImputation, vetoPlayers, …), and building blocks called only inside core (detail headers,
/// solveExcessLp, exactSimplex, lrsEnumerate, …).
#include "core/common/error.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <limits>
#include <memory>
#include <string>

namespace gamelab {

class CancelToken {
 public:
  CancelToken() : state_(std::make_shared<State>()) {}

  /// Request cancellation; visible to every copy of the token.
  void cancel() const { state_->cancelled.store(true, std::memory_order_relaxed); }

  /// After this point in time isCancelled() returns true and timedOut() says why.
  void setDeadline(std::chrono::steady_clock::time_point deadline) const {
    state_->deadlineNs.store(deadline.time_since_epoch().count(), std::memory_order_relaxed);
  }

  /// The deadline `limit` from now; a limit that the clock cannot reach (now + limit would
  /// overflow) sets no deadline, a limit of zero or less one that has passed.
  void setTimeLimit(std::chrono::steady_clock::duration limit) const {
    using Clock = std::chrono::steady_clock;
    const Clock::rep now = Clock::now().time_since_epoch().count();
    const Clock::rep ticks = std::max<Clock::rep>(limit.count(), 0);
    if (ticks > std::numeric_limits<Clock::rep>::max() - now) return;  // beyond the clock: no deadline
    state_->deadlineNs.store(now + ticks, std::memory_order_relaxed);
  }

  bool isCancelled() const {
    return state_->cancelled.load(std::memory_order_relaxed) || timedOut();
  }

  bool timedOut() const {
    const auto d = state_->deadlineNs.load(std::memory_order_relaxed);
    return d != 0 && std::chrono::steady_clock::now().time_since_epoch().count() >= d;
  }

  /// A token that is never cancelled (for tests and quick calls).
  static const CancelToken& none() {
    static const CancelToken token;
    return token;
  }

 private:
  struct State {
    std::atomic<bool> cancelled{false};
    std::atomic<std::chrono::steady_clock::rep> deadlineNs{0};
  };
  std::shared_ptr<State> state_;
};

/// The error a solver returns when `cancel` stopped it: Timeout when the token's deadline
/// passed, else Cancelled.
Error stopError(const CancelToken& cancel);

/// Progress sink: fraction in [0,1] (or negative when unknown) and a stage code that the
/// GUI translates (e.g. "lp", "vertices").
class Progress {
 public:
  using Callback = std::function<void(double fraction, const std::string& stage)>;
  Progress() = default;
  explicit Progress(Callback callback) : callback_(std::move(callback)) {}

  void report(double fraction, const std::string& stage = {}) const {
    if (callback_) callback_(fraction, stage);
  }

  static Progress& none() {
    static Progress progress;
    return progress;
  }

 private:
  Callback callback_;
};

}  // namespace gamelab
