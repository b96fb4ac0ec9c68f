#include "core/strategic/tusolution.h"

#include "core/matrix/optimalsets.h"
#include "core/matrix/zerosumsolver.h"

#include <algorithm>

namespace gamelab {
namespace {

/// pᵀ M q, exactly.
Rational bilinear(const MatrixGame& m, const RationalVector& p, const RationalVector& q) {
  Rational sum;
  for (std::size_t i = 0; i < m.rows; ++i) {
    if (p[i] == 0) continue;
    Rational row;
    for (std::size_t j = 0; j < m.cols; ++j)
      if (q[j] != 0) row += m.at(i, j) * q[j];
    sum += p[i] * row;
  }
  return sum;
}

}  // namespace

Expected<TuSolution> solveTuSolution(const StrategicGame& game, const Progress& progress, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  const MatrixGame a = game.payoffMatrix(0);
  const MatrixGame b = game.payoffMatrix(1);
  if (a.empty()) return makeError(ErrorCode::EmptyGame);
  progress.report(0, "tu");

  TuSolution tu;
  // σ, the lowest sum and the cooperative cells.
  for (std::size_t i = 0; i < a.rows; ++i)
    for (std::size_t j = 0; j < a.cols; ++j) {
      const Rational sum = a.at(i, j) + b.at(i, j);
      if (i == 0 && j == 0) {
        tu.strip.sigma = tu.strip.minSum = sum;
      } else {
        tu.strip.sigma = std::max(tu.strip.sigma, sum);
        tu.strip.minSum = std::min(tu.strip.minSum, sum);
      }
    }
  tu.sigma = tu.strip.sigma;
  for (std::size_t i = 0; i < a.rows; ++i)
    for (std::size_t j = 0; j < a.cols; ++j)
      if (a.at(i, j) + b.at(i, j) == tu.sigma) tu.cooperativeCells.push_back({i, j});

  // The threat game A − B, its value and both optimal sets.
  tu.threatGame = a;
  for (std::size_t k = 0; k < tu.threatGame.payoffs.size(); ++k) tu.threatGame.payoffs[k] -= b.payoffs[k];
  auto solution = solveZeroSum(tu.threatGame, {}, Progress::none(), cancel);
  if (!solution) return solution.error();
  tu.delta = solution->value;
  tu.rowThreat = solution->rowStrategy;
  tu.colThreat = solution->colStrategy;
  progress.report(0.3, "tu");
  auto sets = solveOptimalStrategySets(tu.threatGame, {tu.delta, tu.rowThreat, tu.colThreat}, Progress::none(), cancel);
  if (!sets) return sets.error();
  tu.rowThreats = std::move(sets->rowVertices);
  tu.colThreats = std::move(sets->colVertices);
  progress.report(0.7, "tu");

  tu.disagreement = {bilinear(a, tu.rowThreat, tu.colThreat), bilinear(b, tu.rowThreat, tu.colThreat)};
  tu.disagreementLow = tu.disagreementHigh = tu.disagreement;
  for (std::size_t r = 0; r < tu.rowThreats.size(); ++r) {
    if (cancel.isCancelled()) return stopError(cancel);
    for (std::size_t c = 0; c < tu.colThreats.size(); ++c) {
      const PayoffPoint d{bilinear(a, tu.rowThreats[r], tu.colThreats[c]), bilinear(b, tu.rowThreats[r], tu.colThreats[c])};
      if (d.u < tu.disagreementLow.u) tu.disagreementLow = d;
      if (d.u > tu.disagreementHigh.u) tu.disagreementHigh = d;
      tu.disagreements.push_back({r, c, d});
    }
  }

  // φ* and the side payments from each cooperative cell.
  const Rational two(2);
  tu.solution = {(tu.sigma + tu.delta) / two, (tu.sigma - tu.delta) / two};
  for (const BimatrixCell& cell : tu.cooperativeCells) {
    SidePayment pay;
    pay.cell = cell;
    pay.signedFromIIToI = tu.solution.u - a.at(cell.row, cell.col);
    if (pay.signedFromIIToI >= 0) {
      pay.from = 2;
      pay.to = 1;
      pay.amount = pay.signedFromIIToI;
    } else {
      pay.from = 1;
      pay.to = 2;
      pay.amount = -pay.signedFromIIToI;
    }
    pay.none = pay.amount == 0;
    tu.sidePayments.push_back(pay);
  }
  progress.report(1, "tu");
  return tu;
}

}  // namespace gamelab
