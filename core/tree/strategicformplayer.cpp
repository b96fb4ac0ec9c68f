#include "core/tree/strategicformplayer.h"

#include <algorithm>
#include <gmpxx.h>
#include <map>
#include <tuple>

namespace gamelab::treeform {
namespace {
std::size_t at(int i) { return static_cast<std::size_t>(i); }
}  // namespace

PlayerView makePlayerView(const GameTree& tree, int player) {
  PlayerView view;
  view.player = player;
  view.sets = tree.infoSetsOf(player);
  view.position.assign(tree.infoSets.size(), -1);
  for (std::size_t k = 0; k < view.sets.size(); ++k) view.position[at(view.sets[k])] = static_cast<int>(k);
  view.nodeSeq.assign(tree.nodes.size(), 0);
  std::map<std::tuple<int, int, int>, int> interned;
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    const TreeNode& node = tree.node(v);
    if (node.children.empty()) continue;
    const int pos = node.infoSet >= 0 ? view.position[at(node.infoSet)] : -1;
    const int parentSeq = view.nodeSeq[at(v)];
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      int seq = parentSeq;
      if (pos >= 0) {
        auto [it, fresh] = interned.try_emplace({parentSeq, pos, static_cast<int>(a)}, static_cast<int>(view.seqParent.size()));
        if (fresh) {
          view.seqParent.push_back(parentSeq);
          view.seqPos.push_back(pos);
          view.seqAction.push_back(static_cast<int>(a));
        }
        seq = it->second;
      }
      view.nodeSeq[at(node.children[a])] = seq;
    }
  }
  return view;
}

bool consistent(const PlayerView& view, int seq, const TreePureStrategy& strategy) {
  for (int q = seq; q > 0; q = view.seqParent[at(q)])
    if (strategy[at(view.seqPos[at(q)])] != view.seqAction[at(q)]) return false;
  return true;
}

Expected<std::vector<std::vector<std::size_t>>> consistentStrategies(const GameTree& tree, const PlayerView& view,
                                                                     const std::vector<TreePureStrategy>& pure,
                                                                     const CancelToken& cancel) {
  // The extensions of each sequence, grouped by the set they choose at: the child sequence
  // per action (-1 where the action makes none).
  struct After {
    int set = 0;                ///< position in view.sets
    std::vector<int> byAction;  ///< child sequence per action
  };
  const std::size_t seqs = view.seqParent.size();
  std::vector<std::vector<After>> after(seqs);
  for (std::size_t q = 1; q < seqs; ++q) {
    auto& groups = after[at(view.seqParent[q])];
    const int set = view.seqPos[q];
    auto group = std::find_if(groups.begin(), groups.end(), [set](const After& g) { return g.set == set; });
    if (group == groups.end()) {
      groups.push_back({set, std::vector<int>(tree.infoSets[at(view.sets[at(set)])].actions.size(), -1)});
      group = groups.end() - 1;
    }
    group->byAction[at(view.seqAction[q])] = static_cast<int>(q);
  }
  std::vector<std::vector<std::size_t>> lists(seqs);
  std::vector<int> stack;
  for (std::size_t s = 0; s < pure.size(); ++s) {
    if ((s & 4095) == 4095 && cancel.isCancelled()) return stopError(cancel);
    stack.assign(1, 0);
    while (!stack.empty()) {
      const int q = stack.back();
      stack.pop_back();
      lists[at(q)].push_back(s);
      for (const After& g : after[at(q)]) {
        const int action = pure[s][at(g.set)];
        if (action >= 0 && g.byAction[at(action)] >= 0) stack.push_back(g.byAction[at(action)]);
      }
    }
  }
  return lists;
}

std::string strategyCountText(const GameTree& tree, const PlayerView& view) {
  mpz_class count = 1;
  for (int s : view.sets) count *= static_cast<unsigned long>(tree.infoSets[at(s)].actions.size());
  return count.get_str();
}

std::optional<std::string> reducedCountText(const GameTree& tree, const PlayerView& view) {
  // The sets that follow each own sequence (perfect recall: one sequence per set).
  std::vector<int> setSeq(view.sets.size(), -1);
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    const int set = tree.node(v).infoSet;
    if (set < 0 || view.position[at(set)] < 0) continue;
    int& seq = setSeq[at(view.position[at(set)])];
    if (seq >= 0 && seq != view.nodeSeq[at(v)]) return std::nullopt;
    seq = view.nodeSeq[at(v)];
  }
  // count(q) = product over the sets after q of the sum over their actions of count(q·a);
  // sequence ids grow downwards, so a descending loop sees extensions first.
  const std::size_t seqs = view.seqParent.size();
  std::vector<mpz_class> count(seqs, 1), sum(view.sets.size(), 0);
  std::vector<std::vector<int>> setsAfter(seqs);
  for (std::size_t k = 0; k < setSeq.size(); ++k)
    if (setSeq[k] >= 0) setsAfter[at(setSeq[k])].push_back(static_cast<int>(k));
  for (std::size_t q = seqs; q-- > 0;) {
    for (int k : setsAfter[q]) count[q] *= sum[at(k)];
    if (q > 0) sum[at(view.seqPos[q])] += count[q];
  }
  return count[0].get_str();
}

