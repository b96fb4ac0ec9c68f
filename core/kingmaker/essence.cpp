#include "core/kingmaker/essence.h"

#include "core/kingmaker/detail/arenatree.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace gamelab::kingmaker {

using detail::ArenaNode;
using detail::ArenaTree;

namespace {

constexpr NodeIndex kPollEvery = 1 << 14;

TransformStep stepAt(TransformRule rule, const BinaryGame& game, NodeIndex v) {
  return TransformStep{rule, v, v >= 0 ? game.treeNode[v] : kNoNode};
}

/// The key under which rules 3 and 4 (as the reference's reduce) treat two children as equal:
/// a leaf by its winner; a node whose children are all leaves by its mover and their winners
/// (a kingmaker node with its winner set); any other node by its canonical form.
std::tuple<int, int, PlayerSet> duplicateKey(const ArenaTree& a, int id) {
  const ArenaNode& c = a.nodes[static_cast<std::size_t>(id)];
  if (c.leaf) return {0, c.player, 0};
  PlayerSet winners = 0;
  bool allLeaves = true;
  for (int g : c.kids) {
    const ArenaNode& gc = a.nodes[static_cast<std::size_t>(g)];
    allLeaves = allLeaves && gc.leaf;
    if (gc.leaf) winners |= playerBit(gc.player);
  }
  if (allLeaves) return {1, c.player, winners};
  return {2, c.canon, 0};
}

/// One bottom-up pass of the reference's reduce() (rules 2, 3/4, 1 and the forced-win
/// collapse at every node). Returns the arena id of the new root.
Expected<int> reducePass(const BinaryGame& game, ArenaTree& a, std::vector<TransformStep>* steps,
                         const CancelToken& cancel) {
  const NodeIndex n = game.nodeCount();
  std::vector<int> result(static_cast<std::size_t>(n), -1);
  for (NodeIndex x = n - 1; x >= 0; --x) {
    if ((x & (kPollEvery - 1)) == 0 && cancel.isCancelled()) return stopError(cancel);
    if (game.isLeaf(x)) {
      result[x] = x;
      continue;
    }
    const int owner = game.owner(x);
    std::vector<int> merged;
    for (NodeIndex c : game.children(x)) {
      const ArenaNode& kid = a.nodes[static_cast<std::size_t>(result[c])];
      if (!kid.leaf && kid.player == owner) {
        if (steps) steps->push_back(stepAt(TransformRule::SameOwner, game, kid.origin));
        merged.insert(merged.end(), kid.kids.begin(), kid.kids.end());
      } else {
        merged.push_back(result[c]);
      }
    }
    std::vector<int> out;
    std::set<std::tuple<int, int, PlayerSet>> seen;
    for (int c : merged) {
      const auto key = duplicateKey(a, c);
      if (!seen.insert(key).second) {
        const auto rule = std::get<0>(key) == 0 ? TransformRule::DuplicateForcedWin : TransformRule::DuplicateKingmaker;
        if (steps) steps->push_back(stepAt(rule, game, a.nodes[static_cast<std::size_t>(c)].origin));
        continue;
      }
      out.push_back(c);
    }
    if (out.size() == 1) {
      if (steps) steps->push_back(stepAt(TransformRule::SingleChild, game, x));
      result[x] = out.front();
      continue;
    }
    // Children are leaves or nobody's forced-win nodes, so x is a forced-win node exactly when
    // a leaf of its mover is among them.
    const bool forced = std::any_of(out.begin(), out.end(), [&](int c) {
      const ArenaNode& k = a.nodes[static_cast<std::size_t>(c)];
      return k.leaf && k.player == owner;
    });
    ArenaNode y;
    y.player = owner;
    y.treeNode = game.treeNode[x];
    y.origin = x;
    if (forced) {
      if (steps) steps->push_back(stepAt(TransformRule::CollapseForcedWin, game, x));
    } else {
      y.leaf = false;
      y.kids = std::move(out);
    }
    result[x] = a.add(std::move(y));
  }
  return result[0];
}

}  // namespace

BinaryGame collapseForcedWin(const BinaryGame& game, std::vector<TransformStep>* steps) {
  const auto s = solveStructure(game);
  ArenaTree a = ArenaTree::of(game);
  std::vector<NodeIndex> end(static_cast<std::size_t>(game.nodeCount()));
  for (NodeIndex v = game.nodeCount() - 1; v >= 0; --v) end[v] = game.isLeaf(v) ? v + 1 : end[game.children(v).back()];
  // Pre-order; a collapsed node's subtree (a contiguous range) is skipped.
  for (NodeIndex v = 0; v < game.nodeCount();) {
    if (game.isLeaf(v) || s->forcedWin[v] == kNobody) {
      ++v;
      continue;
    }
    if (steps) steps->push_back(stepAt(TransformRule::CollapseForcedWin, game, v));
    auto& x = a.nodes[static_cast<std::size_t>(v)];
    x.leaf = true;
    x.player = s->forcedWin[v];
    x.kids.clear();
    v = end[v];
  }
  return a.emit(0, game);
}

