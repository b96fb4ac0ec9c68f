#pragma once
/// JSON of stochastic games: the CLI's short form (../shared/CLI.md `stochastic`) and the
/// payload of a `.gamelab` document of kind "stochastic" (documentkind.h), the same object:
///   {"title": "...", "states": [{"name": "G1", "rows": ["a","b"], "cols": ["c","d"],
///     "cells": [[{"payoff": "4", "next": {"G1": "3/10"}}, …], …]}, …],
///    "infinite_play": "0"}
/// "rows"/"cols" (labels) are optional; a cell may also be a string in the editor's
/// notation ("4 + 3/10 G1") or a bare number. Exact numbers as strings (JSON numbers accepted
/// for integers and decimals).
#include "core/common/expected.h"
#include "core/stochastic/stochasticgame.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gamelab::stochastic {

nlohmann::json toJson(const StochasticGame& game);

/// Errors name the place as a JSON pointer ("/states/1/cells/0/1/next/G3"): WrongShape with
/// MustBeObject / MustBeList / MissingField / WrongCount …, NotANumber, an unknown state name,
/// sizes beyond kMaxStochasticStates / kMaxStochasticStrategies (TooLarge, checked before
/// allocating). Semantic problems (probabilities) are validateStochasticGame's business.
/// Never throws. The transitions of a cell are sorted by state index. A cell string with a
/// syntax error keeps its column in `where` (line 0) and has the cell's pointer appended to
/// its args.
Expected<StochasticGame> stochasticGameFromJson(const nlohmann::json& json, const std::string& fileName = {});

}  // namespace gamelab::stochastic
