#pragma once
/// Shortest winning strategies by dynamic programming (source 003 §2.5.2; digest
/// shortest-win-dp.md): the misère stone game (take 1 to 3, the last to take loses) and the
/// pyramid stick game; the first player minimises and the loser maximises the number of moves.
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <vector>

namespace gamelab {

/// See shortestwin.cpp / the digest for the exact conventions (the "number of moves" is the
/// number of the first player's own moves, as in the source's table).
struct ShortestWin {
  bool firstPlayerWins = false;
  int moves = 0;                 ///< first player's own moves in the shortest win (or the longest loss)
};

/// Stone game with M stones: for M = 2..maxStones.
Expected<std::vector<ShortestWin>> stoneGameTable(int maxStones, const CancelToken& cancel = CancelToken::none());
/// Pyramid stick game with p rows, for p = 2..maxRows (maxRows <= 12).
Expected<std::vector<ShortestWin>> pyramidTable(int maxRows, const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
