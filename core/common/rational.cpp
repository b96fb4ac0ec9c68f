#include "core/common/rational.h"

#include <cctype>
#include <cmath>
#include <limits>

namespace gamelab {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool allDigits(std::string_view s) {
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

std::optional<mpz_class> parseInteger(std::string_view s) {
  bool negative = false;
  if (!s.empty() && (s.front() == '+' || s.front() == '-')) {
    negative = s.front() == '-';
    s.remove_prefix(1);
  }
  if (s.empty() || !allDigits(s)) return std::nullopt;
  mpz_class z(std::string(s), 10);
  return negative ? mpz_class(-z) : z;
}

/// "[+-]digits[.digits][e[+-]digits]" with at least one digit in the mantissa.
std::optional<Rational> parseDecimal(std::string_view s) {
  bool negative = false;
  if (!s.empty() && (s.front() == '+' || s.front() == '-')) {
    negative = s.front() == '-';
    s.remove_prefix(1);
  }
  std::string_view mantissa = s;
  std::string_view exponentText;
  if (auto e = s.find_first_of("eE"); e != std::string_view::npos) {
    mantissa = s.substr(0, e);
    exponentText = s.substr(e + 1);
    if (exponentText.empty()) return std::nullopt;
  }
  std::string_view whole = mantissa, fraction;
  if (auto dot = mantissa.find('.'); dot != std::string_view::npos) {
    whole = mantissa.substr(0, dot);
    fraction = mantissa.substr(dot + 1);
  }
  if (whole.empty() && fraction.empty()) return std::nullopt;
  if (!allDigits(whole) || !allDigits(fraction)) return std::nullopt;

  const mpz_class digits(std::string(whole) + std::string(fraction), 10);
  long exponent = -static_cast<long>(fraction.size());
  if (!exponentText.empty()) {
    auto e = parseInteger(exponentText);
    if (!e || !e->fits_slong_p()) return std::nullopt;
    const long shift = e->get_si();
    if (shift > 100000 || shift < -100000) return std::nullopt;  // absurd, refuse to allocate
    exponent += shift;
  }
  mpz_class power;
  mpz_ui_pow_ui(power.get_mpz_t(), 10, static_cast<unsigned long>(exponent < 0 ? -exponent : exponent));
  Rational result = exponent >= 0 ? Rational(digits * power) : Rational(digits, power);
  result.canonicalize();
  return negative ? Rational(-result) : result;
}

}  // namespace

std::optional<Rational> parseRational(std::string_view text) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  if (auto slash = text.find('/'); slash != std::string_view::npos) {
    auto num = parseInteger(trim(text.substr(0, slash)));
    auto den = parseInteger(trim(text.substr(slash + 1)));
    if (!num || !den || *den == 0) return std::nullopt;
    Rational r(*num, *den);
    r.canonicalize();
    return r;
  }
  return parseDecimal(text);
}

std::string toString(const Rational& value) { return value.get_str(10); }

double toDouble(const Rational& value) { return value.get_d(); }

Rational fromDouble(double value) {
  Rational r(value);
  r.canonicalize();
  return r;
}

Rational approximate(double value, long maxDenominator) {
  if (!std::isfinite(value)) return Rational(0);
  const bool negative = value < 0;
  double x = std::fabs(value);
  // Convergents h/k of the continued fraction of x.
  mpz_class h0 = 0, h1 = 1, k0 = 1, k1 = 0;
  for (int iter = 0; iter < 64; ++iter) {
    const double a = std::floor(x);
    const mpz_class ai(a);  // exact for every finite double, however large
    const mpz_class h2 = ai * h1 + h0, k2 = ai * k1 + k0;
    if (k2 > maxDenominator) break;
    h0 = h1; h1 = h2; k0 = k1; k1 = k2;
    const double frac = x - a;
    if (frac < 1e-15) break;
    x = 1.0 / frac;
  }
  if (k1 == 0) return Rational(0);
  Rational r(h1, k1);
  r.canonicalize();
  return negative ? Rational(-r) : r;
}

std::vector<std::string> toStrings(const RationalVector& values) {
  std::vector<std::string> out;
  out.reserve(values.size());
  for (const auto& v : values) out.push_back(toString(v));
  return out;
}

}  // namespace gamelab
