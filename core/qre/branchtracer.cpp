#include "core/qre/branchtracer.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace gamelab::qre {

std::vector<double> BranchPoint::sigma() const {
  std::vector<double> out(logSigma.size());
  for (std::size_t j = 0; j < out.size(); ++j) out[j] = std::exp(logSigma[j]);
  return out;
}

namespace {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// Step control of the corrector (Allgower and Georg's names): the first Newton step may move
// at most maxDistance (kMaxDistance, or a ten-thousandth of the point's size once the
// log-probabilities of vanishing choices have grown large: there the branch is nearly straight
// and an absolute bound would hold the steps to a fixed length), and each later step must
// shrink by kMaxContraction at least.
constexpr double kMaxDistance = 0.4;
constexpr double kMaxContraction = 0.6;
constexpr int kMaxCorrections = 10;
constexpr double kFirstStep = 0.03;
constexpr double kSmallestStep = 1e-12;

/// H(y) and its Jacobian for one model (see the header for the equations).
class QreEquations {
 public:
  /// `logPrior`: N entries, or empty for the uniform prior (its differences within an agent are 0).
  QreEquations(const LogitModel& model, const CancelToken& cancel, const std::vector<double>& logPrior = {})
      : model_(model), cancel_(cancel), n_(model.choices()), logPrior_(logPrior) {}

  std::size_t size() const { return n_; }

  VectorXd residual(const VectorXd& y) {
    const double lambda = y[long(n_)];
    evaluateValues(y);
    VectorXd h = VectorXd::Zero(static_cast<Eigen::Index>(n_));
    for (std::size_t a = 0; a < model_.agents(); ++a) {
      const std::size_t f = model_.offset(a), end = f + model_.count(a);
      double total = 0;
      for (std::size_t j = f; j < end; ++j) total += sigma_[j];
      h[long(f)] = total - 1;
      for (std::size_t j = f + 1; j < end; ++j) {
        h[long(j)] = y[long(j)] - y[long(f)] - lambda * (v_[j] - v_[f]);
        if (!logPrior_.empty()) h[long(j)] -= logPrior_[j] - logPrior_[f];
      }
    }
    return h;
  }

  /// N × (N+1); call after residual() at the same y (it reuses σ and v).
  MatrixXd jacobian(const VectorXd& y) {
    const double lambda = y[long(n_)];
    model_.valueDerivatives(logSigma_, d_, cancel_);
    MatrixXd jac = MatrixXd::Zero(long(n_), long(n_) + 1);
    for (std::size_t a = 0; a < model_.agents(); ++a) {
      const std::size_t f = model_.offset(a), end = f + model_.count(a);
      for (std::size_t j = f; j < end; ++j) jac(long(f), long(j)) = sigma_[j];
      for (std::size_t j = f + 1; j < end; ++j) {
        jac(long(j), long(j)) += 1;
        jac(long(j), long(f)) -= 1;
        for (std::size_t k = 0; k < n_; ++k) {
          const double dv = d_[j * n_ + k] - d_[f * n_ + k];  // per log σ_k
          if (dv != 0) jac(long(j), long(k)) -= lambda * dv;
        }
        jac(long(j), long(n_)) = -(v_[j] - v_[f]);
      }
    }
    return jac;
  }

 private:
  void evaluateValues(const VectorXd& y) {
    sigma_.resize(n_);
    logSigma_.assign(y.data(), y.data() + n_);
    for (std::size_t j = 0; j < n_; ++j) sigma_[j] = std::exp(y[long(j)]);
    model_.values(logSigma_, v_);
  }

