#include "core/tree/behaviour.h"

#include <algorithm>
#include <cstddef>

namespace gamelab {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// Probability of action `a` at the set of non-terminal node `id` under `profile`.
const Rational& actionProbability(const GameTree& tree, const BehaviourProfile& profile, NodeId id, int a) {
  return profile[ix(tree.node(id).infoSet)][ix(a)];
}

}  // namespace

BehaviourProfile uniformBehaviour(const GameTree& tree) {
  BehaviourProfile profile(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (set.isChance()) {
      profile[s] = set.probabilities;
    } else {
      const auto n = static_cast<long>(set.actions.size());
      profile[s].assign(set.actions.size(), n > 0 ? Rational(1, n) : Rational(0));
    }
  }
  return profile;
}

bool isBehaviourProfile(const GameTree& tree, const BehaviourProfile& profile) {
  if (profile.size() != tree.infoSets.size()) return false;
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (profile[s].size() != set.actions.size()) return false;
    if (set.isChance()) continue;  // chance sets carry their own probabilities
    Rational sum = 0;
    for (const Rational& p : profile[s]) {
      if (p < 0) return false;
      sum += p;
    }
    if (sum != 1) return false;
  }
  return true;
}

RationalVector reachProbabilities(const GameTree& tree, const BehaviourProfile& profile) {
  RationalVector reach(ix(tree.nodeCount()), Rational(0));
  if (tree.nodeCount() == 0) return reach;
  reach[0] = 1;
  // Parent ids are smaller than child ids: one pass in increasing id order.
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const TreeNode& n = tree.node(id);
    if (reach[ix(id)] == 0) continue;  // children stay 0
    for (std::size_t a = 0; a < n.children.size(); ++a)
      reach[ix(n.children[a])] = reach[ix(id)] * actionProbability(tree, profile, id, static_cast<int>(a));
  }
  return reach;
}

RationalVector expectedPayoffs(const GameTree& tree, const BehaviourProfile& profile) {
  RationalVector result(ix(tree.players()), Rational(0));
  const RationalVector reach = reachProbabilities(tree, profile);
  // A play's payoff is the sum of the outcomes on its path, so the expectation is the sum over
  // nodes of reach × outcome (the reach of a node is the total reach of the plays through it).
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const int o = tree.node(id).outcome;
    if (o < 0 || reach[ix(id)] == 0) continue;
    const RationalVector& pay = tree.outcomes[ix(o)].payoffs;
    for (std::size_t k = 0; k < result.size() && k < pay.size(); ++k) result[k] += reach[ix(id)] * pay[k];
  }
  return result;
}

