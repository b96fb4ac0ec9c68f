#include "core/tree/cfrplusstate.h"

#include <algorithm>

namespace gamelab::cfr {

namespace {

std::size_t ix(std::int64_t i) { return static_cast<std::size_t>(i); }

/// Nodes between two polls of the cancel token inside a walk.
constexpr NodeId kPollNodes = 4096;

}  // namespace

Expected<FlatTree> flattenTree(const GameTree& tree, const CancelToken& cancel) {
  FlatTree flat;
  const std::size_t n = ix(tree.nodeCount());
  flat.setBase.assign(tree.infoSets.size(), -1);
  flat.setActionCount.assign(tree.infoSets.size(), 0);
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s)
    flat.setActionCount[s] = static_cast<std::int32_t>(tree.infoSets[s].actions.size());
  for (int p = 0; p < 2; ++p) {
    flat.playerSets[p] = tree.infoSetsOf(p);
    for (int s : flat.playerSets[p]) {
      flat.setBase[ix(s)] = flat.actionBegin[p + 1];
      flat.actionBegin[p + 1] += static_cast<std::int32_t>(tree.infoSets[ix(s)].actions.size());
    }
    if (p == 0) flat.actionBegin[2] = flat.actionBegin[1];
  }
  flat.mover.assign(n, FlatTree::kTerminal);
  flat.firstChild.assign(n + 1, 0);
  flat.actionBase.assign(n, -1);
  flat.setOf.assign(n, -1);
  flat.payoff.assign(n, 0.0);
  std::vector<double> pay0(n, 0.0);      // player 1's payoff accumulated from the root
  RationalVector sum(n, Rational(0));    // both players' payoffs accumulated from the root
  bool haveSum = false;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    if (id % kPollNodes == 0 && cancel.isCancelled()) return stopError(cancel);
    const TreeNode& node = tree.node(id);
    const std::size_t i = ix(id);
    if (node.parent != kNoNode) {
      pay0[i] = pay0[ix(node.parent)];
      sum[i] = sum[ix(node.parent)];
    }
    if (node.outcome >= 0) {
      const RationalVector& pay = tree.outcomes[ix(node.outcome)].payoffs;
      if (!pay.empty()) {
        pay0[i] += toDouble(pay[0]);
        sum[i] += pay[0];
      }
      if (pay.size() > 1) sum[i] += pay[1];
    }
    flat.firstChild[i + 1] = flat.firstChild[i] + static_cast<std::int32_t>(node.children.size());
    flat.children.insert(flat.children.end(), node.children.begin(), node.children.end());
    if (node.children.empty()) {
      flat.payoff[i] = pay0[i];
      if (!haveSum) {
        flat.constantSum = sum[i];
        haveSum = true;
      } else if (sum[i] != flat.constantSum) {
        return makeError(ErrorCode::NotConstantSum, {std::to_string(id + 1)});
      }
      continue;
    }
    const InfoSet& set = tree.infoSets[ix(node.infoSet)];
    flat.setOf[i] = node.infoSet;
    if (set.isChance()) {
      flat.mover[i] = FlatTree::kChance;
      flat.actionBase[i] = static_cast<std::int32_t>(flat.chanceProbability.size());
      for (const Rational& p : set.probabilities) flat.chanceProbability.push_back(toDouble(p));
    } else {
      flat.mover[i] = static_cast<std::int8_t>(set.player);
      flat.actionBase[i] = flat.setBase[ix(node.infoSet)];
    }
  }
  return flat;
}

CfrPlusState::CfrPlusState(const FlatTree& flat) : flat_(flat) {
  const std::size_t actions = ix(flat.actionBegin[2]), nodes = flat.mover.size();
  regret_.assign(actions, 0.0);
  strategy_.assign(actions, 0.0);
  averageSum_.assign(actions, 0.0);
  reachOwn_.assign(nodes, 0.0);
  reachOthers_.assign(nodes, 0.0);
  value_.assign(nodes, 0.0);
  setReach_.assign(flat.setBase.size(), 0.0);
  matchRegrets(0);
  matchRegrets(1);
}

void CfrPlusState::matchRegrets(int player) {
  for (int s : flat_.playerSets[player]) {
    const std::size_t first = ix(flat_.setBase[ix(s)]);
    const std::size_t last = first + flat_.setActions(s);
    double positive = 0;
    for (std::size_t a = first; a < last; ++a) positive += std::max(regret_[a], 0.0);
    const double uniform = last > first ? 1.0 / static_cast<double>(last - first) : 0.0;
    for (std::size_t a = first; a < last; ++a)
      strategy_[a] = positive > 0 ? std::max(regret_[a], 0.0) / positive : uniform;
  }
}

