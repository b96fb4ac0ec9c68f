#include "core/partizan/sharedstore.h"

#include <chrono>

namespace gamelab::partizan {

SharedStore::SharedStore() : SharedStore(GameStore::Limits{}) {}

SharedStore::SharedStore(GameStore::Limits limits) : limits_(limits) { reset(); }

SharedStore::~SharedStore() = default;

std::size_t SharedStore::nodes() {
  const std::lock_guard lock(mutex_);
  return store_->size();
}

bool SharedStore::acquire(std::unique_lock<std::timed_mutex>& lock, const CancelToken& cancel) {
  while (!lock.try_lock_for(std::chrono::milliseconds(10)))
    if (cancel.isCancelled()) return false;
  return !cancel.isCancelled();
}

bool SharedStore::prepare() {
  if (store_->size() > limits_.maxNodes / 2) reset();
  return jobs_++ == 0;
}

void SharedStore::reset() {
  jobs_ = 0;
  values_.reset();
  store_ = std::make_unique<GameStore>(limits_);
  values_ = std::make_unique<PositionValues>(*store_);
}

bool SharedStore::exhausted(const Error& error) { return error.problem == Problem::TooManyPositions; }

}  // namespace gamelab::partizan
