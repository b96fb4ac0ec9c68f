#pragma once
/// Binary games to study (spec/kingmaker-thesis.md parts 4.1 and 4.5).
#include "core/kingmaker/binarygame.h"

#include <cstdint>

namespace gamelab::kingmaker {

/// The reconstructed 3-player Diamond game of the thesis's experiments (13-cell star board,
/// no backward moves, no repeated position, forced-win nodes collapsed): 84 decision nodes,
/// 112 leaves, 26 strict kingmaker nodes. Players named a, b, c.
BinaryGame diamondGame();

/// Last-move-wins Nim for `players` (3 or 4) players taking turns from player 1: a move takes
/// any positive number from one heap; the player who takes the last counter wins. Moves in
/// equal heaps are merged (as the reference). Forced-win nodes are not collapsed.
/// Heaps are sorted first (empty ones dropped). Errors: players outside 2…kMaxPlayers
/// (BinaryPlayerCount), more than 64 heaps, a negative heap, no counter at all
/// (InvalidArgument), and a tree of more than `maxNodes` nodes (TooLarge, found while
/// building: the work stops there).
Expected<BinaryGame> nimGame(const std::vector<int>& heaps, int players, std::int64_t maxNodes = 2'000'000);

struct RandomTreeOptions {
  std::int64_t nodes = 1000;    ///< about this many nodes (decision nodes + leaves)
  int minChildren = 2;
  int maxChildren = 3;
  int players = 3;
  std::uint64_t seed = 1;
};
/// A random binary game: shape, movers and leaf winners drawn from the seed (reproducible).
/// The shape grows breadth first (a node is a leaf with probability 3/10 while others are
/// open), so the depth is about logarithmic; out-of-range options are clamped (players to
/// 2…kMaxPlayers, minChildren ≥ 1, maxChildren ≥ minChildren, nodes to 1…2^30).
BinaryGame randomBinaryGame(const RandomTreeOptions& options);

}  // namespace gamelab::kingmaker
