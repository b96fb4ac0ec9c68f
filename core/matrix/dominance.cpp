#include "core/matrix/dominance.h"

#include "core/lp/lpproblem.h"
#include "core/matrix/bestresponsecertificate.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace gamelab {
namespace {

/// Lines of one side oriented so that "bigger is better for the owner": rows use a(i,j),
/// columns use -a(i,j). Then "l dominates k" reads g(l,o) >= g(k,o) on both sides.
using Oriented = std::vector<RationalVector>;

Oriented orient(const MatrixGame& game, Side side) {
  if (side == Side::Row) {
    Oriented g(game.rows, RationalVector(game.cols));
    for (std::size_t i = 0; i < game.rows; ++i)
      for (std::size_t j = 0; j < game.cols; ++j) g[i][j] = game.at(i, j);
    return g;
  }
  Oriented g(game.cols, RationalVector(game.rows));
  for (std::size_t j = 0; j < game.cols; ++j)
    for (std::size_t i = 0; i < game.rows; ++i) g[j][i] = -game.at(i, j);
  return g;
}

/// The rational with the smallest denominator (then numerator) in an interval with lower end
/// lo >= 0; `hi` absent means +infinity. The interval must be non-empty.
Rational simplestIn(const Rational& lo, bool loClosed, const std::optional<Rational>& hi, bool hiClosed) {
  if (hi && lo == *hi) return lo;
  const mpz_class fl = lo.get_num() / lo.get_den();  // floor, lo >= 0
  const bool loInteger = lo.get_den() == 1;
  const Rational n = (loInteger && loClosed) ? lo : Rational(fl + 1);
  if (!hi || n < *hi || (n == *hi && hiClosed)) return n;
  const Rational lo2 = lo - Rational(fl);
  const Rational hi2 = *hi - Rational(fl);
  std::optional<Rational> newHi;
  if (lo2 != 0) newHi = Rational(1) / lo2;
  const Rational y = simplestIn(Rational(1) / hi2, hiClosed, newHi, loClosed);
  return Rational(fl) + Rational(1) / y;
}

struct Interval {
  Rational lo = 0;
  bool loClosed = false;
  Rational hi = 1;
  bool hiClosed = false;
  bool empty() const { return lo > hi || (lo == hi && !(loClosed && hiClosed)); }
};

class Eliminator {
 public:
  Eliminator(const MatrixGame& game, const DominanceOptions& options, const Progress& progress,
             const CancelToken& cancel)
      : options_(options), progress_(progress), cancel_(cancel), game_(game),
        certifier_(game, options.rowWitness, options.colWitness) {
    for (std::size_t i = 0; i < game.rows; ++i) present_[0].push_back(i);
    for (std::size_t j = 0; j < game.cols; ++j) present_[1].push_back(j);
  }

  Expected<DominanceResult> run() {
    DominanceResult result;
    enum Phase { StrictPure, StrictPair, StrictLp, WeakPure, WeakPair, WeakLp };
    for (;;) {
      if (cancel_.isCancelled()) return cancelled();
      progress_.report(-1, "dominance");
      std::optional<DominanceStep> found;
      for (int phase = StrictPure; phase <= WeakLp && !found; ++phase) {
        const bool weak = phase >= WeakPure;
        const bool mixture = phase != StrictPure && phase != WeakPure;
        if (weak && !options_.allowWeak) continue;
        if (mixture && !options_.allowMixtures) continue;
        for (int s = 0; s < 2 && !found; ++s) {
          if (present_[s].size() <= 1) continue;
          for (std::size_t k : present_[s]) {
            if (cancel_.isCancelled()) return cancelled();
            if (mixture && options_.useCertificates) {
              auto cert = certifier_.certificate(s, k, present_, cancel_);
              if (!cert) return cert.error();
              if (*cert == DominanceCertificate::NotDominated || (!weak && *cert == DominanceCertificate::NotStrict))
                continue;
            }
            std::optional<std::vector<std::pair<std::size_t, Rational>>> mix;
            bool duplicate = false;
            if (phase == StrictPure || phase == WeakPure) {
              mix = findPure(s, k, !weak, &duplicate);
            } else if (phase == StrictPair || phase == WeakPair) {
              if (present_[s].size() <= kPairScanLimit) mix = findPair(s, k, !weak);
            } else {
              if (present_[s].size() <= 3 && present_[s].size() <= kPairScanLimit) continue;  // pairs covered it
              auto lp = findByLp(s, k, !weak);
              if (!lp) return lp.error();
              mix = std::move(*lp);
            }
            if (mix) {
              found = makeStep(s, k, !weak, std::move(*mix), duplicate);
              break;
            }
          }
        }
      }
      if (!found) break;
      screens_.clear();
      certifier_.forget(found->side == Side::Row ? 0 : 1, found->removed);
      auto& lines = present_[found->side == Side::Row ? 0 : 1];
      lines.erase(std::find(lines.begin(), lines.end(), found->removed));
      result.steps.push_back(std::move(*found));
    }
    result.remainingRows = present_[0];
    result.remainingCols = present_[1];
    return result;
  }

