#pragma once
/// The sequence-form LP of a two-person constant-sum tree (internal to solveSequenceForm,
/// exposed for tests and for tests/bench/peers, which hand the same LP to other solvers).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/lp/lpproblem.h"
#include "core/tree/gametree.h"
#include "core/tree/sequenceformdata.h"

namespace gamelab {

/// The LP of Koller–Megiddo–von Stengel, from `side`'s point of view. Side 0: variables x
/// (player 1's plan, >= 0) then v (free, one per row of player 2's constraint matrix F: the
/// empty sequence, then player 2's sets);
///   maximise v_0  s.t.  E x = e,   (Fᵀ v)_τ − (Aᵀ x)_τ <= 0 for every sequence τ of player 2;
/// the duals of the τ rows are player 2's realisation plan. Side 1 is its dual written the same
/// way for player 2: variables y then u,  minimise u_0  s.t.  F y = f,  (Eᵀ u)_σ − (A y)_σ >= 0;
/// the duals of the σ rows are player 1's plan. Rows: first the E (F) rows, the empty
/// sequence's first, then one per sequence of the other player from firstTauRow on.
struct SequenceLp {
  LpProblem problem;
  int firstTauRow = 0;  ///< first row of the other player's sequences
};

/// Builds the LP above in O(nodes + payoff entries); `data` from buildSequenceForm (ConstantSum).
/// Errors: Cancelled, Timeout (polled every 4096 rows and payoff entries).
Expected<SequenceLp> buildSequenceLp(const GameTree& tree, const SequenceFormData& data, int side = 0,
                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
