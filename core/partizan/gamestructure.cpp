/// Birthdays, tree sizes and position counts (iterative where a number's chain could be long).
#include "core/partizan/dyadic.h"
#include "core/partizan/gamestore.h"
#include "core/partizan/gamestoreimpl.h"

#include <algorithm>
#include <climits>
#include <unordered_set>

namespace gamelab::partizan {

namespace {
std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}
}  // namespace

int GameStore::birthday(GameId g) {
  Impl& s = *impl_;
  g = canonical(g);
  if (s.isNum(g)) return numberBirthday(s.value(g));
  if (s.nodes[g].birthday >= 0) return s.nodes[g].birthday;
  s.tick();
  int oldest = 0;
  for (const Side side : {Side::Left, Side::Right})
    for (const GameId option : s.opts(g, side)) oldest = std::max(oldest, birthday(option));
  const int result = oldest == INT_MAX ? INT_MAX : oldest + 1;
  s.nodes[g].birthday = result;
  return result;
}

std::uint64_t GameStore::treeSize(GameId root) {
  Impl& s = *impl_;
  // Post-order with an explicit stack; integers have the closed form |n| + 1.
  const auto known = [&](GameId g) -> std::optional<std::uint64_t> {
    if (s.isNum(g) && dyadicExponent(s.value(g)) == 0) {
      mpz_class n = abs(s.value(g).get_num());
      n += 1;
      return n.fits_ulong_p() ? n.get_ui() : UINT64_MAX;
    }
    if (const auto it = s.treeSizes.find(g); it != s.treeSizes.end()) return it->second;
    return std::nullopt;
  };
  if (const auto size = known(root)) return *size;
  std::vector<std::pair<GameId, bool>> stack{{root, false}};
  while (!stack.empty()) {
    const auto [g, expanded] = stack.back();
    stack.pop_back();
    if (known(g)) continue;
    s.tick();
    if (expanded) {
      std::uint64_t total = 1;
      for (const Side side : {Side::Left, Side::Right})
        for (const GameId option : s.opts(g, side)) total = saturatingAdd(total, *known(option));
      s.treeSizes.emplace(g, total);
      continue;
    }
    stack.emplace_back(g, true);
    for (const Side side : {Side::Left, Side::Right})
      for (const GameId option : s.opts(g, side))
        if (!known(option)) stack.emplace_back(option, false);
  }
  return *known(root);
}

std::size_t GameStore::positionCount(GameId root) {
  Impl& s = *impl_;
  std::unordered_set<GameId> seen{root};
  std::vector<GameId> stack{root};
  while (!stack.empty()) {
    const GameId g = stack.back();
    stack.pop_back();
    if (s.isNum(g)) continue;
    s.tick();
    for (const Side side : {Side::Left, Side::Right})
      for (const GameId option : s.opts(g, side))
        if (seen.insert(option).second) stack.push_back(option);
  }
  return seen.size();
}

}  // namespace gamelab::partizan
