#pragma once
/// The rules side of the Play page: the position of a game being played (the components'
/// current positions and who moves), the legal moves, and the evaluation that makes the
/// computer perfect and fills the hints: a move of Left is winning when the new total is ≥ 0
/// (Left then wins moving second), a move of Right when it is ≤ 0.
#include "core/partizan/ruleset.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>
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

/// The legal moves of `side` in every component, component by component (cheap: the store is
/// only used for expressions).
std::vector<PartizanPlayMove> partizanPlayMoves(partizan::GameStore& store, const PartizanPlayState& state,
                                                partizan::Side side);
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

/// Evaluates positions with a store and component cache kept across moves (thread-safe: one
/// evaluation at a time; a cancelled one lets the next wait at most the solver's poll time).
/// When the node budget runs out the store is replaced and the hints say "too large".
class PartizanPlayEngine {
 public:
  PartizanPlayEngine();
  ~PartizanPlayEngine();
  /// Errors: stopError(cancel) only.
  Expected<PartizanPlayHints> evaluate(const PartizanPlayState& state, const Progress& progress,
                                       const CancelToken& cancel);

 private:
  void reset();
  std::mutex mutex_;
  std::unique_ptr<partizan::GameStore> store_;
  std::unique_ptr<partizan::PositionValues> values_;
};

}  // namespace gamelab::ui
