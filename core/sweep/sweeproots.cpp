#include "core/sweep/sweeproots.h"

#include <algorithm>
#include <utility>

namespace gamelab::sweep {
namespace {

int degreeOf(const Polynomial& p) { return static_cast<int>(p.size()) - 1; }

/// [min, max] of p over [l, h], by Horner's scheme in exact interval arithmetic (an enclosure).
std::pair<Rational, Rational> enclosure(const Polynomial& p, const Rational& l, const Rational& h) {
  Rational lo = 0, hi = 0;
  for (auto it = p.rbegin(); it != p.rend(); ++it) {
    Rational a = lo * l, b = lo * h, c = hi * l, d = hi * h;
    lo = std::min({a, b, c, d}) + *it;
    hi = std::max({a, b, c, d}) + *it;
  }
  return {lo, hi};
}

/// True when the irrational root is a root of p (gcd with its polynomial vanishes there).
bool vanishesAt(const Polynomial& p, const RootCandidate& root) {
  const Polynomial g = polynomialGcd(p, root.poly);
  if (degreeOf(g) < 1) return false;
  const Rational gl = evaluatePolynomial(g, root.low), gh = evaluatePolynomial(g, root.high);
  if (gl != 0 && gh != 0) return sgn(gl) != sgn(gh);  // g square-free: a simple root changes sign
  auto roots = realRootsBetween(g, root.low, root.high);
  return roots && !roots->empty();
}

/// The sign of root.poly just right of `x` inside the interval (the root's side test).
int signOf(const Polynomial& p, const Rational& x) { return sgn(evaluatePolynomial(p, x)); }

bool overlaps(const RootCandidate& a, const RootCandidate& b) { return !(a.high < b.low) && !(b.high < a.low); }

/// Shrinks the irrational `root` until its closed interval excludes the rational x.
void separateFrom(RootCandidate& root, const Rational& x) {
  while (root.low <= x && x <= root.high) bisectRoot(root);
}

}  // namespace

bool mayVanishBetween(const Polynomial& p, const Rational& lo, const Rational& hi) {
  // Centred form: p(lo + u) for u in [0, hi − lo] encloses more tightly than p over [lo, hi].
  const auto [low, high] = enclosure(shiftedPolynomial(p, lo), 0, hi - lo);
  return low <= 0 && high >= 0;
}

RationalFunction times(const RationalFunction& a, const RationalFunction& b) {
  if (a.isZero() || b.isZero()) return {};
  if (a.isConstant() && b.isConstant()) return RationalFunction(a.constantValue() * b.constantValue());
  return a * b;
}

RationalFunction minus(const RationalFunction& a, const RationalFunction& b) {
  if (b.isZero()) return a;
  if (a.isConstant() && b.isConstant()) return RationalFunction(a.constantValue() - b.constantValue());
  return a - b;
}

RationalFunction over(const RationalFunction& a, const RationalFunction& b) {
  if (a.isZero()) return {};
  if (a.isConstant() && b.isConstant()) return RationalFunction(a.constantValue() / b.constantValue());
  return a / b;
}

std::optional<std::vector<RationalFunction>> solveFunctionSystem(FunctionMatrix m, std::vector<RationalFunction> rhs,
                                                                 RationalFunction* det) {
  const std::size_t n = m.size();
  RationalFunction d(Rational(1));
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    while (pivot < n && m[pivot][c].isZero()) ++pivot;
    if (pivot == n) return std::nullopt;
    if (pivot != c) {
      std::swap(m[pivot], m[c]);
      std::swap(rhs[pivot], rhs[c]);
      d = -d;
    }
    const RationalFunction p = m[c][c];
    d = times(d, p);
    for (std::size_t r = c + 1; r < n; ++r) {
      if (m[r][c].isZero()) continue;
      const RationalFunction factor = over(m[r][c], p);
      for (std::size_t k = c + 1; k < n; ++k)
        if (!m[c][k].isZero()) m[r][k] = minus(m[r][k], times(factor, m[c][k]));
      m[r][c] = RationalFunction();
      if (!rhs[c].isZero()) rhs[r] = minus(rhs[r], times(factor, rhs[c]));
    }
  }
  std::vector<RationalFunction> z(n);
  for (std::size_t c = n; c-- > 0;) {
    RationalFunction s = rhs[c];
    for (std::size_t k = c + 1; k < n; ++k)
      if (!m[c][k].isZero() && !z[k].isZero()) s = minus(s, times(m[c][k], z[k]));
    z[c] = over(s, m[c][c]);
  }
  if (det) *det = d;
  return z;
}

