#pragma once
/// Binary (win/lose) game trees (source 001 §3.1; spec/kingmaker-thesis.md): n-player,
/// deterministic, perfect-information trees in which every leaf is won by exactly one player
/// (payoff 1 to the winner, 0 to everyone else).
///
/// Storage is flat and iterative-friendly: nodes are numbered in pre-order (root 0, as the
/// nodes of an .efg file and the CLI's `tree kingmaker` output), so every child has a larger
/// number than its parent and a loop from the last node down to 0 visits children before
/// parents. Nothing in core/kingmaker recurses along the depth of the tree.
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gamelab::kingmaker {

using NodeIndex = std::int32_t;
/// A set of players as bits (bit p = player p, 0-based); hence at most 64 players.
using PlayerSet = std::uint64_t;
inline constexpr int kMaxPlayers = 64;
/// "No player" (e.g. a node that is nobody's forced-win node).
inline constexpr int kNobody = -1;

inline PlayerSet playerBit(int player) { return PlayerSet{1} << player; }
inline bool contains(PlayerSet set, int player) { return (set >> player) & 1U; }

struct BinaryGame {
  int players = 3;
  std::vector<std::string> playerNames;  ///< players() entries; empty = default name
  /// Per node: the mover at a decision node, the winner at a leaf (0-based players).
  std::vector<int> player;
  std::vector<NodeIndex> parent;          ///< -1 for the root
  /// Children of node v are childList[childBegin[v] .. childBegin[v+1]) in child order
  /// (child order matters for the first/last tie rules and for drawing only).
  std::vector<NodeIndex> childBegin;      ///< nodeCount() + 1 entries
  std::vector<NodeIndex> childList;
  /// Per node: the node of the GameTree it came from (kNoNode for generated games). Kept
  /// through every transformation, so a node of a reduced tree still points into the editor.
  std::vector<NodeId> treeNode;

  NodeIndex nodeCount() const { return static_cast<NodeIndex>(player.size()); }
  bool isLeaf(NodeIndex v) const { return childBegin[v] == childBegin[v + 1]; }
  std::span<const NodeIndex> children(NodeIndex v) const {
    return {childList.data() + childBegin[v], childList.data() + childBegin[v + 1]};
  }
  int childCount(NodeIndex v) const { return childBegin[v + 1] - childBegin[v]; }
  /// Index of an edge (parent v, its k-th child) into per-edge arrays (childList order).
  NodeIndex edge(NodeIndex v, int k) const { return childBegin[v] + k; }
  /// The winner of a leaf or the mover of a decision node.
  int winner(NodeIndex leaf) const { return player[leaf]; }
  int owner(NodeIndex decision) const { return player[decision]; }

  bool operator==(const BinaryGame&) const = default;
};

/// Builds a game in pre-order: leaf(…) or beginNode(…) children… endNode(). The first call
/// makes the root; a single leaf is a valid game.
class BinaryGameBuilder {
 public:
  explicit BinaryGameBuilder(int players);
  void leaf(int winner, NodeId treeNode = kNoNode);
  void beginNode(int owner, NodeId treeNode = kNoNode);
  void endNode();  ///< a node needs at least one child (asserted)
  BinaryGame finish();  ///< every beginNode closed (asserted)

 private:
  BinaryGame game_;
  std::vector<NodeIndex> open_;
  std::vector<std::vector<NodeIndex>> pendingChildren_;
  std::vector<std::pair<NodeIndex, std::vector<NodeIndex>>> childrenOf_;
};

/// The binary game of an editor tree. Errors name the first offending node (GameTree NodeId + 1
/// in the args, as InvalidTree does): a chance node, an information set with two nodes, a
/// leaf whose accumulated payoff is not one 1 and zeros (two winners, none, a fraction), more
/// than kMaxPlayers players, fewer than 2 (all WrongShape with the Binary… problems). Validation
/// errors of the tree come first. "First" is in pre-order; a leaf's payoff is the sum of the
/// outcomes on its path (GameTree::accumulatedPayoff).
Expected<BinaryGame> binaryGameOf(const GameTree& tree);
/// True when binaryGameOf would succeed (cheap: no allocation of the result).
bool isBinaryGame(const GameTree& tree);
/// The editor tree of a binary game: one singleton information set per decision node, one
/// outcome per player ("p wins", payoff 1 to p) shared by that player's leaves.
GameTree gameTreeOf(const BinaryGame& game);

/// Bracket text as in spec/reference/diamond_tree.txt: lower-case letters a, b, c, … are
/// decision nodes of players 1, 2, 3, … followed by their children in parentheses separated
/// by commas; upper-case A, B, C, … are leaves won by those players. Blanks and newlines are
/// ignored, and so is a comment from '#' to the end of its line. `players` = 0 means "the
/// highest letter used" (at least 2); otherwise it must be 2…kMaxPlayers (InvalidArgument) and
/// a higher letter is BracketUnknownPlayer. Errors are SyntaxError with the line and column
/// (in characters, from 1) in `where`: BracketUnexpected for a character that is no part of
/// the notation, else the expectation (ExpectedNode, ExpectedToken "(", ExpectedEitherToken
/// "," ")", ExpectedEndOfInput) quoting the character found (empty at the end); EmptyInput for
/// a text of blanks and comments only. Depth is not limited by the stack (the reader is
/// iterative).
Expected<BinaryGame> parseBracketTree(std::string_view text, int players = 0);
/// One line, no blanks (as diamond_tree.txt's tree line); players beyond the 26th letter are
/// written '?' (such games have no bracket text).
std::string bracketText(const BinaryGame& game);

/// The P_k{…} notation of the spec (players from 1): "P3{P1{[3],[2]},P2{[3],[1]}}".
std::string braceText(const BinaryGame& game);

}  // namespace gamelab::kingmaker