 private:
  static constexpr std::size_t kPairScanLimit = 24;
  using Mixture = std::vector<std::pair<std::size_t, Rational>>;

  Error cancelled() const { return stopError(cancel_); }

  const std::vector<std::size_t>& others(int s) const { return present_[1 - s]; }

  /// The sign of g(l,o) − g(k,o) for every present o, from the integer lines: −1 if some is
  /// negative, else 1 if some is positive, else 0 (identical lines). Stops at the first
  /// negative one, and at the first zero when `strict`.
  int comparePure(int s, std::size_t l, std::size_t k, bool strict) {
    const IntegerLines& ints = certifier_.lines(s);
    bool someStrict = false;
    for (std::size_t o : others(s)) {
      const int c = ints.compare(l, k, o);
      if (c < 0 || (c == 0 && strict)) return -1;
      someStrict = someStrict || c > 0;
    }
    return someStrict ? 1 : 0;
  }

  /// Σ w_l g(l,o) compared with g(k,o) on every present o.
  bool dominates(int s, std::size_t k, const Mixture& mix, bool strict) {
    bool someStrict = false;
    if (mix.size() == 1 && mix.front().second == 1) return comparePure(s, mix.front().first, k, strict) > 0;
    const Oriented& g = oriented(s);
    for (std::size_t o : others(s)) {
      Rational sum = 0;
      for (const auto& [l, w] : mix) sum += w * g[l][o];
      if (sum < g[k][o]) return false;
      if (sum == g[k][o]) {
        if (strict) return false;
      } else {
        someStrict = true;
      }
    }
    return someStrict;
  }

  std::optional<Mixture> findPure(int s, std::size_t k, bool strict, bool* duplicate) {
    for (std::size_t l : present_[s]) {
      if (l == k) continue;
      if (comparePure(s, l, k, strict) > 0) return Mixture{{l, Rational(1)}};
    }
    if (!strict) {
      // Identical lines: the later copy goes (weakly dominated by the earlier one).
      for (std::size_t l : present_[s]) {
        if (l >= k) break;
        if (comparePure(s, l, k, false) == 0) {
          *duplicate = true;
          return Mixture{{l, Rational(1)}};
        }
      }
    }
    return std::nullopt;
  }

  /// p·line(i1) + (1−p)·line(i2) with 0 < p < 1; the simplest feasible p.
  std::optional<Mixture> findPair(int s, std::size_t k, bool strict) {
    const auto& lines = present_[s];
    for (std::size_t a = 0; a < lines.size(); ++a) {
      const std::size_t i1 = lines[a];
      if (i1 == k) continue;
      for (std::size_t b = a + 1; b < lines.size(); ++b) {
        const std::size_t i2 = lines[b];
        if (i2 == k) continue;
        Interval iv;
        bool feasible = true;
        for (std::size_t o : others(s)) {
          const Rational d = oriented(s)[i1][o] - oriented(s)[i2][o];
          const Rational e = oriented(s)[k][o] - oriented(s)[i2][o];
          if (d == 0) {
            if (e > 0 || (strict && e == 0)) feasible = false;
          } else {
            const Rational t = e / d;
            if (d > 0) {
              if (t > iv.lo) { iv.lo = t; iv.loClosed = !strict; }
              else if (t == iv.lo) iv.loClosed = iv.loClosed && !strict;
            } else {
              if (t < iv.hi) { iv.hi = t; iv.hiClosed = !strict; }
              else if (t == iv.hi) iv.hiClosed = iv.hiClosed && !strict;
            }
          }
          if (!feasible || iv.empty()) { feasible = false; break; }
        }
        if (!feasible) continue;
        const Rational p = simplestIn(iv.lo, iv.loClosed, iv.hi, iv.hiClosed);
        Mixture mix{{i1, p}, {i2, Rational(1) - p}};
        if (dominates(s, k, mix, strict)) return mix;
        if (strict) continue;
        // p makes every inequality an equality; any other point of the interval works.
        std::optional<Rational> alt;
        if (iv.lo < p) alt = simplestIn(iv.lo, iv.loClosed, p, false);
        if (p < iv.hi) {
          const Rational right = simplestIn(p, false, iv.hi, iv.hiClosed);
          if (!alt || right.get_den() < alt->get_den()) alt = right;
        }
        if (!alt) continue;
        mix = {{i1, *alt}, {i2, Rational(1) - *alt}};
        if (dominates(s, k, mix, strict)) return mix;
      }
    }
    return std::nullopt;
  }