Polynomial squareFreeMonic(const Polynomial& p) {
  Polynomial q = p;
  trimPolynomial(q);
  if (degreeOf(q) < 1) return monicPolynomial(q);
  const Polynomial g = polynomialGcd(q, derivativeOf(q));
  if (degreeOf(g) >= 1) q = dividePolynomials(q, g).first;
  return monicPolynomial(q);
}

RootCandidate fromIsolated(const Polynomial& poly, const IsolatedRoot& root) {
  return RootCandidate{poly, root.exact, root.low, root.high, root.approx};
}

void bisectRoot(RootCandidate& root) {
  if (root.exact) return;
  const Rational mid = (root.low + root.high) / 2;
  const int atMid = signOf(root.poly, mid);
  if (atMid == 0) {  // cannot happen for an isolated irrational root; keep the interval valid
    root.exact = mid;
    root.low = root.high = mid;
    root.approx = toDouble(mid);
    return;
  }
  const int atHigh = signOf(root.poly, root.high);
  const int atLow = signOf(root.poly, root.low);
  // One simple root inside: the sign flips across it. An end may itself be a (rational) root of
  // the polynomial; then the other end's sign decides.
  const bool rootAboveMid = atHigh != 0 ? atMid != atHigh : atMid == atLow;
  if (rootAboveMid) root.low = mid;
  else root.high = mid;
  root.approx = toDouble((root.low + root.high) / 2);
}

int signAtRoot(const Polynomial& p, const RootCandidate& root) {
  if (root.exact) return sgn(evaluatePolynomial(p, *root.exact));
  Polynomial q = p;
  trimPolynomial(q);
  if (q.empty()) return 0;
  if (q.size() == 1) return sgn(q[0]);
  auto [lo, hi] = enclosure(q, root.low, root.high);
  if (lo > 0) return 1;
  if (hi < 0) return -1;
  if (vanishesAt(q, root)) return 0;
  RootCandidate narrow = root;
  for (int k = 0; k < 200; ++k) {
    bisectRoot(narrow);
    if (narrow.exact) return sgn(evaluatePolynomial(q, *narrow.exact));
    std::tie(lo, hi) = enclosure(q, narrow.low, narrow.high);
    if (lo > 0) return 1;
    if (hi < 0) return -1;
  }
  return 2;
}

Expected<std::vector<RootCandidate>> sortAndMergeRoots(std::vector<RootCandidate> roots, const Rational& lo,
                                                       const Rational& hi, const CancelToken& cancel) {
  for (auto& r : roots) {
    if (r.exact) continue;
    separateFrom(r, lo);
    separateFrom(r, hi);
  }
  bool changed = true;
  while (changed) {
    if (cancel.isCancelled()) return stopError(cancel);
    changed = false;
    std::sort(roots.begin(), roots.end(), [](const RootCandidate& a, const RootCandidate& b) {
      return a.low != b.low ? a.low < b.low : a.high < b.high;
    });
    std::vector<RootCandidate> out;
    out.reserve(roots.size());
    for (auto& r : roots) {
      if (out.empty() || !overlaps(out.back(), r)) {
        out.push_back(std::move(r));
        continue;
      }
      RootCandidate& a = out.back();
      changed = true;
      if (a.exact && r.exact) {
        if (*a.exact != *r.exact) return makeError(ErrorCode::Internal, {"sweep: overlapping distinct rationals"});
        continue;  // the same rational: merged
      }
      if (a.exact || r.exact) {
        RootCandidate& irrational = a.exact ? r : a;
        const Rational x = a.exact ? *a.exact : *r.exact;
        separateFrom(irrational, x);
        out.push_back(std::move(r));
        continue;
      }
      // Two irrational roots: equal iff the gcd of their polynomials has a root in both intervals.
      const Polynomial g = polynomialGcd(a.poly, r.poly);
      const Rational l = std::max(a.low, r.low), h = std::min(a.high, r.high);
      if (degreeOf(g) >= 1 && l < h) {
        auto common = realRootsBetween(g, l, h, cancel);
        if (!common) return common.error();
        if (!common->empty()) {
          a.poly = g;
          a.low = l;
          a.high = h;
          a.approx = toDouble((l + h) / 2);
          if (common->front().exact) return makeError(ErrorCode::Internal, {"sweep: an exact root seen as irrational"});
          continue;
        }
      }
      bisectRoot(a);
      bisectRoot(r);
      out.push_back(std::move(r));
    }
    roots = std::move(out);
  }
  return roots;
}

Rational rationalStrictlyBetween(const Rational& x, const Rational& y) {
  if (x < 0 && y > 0) return 0;
  if (y <= 0) return -rationalStrictlyBetween(-y, -x);
  Rational s = simplestRationalBetween(x, y);
  if (s == x || s == y) {
    const Rational third = (y - x) / 3;
    s = simplestRationalBetween(x + third, y - third);
  }
  return s;
}

