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
  /// Row duals (shadow prices), sign convention: objective = Σ duals_r * (active bound_r)
  /// + reduced-cost terms, as in any textbook (see lpsolver.cpp for the precise contract).
  RationalVector duals;
  /// True when every number above was proved optimal in exact arithmetic (primal
  /// feasibility, dual feasibility, equal objectives).
  bool exact = false;
  double objectiveFloat = 0;
  std::vector<double> xFloat;
  std::vector<double> dualsFloat;
};

struct LpOptions {
  /// Prove the answer exactly (and repair it by exact pivoting if the floating-point basis
  /// is not optimal). When false, return Clp's floating-point answer unverified.
  bool exact = true;
};

/// Solves an LP. Infeasible or unbounded problems are results, not errors. Errors:
/// Cancelled, Timeout, NumericalFailure (Clp gave up and exact repair could not finish).
Expected<LpSolution> solveLp(const LpProblem& problem, const LpOptions& options = {},
                             const Progress& progress = Progress::none(),
                             const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
