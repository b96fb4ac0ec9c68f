#pragma once
/// Trees as a function of one parameter t ∈ [lo, hi] (in chance probabilities and payoffs): the
/// subgame-perfect equilibrium of backward induction as a piecewise function (perfect
/// information, any number of players, chance allowed).
///
/// Method (sample and extend, exact): at a rational sample s of an uncovered interval, backward
/// induction (solveSubgamePerfect, ties to the first best action) fixes a choice at every decision
/// node; with the choices fixed, every node's payoffs are rational functions of t (computed
/// bottom-up without recursion), and the choices stay those of backward induction exactly while
/// no difference "chosen − other action" of a mover's payoffs changes sign. The piece around s
/// reaches the nearest real roots of those functions on either side (isolated exactly,
/// realroots.h); the uncovered rest is treated the same way. A chance probability that leaves
/// [0, 1] in the range is refused first (probabilityOutsideUnit). Adjacent pieces with the same choices and functions whose common end gives the same
/// equilibrium are merged: the breakpoints are the fewest possible. Cost per piece: O(nodes ×
/// actions) function operations and root isolations of low degree.
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/rationalfunction.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/sweep/parametrictree.h"
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

struct TreeSweepPiece {
  AlgebraicNumber from, to;
  Rational sample;                         ///< a rational point inside, where it was computed
  std::vector<RationalFunction> payoffs;   ///< the root's payoff per player
  BehaviourProfile behaviour;              ///< the equilibrium's choices (pure) at decision sets
};

struct TreeSweepPoint {
  AlgebraicNumber at;
  bool exact = false;             ///< rational point: computed there exactly
  RationalVector payoffs;         ///< when exact
  BehaviourProfile behaviour;     ///< when exact
  std::vector<double> payoffsFloat;  ///< always (the limits from the left where not exact)
};

struct TreeSweep {
  Rational lo, hi;
  std::vector<AlgebraicNumber> breakpoints;   ///< increasing, inside (lo, hi)
  std::vector<TreeSweepPiece> pieces;         ///< breakpoints.size() + 1
  std::vector<TreeSweepPoint> atBreakpoints;  ///< one per breakpoint
};

/// Errors: WrongShape (lo ≥ hi), MustBeProbability (probabilityOutsideUnit), InvalidTree (the
/// tree at a sample or breakpoint, e.g. chance probabilities that do not sum to 1), WrongShape with
/// Problem::SweepTooLarge for imperfect information (not backward induction), Cancelled/Timeout.
Expected<TreeSweep> solveSubgamePerfectSweep(const ParametricTree& game, const Rational& lo, const Rational& hi,
                                        const Progress& progress = Progress::none(),
                                        const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
