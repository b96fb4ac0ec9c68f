#include "ui/strategic/strategicstructurecommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

InsertStrategyCommand::InsertStrategyCommand(StrategicDocument* doc, std::size_t player, std::size_t at, int copyOf,
                                             QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), player_(player), at_(at) {
  if (copyOf >= 0) {
    // The payoffs of the copied strategy in the order insertStrategy expects: one vector per
    // profile of the other players (profile order), which is exactly what removal returns.
    StrategicGame copy = doc->game();
    strategy_.payoffs = copy.removeStrategy(player, std::size_t(copyOf));
    // Their expressions, in the same order (the ids of the removed payoffs).
    std::vector<RationalVector> ids;
    doc->carryExpressions([&](StrategicGame g) {
      ids = g.removeStrategy(player, std::size_t(copyOf));
      return g;
    });
    if (doc->parameterState().hasExpressions())
      for (const auto& v : ids) {
        std::vector<std::string> row;
        for (const auto& id : v) row.push_back(doc->parameterState().expressions[std::size_t(id.get_num().get_si() - 1)]);
        strategy_.expressions.push_back(std::move(row));
      }
  }
  setText(QCoreApplication::translate("StrategicCommands", "Insert a strategy of player %1").arg(player + 1));
}

void InsertStrategyCommand::redo() { doc_->insertStrategy(player_, at_, strategy_); }
void InsertStrategyCommand::undo() { doc_->removeStrategy(player_, at_); }

RemoveStrategyCommand::RemoveStrategyCommand(StrategicDocument* doc, std::size_t player, std::size_t at, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), player_(player), at_(at) {
  setText(QCoreApplication::translate("StrategicCommands", "Delete strategy %1 of player %2").arg(at + 1).arg(player + 1));
}

void RemoveStrategyCommand::redo() { removed_ = doc_->removeStrategy(player_, at_); }
void RemoveStrategyCommand::undo() { doc_->insertStrategy(player_, at_, removed_); }

MoveStrategyCommand::MoveStrategyCommand(StrategicDocument* doc, std::size_t player, std::size_t from, std::size_t to,
                                         QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), player_(player), from_(from), to_(to) {
  setText(QCoreApplication::translate("StrategicCommands", "Move strategy %1 of player %2").arg(from + 1).arg(player + 1));
}

void MoveStrategyCommand::redo() { doc_->moveStrategy(player_, from_, to_); }
void MoveStrategyCommand::undo() { doc_->moveStrategy(player_, to_, from_); }

AddPlayerCommand::AddPlayerCommand(StrategicDocument* doc, std::size_t strategies, std::string name, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), strategies_(std::max<std::size_t>(strategies, 1)), name_(std::move(name)) {
  setText(QCoreApplication::translate("StrategicCommands", "Add player %1").arg(doc->players() + 1));
}

void AddPlayerCommand::redo() {
  before_ = doc_->game();
  beforeExpressions_ = doc_->parameterState().expressions;
  const std::size_t strategies = strategies_;
  const std::string name = name_;
  auto grow = [strategies, name](StrategicGame game) {
    game.addPlayer(name);
    const std::size_t player = game.players() - 1;
    // The new player is last, so the profiles where it plays strategy 0 are the first
    // profileCount() ones, in the other players' profile order: copy them for each new strategy.
    std::vector<RationalVector> copies;
    for (std::size_t t = 0; t < game.profileCount(); ++t)
      copies.emplace_back(game.payoffs.begin() + std::ptrdiff_t(t * game.players()),
                          game.payoffs.begin() + std::ptrdiff_t((t + 1) * game.players()));
    for (std::size_t s = 1; s < strategies; ++s) game.insertStrategy(player, s, {}, copies);
    return game;
  };
  auto expressions = doc_->carryExpressions(grow);
  doc_->replaceGame(grow(before_), std::move(expressions));
}

void AddPlayerCommand::undo() { doc_->replaceGame(before_, beforeExpressions_); }

RemovePlayerCommand::RemovePlayerCommand(StrategicDocument* doc, std::size_t player, std::size_t keep, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), player_(player), keep_(keep) {
  setText(QCoreApplication::translate("StrategicCommands", "Remove player %1").arg(player + 1));
}

void RemovePlayerCommand::redo() {
  before_ = doc_->game();
  beforeExpressions_ = doc_->parameterState().expressions;
  const std::size_t player = player_, keep = keep_;
  auto expressions = doc_->carryExpressions([player, keep](StrategicGame g) { return withoutPlayer(g, player, keep); });
  doc_->replaceGame(withoutPlayer(before_, player_, keep_), std::move(expressions));
}

void RemovePlayerCommand::undo() { doc_->replaceGame(before_, beforeExpressions_); }

}  // namespace gamelab::ui
