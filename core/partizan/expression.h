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
/// the 27-node tree of spec C6 — unless that form would have more than kMaxSumFormPositions
/// positions (the product of the two operands' position counts): then the canonical sum
/// (GameStore::add), the same game, so that ±1 + ±2 + … + ±20 (3²⁰ positions summed by the
/// rule, 14 929 canonical nodes) stays cheap.
#include "core/common/expected.h"
#include "core/partizan/gamestore.h"
#include "core/partizan/nimbersum.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab::partizan {

/// Longest expression accepted (bytes) and deepest nesting of braces and parentheses.
inline constexpr std::size_t kMaxExpressionLength = 100'000;
inline constexpr int kMaxExpressionNesting = 200;
/// The largest sum-rule form a binary "+" or "-" builds (see above).
inline constexpr std::size_t kMaxSumFormPositions = 1'000;

/// Parses `text` into `store`. Errors are SyntaxError with Problem::CgtUnexpected (`where`
/// column 1-based, line 1; args[0] the text found, empty at the end), CgtNotDyadic (a
/// fraction whose denominator is not a power of 2, e.g. "1/3"), CgtTooDeep (nesting beyond
/// kMaxExpressionNesting or a result higher than kMaxHeight), CgtNimberTooLarge (a nimber above
/// kMaxHeight; reported after the whole text is read, so a syntax error comes first),
/// InputTooLarge. Iterative:
/// no recursion grows with the text. Never throws (a StoreStopped becomes TooManyPositions).
Expected<GameId> parseGameExpression(GameStore& store, std::string_view text);

/// An expression's value (nimbersum.h ExpressionValue): parseGameExpression, except that a text
/// it refuses only for a nimber above kMaxHeight
/// (CgtNimberTooLarge) is read as a symbolic sum when it is one: numbers and nimbers, unary
/// and binary + and −, parentheses, juxtaposed "1/2*N". A sum whose huge nimbers cancel
/// ("*N + *N + *3") is built in the store. Other texts keep the CgtNimberTooLarge error.
Expected<ExpressionValue> parseGameOrNimberSum(GameStore& store, std::string_view text);

/// Why `text` is not a game expression, or nullopt when it is one (a symbolic sum included).
/// Reads it in a scratch store of `nodes` nodes; running out of them says nothing against the
/// text (its size meets the node budget when it is analysed). Needs no store.
inline constexpr std::size_t kCheckExpressionNodes = 200'000;
std::optional<Error> checkGameExpression(std::string_view text, std::size_t nodes = kCheckExpressionNodes);

/// One summand of an expression: its text as written and whether it is subtracted.
struct SumTerm {
  std::string text;
  bool negated = false;
  bool operator==(const SumTerm&) const = default;
};

/// The summands of `text`, split at the binary "+" and "-" outside every bracket:
/// "a+b-{1|0}" → ("a", +), ("b", +), ("{1|0}", −); "a+-b" → ("a", +), ("+-b", +). A text that
/// is not a sum is one term. Lexical errors as parseGameExpression; other syntax errors are
/// the caller's (parse the text first). Needs no store.
Expected<std::vector<SumTerm>> splitSumTerms(std::string_view text);

}  // namespace gamelab::partizan
