#include "core/strategic/nashbargaining.h"

#include "core/strategic/safetylevels.h"

#include <algorithm>
#include <optional>

namespace gamelab {
namespace {

Rational cross(const PayoffPoint& a, const PayoffPoint& b, const PayoffPoint& c) {
  return (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u);
}

/// The point lies in the hull (counter-clockwise vertices; one or two points for degenerate hulls).
bool inHull(const std::vector<PayoffPoint>& hull, const PayoffPoint& z) {
  if (hull.size() == 1) return hull[0] == z;
  if (hull.size() == 2) {
    const PayoffPoint &a = hull[0], &b = hull[1];
    return cross(a, b, z) == 0 && std::min(a.u, b.u) <= z.u && z.u <= std::max(a.u, b.u) && std::min(a.v, b.v) <= z.v &&
           z.v <= std::max(a.v, b.v);
  }
  for (std::size_t i = 0; i < hull.size(); ++i)
    if (cross(hull[i], hull[(i + 1) % hull.size()], z) < 0) return false;
  return true;
}

/// The hull's section by the line {coordinate `byU ? u : v` = c}: the range of the other
/// coordinate, or nullopt when the line misses the hull.
std::optional<std::pair<Rational, Rational>> section(const std::vector<PayoffPoint>& hull, const Rational& c, bool byU) {
  std::optional<std::pair<Rational, Rational>> range;
  auto add = [&](const Rational& x) {
    if (!range) range = std::make_pair(x, x);
    range->first = std::min(range->first, x);
    range->second = std::max(range->second, x);
  };
  for (std::size_t i = 0; i < hull.size(); ++i) {
    const PayoffPoint& p = hull[i];
    const PayoffPoint& q = hull[(i + 1) % hull.size()];
    const Rational& pc = byU ? p.u : p.v;
    const Rational& qc = byU ? q.u : q.v;
    const Rational& po = byU ? p.v : p.u;
    const Rational& qo = byU ? q.v : q.u;
    if (pc == qc) {
      if (pc == c) {
        add(po);
        add(qo);
      }
      continue;
    }
    if (std::min(pc, qc) <= c && c <= std::max(pc, qc)) add(po + (qo - po) * (c - pc) / (qc - pc));
  }
  return range;
}

Rational productAt(const PayoffPoint& x, const PayoffPoint& d) { return (x.u - d.u) * (x.v - d.v); }

}  // namespace

Expected<NashBargainingSolution> solveNashBargaining(const BargainingProblem& problem, const Progress& progress,
                                                     const CancelToken& cancel) {
  if (problem.points.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::NoFeasiblePoints);
  progress.report(0, "nash");
  NashBargainingSolution out;
  out.region = convexRegion(problem.points);
  out.statusQuo = problem.statusQuo;
  const PayoffPoint& d = out.statusQuo;
  out.statusQuoFeasible = inHull(out.region.hull, d);
  if (cancel.isCancelled()) return stopError(cancel);

  // The product is positive somewhere in S ∩ {u >= u*, v >= v*} iff its maximum there is, and
  // that maximum lies on the Pareto frontier: on each edge the product is a concave quadratic,
  // so it is a vertex or the edge's stationary point (rational) when those are in the quadrant.
  const std::vector<PayoffPoint>& chain = out.region.paretoFrontier;
  struct Candidate {
    PayoffPoint point;
    std::size_t from, to;
  };
  std::optional<Candidate> best;
  Rational bestProduct;
  auto consider = [&](const PayoffPoint& x, std::size_t from, std::size_t to) {
    if (x.u < d.u || x.v < d.v) return;
    const Rational value = productAt(x, d);
    if (!best || value > bestProduct) {
      best = Candidate{x, from, to};
      bestProduct = value;
    }
  };
  for (std::size_t k = 0; k < chain.size(); ++k) consider(chain[k], k, k);
  for (std::size_t k = 0; k + 1 < chain.size(); ++k) {
    const PayoffPoint &p = chain[k], &q = chain[k + 1];
    const Rational du = q.u - p.u, dv = q.v - p.v;  // du > 0 > dv on the frontier
    // d/dt [(p.u + t du − u*)(p.v + t dv − v*)] = 0.
    const Rational t = -(du * (p.v - d.v) + dv * (p.u - d.u)) / (Rational(2) * du * dv);
    if (t > 0 && t < 1) consider({p.u + t * du, p.v + t * dv}, k, k + 1);
  }

  if (best && bestProduct > 0) {
    out.kind = NashBargainingCase::Regular;
    out.solution = best->point;
    out.product = bestProduct;
    out.onFrontier = true;
    out.edgeFrom = best->from;
    out.edgeTo = best->to;
    out.onVertex = best->from == best->to;
    if (!out.onVertex) {
      const PayoffPoint &p = chain[best->from], &q = chain[best->to];
      out.tangentSlope = -(q.v - p.v) / (q.u - p.u);
    }
    progress.report(1, "nash");
    return out;
  }

  // No point strictly dominates the status quo: S ∩ quadrant lies on u = u* or on v = v*
  // (two points off different lines would have a midpoint strictly inside). Its
  // Pareto-optimal end is what feasibility and Pareto optimality leave.
  std::optional<PayoffPoint> up, right;
  if (auto s = section(out.region.hull, d.u, true); s && s->second >= d.v) up = PayoffPoint{d.u, s->second};
  if (auto s = section(out.region.hull, d.v, false); s && s->second >= d.u) right = PayoffPoint{s->second, d.v};
  if (!up && !right) {
    out.kind = NashBargainingCase::NoIndividuallyRationalPoint;
    progress.report(1, "nash");
    return out;
  }
  out.kind = NashBargainingCase::Degenerate;
  if (up && right)
    out.solution = (up->v - d.v >= right->u - d.u) ? *up : *right;  // at most one leaves d (else Regular)
  else
    out.solution = up ? *up : *right;
  out.product = 0;
  for (std::size_t k = 0; k < chain.size() && !out.onFrontier; ++k) {
    if (chain[k] == *out.solution) {
      out.onFrontier = out.onVertex = true;
      out.edgeFrom = out.edgeTo = k;
    }
  }
  for (std::size_t k = 0; k + 1 < chain.size() && !out.onFrontier; ++k) {
    const PayoffPoint &p = chain[k], &q = chain[k + 1], &x = *out.solution;
    if (cross(p, q, x) == 0 && p.u < x.u && x.u < q.u) {
      out.onFrontier = true;
      out.edgeFrom = k;
      out.edgeTo = k + 1;
    }
  }
  progress.report(1, "nash");
  return out;
}

Expected<NashBargainingSolution> solveNashBargaining(const StrategicGame& game, const NashBargainingOptions& options,
                                                     const Progress& progress, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  if (game.profileCount() == 0) return makeError(ErrorCode::EmptyGame);
  BargainingProblem problem;
  problem.points = payoffRegion(game).points;
  if (options.statusQuo) {
    problem.statusQuo = *options.statusQuo;
  } else {
    auto levels = solveSafetyLevels(game, SafetyOptions{false}, Progress::none(), cancel);
    if (!levels) return levels.error();
    problem.statusQuo = {(*levels)[0].value, (*levels)[1].value};
  }
  return solveNashBargaining(problem, progress, cancel);
}

}  // namespace gamelab
