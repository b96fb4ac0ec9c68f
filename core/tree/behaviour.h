#pragma once
/// Behaviour strategies on a tree (source 000 §2.5.8): expected payoffs, best responses and the
/// check "value against every pure reply" used to verify solvers and to explain optimality.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

/// The uniform profile at players' sets and the chance probabilities at chance sets.
BehaviourProfile uniformBehaviour(const GameTree& tree);
/// True iff every set has a probability vector of the right length (chance sets: their own).
bool isBehaviourProfile(const GameTree& tree, const BehaviourProfile& profile);

/// Expected payoff of every player (exact), O(nodes).
RationalVector expectedPayoffs(const GameTree& tree, const BehaviourProfile& profile);

/// Probability that play reaches each node under the profile (root = 1), O(nodes).
RationalVector reachProbabilities(const GameTree& tree, const BehaviourProfile& profile);

/// A best reply of `player` to the others' behaviour in `profile`, for a player with perfect
/// recall (asserted via the caller; without it the result is a best reply among pure
/// behaviour strategies computed set by set, which may not be optimal).
struct BestResponse {
  Rational value;              ///< the player's expected payoff when replying best
  BehaviourProfile behaviour;  ///< `profile` with the player's sets replaced by a pure best reply
  /// Per information set of the player (index as in infoSets, others empty): the expected
  /// payoff contribution of each action at that set (the "counterfactual" action values),
  /// used to show why an action is chosen.
  std::vector<RationalVector> actionValues;
};
Expected<BestResponse> bestResponse(const GameTree& tree, const BehaviourProfile& profile, int player,
                                    const CancelToken& cancel = CancelToken::none());

/// Behaviour probabilities in floating point (per set index, per action; chance sets too).
using FloatBehaviourProfile = std::vector<std::vector<double>>;

/// The value of a best reply of `player` to the others' behaviour in `profile`, in floating
/// point: the same walk as bestResponse, O(nodes), rounding errors only. Errors: Cancelled,
/// Timeout.
Expected<double> bestResponseValueFloat(const GameTree& tree, const FloatBehaviourProfile& profile, int player,
                                        const CancelToken& cancel = CancelToken::none());

/// Nash check for a behaviour profile: each player's payoff equals its best-reply value.
bool isBehaviourEquilibrium(const GameTree& tree, const BehaviourProfile& profile);

}  // namespace gamelab
