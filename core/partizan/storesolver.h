#pragma once
/// Runs a store computation as a solver: sets the store's cancel token, turns StoreStopped
/// into TooManyPositions (the store's maxNodes) or stopError(cancel), and resets the token to
/// CancelToken::none() afterwards, whatever happens.
#include "core/common/expected.h"
#include "core/partizan/gamestore.h"

#include <string>
#include <utility>

namespace gamelab::partizan {

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
    if (stopped.cancelled) return stopError(cancel);
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPositions,
                            {std::to_string(store.limits().maxNodes)});
  }
}

}  // namespace gamelab::partizan
