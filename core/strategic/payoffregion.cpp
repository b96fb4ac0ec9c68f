#include "core/strategic/payoffregion.h"

#include <algorithm>
#include <cassert>

namespace gamelab {
namespace {

/// (b − a) × (c − a): > 0 for a left turn a → b → c.
Rational cross(const PayoffPoint& a, const PayoffPoint& b, const PayoffPoint& c) {
  return (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u);
}

bool lessUV(const PayoffPoint& a, const PayoffPoint& b) { return a.u < b.u || (a.u == b.u && a.v < b.v); }

/// Andrew's monotone chain, exact: the strict vertices counter-clockwise (collinear and
/// duplicate points dropped), starting at the lowest-then-leftmost point.
std::vector<PayoffPoint> convexHull(std::vector<PayoffPoint> points) {
  std::sort(points.begin(), points.end(), lessUV);
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() <= 1) return points;
  std::vector<PayoffPoint> hull;
  for (int pass = 0; pass < 2; ++pass) {
    const std::size_t start = hull.size();
    for (const PayoffPoint& p : points) {
      while (hull.size() >= start + 2 && cross(hull[hull.size() - 2], hull.back(), p) <= 0) hull.pop_back();
      hull.push_back(p);
    }
    hull.pop_back();  // the last point starts the other chain
    std::reverse(points.begin(), points.end());
  }
  // Counter-clockwise from the leftmost point (a segment: its two ends); rotate to the lowest.
  const auto lowest = std::min_element(hull.begin(), hull.end(), [](const PayoffPoint& a, const PayoffPoint& b) {
    return a.v < b.v || (a.v == b.v && a.u < b.u);
  });
  std::rotate(hull.begin(), lowest, hull.end());
  return hull;
}

/// The upper-right chain: from the topmost (then rightmost) vertex clockwise to the
/// rightmost (then topmost) one. Every edge strictly between has du > 0 and dv < 0, so these
/// vertices are exactly the hull vertices no feasible point weakly dominates.
std::vector<PayoffPoint> paretoChain(const std::vector<PayoffPoint>& hull) {
  if (hull.empty()) return {};
  std::size_t top = 0, right = 0;
  for (std::size_t i = 1; i < hull.size(); ++i) {
    const PayoffPoint &p = hull[i], &t = hull[top], &r = hull[right];
    if (p.v > t.v || (p.v == t.v && p.u > t.u)) top = i;
    if (p.u > r.u || (p.u == r.u && p.v > r.v)) right = i;
  }
  std::vector<PayoffPoint> chain;
  // Counter-clockwise from `right` to `top`, then reversed.
  for (std::size_t i = right;; i = (i + 1) % hull.size()) {
    chain.push_back(hull[i]);
    if (i == top) break;
  }
  std::reverse(chain.begin(), chain.end());
  return chain;
}

struct Linear {
  Rational atZero, atOne;  ///< the function's values at 0 and at 1 (it is affine in between)
  bool zeroEverywhere() const { return atZero == 0 && atOne == 0; }
  /// The root in [0, 1] when the function is not identically zero and changes sign or
  /// vanishes there.
  std::optional<Rational> root() const {
    if (zeroEverywhere()) return std::nullopt;
    if (atZero == 0) return Rational(0);
    if (atOne == 0) return Rational(1);
    if ((atZero > 0) == (atOne > 0)) return std::nullopt;
    return atZero / (atZero - atOne);
  }
};

PayoffPoint pt(const Rational& x, const Rational& y) { return PayoffPoint{x, y}; }

/// One player's best-response graph from the advantage `d` of his strategy 1 over strategy 2
/// as an affine function of the other's probability t. `vertical` is true for player 1, whose
/// choice p is x: his pure responses are vertical pieces x = 0 or 1 over a range of y = t and
/// his indifference is the horizontal segment y = t*. For player 2 the roles of x and y swap.
std::vector<DiagramSegment> responseGraph(const Linear& d, bool vertical) {
  auto seg = [&](const Rational& choice, const Rational& t0, const Rational& t1) {
    return vertical ? DiagramSegment{pt(choice, t0), pt(choice, t1)} : DiagramSegment{pt(t0, choice), pt(t1, choice)};
  };
  auto indifference = [&](const Rational& t) {
    return vertical ? DiagramSegment{pt(0, t), pt(1, t)} : DiagramSegment{pt(t, 0), pt(t, 1)};
  };
  std::vector<DiagramSegment> segments;
  const auto root = d.root();
  if (!root) {
    segments.push_back(seg(d.atZero > 0 ? Rational(1) : Rational(0), 0, 1));
    return segments;
  }
  if (*root > 0) segments.push_back(seg(d.atZero > 0 ? Rational(1) : Rational(0), 0, *root));
  segments.push_back(indifference(*root));
  if (*root < 1) segments.push_back(seg(d.atOne > 0 ? Rational(1) : Rational(0), *root, 1));
  return segments;
}

std::vector<DiagramSegment> squareSides() {
  return {{pt(0, 0), pt(1, 0)}, {pt(1, 0), pt(1, 1)}, {pt(0, 1), pt(1, 1)}, {pt(0, 0), pt(0, 1)}};
}

/// Intersection of two axis-parallel segments whose ends are ordered (from <= to).
std::optional<DiagramSegment> intersect(const DiagramSegment& a, const DiagramSegment& b) {
  const Rational u0 = std::max(a.from.u, b.from.u), u1 = std::min(a.to.u, b.to.u);
  const Rational v0 = std::max(a.from.v, b.from.v), v1 = std::min(a.to.v, b.to.v);
  if (u0 > u1 || v0 > v1) return std::nullopt;
  return DiagramSegment{pt(u0, v0), pt(u1, v1)};
}

bool lessSegment(const DiagramSegment& a, const DiagramSegment& b) {
  if (a.from != b.from) return lessUV(a.from, b.from);
  return lessUV(a.to, b.to);
}

bool contains(const DiagramSegment& s, const PayoffPoint& p) {
  return s.from.u <= p.u && p.u <= s.to.u && s.from.v <= p.v && p.v <= s.to.v;
}

}  // namespace

