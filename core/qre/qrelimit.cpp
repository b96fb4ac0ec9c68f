#include "core/qre/qrelimit.h"

#include "core/matrix/exactlinear.h"
#include "core/strategic/npersonpolish.h"

#include <cmath>

namespace gamelab::qre {

namespace {

/// The mixture of player `mixer` on its support that makes every support strategy of the
/// other player (`chooser`) earn the same, exactly; nullopt when not unique or not a mixture.
std::optional<RationalVector> indifferentMix(const StrategicGame& game, const nperson::Support& support,
                                             std::size_t mixer) {
  const std::size_t chooser = 1 - mixer;
  const std::vector<std::size_t>& own = support[mixer];
  const std::vector<std::size_t>& other = support[chooser];
  // Unknowns: the mixer's support probabilities, then the chooser's common payoff.
  RationalMatrix a;
  RationalVector b;
  for (std::size_t s : other) {
    RationalVector row(own.size() + 1);
    for (std::size_t m = 0; m < own.size(); ++m) {
      PureProfile profile(2);
      profile[chooser] = s;
      profile[mixer] = own[m];
      row[m] = game.payoff(profile, chooser);
    }
    row[own.size()] = -1;
    a.push_back(std::move(row));
    b.push_back(0);
  }
  RationalVector sum(own.size() + 1, Rational(1));
  sum[own.size()] = 0;
  a.push_back(std::move(sum));
  b.push_back(1);
  const LinearSystemSolution solution = solveLinearSystem(a, b, own.size() + 1);
  if (solution.status != LinearSystemStatus::Unique) return std::nullopt;
  RationalVector mix(game.strategies(mixer));
  for (std::size_t m = 0; m < own.size(); ++m) {
    if (solution.solution[m] < 0) return std::nullopt;
    mix[own[m]] = solution.solution[m];
  }
  return mix;
}

std::optional<MixedProfile> twoPlayerExact(const StrategicGame& game, const nperson::Support& support) {
  auto row = indifferentMix(game, support, 0);
  auto column = indifferentMix(game, support, 1);
  if (!row || !column) return std::nullopt;
  MixedProfile profile{std::move(*row), std::move(*column)};
  if (!isNashEquilibrium(game, profile)) return std::nullopt;
  return profile;
}

}  // namespace

std::optional<MixedProfile> exactEquilibriumNearLimit(const StrategicGame& game,
                                                      const std::vector<std::vector<double>>& sigma) {
  const nperson::FloatGame floatGame = nperson::makeFloatGame(game);
  for (double threshold : {1e-3, 1e-6, 1e-9}) {
    const nperson::Support support = nperson::supportOf(sigma, threshold);
    // Exact elimination on supports up to 60 strategies (beyond, rational growth makes it slow).
    if (game.players() == 2 && support[0].size() <= 60 && support[1].size() <= 60)
      if (auto exact = twoPlayerExact(game, support)) return exact;
    const auto polished = nperson::polishOnSupport(floatGame, support, sigma);
    if (auto exact = nperson::exactEquilibriumNear(game, floatGame, polished ? *polished : sigma)) return exact;
  }
  return std::nullopt;
}

std::optional<ExactAssessment> exactAssessmentNearLimit(
    const GameTree& tree, const std::vector<std::vector<double>>& behaviour,
    const std::vector<std::vector<double>>& beliefs, const std::function<bool(const ExactAssessment&)>& accept) {
  auto roundVector = [](const std::vector<double>& x, long denominator) -> std::optional<RationalVector> {
    RationalVector out;
    Rational sum = 0;
    for (double p : x) {
      out.push_back(p > 1e-7 ? approximate(p, denominator) : Rational(0));
      sum += out.back();
    }
    if (sum == 0) return std::nullopt;
    for (std::size_t j = 0; j < out.size(); ++j) {
      out[j] /= sum;
      if (std::fabs(toDouble(out[j]) - x[j]) > 1e-4) return std::nullopt;
    }
    return out;
  };
  for (long denominator : {10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L}) {
    ExactAssessment candidate;
    bool close = true;
    for (std::size_t set = 0; set < tree.infoSets.size() && close; ++set) {
      if (tree.infoSets[set].isChance()) {
        candidate.behaviour.push_back(tree.infoSets[set].probabilities);
      } else if (auto p = roundVector(behaviour[set], denominator)) {
        candidate.behaviour.push_back(std::move(*p));
      } else {
        close = false;
      }
      if (!close) break;
      if (auto mu = roundVector(beliefs[set], denominator)) candidate.beliefs.push_back(std::move(*mu));
      else close = false;
    }
    if (close && checkAssessment(tree, candidate.behaviour, candidate.beliefs).passes() && (!accept || accept(candidate)))
      return candidate;
  }
  return std::nullopt;
}

}  // namespace gamelab::qre
