#pragma once
/// The one rule for naming a player who has no name of its own: the textbook's Roman numerals
/// I, II, III, …, VI, … for player 1, 2, 3, …, 6, … (standard subtractive notation, any number of
/// players). Every view, export and example uses it; the tree notation reads it back.
#include <optional>
#include <string>

namespace gamelab {

/// "I" for player 0, "VI" for player 5, "XLII" for player 41. Defined for 0 <= player < 3999.
std::string playerNumeral(int player);

/// The 0-based player whose numeral is `text` exactly (canonical form only: "IIII" is not
/// player 3); nullopt for anything else.
std::optional<int> playerOfNumeral(const std::string& text);

}  // namespace gamelab
