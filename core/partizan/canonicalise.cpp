/// Canonical forms (spec §6): options canonical first (bottom-up, memoised), then at the top
/// delete dominated options and bypass reversible ones until nothing changes.
#include "core/partizan/dyadic.h"
#include "core/partizan/gamestore.h"
#include "core/partizan/gamestoreimpl.h"

#include <algorithm>

namespace gamelab::partizan {

namespace {

/// Deletes every option that another option of the same side dominates (canonical options are
/// pairwise unequal, so no two delete each other).
void removeDominated(GameStore& store, std::vector<GameId>& options, Side side) {
  if (options.size() < 2) return;
  std::vector<GameId> kept;
  kept.reserve(options.size());
  for (const GameId a : options) {
    bool dominated = false;
    for (const GameId b : options) {
      if (a == b) continue;
      if (side == Side::Left ? store.lessEq(a, b) : store.lessEq(b, a)) { dominated = true; break; }
    }
    if (!dominated) kept.push_back(a);
  }
  options = std::move(kept);
}

}  // namespace

GameId GameStore::Impl::reduce(GameStore& store, std::vector<GameId> left, std::vector<GameId> right) {
  sortUnique(left);
  sortUnique(right);
  tick();
  const auto allNumbers = [&](const std::vector<GameId>& ids) {
    return std::all_of(ids.begin(), ids.end(), [&](GameId id) { return isNum(id); });
  };
  GameId result = kNoGame;
  if (allNumbers(left) && allNumbers(right)) {  // fast path
    std::optional<Rational> low, high;
    GameId best = kNoGame, worst = kNoGame;
    for (const GameId id : left)
      if (!low || value(id) > *low) { low = value(id); best = id; }
    for (const GameId id : right)
      if (!high || value(id) < *high) { high = value(id); worst = id; }
    if (!low || !high || *low < *high) return internNumber(simplestBetween(low, high));
    result = store.form({best}, {worst});  // {a | b} with a ≥ b: canonical
  } else {
    for (;;) {
      removeDominated(store, left, Side::Left);
      removeDominated(store, right, Side::Right);
      const GameId current = store.form(left, right);
      bool changed = false;
      for (std::size_t i = 0; i < left.size() && !changed; ++i) {
        for (const GameId reply : opts(left[i], Side::Right)) {
          if (!lessEq(store, reply, current)) continue;
          const auto& replacement = opts(reply, Side::Left);
          left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
          left.insert(left.end(), replacement.begin(), replacement.end());
          changed = true;
          break;
        }
      }
      for (std::size_t i = 0; i < right.size() && !changed; ++i) {
        for (const GameId reply : opts(right[i], Side::Left)) {
          if (!lessEq(store, current, reply)) continue;
          const auto& replacement = opts(reply, Side::Right);
          right.erase(right.begin() + static_cast<std::ptrdiff_t>(i));
          right.insert(right.end(), replacement.begin(), replacement.end());
          changed = true;
          break;
        }
      }
      if (!changed) break;
      sortUnique(left);
      sortUnique(right);
    }
    result = store.form(std::move(left), std::move(right));
  }
  nodes[result].canonical = true;
  nodes[result].canon = result;
  return result;
}

GameId GameStore::canonical(GameId g) {
  Impl& s = *impl_;
  if (s.nodes[g].canonical) return g;
  if (s.nodes[g].canon != kNoGame) return s.nodes[g].canon;
  s.tick();
  std::vector<GameId> left, right;
  left.reserve(s.nodes[g].left.size());
  right.reserve(s.nodes[g].right.size());
  for (const GameId id : s.opts(g, Side::Left)) left.push_back(canonical(id));
  for (const GameId id : s.opts(g, Side::Right)) right.push_back(canonical(id));
  const GameId result = s.reduce(*this, std::move(left), std::move(right));
  s.nodes[g].canon = result;
  return result;
}

}  // namespace gamelab::partizan
