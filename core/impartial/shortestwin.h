#pragma once
/// Shortest winning strategies by dynamic programming (source 003 §2.5.2; digest
/// shortest-win-dp.md): the misère stone game (take 1 to 3, the last to take loses) and the
/// pyramid stick game; the first player minimises and the loser maximises the number of moves.
///
/// Conventions (digest §5): a "move count" is the number of the winner's OWN moves, including
/// the move after which the loser is left with a single stone/stick (which the loser must then
/// take). The total number of moves played in the shortest forced win is 2·moves. Neither
/// player ever takes the last stone/stick voluntarily.
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <vector>

namespace gamelab {

struct ShortestWin {
  int size = 0;                  ///< M (stones) or p (rows)
  bool firstPlayerWins = false;
  /// Win: the first player's own moves in the shortest forced win (the source's table value).
  /// Loss: the opponent's own moves in its shortest win against the longest resistance.
  int moves = 0;
  int threshold = 0;             ///< L = ⌈items/2⌉ of the source's DP
  /// The source's literal DP value v(x0) with terminal costs 0 / L: equals `moves` for a win and
  /// exceeds L for a loss (e.g. M = 5: L + 1; p = 7: 20). 0 when not computed (pyramid losses
  /// with p > 8, where the literal DP over all states is not run).
  int dpValue = 0;
  /// The optimal first moves: stone game {u} (stones taken); pyramid {u1, u2, u3} (remove sticks
  /// u2..u3 of a run of length u1; mirror images once). For a loss: the moves of longest resistance.
  std::vector<std::vector<int>> firstMoves;
};

struct StoneGameTableOptions {
  int maxStones = 20;
};
/// Stone game with M stones: for M = 2..maxStones (the game is fixed; the options say how far).
/// No progress is reported. Errors: StoneCountOutOfRange unless 2 <= maxStones <= 10⁶
/// (InvalidArgument below, TooLarge above); Cancelled.
Expected<std::vector<ShortestWin>> solveStoneGameTable(const StoneGameTableOptions& options = {},
                                                       const Progress& progress = Progress::none(),
                                                       const CancelToken& cancel = CancelToken::none());

struct PyramidTableOptions {
  int maxRows = 10;
};
/// Pyramid stick game with p rows, for p = 2..maxRows. No progress is reported. Errors:
/// PyramidRowsOutOfRange unless 2 <= maxRows <= 12 (InvalidArgument below, TooLarge above);
/// Cancelled.
Expected<std::vector<ShortestWin>> solvePyramidTable(const PyramidTableOptions& options = {},
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

/// Pyramid-style game on arbitrary rows (lengths 1..12): the same result for one position.
/// Errors: InvalidArgument RowLengthOutOfRange or NoSticks; TooLarge TooManyRows beyond 120
/// non-empty rows; Cancelled. No progress is reported.
Expected<ShortestWin> solvePyramidShortestWin(const std::vector<int>& rowLengths,
                                              const Progress& progress = Progress::none(),
                                              const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
