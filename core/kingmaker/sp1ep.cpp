#include "core/kingmaker/sp1ep.h"

#include "core/kingmaker/detail/rangebitset.h"

#include <algorithm>
#include <bit>

namespace gamelab::kingmaker {

// The procedure of spec part 2.5 as spec/reference/kingmaker_lib.py sp1ep() runs it, made
// fast. The reference re-scans and recomputes the whole subtree of each ancestor z; here
//  * the state (W, allowed, step) of every processed node is always what Decide gives from its
//    children, so after narrowings only the paths from the narrowed nodes up to z change;
//  * per pair (j, i), a bitset holds the step-4 nodes x of owner i that z of owner j could narrow
//    (j among the W of x's allowed children but not in all of them), so a test at z walks only
//    the members of z's pre-order range (its subtree) whose i can pass the reading's test
//    (i in W(z) for set: every member walked is narrowed), merged in pre-order like the
//    reference. Above 8 players the bitsets are per j only (memory), and i is tested per node.
namespace {

constexpr std::int64_t kPollEvery = 1 << 16;

class Procedure {
 public:
  Procedure(const BinaryGame& game, const Sp1epOptions& options, const Progress& progress, const CancelToken& cancel)
      : g_(game), options_(options), progress_(progress), cancel_(cancel) {}

  Expected<Sp1epResult> run();

 private:
  struct Decision {
    PlayerSet w = 0;
    std::uint8_t step = 0;
  };
  /// Decide(x) of the reference, child W sets read through `childW`; writes allowed edges
  /// when `write`.
  template <class ChildW>
  Decision decide(NodeIndex x, ChildW childW, bool write);
  void decideAndStore(NodeIndex x);
  void setNarrowable(NodeIndex x, PlayerSet now);
  bool mayWin(NodeIndex z, NodeIndex c, NodeIndex x, int i, int j, const std::vector<int>& keep);
  /// W of `c` (an ancestor of x) if x kept only `keep`, every other node as now.
  PlayerSet pathW(NodeIndex c, NodeIndex x, const std::vector<int>& keep);
  bool lookaheadAt(NodeIndex z);
  bool poll(std::int64_t work);

