#pragma once
/// Random games for tests that compare solvers on many games: integer payoffs drawn uniformly
/// from [low, high] with the test's own generator (any std random engine), entry by entry in
/// storage order — a zero-sum matrix row by row, a bimatrix cell by cell (row player's payoff,
/// then the column player's), a strategic game profile by profile. Written once here.
#include "core/matrix/matrixgame.h"
#include "core/strategic/strategicgame.h"

#include <random>
#include <vector>

namespace gamelab::testsupport {

template <class Rng>
MatrixGame randomMatrixGame(Rng& rng, std::size_t rows, std::size_t cols, int low, int high) {
  std::uniform_int_distribution<int> entry(low, high);
  MatrixGame game(rows, cols);
  for (auto& a : game.payoffs) a = entry(rng);
  return game;
}

template <class Rng>
StrategicGame randomBimatrixGame(Rng& rng, std::size_t rows, std::size_t cols, int low, int high) {
  std::uniform_int_distribution<int> entry(low, high);
  std::vector<RationalVector> a(rows, RationalVector(cols)), b(rows, RationalVector(cols));
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) {
      a[i][j] = entry(rng);
      b[i][j] = entry(rng);
    }
  return StrategicGame::bimatrix(a, b);
}

template <class Rng>
StrategicGame randomStrategicGame(Rng& rng, std::vector<std::size_t> counts, int low, int high) {
  std::uniform_int_distribution<int> entry(low, high);
  StrategicGame game(std::move(counts));
  for (auto& u : game.payoffs) u = entry(rng);
  return game;
}

}  // namespace gamelab::testsupport
