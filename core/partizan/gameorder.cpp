/// The order of short games: G ≤ H by the recursive rule of spec §5, with number shortcuts
/// (two numbers compare as rationals; a number against a canonical non-number uses number
/// avoidance; a number against any other form walks the number's options iteratively).
#include "core/partizan/gamestore.h"
#include "core/partizan/gamestoreimpl.h"

namespace gamelab::partizan {

bool GameStore::Impl::numberChain(GameStore& store, GameId number, GameId form, bool numberOnLeft) {
  // x ≤ G ⟺ (no G^R ≤ x) ∧ ¬(G ≤ x^L);  G ≤ y ⟺ (no G^L ≥ y) ∧ ¬(y^R ≤ G).
  // The chain x, x^L, x^LR, … is walked with `negated` tracking the parity of ¬.
  GameId current = number;
  bool negated = false;
  for (;;) {
    tick();
    bool holds = true;
    GameId next = kNoGame;
    if (numberOnLeft) {
      for (const GameId r : opts(form, Side::Right))
        if (lessEq(store, r, current)) { holds = false; break; }
      const auto& left = opts(current, Side::Left);
      if (!left.empty()) next = left[0];
    } else {
      for (const GameId l : opts(form, Side::Left))
        if (lessEq(store, current, l)) { holds = false; break; }
      const auto& right = opts(current, Side::Right);
      if (!right.empty()) next = right[0];
    }
    if (!holds) return negated;
    if (next == kNoGame) return !negated;
    negated = !negated;
    numberOnLeft = !numberOnLeft;
    current = next;
  }
}

bool GameStore::Impl::lessEq(GameStore& store, GameId g, GameId h) {
  if (g == h) return true;
  const bool gNum = isNum(g), hNum = isNum(h);
  if (gNum && hNum) return value(g) <= value(h);
  const std::uint64_t key = pairKey(g, h);
  if (const auto it = lessEqMemo.find(key); it != lessEqMemo.end()) return it->second;
  tick();
  bool result = true;
  if (gNum && nodes[h].canonical) {  // number avoidance: x ≤ H ⟺ no H^R ≤ x
    for (const GameId r : opts(h, Side::Right))
      if (lessEq(store, r, g)) { result = false; break; }
  } else if (hNum && nodes[g].canonical) {  // G ≤ y ⟺ no G^L ≥ y
    for (const GameId l : opts(g, Side::Left))
      if (lessEq(store, h, l)) { result = false; break; }
  } else if (gNum) {
    result = numberChain(store, g, h, true);
  } else if (hNum) {
    result = numberChain(store, h, g, false);
  } else {
    for (const GameId l : opts(g, Side::Left))
      if (lessEq(store, h, l)) { result = false; break; }
    if (result)
      for (const GameId r : opts(h, Side::Right))
        if (lessEq(store, r, g)) { result = false; break; }
  }
  lessEqMemo.emplace(key, result);
  return result;
}

bool GameStore::lessEq(GameId g, GameId h) { return impl_->lessEq(*this, g, h); }

Relation GameStore::compare(GameId g, GameId h) {
  const bool le = lessEq(g, h), ge = lessEq(h, g);
  if (le && ge) return Relation::Equal;
  if (le) return Relation::Less;
  if (ge) return Relation::Greater;
  return Relation::Fuzzy;
}

bool GameStore::winsMovingFirst(GameId g, Side mover) {
  // Left moving first wins ⟺ G ⊳ 0 ⟺ not G ≤ 0; Right likewise ⟺ not G ≥ 0.
  return mover == Side::Left ? !lessEq(g, zero()) : !lessEq(zero(), g);
}

Outcome GameStore::outcome(GameId g) {
  const bool left = winsMovingFirst(g, Side::Left), right = winsMovingFirst(g, Side::Right);
  if (left && right) return Outcome::N;
  if (left) return Outcome::L;
  if (right) return Outcome::R;
  return Outcome::P;
}

}  // namespace gamelab::partizan