  const LogitModel& model_;
  const CancelToken& cancel_;  ///< polled in the derivatives (the caller checks it after)
  std::size_t n_;
  std::vector<double> logPrior_;  ///< empty: uniform
  std::vector<double> sigma_, logSigma_, v_, d_;
};

/// The QR factors of Jᵀ: the tangent (last column of Q) and the Moore–Penrose Newton step.
struct Factored {
  VectorXd tangent;
  VectorXd newtonStep;  ///< −J⁺ H
  bool regular = true;
};

Factored factor(const MatrixXd& jac, const VectorXd& h) {
  const long n = jac.rows();
  Eigen::HouseholderQR<MatrixXd> qr(jac.transpose());
  Factored out;
  VectorXd last = VectorXd::Zero(n + 1);  // Q is applied to vectors, never formed
  last[n] = 1;
  out.tangent = qr.householderQ() * last;
  const auto r = qr.matrixQR().topLeftCorner(n, n);
  double smallest = std::numeric_limits<double>::infinity(), largest = 0;
  for (long i = 0; i < n; ++i) {
    smallest = std::min(smallest, std::abs(r(i, i)));
    largest = std::max(largest, std::abs(r(i, i)));
  }
  out.regular = smallest > 0 && std::isfinite(largest);
  if (!out.regular) return out;
  VectorXd z = VectorXd::Zero(n + 1);
  z.head(n) = r.transpose().triangularView<Eigen::Lower>().solve(h);
  out.newtonStep = -(qr.householderQ() * z);
  return out;
}

std::vector<double> toStd(const VectorXd& v, long from, long count) {
  return std::vector<double>(v.data() + from, v.data() + from + count);
}

BranchPoint makePoint(const VectorXd& y, const VectorXd& tangent) {
  const long n = y.size() - 1;
  BranchPoint p;
  p.lambda = y[n];
  p.logSigma = toStd(y, 0, n);
  p.tangent = toStd(tangent, 0, n + 1);
  return p;
}

double maxDistance(const VectorXd& y) { return std::max(kMaxDistance, 1e-4 * y.cwiseAbs().maxCoeff()); }

VectorXd toEigen(const std::vector<double>& v) { return Eigen::Map<const VectorXd>(v.data(), long(v.size())); }

double scaleOf(const VectorXd& y) { return std::max(1.0, y.cwiseAbs().maxCoeff()); }

/// Points the tangent so that its inner product with `orientation` is not negative.
VectorXd oriented(VectorXd tangent, const VectorXd& orientation) {
  if (tangent.dot(orientation) < 0) tangent = -tangent;
  return tangent;
}

}  // namespace

double logLikelihood(const std::vector<double>& counts, const std::vector<double>& logSigma) {
  double total = 0;
  for (std::size_t j = 0; j < counts.size(); ++j)
    if (counts[j] != 0) total += counts[j] * logSigma[j];
  return total;
}

std::optional<BranchPoint> pointAtLambda(const LogitModel& model, double lambda, const std::vector<double>& start,
                                         const std::vector<double>& orientation, const CancelToken& cancel,
                                         const std::vector<double>& logPrior) {
  QreEquations equations(model, cancel, logPrior);
  const long n = long(model.choices());
  VectorXd y(n + 1);
  y.head(n) = toEigen(start);
  y[n] = lambda;
  double previous = std::numeric_limits<double>::infinity();
  for (int iteration = 0; iteration < 40; ++iteration) {
    const VectorXd h = equations.residual(y);
    const MatrixXd jac = equations.jacobian(y);
    if (cancel.isCancelled()) return std::nullopt;
    Eigen::PartialPivLU<MatrixXd> lu(jac.leftCols(n));
    const VectorXd step = -lu.solve(h);
    if (!step.allFinite()) return std::nullopt;
    const double size = step.cwiseAbs().maxCoeff();
    y.head(n) += step;
    if (size <= 1e-14 * scaleOf(y) || (size >= previous && size <= 1e-11 * scaleOf(y))) {
      const VectorXd hAt = equations.residual(y);
      const Factored f = factor(equations.jacobian(y), hAt);
      return makePoint(y, oriented(f.tangent, toEigen(orientation)));
    }
    previous = size;
  }
  return std::nullopt;
}

