#pragma once
/// Writing games as text, and their conventional names (../shared/CLI.md `cgt`).
///
/// Names. A canonical game x + n.↑ + *k (x a dyadic number, n an integer, k ≥ 0: a "nus") is
/// named by its parts joined with "+": the number when x ≠ 0, then the ups ("^", "v", "^^",
/// "vv", "3.^", "3.v" for n = 1, −1, 2, −2, 3, −3, …), then the nimber ("*", "*2", …); a lone
/// "*" is glued to what precedes it ("1*", "^*", "-1/2*", "^^*") while "*k" (k ≥ 2) is not
/// ("^+*2", "1+*2"). 0 is "0". A switch {x | −x} with x > 0 a number is "+-x". Other games
/// have no name. Every name reads back (parseGameExpression) as the same game.
#include "core/partizan/gamestore.h"

#include <optional>
#include <string>

namespace gamelab::partizan {

/// x + n.↑ + *k when the canonical form of `g` is one with |n| ≤ 64 (n, k found by comparison),
/// else nullopt.
struct Nus {
  Rational number;
  int ups = 0;
  unsigned nimber = 0;
};
std::optional<Nus> nusOf(GameStore& store, GameId g);

/// The conventional name (see above) of the value of `g`, or nullopt.
std::optional<std::string> gameName(GameStore& store, GameId g);

/// The form as text: "{L1,L2|R1}" at every level, except that number nodes are written as
/// numbers ("3/4", "-2") and canonical nodes with a name as that name (* for {0|0}, ^, *2).
/// Reads back as the same form (the same id). Options in store order.
std::string formText(GameStore& store, GameId form);

/// The canonical form of `g` as CLI.md's `canonical`: braces at every level that is not an
/// integer, dyadic fraction, *n, ^, v, ^* or v* (those atoms stand for their canonical forms);
/// reads back as the same canonical game, and its written options are exactly the canonical
/// options. Left options written largest first where comparable.
std::string canonicalText(GameStore& store, GameId g);

/// Text of a dyadic rational as the CLI writes it ("3/4", "-2", "0").
std::string dyadicText(const Rational& value);

}  // namespace gamelab::partizan
