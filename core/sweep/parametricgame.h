#pragma once
/// A two-player document read as a parametric game: every payoff as a rational function of one
/// of its parameters (the others at their values), the input of the exact sweep.
#include "core/common/expected.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/param/parameters.h"
#include "core/strategic/strategicgame.h"

#include <string>
#include <string_view>

namespace gamelab {

struct SweepInput {
  ParametricBimatrix game;
  Parameter parameter;     ///< the swept one (min and max set)
  Parameters parameters;   ///< all of them, overrides applied
  StrategicGame atValue;   ///< the game at the parameters' values (labels, players)
};

/// From the text of a .gamelab document of kind "zerosum" or "strategic" (two players) and the
/// name of the parameter to sweep; `overrides` (--param) fix the other parameters. Errors: those
/// of loadStrategicGame (which also checks the game at the values), UnknownParameter (place
/// "--sweep"), SweepNeedsRange (no min or max), NotTwoPlayers, UnsupportedFormat for .nfg (no
/// parameters), and those of expressionFunction placed at the payoff.
Expected<SweepInput> loadSweepInput(std::string_view text, const std::string& fileName, const std::string& variable,
                                    const ParameterOverrides& overrides = {});

}  // namespace gamelab
