#include "core/qre/qreequilibrium.h"

#include "core/qre/branchtracer.h"
#include "core/qre/logitmodel.h"
#include "core/qre/logitqre.h"
#include "core/qre/qrelimit.h"
#include "core/strategic/npersonpolish.h"

#include <cmath>
#include <random>

namespace gamelab {

namespace {

ApproximateEquilibrium exactEquilibrium(const StrategicGame& game, MixedProfile strategies) {
  ApproximateEquilibrium e;
  e.exact = true;
  e.strategies = std::move(strategies);
  e.strategiesFloat = nperson::toFloat(e.strategies);
  e.payoffs = expectedPayoffs(game, e.strategies);
  return e;
}

}  // namespace

Expected<ApproximateEquilibrium> equilibriumFromQreLimit(const StrategicGame& game, const Progress& progress,
                                                         const CancelToken& cancel) {
  auto branch = solveStrategicQre(game, {}, progress, cancel);
  if (!branch) return branch.error();
  // solveStrategicQre already tried to name the end exactly (qre::exactEquilibriumNearLimit).
  if (branch->exact) return exactEquilibrium(game, std::move(branch->strategies));
  return nperson::certifiedEquilibriumNear(game, nperson::makeFloatGame(game), branch->strategiesFloat);
}

Expected<ApproximateEquilibrium> equilibriumFromLogitTracing(const StrategicGame& game, std::uint64_t seed,
                                                             const Progress& progress, const CancelToken& cancel) {
  const qre::StrategicLogitModel model(game);
  if (model.choices() > kQreChoiceLimit)
    return makeError(ErrorCode::TooLarge, {std::to_string(model.choices()), std::to_string(kQreChoiceLimit)});
  // A completely mixed prior: each player's weights exponential (uniform on the simplex).
  std::mt19937_64 rng(seed);
  std::exponential_distribution<double> weight(1.0);
  qre::TraceOptions options;
  for (std::size_t a = 0; a < model.agents(); ++a) {
    std::vector<double> w(model.count(a));
    double sum = 0;
    for (double& x : w) sum += (x = std::max(weight(rng), 1e-3));
    for (double x : w) options.logPrior.push_back(std::log(x / sum));
  }
  auto branch = qre::traceBranch(model, options, progress, cancel);
  if (!branch) return branch.error();
  const std::vector<double> sigma = branch->points.back().sigma();
  nperson::FloatProfile x(model.agents());
  for (std::size_t a = 0; a < model.agents(); ++a)
    x[a].assign(sigma.begin() + long(model.offset(a)), sigma.begin() + long(model.offset(a) + model.count(a)));
  if (auto exact = qre::exactEquilibriumNearLimit(game, x)) return exactEquilibrium(game, std::move(*exact));
  return nperson::certifiedEquilibriumNear(game, nperson::makeFloatGame(game), x);
}

}  // namespace gamelab
