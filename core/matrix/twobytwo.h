#pragma once
/// All 2x2 games (source 000 §2.2.2): saddle check first, then formulas (2.1)-(2.3).
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"
#include "core/matrix/saddle.h"

namespace gamelab {

/// The source's cyclic lettering A = [[a, b], [d, c]] and the numbers substituted into
/// (2.1) p = (c−d)/den, (2.2) q = (c−b)/den, (2.3) v = (ac−bd)/den with den = (a−b)+(c−d).
struct TwoByTwoFormula {
  Rational a, b, c, d;
  Rational aMinusB, cMinusD;  ///< the two halves of the denominator
  Rational denominator;       ///< (a−b)+(c−d)
  Rational pNumerator;        ///< c−d
  Rational qNumerator;        ///< c−b
  Rational ac, bd;
  Rational vNumerator;  ///< ac−bd
  bool defined = false; ///< denominator != 0 (then p, q, v below are the formula's values)
  Rational p, q, v;
  /// 0 < p < 1 and 0 < q < 1; false shows the formula trap of Example 3 (T9: q = 12/11).
  bool probabilitiesValid = false;
};

struct TwoByTwoSolution {
  enum class Method { SaddlePoint, Formula };
  Method method = Method::Formula;
  SaddleAnalysis saddle;  ///< margins; checked first
  /// The saddle point used when method == SaddlePoint (the first in row-major order).
  std::size_t saddleRow = 0, saddleCol = 0;
  /// Always computed when den != 0, also when a saddle exists (to show the trap).
  TwoByTwoFormula formula;
  Rational value;
  RationalVector rowStrategy;  ///< (p, 1−p)
  RationalVector colStrategy;  ///< (q, 1−q)
};

/// Errors: WrongShape (args: "2x2", the actual size "3x2") unless the game is 2x2.
Expected<TwoByTwoSolution> solveTwoByTwo(const MatrixGame& game);

}  // namespace gamelab
