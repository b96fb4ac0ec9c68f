#pragma once
/// A two-player tree (any information) as a function of one parameter t through its reduced
/// strategic form: every cell of the form is a polynomial in t (sums over the plays of products
/// of chance probabilities and payoffs), found exactly by building the form at deg + 1 values of t
/// and interpolating; the form is then swept exactly (solveBimatrixSweep). For a zero-sum tree each
/// piece's payoff to player 1 is the value of the tree (the sequence form's value) as a function.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/parametrictree.h"

namespace gamelab {

/// The highest degree in t a cell of the form may have (sum over a play of the chance
/// probabilities' degrees, plus the payoffs'): SweepTooLarge beyond.
inline constexpr int kMaxTreeFormDegree = 64;

struct TreeFormSweep {
  StrategicGame form;  ///< the reduced strategic form at the parameters' values (labels)
  BimatrixSweep sweep;
};

/// Errors: NotTwoPlayers; SweepTooLarge (a chance probability or payoff that is not a
/// polynomial in t, or a degree beyond kMaxTreeFormDegree); those of toStrategicForm at the
/// interpolation points (InvalidTree where a chance probability leaves [0, 1], TooLarge) and of
/// solveBimatrixSweep; Cancelled/Timeout.
Expected<TreeFormSweep> solveTreeFormSweep(const ParametricTree& game, const Rational& lo, const Rational& hi,
                                               const std::string& variable, const Progress& progress = Progress::none(),
                                               const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
