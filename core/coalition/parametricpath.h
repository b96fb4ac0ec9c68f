#pragma once
/// The nucleolus and the Shapley value along a one-parameter family of games (source 000
/// §4.4.2: the bankruptcy estate E from 0 to 60), sampled exactly at evenly spaced parameters.
/// Both are piecewise linear in the parameter for the families offered here; the samples
/// include every integer point of the range when `steps` is a multiple of its length.
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <functional>
#include <vector>

namespace gamelab {

struct PathPoint {
  Rational parameter;
  RationalVector shapley;
  RationalVector nucleolus;
};

/// The sampled range of the parameter.
struct ParametricPathOptions {
  Rational from = 0;
  Rational to = 1;
  int steps = 1;   ///< >= 1 (InvalidArgument below)
};

/// Samples game(t) at t = from + k (to − from)/steps, k = 0..steps. `game` must return a game
/// with a table and the same number of players every time. Errors: InvalidArgument when
/// steps < 1; from the solvers; Cancelled/Timeout.
Expected<std::vector<PathPoint>> solveParametricPath(const std::function<CoalitionalGame(const Rational&)>& game,
                                                     const ParametricPathOptions& options = {},
                                                     const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

/// The family "this game with v(N) replaced by t" (the generic path of the view).
std::function<CoalitionalGame(const Rational&)> grandCoalitionFamily(const CoalitionalGame& game);

}  // namespace gamelab