  /// The ε-LP: maximise ε subject to Σ w_l g(l,o) − ε >= g(k,o) for every present o, Σ w = 1,
  /// w >= 0 (strict domination iff ε* > 0). Weak: maximise the total slack subject to
  /// Σ w_l g(l,o) >= g(k,o) instead (weak domination iff feasible with positive total slack).
  LpProblem buildLp(int s, std::size_t k, bool strict, const std::vector<std::size_t>& candidates,
                    std::vector<int>& w, Rational& targetTotal) const {
    LpProblem lp;
    lp.sense = LpSense::Maximize;
    w.clear();
    targetTotal = 0;
    for (std::size_t l : candidates) {
      Rational cost = 0;
      if (!strict)
        for (std::size_t o : others(s)) cost += oriented(s)[l][o];
      w.push_back(lp.addVariable(cost));
    }
    int eps = -1;
    if (strict) eps = lp.addVariable(Rational(1), std::nullopt, std::nullopt);
    for (std::size_t o : others(s)) {
      std::vector<LpTerm> terms;
      for (std::size_t c = 0; c < candidates.size(); ++c) terms.push_back({w[c], oriented(s)[candidates[c]][o]});
      if (strict) terms.push_back({eps, Rational(-1)});
      lp.addRow(std::move(terms), oriented(s)[k][o], std::nullopt);
      targetTotal += oriented(s)[k][o];
    }
    std::vector<LpTerm> sum;
    for (int v : w) sum.push_back({v, Rational(1)});
    lp.addRow(std::move(sum), Rational(1), Rational(1));
    return lp;
  }

  /// Normalised positive weights of an LP answer, kept only if they dominate exactly.
  std::optional<Mixture> weightsFrom(int s, std::size_t k, bool strict, const std::vector<std::size_t>& candidates,
                                     const std::vector<int>& w, const RationalVector& x) {
    Mixture mix;
    Rational total = 0;
    for (std::size_t c = 0; c < candidates.size(); ++c) {
      const Rational& v = x[static_cast<std::size_t>(w[c])];
      if (v > 0) {
        mix.emplace_back(candidates[c], v);
        total += v;
      }
    }
    if (total == 0) return std::nullopt;
    for (auto& [l, v] : mix) v /= total;
    if (!dominates(s, k, mix, strict)) return std::nullopt;
    return mix;
  }

  /// Floating-point screening with the ε-LP (cached until the next deletion): the optimal ε*
  /// and Clp's weights rounded to nearby rationals.
  struct Screen {
    bool solved = false;
    double eps = 0;
    double tolerance = 0;
    RationalVector rounded;
  };
  Expected<Screen> screen(int s, std::size_t k, const std::vector<std::size_t>& candidates) {
    const auto key = std::make_pair(s, k);
    if (auto it = screens_.find(key); it != screens_.end()) return it->second;
    std::vector<int> w;
    Rational target;
    const LpProblem lp = buildLp(s, k, true, candidates, w, target);
    LpOptions fast;
    fast.exact = false;
    auto sol = solveLp(lp, fast, Progress::none(), cancel_);
    if (!sol) return sol.error();
    Screen sc;
    double scale = 1;
    for (std::size_t l : present_[s])
      for (std::size_t o : others(s)) scale = std::max(scale, std::fabs(toDouble(oriented(s)[l][o])));
    sc.tolerance = 1e-7 * scale;
    if (sol->status == LpStatus::Optimal && sol->xFloat.size() == static_cast<std::size_t>(lp.numVariables())) {
      sc.solved = true;
      sc.eps = sol->objectiveFloat;
      for (double v : sol->xFloat) sc.rounded.push_back(v > 0 ? approximate(v, 100000) : Rational(0));
    }
    screens_[key] = sc;
    return sc;
  }

