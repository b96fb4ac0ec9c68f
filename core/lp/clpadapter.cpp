// The only file of Gamelab that includes COIN-OR Clp headers.
#include "core/lp/clpadapter.h"

#include <ClpEventHandler.hpp>
#include <ClpPresolve.hpp>
#include <ClpSimplex.hpp>
#include <ClpSolve.hpp>
#include <CoinFinite.hpp>

#include <cstddef>

namespace gamelab::lpdetail {
namespace {

/// Stops Clp as soon as the token is cancelled (checked at every iteration and
/// factorisation). Copies share the token's state, so Clp's clone sees the same flag.
class CancelEventHandler : public ClpEventHandler {
 public:
  explicit CancelEventHandler(CancelToken token) : token_(std::move(token)) {}
  CancelEventHandler(const CancelEventHandler&) = default;
  CancelEventHandler& operator=(const CancelEventHandler&) = default;
  ClpEventHandler* clone() const override { return new CancelEventHandler(*this); }

  int event(Event whichEvent) override {
    if ((whichEvent == endOfIteration || whichEvent == endOfFactorization) && token_.isCancelled())
      return 0;  // Clp sets status 5 (stopped by event) and returns
    return -1;
  }

 private:
  CancelToken token_;
};

double bound(const std::optional<Rational>& b, double infinity) {
  return b ? toDouble(*b) : infinity;
}

}  // namespace

ClpResult solveWithClp(const LpProblem& problem, const CancelToken& cancel, ClpEffort effort,
                       const LpStartBasis* startBasis, LpAlgorithm algorithm) {
  ClpResult result;
  const int n = problem.numVariables();
  const int m = problem.numRows();
  const double sign = problem.sense == LpSense::Maximize ? -1.0 : 1.0;  // Clp always minimises

  // Column-major copy of the rows.
  std::vector<CoinBigIndex> start(static_cast<std::size_t>(n) + 1, 0);
  for (const auto& row : problem.rows)
    for (const auto& t : row.terms) ++start[static_cast<std::size_t>(t.variable) + 1];
  for (int j = 0; j < n; ++j) start[j + 1] += start[j];
  std::vector<int> index(static_cast<std::size_t>(start[n]));
  std::vector<double> value(static_cast<std::size_t>(start[n]));
  {
    std::vector<CoinBigIndex> fill(start.begin(), start.end() - 1);
    for (int r = 0; r < m; ++r)
      for (const auto& t : problem.rows[r].terms) {
        const auto k = fill[t.variable]++;
        index[k] = r;
        value[k] = toDouble(t.coefficient);
      }
  }
  std::vector<double> colLower(n), colUpper(n), cost(n), rowLower(m), rowUpper(m);
  for (int j = 0; j < n; ++j) {
    colLower[j] = bound(problem.lower[j], -COIN_DBL_MAX);
    colUpper[j] = bound(problem.upper[j], COIN_DBL_MAX);
    cost[j] = sign * toDouble(problem.objective[j]);
  }
  for (int r = 0; r < m; ++r) {
    rowLower[r] = bound(problem.rows[r].lower, -COIN_DBL_MAX);
    rowUpper[r] = bound(problem.rows[r].upper, COIN_DBL_MAX);
  }

  // Copying a large LP into Clp and presolving it take tenths of a second (10⁶-node tree):
  // the token is checked between those steps as well.
  if (cancel.isCancelled()) {
    result.outcome = ClpOutcome::Stopped;
    return result;
  }
  ClpSimplex model;
  model.setLogLevel(0);
  model.loadProblem(n, m, start.data(), index.data(), value.data(), colLower.data(), colUpper.data(),
                    cost.data(), rowLower.data(), rowUpper.data());
  model.setOptimizationDirection(1.0);
  CancelEventHandler handler(cancel);
  model.passInEventHandler(&handler);
  if (startBasis && startBasis->columnBasic.size() == static_cast<std::size_t>(n) &&
      startBasis->rowBasic.size() == static_cast<std::size_t>(m)) {
    // Non-basic columns and logicals sit at a finite bound (free ones are "free").
    const auto status = [](bool basic, double lower, double upper) {
      return basic                    ? ClpSimplex::basic
             : lower > -COIN_DBL_MAX ? ClpSimplex::atLowerBound
             : upper < COIN_DBL_MAX  ? ClpSimplex::atUpperBound
                                     : ClpSimplex::isFree;
    };
    for (int j = 0; j < n; ++j) model.setColumnStatus(j, status(startBasis->columnBasic[j], colLower[j], colUpper[j]));
    for (int r = 0; r < m; ++r) model.setRowStatus(r, status(startBasis->rowBasic[r], rowLower[r], rowUpper[r]));
    model.setPrimalTolerance(1e-9);
    model.setDualTolerance(1e-9);
  }
  if (effort == ClpEffort::Precise) {
    model.setPrimalTolerance(1e-10);
    model.setDualTolerance(1e-10);
    model.scaling(0);
  }
  int status = -1;
  const bool barrier = algorithm != LpAlgorithm::DualSimplex && effort == ClpEffort::Default && !startBasis;
  ClpSolve barrierOptions;
  barrierOptions.setSolveType(ClpSolve::useBarrierNoCross);
  barrierOptions.setPresolveType(ClpSolve::presolveOff);
  if (barrier && algorithm == LpAlgorithm::BarrierNoPresolve && !cancel.isCancelled()) {
    model.initialSolve(barrierOptions);
    status = model.status();
    if (status != 0 && status != 5) status = 4;  // not converged: Failed (the caller decides)
  } else if (barrier) {
    // Presolved by hand, so that Clp's clean-up simplex after the postsolve (minutes on the
    // 10⁶-node tree) is skipped: the postsolved interior point is the answer. The presolved
    // LP goes through initialSolve (ClpSimplex::barrier on it hit its iteration limit).
    ClpPresolve presolve;
    ClpSimplex* small = cancel.isCancelled() ? nullptr : presolve.presolvedModel(model, 1e-8);
    if (small != nullptr) {
      small->setLogLevel(0);
      small->passInEventHandler(&handler);
      small->initialSolve(barrierOptions);
      status = small->status();
      if (status == 0) presolve.postsolve(true);
      else if (status != 5) status = 4;  // not converged: Failed (the caller decides)
      delete small;
    }
  }
  if (status < 0 && cancel.isCancelled()) status = 5;
  if (status < 0) {  // the simplex (also when presolve found the LP infeasible or unbounded)
    model.dual();
    status = model.status();
  }
  if (effort == ClpEffort::Precise && status == 0 && !cancel.isCancelled()) {
    model.primal(1);
    status = model.status();
  }

  result.iterations = model.numberIterations();
  switch (status) {
    case 0: result.outcome = ClpOutcome::Optimal; break;
    case 1: result.outcome = ClpOutcome::Infeasible; break;
    case 2: result.outcome = ClpOutcome::Unbounded; break;
    case 5: result.outcome = ClpOutcome::Stopped; break;
    default: result.outcome = ClpOutcome::Failed; break;
  }
  if (cancel.isCancelled()) result.outcome = ClpOutcome::Stopped;

  const double* x = model.primalColumnSolution();
  const double* act = model.primalRowSolution();
  const double* dual = model.dualRowSolution();
  const double* red = model.dualColumnSolution();
  result.x.assign(x, x + n);
  result.rowActivity.assign(act, act + m);
  result.duals.resize(m);
  result.reducedCosts.resize(n);
  for (int r = 0; r < m; ++r) result.duals[r] = sign * dual[r];
  for (int j = 0; j < n; ++j) result.reducedCosts[j] = sign * red[j];
  result.objective = sign * model.objectiveValue();
  result.columnBasic.resize(n);
  result.rowBasic.resize(m);
  for (int j = 0; j < n; ++j) result.columnBasic[j] = model.getColumnStatus(j) == ClpSimplex::basic;
  for (int r = 0; r < m; ++r) result.rowBasic[r] = model.getRowStatus(r) == ClpSimplex::basic;
  return result;
}

}  // namespace gamelab::lpdetail
