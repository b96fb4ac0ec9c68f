#include "ui/partizan/partizanplay.h"

#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/gametext.h"
#include "core/partizan/storesolver.h"
#include "ui/common/errortext.h"
#include "ui/partizan/hackenbushcanvas.h"

#include <QCoreApplication>

namespace gamelab::ui {

using partizan::GameId;
using partizan::GameStore;
using partizan::Ruleset;
using partizan::Side;

std::optional<UnplayableComponent> unplayableComponent(const PartizanPlayState& state) {
  constexpr std::size_t kScratchNodes = 50'000;  // enough to read any expression's syntax
  for (std::size_t i = 0; i < state.components.size(); ++i) {
    const auto& position = state.components[i];
    if (position.ruleset != partizan::Ruleset::Expression) continue;
    partizan::GameStore scratch(partizan::GameStore::Limits{kScratchNodes});
    auto parsed = partizan::parseGameExpression(scratch, position.text);
    if (!parsed && parsed.error().problem == Problem::CgtNimberTooLarge)
      return UnplayableComponent{int(i), parsed.error().args.at(0)};
  }
  return std::nullopt;
}

std::vector<PartizanPlayMove> partizanPlayMoves(partizan::GameStore& store, const PartizanPlayState& state, Side side) {
  std::vector<PartizanPlayMove> out;
  for (std::size_t i = 0; i < state.components.size(); ++i)
    for (auto& m : partizan::movesOf(store, state.components[i], side)) out.push_back({int(i), std::move(m)});
  return out;
}

int partizanMoveAt(const std::vector<PartizanPlayMove>& legal, const PartizanPlayState& state, int component,
                   const std::vector<int>& at) {
  if (component < 0 || component >= int(state.components.size()) || at.empty()) return -1;
  const Ruleset ruleset = state.components[std::size_t(component)].ruleset;
  int second = -1;  // a domino with the clicked cell as its second cell
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (legal[i].component != component) continue;
    const auto& w = legal[i].move.where;
    switch (ruleset) {
      case Ruleset::Domineering:
        if (w.size() == 4 && at.size() == 2) {
          if (w[0] == at[0] && w[1] == at[1]) return int(i);
          if (w[2] == at[0] && w[3] == at[1] && second < 0) second = int(i);
        }
        break;
      case Ruleset::ToadsAndFrogs:
      case Ruleset::Hackenbush:
        if (!w.empty() && w[0] == at[0]) return int(i);
        break;
      case Ruleset::Cutcake:
      case Ruleset::Expression: break;
    }
  }
  return second;
}

QString partizanMoveText(const partizan::Position& before, const partizan::Move& move, Side side) {
  const auto& w = move.where;
  const bool left = side == Side::Left;
  switch (before.ruleset) {
    case Ruleset::Domineering:
      if (w.size() == 4)
        return (left ? QCoreApplication::translate("PartizanPlay", "vertical domino on (%1,%2)–(%3,%4)")
                     : QCoreApplication::translate("PartizanPlay", "horizontal domino on (%1,%2)–(%3,%4)"))
            .arg(w[0] + 1).arg(w[1] + 1).arg(w[2] + 1).arg(w[3] + 1);
      break;
    case Ruleset::Hackenbush:
      if (w.size() == 1) {
        const auto edges = HackenbushCanvas::parseEdges(QString::fromStdString(before.text));
        if (w[0] >= 0 && w[0] < int(edges.size())) {
          const auto& e = edges[std::size_t(w[0])];
          const QString colour = e.colour == 'L'   ? QCoreApplication::translate("PartizanPlay", "blue")
                                 : e.colour == 'R' ? QCoreApplication::translate("PartizanPlay", "red")
                                                   : QCoreApplication::translate("PartizanPlay", "green");
          return QCoreApplication::translate("PartizanPlay", "chop the %1 edge %2–%3").arg(colour).arg(e.u).arg(e.v);
        }
      }
      break;
    case Ruleset::ToadsAndFrogs:
      if (w.size() == 2)
        return (left ? QCoreApplication::translate("PartizanPlay", "toad from cell %1 to %2")
                     : QCoreApplication::translate("PartizanPlay", "frog from cell %1 to %2"))
            .arg(w[0] + 1).arg(w[1] + 1);
      break;
    case Ruleset::Cutcake:
      if (w.size() == 2)
        return (left ? QCoreApplication::translate("PartizanPlay", "cut piece %1 vertically, %2 wide on the left")
                     : QCoreApplication::translate("PartizanPlay", "cut piece %1 horizontally, %2 high on top"))
            .arg(w[0] + 1).arg(w[1]);
      break;
    case Ruleset::Expression: break;
  }
  return QCoreApplication::translate("PartizanPlay", "to %1").arg(QString::fromStdString(move.after.text));
}

bool PartizanPlayHints::isWinning(const PartizanPlayMove& m) const {
  for (const auto& [c, after] : winning)
    if (c == m.component && after == m.move.after) return true;
  return false;
}

Expected<PartizanPlayHints> evaluatePartizanPlay(const PartizanPlayState& state, partizan::SharedStore& shared,
                                                 const Progress& progress, const CancelToken& cancel) {
  PartizanPlayHints hints;
  hints.state = state;
  auto done = shared.use<bool>(cancel, [&](GameStore& store, partizan::PositionValues& values) -> Expected<bool> {
    hints.componentValues.clear();
    hints.winning.clear();
    std::vector<GameId> componentValues;
    for (std::size_t i = 0; i < state.components.size(); ++i) {
      progress.report(double(i) / double(state.components.size() + 1), "positions");
      auto v = values.solveValue(state.components[i], Progress::none(), cancel);
      if (!v) return v.error();
      componentValues.push_back(*v);
    }
    const auto moves = partizanPlayMoves(store, state, state.toMove);
    std::vector<GameId> afterValues;
    for (const auto& m : moves) {
      auto v = values.solveValue(m.move.after, Progress::none(), cancel);
      if (!v) return v.error();
      afterValues.push_back(*v);
    }
    return partizan::runStoreSolver<bool>(store, cancel, [&] {
      GameId total = GameStore::zero();
      for (GameId v : componentValues) total = store.add(total, v);
      const auto text = [&](GameId g) {
        auto name = partizan::gameName(store, g);
        return QString::fromStdString(name ? *name : partizan::canonicalText(store, g));
      };
      for (GameId v : componentValues) hints.componentValues << text(v);
      hints.total = text(total);
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
    hints.problem = errorText(done.error());
    return hints;
  }
  hints.analysed = true;
  progress.report(1.0, "done");
  return hints;
}

}  // namespace gamelab::ui
