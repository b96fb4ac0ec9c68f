#pragma once
/// The "tree" kind of the native .gamelab document (gamelabfile.h):
///
///   "game": {"players": ["I", "II"],
///            "outcomes": [{"label": "", "payoffs": ["3", "-3"]}, ...],
///            "infosets": [{"player": 1 | "chance", "number": 1, "label": "bet",
///                          "actions": ["c", "f"], "probabilities": ["1/4", "3/4"]}, ...],
///            "nodes": [{"label": "", "infoset": 0, "outcome": 2, "children": [1, 2]}, ...]}
///
/// (players 1-based in JSON; indices 0-based; node 0 is the root; exact numbers as strings;
/// "infoset"/"outcome"/"children"/"label" optional).
#include "core/common/expected.h"
#include "core/io/gamelabfile.h"
#include "core/param/parameters.h"
#include "core/tree/gametree.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace gamelab {

/// Writes a payoff or chance probability that holds an expression (gametree.h) as its text;
/// read such a tree back with treeFromJsonWithExpressions (treeexpressions.h).
nlohmann::json treeToJson(const GameTree& tree);
/// Errors: WrongShape / NotANumber naming the JSON path ("game/nodes/4/children"), with the
/// line and column when `text` (the file text) is given; cycles, shared children and nodes not
/// reachable from the root are WrongShape ("node 7 has two parents", "nodes 3 → 5 → 3 form a
/// cycle").
Expected<GameTree> treeFromJson(const nlohmann::json& game, const std::string& fileName = {},
                                const std::string& text = {});

/// A .gamelab file of kind "tree", or a bare tree JSON object (the "game" part) or, for
/// convenience, the digest notation in a text file (treenotation.h); `.efg` by extension.
Expected<GameTree> loadTreeFile(const std::string& path);

/// The same from text already read (stdin, "-"): the format is sniffed — "EFG" starts a Gambit
/// .efg, "{" a .gamelab document of kind "tree" or a bare tree object, anything else is the
/// digest notation. Errors carry `fileName`, line and column. A .gamelab document's parameters
/// are substituted at their values with `overrides` (--param) applied
/// (documentparameters.h: applyParameters); overrides on another format are UnknownParameter.
Expected<GameTree> loadTreeText(std::string_view text, const std::string& fileName,
                                const ParameterOverrides& overrides = {});

}  // namespace gamelab
