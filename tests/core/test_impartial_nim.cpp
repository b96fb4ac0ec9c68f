// Nim (Bouton, normal and misère), Nimble and Turning Turtles as Nim, Staircase Nim, Moore's Nim_k
// and nim arithmetic, against the ch.1 digest (T17–T33, T19, T21, T22, T81, T84, T95) and brute force
// by the generic Grundy engine.
#include "core/impartial/grundyengine.h"
#include "core/impartial/nim.h"
#include "core/impartial/nimarithmetic.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <vector>

namespace gamelab {
namespace {

using Moves = std::vector<NimMove>;
constexpr auto kNormal = PlayConvention::Normal;
constexpr auto kMisere = PlayConvention::Misere;

// --- Bouton ------------------------------------------------------------------------------------

TEST(ImpartialNim, T17_Outcomes) {
  EXPECT_EQ(nimOutcome({0, 0, 0}, kNormal), Outcome::P);
  for (HeapSize x = 1; x <= 9; ++x) {
    EXPECT_EQ(nimOutcome({0, 0, x}, kNormal), Outcome::N);
    EXPECT_EQ(nimOutcome({0, x, x}, kNormal), Outcome::P);
  }
  for (const std::vector<HeapSize>& n : {std::vector<HeapSize>{1, 1, 2}, {1, 1, 3}, {1, 2, 2}})
    EXPECT_EQ(nimOutcome(n, kNormal), Outcome::N);
  for (const std::vector<HeapSize>& p : {std::vector<HeapSize>{1, 2, 3}, {1, 4, 5}, {2, 4, 6}})
    EXPECT_EQ(nimOutcome(p, kNormal), Outcome::P);
}

TEST(ImpartialNim, T18_T20_T23_T24_WinningMoves) {
  EXPECT_EQ(nimSum({5, 7, 9}), 11u);
  EXPECT_EQ(nimWinningMoves({5, 7, 9}, kNormal), (Moves{{2, 2}}));
  EXPECT_EQ(nimSum({15, 23, 30}), 6u);
  EXPECT_EQ(nimWinningMoves({15, 23, 30}, kNormal), (Moves{{0, 9}, {1, 17}, {2, 24}}));
  EXPECT_EQ(nimSum({13, 12, 8}), 9u);
  EXPECT_EQ(nimWinningMoves({13, 12, 8}, kNormal), (Moves{{0, 4}, {1, 5}, {2, 1}}));
  EXPECT_EQ(nimSum({12, 19, 27}), 4u);
  EXPECT_EQ(nimWinningMoves({12, 19, 27}, kNormal), (Moves{{0, 8}}));
  EXPECT_EQ(nimSum({13, 17, 19, 23}), 24u);
  EXPECT_EQ(nimWinningMoves({13, 17, 19, 23}, kNormal), (Moves{{1, 9}, {2, 11}, {3, 15}}));
  EXPECT_TRUE(nimWinningMoves({1, 2, 3}, kNormal).empty());
  EXPECT_TRUE(nimWinningMoves({}, kNormal).empty());
}

TEST(ImpartialNim, T19_T21_T22_NimSums) {
  EXPECT_EQ(nimSum({22, 51}), 37u);
  EXPECT_EQ(nimSum(22, 51), 37u);
  EXPECT_EQ(nimSum({27, 17}), 10u);
  EXPECT_EQ(nimSum({38, 63}), 25u);  // 38 ⊕ x = 25 → x = 63 (not the source's 71)
  EXPECT_EQ(38u ^ 25u, 63u);
  EXPECT_NE(nimSum({38, 71}), 25u);
}

TEST(ImpartialNim, T25_T26_Misere) {
  EXPECT_EQ(nimWinningMoves({12, 19, 27}, kMisere), (Moves{{0, 8}}));
  EXPECT_EQ(nimWinningMoves({13, 17, 19, 23}, kMisere), (Moves{{1, 9}, {2, 11}, {3, 15}}));
  EXPECT_EQ(nimOutcome({1}, kMisere), Outcome::P);
  EXPECT_EQ(nimOutcome({1, 1}, kMisere), Outcome::N);
  EXPECT_EQ(nimOutcome({1, 1, 1}, kMisere), Outcome::P);
  EXPECT_EQ(nimOutcome({2, 2}, kMisere), Outcome::P);
  EXPECT_EQ(nimOutcome({1, 2, 3}, kMisere), Outcome::P);
  EXPECT_EQ(nimOutcome({1, 2, 2}, kMisere), Outcome::N);
  EXPECT_EQ(nimOutcome({}, kMisere), Outcome::N);
  EXPECT_EQ(nimWinningMoves({1, 1, 5}, kMisere), (Moves{{2, 1}}));
  EXPECT_EQ(nimWinningMoves({2, 1, 1, 1}, kMisere), (Moves{{0, 0}}));
  EXPECT_EQ(nimWinningMoves({1, 1}, kMisere), (Moves{{0, 0}, {1, 0}}));
  EXPECT_TRUE(nimWinningMoves({1, 1, 1}, kMisere).empty());
}

/// Brute force: every position of `heaps` heaps of at most `maxSize`, normal and misère, by the
/// engine (outcome and the set of P-followers) against Bouton.
TEST(ImpartialNim, BoutonAgainstBruteForce) {
  auto engine = makeHeapSumEngine(HeapRule::nim());
  std::vector<std::vector<HeapSize>> positions;
  for (HeapSize a = 0; a <= 6; ++a)
    for (HeapSize b = 0; b <= 6; ++b)
      for (HeapSize c = 0; c <= 6; ++c) positions.push_back({a, b, c});
  for (HeapSize a = 0; a <= 3; ++a)
    for (HeapSize b = 0; b <= 3; ++b)
      for (HeapSize c = 0; c <= 3; ++c)
        for (HeapSize d = 0; d <= 3; ++d) positions.push_back({a, b, c, d});
  for (const auto& heaps : positions)
    for (PlayConvention c : {kNormal, kMisere}) {
      const HeapMultiset state = canonicalHeaps(heaps);
      ASSERT_EQ(*engine.outcome(state, c), nimOutcome(heaps, c));
      // Winning moves: the same followers (as multisets), each move legal.
      std::set<HeapMultiset> expected;
      const auto winning = engine.winningMoves(state, c);
      ASSERT_TRUE(winning.hasValue());
      for (const HeapMultiset& f : *winning) expected.insert(f);
      std::set<HeapMultiset> got;
      for (const NimMove& m : nimWinningMoves(heaps, c)) {
        ASSERT_LT(m.heap, heaps.size());
        ASSERT_LT(m.newSize, heaps[m.heap]);
        auto after = heaps;
        after[m.heap] = m.newSize;
        got.insert(canonicalHeaps(after));
      }
      EXPECT_EQ(got, expected);
    }
}

TEST(ImpartialNim, T27_WinningMoveCountIsOdd) {
  std::mt19937_64 rng(27);
  for (int trial = 0; trial < 2000; ++trial) {
    std::vector<HeapSize> heaps(1 + rng() % 6);
    for (HeapSize& h : heaps) h = rng() % 1000;
    const auto moves = nimWinningMoves(heaps, kNormal);
    if (nimSum(heaps) == 0) {
      EXPECT_TRUE(moves.empty());
    } else {
      EXPECT_EQ(moves.size() % 2, 1u);
      for (const NimMove& m : moves) {
        auto after = heaps;
        after[m.heap] = m.newSize;
        EXPECT_EQ(nimSum(after), 0u);
      }
    }
  }
  EXPECT_EQ(nimWinningMoves({13, 17, 19, 23}, kNormal).size(), 3u);
}

TEST(ImpartialNim, T28_T29_T30_NimInDisguise) {
  // Nimble: coins on 4, 8, 8, 9, 10, 13 → 10; 5 coin-moves (4 distinct).
  const std::vector<HeapSize> nimble{4, 8, 8, 9, 10, 13};
  EXPECT_EQ(nimSum(nimble), 10u);
  EXPECT_EQ(nimWinningMoves(nimble, kNormal), (Moves{{1, 2}, {2, 2}, {3, 3}, {4, 0}, {5, 7}}));
  // Turning Turtles: heads at 2, 5, 9, 10, 12 → 8; turn 9 & 1, 10 & 2, 12 & 4.
  const std::vector<HeapSize> turtles{2, 5, 9, 10, 12};
  EXPECT_EQ(nimSum(turtles), 8u);
  EXPECT_EQ(nimWinningMoves(turtles, kNormal), (Moves{{2, 1}, {3, 2}, {4, 4}}));
  // Northcott: gaps 4, 2, 3, 5, 3, 6, 2, 1 → 6; reductions 4 → 2, 5 → 3, 6 → 0.
  const std::vector<HeapSize> gaps{4, 2, 3, 5, 3, 6, 2, 1};
  EXPECT_EQ(nimSum(gaps), 6u);
  EXPECT_EQ(nimWinningMoves(gaps, kNormal), (Moves{{0, 2}, {3, 3}, {5, 0}}));
}

// --- Staircase ---------------------------------------------------------------------------------

TEST(ImpartialNim, T31_Staircase) {
  EXPECT_EQ(staircaseValue({1, 5, 1}), 0u);
  EXPECT_EQ(staircaseValue({3, 0, 3}), 0u);
  EXPECT_EQ(staircaseValue({1, 1, 1}), 0u);
  EXPECT_NE(staircaseValue({2, 7, 3, 9}), 0u);
  EXPECT_EQ(staircaseValue({}), 0u);
  // Brute force: every position with <= 4 steps and <= 3 coins per step.
  using Steps = std::vector<HeapSize>;
  struct StepsHash {
    std::size_t operator()(const Steps& s) const { return HeapMultisetHash{}(s); }
  };
  GrundyEngine<Steps, StepsHash> engine([](const Steps& s, std::vector<Steps>& out) {
    for (std::size_t j = 0; j < s.size(); ++j)
      for (HeapSize t = 1; t <= s[j]; ++t) {
        Steps next = s;
        next[j] -= t;
        if (j > 0) next[j - 1] += t;
        out.push_back(next);
      }
  });
  int checked = 0;
  for (int a = 0; a <= 3; ++a)
    for (int b = 0; b <= 3; ++b)
      for (int c = 0; c <= 3; ++c)
        for (int d = 0; d <= 3; ++d) {
          const Steps s{HeapSize(a), HeapSize(b), HeapSize(c), HeapSize(d)};
          EXPECT_EQ(*engine.outcome(s, kNormal) == Outcome::P, staircaseValue(s) == 0);
          ++checked;
        }
  EXPECT_EQ(checked, 256);
  EXPECT_EQ(*engine.outcome({2, 7, 3, 9}, kNormal), Outcome::N);
}

// --- Moore's Nim_k -------------------------------------------------------------------------------

using MooreKey = std::vector<std::pair<HeapSize, HeapSize>>;

/// The move as the multiset of (old size → new size) of the changed heaps.
MooreKey mooreKey(const std::vector<HeapSize>& before, const std::vector<HeapSize>& after) {
  MooreKey key;
  for (std::size_t i = 0; i < before.size(); ++i)
    if (before[i] != after[i]) key.emplace_back(before[i], after[i]);
  std::sort(key.begin(), key.end());
  return key;
}

void mooreFollowers(const std::vector<HeapSize>& heaps, int k, std::size_t from, int changed,
                    std::vector<HeapSize>& current, std::vector<std::vector<HeapSize>>& out) {
  if (from == heaps.size()) {
    if (changed > 0) out.push_back(current);
    return;
  }
  mooreFollowers(heaps, k, from + 1, changed, current, out);
  if (changed < k)
    for (HeapSize y = 0; y < heaps[from]; ++y) {
      current[from] = y;
      mooreFollowers(heaps, k, from + 1, changed + 1, current, out);
      current[from] = heaps[from];
    }
}

TEST(ImpartialNim, T32_MooreAgainstBruteForce) {
  for (int k = 1; k <= 3; ++k) {
    GrundyEngine<std::vector<HeapSize>, HeapMultisetHash> engine(
        [k](const std::vector<HeapSize>& h, std::vector<std::vector<HeapSize>>& out) {
          auto current = h;
          mooreFollowers(h, k, 0, 0, current, out);
        });
    for (std::size_t piles = 2; piles <= 4; ++piles) {
      std::vector<HeapSize> heaps(piles, 0);
      while (true) {
        const bool p = *engine.outcome(heaps, kNormal) == Outcome::P;
        ASSERT_EQ(isMooreP(heaps, k), p) << "k=" << k;
        // The constructive search finds exactly the moves to P (as multisets of changes).
        std::set<MooreKey> expected;
        std::vector<std::vector<HeapSize>> followers;
        auto current = heaps;
        mooreFollowers(heaps, k, 0, 0, current, followers);
        for (const auto& f : followers)
          if (isMooreP(f, k)) expected.insert(mooreKey(heaps, f));
        std::set<MooreKey> got;
        const auto moves = mooreWinningMoves(heaps, k, 1000);
        for (const auto& m : moves) {
          ASSERT_EQ(m.size(), heaps.size());
          int changed = 0;
          for (std::size_t i = 0; i < heaps.size(); ++i) {
            ASSERT_LE(m[i], heaps[i]);
            changed += m[i] != heaps[i];
          }
          ASSERT_GE(changed, 1);
          ASSERT_LE(changed, k);
          EXPECT_TRUE(isMooreP(m, k));
          EXPECT_TRUE(got.insert(mooreKey(heaps, m)).second) << "duplicate move";
        }
        EXPECT_EQ(got, expected) << "k=" << k;
        std::size_t i = 0;
        while (i < piles && heaps[i] == 3) heaps[i++] = 0;
        if (i == piles) break;
        ++heaps[i];
      }
    }
  }
}

TEST(ImpartialNim, T33_NimbleTwoCoins) {
  const std::vector<HeapSize> coins{4, 8, 8, 9, 10, 13};
  // Binary columns (8,4,2,1) mod 3 = 2 2 1 2 → N.
  std::vector<int> columns;
  for (int bit = 3; bit >= 0; --bit) {
    int c = 0;
    for (HeapSize x : coins) c += (x >> bit) & 1;
    columns.push_back(c % 3);
  }
  EXPECT_EQ(columns, (std::vector<int>{2, 2, 1, 2}));
  EXPECT_FALSE(isMooreP(coins, 2));
  const auto moves = mooreWinningMoves(coins, 2, 1000);
  std::set<MooreKey> got;
  for (const auto& m : moves) got.insert(mooreKey(coins, m));
  const std::set<MooreKey> expected{
      {{8, 0}, {10, 5}}, {{8, 1}, {10, 4}}, {{8, 2}, {8, 7}}, {{8, 3}, {8, 6}}, {{8, 3}, {9, 7}},
      {{8, 4}, {10, 1}}, {{8, 5}, {10, 0}}, {{8, 7}, {9, 3}}, {{8, 7}, {13, 7}}, {{9, 1}, {10, 5}},
      {{9, 5}, {10, 1}}, {{9, 6}, {13, 6}}, {{10, 5}, {13, 5}}};
  EXPECT_EQ(moves.size(), 13u);
  EXPECT_EQ(got, expected);
  EXPECT_EQ(mooreWinningMoves(coins, 2, 4).size(), 4u);  // the limit is honoured
  EXPECT_TRUE(mooreWinningMoves({1, 1, 1}, 2).empty());   // P: 3 ≡ 0 mod 3
  EXPECT_TRUE(isMooreP({1, 1, 1}, 2));
  EXPECT_FALSE(isMooreP({1, 1, 1}, 1));
}

// --- nim arithmetic ------------------------------------------------------------------------------

TEST(ImpartialNim, T84_NimProductFacts) {
  EXPECT_EQ(nimProduct(3, 5 ^ 6), 2u);
  EXPECT_EQ(nimProduct(3, 5), 15u);
  EXPECT_EQ(nimProduct(3, 6), 13u);
  EXPECT_EQ(nimProduct(2, 3), 1u);
  EXPECT_EQ(nimQuotient(1, 2), Nimber{3});
  EXPECT_EQ(nimQuotient(1, 7), Nimber{11});
  EXPECT_EQ(nimQuotient(6, 5), Nimber{9});
  EXPECT_EQ(nimProduct(2, 16), 32u);
  EXPECT_EQ(nimProduct(16, 16), 24u);
  EXPECT_EQ(nimProduct(24, 17), 128u);
  EXPECT_EQ(nimProduct(8, 8), 13u);
  for (Nimber f : {Nimber{2}, Nimber{4}, Nimber{16}, Nimber{256}, Nimber{65536}, Nimber{1} << 32}) {
    EXPECT_EQ(nimProduct(f, f), 3 * f / 2) << f;
    std::mt19937_64 rng(f);
    for (int i = 0; i < 50; ++i) {
      const Nimber x = rng() % f;
      EXPECT_EQ(nimProduct(f, x), f * x) << f << " " << x;
    }
  }
  EXPECT_FALSE(nimInverse(0).has_value());
  EXPECT_FALSE(nimQuotient(5, 0).has_value());
  EXPECT_EQ(nimInverse(1), Nimber{1});
}

TEST(ImpartialNim, T95_NimArithmetic) {
  EXPECT_EQ(nimProduct(6, 21), 104u);
  EXPECT_EQ(nimProduct(25, 40), 73u);  // not the source's 165
  EXPECT_EQ(nimProduct(16, 32), 44u);
  EXPECT_EQ(nimProduct(16, 8), 128u);
  EXPECT_EQ(nimProduct(8, 32), 192u);
  EXPECT_EQ(nimQuotient(15, 14), Nimber{12});
  EXPECT_EQ(nimProduct(14, 12), 15u);
  EXPECT_EQ(nimSquareRoot(8), 14u);
  EXPECT_EQ(nimProduct(14, 14), 8u);
  int roots = 0;
  for (Nimber r = 0; r < 256; ++r) roots += nimProduct(r, r) == 8;
  EXPECT_EQ(roots, 1);
  std::vector<Nimber> solutions;
  for (Nimber x = 0; x < 256; ++x)
    if ((nimProduct(x, x) ^ x ^ 6) == 0) solutions.push_back(x);
  EXPECT_EQ(solutions, (std::vector<Nimber>{14, 15}));
}

TEST(ImpartialNim, T81_TableAndTurningCornersMex) {
  const std::vector<Nimber> row2{0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5};
  const std::vector<Nimber> row15{0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9};
  const std::vector<Nimber> row9{0, 9, 14, 7, 15, 6, 1, 8, 5, 12, 11, 2, 10, 3, 4, 13};
  const auto table = nimProductTable(4);
  ASSERT_EQ(table.size(), 256u);
  EXPECT_EQ(std::vector<Nimber>(table.begin() + 32, table.begin() + 48), row2);
  EXPECT_EQ(std::vector<Nimber>(table.begin() + 9 * 16, table.begin() + 10 * 16), row9);
  EXPECT_EQ(std::vector<Nimber>(table.begin() + 15 * 16, table.end()), row15);
  // The definition (1.6): g(x,y) = mex{ g(x,b) ⊕ g(a,y) ⊕ g(a,b) : a < x, b < y }, to 32 × 32.
  const int n = 32;
  std::vector<Nimber> g(n * n, 0);
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y) {
      std::vector<Nimber> values;
      for (int a = 0; a < x; ++a)
        for (int b = 0; b < y; ++b) values.push_back(g[x * n + b] ^ g[a * n + y] ^ g[a * n + b]);
      g[x * n + y] = mex(values);
      ASSERT_EQ(g[x * n + y], nimProduct(x, y)) << x << "," << y;
    }
  const auto big = nimProductTable(8);
  ASSERT_EQ(big.size(), 65536u);
  EXPECT_EQ(big[255 * 256 + 255], nimProduct(255, 255));
  EXPECT_TRUE(nimProductTable(9).empty());
  EXPECT_TRUE(nimProductTable(-1).empty());
  EXPECT_EQ(nimProductTable(0), (std::vector<Nimber>{0}));
}

TEST(ImpartialNim, NimProductIsAField) {
  std::mt19937_64 rng(1977);
  for (int bits : {8, 16, 32, 64}) {
    const Nimber mask = bits == 64 ? ~Nimber{0} : (Nimber{1} << bits) - 1;
    for (int i = 0; i < 300; ++i) {
      const Nimber x = rng() & mask, y = rng() & mask, z = rng() & mask;
      const Nimber xy = nimProduct(x, y);
      EXPECT_LE(xy, mask) << "closed in the subfield of " << bits << " bits";
      EXPECT_EQ(xy, nimProduct(y, x));
      EXPECT_EQ(nimProduct(xy, z), nimProduct(x, nimProduct(y, z)));
      EXPECT_EQ(nimProduct(x, y ^ z), xy ^ nimProduct(x, z));
      EXPECT_EQ(nimProduct(x, 1), x);
      EXPECT_EQ(nimProduct(x, 0), 0u);
      if (x != 0) {
        const auto inv = nimInverse(x);
        ASSERT_TRUE(inv.has_value());
        EXPECT_LE(*inv, mask);
        EXPECT_EQ(nimProduct(x, *inv), 1u) << x;
        EXPECT_EQ(nimProduct(*nimQuotient(y, x), x), y);
      }
      const Nimber r = nimSquareRoot(x);
      EXPECT_EQ(nimProduct(r, r), x);
      EXPECT_LE(r, mask);
    }
  }
  EXPECT_EQ(nimProduct(~Nimber{0}, *nimInverse(~Nimber{0})), 1u);
}

}  // namespace
}  // namespace gamelab