namespace {

Expected<std::vector<TreePureStrategy>> allStrategies(const GameTree& tree, const PlayerView& view, std::uint64_t cap,
                                                      const CancelToken& cancel) {
  std::vector<int> counts;
  std::uint64_t total = 1;
  for (int s : view.sets) {
    counts.push_back(static_cast<int>(tree.infoSets[at(s)].actions.size()));
    total *= static_cast<std::uint64_t>(counts.back());
    if (total > cap) return makeError(ErrorCode::TooLarge);
  }
  std::vector<TreePureStrategy> result;
  result.reserve(total);
  TreePureStrategy current(view.sets.size(), 0);
  for (std::uint64_t i = 0; i < total; ++i) {
    if ((i & 4095) == 4095 && cancel.isCancelled())
      return stopError(cancel);
    result.push_back(current);
    // Odometer: the last set changes fastest.
    for (std::size_t k = current.size(); k-- > 0;) {
      if (++current[k] < counts[k]) break;
      current[k] = 0;
    }
  }
  return result;
}

/// Depth-first over own choices: explore the nodes the strategy reaches (every branch at other
/// movers' nodes, the chosen one at own nodes), choosing at a set when it is first reached.
Expected<std::vector<TreePureStrategy>> reducedStrategies(const GameTree& tree, const PlayerView& view,
                                                          std::uint64_t cap, const CancelToken& cancel) {
  struct State {
    TreePureStrategy strategy;
    std::vector<NodeId> frontier;
  };
  std::vector<TreePureStrategy> result;
  std::vector<State> stack;
  stack.push_back({TreePureStrategy(view.sets.size(), -1), {tree.root()}});
  std::uint64_t steps = 0;
  while (!stack.empty()) {
    State state = std::move(stack.back());
    stack.pop_back();
    bool branched = false;
    while (!state.frontier.empty()) {
      if ((++steps & 4095) == 0 && cancel.isCancelled())
        return stopError(cancel);
      const NodeId v = state.frontier.back();
      state.frontier.pop_back();
      const TreeNode& node = tree.node(v);
      if (node.children.empty()) continue;
      const int pos = view.position[at(node.infoSet)];
      if (pos < 0) {
        state.frontier.insert(state.frontier.end(), node.children.begin(), node.children.end());
      } else if (state.strategy[at(pos)] >= 0) {
        state.frontier.push_back(node.children[at(state.strategy[at(pos)])]);
      } else {
        // Branch: one state per action (pushed in reverse so that action 0 is explored first).
        for (std::size_t a = node.children.size(); a-- > 0;) {
          State next;
          if (a == 0)
            next = std::move(state);
          else
            next = state;
          next.strategy[at(pos)] = static_cast<int>(a);
          next.frontier.push_back(node.children[a]);
          stack.push_back(std::move(next));
        }
        branched = true;
        break;
      }
    }
    if (branched) continue;
    result.push_back(std::move(state.strategy));
    if (result.size() > cap) return makeError(ErrorCode::TooLarge);
  }
  // Lexicographic order with "*" as the first action. When the action counts' product fits in
  // 64 bits each strategy becomes one mixed-radix number, and 10⁶ numbers sort in a blink where
  // comparing vectors took seconds (with no chance to poll the token).
  std::uint64_t radixProduct = 1;
  bool fits = true;
  for (int set : view.sets)
    fits = fits && !__builtin_mul_overflow(radixProduct, tree.infoSets[at(set)].actions.size(), &radixProduct);
  if (!fits) {
    std::sort(result.begin(), result.end(), [](const TreePureStrategy& a, const TreePureStrategy& b) {
      return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                          [](int x, int y) { return std::max(x, 0) < std::max(y, 0); });
    });
    return result;
  }
  std::vector<std::pair<std::uint64_t, std::size_t>> keys(result.size());
  for (std::size_t i = 0; i < result.size(); ++i) {
    if ((i & 65535) == 65535 && cancel.isCancelled())
      return stopError(cancel);
    std::uint64_t key = 0;
    for (std::size_t k = 0; k < result[i].size(); ++k)
      key = key * tree.infoSets[at(view.sets[k])].actions.size() + static_cast<std::uint64_t>(std::max(result[i][k], 0));
    keys[i] = {key, i};
  }
  std::sort(keys.begin(), keys.end());
  if (cancel.isCancelled()) return stopError(cancel);
  std::vector<TreePureStrategy> sorted;
  sorted.reserve(result.size());
  for (const auto& [key, i] : keys) sorted.push_back(std::move(result[i]));
  return sorted;
}

}  // namespace

Expected<std::vector<TreePureStrategy>> enumerateStrategies(const GameTree& tree, const PlayerView& view, bool reduced,
                                                            std::uint64_t cap, const CancelToken& cancel) {
  return reduced ? reducedStrategies(tree, view, cap, cancel) : allStrategies(tree, view, cap, cancel);
}

std::string strategyText(const GameTree& tree, const PlayerView& view, const TreePureStrategy& strategy) {
  std::string text;
  for (std::size_t k = 0; k < strategy.size(); ++k) {
    if (k > 0) text += ',';
    const int a = strategy[k];
    if (a < 0) {
      text += '*';
      continue;
    }
    const std::string& label = tree.infoSets[at(view.sets[k])].actions[at(a)];
    text += label.empty() ? std::to_string(a + 1) : label;
  }
  return strategy.size() > 1 ? "(" + text + ")" : text;
}

}  // namespace gamelab::treeform
