#include "core/stochastic/stochasticscale.h"

#include <algorithm>
#include <cstddef>
#include <optional>

namespace gamelab::stochastic {

Rational payoffScale(const StochasticGame& game) {
  Rational largest = game.infinitePlay ? Rational(abs(*game.infinitePlay)) : Rational(0);
  for (const StochasticState& s : game.states)
    for (const StochasticCell& c : s.cells)
      if (cmp(abs(c.payoff), largest) > 0) largest = abs(c.payoff);
  mpz_class bound = 1;
  mpz_mul_2exp(bound.get_mpz_t(), bound.get_mpz_t(), kSafeScaleBits);
  const Rational low(1, 65536), high(bound);
  if (largest == 0 || (largest >= low && largest <= high)) return Rational(1);
  return largest;
}

long payoffSpanDigits(const StochasticGame& game) {
  // log10 |x| to within one: digits of the numerator less digits of the denominator.
  const auto digits = [](const Rational& x) {
    return static_cast<long>(mpz_sizeinbase(x.get_num_mpz_t(), 10)) - static_cast<long>(mpz_sizeinbase(x.get_den_mpz_t(), 10));
  };
  std::optional<long> most, least;
  const auto see = [&](const Rational& x) {
    if (x == 0) return;
    const long d = digits(x);
    most = most ? std::max(*most, d) : d;
    least = least ? std::min(*least, d) : d;
  };
  if (game.infinitePlay) see(*game.infinitePlay);
  for (const StochasticState& s : game.states)
    for (const StochasticCell& c : s.cells) see(c.payoff);
  return most ? *most - *least : 0;
}

StochasticGame scaledGame(StochasticGame game, const Rational& scale) {
  for (StochasticState& s : game.states)
    for (StochasticCell& c : s.cells) c.payoff /= scale;
  if (game.infinitePlay) *game.infinitePlay /= scale;
  return game;
}

namespace {

/// Divides the integers by their greatest common divisor (all zero: unchanged).
void lowestTerms(std::vector<mpz_class*> xs) {
  mpz_class g = 0;
  for (const mpz_class* x : xs) mpz_gcd(g.get_mpz_t(), g.get_mpz_t(), x->get_mpz_t());
  if (g > 1)
    for (mpz_class* x : xs) mpz_divexact(x->get_mpz_t(), x->get_mpz_t(), g.get_mpz_t());
}

}  // namespace

void scaleValues(StochasticSolution& solution, const Rational& scale) {
  const mpz_class& p = scale.get_num();
  const mpz_class& q = scale.get_den();
  const double factor = toDouble(scale);
  for (AlgebraicNumber& x : solution.values) {
    switch (x.kind) {
      case AlgebraicNumber::Kind::Rational:
        x.rational *= scale;
        x.approx = toDouble(x.rational);
        break;
      case AlgebraicNumber::Kind::Quadratic:
        x.quadratic *= scale;
        x.approx *= factor;
        break;
      case AlgebraicNumber::Kind::Algebraic: {
        // y = x·p/q is a root of Σ a_i (qy/p)^i, times p^n: Σ a_i q^i p^(n-i) y^i.
        const std::size_t n = x.minimalPolynomial.empty() ? 0 : x.minimalPolynomial.size() - 1;
        std::vector<mpz_class*> coefficients;
        for (std::size_t i = 0; i <= n && !x.minimalPolynomial.empty(); ++i) {
          mpz_class qi, pn;
          mpz_pow_ui(qi.get_mpz_t(), q.get_mpz_t(), i);
          mpz_pow_ui(pn.get_mpz_t(), p.get_mpz_t(), n - i);
          x.minimalPolynomial[i] *= qi * pn;
          coefficients.push_back(&x.minimalPolynomial[i]);
        }
        lowestTerms(coefficients);
        x.low *= scale;
        x.high *= scale;
        x.approx *= factor;
        break;
      }
      case AlgebraicNumber::Kind::Float:
        x.approx *= factor;
        break;
    }
  }
}

}  // namespace gamelab::stochastic
