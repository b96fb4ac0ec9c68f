#pragma once
/// Internal to core/lp: exact (rational) machinery behind solveLp.
///
/// The LP is put in the form
///
///   minimise  c·x   subject to   L_r (a_r·x) − L_r s_r = 0,   lo <= (x, s) <= up,
///
/// with one logical variable s_r (the row activity) per row and L_r > 0 the least common
/// multiple of the denominators of row r, so every constraint coefficient is an integer.
/// Variables are numbered 0..n−1 (structural x_j) and n..n+m−1 (logical s_r). For a
/// Maximize problem c is the negated objective.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/lp/clpadapter.h"
#include "core/lp/lpproblem.h"

#include <gmpxx.h>

#include <optional>
#include <utility>
#include <vector>

namespace gamelab::lpdetail {

/// Where a variable is in a basis. Non-basic variables sit at a bound: AtLower (also used
/// for fixed variables), AtUpper, or AtZero for a free variable without bounds.
enum class VarState : unsigned char { Basic, AtLower, AtUpper, AtZero };

struct ExactForm {
  int n = 0;  ///< structural variables
  int m = 0;  ///< rows (= logical variables)
  std::vector<std::vector<std::pair<int, mpz_class>>> rows;  ///< L_r a_rj, by row: (j, value)
  std::vector<std::vector<std::pair<int, mpz_class>>> cols;  ///< the same, by column: (r, value)
  std::vector<mpz_class> scale;                              ///< L_r
  RationalVector cost;                                       ///< min-form c, length n
  std::vector<std::optional<Rational>> lo, up;               ///< length n + m

  static ExactForm from(const LpProblem& problem);
  int size() const { return n + m; }
  /// The value of a non-basic variable in the given state (0 for Basic).
  Rational nonbasicValue(int var, VarState state) const;
  /// A non-basic state for `var` near `hint` (nearest bound; AtZero if free).
  VarState nearestBound(int var, double hint) const;
};

/// Clp's final basis as states; non-basic variables go to their nearest bound.
std::vector<VarState> statesFromClp(const ExactForm& form, const ClpResult& clp);

/// Exact primal and dual values of a basis, and whether it is proved optimal.
struct BasisEvaluation {
  bool singular = false;  ///< not m basic variables, or the basis matrix is singular
  bool primalFeasible = false;
  bool dualFeasible = false;
  bool proved = false;    ///< primal and dual feasible, objectives equal
  RationalVector z;       ///< n + m values (x then s)
  RationalVector y;       ///< m row duals, min form: c_j = Σ_r y_r a_rj + d_j
  RationalVector d;       ///< n + m reduced costs, min form (d of s_r is y_r)
  Rational objective;     ///< min-form c·x
};

/// Solves the basis exactly (Dixon's p-adic lifting, FLINT; on the square block of basic structurals
/// × rows whose logical is non-basic) and checks optimality. Errors: Cancelled, Timeout.
Expected<BasisEvaluation> evaluateBasis(const ExactForm& form, const std::vector<VarState>& states,
                                        const CancelToken& cancel);

struct SimplexOutcome {
  LpStatus status = LpStatus::Infeasible;
  std::vector<VarState> states;  ///< final basis (optimal when status is Optimal)
  int pivots = 0;
};

/// Rational bounded-variable primal simplex (Dantzig pricing, Bland's rule after every
/// degenerate step, which rules out cycling), started from `states`
/// (repaired into a non-singular basis first). Phase 1 minimises the sum of bound
/// violations of basic variables; a positive minimum proves infeasibility, an improving
/// direction without a blocking bound proves unboundedness. Errors: Cancelled, Timeout,
/// Internal.
Expected<SimplexOutcome> exactSimplex(const ExactForm& form, std::vector<VarState> states,
                                      const CancelToken& cancel);

}  // namespace gamelab::lpdetail
