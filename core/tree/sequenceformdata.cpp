#include "core/tree/sequenceformdata.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_map>

namespace gamelab {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

}  // namespace

Expected<SequenceFormData> buildSequenceForm(const GameTree& tree, const CancelToken& cancel, SequencePayoffs which) {
  const bool both = which == SequencePayoffs::BothPlayers;
  SequenceFormData data;
  const std::size_t setCount = tree.infoSets.size();
  for (int p = 0; p < 2; ++p) {
    PlayerSequences& seq = data.players[p];
    seq.base.assign(setCount, -1);
    seq.parent.assign(setCount, -1);
    for (int s : tree.infoSetsOf(p)) {
      const auto actions = static_cast<int>(tree.infoSets[ix(s)].actions.size());
      if (actions < 2) continue;  // base = parent, set when a member is met
      seq.sets.push_back(s);
      seq.base[ix(s)] = seq.count;
      seq.count += actions;
    }
  }
  const std::size_t n = ix(tree.nodeCount());
  // Top-down: each node's sequences of both players, chance probability and accumulated payoffs.
  std::vector<int> seq0(n, 0), seq1(n, 0);
  RationalVector chance(n, Rational(0));
  RationalVector pay0(n, Rational(0)), pay1(n, Rational(0));
  std::unordered_map<std::int64_t, std::pair<Rational, Rational>> entries;  // both players' sums
  const auto columns = static_cast<std::int64_t>(data.players[1].count);
  bool haveSum = false;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    if ((id & 1023) == 0 && cancel.isCancelled()) return stopError(cancel);
    const TreeNode& node = tree.node(id);
    const std::size_t i = ix(id);
    if (id == 0) chance[0] = 1;
    if (node.outcome >= 0) {
      const RationalVector& pay = tree.outcomes[ix(node.outcome)].payoffs;
      if (!pay.empty()) pay0[i] += pay[0];
      if (pay.size() > 1) pay1[i] += pay[1];
      const bool collect0 = !pay.empty() && pay[0] != 0, collect1 = both && pay.size() > 1 && pay[1] != 0;
      if ((collect0 || collect1) && chance[i] != 0) {
        auto& entry = entries[seq0[i] * columns + seq1[i]];
        if (collect0) entry.first += chance[i] * pay[0];
        if (collect1) entry.second += chance[i] * pay[1];
      }
    }
    if (node.children.empty()) {
      if (both) continue;
      const Rational sum = pay0[i] + pay1[i];
      if (!haveSum) {
        data.constantSum = sum;
        haveSum = true;
      } else if (sum != data.constantSum) {
        return makeError(ErrorCode::NotConstantSum, {std::to_string(id + 1)});
      }
      continue;
    }
    const int s = node.infoSet;
    const InfoSet& set = tree.infoSets[ix(s)];
    if (set.player == 0 || set.player == 1) {
      PlayerSequences& own = data.players[set.player];
      if (own.parent[ix(s)] < 0) {
        own.parent[ix(s)] = set.player == 0 ? seq0[i] : seq1[i];
        if (set.actions.size() < 2) own.base[ix(s)] = own.parent[ix(s)];
      }
    }
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      const std::size_t c = ix(node.children[a]);
      seq0[c] = seq0[i];
      seq1[c] = seq1[i];
      pay0[c] = pay0[i];
      pay1[c] = pay1[i];
      if (set.isChance()) {
        chance[c] = chance[i] * set.probabilities[a];
      } else {
        chance[c] = chance[i];
        const int sequence = data.players[set.player].base[ix(s)] + static_cast<int>(a);
        (set.player == 0 ? seq0[c] : seq1[c]) = sequence;
      }
    }
  }
  data.payoffs.reserve(entries.size());
  for (auto& [key, value] : entries)
    if (value.first != 0 || value.second != 0)
      data.payoffs.push_back({static_cast<int>(key / columns), static_cast<int>(key % columns),
                              std::move(value.first), std::move(value.second)});
  std::sort(data.payoffs.begin(), data.payoffs.end(), [](const SequencePayoff& a, const SequencePayoff& b) {
    return a.column != b.column ? a.column < b.column : a.row < b.row;
  });
  return data;
}

