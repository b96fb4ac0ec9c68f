#pragma once
/// The lines of one side of a matrix game as integers (for exact best-response certificates,
/// core/matrix/bestresponsecertificate.h, and pure-dominance comparisons).
#include "core/matrix/matrixgame.h"

#include <gmpxx.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gamelab {

/// Integer lines: line l's entry against line o of the other side is at(l, o). When every
/// entry fits in ±kSmallBound they are stored as int64 (`small`, row-major, fitsSmall true) so
/// that dot products with weights up to kSmallBound run in 128-bit integers (no overflow for
/// up to 2^40 terms); otherwise as GMP integers (`exact`).
struct IntegerLines {
  static constexpr std::int64_t kSmallBound = std::int64_t{1} << 31;
  std::vector<std::vector<mpz_class>> exact;  ///< only when !fitsSmall
  std::vector<std::int64_t> small;            ///< only when fitsSmall
  std::size_t count = 0;  ///< number of lines
  std::size_t width = 0;  ///< number of lines of the other side
  bool fitsSmall = false;

  std::size_t size() const { return count; }
  bool empty() const { return count == 0; }
  std::int64_t smallAt(std::size_t l, std::size_t o) const { return small[l * width + o]; }
  mpz_class at(std::size_t l, std::size_t o) const {
    return fitsSmall ? mpz_class(static_cast<signed long>(smallAt(l, o))) : exact[l][o];
  }
  /// The sign of at(l, o) − at(k, o).
  int compare(std::size_t l, std::size_t k, std::size_t o) const {
    if (fitsSmall) return (smallAt(l, o) > smallAt(k, o)) - (smallAt(l, o) < smallAt(k, o));
    return cmp(exact[l][o], exact[k][o]);
  }
};

/// The oriented lines of one side (0: rows, a(i,j); 1: columns, −a(i,j)) times the common
/// denominator of all payoffs.
IntegerLines orientedIntegerLines(const MatrixGame& game, int side);
/// Both sides' oriented lines ([0] rows, [1] columns) from one common scaling.
std::vector<IntegerLines> orientedIntegerLinesBoth(const MatrixGame& game);

}  // namespace gamelab
