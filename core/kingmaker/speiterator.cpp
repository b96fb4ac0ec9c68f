#include "core/kingmaker/spe.h"

namespace gamelab::kingmaker {

SpeIterator::SpeIterator(const BinaryGame& game)
    : game_(&game),
      profile_(static_cast<std::size_t>(game.nodeCount()), -1),
      winner_(static_cast<std::size_t>(game.nodeCount()), kNobody) {
  for (NodeIndex v = game.nodeCount() - 1; v >= 0; --v) {
    const auto vi = static_cast<std::size_t>(v);
    if (game.isLeaf(v)) {
      winner_[vi] = game.winner(v);
      continue;
    }
    profile_[vi] = firstBest(v);
    winner_[vi] = winner_[static_cast<std::size_t>(game.children(v)[static_cast<std::size_t>(profile_[vi])])];
  }
}

int SpeIterator::firstBest(NodeIndex v) const {
  const auto kids = game_->children(v);
  for (std::size_t c = 0; c < kids.size(); ++c)
    if (winner_[static_cast<std::size_t>(kids[c])] == game_->owner(v)) return static_cast<int>(c);
  return 0;
}

bool SpeIterator::next() {
  const BinaryGame& game = *game_;
  const NodeIndex n = game.nodeCount();
  for (NodeIndex v = 0; v < n; ++v) {
    if (game.isLeaf(v)) continue;
    const auto vi = static_cast<std::size_t>(v);
    const auto kids = game.children(v);
    const int mover = game.owner(v);
    bool moverCanWin = false;
    for (NodeIndex c : kids) moverCanWin = moverCanWin || winner_[static_cast<std::size_t>(c)] == mover;
    int later = -1;
    for (auto c = static_cast<std::size_t>(profile_[vi]) + 1; c < kids.size() && later < 0; ++c)
      if (!moverCanWin || winner_[static_cast<std::size_t>(kids[c])] == mover) later = static_cast<int>(c);
    if (later < 0) continue;
    profile_[vi] = later;
    winner_[vi] = winner_[static_cast<std::size_t>(kids[static_cast<std::size_t>(later)])];
    // Every node numbered below v was at its last best reply: back to the first, bottom-up.
    for (NodeIndex u = v - 1; u >= 0; --u) {
      if (game.isLeaf(u)) continue;
      const auto ui = static_cast<std::size_t>(u);
      profile_[ui] = firstBest(u);
      winner_[ui] = winner_[static_cast<std::size_t>(game.children(u)[static_cast<std::size_t>(profile_[ui])])];
    }
    return true;
  }
  return false;
}

}  // namespace gamelab::kingmaker
