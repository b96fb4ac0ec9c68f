#include "ui/tree/treeeditcommand.h"

namespace gamelab::ui {

TreeEditCommand::TreeEditCommand(TreeDocument* doc, TreeSnapshot before, TreeSnapshot after, const QString& text,
                                 QUndoCommand* parent)
    : QUndoCommand(text, parent), doc_(doc), before_(std::move(before)), after_(std::move(after)) {}

void TreeEditCommand::redo() { doc_->setSnapshot(after_); }
void TreeEditCommand::undo() { doc_->setSnapshot(before_); }

}  // namespace gamelab::ui
