#include "core/param/sweepquadratic.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>

namespace gamelab::sweep {
namespace {

using Surd = QuadraticSurd;
using SurdVector = std::vector<Surd>;

bool isZero(const Surd& q) { return q.rational == 0 && q.coefficient == 0; }

Surd polynomialAt(const Polynomial& p, const Surd& x) {
  Surd value;
  for (auto it = p.rbegin(); it != p.rend(); ++it) {
    value *= x;
    value += Surd(*it);
  }
  return value;
}

/// The solution of m·z = rhs in Q(√c), or nullopt when m is singular.
std::optional<SurdVector> solveSurds(std::vector<SurdVector> m, SurdVector rhs) {
  const std::size_t n = m.size();
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    while (pivot < n && isZero(m[pivot][c])) ++pivot;
    if (pivot == n) return std::nullopt;
    std::swap(m[pivot], m[c]);
    std::swap(rhs[pivot], rhs[c]);
    const Surd inv = inverse(m[c][c]);
    for (std::size_t r = c + 1; r < n; ++r) {
      if (isZero(m[r][c])) continue;
      const Surd f = m[r][c] * inv;
      for (std::size_t k = c + 1; k < n; ++k)
        if (!isZero(m[c][k])) m[r][k] -= f * m[c][k];
      if (!isZero(rhs[c])) rhs[r] -= f * rhs[c];
    }
  }
  SurdVector z(n);
  for (std::size_t c = n; c-- > 0;) {
    Surd v = rhs[c];
    for (std::size_t k = c + 1; k < n; ++k)
      if (!isZero(m[c][k]) && !isZero(z[k])) v -= m[c][k] * z[k];
    z[c] = v / m[c][c];
  }
  return z;
}

/// A vertex of one player's polyhedron: the strategy z, the opponent's best payoff w against it,
/// which of z's coordinates are zero and which of the opponent's strategies are best replies.
struct Vertex {
  SurdVector z;
  Surd w;
  std::vector<bool> zero, best;
};

/// Every vertex of {(z, w): z ≥ 0, Σz = 1, Σ_i coef[i][c]·z_i ≤ w for every c}.
Expected<std::vector<Vertex>> vertices(const std::vector<SurdVector>& coef, const CancelToken& cancel) {
  const std::size_t k = coef.size(), l = coef[0].size(), total = k + l;
  std::vector<std::size_t> pick(k);
  for (std::size_t i = 0; i < k; ++i) pick[i] = i;
  std::set<SurdVector> seen;
  std::vector<Vertex> out;
  std::vector<bool> tight(total);
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
      std::vector<SurdVector> m(s + 1, SurdVector(s + 1));
      SurdVector rhs(s + 1);
      for (std::size_t a = 0; a < s; ++a) m[0][a] = Surd(Rational(1));
      rhs[0] = Surd(Rational(1));
      for (std::size_t r = 0; r < columns.size(); ++r) {
        for (std::size_t a = 0; a < s; ++a) m[r + 1][a] = coef[support[a]][columns[r]];
        m[r + 1][s] = Surd(Rational(-1));
      }
      if (auto solved = solveSurds(std::move(m), std::move(rhs))) {
        Vertex v;
        v.z.assign(k, Surd());
        bool feasible = true;
        for (std::size_t a = 0; a < s; ++a) {
          feasible = feasible && (*solved)[a].sign() >= 0;
          v.z[support[a]] = (*solved)[a];
        }
        v.w = (*solved)[s];
        if (feasible) {
          v.best.assign(l, false);
          for (std::size_t c = 0; c < l && feasible; ++c) {
            Surd level;
            for (std::size_t a = 0; a < s; ++a) level += coef[support[a]][c] * v.z[support[a]];
            const int slack = (v.w - level).sign();
            feasible = slack >= 0;
            v.best[c] = slack == 0;
          }
        }
        if (feasible && seen.insert(v.z).second) {
          v.zero.assign(k, false);
          for (std::size_t i = 0; i < k; ++i) v.zero[i] = isZero(v.z[i]);
          out.push_back(std::move(v));
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

}  // namespace

std::optional<QuadraticSurd> valueAt(const RationalFunction& f, const QuadraticSurd& x) {
  const Surd d = polynomialAt(f.denominator(), x);
  if (isZero(d)) return std::nullopt;
  return polynomialAt(f.numerator(), x) / d;
}

Expected<std::vector<QuadraticEquilibrium>> equilibriaAtQuadratic(const ParametricBimatrix& game,
                                                                  const QuadraticSurd& x, const CancelToken& cancel) {
  const std::size_t m = game.rows, n = game.cols;
  std::vector<SurdVector> b(m, SurdVector(n)), at(n, SurdVector(m));  // B and Aᵀ at x
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      auto bv = valueAt(game.b[i][j], x);
      auto av = valueAt(game.a[i][j], x);
      if (!bv || !av) return makeError(ErrorCode::Internal, {"sweep: a pole at a quadratic breakpoint"});
      b[i][j] = *bv;
      at[j][i] = *av;
    }
  auto rows = vertices(b, cancel);
  if (!rows) return rows.error();
  auto cols = vertices(at, cancel);
  if (!cols) return cols.error();
  std::vector<QuadraticEquilibrium> out;
  for (const auto& vx : *rows)
    for (const auto& vy : *cols) {
      bool complementary = true;
      for (std::size_t i = 0; i < m && complementary; ++i) complementary = vx.zero[i] || vy.best[i];
      for (std::size_t j = 0; j < n && complementary; ++j) complementary = vy.zero[j] || vx.best[j];
      if (!complementary) continue;
      QuadraticEquilibrium e;
      e.strategies = {vx.z, vy.z};
      e.payoffs = {vy.w, vx.w};
      out.push_back(std::move(e));
    }
  std::sort(out.begin(), out.end(), [](const QuadraticEquilibrium& p, const QuadraticEquilibrium& q) {
    return p.strategies < q.strategies;
  });
  return out;
}

}  // namespace gamelab::sweep
