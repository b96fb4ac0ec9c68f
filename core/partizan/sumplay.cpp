#include "core/partizan/sumplay.h"

#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/nimbersum.h"
#include "core/partizan/storesolver.h"

namespace gamelab::partizan {

namespace {

/// Enough nodes to read any expression and list its moves.
constexpr std::size_t kScratchNodes = 50'000;

}  // namespace

std::optional<UnplayableComponent> unplayableComponent(const PlayState& state) {
  for (std::size_t i = 0; i < state.components.size(); ++i) {
    const auto& position = state.components[i];
    if (position.ruleset != Ruleset::Expression) continue;
    GameStore scratch(GameStore::Limits{kScratchNodes});
    auto parsed = parseGameExpression(scratch, position.text);
    if (!parsed && parsed.error().problem == Problem::CgtNimberTooLarge)
      return UnplayableComponent{int(i), parsed.error().args.at(0)};
  }
  return std::nullopt;
}

std::vector<PlayMove> playMoves(const PlayState& state, Side side) {
  GameStore scratch(GameStore::Limits{kScratchNodes});
  std::vector<PlayMove> out;
  for (std::size_t i = 0; i < state.components.size(); ++i)
    for (auto& m : movesOf(scratch, state.components[i], side)) out.push_back({int(i), std::move(m)});
  return out;
}

bool PlayHints::isWinning(const PlayMove& m) const {
  for (const auto& [c, after] : winning)
    if (c == m.component && after == m.move.after) return true;
  return false;
}

Expected<PlayHints> solvePlayHints(const PlayState& state, SharedStore& shared, const Progress& progress,
                                   const CancelToken& cancel) {
  PlayHints hints;
  hints.state = state;
  const auto moves = playMoves(state, state.toMove);
  auto done = shared.use<bool>(cancel, [&](GameStore& store, PositionValues& values) -> Expected<bool> {
    hints.componentValues.clear();
    hints.winning.clear();
    std::vector<GameId> componentValues;
    for (std::size_t i = 0; i < state.components.size(); ++i) {
      progress.report(double(i) / double(state.components.size() + 1), "positions");
      auto v = values.solveValue(state.components[i], Progress::none(), cancel);
      if (!v) return v.error();
      componentValues.push_back(*v);
    }
    std::vector<GameId> afterValues;
    for (const auto& m : moves) {
      auto v = values.solveValue(m.move.after, Progress::none(), cancel);
      if (!v) return v.error();
      afterValues.push_back(*v);
    }
    return runStoreSolver<bool>(store, cancel, [&] {
      GameId total = GameStore::zero();
      for (GameId v : componentValues) total = store.add(total, v);
      for (GameId v : componentValues) hints.componentValues.push_back(valueName(store, v));
      hints.total = valueName(store, total);
      for (std::size_t k = 0; k < moves.size(); ++k) {
        const GameId rest = store.subtract(total, componentValues[std::size_t(moves[k].component)]);
        const GameId next = store.add(rest, afterValues[k]);
        const bool wins = state.toMove == Side::Left ? store.lessEq(GameStore::zero(), next)
                                                     : store.lessEq(next, GameStore::zero());
        if (wins) hints.winning.emplace_back(moves[k].component, moves[k].move.after);
      }
      return true;
    });
  });
  if (!done) {
    if (cancel.isCancelled()) return stopError(cancel);
    hints.componentValues.clear();
    hints.winning.clear();
    hints.problem = done.error();
    return hints;
  }
  hints.analysed = true;
  progress.report(1.0, "done");
  return hints;
}

}  // namespace gamelab::partizan
