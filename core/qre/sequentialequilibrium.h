#pragma once
/// A sequential equilibrium (Kreps and Wilson 1982) of a tree with perfect recall, any number
/// of players, chance allowed (CLI `tree sequential`): an assessment, behaviour and beliefs at
/// every information set, reached or not, proved exactly:
///  - sequential rationality: every action played is optimal at its set given the set's
///    beliefs and everyone's behaviour below (checkAssessment; with perfect recall the
///    one-shot check suffices),
///  - Bayes' rule wherever a set is reached,
///  - consistency: the beliefs are the limit of a completely mixed sequence, exhibited as
///    tremble orders and proved (proveConsistency, core/tree/consistency.h).
///
/// How it is found: perfect information → backward induction (a pure subgame-perfect
/// equilibrium, every set a singleton, so every assessment is consistent). Otherwise the
/// agent-form logit QRE is traced to λ = maxLambda (its limit points are sequential
/// equilibria, McKelvey and Palfrey 1998), and the end of the branch is rounded to rationals
/// (denominators 10 … 10⁸) until an assessment passes all three checks; for two-player
/// constant-sum trees whose branch ends inside a continuum (Kuhn poker), the sequence form's
/// tight equations on the branch's supports are solved exactly instead.
///
/// Cost: perfect information, O(nodes); otherwise the QRE trace (logitqre.h; limited to
/// kQreChoiceLimit choices, TooLarge beyond), then per rounding tried one exact LP and one
/// sparse elimination over the sets' members.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/assessment.h"
#include "core/tree/consistency.h"

#include <vector>

namespace gamelab {

struct SequentialOptions {
  double maxLambda = 1e6;  ///< where the QRE trace stops (finite, > 0)
};

enum class SequentialMethod { BackwardInduction, QreLimit };

/// "backward-induction" or "qre-limit" (CLI key "method").
const char* sequentialMethodName(SequentialMethod method);

struct SequentialResult {
  SequentialMethod method = SequentialMethod::QreLimit;
  /// `exact`: behaviour and beliefs are rationals that passed sequential rationality and Bayes;
  /// `verified`: also consistent (proved). Not exact: the rounding of the branch's end.
  bool exact = false, verified = false;
  BehaviourProfile behaviour;  ///< every set, chance sets as given
  Beliefs beliefs;             ///< every set (chance sets too), members in infoSetMembers order
  RationalVector payoffs;      ///< expected payoffs of `behaviour`
  std::vector<std::vector<double>> behaviourFloat, beliefsFloat;  ///< the branch's end (QreLimit)
  double lambda = 0;           ///< the λ the branch reached (QreLimit)
  /// The tremble orders (when verified by the QRE path; empty for perfect information).
  ConsistencyProof consistency;
  /// Per set: reached with positive probability under `behaviour`.
  std::vector<bool> reached;
};

/// Errors: InvalidTree, NotPerfectRecall (firstPerfectRecallError: names the set), EmptyGame
/// (no player moves), InvalidArgument (maxLambda), TooLarge, NumericalFailure, Cancelled,
/// Timeout. Progress stages "qre", "verify".
Expected<SequentialResult> solveSequential(const GameTree& tree, const SequentialOptions& options = {},
                                           const Progress& progress = Progress::none(),
                                           const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
