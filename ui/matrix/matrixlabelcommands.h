#pragma once
/// Undoable renaming of a row or column (strategy label) of a MatrixDocument.
#include "ui/matrix/matrixdocument.h"

#include <QUndoCommand>

namespace gamelab::ui {

/// Sets the label of row/column `index`; an empty label means the default name ("1", "2", ...).
class SetMatrixLabelCommand : public QUndoCommand {
 public:
  SetMatrixLabelCommand(MatrixDocument* doc, Side side, std::size_t index, std::string label,
                        QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  Side side_;
  std::size_t index_;
  std::string after_, before_;
};

}  // namespace gamelab::ui
