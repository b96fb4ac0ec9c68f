#pragma once
/// Margins and saddle points of a matrix game (source 000 §2.2.1).
#include "core/matrix/matrixgame.h"

#include <utility>
#include <vector>

namespace gamelab {

struct SaddleAnalysis {
  RationalVector rowMinima;     ///< min_j a(i,j) for each row i
  RationalVector colMaxima;     ///< max_i a(i,j) for each column j
  Rational lowerValue;          ///< max_i rowMinima[i]: what I can guarantee with a pure strategy
  Rational upperValue;          ///< min_j colMaxima[j]: what II can hold I to with a pure strategy
  std::vector<std::size_t> maximinRows;  ///< rows attaining lowerValue
  std::vector<std::size_t> minimaxCols;  ///< columns attaining upperValue
  /// Every (row, column) whose entry is the minimum of its row and the maximum of its column,
  /// in row-major order. Non-empty iff lowerValue == upperValue.
  std::vector<std::pair<std::size_t, std::size_t>> saddlePoints;
};

/// Requires a non-empty game.
SaddleAnalysis analyzeSaddlePoints(const MatrixGame& game);

}  // namespace gamelab
