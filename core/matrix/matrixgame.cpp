#include "core/matrix/matrixgame.h"

#include <cassert>

namespace gamelab {

MatrixGame::MatrixGame(std::size_t r, std::size_t c)
    : rows(r), cols(c), payoffs(r * c), rowLabels(r), colLabels(c) {}

MatrixGame MatrixGame::fromRows(const std::vector<RationalVector>& rowsOfPayoffs) {
  MatrixGame g(rowsOfPayoffs.size(), rowsOfPayoffs.empty() ? 0 : rowsOfPayoffs.front().size());
  for (std::size_t i = 0; i < g.rows; ++i) {
    assert(rowsOfPayoffs[i].size() == g.cols);
    for (std::size_t j = 0; j < g.cols; ++j) g.at(i, j) = rowsOfPayoffs[i][j];
  }
  return g;
}

MatrixGame MatrixGame::fromText(const std::vector<std::vector<std::string>>& rowsOfText) {
  std::vector<RationalVector> rowsOfPayoffs;
  for (const auto& row : rowsOfText) {
    RationalVector values;
    for (const auto& cell : row) {
      auto v = parseRational(cell);
      assert(v.has_value());
      values.push_back(v.value_or(Rational(0)));
    }
    rowsOfPayoffs.push_back(std::move(values));
  }
  return fromRows(rowsOfPayoffs);
}

std::string MatrixGame::rowLabel(std::size_t i) const {
  return i < rowLabels.size() && !rowLabels[i].empty() ? rowLabels[i] : std::to_string(i + 1);
}

std::string MatrixGame::colLabel(std::size_t j) const {
  return j < colLabels.size() && !colLabels[j].empty() ? colLabels[j] : std::to_string(j + 1);
}

std::string matrixSizeText(std::size_t rows, std::size_t cols) {
  return std::to_string(rows) + " \u00d7 " + std::to_string(cols);
}

}  // namespace gamelab
