#include "core/sweep/sweepcandidates.h"

#include <algorithm>
#include <map>
#include <utility>

namespace gamelab::sweep {
namespace {

/// lcm of the denominators of every entry, as a polynomial.
Polynomial denominatorLcm(const std::vector<std::vector<RationalFunction>>& entries) {
  Polynomial l{Rational(1)};
  for (const auto& row : entries)
    for (const auto& f : row) {
      const Polynomial& d = f.denominator();
      if (d.size() <= 1) continue;
      const Polynomial g = polynomialGcd(l, d);
      l = multiplyPolynomials(l, dividePolynomials(d, g).first);
    }
  return l;
}

/// One player's polyhedron: c[i][j] = the opponent's payoff (scaled to a polynomial) when this
/// player plays i and the opponent j.
struct Side {
  std::size_t k = 0, l = 0;
  RationalFunction scale;  ///< c = scale · (the opponent's payoffs); positive on [lo, hi]
  std::vector<std::vector<RationalFunction>> c;
  std::vector<bool> rowVaries;  ///< some c[i][j] of row i is not constant
};

Side makeSide(const ParametricBimatrix& game, bool player1, const Rational& lo) {
  const auto& payoffs = player1 ? game.b : game.a;
  // The lcm has no root in [lo, hi] (no payoff has a pole there); scaling by it keeps every
  // inequality's direction only when it is positive there.
  Polynomial lcm = denominatorLcm(payoffs);
  if (evaluatePolynomial(lcm, lo) < 0)
    for (auto& c : lcm) c = -c;
  const RationalFunction scale = RationalFunction::fraction(lcm, {Rational(1)});
  Side s;
  s.scale = scale;
  s.k = player1 ? game.rows : game.cols;
  s.l = player1 ? game.cols : game.rows;
  s.c.assign(s.k, std::vector<RationalFunction>(s.l));
  s.rowVaries.assign(s.k, false);
  for (std::size_t i = 0; i < s.k; ++i)
    for (std::size_t j = 0; j < s.l; ++j) {
      s.c[i][j] = (player1 ? payoffs[i][j] : payoffs[j][i]) * scale;
      if (!s.c[i][j].isConstant()) s.rowVaries[i] = true;
    }
  return s;
}

class CandidateCollector {
 public:
  CandidateCollector(const Rational& lo, const Rational& hi, const CancelToken& cancel)
      : lo_(lo), hi_(hi), cancel_(cancel) {}

  /// Keeps the roots of `p` where the point given by `values` (each must be ≥ 0 when feasible)
  /// is not certainly infeasible.
  std::optional<Error> add(const Polynomial& p, const std::vector<RationalFunction>& values) {
    if (p.size() <= 1 || !mayVanishBetween(p, lo_, hi_)) return std::nullopt;
    const Polynomial key = squareFreeMonic(p);
    if (key.size() <= 1) return std::nullopt;
    auto found = roots_.find(key);
    if (found == roots_.end()) {
      auto roots = realRootsBetween(key, lo_, hi_, cancel_);
      if (!roots) return roots.error();
      Entry e;
      for (const auto& r : *roots) e.roots.push_back(fromIsolated(key, r));
      e.kept.assign(e.roots.size(), false);
      found = roots_.emplace(key, std::move(e)).first;
    }
    Entry& e = found->second;
    for (std::size_t r = 0; r < e.roots.size(); ++r) {
      if (e.kept[r]) continue;
      if (!certainlyInfeasible(values, e.roots[r])) e.kept[r] = true;
    }
    return std::nullopt;
  }

  std::vector<RootCandidate> kept() const {
    std::vector<RootCandidate> out;
    for (const auto& [key, e] : roots_)
      for (std::size_t r = 0; r < e.roots.size(); ++r)
        if (e.kept[r]) out.push_back(e.roots[r]);
    return out;
  }

 private:
  struct Entry {
    std::vector<RootCandidate> roots;
    std::vector<bool> kept;
  };

  static bool certainlyInfeasible(const std::vector<RationalFunction>& values, const RootCandidate& root) {
    for (const auto& f : values) {
      if (f.isConstant()) {
        if (f.constantValue() < 0) return true;
        continue;
      }
      const int d = signAtRoot(f.denominator(), root);
      if (d == 0) return true;  // a pole: the point leaves every bounded set near the root
      const int n = signAtRoot(f.numerator(), root);
      if (d != 2 && n != 2 && n * d < 0) return true;
    }
    return false;
  }

