#pragma once
/// The inside of GameStore (private to core/partizan/gamestore*.cpp, canonicalise.cpp,
/// gameorder.cpp, gamestructure.cpp): the node table, the intern tables and the memo tables.
#include "core/partizan/gamestore.h"
#include "core/partizan/idpairmap.h"

#include <deque>
#include <map>
#include <unordered_map>

namespace gamelab::partizan {

struct GameStore::Impl {
  struct Node {
    std::vector<GameId> left, right;  ///< sorted, unique; a number's are filled on first use
    int height = 0;                   ///< 0 for numbers
    std::int32_t number = -1;         ///< index into `values` for number nodes
    bool canonical = false;
    bool optionsReady = true;         ///< false for a number whose options are not interned yet
    GameId canon = kNoGame;           ///< memo: canonical form
    GameId neg = kNoGame;             ///< memo: negation
    int birthday = -1;                ///< memo (canonical nodes)
    std::int32_t stops = -1;          ///< memo: index into `stopValues`
    /// n when this node is the canonical nimber *n = {*0…*(n−1) | *0…*(n−1)} (0 for the zero
    /// node), else −1; set when the node is interned, so *a + *b = *(a xor b) and *a ≤ *b ⟺
    /// a = b are answered without recursion.
    std::int64_t nimber = -1;
  };

  Limits limits;
  CancelToken cancel;
  std::deque<Node> nodes;  ///< a deque: option spans handed out stay valid while nodes grow
  std::vector<Rational> values;
  std::vector<GameId> nimberIds;  ///< nimberIds[n] = *n, grown by GameStore::nimber
  std::deque<std::pair<Rational, Rational>> stopValues;  ///< (left, right stop); references stay valid
  std::map<Rational, GameId> numberIds;
  std::unordered_multimap<std::uint64_t, GameId> formIds;  ///< hash of the option lists → ids
  IdPairMap<GameId> addMemo, sumFormMemo;
  IdPairMap<bool> lessEqMemo;
  std::unordered_map<GameId, std::uint64_t> treeSizes;
  std::uint64_t ticks = 0;

  static std::uint64_t pairKey(GameId a, GameId b) { return (std::uint64_t(a) << 32) | b; }
  /// Counts an operation; every 4096 polls the token (StoreStopped{true} when it fired) and the
  /// operation budget (StoreStopped{false}).
  void tick() {
    if ((++ticks & 4095u) == 0) {
      if (cancel.isCancelled()) throw StoreStopped{true};
      if (ticks > maxOperations) throw StoreStopped{false};
    }
  }
  std::uint64_t maxOperations = 0;  ///< limits.maxOperations, or its default
  /// Appends a node (StoreStopped{false} beyond limits.maxNodes).
  GameId append(Node node);
  /// Interns sorted, unique lists as a form (no number recognition).
  GameId internForm(std::vector<GameId> left, std::vector<GameId> right);
  /// n when sorted `left` == `right` are exactly the nimbers *0 … *(n−1), else −1.
  std::int64_t nimberOfOptions(const std::vector<GameId>& left, const std::vector<GameId>& right) const;
  GameId internNumber(const Rational& value);
  /// The options; a number's are interned here on first use. The reference stays valid.
  const std::vector<GameId>& opts(GameId g, Side side);
  bool isNum(GameId g) const { return nodes[g].number >= 0; }
  bool isNimber(GameId g) const { return nodes[g].nimber >= 0; }
  const Rational& value(GameId g) const { return values[static_cast<std::size_t>(nodes[g].number)]; }

  // canonicalise.cpp
  /// The canonical form of {left | right} whose options are all canonical.
  GameId reduce(GameStore& store, std::vector<GameId> left, std::vector<GameId> right);
  // gameorder.cpp
  bool lessEq(GameStore& store, GameId g, GameId h);
  /// number ≤ form (numberOnLeft) or form ≤ number, walking the number's options iteratively.
  bool numberChain(GameStore& store, GameId number, GameId form, bool numberOnLeft);
  /// The left and right stops of a CANONICAL game (invariants of the value: G ≤ H implies L(G) ≤ L(H) and
  /// R(G) ≤ R(H)), memoised; recursion as deep as the form is high.
  const std::pair<Rational, Rational>& stops(GameId g);
};

/// Sorts and removes repeats.
void sortUnique(std::vector<GameId>& ids);

}  // namespace gamelab::partizan
