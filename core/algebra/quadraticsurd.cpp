#include "core/algebra/quadraticsurd.h"

#include <cassert>
#include <cmath>

namespace gamelab {
namespace {

/// n = k²·m with the square factors of primes below 1000 moved into k (n > 0); m is then
/// tested for being a perfect square as a whole.
void splitSquare(mpz_class& n, mpz_class& k) {
  k = 1;
  if (mpz_perfect_square_p(n.get_mpz_t())) {
    mpz_sqrt(k.get_mpz_t(), n.get_mpz_t());
    n = 1;
    return;
  }
  for (unsigned long p = 2; p < 1000; ++p) {
    const unsigned long pp = p * p;
    while (mpz_divisible_ui_p(n.get_mpz_t(), pp)) {
      mpz_divexact_ui(n.get_mpz_t(), n.get_mpz_t(), pp);
      k *= p;
    }
    if (n < pp) break;
  }
  if (mpz_perfect_square_p(n.get_mpz_t())) {
    mpz_class root;
    mpz_sqrt(root.get_mpz_t(), n.get_mpz_t());
    k *= root;
    n = 1;
  }
}

int signOf(const Rational& r) { return sgn(r); }

}  // namespace

QuadraticSurd::QuadraticSurd(const Rational& r, const Rational& s, const Rational& d) : rational(r) {
  assert(d >= 0);
  if (s == 0 || d == 0) return;
  // √(p/q) = √(p·q)/q, then p·q = k²·m.
  mpz_class n = d.get_num() * d.get_den();
  mpz_class k;
  splitSquare(n, k);
  const Rational factor = s * Rational(k) / Rational(d.get_den());
  if (n == 1) {
    rational += factor;
    return;
  }
  coefficient = factor;
  radicand = Rational(n);
}

double QuadraticSurd::toDouble() const {
  if (isRational()) return gamelab::toDouble(rational);
  return gamelab::toDouble(rational) + gamelab::toDouble(coefficient) * std::sqrt(gamelab::toDouble(radicand));
}

int QuadraticSurd::sign() const {
  const int r = signOf(rational);
  const int s = signOf(coefficient);
  if (s == 0) return r;
  if (r == 0 || r == s) return s;
  const Rational lhs = rational * rational;
  const Rational rhs = coefficient * coefficient * radicand;
  if (lhs > rhs) return r;
  if (lhs < rhs) return s;
  return 0;
}

bool operator==(const QuadraticSurd& x, const QuadraticSurd& y) { return (x - y).sign() == 0; }

bool operator<(const QuadraticSurd& x, const QuadraticSurd& y) {
  if (!x.isRational() && !y.isRational() && x.radicand != y.radicand) return x.toDouble() < y.toDouble();
  return (x - y).sign() < 0;
}

QuadraticSurd operator+(const QuadraticSurd& x, const QuadraticSurd& y) {
  if (y.isRational()) return QuadraticSurd(x.rational + y.rational, x.coefficient, x.radicand);
  if (x.isRational()) return QuadraticSurd(x.rational + y.rational, y.coefficient, y.radicand);
  assert(x.radicand == y.radicand);
  return QuadraticSurd(x.rational + y.rational, x.coefficient + y.coefficient, x.radicand);
}

QuadraticSurd operator-(const QuadraticSurd& x, const QuadraticSurd& y) {
  return x + QuadraticSurd(-y.rational, -y.coefficient, y.radicand);
}

QuadraticSurd operator*(const QuadraticSurd& x, const QuadraticSurd& y) {
  if (y.isRational()) return QuadraticSurd(x.rational * y.rational, x.coefficient * y.rational, x.radicand);
  if (x.isRational()) return QuadraticSurd(x.rational * y.rational, x.rational * y.coefficient, y.radicand);
  assert(x.radicand == y.radicand);
  return QuadraticSurd(x.rational * y.rational + x.coefficient * y.coefficient * x.radicand,
                       x.rational * y.coefficient + x.coefficient * y.rational, x.radicand);
}

QuadraticSurd squareRoot(const Rational& value) { return QuadraticSurd(0, 1, value); }

std::optional<Rational> rationalSquareRoot(const Rational& value) {
  if (value < 0) return std::nullopt;
  const QuadraticSurd root = squareRoot(value);
  if (!root.isRational()) return std::nullopt;
  return root.rational;
}

std::string toString(const QuadraticSurd& value) {
  if (value.isRational()) return toString(value.rational);
  mpz_class d;
  mpz_lcm(d.get_mpz_t(), value.rational.get_den().get_mpz_t(), value.coefficient.get_den().get_mpz_t());
  const Rational a = value.rational * Rational(d);
  const Rational b = value.coefficient * Rational(d);
  std::string text = "(" + toString(a) + (b < 0 ? "-" : "+") + toString(abs(b)) + "*sqrt(" +
                     toString(value.radicand) + "))/" + d.get_str();
  return text;
}

}  // namespace gamelab
