#pragma once
/// Games shared by the benchmarks.
#include "core/strategic/strategicgame.h"

#include <random>
#include <vector>

namespace gamelab::bench {

/// An n x n bimatrix game with payoffs drawn uniformly from 0..99 by a generator seeded `seed`.
inline StrategicGame randomBimatrix(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, 99);
  std::vector<RationalVector> a(n, RationalVector(n)), b(n, RationalVector(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      a[i][j] = entry(rng);
      b[i][j] = entry(rng);
    }
  return StrategicGame::bimatrix(a, b);
}

/// A random game with the given strategy counts, payoffs uniform in 0..maxPayoff.
inline StrategicGame randomStrategicGame(const std::vector<std::size_t>& counts, unsigned seed, int maxPayoff = 99) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, maxPayoff);
  StrategicGame game(counts);
  for (Rational& v : game.payoffs) v = entry(rng);
  return game;
}

}  // namespace gamelab::bench
