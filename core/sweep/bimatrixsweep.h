#pragma once
/// The exact equilibrium correspondence of a two-player game whose payoffs are rational functions
/// of one parameter t ∈ [lo, hi]: the breakpoints, and on each open piece between them the extreme
/// equilibria and the components as rational functions of t, plus the equilibria at each
/// breakpoint.
///
/// (Contract; see bimatrixsweep.cpp for the method, its cost and its limits.)
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/rationalfunction.h"
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/bimatrixequilibria.h"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace gamelab {

/// A two-player game with payoffs a[i][j] (row player) and b[i][j] (column player), each a
/// rational function of the parameter.
struct ParametricBimatrix {
  std::size_t rows = 0, cols = 0;
  std::vector<std::vector<RationalFunction>> a, b;
  std::string variable = "t";  ///< the parameter's name, for the values an error quotes
};

/// An extreme equilibrium on a piece: each player's probabilities and expected payoff as
/// functions of t.
struct ParametricEquilibrium {
  std::array<std::vector<RationalFunction>, 2> strategies;
  std::array<RationalFunction, 2> payoffs;
};

/// One open interval (from, to) between consecutive breakpoints (or the range's ends).
struct SweepPiece {
  AlgebraicNumber from, to;
  Rational sample;  ///< a rational point inside, where the piece was computed
  /// The extreme equilibria, their number constant on the piece, in the order the exact
  /// enumerator (solveEquilibria) lists them at `sample`.
  std::vector<ParametricEquilibrium> equilibria;
  /// Maximal convex components as indices into `equilibria` (as solveEquilibria groups them).
  std::vector<std::vector<std::size_t>> components;
};

/// An extreme equilibrium at a quadratic irrational breakpoint, exactly in Q(√c).
struct QuadraticEquilibrium {
  std::array<std::vector<QuadraticSurd>, 2> strategies;
  std::array<QuadraticSurd, 2> payoffs;
};

/// The equilibria at a breakpoint. At a rational breakpoint they are computed exactly there
/// (`exact`); at a quadratic irrational one exactly in Q(√c) (`quadratic`, and their values in
/// `approximate`); at an irrational one of higher degree they are computed exactly in Q(α) and
/// given in floating point only (`approximate`; `exact` false).
struct BreakpointEquilibria {
  AlgebraicNumber at;
  bool exact = false;
  std::vector<Equilibrium> equilibria;                       ///< when exact
  std::vector<std::array<std::vector<double>, 2>> approximate;  ///< when not exact
  /// At a quadratic irrational breakpoint, the extreme equilibria exactly (`approximate` holds
  /// their floating-point values, in the same order); empty at a breakpoint of higher degree.
  std::vector<QuadraticEquilibrium> quadratic;
};

struct BimatrixSweep {
  Rational lo, hi;
  /// Increasing, strictly inside (lo, hi); the fewest possible: a point where the pieces on both
  /// sides have the same functions and the equilibria there are their values is not one.
  std::vector<AlgebraicNumber> breakpoints;
  std::vector<SweepPiece> pieces;  ///< breakpoints.size() + 1 pieces, in order
  std::vector<BreakpointEquilibria> atBreakpoints;  ///< one per breakpoint
  bool zeroSum = false;  ///< a + b = 0 identically: payoffs[0] is the value on each piece
  /// Work done (for benchmarks and the curious): distinct candidate breakpoints examined, and
  /// games solved exactly (one per candidate interval, one per rational candidate).
  std::size_t candidates = 0, gamesSolved = 0;
};

/// Errors: WrongShape/ParameterEmptyRange (lo ≥ hi; args variable, lo, hi), TooLarge/SweepTooLarge
/// (C(m + n, m) beyond kMaxSweepBases), WrongShape/ExpressionDivisionByZero (a payoff with a
/// pole in [lo, hi]; args "game", the payoff as a function of `variable`, "t = <pole>" with
/// `variable` for t),
/// Cancelled/Timeout.

Expected<BimatrixSweep> solveBimatrixSweep(const ParametricBimatrix& game, const Rational& lo, const Rational& hi,
                                      const Progress& progress = Progress::none(),
                                      const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
