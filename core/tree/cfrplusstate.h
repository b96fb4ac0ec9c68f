#pragma once
/// The working state of solveCfrPlus (internal to cfrplus.cpp, exposed for tests): the tree as
/// flat arrays and the CFR+ iteration on them. See cfrplus.h for the method.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/behaviour.h"
#include "core/tree/gametree.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab::cfr {

/// A two-player tree as flat arrays, in the tree's node order (parent id < child id).
struct FlatTree {
  static constexpr std::int8_t kTerminal = -2;
  static constexpr std::int8_t kChance = -1;
  std::vector<std::int8_t> mover;        ///< per node: 0, 1, kChance or kTerminal
  std::vector<std::int32_t> firstChild;  ///< per node + 1: the node's children are children[first[id], first[id+1])
  std::vector<NodeId> children;
  std::vector<std::int32_t> actionBase;  ///< per non-terminal node: its set's first action (players) or chance slot
  std::vector<std::int32_t> setOf;       ///< per node: its information set (tree index), or -1
  std::vector<double> payoff;            ///< per terminal: player 1's payoff of the play (sum on its path)
  std::vector<double> chanceProbability; ///< chance nodes' probabilities, per actionBase
  std::vector<std::int32_t> setBase;     ///< per tree set of a player: first action in the action arrays; else -1
  std::vector<std::int32_t> setActionCount;  ///< per tree set: its actions
  std::vector<int> playerSets[2];        ///< each player's tree set indices (infoSetsOf order)
  /// Player p's actions are [actionBegin[p], actionBegin[p + 1]) in the action arrays, set after
  /// set in playerSets order.
  std::int32_t actionBegin[3] = {0, 0, 0};
  Rational constantSum;                  ///< payoff of player 1 + player 2 at every play

  std::size_t setActions(int set) const { return static_cast<std::size_t>(setActionCount[static_cast<std::size_t>(set)]); }
};

/// Builds the flat tree and checks the constant sum (the first terminal's sum is the constant).
/// The tree must be valid with two players. Errors: NotConstantSum (args: node number, NodeId + 1,
/// of the first terminal in id order whose sum differs), Cancelled, Timeout.
Expected<FlatTree> flattenTree(const GameTree& tree, const CancelToken& cancel);

/// Regrets, current strategies and weighted average sums over both players' actions.
class CfrPlusState {
 public:
  explicit CfrPlusState(const FlatTree& flat);

  /// Iteration t (1-based): player 1's update, then player 2's against player 1's new strategy;
  /// the average gains weight t. Errors: Cancelled, Timeout (the state is then inconsistent).
  std::optional<Error> iterate(std::int64_t t, const CancelToken& cancel);

  /// The average behaviour (uniform where a set's weights are all 0); chance sets from `tree`.
  FloatBehaviourProfile average(const GameTree& tree) const;

 private:
  std::optional<Error> update(int player, std::int64_t t, const CancelToken& cancel);
  /// Regret matching+ of one player's sets: strategy ∝ positive regrets, uniform if none.
  void matchRegrets(int player);

  const FlatTree& flat_;
  std::vector<double> regret_, strategy_, averageSum_;
  std::vector<double> reachOwn_, reachOthers_, value_;  ///< per node
  std::vector<double> setReach_;                        ///< per tree set: the updating player's own reach
};

}  // namespace gamelab::cfr
