#pragma once
/// What the ruleset files (domineering.cpp, partizanhackenbush.cpp, toadsfrogs.cpp,
/// cutcake.cpp) give the dispatch (ruleset.cpp) and the value solver (positionvalues.cpp).
/// Building blocks inside core/partizan only.
///
/// Every board ruleset provides
///   read…        the text checked and normalised (ruleset.h's readPosition contract);
///   …Moves       every legal move of a NORMALISED text (ruleset.h's movesOf contract), the
///                positions after them normalised;
///   …Components  the independent parts of a normalised text whose values sum to its value,
///                each as a normalised position of the same ruleset (its cache key) and
///                whether the part is the NEGATIVE of that key's game (a transposed
///                Domineering region, a mirrored Toads-and-Frogs strip, a turned cake).
///                Parts whose value is 0 for sure may be left out; an empty list is 0.
#include "core/common/error.h"
#include "core/partizan/ruleset.h"

#include <string>
#include <string_view>
#include <vector>

namespace gamelab::partizan::detail {

struct Component {
  std::string key;
  bool negated = false;
  bool operator==(const Component&) const = default;
};

Expected<std::string> readDomineering(std::string_view text);
std::vector<Move> domineeringMoves(const std::string& text, Side side);
std::vector<Component> domineeringComponents(const std::string& text);

Expected<std::string> readHackenbush(std::string_view text);
std::vector<Move> hackenbushMoves(const std::string& text, Side side);
std::vector<Component> hackenbushComponents(const std::string& text);

Expected<std::string> readToadsAndFrogs(std::string_view text);
std::vector<Move> toadsAndFrogsMoves(const std::string& text, Side side);
std::vector<Component> toadsAndFrogsComponents(const std::string& text);

Expected<std::string> readCutcake(std::string_view text);
std::vector<Move> cutcakeMoves(const std::string& text, Side side);
std::vector<Component> cutcakeComponents(const std::string& text);

// --- shared by the readers --------------------------------------------------------------------

/// A SyntaxError with `problem`, `values` and the column of byte `offset` of `text`.
Error syntaxErrorAt(std::string_view text, std::size_t offset, Problem problem,
                    std::vector<std::string> values);
/// CgtPositionTooLarge (TooLarge) quoting "<found> <what>" and the limit.
Error positionTooLarge(long long found, const char* what, long long most);
/// True for the blanks ignored around separators.
inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
/// The printable excerpt of the one character (code point) at byte `offset`.
std::string characterAt(std::string_view text, std::size_t offset);

}  // namespace gamelab::partizan::detail
