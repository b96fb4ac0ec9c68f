#include "core/sweep/sweepinterval.h"

#include "core/sweep/sweeproots.h"

#include <optional>

namespace gamelab {
namespace {

/// A rational at or below every point of the number's isolating interval, and one at or above.
Rational lowerBound(const AlgebraicNumber& x) { return x.kind == AlgebraicNumber::Kind::Rational ? x.rational : x.low; }
Rational upperBound(const AlgebraicNumber& x) { return x.kind == AlgebraicNumber::Kind::Rational ? x.rational : x.high; }

/// The root as an AlgebraicNumber for comparing (compareRoots): exact when rational, else only
/// its isolating interval.
AlgebraicNumber boundsOf(const sweep::RootCandidate& r) {
  if (r.exact) return sweep::rationalNumber(*r.exact);
  AlgebraicNumber a;
  a.kind = AlgebraicNumber::Kind::Algebraic;
  a.low = r.low;
  a.high = r.high;
  a.approx = r.approx;
  return a;
}

/// −1 or 1: the root lies below or above the rational s (not the root itself); an interval that
/// holds s is halved until it does not (the root is irrational, s rational).
int sideOf(sweep::RootCandidate root, const Rational& s) {
  if (root.exact) return *root.exact < s ? -1 : 1;
  while (!root.exact && root.low < s && s < root.high) sweep::bisectRoot(root);
  if (root.exact) return *root.exact < s ? -1 : 1;
  return root.high <= s ? -1 : 1;
}

}  // namespace

Rational sampleInside(const SweepInterval& interval) {
  return sweep::rationalStrictlyBetween(upperBound(interval.from), lowerBound(interval.to));
}

Expected<PieceBounds> pieceAround(const SweepInterval& interval, const Rational& sample,
                                  const std::vector<Polynomial>& polynomials, const CancelToken& cancel) {
  const Rational lo = lowerBound(interval.from), hi = upperBound(interval.to);
  std::optional<sweep::RootCandidate> below, above;
  for (const Polynomial& p : polynomials) {
    if (cancel.isCancelled()) return stopError(cancel);
    if (p.size() <= 1 || !sweep::mayVanishBetween(p, lo, hi)) continue;
    const Polynomial q = sweep::squareFreeMonic(p);
    auto roots = realRootsBetween(q, lo, hi, cancel);
    if (!roots) return roots.error();
    for (const IsolatedRoot& isolated : *roots) {
      const sweep::RootCandidate c = sweep::fromIsolated(q, isolated);
      const AlgebraicNumber at = boundsOf(c);
      if (sweep::compareRoots(at, interval.from) <= 0 || sweep::compareRoots(at, interval.to) >= 0) continue;
      if (c.exact && *c.exact == sample) return PieceBounds{{}, {}, true};
      if (sideOf(c, sample) < 0) {
        if (!below || sweep::compareRoots(at, boundsOf(*below)) > 0) below = c;
      } else if (!above || sweep::compareRoots(at, boundsOf(*above)) < 0) {
        above = c;
      }
    }
  }
  PieceBounds bounds;
  bounds.from = below ? sweep::toAlgebraicNumber(*below) : interval.from;
  bounds.to = above ? sweep::toAlgebraicNumber(*above) : interval.to;
  return bounds;
}

}  // namespace gamelab
