#pragma once
/// Two-person zero-sum (or constant-sum) trees with perfect recall by the sequence form
/// (Koller–Megiddo–von Stengel 1996; von Stengel 2002; CLI `tree solve`).
///
/// Player 1 maximises over realisation plans x (E x = e, x >= 0) the value of player 2's best
/// reply, written with one free variable per player-2 information set (the dual of player 2's
/// sequence constraints); player 2's plan comes from the duals. The LP is sparse: one column per
/// sequence, one row per information set and per sequence of player 2. Chance is folded into
/// the payoff matrix (product of chance probabilities on the path).
///
/// Exactness: Clp solves in floating point (the dual simplex, or on large LPs its barrier; see
/// SequenceFormAlgorithm); the realisation plans are recovered exactly from
/// its supports (the tight sparse system, sequenceformexact.h; support tolerance from the gap
/// in the float plans) or rounded to nearby fractions, and verified by exact best responses on the tree (behaviour.h): when both players' best-reply
/// values equal the candidate value the answer is proved; otherwise the exact LP (core/lp) is
/// solved. `verified` is true only for proved answers; `proof` says which path proved it.
///
/// Float mode: Clp's answer, bounded by float best replies of each player; when the bounds
/// are wider than 1e-9·max(1, |value|) the float answer is polished by the exact solution of
/// its tight support systems (no exact proof), and valueFloat is clamped into the bounds.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

/// Which Clp algorithm solves the floating-point LPs (see LpAlgorithm in core/lp/lpproblem.h).
enum class SequenceFormAlgorithm {
  Automatic,    ///< the barrier from kSequenceFormBarrierRows rows of the LP on, else the dual simplex
  DualSimplex,  ///< a vertex: its supports give the exact answer directly
  /// Clp's barrier, no crossover: an optimal interior point, far faster on large trees (the
  /// 157 000-node tree's LP: 2 s against 15 s). First on the LP as given, then presolved; an
  /// answer whose float best-reply bounds are wider than 1e-4 (relative) is passed over, and the
  /// dual simplex is the last resort.
  Barrier,
};

/// Automatic's switch: LPs with at least this many rows go to the barrier.
inline constexpr int kSequenceFormBarrierRows = 2000;

struct SequenceFormOptions {
  bool exact = true;  ///< false: Clp's floating-point answer, unverified (labelled approximate)
  /// Exact mode: first recover the exact answer from Clp's floating-point one (supports, then
  /// rounding) and prove it by best replies; false goes straight to the exact LP (for tests).
  bool recoverFromFloat = true;
  SequenceFormAlgorithm algorithm = SequenceFormAlgorithm::Automatic;
};

/// How the answer was found (exact mode; every path ends with the exact best-reply proof).
enum class SequenceFormProof {
  None,               ///< float mode: not proved
  BackwardInduction,  ///< perfect information: backward induction
  Supports,           ///< the tight sparse system of the float answer's supports, solved exactly
  Rounding,           ///< the float behaviour rounded to nearby fractions
  ExactLp,            ///< the exact LP (core/lp), the fallback
};

/// "backward-induction", "supports", "rounding", "exact-lp" or "none" (CLI key "proof").
const char* sequenceFormProofName(SequenceFormProof proof);

struct SequenceFormResult {
  Rational value;              ///< to player 1 (for constant-sum trees: player 1's payoff)
  double valueFloat = 0;
  /// Floating-point mode: the value lies in [valueLowerFloat, valueUpperFloat] up to rounding:
  /// the lower end is what player 1's float behaviour guarantees against every reply, the
  /// upper end what player 2's concedes (float best-reply walks); errorBoundFloat = upper −
  /// lower says how far valueFloat may be off (the float answer is polished first, see
  /// solveSequenceForm). Exact mode: verified → all three are the value (bound 0); unverified
  /// → the bounds proved by exact best replies, rounded to double.
  double valueLowerFloat = 0;
  double valueUpperFloat = 0;
  double errorBoundFloat = 0;
  BehaviourProfile behaviour;  ///< both players' optimal behaviour strategies; chance as given
  /// Realisation plans: per player, per sequence; sequence 0 is the empty sequence, then one
  /// per (information set, action) of the player's sets with two or more actions, in
  /// infoSetsOf() order (a one-action set is a forced move and adds no sequence).
  std::vector<RationalVector> realisationPlans;
  bool verified = false;
  SequenceFormProof proof = SequenceFormProof::None;
  int sequences[2] = {0, 0};     ///< size of each realisation plan
  int infoSetCount[2] = {0, 0};  ///< each player's information sets (all of them)
};

/// Errors: InvalidTree (validation errors), WrongShape unless exactly two players,
/// NotConstantSum (a terminal whose payoffs sum differently), NotPerfectRecall, Cancelled,
/// Timeout. Progress stages "sequence-form", "lp", "verify".
Expected<SequenceFormResult> solveSequenceForm(const GameTree& tree, const SequenceFormOptions& options = {},
                                               const Progress& progress = Progress::none(),
                                               const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
