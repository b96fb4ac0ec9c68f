/// The order of short games: G ≤ H by the recursive rule of spec §5, with number shortcuts
/// (two numbers compare as rationals; a number against a canonical non-number uses number
/// avoidance; a number against any other form walks the number's options iteratively).
#include "core/partizan/gamestore.h"
#include "core/partizan/gamestoreimpl.h"

namespace gamelab::partizan {

namespace {
/// The order memo is a cache (every entry can be recomputed): cleared when it reaches this
/// size, so memory stays bounded whatever the node budget (16 bytes a slot, at most half full).
constexpr std::size_t kLessEqMemoCap = std::size_t(1) << 23;
}  // namespace

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

const std::pair<Rational, Rational>& GameStore::Impl::stops(GameId g) {
  if (nodes[g].stops < 0) {
    std::pair<Rational, Rational> result;
    if (isNum(g)) {
      result = {value(g), value(g)};
    } else {
      // L(G) = max R(G^L), R(G) = min L(G^R): a canonical non-number has options on both sides
      // (a game without Right options equals an integer).
      std::optional<Rational> left, right;
      for (const GameId l : opts(g, Side::Left))
        if (const Rational& r = stops(l).second; !left || r > *left) left = r;
      for (const GameId r : opts(g, Side::Right))
        if (const Rational& l = stops(r).first; !right || l < *right) right = l;
      result = {*left, *right};
    }
    nodes[g].stops = static_cast<std::int32_t>(stopValues.size());
    stopValues.push_back(std::move(result));
  }
  return stopValues[static_cast<std::size_t>(nodes[g].stops)];
}

bool GameStore::Impl::lessEq(GameStore& store, GameId g, GameId h) {
  if (g == h) return true;
  const bool gNum = isNum(g), hNum = isNum(h);
  if (gNum && hNum) return value(g) <= value(h);
  if (isNimber(g) && isNimber(h)) return false;  // distinct nimbers are fuzzy (g ≠ h here)
  tick();  // before the memo: loops of remembered comparisons count against the budget too
  const std::uint64_t key = pairKey(g, h);
  if (const auto known = lessEqMemo.find(key)) return *known;
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
  } else if (nodes[g].canonical && nodes[h].canonical &&
             (stops(g).first > stops(h).first || stops(g).second > stops(h).second)) {
    result = false;  // G ≤ H would need L(G) ≤ L(H) and R(G) ≤ R(H)
  } else if (nodes[g].canonical && nodes[h].canonical && stops(g).first < stops(h).second) {
    result = true;  // G < x < H for a number x strictly between L(G) and R(H)
  } else {
    for (const GameId l : opts(g, Side::Left))
      if (lessEq(store, h, l)) { result = false; break; }
    if (result)
      for (const GameId r : opts(h, Side::Right))
        if (lessEq(store, r, g)) { result = false; break; }
  }
  if (lessEqMemo.size() >= kLessEqMemoCap) lessEqMemo.clear();  // a cache: bounded memory
  lessEqMemo.put(key, result);
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
