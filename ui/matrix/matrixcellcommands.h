#pragma once
/// Undoable edits of payoffs in a MatrixDocument: single cells or blocks, pasted blocks
/// (growing the matrix when needed) and adding a constant to every entry.
#include "ui/matrix/matrixdocument.h"

#include <QUndoCommand>

#include <vector>

namespace gamelab::ui {

/// Sets several payoffs at once. Consecutive edits of the same single cell merge into one
/// undo step (typing 1, then 12, then 123 into one cell undoes in one go).
class SetMatrixCellsCommand : public QUndoCommand {
 public:
  SetMatrixCellsCommand(MatrixDocument* doc, std::vector<MatrixCell> cells, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;
  int id() const override { return 0x4d01; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  MatrixDocument* doc_;
  std::vector<MatrixCell> after_;
  std::vector<MatrixCell> before_;
};

/// Writes `block` (rows of equal length) with its top-left corner at (top, left), adding
/// zero rows/columns at the end first when the block reaches beyond the matrix. One step.
class PasteMatrixBlockCommand : public QUndoCommand {
 public:
  PasteMatrixBlockCommand(MatrixDocument* doc, std::size_t top, std::size_t left,
                          std::vector<RationalVector> block, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  std::size_t oldRows_, oldCols_, newRows_, newCols_;
  std::vector<MatrixCell> after_;
  std::vector<MatrixCell> before_;  ///< only cells that existed before the paste
};

/// Adds a constant to every payoff (Lemma 3: the value shifts by c, strategies stay).
class AddConstantCommand : public QUndoCommand {
 public:
  AddConstantCommand(MatrixDocument* doc, Rational c, QUndoCommand* parent = nullptr);
  void redo() override;
  void undo() override;

 private:
  MatrixDocument* doc_;
  Rational c_;
  ParameterState before_;
};

}  // namespace gamelab::ui
