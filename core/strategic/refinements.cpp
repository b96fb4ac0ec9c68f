#include "core/strategic/refinements.h"

#include "core/lp/lpproblem.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <utility>

namespace gamelab {
namespace {

/// One player's own payoffs: rows its strategies, columns the opponent's (A for player 1, Bᵀ
/// for player 2), so that a strategy w pays (wM)_j against the opponent's pure strategy j.
using Matrix = std::vector<RationalVector>;

Matrix ownPayoffs(const StrategicGame& game, std::size_t player) {
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  Matrix out(player == 0 ? m : n, RationalVector(player == 0 ? n : m));
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      const Rational& value = game.payoff(i + m * j, player);  // player 1's strategy changes fastest
      if (player == 0) out[i][j] = value;
      else out[j][i] = value;
    }
  return out;
}

/// (wM)_j for every opponent pure strategy j.
RationalVector against(const Matrix& M, const RationalVector& w) {
  RationalVector out(M.empty() ? 0 : M.front().size(), Rational(0));
  for (std::size_t i = 0; i < M.size(); ++i)
    if (w[i] != 0)
      for (std::size_t j = 0; j < out.size(); ++j) out[j] += w[i] * M[i][j];
  return out;
}

/// The definition: d pays at least as much as x against every column, more against one.
bool weaklyDominates(const Matrix& M, const RationalVector& d, const RationalVector& x) {
  const RationalVector pd = against(M, d), px = against(M, x);
  bool strict = false;
  for (std::size_t j = 0; j < pd.size(); ++j) {
    if (pd[j] < px[j]) return false;
    if (pd[j] > px[j]) strict = true;
  }
  return strict;
}

RationalVector unitVector(std::size_t size, std::size_t at) {
  RationalVector e(size, Rational(0));
  e[at] = 1;
  return e;
}

std::vector<std::size_t> support(const RationalVector& x) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i] != 0) out.push_back(i);
  return out;
}

/// Dresher's procedure for one player, as the list of its steps: step t keeps the strategies w
/// of the previous set with (wM)_j >= value_t for every j in columns_t. The final set (every
/// step's constraints together) is the set of Dresher-optimal strategies.
struct DresherStep {
  std::vector<std::size_t> columns;
  Rational value;
};

bool satisfiesSteps(const Matrix& M, const std::vector<DresherStep>& steps, const RationalVector& w) {
  const RationalVector payoff = against(M, w);
  for (const auto& step : steps)
    for (std::size_t j : step.columns)
      if (payoff[j] < step.value) return false;
  return true;
}

class Refiner {
 public:
  Refiner(const SolvedBimatrix& input, const RefinementOptions& options, const Progress& progress,
          const CancelToken& cancel)
      : game_(input.game), all_(input.all), options_(options), progress_(progress), cancel_(cancel),
        M_{ownPayoffs(game_, 0), ownPayoffs(game_, 1)} {}

  Expected<Refinements> run() {
    if (auto error = checkInput()) return *error;
    if (cancel_.isCancelled()) return stopError(cancel_);
    Refinements result;
    result.zeroSum = constantSum();
    if (result.zeroSum) {
      result.dresherOptimal.resize(2);
      for (std::size_t p = 0; p < 2; ++p) {
        auto steps = dresher(p);
        if (!steps) return steps.error();
        for (const auto& e : all_.equilibria)
          result.dresherOptimal[p].push_back(satisfiesSteps(M_[p], *steps, e.strategies[p]) ? 1 : 0);
      }
    }
    const std::size_t total = all_.equilibria.size() + all_.components.size();
    for (std::size_t k = 0; k < all_.equilibria.size(); ++k) {
      progress_.report(total == 0 ? -1.0 : double(k) / double(total), "refinements");
      auto refinement = refine(k, result);
      if (!refinement) return refinement.error();
      result.equilibria.push_back(std::move(*refinement));
    }
    for (std::size_t c = 0; c < all_.components.size(); ++c) {
      progress_.report(double(all_.equilibria.size() + c) / double(total), "refinements");
      auto part = perfectPart(all_.components[c]);
      if (!part) return part.error();
      result.components.push_back(std::move(*part));
    }
    progress_.report(1.0, "refinements");
    result.linearProgrammes = lps_;
    return result;
  }

