#include "core/algebra/realroots.h"

#include <algorithm>
#include <utility>

namespace gamelab {
namespace {

int degreeOf(const Polynomial& p) { return static_cast<int>(p.size()) - 1; }

/// p / (x − root) for a root of p.
Polynomial deflate(const Polynomial& p, const Rational& root) { return dividePolynomials(p, {-root, 1}).first; }

std::vector<Polynomial> sturmSequence(const Polynomial& p) {
  std::vector<Polynomial> seq{p, derivativeOf(p)};
  trimPolynomial(seq.back());
  while (!seq.back().empty() && degreeOf(seq.back()) > 0) {
    Polynomial r = dividePolynomials(seq[seq.size() - 2], seq.back()).second;
    if (r.empty()) break;
    for (auto& c : r) c = -c;
    seq.push_back(std::move(r));
  }
  return seq;
}

int signChanges(const std::vector<Polynomial>& seq, const Rational& x) {
  int changes = 0;
  int last = 0;
  for (const auto& s : seq) {
    const int sign = sgn(evaluatePolynomial(s, x));
    if (sign == 0) continue;
    if (last != 0 && sign != last) ++changes;
    last = sign;
  }
  return changes;
}

/// Width below which an isolated root's interval is final: min(1e-12, 1/ℓ²).
Rational finalWidth(const Polynomial& p) {
  mpz_class den = 1;
  for (const auto& c : p) mpz_lcm(den.get_mpz_t(), den.get_mpz_t(), c.get_den().get_mpz_t());
  mpz_class content = 0;
  for (const auto& c : p) {
    const mpz_class k = c.get_num() * (den / c.get_den());
    mpz_gcd(content.get_mpz_t(), content.get_mpz_t(), k.get_mpz_t());
  }
  const mpz_class lead = abs(p.back().get_num() * (den / p.back().get_den()) / content);
  const Rational fromLead(mpz_class(1), lead * lead);
  const Rational tolerance(1, 1000000000000L);
  return std::min(fromLead, tolerance);
}

}  // namespace

std::pair<Polynomial, Polynomial> dividePolynomials(Polynomial a, const Polynomial& b) {
  trimPolynomial(a);
  const int db = degreeOf(b);
  Polynomial q(a.size() > b.size() ? a.size() - b.size() + 1 : 1, Rational(0));
  while (degreeOf(a) >= db && !a.empty()) {
    const int shift = degreeOf(a) - db;
    const Rational factor = a.back() / b.back();
    q[static_cast<std::size_t>(shift)] = factor;
    for (int k = 0; k <= db; ++k) a[static_cast<std::size_t>(k + shift)] -= factor * b[static_cast<std::size_t>(k)];
    a.pop_back();
    trimPolynomial(a);
  }
  trimPolynomial(q);
  return {q, a};
}

Polynomial monicPolynomial(Polynomial p) {
  trimPolynomial(p);
  if (p.empty()) return p;
  const Rational lead = p.back();
  for (auto& c : p) c /= lead;
  return p;
}

Polynomial polynomialGcd(Polynomial a, Polynomial b) {
  trimPolynomial(a);
  trimPolynomial(b);
  while (!b.empty()) {
    Polynomial r = dividePolynomials(a, b).second;
    a = std::move(b);
    b = std::move(r);
  }
  return monicPolynomial(a);
}

void trimPolynomial(Polynomial& p) {
  while (!p.empty() && p.back() == 0) p.pop_back();
}

Polynomial interpolatePolynomial(const RationalVector& xs, RationalVector ys) {
  const std::size_t n = xs.size();
  for (std::size_t level = 1; level < n; ++level)
    for (std::size_t k = n - 1; k >= level; --k) ys[k] = (ys[k] - ys[k - 1]) / (xs[k] - xs[k - level]);
  Polynomial p;
  for (std::size_t k = n; k-- > 0;) {
    p = multiplyPolynomials(p, {-xs[k], Rational(1)});
    if (p.empty()) p.push_back(0);
    p[0] += ys[k];
  }
  trimPolynomial(p);
  return p;
}

Rational evaluatePolynomial(const Polynomial& p, const Rational& x) {
  Rational value = 0;
  for (auto it = p.rbegin(); it != p.rend(); ++it) value = value * x + *it;
  return value;
}

Polynomial derivativeOf(const Polynomial& p) {
  Polynomial d;
  for (std::size_t k = 1; k < p.size(); ++k) d.push_back(p[k] * static_cast<long>(k));
  return d;
}

Polynomial addPolynomials(const Polynomial& p, const Polynomial& q) {
  Polynomial sum(std::max(p.size(), q.size()), Rational(0));
  for (std::size_t k = 0; k < p.size(); ++k) sum[k] += p[k];
  for (std::size_t k = 0; k < q.size(); ++k) sum[k] += q[k];
  return sum;
}

Polynomial multiplyPolynomials(const Polynomial& p, const Polynomial& q) {
  if (p.empty() || q.empty()) return {};
  Polynomial product(p.size() + q.size() - 1, Rational(0));
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = 0; j < q.size(); ++j) product[i + j] += p[i] * q[j];
  return product;
}

