#pragma once
/// Undoable renaming of a row or column (strategy label) of a MatrixDocument.
#include "ui/document/setfieldcommand.h"
#include "ui/matrix/matrixdocument.h"

#include <string>
#include <utility>

namespace gamelab::ui {

/// Sets the label of row/column `index`; an empty label means the default name ("1", "2", ...).
class SetMatrixLabelCommand : public SetFieldCommand<MatrixDocument, std::pair<Side, std::size_t>, std::string> {
 public:
  SetMatrixLabelCommand(MatrixDocument* doc, Side side, std::size_t index, std::string label,
                        QUndoCommand* parent = nullptr);
};

}  // namespace gamelab::ui
