#include "core/kingmaker/binarygame.h"

#include <cassert>

namespace gamelab::kingmaker {

BinaryGameBuilder::BinaryGameBuilder(int players) {
  game_.players = players;
  game_.playerNames.assign(static_cast<std::size_t>(players), std::string());
}

namespace {
NodeIndex appendNode(BinaryGame& game, int player, NodeIndex parent, NodeId treeNode) {
  const auto id = game.nodeCount();
  game.player.push_back(player);
  game.parent.push_back(parent);
  game.treeNode.push_back(treeNode);
  return id;
}
}  // namespace

void BinaryGameBuilder::leaf(int winner, NodeId treeNode) {
  assert(!open_.empty() || game_.player.empty());
  const NodeIndex parent = open_.empty() ? -1 : open_.back();
  const NodeIndex id = appendNode(game_, winner, parent, treeNode);
  if (!open_.empty()) pendingChildren_.back().push_back(id);
}

void BinaryGameBuilder::beginNode(int owner, NodeId treeNode) {
  assert(!open_.empty() || game_.player.empty());
  const NodeIndex parent = open_.empty() ? -1 : open_.back();
  const NodeIndex id = appendNode(game_, owner, parent, treeNode);
  if (!open_.empty()) pendingChildren_.back().push_back(id);
  open_.push_back(id);
  pendingChildren_.emplace_back();
}

void BinaryGameBuilder::endNode() {
  assert(!open_.empty() && !pendingChildren_.back().empty());
  // Children lists are laid out after the fact (finish), so remember them per node.
  childrenOf_.emplace_back(open_.back(), std::move(pendingChildren_.back()));
  pendingChildren_.pop_back();
  open_.pop_back();
}

BinaryGame BinaryGameBuilder::finish() {
  assert(open_.empty());
  const auto n = static_cast<std::size_t>(game_.nodeCount());
  std::vector<std::int32_t> count(n, 0);
  for (const auto& [node, kids] : childrenOf_) count[static_cast<std::size_t>(node)] = static_cast<std::int32_t>(kids.size());
  game_.childBegin.assign(n + 1, 0);
  for (std::size_t v = 0; v < n; ++v) game_.childBegin[v + 1] = game_.childBegin[v] + count[v];
  game_.childList.assign(static_cast<std::size_t>(game_.childBegin[n]), 0);
  for (const auto& [node, kids] : childrenOf_) {
    std::copy(kids.begin(), kids.end(), game_.childList.begin() + game_.childBegin[static_cast<std::size_t>(node)]);
  }
  childrenOf_.clear();
  BinaryGame out = std::move(game_);
  game_ = BinaryGame{};
  return out;
}

}  // namespace gamelab::kingmaker
