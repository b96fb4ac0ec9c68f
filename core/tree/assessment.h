#pragma once
/// Assessments on a tree (Kreps and Wilson 1982): behaviour at every information set and
/// beliefs on the members of every set, and the exact checks a sequential equilibrium passes.
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

/// Per information set (index as in GameTree::infoSets), a probability per member node in
/// GameTree::infoSetMembers order.
using Beliefs = std::vector<RationalVector>;

struct AssessmentCheck {
  /// Every player's set: each action played with positive probability is optimal there given
  /// the set's beliefs and everyone's behaviour below (the one-shot check; with perfect recall
  /// this is sequential rationality).
  bool sequentiallyRational = true;
  /// Every set reached with positive probability has the beliefs Bayes' rule gives.
  bool bayesOnPath = true;
  int failingSet = -1;  ///< the first set that fails, or -1
  bool passes() const { return sequentiallyRational && bayesOnPath; }
};

/// Checked exactly in O(nodes × players) rational operations. Shapes must match the tree
/// (isBehaviourProfile; one belief per member), which the caller guarantees.
AssessmentCheck checkAssessment(const GameTree& tree, const BehaviourProfile& behaviour, const Beliefs& beliefs);

}  // namespace gamelab
