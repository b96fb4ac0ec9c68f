#include "core/strategic/npersonequilibria.h"

#include "core/strategic/npersonexclusion.h"
#include "core/strategic/npersonpolish.h"
#include "core/strategic/npersonsystem.h"
#include "core/strategic/supportprofileorder.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cmath>
#include <random>
#include <string>

namespace gamelab {

namespace {

using nperson::FloatProfile;
using nperson::Support;

/// Pure equilibria by their definition, exactly, in profile order.
Expected<std::vector<PureProfile>> pureEquilibria(const StrategicGame& game, const CancelToken& cancel) {
  std::vector<PureProfile> out;
  const std::size_t n = game.players();
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    if ((t & 1023) == 0 && cancel.isCancelled()) return stopError(cancel);
    const PureProfile s = game.profileAt(t);
    bool equilibrium = true;
    for (std::size_t k = 0; k < n && equilibrium; ++k) {
      const std::size_t base = t - s[k] * game.stride(k);
      for (std::size_t d = 0; d < game.strategies(k) && equilibrium; ++d)
        if (game.payoff(base + d * game.stride(k), k) > game.payoff(t, k)) equilibrium = false;
    }
    if (equilibrium) out.push_back(s);
  }
  return out;
}

}  // namespace

const char* equilibriumSourceName(EquilibriumSource source) {
  switch (source) {
    case EquilibriumSource::Pure: return "pure";
    case EquilibriumSource::SupportSearch: return "support-search";
    case EquilibriumSource::QreLimit: return "qre-limit";
    case EquilibriumSource::LogitTracing: return "logit-tracing";
  }
  return "support-search";
}

