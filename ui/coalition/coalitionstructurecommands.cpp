#include "ui/coalition/coalitionstructurecommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetCoalitionPlayerNameCommand::SetCoalitionPlayerNameCommand(CoalitionalDocument* doc, int player, std::string name,
                                                             QUndoCommand* parent)
    : SetFieldCommand(
          doc, player, doc->game().playerNames().at(std::size_t(player)),
          name.empty() ? std::to_string(player + 1) : std::move(name),
          [](CoalitionalDocument& d, const int& k, const std::string& value) { d.setPlayerName(k, value); },
          QCoreApplication::translate("CoalitionCommands", "Rename player %1").arg(player + 1), 0x6302, parent) {}

ReplaceCoalitionalGameCommand::ReplaceCoalitionalGameCommand(CoalitionalDocument* doc, CoalitionalState state,
                                                             const QString& text, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), after_(std::move(state)), before_(doc->state()) {
  if (after_.game.title().empty()) after_.game.setTitle(before_.game.title());
  setText(text);
}

void ReplaceCoalitionalGameCommand::redo() { doc_->replaceState(after_); }
void ReplaceCoalitionalGameCommand::undo() { doc_->replaceState(before_); }

}  // namespace gamelab::ui
