#pragma once
/// JSON form of a CoalitionalGame: the payload of a `.gamelab` document of kind
/// "coalitional", and the CLI's short form (CLI.md):
///   {"players": ["A","B","C"], "v": [0, v1, v2, v12, v3, v13, v23, v123]}
/// `v` has 2ⁿ entries in Bitmask order (bit i−1 set = player i in the coalition), exact
/// rational strings (numbers accepted on input). A weighted voting game may instead (or as
/// well) give
///   "voting": {"quota": "50", "weights": ["10","20","30","40"], "rule": "greater"|"at-least"}
/// and then `v` may be omitted (required for more than kMaxVotingTablePlayers players).
/// On output `v` is written whenever the game has a table, and `voting` when it has one.
/// Optional "title".
#include "core/coalition/coalitionalgame.h"
#include "core/common/expected.h"

#include <nlohmann/json.hpp>

namespace gamelab {

/// The JSON form above: "players", "v" (with a table), "voting" (when the game has one),
/// "title" (when not empty); coalitionalGameFromJson reads it back.
nlohmann::json toJson(const CoalitionalGame& game);

/// Errors name the offending entry in args ("v[5]", "voting.weights[2]"); fileName goes to the
/// location. NotANumber for a value that is not a rational; WrongShape when `v` does not have
/// 2ⁿ entries for n players (say which count was expected); TooLarge when a full table would
/// need more than 2^kMaxTablePlayers coalitions (e.g. 31 players), with the count; 
/// InvalidArgument {"v[0]", "must be 0"} for v(∅) ≠ 0; WrongShape when neither `v` nor
/// `voting` is given, or when both are and disagree.
Expected<CoalitionalGame> coalitionalGameFromJson(const nlohmann::json& json, const std::string& fileName = {});

/// Parses JSON text (a whole `.gamelab` document of kind "coalitional", or the short form)
/// with SyntaxError at line:column for malformed JSON and for numbers beyond a double (1e400).
/// The table "v" is streamed into exact numbers (coalitionaltablestream.h), never held as a
/// JSON tree; errors are those of coalitionalGameFromJson, placed at their line and column.
Expected<CoalitionalGame> loadCoalitionalGame(std::string_view text, const std::string& fileName);

}  // namespace gamelab
