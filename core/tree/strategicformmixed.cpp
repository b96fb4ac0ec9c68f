// Mixed ↔ behaviour strategies (source 000 §2.5.8, Kuhn's theorem) and a strategic game as a
// tree (§2.5.4); declared in strategicform.h.
#include "core/tree/strategicform.h"
#include "core/tree/strategicformplayer.h"

#include <algorithm>
#include <set>

namespace gamelab {
namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// For each of the player's sets (position in view.sets): the distinct own sequences of its members.
std::vector<std::vector<int>> memberSequences(const GameTree& tree, const treeform::PlayerView& view) {
  std::vector<std::set<int>> seqs(view.sets.size());
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    const int set = tree.node(v).infoSet;
    if (set < 0) continue;
    const int pos = view.position[at(set)];
    if (pos >= 0) seqs[at(pos)].insert(view.nodeSeq[at(v)]);
  }
  std::vector<std::vector<int>> result;
  for (const auto& s : seqs) result.emplace_back(s.begin(), s.end());
  return result;
}

}  // namespace

BehaviourProfile behaviourFromMixed(const GameTree& tree, const TreeStrategicForm& form, int player,
                                    const RationalVector& mixed, BehaviourProfile base) {
  base.resize(tree.infoSets.size());
  for (std::size_t i = 0; i < tree.infoSets.size(); ++i) {
    const InfoSet& set = tree.infoSets[i];
    if (base[i].size() == set.actions.size()) continue;
    base[i] = set.isChance() ? set.probabilities
                             : RationalVector(set.actions.size(), Rational(1, static_cast<long>(set.actions.size())));
  }
  const treeform::PlayerView view = treeform::makePlayerView(tree, player);
  const auto members = memberSequences(tree, view);
  const auto& strategies = form.strategies[at(player)];
  std::vector<RationalVector> mass(view.sets.size());
  for (std::size_t k = 0; k < view.sets.size(); ++k)
    mass[k].assign(tree.infoSets[at(view.sets[k])].actions.size(), Rational(0));
  for (std::size_t s = 0; s < strategies.size() && s < mixed.size(); ++s) {
    if (sgn(mixed[s]) == 0 || strategies[s].empty()) continue;
    // Merged strategies are equivalent: split the weight evenly among them.
    const Rational weight = mixed[s] / static_cast<long>(strategies[s].size());
    for (const TreePureStrategy& pure : strategies[s]) {
      for (std::size_t k = 0; k < view.sets.size(); ++k) {
        if (pure[k] < 0) continue;
        const bool reached = std::any_of(members[k].begin(), members[k].end(),
                                         [&](int seq) { return treeform::consistent(view, seq, pure); });
        if (reached) mass[k][at(pure[k])] += weight;
      }
    }
  }
  for (std::size_t k = 0; k < view.sets.size(); ++k) {
    Rational total = 0;
    for (const auto& m : mass[k]) total += m;
    if (sgn(total) == 0) continue;  // never reached: keep base (uniform unless given)
    RationalVector& out = base[at(view.sets[k])];
    for (std::size_t a = 0; a < out.size(); ++a) out[a] = mass[k][a] / total;
  }
  return base;
}

RationalVector mixedFromBehaviour(const GameTree& tree, const TreeStrategicForm& form, int player,
                                  const BehaviourProfile& profile) {
  const treeform::PlayerView view = treeform::makePlayerView(tree, player);
  const auto& strategies = form.strategies[at(player)];
  RationalVector mixed(strategies.size(), Rational(0));
  for (std::size_t s = 0; s < strategies.size(); ++s) {
    for (const TreePureStrategy& pure : strategies[s]) {
      Rational product = 1;
      for (std::size_t k = 0; k < pure.size() && sgn(product) != 0; ++k)
        if (pure[k] >= 0) product *= profile[at(view.sets[k])][at(pure[k])];
      mixed[s] += product;
    }
  }
  return mixed;
}

GameTree strategicToTree(const StrategicGame& game) {
  const std::size_t n = game.players();
  GameTree tree(static_cast<int>(n));
  tree.title = game.title;
  tree.playerNames = game.playerNames;
  tree.playerNames.resize(n);
  // Level k: player k moves in one information set holding every node of the level.
  std::vector<NodeId> level{tree.root()};
  std::vector<PureProfile> prefix{PureProfile{}};
  for (std::size_t k = 0; k < n; ++k) {
    InfoSet set;
    set.player = static_cast<int>(k);
    set.number = 1;
    for (std::size_t s = 0; s < game.strategies(k); ++s) set.actions.push_back(game.strategyLabel(k, s));
    tree.infoSets.push_back(set);
    const int setIndex = static_cast<int>(tree.infoSets.size()) - 1;
    std::vector<NodeId> next;
    std::vector<PureProfile> nextPrefix;
    for (std::size_t i = 0; i < level.size(); ++i) {
      const NodeId v = level[i];
      tree.node(v).infoSet = setIndex;
      for (std::size_t s = 0; s < game.strategies(k); ++s) {
        TreeNode child;
        child.parent = v;
        tree.nodes.push_back(child);
        const NodeId c = tree.nodeCount() - 1;
        tree.node(v).children.push_back(c);
        next.push_back(c);
        PureProfile p = prefix[i];
        p.push_back(s);
        nextPrefix.push_back(std::move(p));
      }
    }
    level = std::move(next);
    prefix = std::move(nextPrefix);
  }
  for (std::size_t i = 0; i < level.size(); ++i) {
    const std::size_t t = game.profileIndex(prefix[i]);
    RationalVector payoffs(n);
    for (std::size_t k = 0; k < n; ++k) payoffs[k] = game.payoff(t, k);
    tree.node(level[i]).outcome = tree.addOutcome({}, std::move(payoffs));
  }
  return tree;
}

}  // namespace gamelab
