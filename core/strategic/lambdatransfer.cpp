#include "core/strategic/lambdatransfer.h"

#include "core/matrix/zerosumsolver.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gamelab {
namespace {

/// Val(x·A − y·B), exactly.
Expected<Rational> valueOf(const MatrixGame& a, const MatrixGame& b, const Rational& x, const Rational& y,
                           const CancelToken& cancel) {
  MatrixGame m = a;
  for (std::size_t k = 0; k < m.payoffs.size(); ++k) m.payoffs[k] = x * a.payoffs[k] - y * b.payoffs[k];
  auto solution = solveZeroSum(m, {}, Progress::none(), cancel);
  if (!solution) return solution.error();
  return solution->value;
}

Rational floorOf(const Rational& x) {
  mpz_class q;
  mpz_fdiv_q(q.get_mpz_t(), x.get_num_mpz_t(), x.get_den_mpz_t());
  return Rational(q);
}

/// The rational with the smallest denominator strictly between lo and hi (0 <= lo < hi), by
/// continued fractions (iterative).
Rational simplestBetween(Rational lo, Rational hi) {
  std::vector<Rational> terms;
  for (;;) {
    const Rational n = floorOf(lo);
    if (n + 1 < hi) {
      terms.push_back(n + 1);
      break;
    }
    terms.push_back(n);
    const Rational a = lo - n, b = hi - n;  // 0 <= a < b <= 1
    if (a == 0) {
      terms.push_back(floorOf(1 / b) + 1);
      break;
    }
    lo = 1 / b;
    hi = 1 / a;
  }
  Rational value = terms.back();
  for (std::size_t k = terms.size() - 1; k-- > 0;) value = terms[k] + 1 / value;
  return value;
}

int signOf(const Rational& x) { return sgn(x); }

/// λ = μ / (1 − μ) for μ in [0, 1).
Rational lambdaOf(const Rational& mu) { return mu / (1 - mu); }
double lambdaFloatOf(const Rational& mu) {
  return mu == 1 ? std::numeric_limits<double>::infinity() : toDouble(lambdaOf(mu));
}
/// μ = λ / (1 + λ) maps λ in [0, ∞) to [0, 1).
Rational muOf(const Rational& lambda) { return lambda / (1 + lambda); }

struct Context {
  const MatrixGame& a;
  const MatrixGame& b;
  const CancelToken& cancel;
  /// h(μ) = Val(μA − (1−μ)B) − (μ w_1 − (1−μ) w_2) = (1 − μ)(δ(λ) − (λ w_1 − w_2)), defined on
  /// [0, 1] (continuous; the same sign as the λ form).
  Expected<Rational> h(const Rational& mu, const PayoffPoint& w) const {
    auto value = valueOf(a, b, mu, 1 - mu, cancel);
    if (!value) return value.error();
    return Rational(*value - (mu * w.u - (1 - mu) * w.v));
  }
};

/// The boundary between where h is zero and where it is not, bracketed by `zeroSide` (h = 0)
/// and `otherSide` (h != 0). Bisection; returns the zero-side end of the final bracket and
/// whether it was confirmed as the smallest-denominator rational of the bracket.
Expected<std::pair<Rational, bool>> zeroBoundary(const Context& context, const PayoffPoint& w, Rational zeroSide,
                                                 Rational otherSide, int steps) {
  for (int step = 0; step < steps; ++step) {
    const Rational mid = (zeroSide + otherSide) / 2;
    auto value = context.h(mid, w);
    if (!value) return value.error();
    (*value == 0 ? zeroSide : otherSide) = mid;
  }
  const Rational lo = std::min(zeroSide, otherSide), hi = std::max(zeroSide, otherSide);
  const Rational simplest = simplestBetween(lo, hi);
  auto value = context.h(simplest, w);
  if (!value) return value.error();
  if (*value == 0) return std::make_pair(simplest, true);
  return std::make_pair(zeroSide, false);
}

}  // namespace

Expected<LambdaTransferPoint> lambdaTransferPoint(const StrategicGame& game, const Rational& lambda,
                                                  const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  if (lambda <= 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBePositive, {"lambda", toString(lambda)});
  const MatrixGame a = game.payoffMatrix(0);
  const MatrixGame b = game.payoffMatrix(1);
  if (a.empty()) return makeError(ErrorCode::EmptyGame);
  LambdaTransferPoint point;
  point.lambda = lambda;
  for (std::size_t k = 0; k < a.payoffs.size(); ++k) {
    const Rational sum = lambda * a.payoffs[k] + b.payoffs[k];
    if (k == 0 || sum > point.sigma) point.sigma = sum;
  }
  auto delta = valueOf(a, b, lambda, 1, cancel);
  if (!delta) return delta.error();
  point.delta = *delta;
  point.phi = {(point.sigma + point.delta) / (2 * lambda), (point.sigma - point.delta) / 2};
  return point;
}

