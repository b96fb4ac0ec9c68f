#include "ui/matrix/matrixstructurecommands.h"

#include <QCoreApplication>

namespace gamelab::ui {


InsertMatrixLinesCommand::InsertMatrixLinesCommand(MatrixDocument* doc, Side side, std::size_t at, std::size_t count,
                                                   QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), side_(side), at_(at), count_(count) {
  setText(side == Side::Row ? QCoreApplication::translate("MatrixCommands", "Insert %n row(s)", nullptr, int(count))
                            : QCoreApplication::translate("MatrixCommands", "Insert %n column(s)", nullptr, int(count)));
}

void InsertMatrixLinesCommand::redo() {
  const std::size_t length = side_ == Side::Row ? doc_->colCount() : doc_->rowCount();
  doc_->insertLines(side_, at_, std::vector<MatrixLine>(count_, MatrixLine{{}, RationalVector(length)}));
}

void InsertMatrixLinesCommand::undo() { doc_->removeLines(side_, at_, count_); }

DeleteMatrixLinesCommand::DeleteMatrixLinesCommand(MatrixDocument* doc, Side side, std::size_t at, std::size_t count,
                                                   QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), side_(side), at_(at), count_(count) {
  setText(side == Side::Row ? QCoreApplication::translate("MatrixCommands", "Delete %n row(s)", nullptr, int(count))
                            : QCoreApplication::translate("MatrixCommands", "Delete %n column(s)", nullptr, int(count)));
}

void DeleteMatrixLinesCommand::redo() { removed_ = doc_->removeLines(side_, at_, count_); }
void DeleteMatrixLinesCommand::undo() { doc_->insertLines(side_, at_, removed_); }

MoveMatrixLineCommand::MoveMatrixLineCommand(MatrixDocument* doc, Side side, std::size_t from, std::size_t to,
                                             QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), side_(side), from_(from), to_(to) {
  setText(side == Side::Row ? QCoreApplication::translate("MatrixCommands", "Move row %1").arg(from + 1)
                            : QCoreApplication::translate("MatrixCommands", "Move column %1").arg(from + 1));
}

void MoveMatrixLineCommand::redo() { doc_->moveLine(side_, from_, to_); }
void MoveMatrixLineCommand::undo() { doc_->moveLine(side_, to_, from_); }

ResizeMatrixCommand::ResizeMatrixCommand(MatrixDocument* doc, std::size_t rows, std::size_t cols, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), oldRows_(doc->rowCount()), oldCols_(doc->colCount()), rows_(rows), cols_(cols) {
  setText(QCoreApplication::translate("MatrixCommands", "Resize to %1x%2").arg(rows).arg(cols));
}

void ResizeMatrixCommand::redo() {
  // Rows first, then columns; undo reverses the order.
  if (rows_ < oldRows_) removedRows_ = doc_->removeLines(Side::Row, rows_, oldRows_ - rows_);
  else if (rows_ > oldRows_)
    doc_->insertLines(Side::Row, oldRows_, std::vector<MatrixLine>(rows_ - oldRows_, MatrixLine{{}, RationalVector(oldCols_)}));
  if (cols_ < oldCols_) removedCols_ = doc_->removeLines(Side::Column, cols_, oldCols_ - cols_);
  else if (cols_ > oldCols_)
    doc_->insertLines(Side::Column, oldCols_, std::vector<MatrixLine>(cols_ - oldCols_, MatrixLine{{}, RationalVector(rows_)}));
}

void ResizeMatrixCommand::undo() {
  if (cols_ < oldCols_) doc_->insertLines(Side::Column, cols_, removedCols_);
  else if (cols_ > oldCols_) doc_->removeLines(Side::Column, oldCols_, cols_ - oldCols_);
  if (rows_ < oldRows_) doc_->insertLines(Side::Row, rows_, removedRows_);
  else if (rows_ > oldRows_) doc_->removeLines(Side::Row, oldRows_, rows_ - oldRows_);
}

}  // namespace gamelab::ui
