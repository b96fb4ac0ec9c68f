#include "core/qre/logitqre.h"

#include "core/qre/branchtracer.h"
#include "core/qre/logitmodel.h"
#include "core/qre/qrelimit.h"
#include "core/strategic/npersonsystem.h"
#include "core/tree/behaviour.h"
#include "core/tree/treevalidation.h"

#include <charconv>
#include <cmath>

namespace gamelab {

namespace {

std::string numberText(double value) {
  char buffer[32];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
  return std::string(buffer, end);
}

std::string listPlace(const std::string& name, std::size_t index) { return name + "[" + std::to_string(index) + "]"; }

Error argumentError(Problem problem, std::vector<std::string> values) {
  return makeProblemError(ErrorCode::InvalidArgument, problem, std::move(values));
}

/// Per agent, the slice of a vector over all choices.
std::vector<std::vector<double>> perAgent(const qre::LogitModel& model, const std::vector<double>& all) {
  std::vector<std::vector<double>> out(model.agents());
  for (std::size_t a = 0; a < model.agents(); ++a)
    out[a].assign(all.begin() + long(model.offset(a)), all.begin() + long(model.offset(a) + model.count(a)));
  return out;
}

/// What the two solvers share: trace, points at λ, fit. `describe` turns a branch point into a
/// QrePoint (trees add beliefs).
template <class Describe>
Expected<QreBranchResult> traceAndReport(const qre::LogitModel& model, const QreOptions& options, const Progress& progress,
                                         const CancelToken& cancel, Describe describe, qre::BranchPoint& end) {
  if (model.choices() > kQreChoiceLimit)
    return makeError(ErrorCode::TooLarge, {std::to_string(model.choices()), std::to_string(kQreChoiceLimit)});
  qre::TraceOptions traceOptions;
  traceOptions.maxLambda = options.maxLambda;
  auto branch = qre::traceBranch(model, traceOptions, progress, cancel);
  if (!branch) return branch.error();
  QreBranchResult result;
  result.lambdaMax = branch->points.back().lambda;
  result.complete = branch->complete;
  for (const qre::BranchPoint& p : branch->points) result.branch.push_back(describe(p));
  if (!options.lambdas.empty()) {
    auto points = qre::pointsAtLambdas(model, *branch, options.lambdas, cancel);
    if (!points) return points.error();
    for (const qre::BranchPoint& p : *points) result.atLambdas.push_back(describe(p));
  }
  if (!options.counts.empty()) {
    std::vector<double> counts;
    for (const auto& agent : options.counts) counts.insert(counts.end(), agent.begin(), agent.end());
    auto best = qre::maximumLikelihoodPoint(model, *branch, counts, cancel);
    if (!best) return best.error();
    result.fit = QreFit{describe(*best), qre::logLikelihood(counts, best->logSigma)};
  }
  end = branch->points.back();
  return result;
}

}  // namespace

std::optional<Error> checkQreOptions(const QreOptions& options, const std::vector<std::size_t>& choiceCounts) {
  if (!std::isfinite(options.maxLambda)) return argumentError(Problem::MustBeFinite, {"max_lambda", numberText(options.maxLambda)});
  if (!(options.maxLambda > 0)) return argumentError(Problem::MustBePositive, {"max_lambda", numberText(options.maxLambda)});
  for (std::size_t i = 0; i < options.lambdas.size(); ++i) {
    const double lambda = options.lambdas[i];
    const std::string place = listPlace("lambdas", i);
    if (!std::isfinite(lambda)) return argumentError(Problem::MustBeFinite, {place, numberText(lambda)});
    if (lambda < 0) return argumentError(Problem::MustBeNonNegative, {place, numberText(lambda)});
    if (lambda > options.maxLambda)
      return argumentError(Problem::MustBeAtMost, {place, numberText(options.maxLambda), numberText(lambda)});
    if (i > 0 && !(lambda > options.lambdas[i - 1]))
      return argumentError(Problem::MustBeAscending, {place, numberText(lambda), numberText(options.lambdas[i - 1])});
  }
  if (options.counts.empty()) return std::nullopt;
  if (options.counts.size() != choiceCounts.size())
    return argumentError(Problem::WrongCount, {"counts", std::to_string(choiceCounts.size()), std::to_string(options.counts.size())});
  double total = 0;
  for (std::size_t a = 0; a < choiceCounts.size(); ++a) {
    const std::string place = listPlace("counts", a);
    if (options.counts[a].size() != choiceCounts[a])
      return argumentError(Problem::WrongCount, {place, std::to_string(choiceCounts[a]), std::to_string(options.counts[a].size())});
    for (std::size_t j = 0; j < choiceCounts[a]; ++j) {
      const double c = options.counts[a][j];
      const std::string cell = listPlace(place, j);
      if (!std::isfinite(c)) return argumentError(Problem::MustBeFinite, {cell, numberText(c)});
      if (c < 0) return argumentError(Problem::MustBeNonNegative, {cell, numberText(c)});
      total += c;
    }
  }
  if (!(total > 0)) return argumentError(Problem::MustBePositive, {"counts", "0"});
  return std::nullopt;
}

std::vector<std::size_t> qreChoiceCounts(const StrategicGame& game) { return game.strategyCounts(); }

std::vector<std::size_t> qreChoiceCounts(const GameTree& tree) {
  std::vector<std::size_t> counts;
  for (const InfoSet& set : tree.infoSets)
    if (!set.isChance()) counts.push_back(set.actions.size());
  return counts;
}

Expected<StrategicQre> solveStrategicQre(const StrategicGame& game, const QreOptions& options, const Progress& progress,
                                         const CancelToken& cancel) {
  if (auto error = checkQreOptions(options, qreChoiceCounts(game))) return *error;
  const qre::StrategicLogitModel model(game);
  auto describe = [&](const qre::BranchPoint& p) { return QrePoint{p.lambda, perAgent(model, p.sigma()), {}}; };
  qre::BranchPoint end;
  auto traced = traceAndReport(model, options, progress, cancel, describe, end);
  if (!traced) return traced.error();
  StrategicQre result;
  static_cast<QreBranchResult&>(result) = std::move(*traced);
  result.strategiesFloat = perAgent(model, end.sigma());
  if (auto exact = qre::exactEquilibriumNearLimit(game, result.strategiesFloat)) {
    result.strategies = std::move(*exact);
    result.exact = result.verified = true;
  } else {
    result.strategies = nperson::roundProfile(result.strategiesFloat, 1000000000000L);
  }
  return result;
}

Expected<TreeQre> solveTreeQre(const GameTree& tree, const QreOptions& options, const Progress& progress,
                               const CancelToken& cancel) {
  if (auto error = firstTreeError(tree)) return *error;
  const std::vector<std::size_t> counts = qreChoiceCounts(tree);
  if (counts.empty()) return makeError(ErrorCode::EmptyGame);
  if (auto error = checkQreOptions(options, counts)) return *error;
  const qre::AgentLogitModel model(tree);
  // Behaviour per set (chance sets keep their probabilities) from the agents' choices.
  auto behaviourOf = [&](const std::vector<double>& sigma) {
    std::vector<std::vector<double>> out(tree.infoSets.size());
    std::size_t agent = 0;
    for (std::size_t set = 0; set < tree.infoSets.size(); ++set) {
      if (tree.infoSets[set].isChance()) {
        for (const Rational& p : tree.infoSets[set].probabilities) out[set].push_back(toDouble(p));
        continue;
      }
      out[set].assign(sigma.begin() + long(model.offset(agent)), sigma.begin() + long(model.offset(agent) + model.count(agent)));
      ++agent;
    }
    return out;
  };
  auto describe = [&](const qre::BranchPoint& p) {
    const std::vector<double> sigma = p.sigma();
    return QrePoint{p.lambda, perAgent(model, sigma), model.beliefs(p.logSigma)};
  };
  qre::BranchPoint end;
  auto traced = traceAndReport(model, options, progress, cancel, describe, end);
  if (!traced) return traced.error();
  TreeQre result;
  static_cast<QreBranchResult&>(result) = std::move(*traced);
  result.agentSets = model.agentSets();
  const std::vector<double> sigma = end.sigma();
  result.behaviourFloat = behaviourOf(sigma);
  result.beliefsFloat = model.beliefs(end.logSigma);
  if (auto exact = qre::exactAssessmentNearLimit(tree, result.behaviourFloat, result.beliefsFloat)) {
    result.behaviour = std::move(exact->behaviour);
    result.beliefs = std::move(exact->beliefs);
    result.exact = result.verified = true;
  } else {
    for (const auto& set : result.behaviourFloat) result.behaviour.push_back(nperson::roundProfile({set}, 1000000000000L)[0]);
    for (const auto& set : result.beliefsFloat) result.beliefs.push_back(nperson::roundProfile({set}, 1000000000000L)[0]);
  }
  result.payoffs = expectedPayoffs(tree, result.behaviour);
  return result;
}

}  // namespace gamelab
