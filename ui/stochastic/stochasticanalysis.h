#pragma once
/// The analysis of a stochastic game the editor shows, computed off the GUI thread in one job:
/// the exact values and stationary strategies (solveStochastic), Shapley's iteration with its
/// error bounds (solveShapleyIteration, from Q for recursive games), and for one-state recursive
/// games the curve v ↦ Val(A(v)) (oneShotValue) with its fixed points.
#include "core/common/cancel.h"
#include "core/stochastic/shapleyiteration.h"
#include "core/stochastic/stochasticvalue.h"

#include <QPointF>
#include <QString>

#include <vector>

namespace gamelab::ui {

struct StochasticAnalysis {
  stochastic::StochasticGame game;  ///< the game analysed (a result is current while it is the document's)
  stochastic::StochasticSolution solution;
  stochastic::ShapleyIterationResult iteration;
  /// One-state recursive games: samples (v, Val(A(v))) over a range holding every fixed point
  /// and Q; empty otherwise.
  std::vector<QPointF> curve;
  /// Approximate fixed points of v = Val(A(v)) found on the curve (sign changes, refined).
  std::vector<double> fixedPoints;
};

/// Errors: those of solveStochastic and solveShapleyIteration (validation problems,
/// Cancelled/Timeout).
Expected<StochasticAnalysis> analyseStochastic(const stochastic::StochasticGame& game, const Progress& progress,
                                               const CancelToken& cancel);

/// The exact form of a value: "2/5", "(−2 + √7)", "(10 − 2√30)/5", "root of 7x² − 20x + 10 in
/// [0.64, 0.65]", or "" when only the decimal is known.
QString exactValueText(const stochastic::AlgebraicNumber& value);
/// The value's decimal (6 places).
QString decimalValueText(const stochastic::AlgebraicNumber& value);

/// The one-shot matrix A^(k)(v) of `state` with v the solution's values: exact when every value
/// is rational, else decimals (4 places); rows of texts.
std::vector<QStringList> oneShotMatrix(const stochastic::StochasticGame& game, int state,
                                       const stochastic::StochasticSolution& solution);

}  // namespace gamelab::ui
