#include "core/algebra/quadraticsurd.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <utility>

namespace gamelab {
namespace {

/// Trial division stops here: beyond 2^69 a cube root would need more divisions than a
/// number of the GUI or the CLI may cost.
constexpr unsigned long kLargestTrialDivisor = 1UL << 23;

/// min(⌊∛n⌋, kLargestTrialDivisor): the primes worth trying against n.
unsigned long trialDivisionBound(const mpz_class& n) {
  mpz_class root;
  mpz_root(root.get_mpz_t(), n.get_mpz_t(), 3);
  return root.fits_ulong_p() ? std::min(root.get_ui(), kLargestTrialDivisor) : kLargestTrialDivisor;
}

/// −1, 0 or 1 for r + s·√c with opposite-signed or zero parts handled exactly.
int signOf(const Rational& r, const Rational& s, const mpz_class& c) {
  const int rs = sgn(r);
  const int ss = sgn(s);
  if (ss == 0) return rs;
  if (rs == 0 || rs == ss) return ss;
  // Opposite signs: the larger of r² and s²c wins.
  const int order = cmp(Rational(r * r), Rational(s * s * c));
  return order > 0 ? rs : (order < 0 ? ss : 0);
}

}  // namespace

mpz_class squareFreePart(const mpz_class& value, mpz_class* root) {
  mpz_class rest = abs(value);
  mpz_class square = 1;
  mpz_class free = 1;
  // What is left after dividing out every prime p with p³ ≤ rest has at most two prime factors.
  unsigned long last = trialDivisionBound(rest);
  for (unsigned long p = 2; p <= last; p += (p == 2 ? 1 : 2)) {
    if (!mpz_divisible_ui_p(rest.get_mpz_t(), p)) continue;
    int exponent = 0;
    do {
      mpz_divexact_ui(rest.get_mpz_t(), rest.get_mpz_t(), p);
      ++exponent;
    } while (mpz_divisible_ui_p(rest.get_mpz_t(), p));
    for (int i = 0; i < exponent / 2; ++i) square *= p;
    if (exponent % 2) free *= p;
    last = trialDivisionBound(rest);
  }
  if (mpz_perfect_square_p(rest.get_mpz_t())) {
    square *= sqrt(rest);
  } else {
    free *= rest;
  }
  if (root) *root = square;
  return free;
}

QuadraticSurd::QuadraticSurd(const Rational& r, const Rational& s, const Rational& d) : rational(r) {
  assert(d >= 0);
  if (s == 0 || d == 0) return;
  // √(p/q) = √(p·q)/q, then p·q = k²·m with m square-free.
  mpz_class k;
  mpz_class m = squareFreePart(d.get_num() * d.get_den(), &k);
  Rational factor(k, d.get_den());
  factor.canonicalize();
  factor *= s;
  if (m == 1) {
    rational += factor;
    return;
  }
  coefficient = std::move(factor);
  radicand = std::move(m);
}

QuadraticSurd QuadraticSurd::inField(Rational r, Rational s, const mpz_class& c) {
  QuadraticSurd x;
  x.rational = std::move(r);
  if (s == 0) return x;
  assert(c > 1);
  x.coefficient = std::move(s);
  x.radicand = c;
  return x;
}

double QuadraticSurd::toDouble() const {
  if (isRational()) return gamelab::toDouble(rational);
  return gamelab::toDouble(rational) + gamelab::toDouble(coefficient) * std::sqrt(radicand.get_d());
}

int QuadraticSurd::sign() const { return signOf(rational, coefficient, radicand); }

QuadraticSurd& QuadraticSurd::operator+=(const QuadraticSurd& y) {
  rational += y.rational;
  if (y.isRational()) return *this;
  if (isRational()) radicand = y.radicand;
  assert(radicand == y.radicand);
  coefficient += y.coefficient;
  if (coefficient == 0) radicand = 0;
  return *this;
}

QuadraticSurd& QuadraticSurd::operator-=(const QuadraticSurd& y) {
  rational -= y.rational;
  if (y.isRational()) return *this;
  if (isRational()) radicand = y.radicand;
  assert(radicand == y.radicand);
  coefficient -= y.coefficient;
  if (coefficient == 0) radicand = 0;
  return *this;
}

QuadraticSurd& QuadraticSurd::operator*=(const Rational& y) {
  rational *= y;
  if (isRational()) return *this;
  coefficient *= y;
  if (coefficient == 0) radicand = 0;
  return *this;
}

QuadraticSurd& QuadraticSurd::operator*=(const QuadraticSurd& y) {
  if (y.isRational()) return *this *= y.rational;
  if (isRational()) {
    coefficient = rational * y.coefficient;
    rational *= y.rational;
    radicand = coefficient == 0 ? mpz_class(0) : y.radicand;
    return *this;
  }
  assert(radicand == y.radicand);
  // (r + s√c)(r' + s'√c) = rr' + ss'c + (rs' + sr')√c; temporaries because y may be *this.
  Rational r = rational * y.rational + coefficient * y.coefficient * radicand;
  Rational s = rational * y.coefficient + coefficient * y.rational;
  rational = std::move(r);
  coefficient = std::move(s);
  if (coefficient == 0) radicand = 0;
  return *this;
}

bool operator==(const QuadraticSurd& x, const QuadraticSurd& y) {
  return x.rational == y.rational && x.coefficient == y.coefficient && x.radicand == y.radicand;
}

int compare(const QuadraticSurd& x, const QuadraticSurd& y) {
  if (x.isRational() || y.isRational() || x.radicand == y.radicand) return (x - y).sign();
  // x − y = t + u with t = r − r' and u = s√c − s'√c' ≠ 0 (√c, √c' are independent over Q).
  const Rational t = x.rational - y.rational;
  const int sx = sgn(x.coefficient);
  const int sy = sgn(y.coefficient);
  const int u = sx != sy ? sx
                         : sx * cmp(Rational(x.coefficient * x.coefficient * x.radicand),
                                    Rational(y.coefficient * y.coefficient * y.radicand));
  const int st = sgn(t);
  if (st == 0 || st == u) return u;
  // Opposite signs: compare t² with u² = s²c + s'²c' − 2ss'√(cc'), a number of Q(√(cc')).
  const QuadraticSurd difference(t * t - x.coefficient * x.coefficient * x.radicand -
                                     y.coefficient * y.coefficient * y.radicand,
                                 2 * x.coefficient * y.coefficient, Rational(x.radicand * y.radicand));
  const int order = difference.sign();
  return order > 0 ? st : (order < 0 ? u : 0);
}

bool operator<(const QuadraticSurd& x, const QuadraticSurd& y) { return compare(x, y) < 0; }

QuadraticSurd operator-(const QuadraticSurd& x) {
  QuadraticSurd out = x;
  out.rational = -out.rational;
  out.coefficient = -out.coefficient;
  return out;
}

QuadraticSurd operator+(const QuadraticSurd& x, const QuadraticSurd& y) {
  QuadraticSurd out = x;
  out += y;
  return out;
}

QuadraticSurd operator-(const QuadraticSurd& x, const QuadraticSurd& y) {
  QuadraticSurd out = x;
  out -= y;
  return out;
}

QuadraticSurd operator*(const QuadraticSurd& x, const QuadraticSurd& y) {
  QuadraticSurd out = x;
  out *= y;
  return out;
}

QuadraticSurd operator*(const QuadraticSurd& x, const Rational& y) {
  QuadraticSurd out = x;
  out *= y;
  return out;
}

QuadraticSurd inverse(const QuadraticSurd& x) {
  assert(x.sign() != 0);
  if (x.isRational()) return QuadraticSurd(Rational(1 / x.rational));
  const Rational norm = x.rational * x.rational - x.coefficient * x.coefficient * x.radicand;
  return QuadraticSurd::inField(x.rational / norm, -x.coefficient / norm, x.radicand);
}

QuadraticSurd operator/(const QuadraticSurd& x, const QuadraticSurd& y) { return x * inverse(y); }

QuadraticSurd squareRoot(const Rational& value) { return QuadraticSurd(0, 1, value); }

std::optional<Rational> rationalSquareRoot(const Rational& value) {
  if (value < 0) return std::nullopt;
  QuadraticSurd root = squareRoot(value);
  if (!root.isRational()) return std::nullopt;
  return std::move(root.rational);
}

SurdIntegers integerForm(const QuadraticSurd& x) {
  SurdIntegers out;
  if (x.isRational()) {
    out.a = x.rational.get_num();
    out.d = x.rational.get_den();
    return out;
  }
  // d = lcm of the denominators is the least, and then gcd(a, b, d) = 1.
  mpz_lcm(out.d.get_mpz_t(), x.rational.get_den_mpz_t(), x.coefficient.get_den_mpz_t());
  out.a = x.rational.get_num() * (out.d / x.rational.get_den());
  out.b = x.coefficient.get_num() * (out.d / x.coefficient.get_den());
  out.c = x.radicand;
  return out;
}

std::string toString(const QuadraticSurd& value) {
  if (value.isRational()) return toString(value.rational);
  const SurdIntegers n = integerForm(value);
  std::string term = n.b < 0 ? "-" : "+";
  if (abs(n.b) != 1) term += mpz_class(abs(n.b)).get_str() + "*";
  return "(" + n.a.get_str() + term + "sqrt(" + n.c.get_str() + "))/" + n.d.get_str();
}

}  // namespace gamelab
