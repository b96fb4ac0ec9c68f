#pragma once
/// A two-person zero-sum matrix game: payoffs a(i,j) that player II (columns) pays player I
/// (rows). Player I maximises, player II minimises.
#include "core/common/rational.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gamelab {

struct MatrixGame {
  std::size_t rows = 0;
  std::size_t cols = 0;
  /// Row-major, rows*cols entries.
  RationalVector payoffs;
  /// Strategy names; empty entries mean "use the default name" (see rowLabel/colLabel).
  std::vector<std::string> rowLabels;
  std::vector<std::string> colLabels;

  MatrixGame() = default;
  /// A rows x cols game of zeros with default labels.
  MatrixGame(std::size_t rows, std::size_t cols);
  /// From a list of rows; all rows must have the same length (asserted).
  static MatrixGame fromRows(const std::vector<RationalVector>& rowsOfPayoffs);
  /// Convenience for tests and examples: integer or "p/q" text entries.
  static MatrixGame fromText(const std::vector<std::vector<std::string>>& rowsOfText);

  const Rational& at(std::size_t i, std::size_t j) const { return payoffs[i * cols + j]; }
  Rational& at(std::size_t i, std::size_t j) { return payoffs[i * cols + j]; }

  /// The label shown for row i: rowLabels[i] if set, else "1", "2", ... (1-based).
  std::string rowLabel(std::size_t i) const;
  std::string colLabel(std::size_t j) const;

  bool empty() const { return rows == 0 || cols == 0; }
  bool operator==(const MatrixGame&) const = default;
};

/// "3 × 4": a size as errors quote it (rows first).
std::string matrixSizeText(std::size_t rows, std::size_t cols);

}  // namespace gamelab