  /// Mixtures of two or more lines found by LP. A floating-point ε-LP screens first: clearly
  /// negative ε* means no domination (ε* within tolerance of 0 counts as "not strict"); then
  /// the rounded float weights are checked exactly, and only if they fail an exact LP runs.
  Expected<std::optional<Mixture>> findByLp(int s, std::size_t k, bool strict) {
    std::vector<std::size_t> candidates;
    for (std::size_t l : present_[s])
      if (l != k) candidates.push_back(l);
    if (candidates.size() < 2) return std::optional<Mixture>{};
    for (std::size_t o : others(s)) {  // cheap necessary condition
      bool ok = false;
      for (std::size_t l : candidates) {
        const auto& x = oriented(s)[l][o];
        const auto& y = oriented(s)[k][o];
        if (x > y || (!strict && x == y)) { ok = true; break; }
      }
      if (!ok) return std::optional<Mixture>{};
    }
    if (cancel_.isCancelled()) return cancelled();
    auto sc = screen(s, k, candidates);
    if (!sc) return sc.error();
    std::vector<int> w;
    Rational targetTotal;
    if (sc->solved) {
      if (strict && sc->eps <= sc->tolerance) return std::optional<Mixture>{};
      if (!strict && sc->eps < -sc->tolerance) return std::optional<Mixture>{};
      if (strict) {
        buildLp(s, k, true, candidates, w, targetTotal);  // for the variable indices
        if (auto mix = weightsFrom(s, k, true, candidates, w, sc->rounded)) return std::optional<Mixture>{std::move(*mix)};
      }
    }
    if (cancel_.isCancelled()) return cancelled();
    const LpProblem lp = buildLp(s, k, strict, candidates, w, targetTotal);
    auto solution = solveLp(lp, LpOptions{}, Progress::none(), cancel_);
    if (!solution) return solution.error();
    if (solution->status != LpStatus::Optimal) return std::optional<Mixture>{};
    if (strict ? solution->objective <= 0 : solution->objective <= targetTotal) return std::optional<Mixture>{};
    return weightsFrom(s, k, strict, candidates, w, solution->x);
  }

  DominanceStep makeStep(int s, std::size_t k, bool strict, Mixture mix, bool duplicate) const {
    DominanceStep step;
    step.side = s == 0 ? Side::Row : Side::Column;
    step.removed = k;
    step.strict = strict;
    step.duplicate = duplicate;
    std::sort(mix.begin(), mix.end());
    step.dominator = std::move(mix);
    const Rational sign = s == 0 ? 1 : -1;
    for (std::size_t o : others(s)) {
      step.comparedOver.push_back(o);
      step.dominatedValues.push_back(sign * oriented(s)[k][o]);
      Rational sum = 0;
      for (const auto& [l, w] : step.dominator) sum += w * oriented(s)[l][o];
      step.dominatorValues.push_back(sign * sum);
    }
    return step;
  }

  DominanceOptions options_;
  const Progress& progress_;
  const CancelToken& cancel_;
  /// The oriented rational lines of side s (built on first use: the pure phases and most
  /// certified games never need them).
  const Oriented& oriented(int s) const {
    auto& g = g_[s];
    if (!g) g = orient(game_, s == 0 ? Side::Row : Side::Column);
    return *g;
  }

  const MatrixGame& game_;
  mutable std::optional<Oriented> g_[2];
  std::vector<std::size_t> present_[2];
  std::map<std::pair<int, std::size_t>, Screen> screens_;
  DominanceCertifier certifier_;
};

}  // namespace

Expected<DominanceResult> solveDominance(const MatrixGame& game, const DominanceOptions& options,
                                         const Progress& progress, const CancelToken& cancel) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  return Eliminator(game, options, progress, cancel).run();
}

MatrixGame subGame(const MatrixGame& game, const std::vector<std::size_t>& rows,
                   const std::vector<std::size_t>& cols) {
  MatrixGame sub(rows.size(), cols.size());
  for (std::size_t a = 0; a < rows.size(); ++a) {
    sub.rowLabels[a] = game.rowLabel(rows[a]);
    for (std::size_t b = 0; b < cols.size(); ++b) sub.at(a, b) = game.at(rows[a], cols[b]);
  }
  for (std::size_t b = 0; b < cols.size(); ++b) sub.colLabels[b] = game.colLabel(cols[b]);
  return sub;
}

}  // namespace gamelab