void behaviourFromPlan(const GameTree& tree, const PlayerSequences& sequences, const RationalVector& plan,
                       BehaviourProfile& profile) {
  for (int s : sequences.sets) {
    const std::size_t actions = tree.infoSets[ix(s)].actions.size();
    RationalVector& out = profile[ix(s)];
    out.assign(actions, Rational(1, static_cast<long>(actions)));
    const int parent = sequences.parent[ix(s)];
    if (parent < 0 || plan[ix(parent)] <= 0) continue;
    for (std::size_t a = 0; a < actions; ++a) out[a] = plan[ix(sequences.base[ix(s)]) + a] / plan[ix(parent)];
  }
}

void floatBehaviourFromPlan(const GameTree& tree, const PlayerSequences& sequences, const std::vector<double>& plan,
                            FloatBehaviourProfile& profile) {
  for (int s : sequences.sets) {
    const std::size_t actions = tree.infoSets[ix(s)].actions.size();
    std::vector<double>& out = profile[ix(s)];
    out.assign(actions, 1.0 / static_cast<double>(actions));
    const int parent = sequences.parent[ix(s)];
    if (parent < 0 || !(plan[ix(parent)] > 1e-9)) continue;
    double sum = 0;
    for (std::size_t a = 0; a < actions; ++a) {
      const double p = plan[ix(sequences.base[ix(s)]) + a] / plan[ix(parent)];
      out[a] = std::isfinite(p) ? std::clamp(p, 0.0, 1.0) : 0.0;
      sum += out[a];
    }
    if (sum <= 0) {
      out.assign(actions, 1.0 / static_cast<double>(actions));
      continue;
    }
    for (double& p : out) p /= sum;
  }
}

FloatBehaviourProfile floatBehaviour(const BehaviourProfile& profile) {
  FloatBehaviourProfile out(profile.size());
  for (std::size_t s = 0; s < profile.size(); ++s)
    for (const Rational& p : profile[s]) out[s].push_back(toDouble(p));
  return out;
}

void behaviourFromFloatPlan(const GameTree& tree, const PlayerSequences& sequences, const std::vector<double>& plan,
                            long maxDenominator, BehaviourProfile& profile) {
  FloatBehaviourProfile conditional(tree.infoSets.size());
  floatBehaviourFromPlan(tree, sequences, plan, conditional);
  for (int s : sequences.sets) {
    const std::size_t actions = tree.infoSets[ix(s)].actions.size();
    RationalVector& out = profile[ix(s)];
    out.assign(actions, Rational(1, static_cast<long>(actions)));
    RationalVector rounded(actions);
    Rational sum = 0;
    for (std::size_t a = 0; a < actions; ++a) {
      rounded[a] = approximate(conditional[ix(s)][a], maxDenominator);
      sum += rounded[a];
    }
    if (sum <= 0) continue;
    for (std::size_t a = 0; a < actions; ++a) out[a] = rounded[a] / sum;
  }
}

RationalVector planFromBehaviour(const GameTree& tree, const PlayerSequences& sequences,
                                 const BehaviourProfile& profile) {
  RationalVector plan(ix(sequences.count), Rational(0));
  plan[0] = 1;
  // A set's parent sequence belongs to a set met earlier on every path; parents come before
  // children in first-member order, which is increasing id order.
  std::vector<std::pair<NodeId, int>> order;
  std::vector<NodeId> first(tree.infoSets.size(), kNoNode);
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const int s = tree.node(id).infoSet;
    if (s >= 0 && first[ix(s)] == kNoNode) first[ix(s)] = id;
  }
  for (int s : sequences.sets) order.emplace_back(first[ix(s)], s);
  std::sort(order.begin(), order.end());
  for (const auto& [node, s] : order) {
    (void)node;
    const int parent = sequences.parent[ix(s)];
    if (parent < 0) continue;  // a set without members
    const RationalVector& b = profile[ix(s)];
    for (std::size_t a = 0; a < b.size(); ++a) plan[ix(sequences.base[ix(s)]) + a] = plan[ix(parent)] * b[a];
  }
  return plan;
}

}  // namespace gamelab
