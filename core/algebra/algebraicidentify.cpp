#include "core/algebra/algebraicidentify.h"

#include "core/algebra/realroots.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

namespace gamelab::stochastic {

namespace {

using Vec = std::vector<mpz_class>;

mpf_class dot(const Vec& x, const Vec& y, mp_bitcnt_t prec) {
  mpz_class s = 0;
  for (std::size_t i = 0; i < x.size(); ++i) s += x[i] * y[i];
  return mpf_class(s, prec);
}

/// Gram–Schmidt of the integer rows in floating point: mu and the squared norms B.
void gramSchmidt(const std::vector<Vec>& b, std::vector<std::vector<mpf_class>>& mu, std::vector<mpf_class>& B,
                 mp_bitcnt_t prec) {
  const std::size_t n = b.size();
  std::vector<std::vector<mpf_class>> r(n, std::vector<mpf_class>(n, mpf_class(0, prec)));  // <b_i, b*_j>
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j <= i; ++j) {
      mpf_class s = dot(b[i], b[j], prec);
      for (std::size_t k = 0; k < j; ++k) s -= mu[j][k] * r[i][k];
      r[i][j] = s;
      if (j < i) mu[i][j] = s / B[j];
    }
    B[i] = r[i][i];
  }
}

mpz_class roundToInteger(const mpf_class& x) {
  mpf_class y = x + mpf_class(0.5, x.get_prec());
  mpf_class f(0, x.get_prec());
  mpf_floor(f.get_mpf_t(), y.get_mpf_t());
  return mpz_class(f);
}

}  // namespace

void reduceLattice(std::vector<Vec>& b) {
  const std::size_t n = b.size();
  if (n < 2) return;
  mp_bitcnt_t bits = 64;
  for (const Vec& v : b)
    for (const mpz_class& x : v) bits = std::max<mp_bitcnt_t>(bits, mpz_sizeinbase(x.get_mpz_t(), 2));
  const mp_bitcnt_t prec = 2 * bits + 128;
  std::vector<std::vector<mpf_class>> mu(n, std::vector<mpf_class>(n, mpf_class(0, prec)));
  std::vector<mpf_class> B(n, mpf_class(0, prec));
  gramSchmidt(b, mu, B, prec);
  const mpf_class delta(0.75, prec);
  std::size_t k = 1;
  // LLL terminates; the bound guards against precision trouble on hostile numbers.
  for (int steps = 0; k < n && steps < 100000; ++steps) {
    for (std::size_t jj = k; jj-- > 0;) {
      const mpz_class q = roundToInteger(mu[k][jj]);
      if (q == 0) continue;
      for (std::size_t t = 0; t < b[k].size(); ++t) b[k][t] -= q * b[jj][t];
      const mpf_class qf(q, prec);
      for (std::size_t t = 0; t < jj; ++t) mu[k][t] -= qf * mu[jj][t];
      mu[k][jj] -= qf;
    }
    if (B[k] >= (delta - mu[k][k - 1] * mu[k][k - 1]) * B[k - 1]) {
      ++k;
    } else {
      std::swap(b[k], b[k - 1]);
      gramSchmidt(b, mu, B, prec);
      k = std::max<std::size_t>(k - 1, 1);
    }
  }
}