  const BinaryGame& g_;
  const Sp1epOptions& options_;
  const Progress& progress_;
  const CancelToken& cancel_;
  Sp1epResult r_;
  std::vector<char> forbidden_;             ///< per edge: removed by a restriction
  std::vector<PlayerSet> narrowable_;       ///< per node: the j of the bitsets it is in
  std::vector<detail::RangeBitset> byPair_;  ///< index pairKey(j, i), allocated when first used
  int pairKey(int j, int i) const { return g_.players <= kPairedPlayers ? j * g_.players + i : j; }
  static constexpr int kPairedPlayers = 8;
  std::vector<NodeIndex> end_;              ///< per node: one past its subtree
  std::vector<char> dirty_;
  std::int64_t work_ = 0;
  std::int64_t nextPoll_ = kPollEvery;
  bool stopped_ = false;
};

template <class ChildW>
Procedure::Decision Procedure::decide(NodeIndex x, ChildW childW, bool write) {
  const int i = g_.owner(x);
  const PlayerSet me = playerBit(i);
  const int k = g_.childCount(x);
  bool sure = false, maybe = false, allEqual = true;
  const PlayerSet first = childW(0);
  for (int c = 0; c < k; ++c) {
    const PlayerSet s = childW(c);
    sure = sure || s == me;
    maybe = maybe || (s & me) != 0;
    allEqual = allEqual && s == first;
  }
  Decision d;
  d.step = sure ? 1 : maybe ? 2 : allEqual ? 3 : 4;
  for (int c = 0; c < k; ++c) {
    const PlayerSet s = childW(c);
    bool use = false;
    switch (d.step) {
      case 1: use = s == me; break;
      case 2: use = (s & me) != 0; break;
      case 3: use = true; break;
      default: use = !forbidden_[static_cast<std::size_t>(g_.edge(x, c))]; break;
    }
    if (use) d.w |= s;
    if (write) r_.allowed[static_cast<std::size_t>(g_.edge(x, c))] = use ? 1 : 0;
  }
  if (d.step == 1) d.w = me;
  return d;
}

void Procedure::decideAndStore(NodeIndex x) {
  const auto d = decide(x, [&](int c) { return r_.mayWin[g_.children(x)[c]]; }, true);
  r_.mayWin[x] = d.w;
  r_.step[x] = d.step;
  PlayerSet narrow = 0;
  if (d.step == 4 && options_.lookahead) {
    PlayerSet uni = 0, inter = ~PlayerSet{0};
    int count = 0;
    for (int c = 0; c < g_.childCount(x); ++c) {
      if (!r_.allowed[static_cast<std::size_t>(g_.edge(x, c))]) continue;
      const PlayerSet s = r_.mayWin[g_.children(x)[c]];
      uni |= s;
      inter &= s;
      ++count;
    }
    if (count > 1) narrow = uni & ~inter;
  }
  setNarrowable(x, narrow);
}

void Procedure::setNarrowable(NodeIndex x, PlayerSet now) {
  if (!options_.lookahead) return;
  PlayerSet flip = narrowable_[x] ^ now;
  while (flip != 0) {
    const int j = std::countr_zero(flip);
    flip &= flip - 1;
    auto& bits = byPair_[static_cast<std::size_t>(pairKey(j, g_.owner(x)))];
    if (!bits.allocated()) bits = detail::RangeBitset(static_cast<std::size_t>(g_.nodeCount()));
    if (contains(now, j)) bits.set(static_cast<std::size_t>(x));
    else bits.reset(static_cast<std::size_t>(x));
  }
  narrowable_[x] = now;
}

PlayerSet Procedure::pathW(NodeIndex c, NodeIndex x, const std::vector<int>& keep) {
  PlayerSet w = 0;
  for (int k : keep) w |= r_.mayWin[g_.children(x)[k]];
  NodeIndex below = x;
  while (below != c) {
    const NodeIndex v = g_.parent[below];
    const PlayerSet belowW = w;
    w = decide(v, [&](int k) {
          const NodeIndex ch = g_.children(v)[k];
          return ch == below ? belowW : r_.mayWin[ch];
        }, false).w;
    below = v;
    ++work_;
  }
  return w;
}

bool Procedure::mayWin(NodeIndex z, NodeIndex c, NodeIndex x, int i, int j, const std::vector<int>& keep) {
  switch (options_.reading) {
    case Reading::Set:
      return contains(r_.mayWin[z], i);
    case Reading::Alt:
      for (NodeIndex d : g_.children(z))
        if (d != c && contains(r_.mayWin[d], i)) return true;
      return false;
    case Reading::Eff: {
      if (contains(pathW(c, x, keep), j)) return false;  // j keeps a chance on the path anyway
      bool jAlternative = false, iWithJ = false, iAnywhere = false;
      for (NodeIndex d : g_.children(z)) {
        if (d == c) continue;
        const bool iThere = contains(r_.mayWin[d], i);
        iAnywhere = iAnywhere || iThere;
        if (contains(r_.mayWin[d], j)) {
          jAlternative = true;
          iWithJ = iWithJ || iThere;
        }
      }
      return jAlternative ? iWithJ : iAnywhere;
    }
  }
  return false;
}

bool Procedure::poll(std::int64_t work) {
  if (work < nextPoll_) return true;
  nextPoll_ = work + kPollEvery;
  if (cancel_.isCancelled()) {
    stopped_ = true;
    return false;
  }
  return true;
}

/// One round of the loop at z: tests every pending node against one snapshot, then narrows
/// and recomputes the paths. Returns true when something was narrowed.
bool Procedure::lookaheadAt(NodeIndex z) {
  const int j = g_.owner(z);
  struct Todo {
    NodeIndex x;
    std::vector<int> keep, drop;
  };
  std::vector<Todo> todo;
  const auto endZ = static_cast<std::size_t>(end_[z]);
  // The owners i worth walking: those the reading's test can accept.
  PlayerSet owners = 0;
  if (options_.reading == Reading::Set) {
    owners = r_.mayWin[z];
  } else {
    for (NodeIndex d : g_.children(z)) owners |= r_.mayWin[d];
  }
  owners &= ~playerBit(j);
  std::vector<const detail::RangeBitset*> lists;
  if (g_.players <= kPairedPlayers) {
    for (PlayerSet rest = owners; rest != 0; rest &= rest - 1)
      lists.push_back(&byPair_[static_cast<std::size_t>(pairKey(j, std::countr_zero(rest)))]);
  } else {
    lists.push_back(&byPair_[static_cast<std::size_t>(j)]);
  }
  // k-way merge in pre-order.
  std::vector<std::size_t> at(lists.size());
  for (std::size_t l = 0; l < lists.size(); ++l) at[l] = lists[l]->next(static_cast<std::size_t>(z) + 1, endZ);
  auto advance = [&]() {
    std::size_t best = endZ, which = 0;
    for (std::size_t l = 0; l < lists.size(); ++l)
      if (at[l] < best) best = at[l], which = l;
    if (best < endZ) at[which] = lists[which]->next(best + 1, endZ);
    return best;
  };
  // The child of z towards x: children are in increasing pre-order, each a contiguous range.
  const auto kids = g_.children(z);
  std::size_t kid = 0;
  for (std::size_t member = advance(); member < endZ; member = advance()) {
    if (!poll(++work_)) return false;
    const auto x = static_cast<NodeIndex>(member);
    while (kid + 1 < kids.size() && kids[kid + 1] <= x) ++kid;
    // x is in the set of j: step 4, j among its allowed children's W but not in all of them.
    std::vector<int> keep, drop;
    for (int k = 0; k < g_.childCount(x); ++k) {
      if (!r_.allowed[static_cast<std::size_t>(g_.edge(x, k))]) continue;
      (contains(r_.mayWin[g_.children(x)[k]], j) ? drop : keep).push_back(k);
    }
    if (!mayWin(z, kids[kid], x, g_.owner(x), j, keep)) continue;
    todo.push_back({x, std::move(keep), std::move(drop)});
  }
  if (todo.empty()) return false;
  std::vector<NodeIndex> path;
  for (auto& t : todo) {
    for (int k : t.drop) forbidden_[static_cast<std::size_t>(g_.edge(t.x, k))] = 1;
    for (NodeIndex v = t.x; v != -1 && !dirty_[v]; v = v == z ? -1 : g_.parent[v]) {
      dirty_[v] = 1;
      path.push_back(v);
    }
    if (options_.keepTrace) {
      Restriction rs;
      rs.node = t.x;
      rs.ancestor = z;
      rs.nodeOwner = g_.owner(t.x);
      rs.ancestorOwner = j;
      rs.kept = std::move(t.keep);
      rs.removed = std::move(t.drop);
      r_.trace.push_back(std::move(rs));
    }
  }
  // Children have larger numbers: recompute from the deepest number up.
  std::sort(path.begin(), path.end(), std::greater<>());
  for (NodeIndex v : path) {
    dirty_[v] = 0;
    decideAndStore(v);
  }
  work_ += static_cast<std::int64_t>(path.size());
  return true;
}

Expected<Sp1epResult> Procedure::run() {
  const NodeIndex n = g_.nodeCount();
  const auto nn = static_cast<std::size_t>(n);
  r_.mayWin.assign(nn, 0);
  r_.allowed.assign(g_.childList.size(), 0);
  r_.step.assign(nn, 0);
  forbidden_.assign(g_.childList.size(), 0);
  if (options_.lookahead) {
    narrowable_.assign(nn, 0);
    dirty_.assign(nn, 0);
    byPair_.assign(static_cast<std::size_t>(g_.players <= kPairedPlayers ? g_.players * g_.players : g_.players),
                   detail::RangeBitset());
    end_.assign(nn, 0);
    for (NodeIndex v = n - 1; v >= 0; --v) {
      end_[v] = g_.isLeaf(v) ? v + 1 : end_[g_.children(v).back()];
    }
  }
  // Post-order with an explicit stack (children in order, then the parent), as the reference:
  // the trace lists restrictions in the order it makes them.
  std::vector<std::pair<NodeIndex, int>> stack;
  if (n > 0) stack.emplace_back(0, 0);
  std::int64_t done = 0;
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    if (!g_.isLeaf(v) && next < g_.childCount(v)) {
      const NodeIndex c = g_.children(v)[next++];
      stack.emplace_back(c, 0);
      continue;
    }
    const NodeIndex z = v;
    stack.pop_back();
    if ((++done & (kPollEvery - 1)) == 0) progress_.report(static_cast<double>(done) / n, "sp1ep");
    if (!poll(++work_)) return stopError(cancel_);
    if (g_.isLeaf(z)) {
      r_.mayWin[z] = playerBit(g_.winner(z));
      continue;
    }
    decideAndStore(z);
    if (!options_.lookahead) continue;
    while (lookaheadAt(z)) {
    }
    if (stopped_) return stopError(cancel_);
  }
  for (NodeIndex v = 0; v < n; ++v) {
    if (r_.step[v] != 4) continue;
    r_.generalisedKingmakers.push_back(v);
    PlayerSet uni = 0, inter = ~PlayerSet{0};
    int count = 0;
    for (int k = 0; k < g_.childCount(v); ++k) {
      if (!r_.allowed[static_cast<std::size_t>(g_.edge(v, k))]) continue;
      uni |= r_.mayWin[g_.children(v)[k]];
      inter &= r_.mayWin[g_.children(v)[k]];
      ++count;
    }
    if (count > 1 && uni != inter) r_.kingmakers.push_back(v);
  }
  return std::move(r_);
}

}  // namespace

std::vector<int> Sp1epResult::allowedChildren(const BinaryGame& game, NodeIndex v) const {
  std::vector<int> out;
  for (int k = 0; k < game.childCount(v); ++k)
    if (allowed[static_cast<std::size_t>(game.edge(v, k))]) out.push_back(k);
  return out;
}

std::vector<char> Sp1epResult::reached(const BinaryGame& game) const {
  std::vector<char> out(static_cast<std::size_t>(game.nodeCount()), 0);
  if (out.empty()) return out;
  out[0] = 1;
  for (NodeIndex v = 0; v < game.nodeCount(); ++v)  // children are numbered after their parent
    if (out[static_cast<std::size_t>(v)])
      for (int k : allowedChildren(game, v)) out[static_cast<std::size_t>(game.children(v)[static_cast<std::size_t>(k)])] = 1;
  return out;
}

Expected<Sp1epResult> solveSp1ep(const BinaryGame& game, const Sp1epOptions& options, const Progress& progress,
                                 const CancelToken& cancel) {
  Procedure procedure(game, options, progress, cancel);
  return procedure.run();
}

}  // namespace gamelab::kingmaker
