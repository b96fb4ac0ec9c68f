#include "ui/matrix/matrixanalysis.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace gamelab::ui {

MatrixAnalysisOptions MatrixAnalysisOptions::forSize(std::size_t rows, std::size_t cols) {
  MatrixAnalysisOptions o;
  o.dominanceMixtures = rows * cols <= 60 * 60;
  o.optimalSets = rows <= 25 && cols <= 25;
  return o;
}

namespace {

std::vector<std::size_t> iota(std::size_t n) {
  std::vector<std::size_t> v(n);
  std::iota(v.begin(), v.end(), std::size_t(0));
  return v;
}

MatrixSubGame whole(const MatrixGame& game) { return {game, iota(game.rows), iota(game.cols), true}; }

MatrixSubGame sub(const MatrixGame& game, std::vector<std::size_t> rows, std::vector<std::size_t> cols) {
  MatrixSubGame s;
  s.game = subGame(game, rows, cols);
  s.isWholeGame = rows.size() == game.rows && cols.size() == game.cols;
  s.rows = std::move(rows);
  s.cols = std::move(cols);
  return s;
}

std::vector<std::size_t> support(const RationalVector& v) {
  std::vector<std::size_t> s;
  for (std::size_t k = 0; k < v.size(); ++k)
    if (v[k] != 0) s.push_back(k);
  return s;
}

/// True when `strategy` puts weight on a line outside `kept`.
bool playsRemoved(const RationalVector& strategy, const std::vector<std::size_t>& kept) {
  for (std::size_t k : support(strategy))
    if (!std::binary_search(kept.begin(), kept.end(), k)) return true;
  return false;
}

/// `reduced` (a strategy on the lines `kept`) as a strategy on all `n` lines, zero elsewhere.
RationalVector expand(const RationalVector& reduced, const std::vector<std::size_t>& kept, std::size_t n) {
  RationalVector full(n, Rational(0));
  for (std::size_t k = 0; k < kept.size(); ++k) full[kept[k]] = reduced[k];
  return full;
}

/// The solution shown beside the table must not play a line the table strikes out as dominated
/// (a weakly dominated or duplicate line may be played by some optimal strategy): when
/// `solution` does, the reduced game's solution, extended by zeros, replaces it once it is
/// proved optimal in the whole game (removing dominated lines keeps the value).
void preferUndominated(const MatrixGame& game, const MatrixSubGame& reduced, ZeroSumSolution& solution,
                       const CancelToken& cancel) {
  if (reduced.isWholeGame || !solution.verified) return;
  if (!playsRemoved(solution.rowStrategy, reduced.rows) && !playsRemoved(solution.colStrategy, reduced.cols)) return;
  auto small = solveZeroSum(reduced.game, ZeroSumOptions{}, Progress::none(), cancel);
  if (!small || !small->verified) return;
  RationalVector p = expand(small->rowStrategy, reduced.rows, game.rows);
  RationalVector q = expand(small->colStrategy, reduced.cols, game.cols);
  Rational value;
  if (!isOptimalPair(game, p, q, &value)) return;
  solution.value = value;
  solution.rowStrategy = std::move(p);
  solution.colStrategy = std::move(q);
  solution.valueFloat = toDouble(value);
  solution.rowStrategyFloat.clear();
  solution.colStrategyFloat.clear();
  for (const Rational& x : solution.rowStrategy) solution.rowStrategyFloat.push_back(toDouble(x));
  for (const Rational& x : solution.colStrategy) solution.colStrategyFloat.push_back(toDouble(x));
}

}  // namespace