AlgebraicNumber identifyAlgebraic(const mpf_class& x, int accurateBits, int maxDegree) {
  AlgebraicNumber out;
  out.kind = AlgebraicNumber::Kind::Float;
  out.approx = x.get_d();
  const mp_bitcnt_t prec = static_cast<mp_bitcnt_t>(accurateBits) + 64;
  const mpf_class xx(x, prec);
  // The lattice needs only (degree+1)·log2(height) bits and more makes LLL slower; the relation
  // found is then checked against the full accuracy of x.
  const int scaleBits = std::min(accurateBits - 16, 160);
  if (scaleBits < 32) return out;
  mpf_class scale(1, prec);
  mpf_mul_2exp(scale.get_mpf_t(), scale.get_mpf_t(), static_cast<mp_bitcnt_t>(scaleBits));
  for (int degree = 1; degree <= maxDegree; ++degree) {
    std::vector<Vec> basis(static_cast<std::size_t>(degree + 1), Vec(static_cast<std::size_t>(degree + 2), 0));
    mpf_class power(1, prec);
    for (int i = 0; i <= degree; ++i) {
      basis[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = 1;
      basis[static_cast<std::size_t>(i)][static_cast<std::size_t>(degree + 1)] = roundToInteger(mpf_class(power * scale, prec));
      power *= xx;
    }
    reduceLattice(basis);
    const Vec& best = basis[0];
    Vec poly(best.begin(), best.begin() + degree + 1);
    if (poly[static_cast<std::size_t>(degree)] == 0) continue;
    // Small coefficients: a true relation of height H needs about (degree+1)·log2 H bits.
    mpz_class height = 0;
    for (const mpz_class& a : poly) height = std::max(height, mpz_class(abs(a)));
    const double heightBits = static_cast<double>(mpz_sizeinbase(height.get_mpz_t(), 2));
    if (heightBits * (degree + 1) > 0.6 * scaleBits) continue;
    // The relation must vanish at x to the accuracy of x.
    mpf_class sum(0, prec), p(1, prec), maxTerm(1, prec);
    for (int i = 0; i <= degree; ++i) {
      sum += mpf_class(poly[static_cast<std::size_t>(i)], prec) * p;
      maxTerm = std::max(maxTerm, mpf_class(abs(mpf_class(poly[static_cast<std::size_t>(i)], prec) * p)));
      p *= xx;
    }
    mpf_class tolerance(maxTerm, prec);
    mpf_div_2exp(tolerance.get_mpf_t(), tolerance.get_mpf_t(), static_cast<mp_bitcnt_t>(accurateBits - 12));
    if (abs(sum) > tolerance) continue;
    if (poly[static_cast<std::size_t>(degree)] < 0)
      for (mpz_class& a : poly) a = -a;
    if (degree == 1) {
      out.kind = AlgebraicNumber::Kind::Rational;
      out.rational = Rational(-poly[0], poly[1]);
      out.rational.canonicalize();
      out.approx = out.rational.get_d();
      return out;
    }
    if (degree == 2) {
      const mpz_class disc = poly[1] * poly[1] - 4 * poly[2] * poly[0];
      if (disc <= 0) continue;
      mpz_class s;
      const mpz_class c = squareFreePart(disc, &s);
      if (c == 1) continue;  // rational roots: degree 1 would have found it
      // x = (−a1 ± s√c) / (2 a2): the sign that matches x.
      mpz_class a = -poly[1], b = s, d = 2 * poly[2];
      const mpf_class root = (mpf_class(a, prec) + mpf_class(b, prec) * sqrt(mpf_class(c, prec))) / mpf_class(d, prec);
      if (abs(root - xx) > mpf_class(1e-20, prec)) b = -b;
      Rational r(a, d), coefficient(b, d);
      r.canonicalize();
      coefficient.canonicalize();
      out.kind = AlgebraicNumber::Kind::Quadratic;
      out.quadratic = QuadraticSurd::inField(std::move(r), std::move(coefficient), c);
      return out;
    }
    Polynomial rationalPoly;
    for (const mpz_class& a : poly) rationalPoly.push_back(Rational(a));
    const Rational center = fromDouble(xx.get_d());
    const Rational halfWidth(1, 1000000);
    auto roots = realRootsBetween(rationalPoly, center - halfWidth, center + halfWidth);
    if (!roots || roots->size() != 1) continue;
    out.kind = AlgebraicNumber::Kind::Algebraic;
    out.minimalPolynomial = poly;
    out.low = (*roots)[0].low;
    out.high = (*roots)[0].high;
    return out;
  }
  return out;
}

}  // namespace gamelab::stochastic
