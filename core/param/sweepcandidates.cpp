#include "core/param/sweepcandidates.h"

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
  std::vector<std::vector<RationalFunction>> c;
  std::vector<bool> rowVaries;  ///< some c[i][j] of row i is not constant
};

Side makeSide(const ParametricBimatrix& game, bool player1) {
  const auto& payoffs = player1 ? game.b : game.a;
  const RationalFunction scale = RationalFunction::fraction(denominatorLcm(payoffs), {Rational(1)});
  Side s;
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
    if (p.size() <= 1) return std::nullopt;
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

/// Visits every basis of one side.
std::optional<Error> collectSide(const Side& side, CandidateCollector& collector, const Progress& progress,
                                 double progressFrom, const CancelToken& cancel) {
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
    if (!support.empty() && varies) {
      const std::size_t s = support.size();
      FunctionMatrix m(s + 1, std::vector<RationalFunction>(s + 1));
      std::vector<RationalFunction> rhs(s + 1);
      for (std::size_t a = 0; a < s; ++a) m[0][a] = Rational(1);
      rhs[0] = Rational(1);
      for (std::size_t r = 0; r < columns.size(); ++r) {
        for (std::size_t a = 0; a < s; ++a) m[r + 1][a] = side.c[support[a]][columns[r]];
        m[r + 1][s] = Rational(-1);
      }
      RationalFunction det;
      if (auto z = solveFunctionSystem(std::move(m), std::move(rhs), &det)) {
        std::vector<RationalFunction> values(z->begin(), z->begin() + long(s));
        for (std::size_t j : others) {
          RationalFunction slack = (*z)[s];
          for (std::size_t a = 0; a < s; ++a) slack = slack - side.c[support[a]][j] * (*z)[a];
          values.push_back(std::move(slack));
        }
        std::vector<const Polynomial*> polys{&det.numerator(), &det.denominator()};
        for (std::size_t a = 0; a < values.size(); ++a) {
          polys.push_back(&values[a].numerator());
          if (a < s) polys.push_back(&values[a].denominator());
        }
        for (const Polynomial* p : polys)
          if (auto error = collector.add(*p, values)) return error;
      }
    }
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

Expected<std::vector<RootCandidate>> candidateBreakpoints(const ParametricBimatrix& game, const Rational& lo,
                                                          const Rational& hi, const Progress& progress,
                                                          const CancelToken& cancel) {
  CandidateCollector collector(lo, hi, cancel);
  if (auto error = collectSide(makeSide(game, true), collector, progress, 0.0, cancel)) return *error;
  if (auto error = collectSide(makeSide(game, false), collector, progress, 0.25, cancel)) return *error;
  return sortAndMergeRoots(collector.kept(), lo, hi, cancel);
}

}  // namespace gamelab::sweep
