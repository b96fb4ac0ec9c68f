#pragma once
/// The principal branch of logit quantal response equilibria (McKelvey and Palfrey 1995), traced
/// by predictor–corrector continuation in arclength (Allgower and Georg, ch. 2; as in Turocy
/// 2005), internal to core/qre.
///
/// Unknowns y = (x, λ) with x_j = log σ_j for every choice j of a LogitModel. For each agent a
/// with first choice f: Σ_{j∈a} exp(x_j) = 1, and for the other choices j of a:
///   x_j − x_f = λ (v_j(σ) − v_f(σ)) + (log p_j − log p_f),
/// where p is the prior (uniform unless TraceOptions::logPrior says otherwise: then the curve is
/// the logit tracing procedure from p, whose end is a Nash equilibrium too, one that depends on
/// p; restarts from random priors find others).
/// N equations in N + 1 unknowns: a curve, which starts at λ = 0 with σ = p. Steps follow
/// the curve's tangent (the Jacobian's null vector, oriented as the previous one), so the
/// branch may turn back in λ; the corrector is Newton's method with the Moore–Penrose inverse.
/// Dense linear algebra by Eigen (this folder's only use of it). Cost per step: one
/// valueDerivatives() and a QR of an (N+1) × N matrix, O(N³).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/qre/logitmodel.h"

#include <optional>
#include <vector>

namespace gamelab::qre {

struct BranchPoint {
  double lambda = 0;
  std::vector<double> logSigma;  ///< N entries
  std::vector<double> tangent;   ///< N + 1 entries (x then λ), unit length, along the branch
  std::vector<double> sigma() const;
};

struct TraceOptions {
  double maxLambda = 1e6;  ///< the tracer stops at the first point with this λ (exactly)
  /// Largest number of accepted steps before giving up (NumericalFailure).
  std::size_t maxSteps = 200000;
  /// log p per choice (N entries, each agent's p a completely mixed distribution), or empty for
  /// the uniform prior (the principal branch).
  std::vector<double> logPrior;
};

struct Branch {
  std::vector<BranchPoint> points;  ///< from λ = 0 to λ = maxLambda, in the order traced
  /// False when the step size collapsed before maxLambda (the branch then ends at the last
  /// point that converged; near a continuum of equilibria the Jacobian degenerates as λ grows).
  bool complete = true;
};

/// Errors: NumericalFailure (the step size collapsed at the start, or too many steps),
/// Cancelled/Timeout.
/// Progress: fraction λ/(1+λ) against maxLambda/(1+maxLambda), stage "qre".
Expected<Branch> traceBranch(const LogitModel& model, const TraceOptions& options, const Progress& progress,
                             const CancelToken& cancel);

/// The point of the branch at exactly `lambda`, by Newton's method in x with λ fixed from
/// `start` (log-probabilities of a nearby point); its tangent oriented like `orientation`.
/// `logPrior` as in TraceOptions (empty: uniform).
/// Nullopt when Newton does not converge (to 1e-13 in every log-probability) or `cancel` is set.
std::optional<BranchPoint> pointAtLambda(const LogitModel& model, double lambda, const std::vector<double>& start,
                                         const std::vector<double>& orientation, const CancelToken& cancel,
                                         const std::vector<double>& logPrior = {});

/// Every passage of the branch through each λ in `lambdas` (ascending), in branch order per λ.
/// Errors: NumericalFailure (args: λ) when a passage cannot be corrected, Cancelled/Timeout.
Expected<std::vector<BranchPoint>> pointsAtLambdas(const LogitModel& model, const Branch& branch,
                                                   const std::vector<double>& lambdas, const CancelToken& cancel);

/// The branch point of largest log-likelihood Σ counts_j log σ_j (counts per choice, N entries):
/// each interval between traced points where the likelihood rises and then falls is narrowed
/// by bisection on dL/dλ; the ends of the branch count too.
Expected<BranchPoint> maximumLikelihoodPoint(const LogitModel& model, const Branch& branch,
                                             const std::vector<double>& counts, const CancelToken& cancel);

/// Σ counts_j log σ_j at a point (−∞ when a counted choice has probability 0).
double logLikelihood(const std::vector<double>& counts, const std::vector<double>& logSigma);

}  // namespace gamelab::qre
