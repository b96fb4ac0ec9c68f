#pragma once
/// Small builders shared by the coalitional-game tests (tests/core/test_coalition_*.cpp): exact
/// numbers from text, games in the source's coalition order or from a function, coalitions
/// from player digits, and two market games used as independent oracles.
#include "core/coalition/coalitionalgame.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <vector>

namespace gamelab::coalitiontest {

/// The rational written in `text` ("3/4", "-2"); the text must be valid.
using gamelab::testsupport::q;

/// The vector of the rationals written in `entries`.
inline RationalVector vec(std::initializer_list<const char*> entries) {
  RationalVector out;
  for (const char* e : entries) out.push_back(q(e));
  return out;
}

/// The 2^players values (bitmask order, v(∅) = 0) of a game given in the source's order
/// v(1), v(2), v(3), v(12), v(13), v(23), v(123), ... (size, then lexicographic, ∅ left out).
/// Fails the test if the count is not 2^players − 1.
inline RationalVector sourceOrderValues(int players, std::initializer_list<const char*> sizeOrder) {
  const auto order = allCoalitions(players, CoalitionOrder::SizeThenLexicographic);
  RationalVector values(order.size());
  EXPECT_EQ(sizeOrder.size() + 1, order.size());
  std::size_t k = 1;
  for (const char* e : sizeOrder)
    if (k < order.size()) values[order[k++]] = q(e);
  return values;
}

/// The game whose values are given in the source's order (see sourceOrderValues).
inline CoalitionalGame sourceOrderGame(int players, std::initializer_list<const char*> sizeOrder) {
  return *CoalitionalGame::fromValues(sourceOrderValues(players, sizeOrder));
}

/// The game of `n` players whose value of each non-empty coalition S is v(S) (v(∅) = 0).
inline CoalitionalGame gameOf(int n, const std::function<Rational(Coalition)>& v) {
  RationalVector values(std::size_t(1) << n);
  for (std::size_t s = 1; s < values.size(); ++s) values[s] = v(static_cast<Coalition>(s));
  return *CoalitionalGame::fromValues(values);
}

/// The coalition of the players numbered from 1 in `players`: "13" -> {1,3} (bits 0 and 2).
inline Coalition c(const char* players) {
  Coalition s = 0;
  for (const char* p = players; *p; ++p) s |= Coalition(1) << (*p - '1');
  return s;
}

/// Glove market written out by hand (an oracle independent of the generator): player i holds a
/// left glove iff left[i]; v(S) = min(left gloves, right gloves in S).
inline CoalitionalGame glove(const std::vector<bool>& left) {
  return gameOf(static_cast<int>(left.size()), [&](Coalition s) {
    int l = 0, r = 0;
    for (int p : members(s)) (left[static_cast<std::size_t>(p)] ? l : r)++;
    return Rational(std::min(l, r));
  });
}

/// Seller (player 1) and buyers valuing a_1 > a_2 > ...: v(S) = max a_j over S's buyers if
/// 1 ∈ S, else 0.
inline CoalitionalGame sellerBuyers(const std::vector<int>& a) {
  return gameOf(static_cast<int>(a.size()) + 1, [&](Coalition s) {
    if (!contains(s, 0)) return Rational(0);
    int best = 0;
    for (int p : members(s))
      if (p > 0) best = std::max(best, a[static_cast<std::size_t>(p - 1)]);
    return Rational(best);
  });
}

/// T96: sellers A, B and buyers C, D with pair values A–C 4, A–D 8, B–C 3, B–D 5; v(S) is the
/// best assignment of pairs inside S.
inline CoalitionalGame assignmentGameT96() {
  return gameOf(4, [](Coalition s) {
    const int ac = (s & c("13")) == c("13") ? 4 : 0, ad = (s & c("14")) == c("14") ? 8 : 0;
    const int bc = (s & c("23")) == c("23") ? 3 : 0, bd = (s & c("24")) == c("24") ? 5 : 0;
    int best = std::max({ac, ad, bc, bd});
    if (ad && bc) best = std::max(best, ad + bc);
    if (ac && bd) best = std::max(best, ac + bd);
    return Rational(best);
  });
}

/// [quota; weights] with the given rule, from exact texts.
inline WeightedVotingGame voting(const char* quota, std::initializer_list<const char*> weights, QuotaRule rule) {
  return WeightedVotingGame{q(quota), vec(weights), rule};
}

}  // namespace gamelab::coalitiontest