AlgebraicNumber toAlgebraicNumber(const RootCandidate& root) {
  AlgebraicNumber a;
  a.approx = root.approx;
  if (root.exact) {
    a.kind = AlgebraicNumber::Kind::Rational;
    a.rational = *root.exact;
    a.low = a.high = *root.exact;
    a.approx = toDouble(*root.exact);
    return a;
  }
  // Divide out every rational root of the polynomial (over the whole line: Cauchy's bound).
  Polynomial p = root.poly;
  if (degreeOf(p) > 2) {
    Rational bound = 0;
    for (std::size_t k = 0; k + 1 < p.size(); ++k) bound = std::max(bound, Rational(abs(Rational(p[k] / p.back()))));
    bound += 1;
    if (auto all = realRootsBetween(p, -bound, bound))
      for (const auto& r : *all)
        if (r.exact) p = dividePolynomials(p, {-*r.exact, Rational(1)}).first;
  }
  a.low = root.low;
  a.high = root.high;
  {  // the nearest double: narrow a copy of the interval far below a double's spacing
    RootCandidate narrow = root;
    const Rational scale = std::max(Rational(1), Rational(abs(narrow.low)));
    const Rational width = scale / Rational(mpz_class(1) << 62);
    for (int k = 0; k < 200 && !narrow.exact && narrow.high - narrow.low > width; ++k) bisectRoot(narrow);
    a.approx = narrow.exact ? toDouble(*narrow.exact) : toDouble((narrow.low + narrow.high) / 2);
  }
  if (degreeOf(p) == 2) {
    const Rational& c = p[0];
    const Rational& b = p[1];
    const Rational& lead = p[2];
    const Rational disc = b * b - 4 * lead * c;
    const Rational r = -b / (2 * lead);
    const Rational s = 1 / (2 * abs(lead));
    const QuadraticSurd upper(r, s, disc), lower(r, -s, disc);
    a.kind = AlgebraicNumber::Kind::Quadratic;
    a.quadratic = (root.low < upper || root.low == upper) && (upper < root.high) ? upper : lower;
    return a;
  }
  a.kind = AlgebraicNumber::Kind::Algebraic;
  mpz_class den = 1;
  for (const auto& c : p) mpz_lcm(den.get_mpz_t(), den.get_mpz_t(), c.get_den_mpz_t());
  mpz_class content = 0;
  std::vector<mpz_class> ints;
  for (const auto& c : p) {
    ints.push_back(c.get_num() * (den / c.get_den()));
    mpz_gcd(content.get_mpz_t(), content.get_mpz_t(), ints.back().get_mpz_t());
  }
  if (content != 0)
    for (auto& k : ints) k /= content;
  if (!ints.empty() && ints.back() < 0)
    for (auto& k : ints) k = -k;
  a.minimalPolynomial = std::move(ints);
  return a;
}

AlgebraicNumber rationalNumber(const Rational& x) {
  AlgebraicNumber a;
  a.kind = AlgebraicNumber::Kind::Rational;
  a.rational = a.low = a.high = x;
  a.approx = toDouble(x);
  return a;
}

int compareRoots(const AlgebraicNumber& x, const AlgebraicNumber& y) {
  using Kind = AlgebraicNumber::Kind;
  const auto exactValue = [](const AlgebraicNumber& n) -> std::optional<QuadraticSurd> {
    if (n.kind == Kind::Rational) return QuadraticSurd(n.rational);
    if (n.kind == Kind::Quadratic) return n.quadratic;
    return std::nullopt;
  };
  const auto ex = exactValue(x), ey = exactValue(y);
  if (ex && ey && (ex->isRational() || ey->isRational() || ex->radicand == ey->radicand)) return compare(*ex, *ey);
  if (x.high < y.low) return -1;
  if (y.high < x.low) return 1;
  const Rational mx = (x.low + x.high) / 2, my = (y.low + y.high) / 2;
  return mx < my ? -1 : (my < mx ? 1 : 0);
}

std::string rootText(const AlgebraicNumber& a, const std::string& variable) {
  if (a.kind == AlgebraicNumber::Kind::Rational || a.kind == AlgebraicNumber::Kind::Quadratic) return a.cliText();
  if (a.kind == AlgebraicNumber::Kind::Algebraic) {
    Polynomial p;
    for (const auto& c : a.minimalPolynomial) p.push_back(Rational(c));
    return "root of " + toExpressionText(RationalFunction::fraction(p, {Rational(1)}), variable) + " in [" +
           toString(a.low) + ", " + toString(a.high) + "]";
  }
  return std::to_string(a.approx);
}

}  // namespace gamelab::sweep