Expected<LambdaTransferSolution> solveLambdaTransfer(const StrategicGame& game, const LambdaTransferOptions& options,
                                                     const Progress& progress, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  const MatrixGame a = game.payoffMatrix(0);
  const MatrixGame b = game.payoffMatrix(1);
  if (a.empty()) return makeError(ErrorCode::EmptyGame);
  const int samples = std::clamp(options.samplesPerVertex, 2, 100000);
  const int steps = std::clamp(options.bisectionSteps, 1, 100000);
  progress.report(0, "lambda");

  LambdaTransferSolution out;
  out.region = payoffRegion(game);
  const std::vector<PayoffPoint>& chain = out.region.paretoFrontier;

  // A fixed threat point: a saddle point of A (min of its row, max of its column) that is one
  // of −B too (b max of its row, min of its column).
  for (std::size_t i = 0; i < a.rows && !out.fixedThreatPoint; ++i)
    for (std::size_t j = 0; j < a.cols && !out.fixedThreatPoint; ++j) {
      bool saddle = true;
      for (std::size_t l = 0; l < a.cols && saddle; ++l)
        saddle = a.at(i, l) >= a.at(i, j) && b.at(i, l) <= b.at(i, j);
      for (std::size_t k = 0; k < a.rows && saddle; ++k)
        saddle = a.at(k, j) <= a.at(i, j) && b.at(k, j) >= b.at(i, j);
      if (saddle) {
        out.fixedThreatPoint = true;
        out.fixedThreatCell = BimatrixCell{i, j};
        out.fixedThreat = PayoffPoint{a.at(i, j), b.at(i, j)};
      }
    }

  // λ of each Pareto edge (increasing along the frontier).
  std::vector<Rational> edgeLambda;
  for (std::size_t k = 0; k + 1 < chain.size(); ++k)
    edgeLambda.push_back(-(chain[k + 1].v - chain[k].v) / (chain[k + 1].u - chain[k].u));

  std::vector<LambdaTransferRate> found;
  // Edge candidates: exact.
  for (std::size_t k = 0; k < edgeLambda.size(); ++k) {
    if (cancel.isCancelled()) return stopError(cancel);
    auto phi = lambdaTransferPoint(game, edgeLambda[k], cancel);
    if (!phi) return phi.error();
    const PayoffPoint& x = phi->phi;
    if (x.u < chain[k].u || x.u > chain[k + 1].u) continue;
    LambdaTransferRate rate;
    rate.kind = LambdaCandidate::Edge;
    rate.lambda = edgeLambda[k];
    rate.exact = true;
    rate.lambdaFloat = toDouble(edgeLambda[k]);
    rate.point = x;
    rate.edgeFrom = x == chain[k + 1] ? k + 1 : k;
    rate.edgeTo = x == chain[k] ? k : k + 1;
    found.push_back(rate);
  }
  progress.report(0.2, "lambda");

  // Vertex candidates: δ(λ) = λ w_1 − w_2 with λ in w's normal cone, i.e. h(μ) = 0 there.
  const Context context{a, b, cancel};
  for (std::size_t t = 0; t < chain.size(); ++t) {
    const PayoffPoint& w = chain[t];
    const Rational muLo = t > 0 ? muOf(edgeLambda[t - 1]) : Rational(0);
    const Rational muHi = t < edgeLambda.size() ? muOf(edgeLambda[t]) : Rational(1);
    std::vector<Rational> mu, h;
    for (int k = 0; k <= samples; ++k) {
      mu.push_back(muLo + (muHi - muLo) * Rational(k) / samples);
      auto value = context.h(mu.back(), w);
      if (!value) return value.error();
      h.push_back(*value);
    }
    auto vertexRate = [&]() {
      LambdaTransferRate rate;
      rate.kind = LambdaCandidate::Vertex;
      rate.point = w;
      rate.edgeFrom = rate.edgeTo = t;
      return rate;
    };
    for (int k = 0; k <= samples; ++k) {
      if (h[k] == 0) {
        int end = k;
        while (end < samples && h[end + 1] == 0) ++end;
        if (end == k) {
          if (mu[k] > 0 && mu[k] < 1) {
            LambdaTransferRate rate = vertexRate();
            rate.lambda = lambdaOf(mu[k]);
            rate.exact = true;
            rate.lambdaFloat = toDouble(*rate.lambda);
            found.push_back(rate);
          }
        } else {
          // h vanishes at consecutive samples: a whole interval gives the point w.
          LambdaTransferRate rate = vertexRate();
          rate.interval = true;
          Rational lo = mu[k], hi = mu[end];
          bool loExact = true, hiExact = true;
          if (k > 0) {
            auto edge = zeroBoundary(context, w, mu[k], mu[k - 1], steps);
            if (!edge) return edge.error();
            lo = edge->first;
            loExact = edge->second;
          }
          if (end < samples) {
            auto edge = zeroBoundary(context, w, mu[end], mu[end + 1], steps);
            if (!edge) return edge.error();
            hi = edge->first;
            hiExact = edge->second;
          }
          // One λ of it: the middle sample of the run with 0 < μ < 1 (a run has two samples,
          // so one of them is inside).
          const int first = std::max(k, 1), last = std::min(end, samples - 1);
          const Rational pick = mu[static_cast<std::size_t>((first + last) / 2)];
          rate.lambda = lambdaOf(pick);
          rate.exact = true;
          rate.lambdaFloat = toDouble(*rate.lambda);
          rate.intervalLowFloat = toDouble(lambdaOf(lo));
          if (loExact) rate.intervalLow = lambdaOf(lo);
          rate.intervalUnbounded = hi == 1;
          rate.intervalHighFloat = lambdaFloatOf(hi);
          if (hiExact && hi != 1) rate.intervalHigh = lambdaOf(hi);
          found.push_back(rate);
        }
        k = end;
        continue;
      }
      if (k < samples && h[k + 1] != 0 && signOf(h[k]) != signOf(h[k + 1])) {
        // A sign change: bisect with exact evaluations, trying the simplest rational of the
        // bracket at each step (a rational root p/q is found once the bracket is narrower
        // than 1/q²).
        Rational lo = mu[k], hi = mu[k + 1];
        const int loSign = signOf(h[k]);
        std::optional<Rational> root;
        for (int step = 0; step < steps && !root; ++step) {
          if (cancel.isCancelled()) return stopError(cancel);
          for (const Rational& probe : {simplestBetween(lo, hi), Rational((lo + hi) / 2)}) {
            if (!(lo < probe && probe < hi)) continue;
            auto value = context.h(probe, w);
            if (!value) return value.error();
            if (*value == 0) {
              root = probe;
              break;
            }
            (signOf(*value) == loSign ? lo : hi) = probe;
          }
        }
        LambdaTransferRate rate = vertexRate();
        if (root) {
          rate.lambda = lambdaOf(*root);
          rate.exact = true;
          rate.lambdaFloat = toDouble(*rate.lambda);
        } else {
          const double l = lambdaFloatOf(lo), r = lambdaFloatOf(hi);
          rate.lambdaFloat = (l + r) / 2;
          rate.lambdaTolerance = std::max((r - l) / 2, std::abs(rate.lambdaFloat) * 1e-15);
        }
        found.push_back(rate);
      }
    }
    progress.report(0.2 + 0.8 * double(t + 1) / double(chain.size()), "lambda");
  }

  // One entry per (λ, point): an edge endpoint can also be a vertex root, and a rate inside
  // an interval of the same point is that interval.
  std::stable_sort(found.begin(), found.end(), [](const LambdaTransferRate& x, const LambdaTransferRate& y) {
    if (x.interval != y.interval) return x.interval;  // intervals first, they absorb the rest
    return x.lambdaFloat < y.lambdaFloat;
  });
  for (const LambdaTransferRate& rate : found) {
    bool duplicate = false;
    for (const LambdaTransferRate& kept : out.rates) {
      if (!(kept.point == rate.point)) continue;
      if (kept.interval && rate.exact && rate.lambda) {
        const bool aboveLow = kept.intervalLow ? *rate.lambda >= *kept.intervalLow : rate.lambdaFloat >= kept.intervalLowFloat;
        const bool belowHigh = kept.intervalUnbounded ||
                               (kept.intervalHigh ? *rate.lambda <= *kept.intervalHigh : rate.lambdaFloat <= kept.intervalHighFloat);
        duplicate = aboveLow && belowHigh;
      } else if (kept.exact && rate.exact) {
        duplicate = *kept.lambda == *rate.lambda;
      } else if (!kept.exact && !rate.exact) {
        duplicate = std::abs(kept.lambdaFloat - rate.lambdaFloat) <= kept.lambdaTolerance + rate.lambdaTolerance;
      }
      if (duplicate) break;
    }
    if (!duplicate) out.rates.push_back(rate);
  }
  std::stable_sort(out.rates.begin(), out.rates.end(), [](const LambdaTransferRate& x, const LambdaTransferRate& y) {
    return x.lambdaFloat < y.lambdaFloat;
  });
  progress.report(1, "lambda");
  return out;
}

}  // namespace gamelab
