#pragma once
/// Rulesets that turn positions into games (../shared/CLI.md `cgt --ruleset`):
///   domineering      rows separated by "/", "." empty, "#" filled ("..../..#./...."); Left
///                    places vertical dominoes, Right horizontal ones.
///   hackenbush       red-blue-green Hackenbush: edges "u-v:C" separated by commas, vertex 0
///                    the ground, C one of L (blue, Left's), R (red, Right's), G (green,
///                    either's): "0-1:L,1-2:R,1-3:G"; edges not connected to the ground fall.
///                    Loops (u = v) and parallel edges are allowed; the empty picture is "".
///   toads-and-frogs  a strip "TT..FF": Left moves a toad T one cell right into an empty cell
///                    or jumps it over one frog into the empty cell behind; Right moves frogs
///                    left the same way.
///   cutcake          "WxH" pieces joined by "+" ("3x2+1x4"); Left cuts a piece vertically
///                    (widths a and W−a), Right horizontally (heights b and H−b).
///   expression       a game expression (expression.h); moves are the options of the form.
/// Whitespace around separators is ignored.
#include "core/common/expected.h"
#include "core/partizan/gamestore.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab::partizan {

enum class Ruleset { Expression, Domineering, Hackenbush, ToadsAndFrogs, Cutcake };

/// "expression", "domineering", "hackenbush", "toads-and-frogs", "cutcake".
const char* rulesetName(Ruleset ruleset);
std::optional<Ruleset> rulesetFromName(std::string_view name);
/// The names, comma-separated, for error messages ("domineering, hackenbush, …").
std::string rulesetNames();

/// Size limits checked when reading (beyond them: CgtPositionTooLarge). Being readable does
/// not mean being analysable: the value of a large position may stop at the node budget
/// (TooManyPositions) while the position stays playable.
inline constexpr int kMaxBoardSide = 16;          ///< Domineering rows and columns
inline constexpr int kMaxHackenbushEdges = 64;
inline constexpr int kMaxHackenbushVertex = 256;  ///< vertex numbers 0…256
inline constexpr int kMaxStripLength = 64;        ///< Toads and Frogs
inline constexpr int kMaxCakeSide = 256;
inline constexpr int kMaxCakePieces = 64;

struct Position {
  Ruleset ruleset = Ruleset::Expression;
  std::string text;  ///< in the ruleset's syntax above
  bool operator==(const Position&) const = default;
};

/// Checks `text` and returns it normalised (spaces removed, edges that fell dropped; an
/// expression is returned as given). Errors name the place: CgtUnexpected / CgtBadCell /
/// CgtBadEdge / CgtBadCakeSize with `where` the column (1-based), CgtBoardNotRectangle,
/// CgtPositionTooLarge, and the expression errors of expression.h.
Expected<Position> readPosition(Ruleset ruleset, std::string_view text);

/// One move: the position after it, and where it was made (ruleset-specific, 0-based):
///   domineering {row1, col1, row2, col2} of the domino;  hackenbush {index of the edge in the
///   position's edge list};  toads-and-frogs {from cell, to cell};  cutcake {piece index,
///   size of the first part (a width for Left, a height for Right)};  expression {option index
///   in GameStore::options order, summand index}: a move in an expression "A+B-C" moves in
///   one summand and rewrites only it ("(A')+(B)-(C)"); an option's text is its form, or its
///   canonical form when the form's tree has more than 20 000 nodes.
struct Move {
  Position after;
  std::vector<int> where;
};

/// The moves `side` can make from `position` (which must have been read by readPosition).
/// Cheap; needs the store for expressions only.
std::vector<Move> movesOf(GameStore& store, const Position& position, Side side);

/// Values of positions, decomposed into independent components where the ruleset allows
/// (Domineering regions, Hackenbush components, Cutcake pieces) and cached per component
/// (a normalised key: a region translated to its corner, a piece W×H, …) for the life of
/// the object. The store must outlive it.
class PositionValues {
 public:
  explicit PositionValues(GameStore& store);
  ~PositionValues();
  GameStore& store() { return store_; }

  /// The canonical value of `position`. A solver: TooManyPositions when the store's node
  /// budget runs out, stopError(cancel) when cancelled; never throws.
  Expected<GameId> solveValue(const Position& position, const Progress& progress = Progress::none(),
                              const CancelToken& cancel = CancelToken::none());

  /// The one-level form {values of Left's moves | values of Right's moves} (options
  /// canonical, the form itself not): what the game tree view draws for a board position.
  /// An expression's form is the parsed form itself.
  Expected<GameId> solveForm(const Position& position, const Progress& progress = Progress::none(),
                             const CancelToken& cancel = CancelToken::none());

 private:
  struct Caches;
  GameStore& store_;
  std::unique_ptr<Caches> caches_;
};

}  // namespace gamelab::partizan
