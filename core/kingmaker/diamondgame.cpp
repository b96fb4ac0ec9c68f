// The reconstructed Diamond game of the thesis's experiments (spec part 4.1; a port of
// spec/reference/kingmaker_diamond.py with its default arguments).
#include "core/kingmaker/generators.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

namespace gamelab::kingmaker {

namespace {

struct Cell {
  int q;
  int r;
  bool operator==(const Cell&) const = default;
};

constexpr std::array<Cell, 6> kDirections{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}};
constexpr std::array<Cell, 6> kRing{{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}};
constexpr std::array<Cell, 6> kTips{{{2, -1}, {1, 1}, {-1, 2}, {-2, 1}, {-1, -1}, {1, -2}}};
constexpr int kCells = 13;
constexpr int kPlayers = 3;

/// Cell numbers: 0 the centre, 1..6 the ring, 7..12 the tips; -1 off the board.
int cellNumber(Cell c) {
  if (c == Cell{0, 0}) return 0;
  for (int i = 0; i < 6; ++i) {
    if (kRing[static_cast<std::size_t>(i)] == c) return 1 + i;
    if (kTips[static_cast<std::size_t>(i)] == c) return 7 + i;
  }
  return -1;
}

Cell cellAt(int number) {
  if (number == 0) return {0, 0};
  return number <= 6 ? kRing[static_cast<std::size_t>(number - 1)] : kTips[static_cast<std::size_t>(number - 7)];
}

int hexDistance(Cell a, Cell b) {
  const int q = a.q - b.q;
  const int r = a.r - b.r;
  return std::max({std::abs(q), std::abs(r), std::abs(q + r)});
}

using Board = std::array<int, kPlayers>;  // each player's cell number

/// A subtree of the generator before it is laid out: a leaf (winner) or a decision node.
struct Piece {
  int player = 0;
  bool leaf = true;
  std::vector<int> children;  // indices into the arena
};

class DiamondGenerator {
 public:
  DiamondGenerator() {
    const std::array<int, kPlayers> startTips{0, 2, 4};
    for (int p = 0; p < kPlayers; ++p) {
      const Cell s = kTips[static_cast<std::size_t>(startTips[static_cast<std::size_t>(p)])];
      start_[static_cast<std::size_t>(p)] = cellNumber(s);
      goal_[static_cast<std::size_t>(p)] = cellNumber(Cell{-s.q, -s.r});
    }
    seen_.assign(static_cast<std::size_t>(kCells * kCells * kCells * kPlayers), 0);
  }

  BinaryGame generate() {
    const Board board = start_;
    seen_[key(board, 0)] = 1;
    const int root = expand(board, 0);
    assert(root >= 0);
    return layOut(root);
  }

 private:
  Board start_{};
  Board goal_{};
  std::vector<char> seen_;  // (board, player to move) pairs on the current play
  std::vector<Piece> arena_;

  static std::size_t key(const Board& board, int player) {
    return static_cast<std::size_t>(((board[0] * kCells + board[1]) * kCells + board[2]) * kPlayers + player);
  }

  /// The cells player p can move to, in the reference's direction order.
  std::vector<int> moves(const Board& board, int p) const {
    const Cell me = cellAt(board[static_cast<std::size_t>(p)]);
    const Cell goal = cellAt(goal_[static_cast<std::size_t>(p)]);
    auto forbidden = [&](int cell) {
      for (int q = 0; q < kPlayers; ++q)
        if (q != p && (cell == start_[static_cast<std::size_t>(q)] || cell == goal_[static_cast<std::size_t>(q)])) return true;
      return false;
    };
    auto occupied = [&](int cell) {
      for (int q = 0; q < kPlayers; ++q)
        if (board[static_cast<std::size_t>(q)] == cell) return true;
      return false;
    };
    std::vector<int> out;
    for (const Cell d : kDirections) {
      const Cell next{me.q + d.q, me.r + d.r};
      const int n = cellNumber(next);
      if (n < 0 || forbidden(n)) continue;
      Cell target = next;
      if (occupied(n)) target = Cell{next.q + d.q, next.r + d.r};
      const int t = cellNumber(target);
      if (t < 0 || forbidden(t) || occupied(t)) continue;
      if (hexDistance(target, goal) > hexDistance(me, goal)) continue;  // never backward
      out.push_back(t);
    }
    return out;
  }

  int add(Piece piece) {
    arena_.push_back(std::move(piece));
    return static_cast<int>(arena_.size()) - 1;
  }

  /// The collapsed subtree where player p moves on `board`, or -1 when p has no move.
  /// Recursion depth is bounded by the number of (board, player) pairs of this fixed game
  /// (a few dozen moves at most), not by any input.
  int expand(const Board& board, int p) {
    const auto targets = moves(board, p);
    for (int t : targets)
      if (t == goal_[static_cast<std::size_t>(p)]) return add({p, true, {}});  // p moves into its goal
    Piece node{p, false, {}};
    const int nextPlayer = (p + 1) % kPlayers;
    for (int t : targets) {
      Board next = board;
      next[static_cast<std::size_t>(p)] = t;
      const std::size_t k = key(next, nextPlayer);
      if (seen_[k]) continue;
      seen_[k] = 1;
      const int child = expand(next, nextPlayer);
      seen_[k] = 0;
      if (child < 0) continue;
      const Piece& c = arena_[static_cast<std::size_t>(child)];
      if (c.leaf && c.player == p) return add({p, true, {}});  // a child is the mover's forced win
      node.children.push_back(child);
    }
    if (node.children.empty()) return -1;
    // Collapse a node whose children are all leaves of one winner (Def. 3.1.1 (a); the
    // children are collapsed already, so no other forced-win node can remain).
    const Piece& first = arena_[static_cast<std::size_t>(node.children.front())];
    bool same = first.leaf;
    for (int c : node.children) {
      const Piece& piece = arena_[static_cast<std::size_t>(c)];
      same = same && piece.leaf && piece.player == first.player;
    }
    if (same) return add({first.player, true, {}});
    return add(std::move(node));
  }

  BinaryGame layOut(int root) const {
    BinaryGameBuilder builder(kPlayers);
    std::vector<std::pair<int, std::size_t>> stack;  // piece, next child
    auto enter = [&](int index) {
      const Piece& piece = arena_[static_cast<std::size_t>(index)];
      if (piece.leaf) {
        builder.leaf(piece.player);
      } else {
        builder.beginNode(piece.player);
        stack.emplace_back(index, 0);
      }
    };
    enter(root);
    while (!stack.empty()) {
      auto& [index, next] = stack.back();
      const Piece& piece = arena_[static_cast<std::size_t>(index)];
      if (next < piece.children.size()) {
        enter(piece.children[next++]);
      } else {
        builder.endNode();
        stack.pop_back();
      }
    }
    BinaryGame game = builder.finish();
    game.playerNames = {"a", "b", "c"};
    return game;
  }
};

}  // namespace

BinaryGame diamondGame() { return DiamondGenerator().generate(); }

}  // namespace gamelab::kingmaker
