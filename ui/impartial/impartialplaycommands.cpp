#include "ui/impartial/impartialplaycommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

ImpartialMoveCommand::ImpartialMoveCommand(ImpartialDocument* doc, ImpartialMove move, Side by, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), before_(doc->state()), after_(doc->state()), by_(by) {
  after_.history.push_back({std::move(move), by});
  setText(by == Side::Computer ? QCoreApplication::translate("ImpartialCommands", "Computer's move")
                               : QCoreApplication::translate("ImpartialCommands", "Move"));
}

void ImpartialMoveCommand::redo() { doc_->replaceState(after_); }
void ImpartialMoveCommand::undo() { doc_->replaceState(before_); }

bool ImpartialMoveCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const ImpartialMoveCommand*>(other);
  if (o->doc_ != doc_ || merged_ || by_ != Side::Human || o->by_ != Side::Computer) return false;
  if (!doc_->settings().againstComputer) return false;
  after_ = o->after_;
  merged_ = true;
  setText(QCoreApplication::translate("ImpartialCommands", "Move and reply"));
  return true;
}

}  // namespace gamelab::ui
