#include "ui/coalition/coalitionstructurecommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetCoalitionPlayerNameCommand::SetCoalitionPlayerNameCommand(CoalitionalDocument* doc, int player, std::string name,
                                                             QUndoCommand* parent)
    : QUndoCommand(parent),
      doc_(doc),
      player_(player),
      after_(name.empty() ? std::to_string(player + 1) : std::move(name)),
      before_(doc->game().playerNames().at(std::size_t(player))) {
  setText(QCoreApplication::translate("CoalitionCommands", "Rename player %1").arg(player + 1));
}

void SetCoalitionPlayerNameCommand::redo() { doc_->setPlayerName(player_, after_); }
void SetCoalitionPlayerNameCommand::undo() { doc_->setPlayerName(player_, before_); }

bool SetCoalitionPlayerNameCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const SetCoalitionPlayerNameCommand*>(other);
  if (o->doc_ != doc_ || o->player_ != player_) return false;
  after_ = o->after_;
  return true;
}

ReplaceCoalitionalGameCommand::ReplaceCoalitionalGameCommand(CoalitionalDocument* doc, CoalitionalState state,
                                                             const QString& text, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), after_(std::move(state)), before_(doc->state()) {
  if (after_.game.title().empty()) after_.game.setTitle(before_.game.title());
  setText(text);
}

void ReplaceCoalitionalGameCommand::redo() { doc_->replaceState(after_); }
void ReplaceCoalitionalGameCommand::undo() { doc_->replaceState(before_); }

}  // namespace gamelab::ui
