#pragma once
/// Undoable changes of the shape of a StrategicDocument: insert, remove and move strategies of
/// any player, add and remove players.
#include "ui/strategic/strategicdocument.h"

#include <QUndoCommand>

namespace gamelab::ui {

/// Inserts a strategy of `player` before index `at` (at == count appends). Its payoffs are
/// zero, or copies of strategy `copyOf`'s payoffs when copyOf >= 0 (an index before insertion).
class InsertStrategyCommand : public QUndoCommand {
 public:
  InsertStrategyCommand(StrategicDocument* doc, std::size_t player, std::size_t at, int copyOf = -1,
                        QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t player_, at_;
  StrategicStrategy strategy_;
};

/// Removes strategy `at` of `player`; undo puts it back with its label and payoffs. The caller
/// must leave the player at least one strategy.
class RemoveStrategyCommand : public QUndoCommand {
 public:
  RemoveStrategyCommand(StrategicDocument* doc, std::size_t player, std::size_t at, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t player_, at_;
  StrategicStrategy removed_;
};

/// Moves strategy `from` of `player` to index `to` (the others shift).
class MoveStrategyCommand : public QUndoCommand {
 public:
  MoveStrategyCommand(StrategicDocument* doc, std::size_t player, std::size_t from, std::size_t to,
                      QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t player_, from_, to_;
};

/// Appends a player with `strategies` (>= 1) strategies. The game does not depend on the new
/// player's choice at first: every player's payoffs are those of the game before, and the new
/// player's own payoffs are zero.
class AddPlayerCommand : public QUndoCommand {
 public:
  AddPlayerCommand(StrategicDocument* doc, std::size_t strategies = 2, std::string name = {},
                   QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t strategies_;
  std::string name_;
  StrategicGame before_;
  std::vector<std::string> beforeExpressions_;
};

/// Removes player `player`, keeping the payoffs of the profiles where it plays `keep`
/// (see withoutPlayer). The game must have at least two players.
class RemovePlayerCommand : public QUndoCommand {
 public:
  RemovePlayerCommand(StrategicDocument* doc, std::size_t player, std::size_t keep, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  StrategicDocument* doc_;
  std::size_t player_, keep_;
  StrategicGame before_;
  std::vector<std::string> beforeExpressions_;
};

}  // namespace gamelab::ui
