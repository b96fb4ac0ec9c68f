#include "core/matrix/saddle.h"

#include <cassert>

namespace gamelab {

SaddleAnalysis analyzeSaddlePoints(const MatrixGame& game) {
  assert(!game.empty());
  SaddleAnalysis result;
  result.rowMinima.resize(game.rows);
  result.colMaxima.resize(game.cols);
  for (std::size_t i = 0; i < game.rows; ++i) {
    Rational m = game.at(i, 0);
    for (std::size_t j = 1; j < game.cols; ++j)
      if (game.at(i, j) < m) m = game.at(i, j);
    result.rowMinima[i] = m;
  }
  for (std::size_t j = 0; j < game.cols; ++j) {
    Rational m = game.at(0, j);
    for (std::size_t i = 1; i < game.rows; ++i)
      if (game.at(i, j) > m) m = game.at(i, j);
    result.colMaxima[j] = m;
  }
  result.lowerValue = result.rowMinima[0];
  for (const auto& m : result.rowMinima)
    if (m > result.lowerValue) result.lowerValue = m;
  result.upperValue = result.colMaxima[0];
  for (const auto& m : result.colMaxima)
    if (m < result.upperValue) result.upperValue = m;
  for (std::size_t i = 0; i < game.rows; ++i)
    if (result.rowMinima[i] == result.lowerValue) result.maximinRows.push_back(i);
  for (std::size_t j = 0; j < game.cols; ++j)
    if (result.colMaxima[j] == result.upperValue) result.minimaxCols.push_back(j);
  for (std::size_t i = 0; i < game.rows; ++i)
    for (std::size_t j = 0; j < game.cols; ++j)
      if (game.at(i, j) == result.rowMinima[i] && game.at(i, j) == result.colMaxima[j])
        result.saddlePoints.emplace_back(i, j);
  return result;
}

}  // namespace gamelab
