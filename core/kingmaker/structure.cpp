#include "core/kingmaker/structure.h"

namespace gamelab::kingmaker {

namespace {
constexpr NodeIndex kPollEvery = 1 << 16;
}

Expected<Structure> solveStructure(const BinaryGame& game, const Progress& progress, const CancelToken& cancel) {
  const NodeIndex n = game.nodeCount();
  Structure s;
  s.forcedWin.assign(static_cast<std::size_t>(n), kNobody);
  s.strictKingmaker.assign(static_cast<std::size_t>(n), 0);
  s.reachable.assign(static_cast<std::size_t>(n), 0);
  // Pre-order numbering: a loop from the last node to the root sees children first.
  for (NodeIndex v = n - 1; v >= 0; --v) {
    if ((v & (kPollEvery - 1)) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      progress.report(static_cast<double>(n - v) / n, "kingmaker");
    }
    if (game.isLeaf(v)) {
      s.forcedWin[v] = game.winner(v);
      s.reachable[v] = playerBit(game.winner(v));
      continue;
    }
    const int mover = game.owner(v);
    PlayerSet reach = 0;
    bool moverWins = false;
    bool allSame = true;
    bool allOthersForced = true;
    PlayerSet forcedWinners = 0;
    const int first = s.forcedWin[game.children(v).front()];
    for (NodeIndex c : game.children(v)) {
      const int w = s.forcedWin[c];
      reach |= s.reachable[c];
      moverWins = moverWins || w == mover;
      allSame = allSame && w == first;
      if (w == kNobody || w == mover) allOthersForced = false;
      else forcedWinners |= playerBit(w);
    }
    s.reachable[v] = reach;
    if (moverWins) s.forcedWin[v] = mover;
    else if (allSame && first != kNobody) s.forcedWin[v] = first;
    // Two different forced winners, none of them the mover.
    s.strictKingmaker[v] = allOthersForced && (forcedWinners & (forcedWinners - 1)) != 0 ? 1 : 0;
  }
  return s;
}

TreeCounts countTree(const BinaryGame& game) {
  TreeCounts counts;
  const auto structure = solveStructure(game);
  for (NodeIndex v = 0; v < game.nodeCount(); ++v) {
    if (game.isLeaf(v)) ++counts.leaves;
    else ++counts.decisionNodes;
    if (structure->strictKingmaker[v]) ++counts.kingmakers;
  }
  return counts;
}

}  // namespace gamelab::kingmaker
