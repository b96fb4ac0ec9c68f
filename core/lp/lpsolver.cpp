#include "core/lp/clpadapter.h"
#include "core/lp/exactlp.h"
#include "core/lp/lpproblem.h"

#include <optional>
#include <string>

namespace gamelab {
namespace {

using lpdetail::ClpOutcome;

/// Denominator bound for rounding Clp's floats in float mode.
constexpr long kFloatRoundingDenominator = 1'000'000;

std::optional<Error> validate(const LpProblem& p) {
  const auto n = p.objective.size();
  if (p.lower.size() != n || p.upper.size() != n)
    return makeError(ErrorCode::Internal, {"LP bounds: one lower and one upper bound per variable"});
  for (const auto& row : p.rows)
    for (const auto& t : row.terms)
      if (t.variable < 0 || static_cast<std::size_t>(t.variable) >= n)
        return makeError(ErrorCode::Internal, {"LP term names variable " + std::to_string(t.variable)});
  return std::nullopt;
}

LpSolution floatSolution(const LpProblem& problem, const lpdetail::ClpResult& clp) {
  LpSolution s;
  s.status = clp.outcome == ClpOutcome::Infeasible ? LpStatus::Infeasible
             : clp.outcome == ClpOutcome::Unbounded ? LpStatus::Unbounded
                                                     : LpStatus::Optimal;
  s.exact = false;
  if (s.status != LpStatus::Optimal) return s;
  s.objectiveFloat = clp.objective;
  s.xFloat = clp.x;
  s.dualsFloat = clp.duals;
  s.objective = approximate(clp.objective, kFloatRoundingDenominator);
  for (double v : clp.x) s.x.push_back(approximate(v, kFloatRoundingDenominator));
  for (double v : clp.duals) s.duals.push_back(approximate(v, kFloatRoundingDenominator));
  for (double v : clp.reducedCosts) s.reducedCosts.push_back(approximate(v, kFloatRoundingDenominator));
  (void)problem;
  return s;
}

LpSolution exactSolution(const LpProblem& problem, const lpdetail::ExactForm& form,
                         const lpdetail::BasisEvaluation& ev) {
  LpSolution s;
  s.status = LpStatus::Optimal;
  s.exact = true;
  const Rational sign = problem.sense == LpSense::Maximize ? -1 : 1;
  s.x.assign(ev.z.begin(), ev.z.begin() + form.n);
  s.objective = sign * ev.objective;
  s.duals.reserve(form.m);
  for (const auto& y : ev.y) s.duals.push_back(sign * y);
  s.reducedCosts.reserve(form.n);
  for (int j = 0; j < form.n; ++j) s.reducedCosts.push_back(sign * ev.d[j]);
  s.objectiveFloat = toDouble(s.objective);
  for (const auto& v : s.x) s.xFloat.push_back(toDouble(v));
  for (const auto& v : s.duals) s.dualsFloat.push_back(toDouble(v));
  return s;
}

}  // namespace

Expected<LpSolution> solveLp(const LpProblem& problem, const LpOptions& options, const Progress& progress,
                             const CancelToken& cancel) {
  if (cancel.isCancelled()) return stopError(cancel);
  if (auto err = validate(problem)) return *err;

  progress.report(0.0, "lp");
  const auto firstEffort =
      options.exact && options.preciseFirst ? lpdetail::ClpEffort::Precise : lpdetail::ClpEffort::Default;
  const auto clp = lpdetail::solveWithClp(problem, cancel, firstEffort, options.start ? &*options.start : nullptr,
                                          options.exact ? LpAlgorithm::DualSimplex : options.algorithm);
  if (clp.outcome == ClpOutcome::Stopped || cancel.isCancelled()) return stopError(cancel);

  if (!options.exact) {
    if (clp.outcome == ClpOutcome::Failed) return makeError(ErrorCode::NumericalFailure, {"clp"});
    progress.report(1.0, "lp");
    return floatSolution(problem, clp);
  }

  progress.report(0.5, "exact");
  const auto form = lpdetail::ExactForm::from(problem);
  auto states = lpdetail::statesFromClp(form, clp);
  // The exact solution of an optimal Clp answer's basis when it is proved optimal.
  auto proveClpBasis = [&](const lpdetail::ClpResult& answer) -> Expected<std::optional<LpSolution>> {
    if (answer.outcome != ClpOutcome::Optimal) return std::optional<LpSolution>();
    auto ev = lpdetail::evaluateBasis(form, lpdetail::statesFromClp(form, answer), cancel);
    if (!ev) return ev.error();
    if (!ev->proved) return std::optional<LpSolution>();
    progress.report(1.0, "exact");
    return std::optional<LpSolution>(exactSolution(problem, form, *ev));
  };
  auto proved = proveClpBasis(clp);
  if (!proved) return proved.error();
  if (*proved) return std::move(**proved);
  // Clp's basis is not provably optimal: Clp once more with tight tolerances and no scaling,
  // whose basis is then tried the same way.
  if (clp.outcome == ClpOutcome::Optimal && firstEffort == lpdetail::ClpEffort::Default) {
    const auto precise = lpdetail::solveWithClp(problem, cancel, lpdetail::ClpEffort::Precise);
    if (precise.outcome == ClpOutcome::Stopped || cancel.isCancelled()) return stopError(cancel);
    proved = proveClpBasis(precise);
    if (!proved) return proved.error();
    if (*proved) return std::move(**proved);
  }
  // Still not provably optimal (or Clp reported infeasible/unbounded/failure): decide exactly
  // by rational simplex from Clp's first basis.
  auto sim = lpdetail::exactSimplex(form, std::move(states), cancel);
  if (!sim) return sim.error();
  if (sim->status != LpStatus::Optimal) {
    LpSolution s;
    s.status = sim->status;
    s.exact = true;
    s.exactPivots = sim->pivots;
    progress.report(1.0, "exact");
    return s;
  }
  auto ev = lpdetail::evaluateBasis(form, sim->states, cancel);
  if (!ev) return ev.error();
  if (!ev->proved) return makeError(ErrorCode::NumericalFailure, {"exact basis not optimal after repair"});
  auto s = exactSolution(problem, form, *ev);
  s.exactPivots = sim->pivots;
  progress.report(1.0, "exact");
  return s;
}

}  // namespace gamelab
