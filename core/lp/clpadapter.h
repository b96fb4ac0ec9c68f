#pragma once
/// Internal to core/lp: the only door to COIN-OR Clp (clpadapter.cpp is the one file that
/// includes Clp headers). Qt-free and Clp-free.
#include "core/common/cancel.h"
#include "core/lp/lpproblem.h"

#include <vector>

namespace gamelab::lpdetail {

enum class ClpOutcome { Optimal, Infeasible, Unbounded, Stopped, Failed };

/// Clp's floating-point answer. Duals and reduced costs follow the convention of
/// LpSolution::duals (∂objective/∂bound in the problem's own sense).
struct ClpResult {
  ClpOutcome outcome = ClpOutcome::Failed;
  double objective = 0;
  std::vector<double> x;            ///< per variable
  std::vector<double> rowActivity;  ///< a_r·x per row
  std::vector<double> duals;        ///< per row
  std::vector<double> reducedCosts; ///< per variable
  std::vector<char> columnBasic;    ///< 1 if the variable is basic in Clp's final basis
  std::vector<char> rowBasic;       ///< 1 if the row's logical (slack) is basic
  int iterations = 0;
};

/// How hard Clp tries. `Precise` tightens the primal and dual feasibility tolerances from
/// Clp's 1e-7 to 1e-10, turns scaling off and finishes with a primal simplex from the dual's
/// basis: slower, but its basis is far more often exactly optimal (the second try of the
/// exact solve, before the rational simplex).
enum class ClpEffort { Default, Precise };

/// Runs Clp (log off): its dual simplex, or with `algorithm` Barrier (and no start basis) its
/// interior point method on the presolved LP, no crossover, the interior point postsolved
/// (basis flags then meaningless; see LpAlgorithm); BarrierNoPresolve the same on the LP as
/// given. A barrier that does not converge returns Failed; when presolve finds the LP
/// infeasible or unbounded, the dual simplex decides. The simplex starts from `startBasis` when
/// it is given and fits the problem (then with tolerances of 1e-9: from a guessed basis, Clp's
/// 1e-7 ended 4e-6 off the value of a 1000×1000 game). Polls `cancel` at every iteration (the
/// barrier's too) through a ClpEventHandler, and between copying the LP in and presolving it; a
/// cancelled run returns outcome Stopped.
ClpResult solveWithClp(const LpProblem& problem, const CancelToken& cancel,
                       ClpEffort effort = ClpEffort::Default, const LpStartBasis* startBasis = nullptr,
                       LpAlgorithm algorithm = LpAlgorithm::DualSimplex);

}  // namespace gamelab::lpdetail