std::optional<Error> CfrPlusState::iterate(std::int64_t t, const CancelToken& cancel) {
  for (int player = 0; player < 2; ++player)
    if (auto error = update(player, t, cancel)) return error;
  return std::nullopt;
}

std::optional<Error> CfrPlusState::update(int player, std::int64_t t, const CancelToken& cancel) {
  const auto n = static_cast<NodeId>(flat_.mover.size());
  if (n == 0) return std::nullopt;
  const std::int8_t own = static_cast<std::int8_t>(player);
  auto probability = [&](std::size_t i, std::size_t a) {
    const std::size_t slot = ix(flat_.actionBase[i]) + a;
    return flat_.mover[i] == FlatTree::kChance ? flat_.chanceProbability[slot] : strategy_[slot];
  };
  // Top-down: the player's own reach and the others' (opponent and chance) reach.
  reachOwn_[0] = reachOthers_[0] = 1.0;
  for (NodeId id = 0; id < n; ++id) {
    if (id % kPollNodes == 0 && cancel.isCancelled()) return stopError(cancel);
    const std::size_t i = ix(id);
    const std::int8_t mover = flat_.mover[i];
    if (mover == FlatTree::kTerminal) continue;
    if (mover == own) setReach_[ix(flat_.setOf[i])] = reachOwn_[i];
    const std::size_t first = ix(flat_.firstChild[i]), count = ix(flat_.firstChild[i + 1]) - first;
    for (std::size_t a = 0; a < count; ++a) {
      const std::size_t c = ix(flat_.children[first + a]);
      const double p = probability(i, a);
      reachOwn_[c] = mover == own ? reachOwn_[i] * p : reachOwn_[i];
      reachOthers_[c] = mover == own ? reachOthers_[i] : reachOthers_[i] * p;
    }
  }
  // Bottom-up: values for the player under the current strategies; at the player's nodes the
  // counterfactual regrets (others' reach × (action value − node value)) add to the set's.
  const double sign = player == 0 ? 1.0 : -1.0;
  for (NodeId id = n - 1; id >= 0; --id) {
    if (id % kPollNodes == 0 && cancel.isCancelled()) return stopError(cancel);
    const std::size_t i = ix(id);
    const std::int8_t mover = flat_.mover[i];
    if (mover == FlatTree::kTerminal) {
      value_[i] = sign * flat_.payoff[i];
      continue;
    }
    const std::size_t first = ix(flat_.firstChild[i]), count = ix(flat_.firstChild[i + 1]) - first;
    double v = 0;
    for (std::size_t a = 0; a < count; ++a) v += probability(i, a) * value_[ix(flat_.children[first + a])];
    value_[i] = v;
    if (mover != own || reachOthers_[i] == 0) continue;
    const std::size_t base = ix(flat_.actionBase[i]);
    for (std::size_t a = 0; a < count; ++a)
      regret_[base + a] += reachOthers_[i] * (value_[ix(flat_.children[first + a])] - v);
  }
  // Regret matching+: clamp at 0; the average gains t × own reach × the strategy just played.
  const double weight = static_cast<double>(t);
  for (int s : flat_.playerSets[player]) {
    const std::size_t first = ix(flat_.setBase[ix(s)]), last = first + flat_.setActions(s);
    const double reach = weight * setReach_[ix(s)];
    for (std::size_t a = first; a < last; ++a) {
      averageSum_[a] += reach * strategy_[a];
      regret_[a] = std::max(regret_[a], 0.0);
    }
  }
  matchRegrets(player);
  return std::nullopt;
}

FloatBehaviourProfile CfrPlusState::average(const GameTree& tree) const {
  FloatBehaviourProfile profile(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (set.isChance()) {
      for (const Rational& p : set.probabilities) profile[s].push_back(toDouble(p));
      continue;
    }
    const std::size_t actions = set.actions.size();
    profile[s].assign(actions, actions > 0 ? 1.0 / static_cast<double>(actions) : 0.0);
    if (flat_.setBase[s] < 0) continue;
    const std::size_t first = ix(flat_.setBase[s]);
    double total = 0;
    for (std::size_t a = 0; a < actions; ++a) total += averageSum_[first + a];
    if (total > 0)
      for (std::size_t a = 0; a < actions; ++a) profile[s][a] = averageSum_[first + a] / total;
  }
  return profile;
}

}  // namespace gamelab::cfr

