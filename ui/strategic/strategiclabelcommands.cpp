#include "ui/strategic/strategiclabelcommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetStrategyLabelCommand::SetStrategyLabelCommand(StrategicDocument* doc, std::size_t player, std::size_t strategy,
                                                 std::string label, QUndoCommand* parent)
    : QUndoCommand(parent),
      doc_(doc),
      player_(player),
      strategy_(strategy),
      after_(std::move(label)),
      before_(doc->game().strategyLabels.at(player).at(strategy)) {
  setText(QCoreApplication::translate("StrategicCommands", "Rename strategy %1 of player %2").arg(strategy + 1).arg(player + 1));
}

void SetStrategyLabelCommand::redo() { doc_->setStrategyLabel(player_, strategy_, after_); }
void SetStrategyLabelCommand::undo() { doc_->setStrategyLabel(player_, strategy_, before_); }

SetPlayerNameCommand::SetPlayerNameCommand(StrategicDocument* doc, std::size_t player, std::string name, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), player_(player), after_(std::move(name)), before_(doc->game().playerNames.at(player)) {
  setText(QCoreApplication::translate("StrategicCommands", "Rename player %1").arg(player + 1));
}

void SetPlayerNameCommand::redo() { doc_->setPlayerName(player_, after_); }
void SetPlayerNameCommand::undo() { doc_->setPlayerName(player_, before_); }

bool SetPlayerNameCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const SetPlayerNameCommand*>(other);
  if (o->doc_ != doc_ || o->player_ != player_) return false;
  after_ = o->after_;
  return true;
}

}  // namespace gamelab::ui
