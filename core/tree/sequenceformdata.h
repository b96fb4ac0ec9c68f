#pragma once
/// The data of the sequence form of a two-player tree (internal to solveSequenceForm and
/// solveSequenceLemke, exposed for tests): each player's sequences, the sparse payoff matrices
/// with chance folded in (player 1's; player 2's too for general-sum trees), and the
/// conversions between realisation plans and behaviour strategies.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/behaviour.h"
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

/// One player's sequences: 0 = the empty sequence, then one per (set, action) of the sets with
/// two or more actions, in infoSetsOf() order. A set with one action offers no choice: its
/// action's sequence is the one leading to the set (base == parent), so long chains of forced
/// moves add nothing to the LP.
struct PlayerSequences {
  std::vector<int> sets;       ///< the player's information sets with >= 2 actions, in sequence order
  /// per tree set index: sequence of its first action (for a one-action set of the player: its
  /// parent sequence, once a member has been met), or -1
  std::vector<int> base;
  std::vector<int> parent;     ///< per tree set index: the player's sequence leading to it, or -1
  int count = 1;               ///< number of sequences (>= 1)
};

struct SequencePayoff {
  int row = 0;     ///< player 1's sequence
  int column = 0;  ///< player 2's sequence
  Rational value;  ///< Σ chance probability × payoff to player 1 over nodes with these sequences
  Rational value2; ///< the same for player 2 (SequencePayoffs::BothPlayers only; else 0)
};

/// Which payoffs buildSequenceForm collects.
enum class SequencePayoffs {
  ConstantSum,  ///< player 1's only; the tree must be constant-sum (NotConstantSum otherwise)
  BothPlayers,  ///< both players' (general-sum); constantSum is left 0
};

struct SequenceFormData {
  PlayerSequences players[2];
  /// Sparse payoff matrix of player 1 (and of player 2 in `value2` with BothPlayers): the
  /// entries where some collected payoff is nonzero, sorted by column then row.
  std::vector<SequencePayoff> payoffs;
  Rational constantSum;  ///< ConstantSum: the payoffs of the two players sum to this at every play
};

/// Builds the sequence form in O(nodes + entries · log). The tree must have two players and be
/// valid; perfect recall is assumed (parents are taken from each set's first member).
/// Errors: NotConstantSum with ConstantSum (args: node number, NodeId + 1, of the first terminal
/// in id order whose payoff sum differs from that of the first terminal), Cancelled, Timeout.
Expected<SequenceFormData> buildSequenceForm(const GameTree& tree, const CancelToken& cancel = CancelToken::none(),
                                             SequencePayoffs which = SequencePayoffs::ConstantSum);

/// The player's behaviour from a realisation plan: x(σa)/x(σ); sets that the plan does not
/// reach (x(σ) = 0) get the uniform distribution. Writes into `profile`.
void behaviourFromPlan(const GameTree& tree, const PlayerSequences& sequences, const RationalVector& plan,
                       BehaviourProfile& profile);

/// The player's behaviour in floating point from a floating-point plan: x(σa)/x(σ) clamped
/// to [0, 1] and normalised; sets with x(σ) <= 1e-9 get the uniform distribution. Writes the
/// player's sets of `profile` (sized to the tree's sets).
void floatBehaviourFromPlan(const GameTree& tree, const PlayerSequences& sequences, const std::vector<double>& plan,
                            FloatBehaviourProfile& profile);

/// A profile's probabilities as doubles.
FloatBehaviourProfile floatBehaviour(const BehaviourProfile& profile);

/// Same from a floating-point plan: each conditional probability is rounded to the nearest
/// fraction with denominator <= maxDenominator, then the set's numbers are normalised to sum
/// to 1 exactly. Sets with x(σ) <= 1e-9 get the uniform distribution.
void behaviourFromFloatPlan(const GameTree& tree, const PlayerSequences& sequences, const std::vector<double>& plan,
                            long maxDenominator, BehaviourProfile& profile);

/// The realisation plan of the player's behaviour in `profile` (exact).
RationalVector planFromBehaviour(const GameTree& tree, const PlayerSequences& sequences,
                                 const BehaviourProfile& profile);

}  // namespace gamelab
