// The number of pure subgame-perfect equilibria of a perfect-information tree.
//
// A pure behaviour profile chooses one action at every decision node; it is subgame perfect iff
// at every node the chosen action maximises the mover's payoff given the profile below. Per
// node, the DP keeps the distinct payoff vectors that SPE of its subtree yield, each with the
// number of SPE (of the subtree) yielding it:
//  - leaf: its outcome (or zeros), once;
//  - decision node of player p, children maps M_1..M_k: choosing a with value u (count c) is
//    optimal iff every other child's value w has w_p <= u_p, so it contributes
//    c · Π_{b≠a} #{SPE of b with w_p <= u_p} (prefix sums over M_b sorted by w_p);
//  - chance node: every combination of the children's values, by expectation (product of counts).
// A node's own outcome is added to every value of its map.
#include "core/tree/backwardinductiondetail.h"

#include <algorithm>
#include <map>

namespace gamelab::detail {

namespace {

using ValueMap = std::map<RationalVector, mpz_class>;

/// One child's values sorted by the mover's payoff, with prefix sums of the counts.
struct SortedChild {
  std::vector<Rational> key;     // ascending
  std::vector<mpz_class> prefix; // prefix[j] = Σ counts of entries 0..j

  SortedChild(const ValueMap& map, std::size_t player) {
    std::vector<std::pair<Rational, mpz_class>> entries;
    entries.reserve(map.size());
    for (const auto& [value, count] : map) entries.emplace_back(value[player], count);
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    mpz_class sum = 0;
    for (auto& [k, c] : entries) {
      sum += c;
      key.push_back(k);
      prefix.push_back(sum);
    }
  }

  /// Number of SPE of this child whose value to the mover is at most x.
  mpz_class atMost(const Rational& x) const {
    const auto it = std::upper_bound(key.begin(), key.end(), x);
    if (it == key.begin()) return 0;
    return prefix[static_cast<std::size_t>(it - key.begin()) - 1];
  }
};

/// nullopt when cancelled (polled every 4096 values).
std::optional<ValueMap> decisionMap(const std::vector<const ValueMap*>& children, std::size_t player,
                                    const CancelToken& cancel) {
  std::vector<SortedChild> sorted;
  sorted.reserve(children.size());
  for (const ValueMap* m : children) sorted.emplace_back(*m, player);
  ValueMap out;
  std::size_t values = 0;
  for (std::size_t a = 0; a < children.size(); ++a)
    for (const auto& [value, count] : *children[a]) {
      if ((++values & 0xFFF) == 0 && cancel.isCancelled()) return std::nullopt;
      mpz_class total = count;
      for (std::size_t b = 0; b < children.size() && total != 0; ++b)
        if (b != a) total *= sorted[b].atMost(value[player]);
      if (total != 0) out[value] += total;
    }
  return out;
}

}  // namespace

Expected<std::optional<mpz_class>> countPureSubgamePerfect(const GameTree& tree, const CancelToken& cancel) {
  const auto n = static_cast<std::size_t>(tree.nodeCount());
  const auto players = static_cast<std::size_t>(tree.players());
  std::vector<ValueMap> maps(n);
  std::vector<const ValueMap*> childMaps;
  for (NodeId id = tree.nodeCount() - 1; id >= 0; --id) {  // children before parents
    if ((id & 0xFFF) == 0 && cancel.isCancelled()) return stopError(cancel);
    const auto i = static_cast<std::size_t>(id);
    const TreeNode& node = tree.nodes[i];
    ValueMap& here = maps[i];
    if (node.isTerminal()) {
      here.emplace(RationalVector(players), 1);
    } else {
      const InfoSet& set = tree.infoSets[static_cast<std::size_t>(node.infoSet)];
      childMaps.clear();
      for (NodeId c : node.children) childMaps.push_back(&maps[static_cast<std::size_t>(c)]);
      if (set.isChance()) {
        here.emplace(RationalVector(players), 1);
        for (std::size_t a = 0; a < node.children.size(); ++a) {
          const Rational& q = set.probabilities[a];
          if (here.size() * childMaps[a]->size() > kMaxCombinedPairs) return std::optional<mpz_class>();
          ValueMap next;
          std::size_t pairs = 0;
          for (const auto& [acc, count] : here)
            for (const auto& [value, childCount] : *childMaps[a]) {
              if ((++pairs & 0xFFF) == 0 && cancel.isCancelled()) return stopError(cancel);
              RationalVector sum = acc;
              if (q != 0)
                for (std::size_t k = 0; k < players; ++k) sum[k] += q * value[k];
              next[std::move(sum)] += count * childCount;
            }
          here = std::move(next);
        }
      } else {
        auto decided = decisionMap(childMaps, static_cast<std::size_t>(set.player), cancel);
        if (!decided) return stopError(cancel);
        here = std::move(*decided);
      }
      for (NodeId c : node.children) ValueMap().swap(maps[static_cast<std::size_t>(c)]);
    }
    if (here.size() > kMaxCountedValues) return std::optional<mpz_class>();
    if (node.outcome >= 0) {
      const RationalVector& own = tree.outcomes[static_cast<std::size_t>(node.outcome)].payoffs;
      ValueMap shifted;
      for (auto& [value, count] : here) {
        RationalVector v = value;
        for (std::size_t k = 0; k < players; ++k) v[k] += own[k];
        shifted.emplace(std::move(v), count);
      }
      here = std::move(shifted);
    }
  }
  mpz_class total = 0;
  for (const auto& [value, count] : maps[0]) total += count;
  return std::optional<mpz_class>(total);
}

}  // namespace gamelab::detail