  /// A weak dominator of w for player p: a pure one if there is one, else the LP's.
  ///   maximise Σ_j (w'M)_j  subject to  (w'M)_j >= (wM)_j for every j,  Σ w' = 1,  w' >= 0;
  /// w is dominated iff the optimum exceeds Σ_j (wM)_j, and then the optimal w' dominates it.
  Expected<std::optional<RationalVector>> dominator(std::size_t p, const RationalVector& w) {
    if (auto found = dominators_[p].find(w); found != dominators_[p].end()) return found->second;
    const Matrix& M = M_[p];
    std::optional<RationalVector> answer;
    for (std::size_t i = 0; i < M.size() && !answer; ++i) {
      RationalVector e = unitVector(M.size(), i);
      if (weaklyDominates(M, e, w)) answer = std::move(e);
    }
    if (!answer) {
      if (cancel_.isCancelled()) return stopError(cancel_);
      const RationalVector payoff = against(M, w);
      const std::size_t columns = payoff.size();
      LpProblem lp;
      lp.sense = LpSense::Maximize;
      for (std::size_t i = 0; i < M.size(); ++i) {
        Rational sum = 0;
        for (std::size_t j = 0; j < columns; ++j) sum += M[i][j];
        lp.addVariable(sum);
      }
      for (std::size_t j = 0; j < columns; ++j) {
        std::vector<LpTerm> terms;
        for (std::size_t i = 0; i < M.size(); ++i)
          if (M[i][j] != 0) terms.push_back({int(i), M[i][j]});
        lp.addRow(std::move(terms), payoff[j], std::nullopt);
      }
      lp.addRow(simplexTerms(M.size()), Rational(1), Rational(1));
      auto solution = solve(lp);
      if (!solution) return solution.error();
      if (solution->status != LpStatus::Optimal)
        return makeError(ErrorCode::NumericalFailure, {"domination LP not optimal"});
      Rational base = 0;
      for (const auto& v : payoff) base += v;
      if (solution->objective > base) {
        if (!weaklyDominates(M, solution->x, w))
          return makeError(ErrorCode::NumericalFailure, {"domination LP answer does not dominate"});
        answer = solution->x;
      }
    }
    dominators_[p].emplace(w, answer);
    return answer;
  }

