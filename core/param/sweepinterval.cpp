#include "core/param/sweepinterval.h"

#include "core/algebra/rootnumber.h"

#include <optional>

namespace gamelab {
namespace {

/// A rational below (or equal to) every point of the number's isolating interval, and above.
Rational lowerBound(const AlgebraicNumber& x) { return x.kind == AlgebraicNumber::Kind::Rational ? x.rational : x.low; }
Rational upperBound(const AlgebraicNumber& x) { return x.kind == AlgebraicNumber::Kind::Rational ? x.rational : x.high; }

/// The simplest rational in [a, b], any signs.
Rational simplestIn(const Rational& a, const Rational& b) {
  if (a <= 0 && b >= 0) return 0;
  if (a > 0) return simplestRationalBetween(a, b);
  return -simplestRationalBetween(-b, -a);
}

/// A root found in an interval, before it is made an AlgebraicNumber (only the nearest are).
struct Candidate {
  const Polynomial* polynomial;
  IsolatedRoot root;
  AlgebraicNumber bounds;  ///< kind Rational when exact, else only low/high/approx (for comparing)
};

Candidate candidateOf(const Polynomial& p, const IsolatedRoot& r) {
  Candidate c{&p, r, {}};
  if (r.exact) {
    c.bounds = rationalNumber(*r.exact);
  } else {
    c.bounds.kind = AlgebraicNumber::Kind::Algebraic;
    c.bounds.low = r.low;
    c.bounds.high = r.high;
    c.bounds.approx = r.approx;
  }
  return c;
}

/// −1 or 1: the root lies below or above the rational s (≠ the root). An isolating interval
/// that contains s is decided by the sign change of the square-free polynomial `q` on [low, s].
int sideOf(const Candidate& c, const Polynomial& q, const Rational& s) {
  if (c.root.exact) return *c.root.exact < s ? -1 : 1;
  if (c.root.high < s) return -1;
  if (c.root.low > s) return 1;
  const Rational atLow = evaluatePolynomial(q, c.root.low), atS = evaluatePolynomial(q, s);
  return (atLow < 0) != (atS < 0) ? -1 : 1;
}

}  // namespace

Rational sampleInside(const SweepInterval& interval) {
  const Rational a = upperBound(interval.from), b = lowerBound(interval.to);
  const Rational third = (b - a) / 3;
  return simplestIn(a + third, b - third);
}

Expected<PieceBounds> pieceAround(const SweepInterval& interval, const Rational& sample,
                                  const std::vector<Polynomial>& polynomials, const CancelToken& cancel) {
  std::vector<Polynomial> squareFree;
  squareFree.reserve(polynomials.size());
  for (Polynomial p : polynomials) {
    trimPolynomial(p);
    if (p.size() <= 1) continue;
    const Polynomial g = polynomialGcd(p, derivativeOf(p));
    squareFree.push_back(g.size() > 1 ? dividePolynomials(p, g).first : p);
  }
  const Rational lo = lowerBound(interval.from), hi = upperBound(interval.to);
  std::optional<Candidate> below, above;
  for (const Polynomial& q : squareFree) {
    if (cancel.isCancelled()) return stopError(cancel);
    auto roots = realRootsBetween(q, lo, hi, cancel);
    if (!roots) return roots.error();
    for (const IsolatedRoot& r : *roots) {
      Candidate c = candidateOf(q, r);
      if (compareRoots(c.bounds, interval.from) <= 0 || compareRoots(c.bounds, interval.to) >= 0) continue;
      if (r.exact && *r.exact == sample) return PieceBounds{{}, {}, true};
      if (sideOf(c, q, sample) < 0) {
        if (!below || compareRoots(c.bounds, below->bounds) > 0) below = c;
      } else if (!above || compareRoots(c.bounds, above->bounds) < 0) {
        above = c;
      }
    }
  }
  PieceBounds bounds;
  bounds.from = below ? rootNumber(*below->polynomial, below->root) : interval.from;
  bounds.to = above ? rootNumber(*above->polynomial, above->root) : interval.to;
  return bounds;
}

}  // namespace gamelab
