#pragma once
/// Consistency of an assessment (Kreps and Wilson 1982), proved exactly.
///
/// Beliefs μ are consistent with behaviour σ when they are the limit of the Bayes beliefs of
/// completely mixed profiles σ_ε → σ. Every such limit is obtained from trembles of the form
///   σ_ε(a) = c(a) · ε^k(a)   for every action a with σ(a) = 0   (c(a) > 0, k(a) > 0),
/// the other actions keeping σ(a) (Kreps and Wilson's Lemma A1; Perea, Jansen and Peters
/// 1997). Along such a sequence a node's reach is (F(n) Π c) · ε^K(n) + o(ε^K(n)), where K(n) sums
/// the orders k on its path and F(n) is the product of the positive probabilities (chance
/// included). So μ is consistent iff
///  (1) orders exist: at every set the members with μ > 0 share the smallest K, the members
///      with μ = 0 have a larger one (a linear feasibility problem: an exact LP), and
///  (2) coefficients exist: for members n, n₀ with μ > 0, Σ_path(n) log c − Σ_path(n₀) log c =
///      log(μ(n) F(n₀) / (μ(n₀) F(n))), a linear system in log c that is solvable iff every
///      integer combination u of its rows that cancels the left side has Π r^u = 1 (checked in
///      rationals).
/// Both parts are independent, so the check is exact and complete for perfect-recall trees.
///
/// Chance actions never tremble: a member behind a chance action of probability 0 can hold no
/// belief unless every member of its set is behind one (then the set is unconstrained).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/assessment.h"

#include <vector>

namespace gamelab {

struct ConsistencyProof {
  bool consistent = false;
  /// False when the coefficient check needed powers beyond its limits (exponent 4096): then
  /// `consistent` is false but nothing was disproved.
  bool decided = true;
  int failingSet = -1;  ///< the first set whose beliefs no tremble sequence gives, or -1
  /// When consistent: per set, per action, the order k(a) of the exhibited trembles (0 where
  /// σ(a) > 0 and at chance; the least total order the LP finds), and per set, per member,
  /// the order K(n) of the member's reach (0 exactly for members reached under σ).
  std::vector<RationalVector> actionOrders;
  std::vector<RationalVector> memberOrders;
};

/// Cost: one exact LP with one variable per unplayed action and one row per member, and a
/// sparse rational elimination of (members × unplayed actions). Shapes must match the tree
/// (as for checkAssessment); perfect recall is assumed. Errors: Cancelled, Timeout,
/// NumericalFailure (the LP).
Expected<ConsistencyProof> proveConsistency(const GameTree& tree, const BehaviourProfile& behaviour,
                                            const Beliefs& beliefs, const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
