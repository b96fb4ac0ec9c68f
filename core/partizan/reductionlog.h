#pragma once
/// The canonical form of a form, step by step (spec §6 and §10.2): every dominated option
/// deleted and every reversible option bypassed, with the principle used, so the GUI can show
/// "left option 0 dominated by 1 (1 ≥ 0)" and "left option * reversed through its right option
/// 0 (0 ≤ G); replaced by the left options of 0 (none)".
#include "core/common/expected.h"
#include "core/partizan/gamestore.h"

#include <vector>

namespace gamelab::partizan {

enum class Reduction {
  Dominated,   ///< `option` deleted because `by` (same side) is at least as good for its owner
  Reversible,  ///< `option` bypassed: `by` is its reply (A^R ≤ G for Left, B^L ≥ G for Right),
               ///< `option` replaced by `replacement` (the mover's options of `by`)
};

struct ReductionStep {
  /// The position being simplified, as the user's form (a node of the input's tree).
  GameId position = kNoGame;
  /// That position at the moment of the step: its options already canonical, earlier steps at
  /// this position applied.
  GameId current = kNoGame;
  Side side = Side::Left;
  Reduction kind = Reduction::Dominated;
  GameId option = kNoGame;             ///< canonical
  GameId by = kNoGame;                 ///< canonical: the dominating option or the reversing reply
  std::vector<GameId> replacement;     ///< Reversible only (may be empty)
};

struct CanonicalWithLog {
  GameId canonical = kNoGame;
  std::vector<ReductionStep> steps;  ///< bottom-up: a position's steps after its options'
  bool truncated = false;            ///< more than Options::maxSteps steps (the rest not logged)
};

struct ReductionOptions {
  std::size_t maxSteps = 2000;
};

/// The canonical form of `form` and every step taken on the way, in order (each position of
/// the form's DAG simplified once, even if the store already knew its canonical form).
/// Result equals store.canonical(form). A solver: StoreStopped becomes TooManyPositions or
/// stopError(cancel); `form`'s height must be ≤ kMaxHeight.
Expected<CanonicalWithLog> solveCanonicalWithLog(GameStore& store, GameId form,
                                                 const ReductionOptions& options = {},
                                                 const Progress& progress = Progress::none(),
                                                 const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::partizan
