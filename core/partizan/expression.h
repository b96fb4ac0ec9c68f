#pragma once
/// The game expression language (../shared/CLI.md `cgt`): integers, dyadic fractions ("3/4"),
/// "*" and "*n", "^" / "v" (also "↑" "↓"), "^*", "v*", "^^", "vv", "n.^", "n.v", "+-x" / "±x"
/// (±x = {x | −x} for any atom or parenthesised x), braces {L1,L2,…|R1,R2,…} nested, with
/// Conway's bar shorthand ({a||b|c} = {a|{b|c}}, {a|b||c} = {{a|b}||c}: more bars bind looser),
/// unary and binary "+" "-", parentheses, and juxtaposed nus parts ("1*", "1/2^", "^*2",
/// "-1*3") meaning their sum — so every name of gametext.h reads back.
///
/// The result is the FORM as written: braces build form() nodes (not canonicalised, so
/// "{0,1|3}" keeps its dominated option for the reduction log); atoms are canonical; a "+"
/// or "-" between games builds the sum-rule form (sumForm / negate), so `cgt '^+^'` can show
/// the 27-node tree of spec C6.
#include "core/common/expected.h"
#include "core/partizan/gamestore.h"

#include <string_view>

namespace gamelab::partizan {

/// Longest expression accepted (bytes) and deepest nesting of braces and parentheses.
inline constexpr std::size_t kMaxExpressionLength = 100'000;
inline constexpr int kMaxExpressionNesting = 200;

/// Parses `text` into `store`. Errors are SyntaxError with Problem::CgtUnexpected (`where`
/// column 1-based, line 1; args[0] the text found, empty at the end), CgtNotDyadic (a
/// fraction whose denominator is not a power of 2, e.g. "1/3"), CgtTooDeep (nesting beyond
/// kMaxExpressionNesting or a result higher than kMaxHeight), InputTooLarge. Iterative:
/// no recursion grows with the text. Never throws (a StoreStopped becomes TooManyPositions).
Expected<GameId> parseGameExpression(GameStore& store, std::string_view text);

}  // namespace gamelab::partizan
