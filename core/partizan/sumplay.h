#pragma once
/// Playing a sum of positions move by move (the GUI's Play page, a script): the state, the
/// legal moves, and the evaluation that makes the computer perfect and fills the hints: a move
/// of Left is winning when the new total is ≥ 0 (Left then wins moving second), a move of
/// Right when it is ≤ 0. Qt-free; callers never touch a store.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/partizan/ruleset.h"
#include "core/partizan/sharedstore.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gamelab::partizan {

struct PlayState {
  std::vector<Position> components;
  Side toMove = Side::Left;
  bool operator==(const PlayState&) const = default;
};

struct PlayMove {
  int component = 0;
  Move move;
};

/// The first component whose moves cannot be listed: an expression holding a nimber above
/// kMaxHeight (*N has N moves; its value is kept symbolic, nimbersum.h). Its index and the
/// nimber as written; nullopt when every component can be played.
struct UnplayableComponent {
  int index = 0;
  std::string nimber;
};
std::optional<UnplayableComponent> unplayableComponent(const PlayState& state);

/// The legal moves of `side` in every component, component by component. Cheap (a scratch
/// store reads expressions); never throws.
std::vector<PlayMove> playMoves(const PlayState& state, Side side);

struct PlayHints {
  PlayState state;                      ///< what was evaluated
  bool analysed = false;                ///< false: too large to analyse (problem says why)
  std::optional<Error> problem;
  std::vector<std::string> componentValues;  ///< per component, names or canonical texts
  std::string total;
  /// The mover's winning moves, as (component, position after).
  std::vector<std::pair<int, Position>> winning;
  bool isWinning(const PlayMove& m) const;
};

/// A solver: evaluates `state` with the document's shared store (its values cache is kept
/// across moves and shared with the analysis). When the node budget runs out the hints say
/// "too large" (analysed false, the problem). Errors: stopError(cancel) only.
Expected<PlayHints> solvePlayHints(const PlayState& state, SharedStore& shared, const Progress& progress = Progress::none(),
                                   const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::partizan
