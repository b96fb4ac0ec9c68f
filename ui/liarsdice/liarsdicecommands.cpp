#include "ui/liarsdice/liarsdicecommands.h"

namespace gamelab::ui {

ReplaceLiarsDiceStateCommand::ReplaceLiarsDiceStateCommand(LiarsDiceDocument* doc, LiarsDiceState state,
                                                           const QString& text, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), before_(doc->state()), after_(std::move(state)) {
  setText(text);
}

void ReplaceLiarsDiceStateCommand::redo() { doc_->replaceState(after_); }
void ReplaceLiarsDiceStateCommand::undo() { doc_->replaceState(before_); }

}  // namespace gamelab::ui
