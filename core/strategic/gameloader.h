#pragma once
/// Reading a game from a file or stdin whatever its format: the CLI's (and any script's)
/// single entry point for "load this zero-sum game".
#include "core/common/expected.h"
#include "core/io/textfile.h"  // readTextFile
#include "core/matrix/matrixgame.h"
#include "core/param/parameters.h"
#include "core/strategic/strategicgame.h"

#include <string>
#include <string_view>

namespace gamelab {

enum class InputFormat { Nfg, Gamelab, Unknown };

/// By content: a JSON object is a .gamelab document, "NFG" starts a Gambit strategic form.
InputFormat detectFormat(std::string_view text);

/// A zero-sum matrix game from .nfg (payoff or outcome version) or .gamelab (kind
/// "zerosum") text. Errors carry `fileName` and, where the text is at fault, line and column
/// (also for bad cells of a .gamelab, located in the text after parsing). A .gamelab document's
/// parameters are substituted at their values, `overrides` (--param) applied
/// (documentparameters.h: applyParameters); overrides on a format without parameters are
/// UnknownParameter.
Expected<MatrixGame> loadZeroSumGame(std::string_view text, const std::string& fileName, bool rowPayoffsOnly = false,
                                     const ParameterOverrides& overrides = {});

/// A strategic game from .nfg (payoff or outcome version) or .gamelab text of kind
/// "strategic" or "zerosum" (player 2's payoffs are then minus player 1's). Errors and
/// parameters as above.
Expected<StrategicGame> loadStrategicGame(std::string_view text, const std::string& fileName,
                                          const ParameterOverrides& overrides = {});

}  // namespace gamelab