Polynomial shiftedPolynomial(const Polynomial& p, const Rational& shift) {
  Polynomial result;
  for (auto it = p.rbegin(); it != p.rend(); ++it) {
    result = multiplyPolynomials(result, {shift, 1});
    if (result.empty()) result.push_back(0);
    result[0] += *it;
  }
  return result;
}

Polynomial scaledPolynomial(const Polynomial& p, const Rational& factor) {
  Polynomial result = p;
  Rational power = 1;
  for (auto& c : result) {
    c *= power;
    power *= factor;
  }
  return result;
}

Rational simplestRationalBetween(const Rational& lo, const Rational& hi) {
  std::vector<mpz_class> terms;
  Rational l = lo;
  Rational h = hi;
  while (true) {
    mpz_class fl;
    mpz_fdiv_q(fl.get_mpz_t(), l.get_num_mpz_t(), l.get_den_mpz_t());
    if (l == Rational(fl)) {
      terms.push_back(fl);
      break;
    }
    if (Rational(fl + 1) <= h) {
      terms.push_back(fl + 1);
      break;
    }
    terms.push_back(fl);
    Rational nl = 1 / (h - Rational(fl));
    Rational nh = 1 / (l - Rational(fl));
    l = std::move(nl);
    h = std::move(nh);
  }
  Rational r = Rational(terms.back());
  for (std::size_t k = terms.size() - 1; k-- > 0;) r = Rational(terms[k]) + 1 / r;
  return r;
}

Expected<std::vector<IsolatedRoot>> realRootsBetween(const Polynomial& polynomial, const Rational& lo,
                                                     const Rational& hi, const CancelToken& cancel) {
  Polynomial g = polynomial;
  trimPolynomial(g);
  std::vector<IsolatedRoot> midpointRoots;  // found exactly at a bisection point (divided out)
  std::vector<IsolatedRoot> found;
  if (degreeOf(g) <= 0 || !(lo < hi)) return found;
  g = dividePolynomials(g, polynomialGcd(g, derivativeOf(g))).first;
  bool restart = true;
  while (restart) {
    restart = false;
    found.clear();
    while (degreeOf(g) > 0 && evaluatePolynomial(g, lo) == 0) g = deflate(g, lo);
    while (degreeOf(g) > 0 && evaluatePolynomial(g, hi) == 0) g = deflate(g, hi);
    if (degreeOf(g) <= 0) break;
    const auto seq = sturmSequence(g);
    const Rational width = finalWidth(g);
    struct Interval {
      Rational low, high;
      int vLow, vHigh;
    };
    std::vector<Interval> stack{{lo, hi, signChanges(seq, lo), signChanges(seq, hi)}};
    while (!stack.empty() && !restart) {
      if (cancel.isCancelled()) return stopError(cancel);
      Interval in = std::move(stack.back());
      stack.pop_back();
      const int count = in.vLow - in.vHigh;
      if (count <= 0) continue;
      if (count == 1 && in.high - in.low < width) {
        IsolatedRoot root;
        const Rational simplest = simplestRationalBetween(in.low, in.high);
        if (evaluatePolynomial(g, simplest) == 0) {
          root.exact = simplest;
          root.low = root.high = simplest;
          root.approx = toDouble(simplest);
        } else {
          root.low = in.low;
          root.high = in.high;
          root.approx = toDouble((in.low + in.high) / 2);
        }
        found.push_back(std::move(root));
        continue;
      }
      const Rational mid = (in.low + in.high) / 2;
      if (evaluatePolynomial(g, mid) == 0) {
        midpointRoots.push_back(IsolatedRoot{mid, mid, mid, toDouble(mid)});
        g = deflate(g, mid);
        restart = true;
        break;
      }
      const int vMid = signChanges(seq, mid);
      stack.push_back({mid, in.high, vMid, in.vHigh});
      stack.push_back({in.low, mid, in.vLow, vMid});
    }
  }
  found.insert(found.end(), midpointRoots.begin(), midpointRoots.end());
  std::sort(found.begin(), found.end(),
            [](const IsolatedRoot& x, const IsolatedRoot& y) { return x.low < y.low; });
  return found;
}

}  // namespace gamelab
