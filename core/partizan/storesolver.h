#pragma once
/// How a store computation becomes a solver (internal to core/partizan: callers outside see
/// only solvers, never the store's exception or its cancel wiring).
#include "core/common/expected.h"
#include "core/common/problem.h"
#include "core/partizan/gamestore.h"

#include <string>
#include <utility>

namespace gamelab::partizan {

/// The error a StoreStopped stands for: stopError(cancel) when cancelled (or timed out), else
/// TooManyPositions with the store's node limit.
inline Error storeStoppedError(const GameStore& store, const StoreStopped& stopped, const CancelToken& cancel) {
  if (stopped.cancelled || cancel.isCancelled()) return stopError(cancel);
  return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPositions, {std::to_string(store.limits().maxNodes)});
}

/// Runs a store computation as a solver: sets the store's cancel token, turns StoreStopped
/// into storeStoppedError, and resets the token to CancelToken::none() afterwards, whatever
/// happens.
template <class Result, class Work>
Expected<Result> runStoreSolver(GameStore& store, const CancelToken& cancel, Work&& work) {
  struct Reset {
    GameStore& store;
    ~Reset() { store.setCancel(CancelToken::none()); }
  } reset{store};
  store.setCancel(cancel);
  try {
    if (cancel.isCancelled()) return stopError(cancel);
    return Expected<Result>(std::forward<Work>(work)());
  } catch (const StoreStopped& stopped) {
    return storeStoppedError(store, stopped, cancel);
  }
}

}  // namespace gamelab::partizan
