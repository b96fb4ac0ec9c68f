#pragma once
/// Gambit extensive-form files (.efg, format "EFG 2 R"), read and written as Gambit does:
///
///   EFG 2 R "title" { "Player 1" "Player 2" }
///   "comment"
///   c "node" 1 "chance set" { "H" 1/2 "T" 1/2 } 0
///   p "node" 1 1 "set" { "bet" "check" } 1 "outcome" { 1, -1 }
///   t "node" 2 "outcome" { 2 -2 }
///
/// Nodes in preorder; `c` chance (set number, probabilities after each action), `p` player
/// (player number, set number), `t` terminal; an outcome number (0 = none) with, at its first
/// use, an optional name and payoff list (commas optional). Later members of a set may omit the
/// action list. Numbers may be integers, fractions or decimals (read exactly; "EFG 2 D" files
/// too). Strings use "" with \" escapes.
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <string>
#include <string_view>

namespace gamelab {

/// Errors name file, line and column: SyntaxError, NotANumber, WrongShape (e.g. a set reused
/// with a different number of actions or by another node type, an outcome with the wrong
/// number of payoffs, a player number out of range, text after the tree), InvalidArgument
/// (probabilities that are negative), TooLarge (more than kMaxTreePlayers players, or an
/// outcome number beyond the nodes read so far + kEfgOutcomeNumberSlack: treelimits.h; args:
/// the size, the limit), EmptyInput. A UTF-8 byte-order mark is skipped. Probabilities that do not sum to 1 are read (validation
/// reports them). Keeps set numbers, set/node/outcome labels and outcome numbering.
Expected<GameTree> parseEfg(std::string_view text, const std::string& fileName);

/// Exact rationals, every node's action list written, outcomes numbered by index + 1 with name
/// and payoffs at their first use. parseEfg(writeEfg(t)) == t for trees whose set numbers are
/// contiguous per player.
std::string writeEfg(const GameTree& tree);

}  // namespace gamelab