Expected<NPersonEquilibria> solveNPersonEquilibria(const StrategicGame& game, const NPersonEquilibriumOptions& options,
                                                   const Progress& progress, const CancelToken& cancel) {
  if (game.players() == 0) return makeError(ErrorCode::EmptyGame);
  const std::size_t n = game.players();
  const std::vector<std::size_t> counts = game.strategyCounts();

  mpz_class profileCount = 1;
  for (std::size_t c : counts) {
    mpz_class subsets;
    mpz_ui_pow_ui(subsets.get_mpz_t(), 2, c);
    profileCount *= subsets - 1;
  }
  if (options.mixed && options.seconds <= 0 && profileCount > options.maxSupportProfiles)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManySupportProfiles,
                            {profileCount.get_str(), std::to_string(options.maxSupportProfiles)});

  progress.report(0.0, "n-person");
  NPersonEquilibria result;
  const auto pure = pureEquilibria(game, cancel);
  if (!pure) return pure.error();
  for (const PureProfile& s : *pure) {
    ApproximateEquilibrium e;
    e.strategies = toMixedProfile(game, s);
    e.strategiesFloat = nperson::toFloat(e.strategies);
    e.payoffs = expectedPayoffs(game, e.strategies);
    e.exact = true;
    e.foundBy = EquilibriumSource::Pure;
    result.equilibria.push_back(std::move(e));
  }

  auto enough = [&] { return options.maxEquilibria > 0 && result.equilibria.size() >= options.maxEquilibria; };
  if (enough()) {
    result.stoppedByCount = true;
    result.equilibria.resize(options.maxEquilibria);
    return result;
  }
  if (!options.mixed) {
    progress.report(1.0, "n-person");
    return result;  // complete stays false: no mixed equilibrium was looked for
  }
  const nperson::FloatGame floatGame = nperson::makeFloatGame(game);
  // In scaled units (payoffs divided by the largest absolute payoff): the tolerance is
  // absolute for payoffs up to 1 and relative to the largest payoff beyond (double precision
  // cannot resolve 1e-10 on payoffs of size 1e6).
  const double tolerance = options.tolerance / std::min(floatGame.scale, 1.0);
  nperson::SupportProfileOrder order(counts);
  result.supportProfiles = order.total();
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(std::clamp(options.seconds, 0.0, 1e7)));
  auto outOfTime = [&] { return options.seconds > 0 && Clock::now() >= deadline; };

  auto known = [&](const FloatProfile& x) {
    return std::any_of(result.equilibria.begin(), result.equilibria.end(),
                       [&](const ApproximateEquilibrium& e) { return nperson::sameProfile(e.strategiesFloat, x); });
  };

  Support support;
  for (std::size_t index = 0; order.next(support); ++index) {
    if (cancel.isCancelled()) return stopError(cancel);
    if (outOfTime()) {
      result.stoppedByBudget = true;
      break;
    }
    if ((index & 63) == 0) progress.report(order.given() / order.total(), "n-person");
    ++result.supportProfilesTried;
    const std::size_t d = nperson::unknowns(support);
    if (d == 0) continue;  // a pure profile: handled exactly above
    if (nperson::hasConditionallyDominatedStrategy(floatGame, support)) continue;

    // Deterministic starts: the centre of the supports, then seeded random interior points.
    // Seeded by the support itself, so that its starts do not depend on the search order.
    std::uint64_t supportHash = 17;
    for (const auto& strategies : support) {
      supportHash = supportHash * 1000003u + strategies.size();
      for (std::size_t s : strategies) supportHash = supportHash * 31u + s;
    }
    std::mt19937 rng(static_cast<unsigned>(supportHash ^ (supportHash >> 32)));
    std::exponential_distribution<double> spacing(1.0);
    constexpr std::size_t kDampedStarts = 4;
    bool continuumSeen = false;  // one representative per support for non-isolated roots
    std::vector<std::vector<double>> supportRoots;  // every root of this support found so far
    nperson::SupportSystem system(floatGame, support);
    // An affine system with one root: the first start finds it (every other start would only
    // find it again).
    const std::size_t starts = nperson::affineWithOneRoot(system)
                                   ? 1
                                   : std::min<std::size_t>(120, 1 + std::max<std::size_t>(32, 24 * d));
    // The proof that no root is feasible (provablyRootFree) costs up to a few thousand
    // evaluations, in vain when there is one: it runs only when the first kExclusionAfter
    // starts found no feasible root, and not with an identically zero equation (each start
    // then costs one evaluation: it is a root or nothing).
    constexpr std::size_t kExclusionAfter = 1;
    bool feasibleRootSeen = false;
    bool excluded = false;
    // Once as many distinct isolated roots are known as the system can have (rootBound), the
    // remaining starts could only find these again or land on a continuum of roots. A continuum
    // can exist beside them (the bound does not rule it out), so the starts stop early only
    // after kBoundAfter of them and when none has met a continuum in this support.
    constexpr std::size_t kBoundAfter = 16;
    const std::size_t bound = nperson::rootBound(support, starts + 1);
    std::vector<std::vector<double>> isolatedRoots;
    bool nonIsolatedSeen = false;
    auto allRootsKnown = [&](std::size_t attempt) {
      return bound > 0 && attempt >= kBoundAfter && !nonIsolatedSeen && isolatedRoots.size() >= bound;
    };
    std::vector<double> start;
    for (std::size_t attempt = 0; attempt < starts && !allRootsKnown(attempt); ++attempt) {
      if ((attempt & 7) == 7 && cancel.isCancelled()) return stopError(cancel);
      if ((attempt & 7) == 7 && outOfTime()) {
        result.stoppedByBudget = true;
        break;
      }
      if (attempt == kExclusionAfter && !feasibleRootSeen && !system.hasZeroEquation() &&
          nperson::provablyRootFree(system, options.exclusionCells)) {
        excluded = true;  // the roots found so far were infeasible: nothing was added
        break;
      }
      start.clear();  // the unknowns: each player's support probabilities but the first
      for (std::size_t k = 0; k < n; ++k) {
        double sum = 0;
        const std::size_t first = start.size();
        for (std::size_t a = 0; a < support[k].size(); ++a) {
          const double weight = attempt == 0 ? 1.0 : spacing(rng);
          sum += weight;
          if (a > 0) start.push_back(weight);
        }
        for (std::size_t v = first; v < start.size(); ++v) start[v] /= sum;
      }
      auto root = nperson::newton(system, start, false, supportRoots);
      // The damped retry (slow: a line search per step) for the first starts only; later
      // starts that plain Newton cannot finish found no root the retry added on the reference
      // games (tests/core/npersonreference.h) or on Gambit's n-player games.
      if (!root && attempt < kDampedStarts) root = nperson::newton(system, start, true, supportRoots);
      if (!root) continue;
      supportRoots.push_back(system.unknownsOf(root->profile));  // later starts stop near it
      if (!root->isolated) nonIsolatedSeen = true;
      else if (!nperson::nearAny(supportRoots.back(), isolatedRoots)) isolatedRoots.push_back(supportRoots.back());
      if (!root->isolated && continuumSeen) continue;
      FloatProfile x = root->profile;
      bool feasible = true;
      for (std::size_t k = 0; k < n && feasible; ++k) {
        double sum = 0;
        for (double& p : x[k]) {
          if (p < -1e-9) feasible = false;
          p = std::max(p, 0.0);
          sum += p;
        }
        for (double& p : x[k]) p /= sum;
      }
      feasibleRootSeen = feasibleRootSeen || feasible;
      if (!feasible || known(x)) continue;
      const double regret = nperson::maxRegret(floatGame, x);
      if (regret > tolerance) continue;

      ApproximateEquilibrium e;
      if (auto exact = nperson::exactEquilibriumNear(game, floatGame, x)) {
        e.strategies = std::move(*exact);
        e.exact = true;
      }
      if (e.exact) {
        e.strategiesFloat = nperson::toFloat(e.strategies);
        if (known(e.strategiesFloat)) continue;
      } else {
        e.strategies = nperson::roundProfile(x, 1000000000000L);
        e.strategiesFloat = x;
        e.maxRegret = nperson::certifiedMaxRegret(game, e.strategies);
      }
      e.payoffs = expectedPayoffs(game, e.strategies);
      result.equilibria.push_back(std::move(e));
      if (!root->isolated) continuumSeen = true;
      if (enough()) break;
    }
    if (result.stoppedByBudget) break;  // this support was not finished
    if (enough()) {
      result.stoppedByCount = true;
      break;
    }
    if (!excluded) ++result.supportProfilesSolved;
  }
  result.complete = !result.stoppedByBudget && !result.stoppedByCount;
  progress.report(1.0, "n-person");
  return result;
}

}  // namespace gamelab
