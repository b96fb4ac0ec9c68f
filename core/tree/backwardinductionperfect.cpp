// Backward induction on perfect-information trees (every player's set has one member).
//
// Speed: no per-node values are stored. Each node keeps a reference to the vector of payoffs
// its subtree yields under the equilibrium: an outcome of the tree (a leaf, or a decision node
// without an outcome of its own that passes its chosen child's reference up), the zero vector
// (a leaf without outcome), or an entry of a pool that holds the vectors that have to be
// computed (chance nodes, and decision nodes with an outcome of their own). A tree with payoffs
// only at leaves and no chance therefore costs one comparison of two Rationals per edge.
#include "core/tree/backwardinductiondetail.h"

#include <cstdint>

namespace gamelab::detail {

namespace {

/// cmp(a, b), without GMP's cross multiplication when both are integers (the common case).
inline int compareValues(const Rational& a, const Rational& b) {
  const mpq_srcptr x = a.get_mpq_t(), y = b.get_mpq_t();
  if (mpz_cmp_ui(mpq_denref(x), 1) == 0 && mpz_cmp_ui(mpq_denref(y), 1) == 0)
    return mpz_cmp(mpq_numref(x), mpq_numref(y));
  return mpq_cmp(x, y);
}

constexpr std::int32_t kZeroRef = -1;  // the zero vector; <= -2: outcome -2 - ref; >= 0: pool entry

class ValueStore {
 public:
  ValueStore(const GameTree& tree) : tree_(tree), players_(static_cast<std::size_t>(tree.players())), zeros_(players_) {}

  static std::int32_t outcomeRef(int outcome) { return -2 - outcome; }

  /// The first of players() payoffs. Valid until the next add().
  const Rational* values(std::int32_t ref) const {
    if (ref >= 0) return pool_.data() + static_cast<std::size_t>(ref) * players_;
    if (ref == kZeroRef) return zeros_.data();
    return tree_.outcomes[static_cast<std::size_t>(-2 - ref)].payoffs.data();
  }

  std::int32_t add(const RationalVector& v) {
    const auto ref = static_cast<std::int32_t>(pool_.size() / players_);
    for (const Rational& x : v) pool_.push_back(x);
    return ref;
  }

  RationalVector vector(std::int32_t ref) const {
    const Rational* v = values(ref);
    return RationalVector(v, v + players_);
  }

 private:
  const GameTree& tree_;
  std::size_t players_;
  RationalVector zeros_;
  RationalVector pool_;
};

}  // namespace

Expected<SubgamePerfectResult> solvePerfectInformation(const GameTree& tree, const SubgamePerfectOptions& options,
                                                       const Progress& progress, const CancelToken& cancel) {
  const auto n = static_cast<std::size_t>(tree.nodeCount());
  const auto players = static_cast<std::size_t>(tree.players());
  SubgamePerfectResult result;
  result.perfectInformation = true;
  result.optimalActions.resize(n);
  std::vector<std::int32_t> ref(n, kZeroRef);
  std::vector<std::int32_t> chosen(n, -1);
  ValueStore store(tree);
  RationalVector scratch(players);
  std::vector<int> ties;
  constexpr NodeId kPollMask = (1 << 16) - 1;

  for (NodeId id = tree.nodeCount() - 1; id >= 0; --id) {  // children before parents
    if ((id & kPollMask) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      progress.report(1.0 - static_cast<double>(id) / static_cast<double>(n), "backward-induction");
    }
    const auto i = static_cast<std::size_t>(id);
    const TreeNode& node = tree.nodes[i];
    if (node.isTerminal()) {
      ref[i] = node.outcome >= 0 ? ValueStore::outcomeRef(node.outcome) : kZeroRef;
      continue;
    }
    const InfoSet& set = tree.infoSets[static_cast<std::size_t>(node.infoSet)];
    const auto& children = node.children;
    std::int32_t below;
    if (set.isChance()) {
      for (Rational& x : scratch) x = 0;
      for (std::size_t a = 0; a < children.size(); ++a) {
        const Rational& q = set.probabilities[a];
        if (q == 0) continue;
        const Rational* v = store.values(ref[static_cast<std::size_t>(children[a])]);
        for (std::size_t k = 0; k < players; ++k) scratch[k] += q * v[k];
      }
      below = store.add(scratch);
    } else {
      const auto p = static_cast<std::size_t>(set.player);
      ties.assign(1, 0);
      std::int32_t bestRef = ref[static_cast<std::size_t>(children[0])];
      for (std::size_t a = 1; a < children.size(); ++a) {
        const std::int32_t r = ref[static_cast<std::size_t>(children[a])];
        const int c = r == bestRef ? 0 : compareValues(store.values(r)[p], store.values(bestRef)[p]);
        if (c > 0) {
          bestRef = r;
          ties.assign(1, static_cast<int>(a));
        } else if (c == 0) {
          ties.push_back(static_cast<int>(a));
        }
      }
      chosen[i] = ties.front();
      result.optimalActions[i] = ties;
      below = bestRef;
    }
    if (node.outcome >= 0) {
      const Rational* own = tree.outcomes[static_cast<std::size_t>(node.outcome)].payoffs.data();
      const Rational* v = store.values(below);
      for (std::size_t k = 0; k < players; ++k) scratch[k] = own[k] + v[k];
      below = store.add(scratch);
    }
    ref[i] = below;
  }

  result.payoffs = store.vector(ref[0]);
  result.behaviour.resize(tree.infoSets.size());
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (set.isChance()) result.behaviour[s] = set.probabilities;
    else result.behaviour[s].resize(set.actions.size());
  }
  result.subgameRoot.assign(n, false);
  for (std::size_t i = 0; i < n; ++i) {
    const TreeNode& node = tree.nodes[i];
    if (node.isTerminal()) continue;
    result.subgameRoot[i] = true;
    if (chosen[i] >= 0) result.behaviour[static_cast<std::size_t>(node.infoSet)][static_cast<std::size_t>(chosen[i])] = 1;
  }
  // Sets without members (not produced by editing, but possible in hand-made trees): uniform.
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    RationalVector& b = result.behaviour[s];
    if (tree.infoSets[s].isChance() || b.empty()) continue;
    Rational total = 0;
    for (const Rational& x : b) total += x;
    if (total == 0)
      for (Rational& x : b) x = Rational(1, static_cast<long>(b.size()));
  }
  result.onPath = reachedNodes(tree, result.behaviour);
  if (options.keepNodeValues) {
    result.nodeValues.resize(n);
    for (std::size_t i = 0; i < n; ++i) result.nodeValues[i] = store.vector(ref[i]);
  }
  if (options.countPure) {
    auto count = countPureSubgamePerfect(tree, cancel);
    if (!count) return count.error();
    result.pureCount = *count;
  }
  progress.report(1.0, "backward-induction");
  return result;
}

}  // namespace gamelab::detail