Expected<Branch> traceBranch(const LogitModel& model, const TraceOptions& options, const Progress& progress,
                             const CancelToken& cancel) {
  QreEquations equations(model, cancel, options.logPrior);
  const long n = long(model.choices());
  VectorXd y = VectorXd::Zero(n + 1);
  if (!options.logPrior.empty()) y.head(n) = toEigen(options.logPrior);
  else
    for (std::size_t a = 0; a < model.agents(); ++a)
      for (std::size_t j = 0; j < model.count(a); ++j) y[long(model.offset(a) + j)] = -std::log(double(model.count(a)));

  Branch branch;
  VectorXd tangent;
  {
    const VectorXd h = equations.residual(y);
    const Factored f = factor(equations.jacobian(y), h);
    VectorXd up = VectorXd::Zero(n + 1);
    up[n] = 1;
    tangent = oriented(f.tangent, up);
  }
  branch.points.push_back(makePoint(y, tangent));
  const double target = options.maxLambda / (1 + options.maxLambda);
  double step = kFirstStep;

  while (branch.points.size() < options.maxSteps) {
    if (cancel.isCancelled()) return stopError(cancel);
    const double lambda = y[n];
    // Land exactly on maxLambda when the next step would pass it.
    if (tangent[n] > 0 && lambda + step * tangent[n] >= options.maxLambda) {
      const double reach = (options.maxLambda - lambda) / tangent[n];
      const VectorXd guess = y + reach * tangent;
      if (auto last = pointAtLambda(model, options.maxLambda, toStd(guess, 0, n), toStd(tangent, 0, n + 1), cancel,
                                    options.logPrior)) {
        branch.points.push_back(std::move(*last));
        progress.report(1.0, "qre");
        return branch;
      }
      if (cancel.isCancelled()) return stopError(cancel);
      step = std::min(step, reach) * 0.5;
    }

    VectorXd trial = y + step * tangent;
    double firstDistance = 0, previousDistance = 0, worstContraction = 0;
    bool converged = false, rejected = false;
    Factored f;
    for (int iteration = 0; iteration < kMaxCorrections && !rejected; ++iteration) {
      if (cancel.isCancelled()) return stopError(cancel);
      const VectorXd h = equations.residual(trial);
      f = factor(equations.jacobian(trial), h);
      if (cancel.isCancelled()) return stopError(cancel);
      if (!f.regular || !f.newtonStep.allFinite()) {
        rejected = true;
        break;
      }
      const double distance = f.newtonStep.norm();
      if (iteration == 0) {
        firstDistance = distance;
        if (distance > maxDistance(trial)) rejected = true;
      } else {
        const double contraction = distance / std::max(previousDistance, 1e-300);
        worstContraction = std::max(worstContraction, contraction);
        if (contraction > kMaxContraction && distance > 1e-12 * scaleOf(trial)) rejected = true;
      }
      if (rejected) break;
      trial += f.newtonStep;
      previousDistance = distance;
      if (distance <= 1e-11 * scaleOf(trial)) {
        converged = true;
        break;
      }
    }
    if (!converged) {
      step *= 0.5;
      // The branch ends here (complete = false) unless it never started: a step below the
      // precision of the point's coordinates (near a continuum of equilibria the Jacobian
      // degenerates, and the corrector stops converging).
      if (step < std::max(kSmallestStep, 1e-10 * scaleOf(y))) {
        if (branch.points.size() < 2)
          return makeError(ErrorCode::NumericalFailure, {"the QRE branch stalled at lambda = " + std::to_string(lambda)});
        branch.complete = false;
        return branch;
      }
      continue;
    }
    // One more Newton step at the accepted point: the tangent there, and the last digits.
    {
      const VectorXd h = equations.residual(trial);
      f = factor(equations.jacobian(trial), h);
      if (f.regular && f.newtonStep.allFinite() && f.newtonStep.norm() < 1e-8 * scaleOf(trial)) trial += f.newtonStep;
    }
    const VectorXd newTangent = oriented(f.tangent, tangent);
    if (trial[n] < 0)
      return makeError(ErrorCode::NumericalFailure, {"the QRE branch turned below lambda = 0"});
    y = trial;
    tangent = newTangent;
    branch.points.push_back(makePoint(y, tangent));
    progress.report(std::clamp((y[n] / (1 + y[n])) / target, 0.0, 1.0), "qre");

    double deceleration = std::max(std::sqrt(firstDistance / maxDistance(y)), std::sqrt(worstContraction / kMaxContraction));
    deceleration = std::clamp(deceleration, 0.5, 2.0);
    // At most a fifth of the point's size per step (at least 0.3): the branch keeps a few points
    // per e-fold of λ, enough to draw it smoothly and to interpolate between them.
    step = std::min(step / deceleration, std::max(0.3, 0.2 * y.cwiseAbs().maxCoeff()));
  }
  return makeError(ErrorCode::NumericalFailure, {"the QRE branch needs more than " + std::to_string(options.maxSteps) + " steps"});
}

