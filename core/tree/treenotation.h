#pragma once
/// The compact text notation of the digests (ferguson-ch2-zero-sum.md §3.4), for tests,
/// examples and pasting:
///
///   node     := payoff | chance | decision
///   payoff   := number                      (zero-sum: payoff to I, II gets its negative)
///             | '(' number {',' number} ')' (one payoff per player)
///   chance   := 'N' '{' branch {',' branch} '}'
///   branch   := number [label | '(' label ')'] ':' node      (probability, optional label)
///   decision := player ['[' set-name ']'] '{' label ':' node {',' label ':' node} '}'
///   player   := 'I' | 'II' | 'III' | 'IV' | 'V' | 'P' digits  (P1 = I)
///   label    := letters, digits, '_', '-', '+', '.', '*' (no spaces) | '"' text '"'
///
/// Numbers are exact rationals ("-3/2", "0.25"). Decision nodes of the same player with the
/// same set name are one information set (the first occurrence fixes the action labels; later
/// members must list the same labels in the same order); a node without a name is alone in its
/// set. Whitespace is free. Chance labels default to the probability text.
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <string_view>

namespace gamelab {

/// Nesting depth is unlimited (the parser keeps its own stack). Errors (each with a Problem):
/// SyntaxError (an expectation; args[0] the text found) with the 1-based column in `where`,
/// NotANumber, WrongShape (e.g. a set whose members have different labels, or a payoff tuple of
/// the wrong length), TooLarge (a player or payoff tuple beyond kMaxTreePlayers (treelimits.h)).
Expected<GameTree> parseTreeNotation(std::string_view text);

}  // namespace gamelab