Expected<MatrixAnalysis> analyzeMatrixGame(const MatrixGame& game, const MatrixAnalysisOptions& options,
                                           const Progress& progress, const CancelToken& cancel) {
  MatrixAnalysis a;
  a.game = game;
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  auto cancelled = [&cancel] { return stopError(cancel); };

  progress.report(0.0, "saddle");
  a.saddle = analyzeSaddlePoints(game);
  if (cancel.isCancelled()) return cancelled();

  // Exact LP, then dominance with the optimal strategies as witnesses of undominated lines.
  progress.report(0.05, "lp");
  auto solution = solveZeroSum(game, ZeroSumOptions{}, Progress::none(), cancel);
  if (cancel.isCancelled()) return cancelled();

  progress.report(0.3, "dominance");
  DominanceOptions dom;
  dom.allowMixtures = options.dominanceMixtures;
  if (solution) {
    dom.rowWitness = solution->rowStrategy;
    dom.colWitness = solution->colStrategy;
  }
  auto dominance = solveDominance(game, dom, Progress::none(), cancel);
  if (cancel.isCancelled()) return cancelled();
  a.reduced = whole(game);
  if (dominance) {
    a.dominance = dominance.value();
    a.reduced = sub(game, a.dominance->remainingRows, a.dominance->remainingCols);
    // The matrix after each step, for the log (only while it is small enough to print).
    if (game.rows * game.cols <= 400) {
      std::vector<bool> rowLeft(game.rows, true), colLeft(game.cols, true);
      for (const auto& step : a.dominance->steps) {
        (step.side == Side::Row ? rowLeft : colLeft)[step.removed] = false;
        std::vector<std::size_t> rows, cols;
        for (std::size_t i = 0; i < game.rows; ++i) if (rowLeft[i]) rows.push_back(i);
        for (std::size_t j = 0; j < game.cols; ++j) if (colLeft[j]) cols.push_back(j);
        a.afterStep.push_back(subGame(game, rows, cols));
      }
    }
  } else {
    a.dominanceError = dominance.error();
  }

  // 2x2 formulas.
  if (game.rows == 2 && game.cols == 2) a.twoByTwoGame = whole(game);
  else if (a.reduced.game.rows == 2 && a.reduced.game.cols == 2) a.twoByTwoGame = a.reduced;
  if (a.twoByTwoGame.game.rows == 2 && a.twoByTwoGame.game.cols == 2) {
    auto t = solveTwoByTwo(a.twoByTwoGame.game);
    if (t) a.twoByTwo = t.value();
  }

  // Graphical method: prefer the whole game (it shows the dominated lines too).
  if (game.rows == 2 || game.cols == 2) a.graphicalGame = whole(game);
  else if (a.reduced.game.rows == 2 || a.reduced.game.cols == 2) a.graphicalGame = a.reduced;
  if (!a.graphicalGame.game.empty() && (a.graphicalGame.game.rows == 2 || a.graphicalGame.game.cols == 2)) {
    auto g = solveGraphical(a.graphicalGame.game);
    if (g) a.graphical = g.value();
  }
  if (cancel.isCancelled()) return cancelled();

  // The exact LP's solution (solved first: its strategies prove most lines undominated).
  if (solution) {
    a.solution = solution.value();
    preferUndominated(game, a.reduced, *a.solution, cancel);
    if (cancel.isCancelled()) return cancelled();
  } else {
    a.solutionError = solution.error();
  }

  // Theorem 3.2: the reduced game when square, else the support of the LP solution.
  const std::size_t kInverseLimit = 10;
  if (a.reduced.game.rows == a.reduced.game.cols && a.reduced.game.rows <= kInverseLimit) {
    auto r = applyInverseFormula(game, a.reduced.rows, a.reduced.cols);
    if (r) {
      a.inverse = r.value();
      a.inverseSource = a.reduced.isWholeGame
                            ? QCoreApplication::translate("MatrixAnalysis", "Applied to the whole matrix (it is square).")
                            : QCoreApplication::translate("MatrixAnalysis", "Applied to the square matrix left after removing dominated lines.");
    }
  }
  if (!a.inverse && a.solution) {
    auto rows = support(a.solution->rowStrategy), cols = support(a.solution->colStrategy);
    if (rows.size() == cols.size() && !rows.empty() && rows.size() <= kInverseLimit) {
      auto r = applyInverseFormula(game, rows, cols);
      if (r) {
        a.inverse = r.value();
        a.inverseSource = QCoreApplication::translate(
            "MatrixAnalysis", "Applied to the square submatrix on the supports of the optimal strategies found by LP (Shapley–Snow).");
      }
    }
  }

  // Optimal sets.
  if (a.solution && options.optimalSets) {
    progress.report(0.6, "vertices");
    auto sets = solveOptimalStrategySets(game, {.value = a.solution->value}, Progress::none(), cancel);
    if (cancel.isCancelled()) return cancelled();
    if (sets) a.optimalSets = sets.value();
    else a.optimalSetsError = sets.error();
  }

  // Pivot method: only the starting tableau; the page takes the steps.
  PivotOptions po;
  po.maxRows = po.maxCols = options.pivotLimit;
  auto pivot = startPivotMethod(game, po);
  if (pivot) a.pivotStart = pivot.value();
  else a.pivotError = pivot.error();

  progress.report(1.0, "done");
  return a;
}

}  // namespace gamelab::ui
