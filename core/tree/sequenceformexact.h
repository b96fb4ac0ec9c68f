#pragma once
/// Exact recovery of a floating-point sequence-form answer (internal to solveSequenceForm):
/// the supports of the two realisation plans that Clp found say which constraints are tight
/// (complementary slackness); the exact solutions of those sparse equations are candidate
/// optimal plans, which the caller then proves (or rejects) by exact best replies.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/gametree.h"
#include "core/tree/sequenceformdata.h"

#include <optional>
#include <vector>

namespace gamelab {

/// Floating-point answer of the sequence-form LP, seen from both players.
struct FloatSequenceAnswer {
  std::vector<double> x, y;  ///< realisation plans of players 1 and 2
  std::vector<double> v;     ///< player 2's set values (one per row of F: ∅, then its sets)
  std::vector<double> u;     ///< player 1's set values (one per row of E)
};

/// Player 1's plan x solves  E x = e,  x_σ = 0 off its support,  (Fᵀ v − Aᵀ x)_τ = 0 for the
/// sequences τ that player 2 plays; player 2's plan symmetrically (E ↔ F, A ↔ Aᵀ, v ↔ u).
/// Entries above `tolerance` form the supports. When the equations leave unknowns free (a
/// degenerate optimum), those take the float values rounded to fractions with denominators up
/// to 10⁶. Returns the behaviour of both players (chance as given), or nullopt when a system is
/// inconsistent or a plan comes out negative. Errors: Cancelled, Timeout.
/// Support tolerances to try, best guess first: the widest gap (ratio) between consecutive
/// entries of the two float plans in [1e-13, 1e-3] splits "zero" from "positive" (Clp leaves
/// zeros as small as its 1e-7 tolerances allow, and larger on ill-conditioned bases); then
/// 1e-5 … 1e-9, 1e-4, 1e-10 (each attempt is one sparse solve and two best-reply walks; the
/// caller keeps each side's best bound over the attempts, which often combine).
std::vector<double> supportTolerances(const FloatSequenceAnswer& answer);

Expected<std::optional<BehaviourProfile>> exactFromSupports(const GameTree& tree, const SequenceFormData& data,
                                                            const FloatSequenceAnswer& answer, double tolerance,
                                                            const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