 private:
  std::optional<Error> checkInput() const {
    if (game_.players() != 2)
      return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game_.players())});
    const std::size_t m = game_.strategies(0), n = game_.strategies(1);
    for (const auto& e : all_.equilibria)
      if (e.strategies.size() != 2 || e.strategies[0].size() != m || e.strategies[1].size() != n)
        return makeError(ErrorCode::Internal, {"refinements: the equilibria do not fit the game"});
    for (const auto& c : all_.components)
      for (std::size_t k : c.equilibria)
        if (k >= all_.equilibria.size()) return makeError(ErrorCode::Internal, {"refinements: component index out of range"});
    return std::nullopt;
  }

  bool constantSum() const {
    const std::size_t cells = game_.profileCount();
    if (cells == 0) return false;
    const Rational sum = game_.payoff(0, 0) + game_.payoff(0, 1);
    for (std::size_t t = 1; t < cells; ++t)
      if (game_.payoff(t, 0) + game_.payoff(t, 1) != sum) return false;
    return true;
  }

  static std::vector<LpTerm> simplexTerms(std::size_t count, int first = 0) {
    std::vector<LpTerm> terms;
    for (std::size_t i = 0; i < count; ++i) terms.push_back({first + int(i), Rational(1)});
    return terms;
  }

  /// An exact LP answer (Clp first, proved or repaired in rationals by solveLp).
  Expected<LpSolution> solve(const LpProblem& lp) {
    if (cancel_.isCancelled()) return stopError(cancel_);
    ++lps_;
    auto solution = solveLp(lp, LpOptions{}, Progress::none(), cancel_);
    if (!solution) return solution.error();
    if (!solution->exact) return makeError(ErrorCode::NumericalFailure, {"refinement LP not solved exactly"});
    return solution;
  }

  /// Whether the pure strategies `set` (ascending) of player p are all best responses to one
  /// completely mixed strategy y of the opponent:
  ///   maximise t  s.t.  y_j >= t,  Σ y = 1,  (My)_i = v for i in set,  (My)_l <= v for all l;
  /// yes iff the optimum t is positive (infeasible: no y at all).
  Expected<bool> simultaneousBestResponses(std::size_t p, const std::vector<std::size_t>& set) {
    if (auto found = family_[p].find(set); found != family_[p].end()) return found->second;
    const Matrix& M = M_[p];
    const std::size_t columns = M.front().size();
    LpProblem lp;
    lp.sense = LpSense::Maximize;
    for (std::size_t j = 0; j < columns; ++j) lp.addVariable(Rational(0));
    const int t = lp.addVariable(Rational(1), std::nullopt, std::nullopt);
    const int v = lp.addVariable(Rational(0), std::nullopt, std::nullopt);
    for (std::size_t j = 0; j < columns; ++j) lp.addRow({{int(j), Rational(1)}, {t, Rational(-1)}}, Rational(0), std::nullopt);
    lp.addRow(simplexTerms(columns), Rational(1), Rational(1));
    for (std::size_t i = 0; i < M.size(); ++i) {
      std::vector<LpTerm> terms;
      for (std::size_t j = 0; j < columns; ++j)
        if (M[i][j] != 0) terms.push_back({int(j), M[i][j]});
      terms.push_back({v, Rational(-1)});
      const bool inSet = std::binary_search(set.begin(), set.end(), i);
      lp.addRow(std::move(terms), inSet ? std::optional<Rational>(Rational(0)) : std::nullopt, Rational(0));
    }
    auto solution = solve(lp);
    if (!solution) return solution.error();
    const bool yes = solution->status == LpStatus::Optimal && solution->objective > 0;
    family_[p].emplace(set, yes);
    return yes;
  }

  /// Dresher's procedure for player p (zero-sum games). Each step is one LP for the value and
  /// one per column not already seen to vary on the new set; at least one column is pinned at
  /// every step (the dual of the value LP has one in its support), so there are at most as many
  /// steps as columns.
  Expected<std::vector<DresherStep>> dresher(std::size_t p) {
    const Matrix& M = M_[p];
    const std::size_t rows = M.size(), columns = M.front().size();
    std::vector<DresherStep> steps;
    std::vector<std::size_t> open(columns);
    for (std::size_t j = 0; j < columns; ++j) open[j] = j;
    auto constrained = [&](LpSense sense) {
      LpProblem lp;
      lp.sense = sense;
      for (std::size_t i = 0; i < rows; ++i) lp.addVariable(Rational(0));
      lp.addRow(simplexTerms(rows), Rational(1), Rational(1));
      for (const auto& step : steps)
        for (std::size_t j : step.columns) lp.addRow(columnTerms(M, j), step.value, std::nullopt);
      return lp;
    };
    while (!open.empty()) {
      LpProblem lp = constrained(LpSense::Maximize);
      const int v = lp.addVariable(Rational(1), std::nullopt, std::nullopt);
      for (std::size_t j : open) {
        auto terms = columnTerms(M, j);
        terms.push_back({v, Rational(-1)});
        lp.addRow(std::move(terms), Rational(0), std::nullopt);
      }
      auto solution = solve(lp);
      if (!solution) return solution.error();
      if (solution->status != LpStatus::Optimal) return makeError(ErrorCode::NumericalFailure, {"Dresher value LP not optimal"});
      steps.push_back({open, solution->objective});
      const RationalVector w(solution->x.begin(), solution->x.begin() + std::ptrdiff_t(rows));
      const RationalVector payoff = against(M, w);
      std::vector<std::size_t> next;
      for (std::size_t j : open) {
        if (payoff[j] > steps.back().value) {  // varies on the new set: still open
          next.push_back(j);
          continue;
        }
        LpProblem most = constrained(LpSense::Maximize);
        for (const auto& term : columnTerms(M, j)) most.objective[std::size_t(term.variable)] = term.coefficient;
        auto best = solve(most);
        if (!best) return best.error();
        if (best->status != LpStatus::Optimal) return makeError(ErrorCode::NumericalFailure, {"Dresher column LP not optimal"});
        if (best->objective > steps.back().value) next.push_back(j);
      }
      if (next.size() == open.size()) return makeError(ErrorCode::Internal, {"Dresher's procedure pinned no column"});
      open = std::move(next);
    }
    return steps;
  }

  static std::vector<LpTerm> columnTerms(const Matrix& M, std::size_t j) {
    std::vector<LpTerm> terms;
    for (std::size_t i = 0; i < M.size(); ++i)
      if (M[i][j] != 0) terms.push_back({int(i), M[i][j]});
    return terms;
  }

  bool isStrict(const MixedProfile& profile) const {
    std::size_t pure[2];
    for (std::size_t p = 0; p < 2; ++p) {
      const auto s = support(profile[p]);
      if (s.size() != 1) return false;
      pure[p] = s.front();
    }
    for (std::size_t p = 0; p < 2; ++p) {
      const Matrix& M = M_[p];
      const std::size_t own = pure[p], other = pure[1 - p];
      for (std::size_t i = 0; i < M.size(); ++i)
        if (i != own && !(M[own][other] > M[i][other])) return false;
    }
    return true;
  }

  Expected<EquilibriumRefinement> refine(std::size_t k, const Refinements& sofar) {
    const auto& e = all_.equilibria[k];
    EquilibriumRefinement out;
    for (std::size_t p = 0; p < 2; ++p) {
      auto d = dominator(p, e.strategies[p]);
      if (!d) return d.error();
      if (!*d) continue;
      WeakDomination w;
      w.player = p;
      w.dominated = e.strategies[p];
      w.dominator = **d;
      for (std::size_t i : support(e.strategies[p])) {
        auto pd = dominator(p, unitVector(e.strategies[p].size(), i));
        if (!pd) return pd.error();
        if (*pd) {
          w.dominatedPure = i;
          w.pureDominator = **pd;
          break;
        }
      }
      out.dominations.push_back(std::move(w));
    }
    out.perfect = out.dominations.empty();
    if (!out.perfect) {
      out.proper = false;
      out.properReason = ProperReason::NotPerfect;
    } else if (isStrict(e.strategies)) {
      out.proper = true;
      out.properReason = ProperReason::Strict;
    } else if (sofar.zeroSum) {
      const bool optimal = sofar.dresherOptimal[0][k] && sofar.dresherOptimal[1][k];
      out.proper = optimal;
      out.properReason = optimal ? ProperReason::DresherOptimal : ProperReason::NotDresherOptimal;
    }
    return out;
  }

  /// The maximal faces {w in conv(points): supp w ⊆ S} over the sets S of simultaneous best
  /// responses to a completely mixed strategy, each as the indices of the points it contains;
  /// nullopt when too many strategies. Only "closed" S are tried (S = the union of the supports
  /// of the points it contains): any other S has the face of its closure, a smaller set of the
  /// family (which is closed under subsets), tried later. Largest first, so a closed S is
  /// maximal unless it lies in one already kept.
  Expected<std::optional<std::vector<std::vector<std::size_t>>>> maximalFaces(std::size_t p,
                                                                              const std::vector<RationalVector>& points) {
    std::vector<std::size_t> used;
    for (const auto& w : points)
      for (std::size_t i : support(w)) used.push_back(i);
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    std::vector<std::size_t> undominated;
    for (std::size_t i : used) {
      auto yes = simultaneousBestResponses(p, {i});
      if (!yes) return yes.error();
      if (*yes) undominated.push_back(i);
    }
    const std::size_t k = undominated.size();
    if (k > options_.maxFaceStrategies || k >= 32) return std::optional<std::vector<std::vector<std::size_t>>>{};
    // Each point's support as a bit set over `undominated`; a point using a dominated pure
    // strategy lies in no face (mask 0 = never inside).
    std::vector<std::uint32_t> pointMask(points.size(), 0);
    for (std::size_t q = 0; q < points.size(); ++q) {
      std::uint32_t mask = 0;
      bool inside = true;
      for (std::size_t i : support(points[q])) {
        const auto at = std::lower_bound(undominated.begin(), undominated.end(), i);
        if (at == undominated.end() || *at != i) {
          inside = false;
          break;
        }
        mask |= std::uint32_t{1} << std::size_t(at - undominated.begin());
      }
      pointMask[q] = inside ? mask : 0;
    }
    std::vector<std::uint32_t> sets;
    for (std::uint32_t s = 1; k > 0 && s < (std::uint32_t{1} << k); ++s) sets.push_back(s);
    std::stable_sort(sets.begin(), sets.end(),
                     [](std::uint32_t a, std::uint32_t b) { return std::popcount(a) > std::popcount(b); });
    std::vector<std::uint32_t> kept;
    std::size_t polled = 0;
    for (std::uint32_t s : sets) {
      if ((++polled & 1023u) == 0 && cancel_.isCancelled()) return stopError(cancel_);
      std::uint32_t closure = 0;
      for (std::uint32_t mask : pointMask)
        if (mask != 0 && (mask & ~s) == 0) closure |= mask;
      if (closure != s) continue;
      if (std::any_of(kept.begin(), kept.end(), [s](std::uint32_t r) { return (s & ~r) == 0; })) continue;
      std::vector<std::size_t> strategies;
      for (std::size_t b = 0; b < k; ++b)
        if (s >> b & 1u) strategies.push_back(undominated[b]);
      auto yes = simultaneousBestResponses(p, strategies);
      if (!yes) return yes.error();
      if (*yes) kept.push_back(s);
    }
    std::vector<std::vector<std::size_t>> faces;
    for (std::uint32_t s : kept) {
      std::vector<std::size_t> face;
      for (std::size_t q = 0; q < points.size(); ++q)
        if (pointMask[q] != 0 && (pointMask[q] & ~s) == 0) face.push_back(q);
      faces.push_back(std::move(face));
    }
    return std::optional<std::vector<std::vector<std::size_t>>>(std::move(faces));
  }

  /// The perfect part of component c = conv(R) × conv(C): the pairs (x, y) in it with x and y
  /// undominated, i.e. the union over maximal S1, S2 of X_S1 × Y_S2 with X_S = {x in conv(R):
  /// supp x ⊆ S}. X_S is conv(R) cut by the valid inequalities x_i >= 0 (i not in S) set to
  /// equality, hence a face of conv(R), and a convex combination of points of R has x_i = 0
  /// only if every point with positive weight has, so X_S = conv{r in R: supp r ⊆ S}. The
  /// product of two such hulls is the hull of the pairs, and every pair (r, c) of R × C is an
  /// extreme equilibrium of the component (a component is a biclique of extreme equilibria);
  /// so each face is the hull of extreme equilibria of the component, listed by index.
  Expected<PerfectPart> perfectPart(const EquilibriumComponent& component) {
    PerfectPart out;
    std::map<std::pair<std::size_t, std::size_t>, std::size_t> indexOf;
    for (std::size_t e : component.equilibria) {
      const auto& s = all_.equilibria[e].strategies;
      const auto r = std::find(component.rowStrategies.begin(), component.rowStrategies.end(), s[0]);
      const auto c = std::find(component.colStrategies.begin(), component.colStrategies.end(), s[1]);
      if (r == component.rowStrategies.end() || c == component.colStrategies.end())
        return makeError(ErrorCode::Internal, {"refinements: a component's equilibrium is not among its strategies"});
      indexOf[{std::size_t(r - component.rowStrategies.begin()), std::size_t(c - component.colStrategies.begin())}] = e;
    }
    auto rows = maximalFaces(0, component.rowStrategies);
    if (!rows) return rows.error();
    auto cols = maximalFaces(1, component.colStrategies);
    if (!cols) return cols.error();
    if (!*rows || !*cols) {
      out.decided = false;
      return out;
    }
    for (const auto& f : **rows)
      for (const auto& g : **cols) {
        std::vector<std::size_t> polytope;
        for (std::size_t r : f)
          for (std::size_t c : g) {
            const auto at = indexOf.find({r, c});
            if (at == indexOf.end()) return makeError(ErrorCode::Internal, {"refinements: a component is not a biclique"});
            polytope.push_back(at->second);
          }
        std::sort(polytope.begin(), polytope.end());
        out.polytopes.push_back(std::move(polytope));
      }
    // Faces of maximal sets are pairwise incomparable, so products are too; drop any
    // containment all the same (and duplicates), keeping the first of equal ones.
    std::vector<std::vector<std::size_t>> kept;
    for (std::size_t a = 0; a < out.polytopes.size(); ++a) {
      bool inside = false;
      for (std::size_t b = 0; b < out.polytopes.size() && !inside; ++b) {
        if (a == b) continue;
        const auto& pa = out.polytopes[a];
        const auto& pb = out.polytopes[b];
        if (std::includes(pb.begin(), pb.end(), pa.begin(), pa.end()) && (pa.size() < pb.size() || b < a)) inside = true;
      }
      if (!inside) kept.push_back(out.polytopes[a]);
    }
    out.polytopes = std::move(kept);
    std::sort(out.polytopes.begin(), out.polytopes.end());
    return out;
  }

  const StrategicGame& game_;
  const AllEquilibria& all_;
  const RefinementOptions& options_;
  const Progress& progress_;
  const CancelToken& cancel_;
  Matrix M_[2];
  std::map<RationalVector, std::optional<RationalVector>> dominators_[2];
  std::map<std::vector<std::size_t>, bool> family_[2];
  std::size_t lps_ = 0;
};

}  // namespace

Expected<Refinements> solveRefinements(const SolvedBimatrix& input, const RefinementOptions& options,
                                       const Progress& progress, const CancelToken& cancel) {
  return Refiner(input, options, progress, cancel).run();
}

Expected<std::optional<RationalVector>> weakDominator(const StrategicGame& game, std::size_t player,
                                                      const RationalVector& strategy, const CancelToken& cancel) {
  if (game.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.players())});
  if (player > 1 || strategy.size() != game.strategies(player))
    return makeError(ErrorCode::Internal, {"weakDominator: no such player or wrong strategy length"});
  const AllEquilibria none;
  const RefinementOptions options;
  Refiner refiner(SolvedBimatrix{game, none}, options, Progress::none(), cancel);
  return refiner.dominator(player, strategy);
}

}  // namespace gamelab
