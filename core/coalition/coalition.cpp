#include "core/coalition/coalition.h"

#include <algorithm>
#include <cassert>

namespace gamelab {

std::vector<int> members(Coalition s) {
  std::vector<int> result;
  result.reserve(static_cast<std::size_t>(coalitionSize(s)));
  while (s != 0) {
    result.push_back(std::countr_zero(s));
    s &= s - 1;
  }
  return result;
}

Coalition coalitionOf(const std::vector<int>& players) {
  Coalition s = 0;
  for (int p : players) {
    assert(p >= 0 && p < kMaxCoalitionPlayers);
    s |= Coalition(1) << p;
  }
  return s;
}

namespace {

/// Lexicographic order of the sorted member lists of two coalitions of equal size: the first
/// differing member decides, i.e. the coalition whose lowest non-shared member is smaller.
bool lexicographicallyBefore(Coalition a, Coalition b) {
  const Coalition difference = a ^ b;
  if (difference == 0) return false;
  const Coalition lowest = difference & (~difference + 1);
  return (a & lowest) != 0;
}

}  // namespace

std::vector<Coalition> allCoalitions(int players, CoalitionOrder order) {
  assert(players >= 0 && players <= 24);
  const std::size_t count = std::size_t(1) << players;
  std::vector<Coalition> result(count);
  for (std::size_t s = 0; s < count; ++s) result[s] = static_cast<Coalition>(s);
  if (order == CoalitionOrder::SizeThenLexicographic) {
    std::sort(result.begin(), result.end(), [](Coalition a, Coalition b) {
      const int sa = coalitionSize(a), sb = coalitionSize(b);
      if (sa != sb) return sa < sb;
      return lexicographicallyBefore(a, b);
    });
  }
  return result;
}

std::string coalitionLabel(Coalition s, const std::vector<std::string>& playerNames) {
  if (s == 0) return "\u2205";
  const std::vector<int> who = members(s);
  const bool shortNames = std::all_of(who.begin(), who.end(), [&](int p) {
    return playerNames[static_cast<std::size_t>(p)].size() == 1;
  });
  std::string label;
  if (shortNames) {
    for (int p : who) label += playerNames[static_cast<std::size_t>(p)];
    return label;
  }
  label = "{";
  for (std::size_t k = 0; k < who.size(); ++k) {
    if (k > 0) label += ", ";
    label += playerNames[static_cast<std::size_t>(who[k])];
  }
  return label + "}";
}

}  // namespace gamelab
