#include "core/strategic/strictdominance.h"

#include "core/lp/lpproblem.h"
#include "core/strategic/opponentprofiles.h"

#include <algorithm>
#include <optional>

namespace gamelab {

StrategicGame restrictGame(const StrategicGame& game, const std::vector<std::vector<std::size_t>>& kept) {
  const std::size_t n = game.players();
  std::vector<std::size_t> counts;
  for (std::size_t k = 0; k < n; ++k) counts.push_back(kept[k].size());
  StrategicGame reduced(counts);
  reduced.title = game.title;
  reduced.playerNames = game.playerNames;
  for (std::size_t k = 0; k < n; ++k)
    for (std::size_t s = 0; s < kept[k].size(); ++s) reduced.strategyLabels[k][s] = game.strategyLabels[k][kept[k][s]];
  for (std::size_t t = 0; t < reduced.profileCount(); ++t) {
    PureProfile profile = reduced.profileAt(t);
    for (std::size_t k = 0; k < n; ++k) profile[k] = kept[k][profile[k]];
    const std::size_t from = game.profileIndex(profile);
    for (std::size_t k = 0; k < n; ++k) reduced.payoff(t, k) = game.payoff(from, k);
  }
  return reduced;
}

namespace {

class StrictEliminator {
 public:
  StrictEliminator(const StrategicGame& game, const StrictDominanceOptions& options, const Progress& progress,
                   const CancelToken& cancel)
      : game_(game), options_(options), progress_(progress), cancel_(cancel),
        remaining_(strategicdetail::allStrategies(game)) {}

  Expected<StrictDominanceResult> run() {
    StrictDominanceResult result;
    const std::size_t n = game_.players();
    std::size_t total = 0;
    for (std::size_t k = 0; k < n; ++k) total += game_.strategies(k);
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t k = 0; k < n; ++k) {
        if (cancel_.isCancelled()) return stopError(cancel_);
        progress_.report(total == 0 ? -1.0 : static_cast<double>(result.steps.size()) / static_cast<double>(total),
                         "dominance");
        bases_ = strategicdetail::opponentBases(game_, k, remaining_);
        // Pure dominators first, then mixtures; each removal changes the current game at once.
        for (int phase = 0; phase < 2; ++phase) {
          if (phase == 1 && !options_.mixtures) break;
          for (std::size_t index = 0; index < remaining_[k].size();) {
            if (cancel_.isCancelled()) return stopError(cancel_);
            const std::size_t s = remaining_[k][index];
            std::optional<StrictDominanceStep> step;
            if (phase == 0) {
              step = pureDominator(k, s);
            } else {
              auto found = mixtureDominator(k, s);
              if (!found) return found.error();
              step = std::move(*found);
            }
            if (!step) {
              ++index;
              continue;
            }
            remaining_[k].erase(remaining_[k].begin() + static_cast<std::ptrdiff_t>(index));
            result.steps.push_back(std::move(*step));
            changed = true;
          }
        }
      }
    }
    progress_.report(1.0, "dominance");
    result.remaining = remaining_;
    return result;
  }

 private:
  const Rational& u(std::size_t k, std::size_t s, std::size_t base) const {
    return game_.payoff(base + s * game_.stride(k), k);
  }

  /// min over the others' remaining profiles of (mixture payoff − payoff of s).
  Rational margin(std::size_t k, std::size_t s, const RationalVector& mixture) const {
    std::optional<Rational> least;
    for (std::size_t base : bases_) {
      Rational d = -u(k, s, base);
      for (std::size_t l : remaining_[k])
        if (mixture[l] != 0) d += mixture[l] * u(k, l, base);
      if (!least || d < *least) least = d;
    }
    return least.value_or(Rational(0));
  }

