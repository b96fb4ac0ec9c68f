#include "core/strategic/npersonpolish.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gamelab::nperson {

Support supportOf(const FloatProfile& x, double threshold) {
  Support support(x.size());
  for (std::size_t k = 0; k < x.size(); ++k) {
    double largest = 0;
    for (double p : x[k]) largest = std::max(largest, p);
    for (std::size_t s = 0; s < x[k].size(); ++s)
      if (x[k][s] >= threshold * largest) support[k].push_back(s);
  }
  return support;
}

std::optional<FloatProfile> polishOnSupport(const FloatGame& game, const Support& support, const FloatProfile& x) {
  SupportSystem system(game, support);
  FloatProfile out = x;
  if (system.dim() > 0) {
    const auto root = newton(system, system.unknownsOf(x), true);
    if (!root) return std::nullopt;
    out = root->profile;
  } else {
    for (std::size_t k = 0; k < out.size(); ++k)
      for (std::size_t s = 0; s < out[k].size(); ++s) out[k][s] = s == support[k].front() ? 1.0 : 0.0;
  }
  for (auto& player : out) {
    double sum = 0;
    for (double& p : player) sum += (p = std::max(p, 0.0));
    if (!(sum > 0)) return std::nullopt;
    for (double& p : player) p /= sum;
  }
  return out;
}

Rational exactMaxRegret(const StrategicGame& game, const MixedProfile& profile) {
  Rational worst = 0;
  for (std::size_t k = 0; k < game.players(); ++k) {
    const RationalVector perStrategy = pureStrategyPayoffs(game, profile, k);
    Rational expected = 0;
    for (std::size_t s = 0; s < perStrategy.size(); ++s) expected += profile[k][s] * perStrategy[s];
    for (const Rational& deviation : perStrategy)
      if (deviation - expected > worst) worst = deviation - expected;
  }
  return worst;
}

double certifiedMaxRegret(const StrategicGame& game, const MixedProfile& profile) {
  const Rational regret = exactMaxRegret(game, profile);
  if (regret == 0) return 0;
  // The double next above the nearest one (toDouble rounds to nearest): never below the value.
  return std::nextafter(toDouble(regret), std::numeric_limits<double>::infinity());
}

FloatProfile polishedNear(const FloatGame& game, const FloatProfile& x) {
  FloatProfile best = x;
  double bestRegret = maxRegret(game, x);
  for (double threshold : {1e-3, 1e-6, 1e-9}) {
    const auto polished = polishOnSupport(game, supportOf(x, threshold), x);
    if (!polished) continue;
    const double regret = maxRegret(game, *polished);
    if (regret < bestRegret) {
      bestRegret = regret;
      best = *polished;
    }
  }
  return best;
}

ApproximateEquilibrium certifiedEquilibriumNear(const StrategicGame& game, const FloatGame& floatGame,
                                                const FloatProfile& x) {
  ApproximateEquilibrium e;
  const FloatProfile best = polishedNear(floatGame, x);
  e.strategies = roundProfile(best, 1000000000000L);
  e.maxRegret = certifiedMaxRegret(game, e.strategies);
  e.exact = e.maxRegret == 0;  // the rounding happened to be an equilibrium
  e.strategiesFloat = e.exact ? toFloat(e.strategies) : best;
  e.payoffs = expectedPayoffs(game, e.strategies);
  return e;
}

}  // namespace gamelab::nperson
