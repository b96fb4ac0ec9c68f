#pragma once
/// One GameStore, with its PositionValues cache, shared by the jobs of one document (the
/// component values, the analysis pages, the Play hints), so that a value one job computed
/// is found by the next instead of being computed again at the same time on another thread.
///
/// One job at a time: use() waits for the job that holds the store, polling its own cancel
/// token every few milliseconds, so a waiting job stops as quickly as a running one.
/// Memory stays bounded: a store holding more than half its node budget is replaced by a
/// fresh one before the next job, and a job that exhausts the budget (TooManyPositions) on a
/// store that was not fresh runs once more on a fresh store, so every answer is the one a
/// fresh store gives.
#include "core/common/expected.h"
#include "core/partizan/ruleset.h"

#include <functional>
#include <memory>
#include <mutex>

namespace gamelab::partizan {

class SharedStore {
 public:
  SharedStore();
  explicit SharedStore(GameStore::Limits limits);
  ~SharedStore();
  SharedStore(const SharedStore&) = delete;
  SharedStore& operator=(const SharedStore&) = delete;

  /// Runs `work` with the store to itself. Errors: stopError(cancel) when cancelled while
  /// waiting, else whatever `work` returns.
  template <class R>
  Expected<R> use(const CancelToken& cancel, const std::function<Expected<R>(GameStore&, PositionValues&)>& work) {
    std::unique_lock lock(mutex_, std::defer_lock);
    if (!acquire(lock, cancel)) return stopError(cancel);
    const bool fresh = prepare();
    Expected<R> result = work(*store_, *values_);
    if (!result && !fresh && exhausted(result.error())) {
      reset();
      prepare();
      result = work(*store_, *values_);
    }
    if (!result && exhausted(result.error())) reset();  // a full store stays full
    return result;
  }

  /// Nodes in the store now (for tests).
  std::size_t nodes();

 private:
  bool acquire(std::unique_lock<std::timed_mutex>& lock, const CancelToken& cancel);
  /// Replaces a store past half its node budget; true when no job has used the store yet.
  bool prepare();
  void reset();
  static bool exhausted(const Error& error);

  std::timed_mutex mutex_;
  GameStore::Limits limits_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<PositionValues> values_;
  int jobs_ = 0;  ///< jobs run on this store since it was made
};

}  // namespace gamelab::partizan
