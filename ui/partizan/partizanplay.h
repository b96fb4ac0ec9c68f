#pragma once
/// The rules side of the Play page: the position of a game being played (the components'
/// current positions and who moves), the legal moves, and the evaluation that makes the
/// computer perfect and fills the hints: a move of Left is winning when the new total is ≥ 0
/// (Left then wins moving second), a move of Right when it is ≤ 0.
#include "core/partizan/ruleset.h"
#include "core/partizan/sharedstore.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace gamelab::ui {

struct PartizanPlayState {
  std::vector<partizan::Position> components;
  partizan::Side toMove = partizan::Side::Left;
  bool operator==(const PartizanPlayState&) const = default;
};

struct PartizanPlayMove {
  int component = 0;
  partizan::Move move;
};

/// The first component whose moves cannot be listed: an expression holding a nimber above
/// kMaxHeight (*N has N moves; its value is kept symbolic, core/partizan/nimbersum.h). Its
/// index and the nimber as written; nullopt when every component can be played.
struct UnplayableComponent {
  int index = 0;
  std::string nimber;
};
std::optional<UnplayableComponent> unplayableComponent(const PartizanPlayState& state);

/// The legal moves of `side` in every component, component by component (cheap: the store is
/// only used for expressions).
std::vector<PartizanPlayMove> partizanPlayMoves(partizan::GameStore& store, const PartizanPlayState& state,
                                                partizan::Side side);
/// The move a click on component `component`'s board means, as an index into `legal` (the
/// mover's legal moves), or -1 when there is none: `at` is the clicked cell (row, column) of a
/// Domineering board, whose domino covering it is chosen (the clicked cell first, else
/// second); the clicked cell of a Toads and Frogs strip, whose piece moves; the clicked edge
/// of a Hackenbush picture, which is chopped. Other rulesets have no board to click.
int partizanMoveAt(const std::vector<PartizanPlayMove>& legal, const PartizanPlayState& state, int component,
                   const std::vector<int>& at);
/// The move in words ("vertical domino on (1,2)–(2,2)", "cut edge 1–2", …), translated.
QString partizanMoveText(const partizan::Position& before, const partizan::Move& move, partizan::Side side);

struct PartizanPlayHints {
  PartizanPlayState state;           ///< what was evaluated
  bool analysed = false;             ///< false: too large to analyse (problem says why)
  QString problem;
  QStringList componentValues;       ///< per component, names or canonical texts
  QString total;
  /// The mover's winning moves, as (component, position after).
  std::vector<std::pair<int, partizan::Position>> winning;
  bool isWinning(const PartizanPlayMove& m) const;
};

/// Evaluates a position with the document's shared store (its values cache is kept across
/// moves and shared with the analysis pages). When the node budget runs out the hints say
/// "too large". Errors: stopError(cancel) only.
Expected<PartizanPlayHints> evaluatePartizanPlay(const PartizanPlayState& state, partizan::SharedStore& shared,
                                                 const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
