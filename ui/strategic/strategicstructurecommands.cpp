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
  StrategicGame game = before_;
  game.addPlayer(name_);
  const std::size_t player = game.players() - 1;
  // The new player is last, so the profiles where it plays strategy 0 are the first
  // profileCount() ones, in the other players' profile order: copy them for each new strategy.
  std::vector<RationalVector> copies;
  for (std::size_t t = 0; t < game.profileCount(); ++t)
    copies.emplace_back(game.payoffs.begin() + std::ptrdiff_t(t * game.players()),
                        game.payoffs.begin() + std::ptrdiff_t((t + 1) * game.players()));
  for (std::size_t s = 1; s < strategies_; ++s) game.insertStrategy(player, s, {}, copies);
  doc_->replaceGame(std::move(game));
}

void AddPlayerCommand::undo() { doc_->replaceGame(before_); }

RemovePlayerCommand::RemovePlayerCommand(StrategicDocument* doc, std::size_t player, std::size_t keep, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), player_(player), keep_(keep) {
  setText(QCoreApplication::translate("StrategicCommands", "Remove player %1").arg(player + 1));
}

void RemovePlayerCommand::redo() {
  before_ = doc_->game();
  doc_->replaceGame(withoutPlayer(before_, player_, keep_));
}

void RemovePlayerCommand::undo() { doc_->replaceGame(before_); }

}  // namespace gamelab::ui