namespace {

/// The best-reply walk of `player` shared by the exact and the floating-point versions:
/// `probability(id, a)` is the others' (or chance's) probability of action a at node id,
/// `payoff(outcome)` the player's payoff in an outcome. Returns the best-reply value; when
/// `actionValues` is given it receives each of the player's sets' action values and `choices`
/// the chosen action (per set index; other sets untouched).
template <class Num, class Probability, class Payoff>
Expected<Num> bestReplyWalk(const GameTree& tree, int player, Probability probability, Payoff payoff,
                            const CancelToken& cancel, std::vector<std::vector<Num>>* actionValues,
                            std::vector<std::size_t>* choices) {
  const std::size_t nodeCount = ix(tree.nodeCount());
  const std::size_t setCount = tree.infoSets.size();
  // Per node: the reach probability by chance and the other players (`others`), and the
  // player's own last (set, action) on the path, encoded as sequence = set's base + action,
  // where base(s) = 1 + Σ of earlier sets' action counts; 0 = the empty sequence.
  std::vector<int> base(setCount, -1);
  int sequenceCount = 1;
  for (std::size_t s = 0; s < setCount; ++s) {
    if (tree.infoSets[s].player != player) continue;
    base[s] = sequenceCount;
    sequenceCount += static_cast<int>(tree.infoSets[s].actions.size());
  }
  std::vector<Num> others(nodeCount, Num(0));
  std::vector<int> sequence(nodeCount, 0);
  if (nodeCount > 0) others[0] = 1;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    if ((id & 1023) == 0 && cancel.isCancelled()) return stopError(cancel);
    const TreeNode& n = tree.node(id);
    if (n.children.empty()) continue;
    const bool own = tree.infoSets[ix(n.infoSet)].player == player;
    for (std::size_t a = 0; a < n.children.size(); ++a) {
      const std::size_t c = ix(n.children[a]);
      if (own) {
        others[c] = others[ix(id)];
        sequence[c] = base[ix(n.infoSet)] + static_cast<int>(a);
      } else {
        others[c] = others[ix(id)] * probability(id, static_cast<int>(a));
        sequence[c] = sequence[ix(id)];
      }
    }
  }
  // Direct payoff of each sequence: outcomes at nodes whose own last move is that sequence.
  std::vector<Num> sequenceValue(ix(sequenceCount), Num(0));
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const int o = tree.node(id).outcome;
    if (o < 0 || others[ix(id)] == 0) continue;
    sequenceValue[ix(sequence[ix(id)])] += others[ix(id)] * payoff(o);
  }
  // The player's sets with their parent sequence (from the first member; all members agree
  // under perfect recall) and minimal member id.
  std::vector<int> parentSequence(setCount, -1);
  std::vector<NodeId> firstMember(setCount, kNoNode);
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const int s = tree.node(id).infoSet;
    if (s < 0 || tree.infoSets[ix(s)].player != player || firstMember[ix(s)] != kNoNode) continue;
    firstMember[ix(s)] = id;
    parentSequence[ix(s)] = sequence[ix(id)];
  }
  std::vector<int> order;
  for (std::size_t s = 0; s < setCount; ++s)
    if (firstMember[s] != kNoNode) order.push_back(static_cast<int>(s));
  // Under perfect recall every set that follows (s, a) has all members below members of s, so
  // its first member has a larger id: decreasing first-member id visits later sets first.
  std::sort(order.begin(), order.end(), [&](int a, int b) { return firstMember[ix(a)] > firstMember[ix(b)]; });
  for (std::size_t k = 0; k < order.size(); ++k) {
    if ((k & 255) == 0 && cancel.isCancelled()) return stopError(cancel);
    const std::size_t s = ix(order[k]);
    const std::size_t actions = tree.infoSets[s].actions.size();
    if (actions == 0) continue;
    std::size_t best = 0;
    for (std::size_t a = 1; a < actions; ++a)
      if (sequenceValue[ix(base[s]) + a] > sequenceValue[ix(base[s]) + best]) best = a;
    if (actionValues)
      (*actionValues)[s].assign(sequenceValue.begin() + base[s], sequenceValue.begin() + base[s] + static_cast<long>(actions));
    if (choices) (*choices)[s] = best;
    sequenceValue[ix(parentSequence[s])] += sequenceValue[ix(base[s]) + best];
  }
  return sequenceValue[0];
}

}  // namespace

Expected<BestResponse> bestResponse(const GameTree& tree, const BehaviourProfile& profile, int player,
                                    const CancelToken& cancel) {
  BestResponse result;
  result.actionValues.assign(tree.infoSets.size(), {});
  std::vector<std::size_t> choices(tree.infoSets.size(), 0);
  auto value = bestReplyWalk<Rational>(
      tree, player, [&](NodeId id, int a) -> const Rational& { return actionProbability(tree, profile, id, a); },
      [&](int o) -> Rational {
        const RationalVector& pay = tree.outcomes[ix(o)].payoffs;
        return ix(player) < pay.size() ? pay[ix(player)] : Rational(0);
      },
      cancel, &result.actionValues, &choices);
  if (!value) return value.error();
  result.value = std::move(*value);
  result.behaviour = profile;
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const std::size_t actions = result.actionValues[s].size();
    if (actions == 0) continue;
    result.behaviour[s].assign(actions, Rational(0));
    result.behaviour[s][choices[s]] = 1;
  }
  return result;
}

Expected<double> bestResponseValueFloat(const GameTree& tree, const FloatBehaviourProfile& profile, int player,
                                        const CancelToken& cancel) {
  std::vector<double> payoffs(tree.outcomes.size(), 0.0);
  for (std::size_t o = 0; o < payoffs.size(); ++o)
    if (ix(player) < tree.outcomes[o].payoffs.size()) payoffs[o] = toDouble(tree.outcomes[o].payoffs[ix(player)]);
  return bestReplyWalk<double>(
      tree, player, [&](NodeId id, int a) { return profile[ix(tree.node(id).infoSet)][ix(a)]; },
      [&](int o) { return payoffs[ix(o)]; }, cancel, nullptr, nullptr);
}

bool isBehaviourEquilibrium(const GameTree& tree, const BehaviourProfile& profile) {
  if (!isBehaviourProfile(tree, profile)) return false;
  const RationalVector payoffs = expectedPayoffs(tree, profile);
  for (int p = 0; p < tree.players(); ++p) {
    auto reply = bestResponse(tree, profile, p);
    if (!reply || reply->value != payoffs[ix(p)]) return false;
  }
  return true;
}

}  // namespace gamelab
