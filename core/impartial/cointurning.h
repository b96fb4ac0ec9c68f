#pragma once
/// Coin-turning games (source 000 §1.5): a row of coins, each move turns a set of coins whose
/// rightmost coin goes from heads to tails; the value of a position is the nim-sum over its
/// heads of g(x). Two-dimensional games: Acrostic Twins, Turning Corners and tartan products
/// G1 × G2 (Rugs, (Mock Turtles)², …), valued g1(x) ⊗ g2(y).
///
/// Positions are 0-based internally; `origin` of a rule is how the source numbers its coins
/// (0 or 1) and only affects what the views print and the closed forms' indices.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/nimber.h"

#include <string_view>
#include <vector>

namespace gamelab {

struct CoinRule {
  enum class Kind {
    TurningTurtles,  ///< turn 1 or 2 coins (numbered from 1)
    Twins,           ///< exactly 2 (from 0)
    MockTurtles,     ///< 1, 2 or 3 (from 0)
    Triplets,        ///< exactly 3 (from 0)
    Ruler,           ///< any consecutive block ending at the head (from 1)
    Rulerette,       ///< a consecutive block of >= 2 (from 1)
    Grunt,           ///< {0, x, n−x, n}, 0 < x < n/2 (from 0)
    Subtraction,     ///< turn x and x − s for s ∈ set, or x alone when allowed (form A, §1.5.1 ex 1; from 1)
    OneOrTwoCoin,    ///< turn x alone or x and x − s, s ∈ set (§1.5.5 ex 5; from 1)
  };
  Kind kind = Kind::TurningTurtles;
  std::vector<HeapSize> set;  ///< Subtraction, OneOrTwoCoin
  int origin() const;         ///< 0 or 1, as the source numbers this game's coins
  /// "turning-turtles", "twins", "mock-turtles", "triplets", "ruler", "rulerette", "grunt",
  /// "subtraction:1,2,3", "one-or-two:1,2,3". Errors: SyntaxError UnknownCoinRule or
  /// RuleTakesNoArgument; the subtraction set's problems as HeapRule::parse.
  static Expected<CoinRule> parse(std::string_view spec);
  std::string spec() const;
  bool operator==(const CoinRule&) const = default;
};

struct CoinValuesOptions {
  std::size_t count = 100;   ///< positions 0..count−1
};

/// g(x) for x = 0..count−1 (0-based positions). No progress is reported. Errors: Cancelled.
Expected<std::vector<Nimber>> solveCoinValues(const CoinRule& rule, const CoinValuesOptions& options = {},
                                              const Progress& progress = Progress::none(),
                                              const CancelToken& cancel = CancelToken::none());
/// Whether turning `coins` (0-based, any order, distinct) is one legal move on a row whose
/// rightmost chosen coin is heads (the caller checks the heads).
bool isCoinMove(const CoinRule& rule, const std::vector<std::size_t>& coins);
/// Every legal move set whose rightmost coin is `head` (each sorted increasingly).
std::vector<std::vector<std::size_t>> coinMovesAt(const CoinRule& rule, std::size_t head);

/// Two-dimensional coin games on a rows × cols array.
struct CoinGridRule {
  enum class Kind {
    AcrosticTwins,   ///< the SE coin plus one other in its row or column: g(x, y) = x ⊕ y (digest T79)
    TurningCorners,  ///< the four corners of a rectangle: g = x ⊗ y
    Tartan,          ///< M1 × M2 for moves M1 of `rows`, M2 of `cols` (Rugs = Ruler × Ruler)
  };
  Kind kind = Kind::TurningCorners;
  CoinRule rows;   ///< Tartan
  CoinRule cols;   ///< Tartan
  bool operator==(const CoinGridRule&) const = default;
};

struct CoinGridValuesOptions {
  std::size_t rows = 16;
  std::size_t cols = 16;
};

/// g(x, y) for the rows × cols grid, row-major (x = row). No progress is reported. Errors:
/// Cancelled.
Expected<std::vector<Nimber>> solveCoinGridValues(const CoinGridRule& rule, const CoinGridValuesOptions& options = {},
                                                  const Progress& progress = Progress::none(),
                                                  const CancelToken& cancel = CancelToken::none());
/// Whether turning `coins` ((row, col) pairs) is one legal move whose SE-most coin is the
/// largest (row, col) in both coordinates.
bool isCoinGridMove(const CoinGridRule& rule, const std::vector<std::pair<std::size_t, std::size_t>>& coins);

}  // namespace gamelab
