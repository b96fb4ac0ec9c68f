#include "core/algebra/rationalfunction.h"

#include <cmath>
#include <limits>
#include <utility>

namespace gamelab {
namespace {

Polynomial scaled(Polynomial p, const Rational& factor) {
  for (auto& c : p) c *= factor;
  return p;
}

Polynomial negated(Polynomial p) { return scaled(std::move(p), Rational(-1)); }

/// The lcm of the coefficients' denominators divided by the gcd of their numerators, with the
/// sign of the leading coefficient: multiplying by it gives a primitive integer polynomial with a
/// positive leading coefficient.
Rational integerScale(const Polynomial& p) {
  mpz_class dens = 1, nums = 0;
  for (const auto& c : p) {
    if (c == 0) continue;
    mpz_lcm(dens.get_mpz_t(), dens.get_mpz_t(), c.get_den_mpz_t());
    mpz_gcd(nums.get_mpz_t(), nums.get_mpz_t(), c.get_num_mpz_t());
  }
  if (nums == 0) return 1;
  Rational scale(dens, nums);
  scale.canonicalize();
  if (!p.empty() && p.back() < 0) scale = -scale;
  return scale;
}

/// A polynomial with integer coefficients as text, terms by descending power, starting with a
/// positive term when there is one.
std::string polynomialText(const Polynomial& p, const std::string& x) {
  std::vector<std::string> terms;  // each with its sign: "+3*t", "-1"
  for (std::size_t k = p.size(); k-- > 0;) {
    const Rational& c = p[k];
    if (c == 0) continue;
    const Rational magnitude = abs(c);
    std::string term = c < 0 ? "-" : "+";
    std::string power = k == 0 ? "" : (k == 1 ? x : x + "^" + std::to_string(k));
    if (power.empty()) term += toString(magnitude);
    else if (magnitude == 1) term += power;
    else term += toString(magnitude) + "*" + power;
    terms.push_back(std::move(term));
  }
  if (terms.empty()) return "0";
  std::size_t first = 0;
  while (first < terms.size() && terms[first][0] == '-') ++first;
  if (first == terms.size()) first = 0;
  std::string out;
  for (std::size_t i = 0; i < terms.size(); ++i) out += terms[(first + i) % terms.size()];
  if (out[0] == '+') out.erase(0, 1);
  return out;
}

bool isSingleTerm(const Polynomial& p) {
  int terms = 0;
  for (const auto& c : p) terms += c != 0;
  return terms <= 1;
}

}  // namespace

RationalFunction::RationalFunction() : den_{Rational(1)} {}

RationalFunction::RationalFunction(const Rational& constant) : den_{Rational(1)} {
  if (constant != 0) num_ = {constant};
}

RationalFunction RationalFunction::variable() { return fraction({Rational(0), Rational(1)}, {Rational(1)}); }

RationalFunction RationalFunction::fraction(Polynomial p, Polynomial q) {
  trimPolynomial(p);
  trimPolynomial(q);
  RationalFunction f;
  if (p.empty()) return f;
  const Polynomial g = polynomialGcd(p, q);
  if (g.size() > 1) {
    p = dividePolynomials(std::move(p), g).first;
    q = dividePolynomials(std::move(q), g).first;
  }
  const Rational lead = q.back();
  f.num_ = scaled(std::move(p), 1 / lead);
  f.den_ = scaled(std::move(q), 1 / lead);
  return f;
}

bool RationalFunction::isConstant() const { return den_.size() == 1 && num_.size() <= 1; }

Rational RationalFunction::constantValue() const { return num_.empty() ? Rational(0) : num_[0]; }

std::optional<Rational> RationalFunction::at(const Rational& x) const {
  const Rational d = evaluatePolynomial(den_, x);
  if (d == 0) return std::nullopt;
  return evaluatePolynomial(num_, x) / d;
}

double RationalFunction::atDouble(double x) const {
  const auto eval = [x](const Polynomial& p) {
    double v = 0;
    for (auto it = p.rbegin(); it != p.rend(); ++it) v = v * x + toDouble(*it);
    return v;
  };
  const double d = eval(den_);
  if (d == 0) return std::numeric_limits<double>::quiet_NaN();
  return eval(num_) / d;
}

int RationalFunction::degree() const {
  return static_cast<int>(std::max(num_.size(), den_.size())) - 1;
}

RationalFunction RationalFunction::operator-() const {
  RationalFunction f = *this;
  f.num_ = negated(std::move(f.num_));
  return f;
}

RationalFunction operator+(const RationalFunction& a, const RationalFunction& b) {
  if (a.den_ == b.den_) return RationalFunction::fraction(addPolynomials(a.num_, b.num_), a.den_);
  return RationalFunction::fraction(
      addPolynomials(multiplyPolynomials(a.num_, b.den_), multiplyPolynomials(b.num_, a.den_)),
      multiplyPolynomials(a.den_, b.den_));
}

RationalFunction operator-(const RationalFunction& a, const RationalFunction& b) { return a + (-b); }

RationalFunction operator*(const RationalFunction& a, const RationalFunction& b) {
  if (a.isZero() || b.isZero()) return {};
  return RationalFunction::fraction(multiplyPolynomials(a.num_, b.num_), multiplyPolynomials(a.den_, b.den_));
}

RationalFunction operator/(const RationalFunction& a, const RationalFunction& b) {
  if (a.isZero()) return {};
  return RationalFunction::fraction(multiplyPolynomials(a.num_, b.den_), multiplyPolynomials(a.den_, b.num_));
}

std::string toExpressionText(const RationalFunction& f, const std::string& variable) {
  if (f.isZero()) return "0";
  // Scale the denominator to a primitive integer polynomial with a positive leading coefficient,
  // then both by the common denominator of the numerator's coefficients: integers throughout
  // ("-p/(3*p-3)", not "-1/3*p/(p-1)").
  const Rational denScale = integerScale(f.denominator());
  Polynomial den = scaled(f.denominator(), denScale);
  Polynomial num = scaled(f.numerator(), denScale);
  if (den.size() == 1) return polynomialText(scaled(std::move(num), 1 / den[0]), variable);
  mpz_class common = 1;
  for (const auto& c : num) mpz_lcm(common.get_mpz_t(), common.get_mpz_t(), c.get_den_mpz_t());
  num = scaled(std::move(num), Rational(common));
  den = scaled(std::move(den), Rational(common));
  const std::string numText = polynomialText(num, variable);
  const std::string denText = polynomialText(den, variable);
  // A quotient binds left to right: a denominator other than a bare power of the variable
  // ("t", "t^2") needs parentheses ("1/(2*t)", "1/(t+1)").
  const auto bare = [&](const Polynomial& p) { return isSingleTerm(p) && (p.back() == 1); };
  const bool wrapNum = !isSingleTerm(num);
  return (wrapNum ? "(" + numText + ")" : numText) + "/" + (bare(den) ? denText : "(" + denText + ")");
}

}  // namespace gamelab
