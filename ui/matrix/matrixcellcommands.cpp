#include "ui/matrix/matrixcellcommands.h"

#include <QCoreApplication>

namespace gamelab::ui {

SetMatrixCellsCommand::SetMatrixCellsCommand(MatrixDocument* doc, std::vector<MatrixCell> cells, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), after_(std::move(cells)) {
  before_.reserve(after_.size());
  for (const auto& c : after_)
    before_.push_back({c.row, c.col, doc_->game().at(c.row, c.col), doc_->expression(c.row, c.col)});
  if (after_.size() == 1)
    setText(QCoreApplication::translate("MatrixCommands", "Edit cell (%1, %2)").arg(after_.front().row + 1).arg(after_.front().col + 1));
  else
    setText(QCoreApplication::translate("MatrixCommands", "Edit %n cell(s)", nullptr, int(after_.size())));
}

void SetMatrixCellsCommand::redo() { doc_->setCells(after_); }
void SetMatrixCellsCommand::undo() { doc_->setCells(before_); }

bool SetMatrixCellsCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const SetMatrixCellsCommand*>(other);
  if (o->doc_ != doc_ || after_.size() != 1 || o->after_.size() != 1) return false;
  if (after_.front().row != o->after_.front().row || after_.front().col != o->after_.front().col) return false;
  after_ = o->after_;
  return true;
}

PasteMatrixBlockCommand::PasteMatrixBlockCommand(MatrixDocument* doc, std::size_t top, std::size_t left,
                                                 std::vector<RationalVector> block, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), oldRows_(doc->rowCount()), oldCols_(doc->colCount()) {
  const std::size_t h = block.size();
  const std::size_t w = block.empty() ? 0 : block.front().size();
  newRows_ = std::max(oldRows_, top + h);
  newCols_ = std::max(oldCols_, left + w);
  for (std::size_t i = 0; i < h; ++i)
    for (std::size_t j = 0; j < block[i].size(); ++j) {
      after_.push_back({top + i, left + j, block[i][j]});
      if (top + i < oldRows_ && left + j < oldCols_)
        before_.push_back({top + i, left + j, doc->game().at(top + i, left + j), doc->expression(top + i, left + j)});
    }
  setText(QCoreApplication::translate("MatrixCommands", "Paste %1x%2 block").arg(h).arg(w));
}

void PasteMatrixBlockCommand::redo() {
  if (newRows_ > oldRows_) doc_->insertLines(Side::Row, oldRows_, std::vector<MatrixLine>(newRows_ - oldRows_));
  if (newCols_ > oldCols_) doc_->insertLines(Side::Column, oldCols_, std::vector<MatrixLine>(newCols_ - oldCols_));
  doc_->setCells(after_);
}

void PasteMatrixBlockCommand::undo() {
  if (newCols_ > oldCols_) doc_->removeLines(Side::Column, oldCols_, newCols_ - oldCols_);
  if (newRows_ > oldRows_) doc_->removeLines(Side::Row, oldRows_, newRows_ - oldRows_);
  doc_->setCells(before_);
}

AddConstantCommand::AddConstantCommand(MatrixDocument* doc, Rational c, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), c_(std::move(c)) {
  setText(QCoreApplication::translate("MatrixCommands", "Add %1 to every payoff").arg(QString::fromStdString(toString(c_))));
}

void AddConstantCommand::redo() {
  before_ = doc_->parameterState();
  doc_->addConstant(c_);
}

void AddConstantCommand::undo() {
  doc_->addConstant(-c_);
  doc_->replaceParameterState(before_);  // the expressions as they were
}

}  // namespace gamelab::ui
