#pragma once
/// JSON form of an ImpartialPosition: the payload ("game") of a `.gamelab` document of kind
/// "impartial". One object with a "family" tag and the family's fields; rules are written as
/// their spec strings (HeapRule::spec(), CoinRule::spec()); numbers are JSON integers:
///   {"family": "heaps", "variant": "sum"|"moore"|"staircase", "heaps": [5, 7, 9],
///    "rules": ["nim"] (one for all heaps, or one per heap), "moore_k": 2 (moore only)}
///   {"family": "nimble", "squares": 16, "coins": [4, 8, 8, 9, 10, 13], "moore_k": 1}
///   {"family": "coins", "rule": "turning-turtles", "heads": "THTTHTTTHHTHT"}
///   {"family": "coin-grid", "rule": "acrostic-twins"|"turning-corners"|"tartan",
///    "row_rule": "ruler", "col_rule": "ruler" (tartan only), "rows": 5, "cols": 5,
///    "heads": ["TTTTT", "TTTHT", ...] (one string per row; H = heads)}
///   {"family": "queens", "size": 8, "queens": [[x, y], ...]}
///   {"family": "northcott", "width": 8, "rows": [[white column, black column], ...]}
///   {"family": "hackenbush", "vertices": 6, "edges": [[0, 1], ...],
///    "coordinates": [[x, y], ...] (optional)}          (vertex 0 is the ground)
///   {"family": "graph", "vertices": 5, "arcs": [[0, 1], ...], "labels": ["a", ...],
///    "coordinates": [[x, y], ...], "tokens": [0]}      (cycles are allowed)
/// plus optional "title" and "settings": an object the GUI owns (play convention, who starts,
/// the computer's strength); core keeps it verbatim. Heads may also be given as a list of
/// booleans or 0/1 (a flat row-major list for grids).
#include "core/common/expected.h"
#include "core/impartial/position.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace gamelab {

/// Size limits of what a document may hold (beyond them: TooLarge, naming the size).
inline constexpr std::uint64_t kMaxImpartialHeaps = 100000;          ///< heaps, coins, queens, rows, tokens
inline constexpr std::uint64_t kMaxRuleHeapSize = 10000000;          ///< a heap under a rule other than Nim
inline constexpr std::uint64_t kMaxCoinRow = 4096;                   ///< coins in a row
inline constexpr std::uint64_t kMaxGridSide = 256;                   ///< rows or columns of a coin grid
inline constexpr std::uint64_t kMaxBoardSide = 4096;                 ///< Wythoff board, Nimble strip, Northcott width
inline constexpr std::uint64_t kMaxPictureEdges = 1000000;           ///< Hackenbush edges
inline constexpr std::uint64_t kMaxGraphArcs = 10000000;             ///< graph arcs

/// The payload of a document of kind "impartial".
struct ImpartialGame {
  ImpartialPosition position;
  std::string title;
  nlohmann::json settings = nlohmann::json::object();  ///< the GUI's play settings, kept verbatim
};

/// The family tag of a position ("heaps", "nimble", "coins", "coin-grid", "queens", "northcott",
/// "hackenbush", "graph").
std::string impartialFamily(const ImpartialPosition& position);

/// The JSON form above ("title" when not empty, "settings" when not empty).
nlohmann::json toJson(const ImpartialGame& game);
nlohmann::json toJson(const ImpartialPosition& position);

/// Errors name the entry at fault in args[0] ("rules[1]", "heaps[2]", "edges[3]") and say why:
/// InvalidArgument for a bad rule spec (with the parser's reason), a negative heap, an edge or
/// arc to a vertex that does not exist, a checker or queen off the board; WrongShape for a
/// missing or mistyped key, an unknown family, a heads count that does not match rows × cols;
/// TooLarge with the size and the limit. fileName goes into the location.
Expected<ImpartialGame> impartialGameFromJson(const nlohmann::json& json, const std::string& fileName = {});

/// Parses JSON text: a whole `.gamelab` document of kind "impartial" or just the game object;
/// errors carry line:column of the entry at fault.
Expected<ImpartialGame> loadImpartialGame(std::string_view text, const std::string& fileName);

}  // namespace gamelab
