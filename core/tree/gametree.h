#pragma once
/// A finite game in extensive form (source 000 §2.5, §3.1.2; Gambit's tree model): n >= 1
/// players and chance, information sets, action labels, chance probabilities, and outcomes
/// (payoff vectors) that can be shared by several nodes.
///
/// Storage is flat: nodes live in `nodes`, information sets in `infoSets`, outcomes in
/// `outcomes`, and they refer to each other by index. Invariants (checked by isConsistent()):
///  - node 0 is the root; every other node has a parent, and parent id < child id, so a loop
///    over ids from high to low visits every child before its parent (bottom-up order);
///  - a non-terminal node belongs to exactly one information set; its children are in the
///    order of that set's actions (children.size() == actions.size());
///  - a terminal node has no children and no information set;
///  - an information set belongs to one player, or to chance (player == kChancePlayer), in
///    which case it carries one probability per action;
///  - outcome payoff vectors have players() entries;
///  - expression texts (probabilityExpressions, payoffExpressions) are absent or one per value.
/// Payoffs follow Gambit: an outcome may be attached to any node, and the payoff of a play
/// is the sum of the outcomes on its path from the root to the terminal node. A play that
/// passes no outcome pays 0 to everyone (validation warns about it).
///
/// Editing operations keep the invariants. Node ids are stable except across removeSubtree
/// (which compacts), so undo commands should address nodes by NodePath.
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gamelab {

using NodeId = std::int32_t;
inline constexpr NodeId kNoNode = -1;
/// The "player" of chance information sets.
inline constexpr int kChancePlayer = -1;

/// Child indices from the root (empty = the root). Stable under undo/redo of edits elsewhere.
using NodePath = std::vector<int>;

struct TreeNode {
  NodeId parent = kNoNode;
  std::vector<NodeId> children;  ///< in action order of the information set
  int infoSet = -1;              ///< index into GameTree::infoSets; -1 for a terminal node
  int outcome = -1;              ///< index into GameTree::outcomes; -1 = none
  std::string label;             ///< optional node name (Gambit's node label)

  bool isTerminal() const { return children.empty(); }
  bool operator==(const TreeNode&) const = default;
};

struct InfoSet {
  int player = 0;                    ///< 0-based player, or kChancePlayer
  int number = 1;                    ///< 1-based, unique among this player's sets (as in .efg files)
  std::string label;                 ///< optional name ("after bet")
  std::vector<std::string> actions;  ///< one label per action (may be empty strings)
  RationalVector probabilities;      ///< chance sets only: one per action; empty otherwise
  /// Chance sets only: empty (no expressions) or one text per action, "" where the probability
  /// is a plain number (core/param/expression.h). `probabilities` always holds the values at
  /// the document's current parameters (treeexpressions.h re-evaluates them).
  std::vector<std::string> probabilityExpressions;

  bool isChance() const { return player == kChancePlayer; }
  bool operator==(const InfoSet&) const = default;
};

struct TreeOutcome {
  std::string label;
  RationalVector payoffs;  ///< one per player
  /// Empty (no expressions) or one text per player, "" where the payoff is a plain number;
  /// `payoffs` always holds the values at the document's current parameters.
  std::vector<std::string> payoffExpressions;
  bool operator==(const TreeOutcome&) const = default;
};

/// Per information set (index as in GameTree::infoSets), one probability per action. Chance
/// sets hold their fixed probabilities. A pure behaviour profile has 0/1 entries.
using BehaviourProfile = std::vector<RationalVector>;

struct GameTree {
  std::string title;
  std::string comment;
  std::vector<std::string> playerNames;  ///< players(); empty entries = default name
  std::vector<TreeNode> nodes;           ///< node 0 = root
  std::vector<InfoSet> infoSets;
  std::vector<TreeOutcome> outcomes;

  /// One terminal root node and `players` players (>= 1) with default names.
  explicit GameTree(int players = 2);

  int players() const { return static_cast<int>(playerNames.size()); }
  NodeId root() const { return 0; }
  NodeId nodeCount() const { return static_cast<NodeId>(nodes.size()); }
  const TreeNode& node(NodeId id) const { return nodes[static_cast<std::size_t>(id)]; }
  TreeNode& node(NodeId id) { return nodes[static_cast<std::size_t>(id)]; }
  bool isTerminal(NodeId id) const { return node(id).children.empty(); }
  bool isChance(NodeId id) const;
  /// The mover at a non-terminal node (0-based or kChancePlayer); asserted non-terminal.
  int playerAt(NodeId id) const;
  /// Which child of its parent `id` is (the action index); -1 for the root.
  int actionIndexOf(NodeId id) const;
  /// Label of the action leading to `id` ("" for the root).
  const std::string& actionLabelTo(NodeId id) const;
  /// Depth of the node (root = 0).
  int depth(NodeId id) const;
  /// True iff `ancestor` lies on the path from the root to `id` (a node is its own ancestor).
  bool isAncestor(NodeId ancestor, NodeId id) const;

  NodePath pathOf(NodeId id) const;
  /// kNoNode when the path leads nowhere.
  NodeId nodeAt(const NodePath& path) const;

  /// The nodes of each information set (index as in infoSets), each in increasing id order.
  std::vector<std::vector<NodeId>> infoSetMembers() const;
  /// Information sets of one player (or chance), in increasing `number` order.
  std::vector<int> infoSetsOf(int player) const;
  /// The index of the player's information set with this number, or -1.
  int findInfoSet(int player, int number) const;
  /// The smallest unused number for a new set of `player`.
  int nextInfoSetNumber(int player) const;
  /// Sum of the outcomes on the path from the root to `id` (players() entries).
  RationalVector accumulatedPayoff(NodeId id) const;
  /// True iff some node on the path root..id (inclusive) has an outcome.
  bool hasPayoffOnPath(NodeId id) const;
  /// Every information set has one member node.
  bool hasPerfectInformation() const;
  /// Nodes of the subtree rooted at `id` in preorder (id first).
  std::vector<NodeId> subtree(NodeId id) const;

  /// Invariants above; on failure `why` (if given) gets a short English reason.
  bool isConsistent(std::string* why = nullptr) const;

  // ---- Editing (all keep the invariants) ----

  /// Turns terminal node `id` into a decision node of `player` with `actionCount` (>= 1)
  /// new terminal children in a new singleton information set (numbered nextInfoSetNumber).
  /// Action labels default to "1", "2", ... Returns the new set's index.
  int makeDecision(NodeId id, int player, int actionCount);
  /// Same for chance, with uniform probabilities.
  int makeChance(NodeId id, int actionCount);
  /// Adds an action at `position` (0..count) to set `infoSet`: every member node gets a new
  /// terminal child there. For chance sets the new action has probability 0.
  void insertAction(int infoSet, int position, const std::string& label = {}, const Rational& probability = 0);
  /// Removes action `position` from set `infoSet` and the subtrees it leads to in every
  /// member (compacts ids). A set keeps at least one action (asserted).
  void removeAction(int infoSet, int position);
  /// Removes everything below `id`; `id` becomes terminal (keeps its outcome and label). Its
  /// information set loses the member (and disappears when empty). Compacts ids.
  void makeTerminal(NodeId id);
  /// Moves node `id` into information set `infoSet` (same player and action count: asserted;
  /// use canJoin first). Its old set disappears when empty. Action labels are the target's.
  void moveToInfoSet(NodeId id, int infoSet);
  /// Gives node `id` a new singleton information set (a copy of its current one's labels and
  /// probabilities); returns its index. No-op (returns the current index) if it is alone.
  int splitFromInfoSet(NodeId id);
  /// Changes the player of a whole information set (chance sets cannot change: asserted).
  void setInfoSetPlayer(int infoSet, int player);
  /// Adds an outcome (payoffs default to zeros) and returns its index.
  int addOutcome(const std::string& label = {}, RationalVector payoffs = {});
  /// Removes outcome `index`; nodes using it get none; later indices shift down.
  void removeOutcome(int index);
  /// Adds a player at the end (outcomes get payoff 0) / removes player `player` (asserted to
  /// own no information set).
  void addPlayer(const std::string& name = {});
  void removePlayer(int player);

  /// A copy of the subtree rooted at `id` as a standalone tree: its root is `id`, with the
  /// same players, the information sets and outcomes it uses (sets keep their labels, numbers
  /// and probabilities; sets that also have members outside the subtree are copied too).
  GameTree extractSubtree(NodeId id) const;
  /// Replaces terminal node `id` by a copy of `piece` (same players() asserted). Sets of
  /// `piece` become new sets here (fresh numbers); outcomes are appended unless an equal
  /// outcome (same label and payoffs) already exists. Returns the id of the node now at `id`.
  NodeId graftSubtree(NodeId id, const GameTree& piece);

  bool operator==(const GameTree&) const = default;
};

/// Size summary used for limits and messages.
struct TreeSize {
  std::int64_t nodes = 0;
  std::int64_t terminals = 0;
  std::int64_t infoSets = 0;  ///< players' sets (not chance)
};
TreeSize treeSize(const GameTree& tree);

}  // namespace gamelab
