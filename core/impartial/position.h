#pragma once
/// A playable position of an impartial game, for the boards, the computer player and the
/// `.gamelab` kind "impartial". One alternative per board family:
///   heaps (Nim, subtraction, octal/take-and-break, Grundy's game, At-Least-Half, …; Moore's
///   Nim_k and Staircase Nim as variants), Nimble's strip of squares, a row of coins, a grid of
///   coins (2-D coin games), queens on a board (Wythoff), Northcott's checkers, a Green
///   Hackenbush picture, a directed graph with tokens.
/// A move is the matching alternative of ImpartialMove.
#include "core/impartial/cointurning.h"
#include "core/impartial/graphgame.h"
#include "core/impartial/hackenbush.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/nimber.h"

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace gamelab {

/// Heaps, each with its own rule (rules.size() == 1: the same rule for every heap).
struct HeapPosition {
  enum class Variant {
    Sum,        ///< a move is a move in one heap under its rule (the disjunctive sum)
    MooreNim,   ///< Nim_k: reduce between 1 and k heaps at once (rules ignored; Nim)
    Staircase,  ///< heaps[j] = coins on step j+1; move t >= 1 coins from step j+1 to j (off from step 1)
  };
  std::vector<HeapSize> heaps;
  std::vector<HeapRule> rules{HeapRule::nim()};
  Variant variant = Variant::Sum;
  int mooreK = 1;
  const HeapRule& ruleOf(std::size_t heap) const { return rules.size() == 1 ? rules[0] : rules[heap]; }
  bool operator==(const HeapPosition&) const = default;
};

/// Nimble (1.2.6 ex 3): coins on squares 0..squares−1 (several may share a square); a move slides
/// one coin (or, with mooreK = 2, up to two coins: T33) to any square further left.
struct NimblePosition {
  std::size_t squares = 16;
  std::vector<HeapSize> coins;  ///< the square of each coin
  int mooreK = 1;
  bool operator==(const NimblePosition&) const = default;
};

/// A row of coins under a coin-turning rule.
struct CoinRowPosition {
  CoinRule rule;
  std::vector<bool> heads;  ///< 0-based; true = heads
  bool operator==(const CoinRowPosition&) const = default;
};

/// A rows × cols array of coins under a 2-D rule.
struct CoinGridPosition {
  CoinGridRule rule;
  std::size_t rows = 5;
  std::size_t cols = 5;
  std::vector<bool> heads;  ///< row-major
  bool operator==(const CoinGridPosition&) const = default;
};

/// Queens on a size × size board moving towards (0,0) as in Wythoff's game; each queen is a
/// component of the sum (several queens may share a square).
struct QueensPosition {
  std::size_t size = 8;
  std::vector<std::pair<std::size_t, std::size_t>> queens;  ///< (x, y) = (column from the left, row from the bottom)
  bool operator==(const QueensPosition&) const = default;
};

/// Northcott's game (1.2.6 ex 5): per row, the columns of the white and black checker on a
/// board `width` wide; its outcome is Nim on the gaps (the game is not impartial, but both
/// players use the same Nim evaluation). The human plays White, the computer Black, or both
/// humans alternate.
struct NorthcottPosition {
  std::size_t width = 8;
  std::vector<std::pair<std::size_t, std::size_t>> rows;  ///< (white column, black column)
  bool operator==(const NorthcottPosition&) const = default;
};

struct HackenbushPosition {
  HackenbushPicture picture;
  bool operator==(const HackenbushPosition&) const = default;
};

/// Tokens on a directed graph; each token is a component of the sum.
struct GraphPosition {
  Digraph graph;
  std::vector<int> tokens;
  bool operator==(const GraphPosition&) const = default;
};

using ImpartialPosition = std::variant<HeapPosition, NimblePosition, CoinRowPosition, CoinGridPosition, QueensPosition,
                                       NorthcottPosition, HackenbushPosition, GraphPosition>;

// --- moves ------------------------------------------------------------------------------

/// Heaps (Sum): replace heap `heap` by `parts` (empty: the heap is gone). MooreNim: `newSizes`
/// gives the new size of every heap (some reduced, the rest unchanged). Staircase: move `count`
/// coins from step index `heap` down one step.
struct HeapMove {
  std::size_t heap = 0;
  std::vector<HeapSize> parts;
  std::vector<HeapSize> newSizes;
  HeapSize count = 0;
  bool operator==(const HeapMove&) const = default;
};
/// Slide coin `coin` (index into coins) to square `to`; with mooreK = 2 a second slide may be given.
struct NimbleMove {
  std::vector<std::pair<std::size_t, HeapSize>> slides;  ///< (coin index, new square)
  bool operator==(const NimbleMove&) const = default;
};
/// Turn these coins (0-based; the rightmost must be heads).
struct CoinMove {
  std::vector<std::size_t> coins;
  bool operator==(const CoinMove&) const = default;
};
struct CoinGridMove {
  std::vector<std::pair<std::size_t, std::size_t>> coins;  ///< (row, col)
  bool operator==(const CoinGridMove&) const = default;
};
struct QueenMove {
  std::size_t queen = 0;
  std::pair<std::size_t, std::size_t> to;
  bool operator==(const QueenMove&) const = default;
};
struct NorthcottMove {
  std::size_t row = 0;
  bool white = true;
  std::size_t to = 0;
  bool operator==(const NorthcottMove&) const = default;
};
struct HackenbushMove {
  std::size_t edge = 0;
  bool operator==(const HackenbushMove&) const = default;
};
struct GraphMove {
  std::size_t token = 0;
  int to = 0;
  bool operator==(const GraphMove&) const = default;
};

using ImpartialMove = std::variant<HeapMove, NimbleMove, CoinMove, CoinGridMove, QueenMove, NorthcottMove,
                                   HackenbushMove, GraphMove>;

/// Why a move was refused; the views word it (args quote only numbers and sets of numbers).
enum class MoveRejection {
  None,
  WrongKind,          ///< the move is for another family
  NoSuchPiece,        ///< index out of range, or an edge already cut (args: the piece's kind as an
                      ///< id, "heap", "step", "coin", "queen", "row", "column", "edge" or "token", and its number)
  NothingChanged,     ///< a move must change something
  NotAllowedByRule,   ///< the rule does not allow this removal/split/coin set (args: the numbers involved)
  HeapIncreased,      ///< a heap may only shrink (args: heap, its size, the size asked)
  TooManyTaken,       ///< more counters than the heap or step holds (args: count asked, count there)
  CoinTwice,          ///< the same coin twice in one move (args: the coin, when known)
  CoinMovesRight,     ///< a coin slides left only (args: from, to)
  NoCornerCoin,       ///< a grid move must turn the south-east corner of its coins
  HeapCountChanged,   ///< Moore's Nim: one new size per heap (args: heaps, sizes given)
  TooManyComponents,  ///< Moore's Nim_k: more than k heaps changed (args: k)
  RightmostNotHeads,  ///< a coin move's rightmost (SE) coin must show heads
  NotAQueenMove,      ///< not left, down or diagonally down-left
  Blocked,            ///< Northcott: would jump over or land on the other checker
  NoSuchArc,          ///< graph: no arc from the token's vertex to that vertex
  GameOver,           ///< no move is possible
};

struct MoveCheck {
  MoveRejection reason = MoveRejection::None;
  std::vector<std::string> args;
  bool legal() const { return reason == MoveRejection::None; }
};

}  // namespace gamelab
