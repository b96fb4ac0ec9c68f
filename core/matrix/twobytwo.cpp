#include "core/matrix/twobytwo.h"

#include <string>

namespace gamelab {

Expected<TwoByTwoSolution> solveTwoByTwo(const MatrixGame& game) {
  if (game.rows != 2 || game.cols != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoByTwo, {matrixSizeText(game.rows, game.cols)});
  TwoByTwoSolution s;
  s.saddle = analyzeSaddlePoints(game);
  auto& f = s.formula;
  f.a = game.at(0, 0);
  f.b = game.at(0, 1);
  f.d = game.at(1, 0);
  f.c = game.at(1, 1);
  f.aMinusB = f.a - f.b;
  f.cMinusD = f.c - f.d;
  f.denominator = f.aMinusB + f.cMinusD;
  f.pNumerator = f.c - f.d;
  f.qNumerator = f.c - f.b;
  f.ac = f.a * f.c;
  f.bd = f.b * f.d;
  f.vNumerator = f.ac - f.bd;
  f.defined = f.denominator != 0;
  if (f.defined) {
    f.p = f.pNumerator / f.denominator;
    f.q = f.qNumerator / f.denominator;
    f.v = f.vNumerator / f.denominator;
    f.probabilitiesValid = f.p > 0 && f.p < 1 && f.q > 0 && f.q < 1;
  }
  if (!s.saddle.saddlePoints.empty()) {
    s.method = TwoByTwoSolution::Method::SaddlePoint;
    s.saddleRow = s.saddle.saddlePoints.front().first;
    s.saddleCol = s.saddle.saddlePoints.front().second;
    s.value = game.at(s.saddleRow, s.saddleCol);
    s.rowStrategy = {Rational(s.saddleRow == 0 ? 1 : 0), Rational(s.saddleRow == 0 ? 0 : 1)};
    s.colStrategy = {Rational(s.saddleCol == 0 ? 1 : 0), Rational(s.saddleCol == 0 ? 0 : 1)};
    return s;
  }
  // No saddle point: the cyclic argument guarantees den != 0 and 0 < p, q < 1.
  s.method = TwoByTwoSolution::Method::Formula;
  s.value = f.v;
  s.rowStrategy = {f.p, Rational(1) - f.p};
  s.colStrategy = {f.q, Rational(1) - f.q};
  return s;
}

}  // namespace gamelab
