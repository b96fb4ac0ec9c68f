#include "ui/matrix/matrixlabelcommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetMatrixLabelCommand::SetMatrixLabelCommand(MatrixDocument* doc, Side side, std::size_t index, std::string label,
                                             QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), side_(side), index_(index), after_(std::move(label)) {
  before_ = side == Side::Row ? doc->game().rowLabels.at(index) : doc->game().colLabels.at(index);
  setText(side == Side::Row ? QCoreApplication::translate("MatrixCommands", "Rename row %1").arg(index + 1)
                            : QCoreApplication::translate("MatrixCommands", "Rename column %1").arg(index + 1));
}

void SetMatrixLabelCommand::redo() { doc_->setLabel(side_, index_, after_); }
void SetMatrixLabelCommand::undo() { doc_->setLabel(side_, index_, before_); }

}  // namespace gamelab::ui
