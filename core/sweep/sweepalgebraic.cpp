#include "core/sweep/sweepalgebraic.h"

#include "core/sweep/sweepvertices.h"

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

  /// 1/a for a(α) ≠ 0 (the zero element otherwise); may shrink p to the factor α is a root of.
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
      Polynomial cofactor = dividePolynomials(root_.poly, r0).first;
      if (cofactor.size() <= 1) return {};  // a(α) = 0 after all: no inverse (precondition broken)
      root_.poly = monicPolynomial(std::move(cofactor));
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

/// α to far more than double precision, for the floating-point values.
Rational closeTo(RootCandidate root) {
  for (int k = 0; k < 80 && !root.exact; ++k) bisectRoot(root);
  return root.exact ? *root.exact : (root.low + root.high) / 2;
}

}  // namespace

Expected<AlgebraicEquilibria> equilibriaAtAlgebraic(const SweepCandidates& bases, std::size_t m, std::size_t n,
                                                    const RootCandidate& alpha, const CancelToken& cancel) {
  auto rows = verticesAt(bases.bases[0], m, alpha, cancel);
  if (!rows) return rows.error();
  auto cols = verticesAt(bases.bases[1], n, alpha, cancel);
  if (!cols) return cols.error();
  Field field(alpha);
  auto point = [&](const BasisRecord& r, std::size_t k) {
    std::vector<Element> z(k);
    for (std::size_t a = 0; a < r.support.size(); ++a) z[r.support[a]] = elementOf(field, r.z[a]);
    return z;
  };
  AlgebraicEquilibria out;
  for (const auto& [i, j] : complementaryPairs(*rows, *cols)) {
    AlgebraicEquilibrium e;
    e.strategies[0] = point(bases.bases[0][(*rows)[i].basis], m);
    e.strategies[1] = point(bases.bases[1][(*cols)[j].basis], n);
    out.equilibria.push_back(std::move(e));
  }
  out.root = field.root();
  const Rational x = closeTo(out.root);
  for (auto& e : out.equilibria) {
    std::array<std::vector<double>, 2> v;
    for (std::size_t p = 0; p < 2; ++p)
      for (auto& q : e.strategies[p]) {
        q = field.reduce(q);  // modulo the final (possibly shrunk) polynomial
        v[p].push_back(toDouble(evaluatePolynomial(q, x)));
      }
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