BinaryGame restrictToAllowed(const BinaryGame& game, const std::vector<char>& allowedEdges) {
  ArenaTree a = ArenaTree::of(game);
  std::vector<int> result(static_cast<std::size_t>(game.nodeCount()), -1);
  for (NodeIndex v = game.nodeCount() - 1; v >= 0; --v) {
    if (game.isLeaf(v)) {
      result[v] = v;
      continue;
    }
    std::vector<int> kids;
    for (int k = 0; k < game.childCount(v); ++k)
      if (allowedEdges[static_cast<std::size_t>(game.edge(v, k))]) kids.push_back(result[game.children(v)[k]]);
    if (kids.empty())
      for (NodeIndex c : game.children(v)) kids.push_back(result[c]);
    if (kids.size() == 1) {
      result[v] = kids.front();
      continue;
    }
    a.nodes[static_cast<std::size_t>(v)].kids = std::move(kids);
    result[v] = v;
  }
  return a.emit(result[0], game);
}

Expected<EssenceResult> solveEssence(const BinaryGame& game, const EssenceOptions& options, const Progress& progress,
                                     const CancelToken& cancel) {
  EssenceResult r;
  r.before = countTree(game);
  BinaryGame current = game;
  if (options.strategy != EssenceStrategy::None) {
    progress.report(-1, "essence");
    Sp1epOptions o;
    o.reading = options.reading;
    o.lookahead = options.strategy == EssenceStrategy::Sp1ep;
    o.keepTrace = false;
    auto sp = solveSp1ep(game, o, Progress::none(), cancel);
    if (!sp) return sp.error();
    // Rules 5 and 6 on the nodes that stay reachable.
    std::vector<NodeIndex> stack{0};
    while (!stack.empty()) {
      const NodeIndex v = stack.back();
      stack.pop_back();
      if (game.isLeaf(v)) continue;
      const auto allowed = sp->allowedChildren(game, v);
      for (int k = 0; k < game.childCount(v); ++k)
        if (std::find(allowed.begin(), allowed.end(), k) == allowed.end())
          r.steps.push_back(stepAt(TransformRule::NeverChosen, game, game.children(v)[k]));
      if (allowed.size() == 1) r.steps.push_back(stepAt(TransformRule::AlwaysChosen, game, v));
      for (auto it = allowed.rbegin(); it != allowed.rend(); ++it) stack.push_back(game.children(v)[*it]);
    }
    current = restrictToAllowed(game, sp->allowed);
  }
  current = collapseForcedWin(current, &r.steps);
  // Passes until the canonical form stops changing (the reference's loop on signature()).
  for (;;) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(-1, "essence");
    ArenaTree a = ArenaTree::of(current);
    const int before = a.nodes.front().canon;
    auto root = reducePass(current, a, &r.steps, cancel);
    if (!root) return root.error();
    const int after = a.nodes[static_cast<std::size_t>(*root)].canon;
    current = a.emit(*root, current);
    if (after == before) break;
  }
  r.reduced = std::move(current);
  r.after = countTree(r.reduced);
  return r;
}

}  // namespace gamelab::kingmaker

namespace gamelab::kingmaker {

std::optional<TransformStep> transformOnce(BinaryGame& game) {
  const NodeIndex n = game.nodeCount();
  const auto s = solveStructure(game);
  for (NodeIndex v = 0; v < n; ++v) {
    if (game.isLeaf(v) || s->forcedWin[v] == kNobody) continue;
    const TransformStep step = stepAt(TransformRule::CollapseForcedWin, game, v);
    game = collapseForcedWin(game);
    return step;
  }
  ArenaTree a = ArenaTree::of(game);
  auto replaceChild = [&](NodeIndex v, int by) -> int {
    const NodeIndex p = game.parent[v];
    if (p < 0) return by;
    auto& kids = a.nodes[static_cast<std::size_t>(p)].kids;
    *std::find(kids.begin(), kids.end(), v) = by;
    return 0;
  };
  for (NodeIndex v = 0; v < n; ++v) {
    if (game.isLeaf(v)) continue;
    auto& x = a.nodes[static_cast<std::size_t>(v)];
    std::optional<TransformStep> step;
    int root = 0;
    if (x.kids.size() == 1) {
      step = stepAt(TransformRule::SingleChild, game, v);
      root = replaceChild(v, x.kids.front());
    } else {
      for (std::size_t k = 0; k < x.kids.size() && !step; ++k) {
        const ArenaNode& c = a.nodes[static_cast<std::size_t>(x.kids[k])];
        if (!c.leaf && c.player == x.player) {
          step = stepAt(TransformRule::SameOwner, game, x.kids[k]);
          std::vector<int> grand = c.kids;
          x.kids.erase(x.kids.begin() + static_cast<std::ptrdiff_t>(k));
          x.kids.insert(x.kids.begin() + static_cast<std::ptrdiff_t>(k), grand.begin(), grand.end());
        }
      }
      for (std::size_t k = 0; k < x.kids.size() && !step; ++k) {
        for (std::size_t m = 0; m < k && !step; ++m) {
          const auto key = duplicateKey(a, x.kids[k]);
          if (key != duplicateKey(a, x.kids[m])) continue;
          const auto rule = std::get<0>(key) == 0 ? TransformRule::DuplicateForcedWin : TransformRule::DuplicateKingmaker;
          step = stepAt(rule, game, x.kids[k]);
          x.kids.erase(x.kids.begin() + static_cast<std::ptrdiff_t>(k));
        }
      }
    }
    if (!step) continue;
    game = a.emit(root, game);
    return step;
  }
  return std::nullopt;
}

}  // namespace gamelab::kingmaker