Expected<std::vector<BranchPoint>> pointsAtLambdas(const LogitModel& model, const Branch& branch,
                                                   const std::vector<double>& lambdas, const CancelToken& cancel) {
  std::vector<BranchPoint> out;
  const std::vector<BranchPoint>& points = branch.points;
  for (double target : lambdas) {
    for (std::size_t k = 0; k < points.size(); ++k) {
      if (cancel.isCancelled()) return stopError(cancel);
      const BranchPoint& a = points[k];
      if (a.lambda == target) {  // a traced point itself (counted once, at the start of its segment)
        out.push_back(a);
        continue;
      }
      if (k + 1 == points.size()) break;
      const BranchPoint& b = points[k + 1];
      const bool inside = (a.lambda < target && target < b.lambda) || (b.lambda < target && target < a.lambda);
      if (!inside) continue;
      const double s = (target - a.lambda) / (b.lambda - a.lambda);
      std::vector<double> start(a.logSigma.size());
      for (std::size_t j = 0; j < start.size(); ++j) start[j] = a.logSigma[j] + s * (b.logSigma[j] - a.logSigma[j]);
      auto point = pointAtLambda(model, target, start, a.tangent, cancel);
      if (cancel.isCancelled()) return stopError(cancel);
      if (!point)
        return makeError(ErrorCode::NumericalFailure, {"no QRE point found at lambda = " + std::to_string(target)});
      out.push_back(std::move(*point));
    }
  }
  return out;
}

Expected<BranchPoint> maximumLikelihoodPoint(const LogitModel& model, const Branch& branch,
                                             const std::vector<double>& counts, const CancelToken& cancel) {
  const std::vector<BranchPoint>& points = branch.points;
  const std::size_t n = model.choices();
  auto slope = [&](const BranchPoint& p) {  // dL/ds along the branch
    double g = 0;
    for (std::size_t j = 0; j < n; ++j) g += counts[j] * p.tangent[j];
    return g;
  };
  BranchPoint best = points.front();
  double bestValue = logLikelihood(counts, best.logSigma);
  auto consider = [&](const BranchPoint& p) {
    const double value = logLikelihood(counts, p.logSigma);
    if (value > bestValue) {
      bestValue = value;
      best = p;
    }
  };
  consider(points.back());
  for (std::size_t k = 0; k + 1 < points.size(); ++k) {
    if (cancel.isCancelled()) return stopError(cancel);
    const BranchPoint& a = points[k];
    const BranchPoint& b = points[k + 1];
    if (!(slope(a) > 0 && slope(b) <= 0)) continue;
    consider(a);
    consider(b);
    // Bisection on λ where the segment is monotone in λ (no turn inside it).
    if ((a.tangent[n] > 0) != (b.tangent[n] > 0) || a.lambda == b.lambda) continue;
    BranchPoint lo = a, hi = b;
    for (int iteration = 0; iteration < 60; ++iteration) {
      if (cancel.isCancelled()) return stopError(cancel);
      const double mid = 0.5 * (lo.lambda + hi.lambda);
      if (mid == lo.lambda || mid == hi.lambda) break;
      std::vector<double> start(n);
      for (std::size_t j = 0; j < n; ++j) start[j] = 0.5 * (lo.logSigma[j] + hi.logSigma[j]);
      auto point = pointAtLambda(model, mid, start, lo.tangent, cancel);
      if (cancel.isCancelled()) return stopError(cancel);
      if (!point) break;
      (slope(*point) > 0 ? lo : hi) = std::move(*point);
      if (std::abs(hi.lambda - lo.lambda) <= 1e-13 * std::max(1.0, hi.lambda)) break;
    }
    consider(lo);
    consider(hi);
  }
  return best;
}

}  // namespace gamelab::qre
