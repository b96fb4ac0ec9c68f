#include "ui/partizan/partizanplay.h"

#include "core/partizan/gametext.h"
#include "core/partizan/storesolver.h"
#include "ui/common/errortext.h"
#include "ui/partizan/hackenbushcanvas.h"

#include <QCoreApplication>

namespace gamelab::ui {

using partizan::GameId;
using partizan::Ruleset;
using partizan::Side;

namespace {
constexpr std::size_t kPlayNodeBudget = 1'500'000;
}  // namespace

std::vector<PartizanPlayMove> partizanPlayMoves(partizan::GameStore& store, const PartizanPlayState& state, Side side) {
  std::vector<PartizanPlayMove> out;
  for (std::size_t i = 0; i < state.components.size(); ++i)
    for (auto& m : partizan::movesOf(store, state.components[i], side)) out.push_back({int(i), std::move(m)});
  return out;
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

PartizanPlayEngine::PartizanPlayEngine() { reset(); }
PartizanPlayEngine::~PartizanPlayEngine() = default;

void PartizanPlayEngine::reset() {
  values_.reset();
  store_ = std::make_unique<partizan::GameStore>(partizan::GameStore::Limits{kPlayNodeBudget});
  values_ = std::make_unique<partizan::PositionValues>(*store_);
}

Expected<PartizanPlayHints> PartizanPlayEngine::evaluate(const PartizanPlayState& state, const Progress& progress,
                                                         const CancelToken& cancel) {
  const std::lock_guard lock(mutex_);
  if (cancel.isCancelled()) return stopError(cancel);
  PartizanPlayHints hints;
  hints.state = state;
  partizan::GameStore& store = *store_;
  const auto fail = [&](const Error& error) -> Expected<PartizanPlayHints> {
    if (cancel.isCancelled()) return stopError(cancel);
    reset();  // a store out of nodes stays full
    hints.componentValues.clear();
    hints.winning.clear();
    hints.problem = errorText(error);
    return hints;
  };
  std::vector<GameId> values;
  for (std::size_t i = 0; i < state.components.size(); ++i) {
    progress.report(double(i) / double(state.components.size() + 1), "positions");
    auto v = values_->solveValue(state.components[i], Progress::none(), cancel);
    if (!v) return fail(v.error());
    values.push_back(*v);
  }
  const auto moves = partizanPlayMoves(store, state, state.toMove);
  std::vector<GameId> afterValues;
  for (const auto& m : moves) {
    auto v = values_->solveValue(m.move.after, Progress::none(), cancel);
    if (!v) return fail(v.error());
    afterValues.push_back(*v);
  }
  auto done = partizan::runStoreSolver<bool>(store, cancel, [&] {
    GameId total = partizan::GameStore::zero();
    for (GameId v : values) total = store.add(total, v);
    const auto text = [&](GameId g) {
      auto name = partizan::gameName(store, g);
      return QString::fromStdString(name ? *name : partizan::canonicalText(store, g));
    };
    for (GameId v : values) hints.componentValues << text(v);
    hints.total = text(total);
    for (std::size_t k = 0; k < moves.size(); ++k) {
      const GameId rest = store.subtract(total, values[std::size_t(moves[k].component)]);
      const GameId next = store.add(rest, afterValues[k]);
      const bool wins = state.toMove == Side::Left ? store.lessEq(partizan::GameStore::zero(), next)
                                                   : store.lessEq(next, partizan::GameStore::zero());
      if (wins) hints.winning.emplace_back(moves[k].component, moves[k].move.after);
    }
    return true;
  });
  if (!done) return fail(done.error());
  hints.analysed = true;
  progress.report(1.0, "done");
  return hints;
}

}  // namespace gamelab::ui
