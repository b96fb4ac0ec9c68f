#pragma once
/// Undoable changes of the shape of a MatrixDocument: insert, delete and move rows/columns,
/// and resize to a given number of rows and columns.
#include "ui/matrix/matrixdocument.h"

#include <QUndoCommand>

#include <vector>

namespace gamelab::ui {

/// Inserts `count` zero lines (default labels) before index `at` (at == size appends).
class InsertMatrixLinesCommand : public QUndoCommand {
 public:
  InsertMatrixLinesCommand(MatrixDocument* doc, Side side, std::size_t at, std::size_t count = 1,
                           QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  Side side_;
  std::size_t at_, count_;
};

/// Deletes lines at..at+count-1; undo puts them back with their payoffs and labels.
/// The caller must leave at least one line on each side.
class DeleteMatrixLinesCommand : public QUndoCommand {
 public:
  DeleteMatrixLinesCommand(MatrixDocument* doc, Side side, std::size_t at, std::size_t count = 1,
                           QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  Side side_;
  std::size_t at_, count_;
  std::vector<MatrixLine> removed_;
};

/// Moves line `from` to index `to` (the others shift).
class MoveMatrixLineCommand : public QUndoCommand {
 public:
  MoveMatrixLineCommand(MatrixDocument* doc, Side side, std::size_t from, std::size_t to,
                        QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  Side side_;
  std::size_t from_, to_;
};

/// Sets the size to rows x cols (both >= 1): lines are added (zeros) or removed at the end.
class ResizeMatrixCommand : public QUndoCommand {
 public:
  ResizeMatrixCommand(MatrixDocument* doc, std::size_t rows, std::size_t cols, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  std::size_t oldRows_, oldCols_, rows_, cols_;
  std::vector<MatrixLine> removedRows_, removedCols_;
};

}  // namespace gamelab::ui
