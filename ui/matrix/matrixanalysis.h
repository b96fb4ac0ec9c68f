#pragma once
/// Everything the matrix-game analysis pages show, computed in one job off the GUI thread
/// (see MatrixEditor): margins and saddle points, iterated dominance (with the reduced matrix
/// after each step), the 2x2 formulas, the graphical method, Theorem 3.2, the exact LP solution
/// with the whole optimal sets, and the start of Williams' pivot method.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/dominance.h"
#include "core/matrix/graphical.h"
#include "core/matrix/indifference.h"
#include "core/matrix/optimalsets.h"
#include "core/matrix/pivotmethod.h"
#include "core/matrix/saddle.h"
#include "core/matrix/twobytwo.h"
#include "core/matrix/zerosumsolver.h"

#include <QString>

#include <optional>
#include <vector>

namespace gamelab::ui {

struct MatrixAnalysisOptions {
  bool dominanceMixtures = true;  ///< look for domination by mixtures (one LP per line)
  bool optimalSets = true;        ///< enumerate the vertices of the optimal sets
  std::size_t pivotLimit = 8;     ///< pivot tableaux only up to this many rows and columns
  /// Sensible defaults for an m x n game (cheap parts always; expensive ones only when small).
  static MatrixAnalysisOptions forSize(std::size_t rows, std::size_t cols);
};

/// A sub-game taken from the analysed game, with the original indices of its lines.
struct MatrixSubGame {
  MatrixGame game;
  std::vector<std::size_t> rows, cols;
  bool isWholeGame = true;
};

struct MatrixAnalysis {
  MatrixGame game;  ///< the game analysed (a snapshot)
  SaddleAnalysis saddle;

  std::optional<DominanceResult> dominance;
  std::optional<Error> dominanceError;
  std::vector<MatrixGame> afterStep;  ///< reduced matrix after each dominance step (small games)
  MatrixSubGame reduced;              ///< what is left after dominance (the whole game if none)

  std::optional<TwoByTwoSolution> twoByTwo;  ///< when the game or the reduced game is 2x2
  MatrixSubGame twoByTwoGame;

  std::optional<GraphicalSolution> graphical;  ///< 2xn / mx2, else after reduction
  MatrixSubGame graphicalGame;

  /// Theorem 3.2 on the (reduced) square game, or on the square support of the LP solution.
  std::optional<InverseFormulaResult> inverse;
  QString inverseSource;  ///< translated: which submatrix was used and why

  std::optional<ZeroSumSolution> solution;
  std::optional<Error> solutionError;
  std::optional<OptimalStrategySets> optimalSets;
  std::optional<Error> optimalSetsError;

  std::optional<PivotTrace> pivotStart;  ///< the starting tableau (the page steps it)
  std::optional<Error> pivotError;
};

/// Never fails except by Cancelled/Timeout; errors of single parts are stored in the result.
Expected<MatrixAnalysis> analyzeMatrixGame(const MatrixGame& game, const MatrixAnalysisOptions& options,
                                           const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
