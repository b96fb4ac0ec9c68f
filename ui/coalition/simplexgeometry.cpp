#include "ui/coalition/simplexgeometry.h"

#include <algorithm>
#include <cmath>

namespace gamelab::ui::simplex {

QPointF fromBarycentric(const Triangle& corners, const Barycentric& l) {
  return corners[0] * l[0] + corners[1] * l[1] + corners[2] * l[2];
}

Barycentric toBarycentric(const Triangle& c, const QPointF& p) {
  const QPointF e1 = c[1] - c[0], e2 = c[2] - c[0], d = p - c[0];
  const double det = e1.x() * e2.y() - e1.y() * e2.x();
  if (std::abs(det) < 1e-12) return {1.0 / 3, 1.0 / 3, 1.0 / 3};
  const double l1 = (d.x() * e2.y() - d.y() * e2.x()) / det;
  const double l2 = (e1.x() * d.y() - e1.y() * d.x()) / det;
  return {1.0 - l1 - l2, l1, l2};
}

RationalVector ImputationFrame::corner(int i) const {
  RationalVector x = lower;
  x[std::size_t(i)] += span;
  return x;
}

ImputationFrame imputationFrame(const CoalitionalGame& game) {
  ImputationFrame frame;
  frame.total = game.value(game.grand());
  frame.lower = singletonValues(game);
  frame.span = frame.total - coalitionTotal(game.grand(), frame.lower);
  return frame;
}

std::vector<double> toSimplexCoordinates(const ImputationFrame& frame, const RationalVector& x) {
  std::vector<double> l;
  for (int i = 0; i < frame.players() && i < int(x.size()); ++i)
    l.push_back(toDouble(Rational((x[std::size_t(i)] - frame.lower[std::size_t(i)]) / frame.span)));
  return l;
}

std::vector<RationalVector> boundedPlanePolygon(const RationalVector& lower, const RationalVector& upper,
                                                const Rational& total) {
  std::vector<RationalVector> points;
  for (int i = 0; i < 3; ++i)
    if (lower[std::size_t(i)] > upper[std::size_t(i)]) return points;
  auto feasible = [&](const RationalVector& x) {
    for (int i = 0; i < 3; ++i)
      if (x[std::size_t(i)] < lower[std::size_t(i)] || x[std::size_t(i)] > upper[std::size_t(i)]) return false;
    return true;
  };
  // Every vertex makes two bounds on two different coordinates tight.
  for (int a = 0; a < 3; ++a)
    for (int b = a + 1; b < 3; ++b) {
      const int c = 3 - a - b;
      for (const Rational& xa : {lower[std::size_t(a)], upper[std::size_t(a)]})
        for (const Rational& xb : {lower[std::size_t(b)], upper[std::size_t(b)]}) {
          RationalVector x(3);
          x[std::size_t(a)] = xa;
          x[std::size_t(b)] = xb;
          x[std::size_t(c)] = total - xa - xb;
          if (feasible(x) && std::find(points.begin(), points.end(), x) == points.end()) points.push_back(x);
        }
    }
  std::sort(points.begin(), points.end());
  if (points.size() <= 2) return points;
  // Cyclic order by angle around the centroid in the (x_1, x_2) projection (an affine bijection
  // of the plane, so convex position is kept).
  double cx = 0, cy = 0;
  for (const auto& p : points) {
    cx += toDouble(p[0]);
    cy += toDouble(p[1]);
  }
  cx /= double(points.size());
  cy /= double(points.size());
  std::stable_sort(points.begin(), points.end(), [&](const RationalVector& p, const RationalVector& q) {
    return std::atan2(toDouble(p[1]) - cy, toDouble(p[0]) - cx) < std::atan2(toDouble(q[1]) - cy, toDouble(q[0]) - cx);
  });
  return points;
}

void epsilonCoreBounds(const CoalitionalGame& game, const Rational& epsilon, RationalVector& lower,
                       RationalVector& upper) {
  const Coalition grand = game.grand();
  const Rational total = game.value(grand);
  lower.assign(3, Rational(0));
  upper.assign(3, Rational(0));
  for (int i = 0; i < 3; ++i) {
    const Coalition single = Coalition(1) << i;
    lower[std::size_t(i)] = game.value(single) - epsilon;
    upper[std::size_t(i)] = total - game.value(grand & ~single) + epsilon;
  }
}

std::vector<RationalVector> corePolygon(const CoalitionalGame& game, const Rational& epsilon) {
  RationalVector lower, upper;
  epsilonCoreBounds(game, epsilon, lower, upper);
  return boundedPlanePolygon(lower, upper, game.value(game.grand()));
}

namespace {
double cross(const QPointF& u, const QPointF& v) { return u.x() * v.y() - u.y() * v.x(); }
}  // namespace

std::vector<QPointF> clipPolygonToLeftOf(const std::vector<QPointF>& polygon, const QPointF& a, const QPointF& b) {
  std::vector<QPointF> out;
  const std::size_t n = polygon.size();
  if (n == 0) return out;
  const QPointF d = b - a;
  auto side = [&](const QPointF& p) { return cross(d, p - a); };
  for (std::size_t k = 0; k < n; ++k) {
    const QPointF& p = polygon[k];
    const QPointF& q = polygon[(k + 1) % n];
    const double sp = side(p), sq = side(q);
    if (sp >= 0) out.push_back(p);
    if ((sp >= 0) != (sq >= 0)) {
      const double t = sp / (sp - sq);
      out.push_back(p + (q - p) * t);
    }
  }
  if (out.size() < 3) {
    // A sliver of zero area is nothing.
    bool allOn = true;
    for (const auto& p : out) allOn = allOn && std::abs(side(p)) < 1e-12;
    if (out.size() < 3 || allOn) out.clear();
  }
  return out;
}

std::vector<QPointF> clipPolygonToConvex(const std::vector<QPointF>& polygon, const std::vector<QPointF>& convex) {
  const std::size_t n = convex.size();
  if (n < 3) return {};
  double area = 0;
  for (std::size_t k = 0; k < n; ++k) area += cross(convex[k], convex[(k + 1) % n]);
  std::vector<QPointF> out = polygon;
  for (std::size_t k = 0; k < n && !out.empty(); ++k) {
    const QPointF& a = convex[k];
    const QPointF& b = convex[(k + 1) % n];
    out = area >= 0 ? clipPolygonToLeftOf(out, a, b) : clipPolygonToLeftOf(out, b, a);
  }
  return out;
}

std::optional<QLineF> clipLineToConvex(const QPointF& a, const QPointF& b, const std::vector<QPointF>& convex,
                                       double tolerance) {
  const std::size_t n = convex.size();
  const QPointF d = b - a;
  if (n < 3 || (std::abs(d.x()) < 1e-15 && std::abs(d.y()) < 1e-15)) return std::nullopt;
  double area = 0;
  for (std::size_t k = 0; k < n; ++k) area += cross(convex[k], convex[(k + 1) % n]);
  // Parametric clipping (Cyrus–Beck): keep t with every edge's inside test >= 0.
  double t0 = -1e300, t1 = 1e300;
  for (std::size_t k = 0; k < n; ++k) {
    QPointF p = convex[k], q = convex[(k + 1) % n];
    if (area < 0) std::swap(p, q);
    const QPointF e = q - p;
    const double f0 = cross(e, a - p);  // inside when >= 0
    const double fd = cross(e, d);
    if (std::abs(fd) < 1e-15) {
      if (f0 < -tolerance * std::hypot(e.x(), e.y())) return std::nullopt;
      continue;
    }
    const double t = -f0 / fd;
    if (fd > 0) t0 = std::max(t0, t);
    else t1 = std::min(t1, t);
  }
  if (t1 - t0 <= tolerance) return std::nullopt;
  return QLineF(a + d * t0, a + d * t1);
}

Rational simplestRationalBetween(const Rational& lo, const Rational& hi) {
  if (sgn(lo) <= 0 && sgn(hi) >= 0) return Rational(0);
  if (sgn(hi) < 0) return Rational(-simplestRationalBetween(Rational(-hi), Rational(-lo)));
  mpz_class floorLo;
  mpz_fdiv_q(floorLo.get_mpz_t(), lo.get_num_mpz_t(), lo.get_den_mpz_t());
  if (Rational(floorLo) == lo) return lo;
  if (Rational(floorLo + 1) <= hi) return Rational(floorLo + 1);
  // lo and hi share the integer part f: f + 1 / simplest(1 / (hi − f), 1 / (lo − f)).
  const Rational f(floorLo);
  const Rational inner = simplestRationalBetween(Rational(1 / (hi - f)), Rational(1 / (lo - f)));
  Rational result = f + 1 / inner;
  result.canonicalize();
  return result;
}

RationalVector simpleImputationNear(const ImputationFrame& frame, const Barycentric& l, double tolerance) {
  RationalVector x(3);
  const Rational tol = fromDouble(std::max(tolerance, 0.0));
  Rational used = 0;  // Σ of the chosen coordinates above their lower bounds
  for (int i = 0; i < 2; ++i) {
    const Rational exact = frame.lower[std::size_t(i)] + fromDouble(l[std::size_t(i)]) * frame.span;
    const Rational least = frame.lower[std::size_t(i)];
    const Rational most = least + frame.span - used;
    const Rational lo = std::clamp(Rational(exact - tol), least, most);
    const Rational hi = std::clamp(Rational(exact + tol), least, most);
    x[std::size_t(i)] = simplestRationalBetween(lo, hi);
    used += x[std::size_t(i)] - frame.lower[std::size_t(i)];
  }
  x[2] = frame.total - x[0] - x[1];
  return x;
}

}  // namespace gamelab::ui::simplex
