#pragma once
/// A linear programme with exact coefficients, and its solution.
///
///   optimise  c·x   subject to  rowLower_r <= a_r·x <= rowUpper_r,  lower_j <= x_j <= upper_j
///
/// Bounds are optional (absent = unbounded on that side). Build with addVariable/addRow.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <optional>
#include <vector>

namespace gamelab {

enum class LpSense { Minimize, Maximize };

struct LpTerm {
  int variable = 0;
  Rational coefficient;
};

struct LpRow {
  std::vector<LpTerm> terms;  ///< sparse; each variable at most once
  std::optional<Rational> lower;
  std::optional<Rational> upper;
};

struct LpProblem {
  LpSense sense = LpSense::Minimize;
  RationalVector objective;  ///< one coefficient per variable
  std::vector<std::optional<Rational>> lower;  ///< per variable
  std::vector<std::optional<Rational>> upper;  ///< per variable
  std::vector<LpRow> rows;

  /// Adds a variable with the given bounds (default: x >= 0) and objective coefficient;
  /// returns its index.
  int addVariable(Rational cost = 0, std::optional<Rational> lo = Rational(0),
                  std::optional<Rational> up = std::nullopt);
  /// Adds lo <= terms <= up; returns the row index.
  int addRow(std::vector<LpTerm> terms, std::optional<Rational> lo, std::optional<Rational> up);
  int numVariables() const { return static_cast<int>(objective.size()); }
  int numRows() const { return static_cast<int>(rows.size()); }
};

enum class LpStatus { Optimal, Infeasible, Unbounded };

struct LpSolution {
  LpStatus status = LpStatus::Infeasible;
  /// Exact values when `exact` is true; otherwise the floating-point answer rounded to
  /// nearby rationals (see xFloat for the raw numbers).
  Rational objective;
  RationalVector x;
  /// Row duals (shadow prices), one per row, in the problem's own sense:
  ///
  ///   objective_j = Σ_r duals_r · a_rj + reducedCosts_j        for every variable j,
  ///
  /// so duals_r is the rate of change of the optimal objective per unit increase of the
  /// active bound of row r (∂objective/∂bound_r), and at an optimum
  ///
  ///   objective = Σ_r duals_r · (row activity_r) + Σ_j reducedCosts_j · x_j,
  ///
  /// where a dual (reduced cost) is zero unless its row (variable) sits at a bound.
  /// Signs: Minimize — a row at its lower bound has dual >= 0, at its upper bound <= 0;
  /// Maximize — lower bound <= 0, upper bound >= 0 (an equality row may have either sign).
  /// The same holds for reducedCosts with the variable bounds. Empty unless Optimal.
  RationalVector duals;
  /// Reduced costs d_j = objective_j − Σ_r duals_r a_rj, one per variable (see duals).
  RationalVector reducedCosts;
  /// True when every number above was proved optimal in exact arithmetic (primal
  /// feasibility, dual feasibility, equal objectives).
  bool exact = false;
  /// Floating-point copies: Clp's raw numbers in float mode, toDouble of the exact
  /// numbers in exact mode. Same sign convention as `duals`.
  double objectiveFloat = 0;
  std::vector<double> xFloat;
  std::vector<double> dualsFloat;
  /// Diagnostics: exact simplex pivots needed to repair Clp's basis (0 when Clp's basis
  /// was proved optimal as it was, or in float mode).
  int exactPivots = 0;
};

/// A basis to start Clp from: 1 for each variable (column) and each row whose logical is
/// basic. It changes only the speed, never the answer; a basis of the wrong size is ignored.
struct LpStartBasis {
  std::vector<char> columnBasic;  ///< per variable
  std::vector<char> rowBasic;     ///< per row
};

/// Which Clp algorithm solves the floating-point LP.
enum class LpAlgorithm {
  DualSimplex,  ///< Clp's dual simplex: an optimal basic solution (vertex)
  /// Float mode only: Clp's primal-dual interior point method (ClpInterior with its native
  /// sparse Cholesky) on the presolved LP, no crossover: an optimal point of the optimal face
  /// to about 1e-8 (no basis; supports are maximal), postsolved. Far faster than the simplex
  /// on large sparse LPs such as the sequence form's. Exact mode uses the dual simplex (its
  /// proof needs a basis); so does a solve with a start basis. A barrier that does not
  /// converge ends in NumericalFailure (no simplex behind it: the caller picks the fallback).
  Barrier,
  /// The same without presolve. Its interior point is more accurate (no postsolve: the
  /// 157 000-node tree's plans within 1e-8 of the value instead of 4e-6), but on the 10⁶-node
  /// tree it lost rank and stopped far off (reported optimal): check its answer.
  BarrierNoPresolve,
};

struct LpOptions {
  /// Prove the answer exactly (and repair it by exact pivoting if the floating-point basis
  /// is not optimal). When false, return Clp's floating-point answer unverified.
  bool exact = true;
  /// Clp's first solve starts here (a guess close to an optimal basis saves most pivots).
  std::optional<LpStartBasis> start = std::nullopt;
  /// Exact mode: skip Clp's default solve and start with its precise one (tolerances 1e-10, no
  /// scaling, a primal clean-up), whose basis is far more often exactly optimal. For callers
  /// that already know the default basis fails the proof (the sequence form's last resort).
  bool preciseFirst = false;
  /// The algorithm of Clp's first solve (preciseFirst and the precise re-solve are simplex).
  LpAlgorithm algorithm = LpAlgorithm::DualSimplex;
};

/// Solves an LP. Infeasible or unbounded problems are results, not errors. Errors:
/// Cancelled, Timeout, NumericalFailure (Clp gave up and exact repair could not finish).
///
/// Exact mode: Clp solves in floating point; its final basis is re-evaluated in rationals
/// (fraction-free integer elimination on the basis) and proved optimal (primal feasible,
/// dual feasible, equal objectives). If the proof fails, a rational bounded-variable simplex
/// with Bland's rule pivots from that basis to an exactly optimal basis. Infeasible and
/// Unbounded are likewise decided by that exact simplex (phase 1 ends with positive
/// infeasibility / a ray is found), so in exact mode every status is proved (exact = true).
/// Float mode: Clp's answer only, statuses as Clp reports them, exact = false.
/// Input coefficients must be finite rationals; empty rows are allowed.
Expected<LpSolution> solveLp(const LpProblem& problem, const LpOptions& options = {},
                             const Progress& progress = Progress::none(),
                             const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
