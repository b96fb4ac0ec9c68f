#include "core/algebra/rootnumber.h"

#include "core/algebra/rationalfunction.h"

#include <cstdio>

namespace gamelab {
namespace {

/// The square-free part of p, monic.
Polynomial squareFree(Polynomial p) {
  trimPolynomial(p);
  const Polynomial g = polynomialGcd(p, derivativeOf(p));
  if (g.size() > 1) p = dividePolynomials(p, g).first;
  return monicPolynomial(p);
}

/// p (square-free, monic) with its rational real roots divided out: realRootsBetween over
/// Cauchy's bound on all roots reports them exactly.
Polynomial withoutRationalRoots(Polynomial p) {
  if (p.size() <= 2) return p;
  // Bound all real roots: |x| ≤ 1 + max |a_k / a_n| (Cauchy).
  Rational bound = 0;
  for (std::size_t k = 0; k + 1 < p.size(); ++k) bound = std::max(bound, Rational(abs(p[k] / p.back())));
  bound += 1;
  auto roots = realRootsBetween(p, -bound, bound);
  if (!roots) return p;
  for (const auto& r : *roots)
    if (r.exact) p = dividePolynomials(p, {-*r.exact, Rational(1)}).first;
  return p;
}

}  // namespace

AlgebraicNumber rationalNumber(const Rational& x) {
  AlgebraicNumber n;
  n.kind = AlgebraicNumber::Kind::Rational;
  n.rational = x;
  n.low = n.high = x;
  n.approx = toDouble(x);
  return n;
}

AlgebraicNumber rootNumber(const Polynomial& p, const IsolatedRoot& root) {
  if (root.exact) return rationalNumber(*root.exact);
  AlgebraicNumber n;
  n.low = root.low;
  n.high = root.high;
  n.approx = root.approx;
  const Polynomial q = withoutRationalRoots(squareFree(p));
  if (q.size() == 3) {  // a x² + b x + c: the root (−b ± √(b² − 4ac)) / 2a nearest approx
    const Rational& a = q[2];
    const Rational& b = q[1];
    const Rational& c = q[0];
    const Rational disc = b * b - 4 * a * c;
    for (int sign : {-1, 1}) {
      QuadraticSurd x(-b / (2 * a), Rational(sign) / (2 * a), disc);
      if (x.toDouble() >= toDouble(root.low) - 1e-9 && x.toDouble() <= toDouble(root.high) + 1e-9) {
        n.kind = AlgebraicNumber::Kind::Quadratic;
        n.quadratic = x;
        return n;
      }
    }
  }
  n.kind = AlgebraicNumber::Kind::Algebraic;
  // Primitive integer coefficients.
  mpz_class lcm = 1;
  for (const auto& c : q) mpz_lcm(lcm.get_mpz_t(), lcm.get_mpz_t(), c.get_den_mpz_t());
  mpz_class content = 0;
  for (const auto& c : q) {
    const mpz_class v = mpz_class(c * lcm);
    mpz_gcd(content.get_mpz_t(), content.get_mpz_t(), v.get_mpz_t());
  }
  for (const auto& c : q) n.minimalPolynomial.push_back(mpz_class(c * lcm) / content);
  return n;
}

std::string rootText(const AlgebraicNumber& x, const std::string& variable) {
  if (x.kind == AlgebraicNumber::Kind::Rational || x.kind == AlgebraicNumber::Kind::Quadratic) return x.cliText();
  Polynomial p;
  for (const auto& c : x.minimalPolynomial) p.emplace_back(c);
  char approx[40];
  std::snprintf(approx, sizeof approx, "%.12g", x.approx);
  return "root of " + toExpressionText(RationalFunction::fraction(p, {Rational(1)}), variable) + " near " + approx;
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

}  // namespace gamelab