  Rational lo_, hi_;
  const CancelToken& cancel_;
  std::map<Polynomial, Entry> roots_;
};

/// det(m) and the solution of m·z = rhs over Q (Gaussian elimination); nullopt when singular.
std::optional<std::pair<Rational, RationalVector>> solveAtPoint(std::vector<RationalVector> m, RationalVector rhs) {
  const std::size_t n = m.size();
  Rational det = 1;
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    while (pivot < n && m[pivot][c] == 0) ++pivot;
    if (pivot == n) return std::nullopt;
    if (pivot != c) {
      std::swap(m[pivot], m[c]);
      std::swap(rhs[pivot], rhs[c]);
      det = -det;
    }
    det *= m[c][c];
    for (std::size_t r = c + 1; r < n; ++r) {
      if (m[r][c] == 0) continue;
      const Rational f = m[r][c] / m[c][c];
      for (std::size_t k = c + 1; k < n; ++k)
        if (m[c][k] != 0) m[r][k] -= f * m[c][k];
      if (rhs[c] != 0) rhs[r] -= f * rhs[c];
    }
  }
  RationalVector z(n);
  for (std::size_t c = n; c-- > 0;) {
    Rational v = rhs[c];
    for (std::size_t k = c + 1; k < n; ++k)
      if (m[c][k] != 0) v -= m[c][k] * z[k];
    z[c] = v / m[c][c];
  }
  return std::make_pair(det, std::move(z));
}

/// One basis: the (s + 1)-square system of Σz = 1 and the tight columns, solved exactly by
/// evaluation at deg + 1 points and interpolation (det and Cramer numerators are polynomials of
/// degree at most the sum of the columns' degrees), then its polynomials handed to the collector.
std::optional<Error> collectBasis(const Side& side, const std::vector<std::size_t>& support,
                                  const std::vector<std::size_t>& columns, const std::vector<std::size_t>& others,
                                  bool varies, CandidateCollector& collector, std::vector<BasisRecord>& records) {
  const std::size_t s = support.size();
  // Entry (r, a) of the matrix: row 0 is Σz, row r + 1 column columns[r]; column s is −1 (v).
  auto entry = [&](std::size_t r, std::size_t a) -> const Polynomial* {
    return &side.c[support[a]][columns[r]].numerator();
  };
  std::size_t degree = 0;
  for (std::size_t a = 0; a < s; ++a) {
    std::size_t d = 0;
    for (std::size_t r = 0; r < columns.size(); ++r) {
      const std::size_t size = entry(r, a)->size();
      d = std::max(d, size > 0 ? size - 1 : 0);
    }
    degree += d;
  }
  RationalVector xs;
  std::vector<RationalVector> ys(s + 2);  // det, then det·z_a, then det·v
  std::size_t singular = 0;
  for (long k = 0; xs.size() < degree + 1; ++k) {
    const Rational t = (k % 2 == 0 ? 1 : -1) * Rational(k / 2 + k % 2);  // 0, -1, 1, -2, 2, ...
    std::vector<RationalVector> m(s + 1, RationalVector(s + 1, Rational(0)));
    RationalVector rhs(s + 1, Rational(0));
    for (std::size_t a = 0; a < s; ++a) m[0][a] = 1;
    rhs[0] = 1;
    for (std::size_t r = 0; r < columns.size(); ++r) {
      for (std::size_t a = 0; a < s; ++a) m[r + 1][a] = evaluatePolynomial(*entry(r, a), t);
      m[r + 1][s] = -1;
    }
    auto solved = solveAtPoint(std::move(m), std::move(rhs));
    if (!solved) {
      if (++singular > degree) return std::nullopt;  // det has more roots than its degree: ≡ 0
      continue;
    }
    xs.push_back(t);
    ys[0].push_back(solved->first);
    for (std::size_t a = 0; a <= s; ++a) ys[a + 1].push_back(solved->first * solved->second[a]);
  }
  const Polynomial det = interpolatePolynomial(xs, ys[0]);
  std::vector<Polynomial> numerators;  // det·z_a, then det·v
  for (std::size_t a = 0; a <= s; ++a) numerators.push_back(interpolatePolynomial(xs, ys[a + 1]));
  std::vector<RationalFunction> values;
  bool never = false;
  for (std::size_t a = 0; a < s && !never; ++a) {
    values.push_back(RationalFunction::fraction(numerators[a], det));
    never = values.back().isConstant() && values.back().constantValue() < 0;
  }
  // Slack of column j: (det·v − Σ c_aj·det·z_a) / det.
  for (std::size_t q = 0; q < others.size() && !never; ++q) {
    Polynomial slack = numerators[s];
    for (std::size_t a = 0; a < s; ++a) {
      Polynomial term = multiplyPolynomials(side.c[support[a]][others[q]].numerator(), numerators[a]);
      for (auto& c : term) c = -c;
      slack = addPolynomials(slack, term);
    }
    values.push_back(RationalFunction::fraction(slack, det));
    never = values.back().isConstant() && values.back().constantValue() < 0;
  }
  if (never) return std::nullopt;  // a value or slack negative for every t: never feasible
  BasisRecord record;
  record.support = support;
  record.z.assign(values.begin(), values.begin() + long(s));
  record.w = RationalFunction::fraction(numerators[s], det) / side.scale;
  record.slack.assign(side.l, RationalFunction());
  for (std::size_t q = 0; q < others.size(); ++q) record.slack[others[q]] = values[s + q];
  record.det = det;
  records.push_back(std::move(record));
  if (!varies) return std::nullopt;  // constant values: no roots
  if (auto error = collector.add(det, values)) return error;
  for (std::size_t a = 0; a < values.size(); ++a) {
    if (auto error = collector.add(values[a].numerator(), values)) return error;
    if (a < s)
      if (auto error = collector.add(values[a].denominator(), values)) return error;
  }
  return std::nullopt;
}

/// Visits every basis of one side.
std::optional<Error> collectSide(const Side& side, CandidateCollector& collector, std::vector<BasisRecord>& records,
                                 const Progress& progress, double progressFrom, const CancelToken& cancel) {
  const std::size_t k = side.k, total = side.k + side.l;
  std::vector<std::size_t> pick(k);  // the tight inequalities: < k is z_i = 0, k + j is column j
  for (std::size_t i = 0; i < k; ++i) pick[i] = i;
  const std::size_t count = basisCount(side.k, side.l);
  std::size_t visited = 0;
  std::vector<bool> tight(total);
  while (true) {
    if (cancel.isCancelled()) return stopError(cancel);
    if (++visited % 64 == 0) progress.report(progressFrom + 0.25 * double(visited) / double(count));
    std::fill(tight.begin(), tight.end(), false);
    for (std::size_t p : pick) tight[p] = true;
    std::vector<std::size_t> support, columns, others;
    bool varies = false;
    for (std::size_t i = 0; i < k; ++i)
      if (!tight[i]) {
        support.push_back(i);
        varies = varies || side.rowVaries[i];
      }
    for (std::size_t j = 0; j < side.l; ++j) (tight[k + j] ? columns : others).push_back(j);
    if (!support.empty())
      if (auto error = collectBasis(side, support, columns, others, varies, collector, records)) return error;
    // Next k-subset of {0, …, total − 1} in lexicographic order.
    std::size_t i = k;
    while (i > 0 && pick[i - 1] == total - k + i - 1) --i;
    if (i == 0) break;
    ++pick[i - 1];
    for (std::size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
  }
  return std::nullopt;
}

}  // namespace

std::size_t basisCount(std::size_t m, std::size_t n) {
  // C(m + n, m) computed incrementally: C(n + i, i) = C(n + i − 1, i − 1)·(n + i)/i.
  unsigned long long c = 1;
  for (std::size_t i = 1; i <= m; ++i) {
    c = c * (n + i) / i;
    if (c > kMaxSweepBases) return kMaxSweepBases + 1;
  }
  return static_cast<std::size_t>(c);
}

Expected<SweepCandidates> candidateBreakpoints(const ParametricBimatrix& game, const Rational& lo,
                                               const Rational& hi, const Progress& progress, const CancelToken& cancel) {
  CandidateCollector collector(lo, hi, cancel);
  SweepCandidates out;
  if (auto error = collectSide(makeSide(game, true, lo), collector, out.bases[0], progress, 0.0, cancel)) return *error;
  if (auto error = collectSide(makeSide(game, false, lo), collector, out.bases[1], progress, 0.25, cancel))
    return *error;
  auto roots = sortAndMergeRoots(collector.kept(), lo, hi, cancel);
  if (!roots) return roots.error();
  out.roots = std::move(*roots);
  return out;
}

}  // namespace gamelab::sweep
