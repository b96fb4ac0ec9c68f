#pragma once
/// Theorem 3.2 (invertible matrices) and the principle of indifference (source 000 §2.3.1-2.3.2),
/// with every intermediate number for a step-by-step panel.
#include "core/common/expected.h"
#include "core/matrix/exactlinear.h"
#include "core/matrix/matrixgame.h"

#include <vector>

namespace gamelab {

/// Theorem 3.2 on a square (sub)matrix M: V = 1/(1ᵀM⁻¹1), pᵀ = V·1ᵀM⁻¹, q = V·M⁻¹1.
struct InverseFormulaResult {
  std::vector<std::size_t> rows, cols;  ///< the submatrix (original indices)
  RationalMatrix matrix;                ///< M
  bool singular = false;                ///< M has no inverse (try adding a constant, T30)
  RationalMatrix inverse;               ///< M⁻¹ (empty when singular)
  RationalVector inverseColumnSums;     ///< 1ᵀM⁻¹ (one entry per column of M⁻¹)
  RationalVector inverseRowSums;        ///< M⁻¹1
  Rational onesInverseOnes;             ///< 1ᵀM⁻¹1
  bool sumIsZero = false;               ///< 1ᵀM⁻¹1 = 0: the formula gives nothing
  Rational value;                       ///< V (when !singular && !sumIsZero)
  RationalVector p, q;                  ///< over the submatrix; may contain negative entries
  std::vector<std::size_t> negativeP;   ///< positions in p (0-based, within the submatrix) < 0
  std::vector<std::size_t> negativeQ;
  bool pValid = false, qValid = false;  ///< computed and nonnegative
  /// p and q embedded into the whole game (zeros outside the submatrix), and whether they
  /// pass the infallible test in the whole game (Shapley-Snow check).
  RationalVector fullRowStrategy, fullColStrategy;
  RationalVector fullColumnPayoffs;  ///< (pᵀA)_j over all columns, when pValid
  RationalVector fullRowPayoffs;     ///< (Aq)_i over all rows, when qValid
  bool optimalInWholeGame = false;
};

/// On the whole game, which must be square. Errors: WrongShape (args: "square", size).
Expected<InverseFormulaResult> applyInverseFormula(const MatrixGame& game);
/// On the square submatrix rows x cols. Errors: WrongShape (sizes differ), InvalidArgument
/// (args: "rows"/"cols", "out-of-range" or "duplicate"), EmptyGame.
Expected<InverseFormulaResult> applyInverseFormula(const MatrixGame& game, const std::vector<std::size_t>& rows,
                                                   const std::vector<std::size_t>& cols);

/// One linear system of the principle of indifference, as data: unknowns are the probabilities
/// on the support followed by the value; each equation is coefficients·unknowns = rhs.
struct IndifferenceSystem {
  std::vector<std::size_t> support;  ///< whose probabilities are unknown (original indices)
  RationalMatrix coefficients;       ///< one row per equation; last column = coefficient of V
  RationalVector rhs;
  /// The opponent's lines each equation makes indifferent (original indices); the final
  /// equation (Σ = 1) has no line and is listed last in coefficients/rhs.
  std::vector<std::size_t> equationLines;
  LinearSystemStatus status = LinearSystemStatus::Inconsistent;
  RationalVector probabilities;  ///< full length (zeros off the support), when solved
  Rational value;
  std::vector<std::size_t> negative;      ///< original indices with a negative probability
  RationalVector payoffs;                 ///< payoff of every opponent line against the solution
  std::vector<std::size_t> violatedUnused;  ///< unused opponent lines that beat the value
  bool valid = false;  ///< unique solution, nonnegative, no violated line
};

struct IndifferenceResult {
  IndifferenceSystem rowPlayer;  ///< p on the row support, making the column support indifferent
  IndifferenceSystem colPlayer;  ///< q on the column support, making the row support indifferent
  bool valuesAgree = false;      ///< both unique and equal values
  bool optimal = false;          ///< both valid and the values agree: an optimal pair
};

/// Guess supports, solve the equalities, check. Errors: EmptyGame, InvalidArgument (args:
/// "rowSupport"/"colSupport", "empty", "out-of-range" or "duplicate").
Expected<IndifferenceResult> solveByIndifference(const MatrixGame& game, const std::vector<std::size_t>& rowSupport,
                                                 const std::vector<std::size_t>& colSupport);

}  // namespace gamelab
