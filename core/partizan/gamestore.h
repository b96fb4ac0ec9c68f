#pragma once
/// Short partizan games, hash-consed (spec/cgt-sums.md).
///
/// A GameStore owns every game it has seen as a node {left options | right options}; option
/// lists are sets (sorted, without repeats), so a form is interned once and two identical
/// forms have the same GameId. Forms need not be canonical: the form a user typed ({0,1|3})
/// or the sum-rule form of G + H is kept as it is, so the reduction log and the tree "before"
/// can be shown. Canonical forms are nodes too, flagged canonical; since the canonical form is
/// unique, two games are EQUAL exactly when their canonical ids are the same.
///
/// Numbers are special nodes holding their dyadic value (no chain of a million nodes for
/// 1000000): their canonical options (n−1 for an integer n > 0, n+1 for n < 0, (m∓1)/2^k for
/// m/2^k) are interned only when asked for, and form() returns the number's node when it is
/// given exactly a number's canonical options (form({0},{}) is number(1)).
///
/// Height. height(g) is 0 for numbers and 1 + the largest height of an option otherwise. The
/// recursive operations below recurse at most height(G) + height(H) deep; callers check
/// height() ≤ kMaxHeight (parser, rulesets, sums) before calling them.
///
/// Stopping. The operations are building blocks, not solvers: when the node budget
/// (Limits::maxNodes or maxOperations) is exhausted or the token set by setCancel() fires, they throw
/// StoreStopped. Every solver of core/partizan catches it and returns TooManyPositions or
/// stopError(cancel); the store stays valid (memo tables only hold finished results).
/// A store is not thread-safe: one thread at a time.
#include "core/common/cancel.h"
#include "core/common/rational.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace gamelab::partizan {

using GameId = std::uint32_t;
inline constexpr GameId kNoGame = 0xffffffffu;

/// The deepest non-number nesting the recursive operations accept (see Height above).
inline constexpr int kMaxHeight = 1000;

enum class Side { Left, Right };
inline Side opponent(Side side) { return side == Side::Left ? Side::Right : Side::Left; }

/// L: Left wins whoever starts; R: Right wins whoever starts; N: the first player wins;
/// P: the second player wins (spec §2).
enum class Outcome { L, R, N, P };
/// G versus H: G > H, G < H, G = H, or G ∥ H (confused, incomparable).
enum class Relation { Greater, Less, Equal, Fuzzy };

/// Thrown by store operations (never out of a solver): budget exhausted or cancelled.
struct StoreStopped {
  bool cancelled = false;  ///< false: the node budget was exhausted
};

class GameStore {
 public:
  struct Limits {
    std::size_t maxNodes = 4'000'000;  ///< nodes interned before StoreStopped
    /// Recursive steps (sums, comparisons, reductions) before StoreStopped, over the store's
    /// life; 0 means 1000 × maxNodes. Comparisons intern nothing, so without this bound a
    /// small store could still compute for minutes (↓ + *211).
    std::uint64_t maxOperations = 0;
  };
  /// (Two constructors, not a default argument: GCC cannot use the nested Limits' member
  /// initialisers in a default argument inside the class.)
  GameStore();
  explicit GameStore(Limits limits);
  ~GameStore();
  GameStore(GameStore&&) noexcept;
  GameStore& operator=(GameStore&&) noexcept;
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  /// The token polled (every few thousand operations) by the recursive operations; the
  /// store keeps a copy. CancelToken::none() by default.
  void setCancel(const CancelToken& cancel);
  /// The token setCancel gave (for stopError: a deadline is a Timeout, not a cancel).
  const CancelToken& cancelToken() const;
  /// The limits given at construction (solvers quote maxNodes in TooManyPositions).
  Limits limits() const;

  // --- building ---------------------------------------------------------------------------
  /// 0 = {|}, always id 0.
  static constexpr GameId zero() { return 0; }
  /// Interns {left | right} (each list sorted and deduplicated here). Canonical only when it
  /// happens to be (a number's canonical options give the number's node).
  GameId form(std::vector<GameId> left, std::vector<GameId> right);
  /// The canonical number; `value` must be a dyadic rational (denominator a power of 2).
  GameId number(const Rational& value);
  /// *n = {0, *, …, *(n−1) | same}, canonical.
  GameId nimber(unsigned n);
  /// n.↑ for n > 0 (↑ = {0|*}, n.↑ = {0 | (n−1).↑*}), n.↓ = −(|n|.↑) for n < 0, 0 for 0.
  GameId up(int n);
  /// ±G = {G | −G}.
  GameId plusMinus(GameId g);

  // --- reading ----------------------------------------------------------------------------
  /// The options of `g` (numbers' options are interned on first use).
  std::span<const GameId> options(GameId g, Side side);
  std::span<const GameId> leftOptions(GameId g) { return options(g, Side::Left); }
  std::span<const GameId> rightOptions(GameId g) { return options(g, Side::Right); }
  /// The dyadic value when `g` is a number NODE (canonical numbers only; use
  /// numberValue(canonical(g)) for "is this form equal to a number").
  std::optional<Rational> numberValue(GameId g) const;
  bool isNumber(GameId g) const { return numberValue(g).has_value(); }
  bool isCanonical(GameId g) const;
  int height(GameId g) const;
  std::size_t size() const;  ///< nodes interned so far

  // --- arithmetic and order (memoised) ----------------------------------------------------
  /// The canonical form of `g` (memoised; canonical(canonical(g)) == canonical(g)).
  GameId canonical(GameId g);
  /// The canonical form of G + H (G, H any forms; their canonical forms are added).
  GameId add(GameId g, GameId h);
  /// The sum-rule form {G^L + H, G + H^L | G^R + H, G + H^R} of the forms as they are,
  /// without canonicalising (spec C6: ↑ + ↑ this way has 27 nodes in its tree).
  GameId sumForm(GameId g, GameId h);
  /// −G = {−G^R | −G^L}, structurally (negate(negate(g)) == g; canonical stays canonical).
  GameId negate(GameId g);
  /// G − H, canonical.
  GameId subtract(GameId g, GameId h) { return add(g, negate(h)); }
  /// G ≤ H on any forms (recursive order of spec §5, with number shortcuts).
  bool lessEq(GameId g, GameId h);
  Relation compare(GameId g, GameId h);
  Outcome outcome(GameId g);
  /// Who wins when `mover` moves first in G (spec §2's four cases).
  bool winsMovingFirst(GameId g, Side mover);

  // --- structure ----------------------------------------------------------------------------
  /// Birthday of the game's VALUE: of its canonical form (0 for 0, n for the integer n,
  /// k + ⌊|x|⌋ + 1 for a dyadic with denominator 2^k, 1 + max over options otherwise).
  int birthday(GameId g);
  /// Nodes of the game TREE of this form (positions counted with multiplicity, as in spec
  /// C6), saturating at UINT64_MAX; numbers count their canonical tree.
  std::uint64_t treeSize(GameId g);
  /// Distinct positions reachable from this form, itself included (numbers count as one).
  std::size_t positionCount(GameId g);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gamelab::partizan
