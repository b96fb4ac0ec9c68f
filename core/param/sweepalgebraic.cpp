#include "core/param/sweepalgebraic.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace gamelab::sweep {
namespace {

using Element = Polynomial;

/// Arithmetic in Q[t]/(p) at the root α of p in the candidate's interval.
class Field {
 public:
  explicit Field(RootCandidate root) : root_(std::move(root)) {}

  const RootCandidate& root() const { return root_; }

  Element reduce(Element a) const {
    trimPolynomial(a);
    if (a.size() >= root_.poly.size()) a = dividePolynomials(std::move(a), root_.poly).second;
    return a;
  }
  Element constant(const Rational& c) const { return c == 0 ? Element{} : Element{c}; }
  Element add(const Element& a, const Element& b) const { return reduce(addPolynomials(a, b)); }
  Element sub(const Element& a, Element b) const {
    for (auto& c : b) c = -c;
    return reduce(addPolynomials(a, b));
  }
  Element mul(const Element& a, const Element& b) const { return reduce(multiplyPolynomials(a, b)); }

  /// −1, 0, 1 (2: undecided).
  int sign(const Element& a) const {
    Element r = reduce(a);
    if (r.empty()) return 0;
    return signAtRoot(r, root_);
  }
  bool isZero(const Element& a) const { return sign(a) == 0; }

  /// 1/a for a(α) ≠ 0; may shrink p to the factor α is a root of.
  Element inverse(const Element& a) {
    while (true) {
      // Extended Euclid: s·a + u·p = g.
      Element r0 = reduce(a), r1 = root_.poly, s0{Rational(1)}, s1{};
      while (!r1.empty()) {
        auto [q, r] = dividePolynomials(r0, r1);
        Element s2 = addPolynomials(s0, negate(multiplyPolynomials(q, s1)));
        trimPolynomial(s2);
        r0 = std::move(r1);
        r1 = std::move(r);
        s0 = std::move(s1);
        s1 = std::move(s2);
      }
      if (r0.size() == 1) {  // g a nonzero constant
        for (auto& c : s0) c /= r0[0];
        return reduce(s0);
      }
      // g = r0 non-constant and g(α) ≠ 0 (a(α) ≠ 0): α is a root of p / g.
      root_.poly = monicPolynomial(dividePolynomials(root_.poly, r0).first);
    }
  }

