#pragma once
/// The multistage games of source 000 §2.6 (multistagegames.h) as start-page examples of the
/// "stochastic" kind, for the stochastic editor to register (English titles only: the GUI
/// translates by `id`, context "StochasticExamples").
#include "core/stochastic/stochasticexamples.h"

#include <string>
#include <vector>

namespace gamelab {

/// Games as components (T78, T90), the inspection games G6 (T79) and G(2,5) (T91), the game
/// of endurance G8 (T92).
/// Same shape as the §2.6 examples (stochasticexamples.h), registered beside them.
const std::vector<StochasticExample>& multistageExamples();

}  // namespace gamelab