PayoffRegion payoffRegion(const StrategicGame& game) {
  assert(game.players() == 2);
  PayoffRegion region;
  for (std::size_t t = 0; t < game.profileCount(); ++t) region.points.push_back({game.payoff(t, 0), game.payoff(t, 1)});
  region.hull = convexHull(region.points);
  region.paretoFrontier = paretoChain(region.hull);
  return region;
}

PayoffRegion convexRegion(std::vector<PayoffPoint> points) {
  PayoffRegion region;
  region.points = std::move(points);
  region.hull = convexHull(region.points);
  region.paretoFrontier = paretoChain(region.hull);
  return region;
}

std::optional<BestResponseDiagram> bestResponseDiagram(const StrategicGame& game) {
  if (game.players() != 2 || game.strategies(0) != 2 || game.strategies(1) != 2) return std::nullopt;
  auto u = [&](std::size_t i, std::size_t j, std::size_t k) -> const Rational& { return game.payoff({i, j}, k); };
  // Player 1's advantage of row 1 over row 2 as a function of q; player 2's of column 1 as a function of p.
  const Linear d1{u(0, 1, 0) - u(1, 1, 0), u(0, 0, 0) - u(1, 0, 0)};
  const Linear d2{u(1, 0, 1) - u(1, 1, 1), u(0, 0, 1) - u(0, 1, 1)};
  BestResponseDiagram diagram;
  diagram.indifferenceQ = d1.root();
  diagram.indifferenceP = d2.root();
  diagram.rowIndifferent = d1.zeroEverywhere();
  diagram.colIndifferent = d2.zeroEverywhere();
  diagram.rowPlayer = diagram.rowIndifferent ? squareSides() : responseGraph(d1, true);
  diagram.colPlayer = diagram.colIndifferent ? squareSides() : responseGraph(d2, false);
  for (auto* list : {&diagram.rowPlayer, &diagram.colPlayer})
    for (DiagramSegment& s : *list)
      if (lessUV(s.to, s.from)) std::swap(s.from, s.to);

  if (diagram.rowIndifferent) {
    diagram.equilibria = diagram.colPlayer;
  } else if (diagram.colIndifferent) {
    diagram.equilibria = diagram.rowPlayer;
  } else {
    std::vector<DiagramSegment> pieces, points;
    for (const DiagramSegment& a : diagram.rowPlayer)
      for (const DiagramSegment& b : diagram.colPlayer)
        if (auto s = intersect(a, b)) (s->from == s->to ? points : pieces).push_back(*s);
    for (const DiagramSegment& p : points) {
      bool covered = false;
      for (const DiagramSegment& s : pieces) covered = covered || contains(s, p.from);
      for (const DiagramSegment& q : diagram.equilibria) covered = covered || q.from == p.from;
      if (!covered) diagram.equilibria.push_back(p);
    }
    diagram.equilibria.insert(diagram.equilibria.end(), pieces.begin(), pieces.end());
  }
  std::sort(diagram.equilibria.begin(), diagram.equilibria.end(), lessSegment);
  return diagram;
}

}  // namespace gamelab
