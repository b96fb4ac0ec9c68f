#pragma once
/// Games x + *n with x a dyadic number and n any natural number, kept symbolic as CGSuite
/// keeps them: the explicit form of *n has n options (and *n is n levels high), so a game
/// store builds *n only up to kMaxHeight, while sums of numbers and nimbers need no form at
/// all: (x + *n) + (y + *m) = (x + y) + *(n xor m), −(x + *n) = −x + *n, and
/// x + *n ≥ y + *m exactly when x > y, or x = y and n = m.
///
/// Everything CLI.md's `cgt` reports about such a game has a closed form (reportNimberSum);
/// only the lists of options, incentives and winning moves can be too long to write out, and
/// they are cut to their first kNimberSumListed entries (optionsPerSide says how many there are).
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/partizan/gamestore.h"

#include <gmpxx.h>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace gamelab::partizan {

struct NimberSum {
  Rational number = 0;  ///< dyadic
  mpz_class nimber = 0;  ///< ≥ 0

  NimberSum& operator+=(const NimberSum& other);
  NimberSum operator-() const { return {-number, nimber}; }
  bool operator==(const NimberSum& other) const { return number == other.number && nimber == other.nimber; }
  /// Whether a store may build it (the nimber at most kMaxHeight).
  bool fitsStore() const { return nimber <= kMaxHeight; }
};

/// A game's value: a game in a store, or x + *n kept symbolic (expression.h
/// parseGameOrNimberSum reads an expression into one).
using ExpressionValue = std::variant<GameId, NimberSum>;

/// The game x + *n built in `store` (canonical); needs fitsStore(). May throw StoreStopped
/// like every store operation (call it inside runStoreSolver).
GameId buildNimberSum(GameStore& store, const NimberSum& sum);

/// The value of `g` as x + *n when its canonical form is one (gametext.h nusOf without ups),
/// else nullopt. May throw StoreStopped.
std::optional<NimberSum> asNimberSum(GameStore& store, GameId g);

/// Its conventional name, as gametext.h gameName writes x + *n: "0", "3/4", "*", "-1/2*",
/// "*1152921504606846976", "1+*2000". It reads back (parseGameExpression / parseGameOrNimberSum)
/// as the same game.
std::string nimberSumName(const NimberSum& sum);

/// g − h ≥ 0 and so on: Greater, Less, Equal or Fuzzy.
Relation compareNimberSums(const NimberSum& g, const NimberSum& h);
Outcome nimberSumOutcome(const NimberSum& sum);

/// The longest list a symbolic report writes out.
inline constexpr std::size_t kNimberSumListed = 16;

/// GameReport's facts (gamereport.h) about x + *n with n ≥ 1 (a number has its explicit
/// report), in closed form. The canonical form of x + *n is {x + *k, k < n | x + *k, k < n}: both sides have n options, each
/// incentive is *(k xor n), Left's winning moves are all of them when x > 0, the option x
/// alone when x = 0, none when x < 0 (Right's mirrored); the birthday is x's plus n; both stops
/// and the mean are x; the temperature is 0.
struct NimberSumReport {
  NimberSum value;
  std::string name;  ///< nimberSumName; also the canonical text (braces cannot be written out)
  Outcome outcome = Outcome::P;
  Relation compareZero = Relation::Equal;
  bool leftWinsMovingFirst = false, rightWinsMovingFirst = false;
  mpz_class birthday = 0;
  Rational stop = 0;  ///< left stop = right stop = mean
  Rational temperature = 0;  ///< always 0: x + *n is infinitesimally close to x, and hot nowhere
  mpz_class optionsPerSide = 0;  ///< n: Left's options and Right's alike are x + *k, k < n
  /// The first kNimberSumListed entries, in the order of k (nimbers are pairwise incomparable).
  std::vector<std::string> incentives;  ///< Left's and Right's alike
  std::vector<std::string> leftWinningMoves, rightWinningMoves;
  mpz_class leftWinningMoveCount = 0, rightWinningMoveCount = 0;
};
NimberSumReport reportNimberSum(const NimberSum& sum);

class PositionValues;
struct Position;

/// The value of `position`: PositionValues::solveValue, except that an expression holding a
/// nimber too large to build is kept symbolic when it is a sum of numbers and nimbers
/// (expression.h parseGameOrNimberSum). A solver; errors as solveValue's.
Expected<ExpressionValue> solveValueOrNimberSum(PositionValues& values, GameStore& store, const Position& position,
                                                const CancelToken& cancel = CancelToken::none());

/// The sum of `parts`: built in the store when every part is (or the symbolic nimbers cancel),
/// else symbolic. A solver. Errors: CgtNimberTooLarge (the first symbolic nimber, kMaxHeight)
/// when a part in the store is not a sum of a number and a nimber; TooManyPositions; stopError.
Expected<ExpressionValue> solveSumOfValues(GameStore& store, const std::vector<ExpressionValue>& parts,
                                           const CancelToken& cancel = CancelToken::none());

/// The name of a value (gametext.h gameName, nimberSumName), else its canonical text. May throw
/// StoreStopped (call it inside runStoreSolver).
std::string valueName(GameStore& store, const ExpressionValue& value);

/// G − H when G or H is symbolic: both must be sums of numbers and nimbers (a game in the store
/// is one when asNimberSum says so). The difference is written as canonicalText when the store
/// can build it, else by its name.
struct NimberSumComparison {
  Relation relation = Relation::Equal;
  std::string difference;
  Outcome differenceOutcome = Outcome::P;
};
/// A solver (storesolver.h). Errors: CgtNimberTooLarge (the symbolic nimber, kMaxHeight) when
/// the other game is not a sum of a number and a nimber; TooManyPositions; stopError.
Expected<NimberSumComparison> solveNimberSumComparison(GameStore& store, const ExpressionValue& g,
                                                       const ExpressionValue& h,
                                                       const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::partizan
