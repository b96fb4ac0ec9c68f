#pragma once
/// The observed choice counts a QRE is fitted to, read from JSON text (CLI.md `qre --fit`):
///   strategic games: {"counts": [[12, 8], [5, 15]]}       (per player, per strategy)
///   trees:           {"counts": {"1": {"1": [3, 7]}}}      (player → set number → per action;
///                                                          a set left out has no observations)
/// The result is per agent (qreChoiceCounts order); shapes and values are checked by
/// checkQreOptions when solving. A reader of untrusted input (fuzz target qre_counts).
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"
#include "core/tree/gametree.h"

#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

using QreCounts = std::vector<std::vector<double>>;

/// Errors: those of parseJsonText (with line and column), WrongShape with MustBeObject,
/// MissingField, MustBeList, MustBeNonNegative (a count that is not a number), all with
/// `fileName`.
Expected<QreCounts> parseQreCounts(std::string_view text, const std::string& fileName, const StrategicGame& game);
/// Also IndexOutOfRange for a player or set number the tree does not have.
Expected<QreCounts> parseQreCounts(std::string_view text, const std::string& fileName, const GameTree& tree);

}  // namespace gamelab