 private:
  static Element negate(Element a) {
    for (auto& c : a) c = -c;
    return a;
  }
  RootCandidate root_;
};

/// g(α); the denominator must not vanish at α.
Element elementOf(Field& field, const RationalFunction& g) {
  const Element inv = field.inverse(g.denominator());
  return field.mul(field.reduce(g.numerator()), inv);
}

struct Vertex {
  std::vector<Element> z;
  Element w;
  std::vector<bool> zero, best;
};

Expected<std::vector<Vertex>> vertices(Field& field, const std::vector<std::vector<Element>>& coef,
                                       const CancelToken& cancel) {
  const std::size_t k = coef.size(), l = coef[0].size(), total = k + l;
  std::vector<std::size_t> pick(k);
  for (std::size_t i = 0; i < k; ++i) pick[i] = i;
  std::vector<Vertex> out;
  std::vector<bool> tight(total);
  auto undecided = [] { return makeError(ErrorCode::Internal, {"sweep: a sign at an algebraic point undecided"}); };
  while (true) {
    if (cancel.isCancelled()) return stopError(cancel);
    std::fill(tight.begin(), tight.end(), false);
    for (std::size_t p : pick) tight[p] = true;
    std::vector<std::size_t> support, columns;
    for (std::size_t i = 0; i < k; ++i)
      if (!tight[i]) support.push_back(i);
    for (std::size_t c = 0; c < l; ++c)
      if (tight[k + c]) columns.push_back(c);
    const std::size_t s = support.size();
    if (s > 0) {
      std::vector<std::vector<Element>> m(s + 1, std::vector<Element>(s + 1));
      std::vector<Element> rhs(s + 1);
      for (std::size_t a = 0; a < s; ++a) m[0][a] = field.constant(1);
      rhs[0] = field.constant(1);
      for (std::size_t r = 0; r < columns.size(); ++r) {
        for (std::size_t a = 0; a < s; ++a) m[r + 1][a] = coef[support[a]][columns[r]];
        m[r + 1][s] = field.constant(-1);
      }
      // Gaussian elimination in Q(α).
      bool singular = false;
      std::vector<Element> inverses(s + 1);
      for (std::size_t c = 0; c <= s && !singular; ++c) {
        std::size_t pivot = c;
        int sg = 0;
        while (pivot <= s && (sg = field.sign(m[pivot][c])) == 0) ++pivot;
        if (sg == 2) return undecided();
        if (pivot > s) {
          singular = true;
          break;
        }
        std::swap(m[pivot], m[c]);
        std::swap(rhs[pivot], rhs[c]);
        inverses[c] = field.inverse(m[c][c]);
        const Element& inv = inverses[c];
        for (std::size_t r = c + 1; r <= s; ++r) {
          if (m[r][c].empty()) continue;
          const Element f = field.mul(m[r][c], inv);
          for (std::size_t q = c + 1; q <= s; ++q) m[r][q] = field.sub(m[r][q], field.mul(f, m[c][q]));
          rhs[r] = field.sub(rhs[r], field.mul(f, rhs[c]));
          m[r][c].clear();
        }
      }
      bool feasible = !singular;
      std::vector<Element> z(s + 1);
      // Back substitution, stopping at the first negative coordinate (an infeasible basis).
      for (std::size_t c = s + 1; feasible && c-- > 0;) {
        Element v = rhs[c];
        for (std::size_t q = c + 1; q <= s; ++q) v = field.sub(v, field.mul(m[c][q], z[q]));
        z[c] = field.mul(v, inverses[c]);
        if (c < s) {
          const int sg = field.sign(z[c]);
          if (sg == 2) return undecided();
          feasible = sg >= 0;
        }
      }
      if (feasible) {
        Vertex v;
        v.z.assign(k, Element{});
        for (std::size_t a = 0; a < s; ++a) v.z[support[a]] = z[a];
        v.w = z[s];
        v.best.assign(l, false);
        for (std::size_t c = 0; c < l && feasible; ++c) {
          Element level;
          for (std::size_t a = 0; a < s; ++a) level = field.add(level, field.mul(coef[support[a]][c], z[a]));
          const int sg = field.sign(field.sub(v.w, level));
          if (sg == 2) return undecided();
          feasible = sg >= 0;
          v.best[c] = sg == 0;
        }
        if (feasible) {
          bool known = false;
          for (const auto& o : out) {
            bool same = true;
            for (std::size_t i = 0; i < k && same; ++i) same = field.isZero(field.sub(o.z[i], v.z[i]));
            known = known || same;
          }
          if (!known) {
            v.zero.assign(k, false);
            for (std::size_t i = 0; i < k; ++i) v.zero[i] = field.isZero(v.z[i]);
            out.push_back(std::move(v));
          }
        }
      }
    }
    std::size_t i = k;
    while (i > 0 && pick[i - 1] == total - k + i - 1) --i;
    if (i == 0) break;
    ++pick[i - 1];
    for (std::size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
  }
  return out;
}

/// α to far more than double precision, for the floating-point values.
Rational closeTo(RootCandidate root) {
  for (int k = 0; k < 80 && !root.exact; ++k) bisectRoot(root);
  return root.exact ? *root.exact : (root.low + root.high) / 2;
}

}  // namespace

Expected<AlgebraicEquilibria> equilibriaAtAlgebraic(const ParametricBimatrix& game, const RootCandidate& alpha,
                                                    const CancelToken& cancel) {
  Field field(alpha);
  const std::size_t m = game.rows, n = game.cols;
  std::vector<std::vector<Element>> b(m, std::vector<Element>(n)), at(n, std::vector<Element>(m));
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      b[i][j] = elementOf(field, game.b[i][j]);
      at[j][i] = elementOf(field, game.a[i][j]);
    }
  auto rows = vertices(field, b, cancel);
  if (!rows) return rows.error();
  auto cols = vertices(field, at, cancel);
  if (!cols) return cols.error();
  AlgebraicEquilibria out;
  out.root = field.root();
  const Rational x = closeTo(out.root);
  for (const auto& vx : *rows)
    for (const auto& vy : *cols) {
      bool complementary = true;
      for (std::size_t i = 0; i < m && complementary; ++i) complementary = vx.zero[i] || vy.best[i];
      for (std::size_t j = 0; j < n && complementary; ++j) complementary = vy.zero[j] || vx.best[j];
      if (!complementary) continue;
      AlgebraicEquilibrium e;
      // Reduced modulo the final (possibly shrunk) polynomial.
      for (const auto& q : vx.z) e.strategies[0].push_back(field.reduce(q));
      for (const auto& q : vy.z) e.strategies[1].push_back(field.reduce(q));
      std::array<std::vector<double>, 2> v;
      for (std::size_t p = 0; p < 2; ++p)
        for (const auto& q : e.strategies[p]) v[p].push_back(toDouble(evaluatePolynomial(q, x)));
      out.equilibria.push_back(std::move(e));
      out.approximate.push_back(std::move(v));
    }
  std::sort(out.approximate.begin(), out.approximate.end());
  return out;
}

bool algebraicValuesAre(const SweepPiece& piece, const AlgebraicEquilibria& at) {
  if (piece.equilibria.size() != at.equilibria.size()) return false;
  Field field(at.root);
  std::vector<bool> matched(at.equilibria.size(), false);
  for (const auto& e : piece.equilibria) {
    std::array<std::vector<Element>, 2> value;
    for (std::size_t p = 0; p < 2; ++p)
      for (const auto& f : e.strategies[p]) {
        if (field.isZero(f.denominator())) return false;  // a pole: not a limit there
        value[p].push_back(elementOf(field, f));
      }
    std::size_t j = 0;
    for (; j < at.equilibria.size(); ++j) {
      if (matched[j]) continue;
      bool same = true;
      for (std::size_t p = 0; p < 2 && same; ++p)
        for (std::size_t i = 0; i < value[p].size() && same; ++i)
          same = field.isZero(field.sub(value[p][i], at.equilibria[j].strategies[p][i]));
      if (same) break;
    }
    if (j == at.equilibria.size()) return false;
    matched[j] = true;
  }
  return true;
}

}  // namespace gamelab::sweep
