#pragma once
/// Detail of validateStochasticGame: the sets of states a play may never leave.
#include "core/stochastic/stochasticgame.h"

#include <vector>

namespace gamelab::stochastic {

/// A closed set of states for some pure stationary choice of one cell per state, every chosen
/// cell stopping with probability 0 and moving only inside the set (play then lasts forever
/// with probability 1): the state indices in increasing order, or empty when there is none.
/// The set returned is a strongly connected one (a cycle of certain moves, say), not the whole
/// largest closed set. Precondition: every transition names an existing state and no
/// probability is negative. Linear in the size of the game; no recursion.
std::vector<int> statesPlayNeverLeaves(const StochasticGame& game);

}  // namespace gamelab::stochastic