  /// The first remaining strategy (lowest index) that strictly dominates s.
  std::optional<StrictDominanceStep> pureDominator(std::size_t k, std::size_t s) const {
    for (std::size_t l : remaining_[k]) {
      if (l == s) continue;
      bool dominates = true;
      for (std::size_t base : bases_)
        if (!(u(k, l, base) > u(k, s, base))) {
          dominates = false;
          break;
        }
      if (!dominates) continue;
      StrictDominanceStep step;
      step.player = k;
      step.removed = s;
      step.dominator.assign(game_.strategies(k), Rational(0));
      step.dominator[l] = 1;
      step.margin = margin(k, s, step.dominator);
      return step;
    }
    return std::nullopt;
  }

  /// The ε-LP over the other remaining strategies: maximise ε subject to
  /// Σ_l w_l u(l, o) − ε >= u(s, o) for every remaining opponent profile o, Σ w = 1, w >= 0.
  /// s is strictly dominated by a mixture iff the exact optimum ε* > 0.
  Expected<std::optional<StrictDominanceStep>> mixtureDominator(std::size_t k, std::size_t s) {
    std::vector<std::size_t> candidates;
    for (std::size_t l : remaining_[k])
      if (l != s) candidates.push_back(l);
    if (candidates.size() < 2) return std::optional<StrictDominanceStep>{};
    for (std::size_t base : bases_) {  // necessary: something beats s against every profile
      bool beaten = false;
      for (std::size_t l : candidates)
        if (u(k, l, base) > u(k, s, base)) {
          beaten = true;
          break;
        }
      if (!beaten) return std::optional<StrictDominanceStep>{};
    }
    LpProblem lp;
    lp.sense = LpSense::Maximize;
    std::vector<int> w;
    for (std::size_t c = 0; c < candidates.size(); ++c) w.push_back(lp.addVariable(Rational(0)));
    const int eps = lp.addVariable(Rational(1), std::nullopt, std::nullopt);
    for (std::size_t base : bases_) {
      std::vector<LpTerm> terms;
      for (std::size_t c = 0; c < candidates.size(); ++c) terms.push_back({w[c], u(k, candidates[c], base)});
      terms.push_back({eps, Rational(-1)});
      lp.addRow(std::move(terms), u(k, s, base), std::nullopt);
    }
    std::vector<LpTerm> sum;
    for (int v : w) sum.push_back({v, Rational(1)});
    lp.addRow(std::move(sum), Rational(1), Rational(1));
    auto solution = solveLp(lp, LpOptions{}, Progress::none(), cancel_);
    if (!solution) return solution.error();
    if (solution->status != LpStatus::Optimal || !solution->exact)
      return makeError(ErrorCode::NumericalFailure, {"dominance LP not solved exactly"});
    if (solution->objective <= 0) return std::optional<StrictDominanceStep>{};
    StrictDominanceStep step;
    step.player = k;
    step.removed = s;
    step.dominator.assign(game_.strategies(k), Rational(0));
    std::size_t support = 0;
    for (std::size_t c = 0; c < candidates.size(); ++c) {
      step.dominator[candidates[c]] = solution->x[static_cast<std::size_t>(w[c])];
      if (step.dominator[candidates[c]] != 0) ++support;
    }
    step.byMixture = support > 1;
    step.margin = margin(k, s, step.dominator);
    if (step.margin <= 0) return makeError(ErrorCode::NumericalFailure, {"dominance LP answer does not dominate"});
    return std::optional<StrictDominanceStep>{std::move(step)};
  }

  const StrategicGame& game_;
  StrictDominanceOptions options_;
  const Progress& progress_;
  const CancelToken& cancel_;
  std::vector<std::vector<std::size_t>> remaining_;
  std::vector<std::size_t> bases_;  ///< the current player's opponents' remaining profiles
};

}  // namespace

Expected<StrictDominanceResult> solveStrictDominance(const StrategicGame& game,
                                                     const StrictDominanceOptions& options,
                                                     const Progress& progress, const CancelToken& cancel) {
  return StrictEliminator(game, options, progress, cancel).run();
}

}  // namespace gamelab
