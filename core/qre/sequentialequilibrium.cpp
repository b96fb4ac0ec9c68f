#include "core/qre/sequentialequilibrium.h"

#include "core/qre/logitqre.h"
#include "core/qre/qrelimit.h"
#include "core/strategic/npersonsystem.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/sequenceformdata.h"
#include "core/tree/sequenceformexact.h"
#include "core/tree/behaviour.h"
#include "core/tree/treevalidation.h"

#include <algorithm>

namespace gamelab {
namespace {


std::vector<bool> reachedSets(const GameTree& tree, const BehaviourProfile& behaviour) {
  const RationalVector reach = reachProbabilities(tree, behaviour);
  std::vector<bool> reached(tree.infoSets.size(), false);
  for (std::size_t x = 0; x < tree.nodes.size(); ++x)
    if (tree.nodes[x].infoSet >= 0 && reach[x] > 0) reached[static_cast<std::size_t>(tree.nodes[x].infoSet)] = true;
  return reached;
}

/// Bayes' beliefs wherever a set is reached under `behaviour`; `offPath(set)` elsewhere.
Beliefs bayesBeliefs(const GameTree& tree, const BehaviourProfile& behaviour,
                     const std::function<RationalVector(std::size_t set, std::size_t members)>& offPath) {
  const RationalVector reach = reachProbabilities(tree, behaviour);
  const std::vector<std::vector<NodeId>> members = tree.infoSetMembers();
  Beliefs beliefs(tree.infoSets.size());
  for (std::size_t set = 0; set < members.size(); ++set) {
    Rational mass = 0;
    for (NodeId x : members[set]) mass += reach[static_cast<std::size_t>(x)];
    if (mass == 0) {
      beliefs[set] = offPath(set, members[set].size());
      continue;
    }
    for (NodeId x : members[set]) beliefs[set].push_back(reach[static_cast<std::size_t>(x)] / mass);
  }
  return beliefs;
}

Expected<SequentialResult> byBackwardInduction(const GameTree& tree, const CancelToken& cancel) {
  SubgamePerfectOptions options;
  options.countPure = false;
  options.keepNodeValues = false;
  auto spe = solveSubgamePerfect(tree, options, Progress::none(), cancel);
  if (!spe) return spe.error();
  SequentialResult result;
  result.method = SequentialMethod::BackwardInduction;
  result.behaviour = std::move(spe->behaviour);
  // Every player's set is a singleton; unreached chance sets get the uniform distribution.
  result.beliefs = bayesBeliefs(tree, result.behaviour, [](std::size_t, std::size_t members) {
    return RationalVector(members, Rational(1, static_cast<long>(members)));
  });
  result.payoffs = std::move(spe->payoffs);
  result.exact = result.verified = checkAssessment(tree, result.behaviour, result.beliefs).passes();
  result.consistency.consistent = result.verified;
  result.reached = reachedSets(tree, result.behaviour);
  return result;
}

/// A player's realisation plan from float behaviour (nodes come after their parents in id order).
std::vector<double> floatPlan(const GameTree& tree, const PlayerSequences& sequences, int player,
                              const std::vector<std::vector<double>>& behaviour) {
  std::vector<double> plan(static_cast<std::size_t>(sequences.count), 0.0), own(tree.nodes.size(), 1.0);
  plan[0] = 1;
  for (std::size_t x = 0; x < tree.nodes.size(); ++x) {
    const TreeNode& node = tree.nodes[x];
    if (node.isTerminal()) continue;
    const std::size_t set = static_cast<std::size_t>(node.infoSet);
    const bool mine = tree.infoSets[set].player == player;
    for (std::size_t a = 0; a < node.children.size(); ++a)
      own[static_cast<std::size_t>(node.children[a])] = own[x] * (mine ? behaviour[set][a] : 1.0);
    if (mine && sequences.base[set] >= 0 && node.children.size() > 1)
      for (std::size_t a = 0; a < node.children.size(); ++a)
        plan[static_cast<std::size_t>(sequences.base[set]) + a] = own[x] * behaviour[set][a];
  }
  return plan;
}

/// Two-player constant-sum trees whose branch ends inside a continuum of equilibria (Kuhn
/// poker): rounding each probability cannot hit the continuum exactly, but the sequence form's
/// tight equations on the branch's supports can (sequenceformexact.h; free unknowns take the
/// float values rounded). Sets a plan leaves unreached keep the branch's rounded behaviour; the
/// beliefs are Bayes' where a set is reached, the branch's rounded ones elsewhere. Each
/// candidate must pass `accept` (the exact checks).
std::optional<qre::ExactAssessment> fromSequenceFormSupports(
    const GameTree& tree, const std::vector<std::vector<double>>& behaviourFloat,
    const std::vector<std::vector<double>>& beliefsFloat, const CancelToken& cancel,
    const std::function<bool(const qre::ExactAssessment&)>& accept) {
  if (tree.players() != 2) return std::nullopt;
  auto data = buildSequenceForm(tree, cancel);
  if (!data) return std::nullopt;
  FloatSequenceAnswer answer;
  answer.x = floatPlan(tree, data->players[0], 0, behaviourFloat);
  answer.y = floatPlan(tree, data->players[1], 1, behaviourFloat);
  auto rounded = [](const std::vector<double>& p) { return nperson::roundProfile({p}, 1000000)[0]; };
  for (double tolerance : supportTolerances(answer)) {
    auto exact = exactFromSupports(tree, *data, answer, tolerance, cancel);
    if (!exact || !*exact) continue;
    qre::ExactAssessment candidate{std::move(**exact), {}};
    std::vector<std::size_t> unreached;
    candidate.beliefs = bayesBeliefs(tree, candidate.behaviour, [&](std::size_t set, std::size_t) {
      unreached.push_back(set);
      return rounded(beliefsFloat[set]);
    });
    for (std::size_t set : unreached)
      if (!tree.infoSets[set].isChance()) candidate.behaviour[set] = rounded(behaviourFloat[set]);
    if (checkAssessment(tree, candidate.behaviour, candidate.beliefs).passes() && accept(candidate)) return candidate;
  }
  return std::nullopt;
}

}  // namespace

const char* sequentialMethodName(SequentialMethod method) {
  return method == SequentialMethod::BackwardInduction ? "backward-induction" : "qre-limit";
}

Expected<SequentialResult> solveSequential(const GameTree& tree, const SequentialOptions& options,
                                           const Progress& progress, const CancelToken& cancel) {
  if (auto error = firstTreeError(tree)) return *error;
  if (auto error = firstPerfectRecallError(tree)) return *error;
  if (playersHavePerfectInformation(tree)) return byBackwardInduction(tree, cancel);

  QreOptions qre;
  qre.maxLambda = options.maxLambda;
  auto branch = solveTreeQre(tree, qre, progress, cancel);
  if (!branch) return branch.error();
  progress.report(0.95, "verify");
  SequentialResult result;
  result.method = SequentialMethod::QreLimit;
  result.lambda = branch->lambdaMax;
  result.behaviourFloat = std::move(branch->behaviourFloat);
  result.beliefsFloat = std::move(branch->beliefsFloat);
  std::optional<Error> failure;
  auto consistent = [&](const qre::ExactAssessment& candidate) {
    if (failure) return false;
    auto proof = proveConsistency(tree, candidate.behaviour, candidate.beliefs, cancel);
    if (!proof) failure = proof.error();
    else if (proof->consistent) result.consistency = std::move(*proof);
    return proof && proof->consistent;
  };
  auto exact = qre::exactAssessmentNearLimit(tree, result.behaviourFloat, result.beliefsFloat, consistent);
  if (!exact && !failure)
    exact = fromSequenceFormSupports(tree, result.behaviourFloat, result.beliefsFloat, cancel, consistent);
  if (failure) return *failure;
  if (cancel.isCancelled()) return stopError(cancel);
  if (exact) {
    result.behaviour = std::move(exact->behaviour);
    result.beliefs = std::move(exact->beliefs);
    result.exact = result.verified = true;
  } else if (branch->exact) {
    // Sequentially rational with Bayes on the path, but no rounding proved consistent.
    result.behaviour = std::move(branch->behaviour);
    result.beliefs = std::move(branch->beliefs);
    result.exact = true;
  } else {
    for (const auto& set : result.behaviourFloat) result.behaviour.push_back(nperson::roundProfile({set}, 1000000000000L)[0]);
    for (const auto& set : result.beliefsFloat) result.beliefs.push_back(nperson::roundProfile({set}, 1000000000000L)[0]);
  }
  result.payoffs = expectedPayoffs(tree, result.behaviour);
  result.reached = reachedSets(tree, result.behaviour);
  return result;
}

}  // namespace gamelab
