#include "core/qre/sequentialequilibrium.h"

#include "core/qre/logitqre.h"
#include "core/qre/qrelimit.h"
#include "core/strategic/npersonsystem.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/behaviour.h"
#include "core/tree/treevalidation.h"

#include <algorithm>

namespace gamelab {
namespace {

/// Every player's set has one member (chance sets may have several).
bool playersHavePerfectInformation(const GameTree& tree) {
  std::vector<int> members(tree.infoSets.size(), 0);
  for (const TreeNode& n : tree.nodes)
    if (n.infoSet >= 0 && ++members[static_cast<std::size_t>(n.infoSet)] > 1 &&
        !tree.infoSets[static_cast<std::size_t>(n.infoSet)].isChance())
      return false;
  return true;
}

std::vector<bool> reachedSets(const GameTree& tree, const BehaviourProfile& behaviour) {
  const RationalVector reach = reachProbabilities(tree, behaviour);
  std::vector<bool> reached(tree.infoSets.size(), false);
  for (std::size_t x = 0; x < tree.nodes.size(); ++x)
    if (tree.nodes[x].infoSet >= 0 && reach[x] > 0) reached[static_cast<std::size_t>(tree.nodes[x].infoSet)] = true;
  return reached;
}

/// Beliefs of a perfect-information tree: 1 on every player's single member; chance sets by
/// their members' reach where reached, else uniform.
Beliefs singletonBeliefs(const GameTree& tree, const BehaviourProfile& behaviour) {
  const RationalVector reach = reachProbabilities(tree, behaviour);
  const std::vector<std::vector<NodeId>> members = tree.infoSetMembers();
  Beliefs beliefs(tree.infoSets.size());
  for (std::size_t set = 0; set < members.size(); ++set) {
    Rational mass = 0;
    for (NodeId x : members[set]) mass += reach[static_cast<std::size_t>(x)];
    for (NodeId x : members[set])
      beliefs[set].push_back(mass > 0 ? reach[static_cast<std::size_t>(x)] / mass
                                      : Rational(1, static_cast<long>(members[set].size())));
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
  result.beliefs = singletonBeliefs(tree, result.behaviour);
  result.payoffs = std::move(spe->payoffs);
  result.exact = result.verified = checkAssessment(tree, result.behaviour, result.beliefs).passes();
  result.consistency.consistent = result.verified;
  result.reached = reachedSets(tree, result.behaviour);
  return result;
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
  if (failure) return *failure;
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
