#pragma once
/// Text blocks for copy and paste of payoffs (spreadsheet style), shared by the matrix and
/// strategic editors (translation context "MatrixClipboard").
#include "core/matrix/matrixgame.h"

#include <QString>

#include <vector>

namespace gamelab::ui {

struct ParsedMatrixBlock {
  std::vector<RationalVector> rows;  ///< rectangular when ok()
  QString error;                     ///< translated; empty when ok()
  bool ok() const { return error.isEmpty(); }
};

/// Parses a block: lines separated by newlines; cells by tabs if any tab occurs, else by
/// commas, else by semicolons, else by runs of spaces. Cells are exact rationals
/// ("3", "-2/7", "0.25"). Trailing empty lines are ignored. Any bad cell or a ragged block
/// refuses the whole block (error names the first offending cell, 1-based within the block).
ParsedMatrixBlock parseMatrixBlock(const QString& text);

/// Rows top..bottom and columns left..right (inclusive) as tab-separated exact text.
QString formatMatrixBlock(const MatrixGame& game, std::size_t top, std::size_t left, std::size_t bottom,
                          std::size_t right);

}  // namespace gamelab::ui
