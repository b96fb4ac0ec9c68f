// Heap rules (take-and-break codes, Grundy's game, the size-dependent rules of §1.3–1.4) checked
// through heapOptions and the generic Grundy engine against the ch.1 digest (T1–T12, T34–T39,
// T43, T47–T64, T67), plus spec round trips, parse errors, move checks and the engine's limits.
#include "core/impartial/grundyengine.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/nim.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>
#include <string>
#include <vector>

namespace gamelab {
namespace {

HeapRule rule(const std::string& spec) {
  auto r = HeapRule::parse(spec);
  EXPECT_TRUE(r.hasValue()) << spec;
  return r.hasValue() ? *r : HeapRule::nim();
}

/// A take-and-break code with d_k = digit(k) for k = 1..length (d_0 = 0), for the rules whose
/// digits repeat with a period longer than 1 (valid for heaps up to `length`).
HeapRule truncatedCode(std::size_t length, std::uint8_t (*digit)(std::size_t)) {
  HeapRule r;
  r.code.digits.assign(length + 1, 0);
  for (std::size_t k = 1; k <= length; ++k) r.code.digits[k] = digit(k);
  return r;
}

/// g(0..upTo) of single heaps from heapOptions by the Sprague–Grundy theorem (a follower's value
/// is the nim-sum of its parts' values); cross-checked against the brute-force engine below.
std::vector<Nimber> grundySequence(const HeapRule& r, HeapSize upTo) {
  std::vector<Nimber> g;
  for (HeapSize n = 0; n <= upTo; ++n) {
    std::vector<Nimber> values;
    for (const HeapOption& o : heapOptions(r, n)) {
      Nimber v = 0;
      for (HeapSize p : o.parts) v ^= g[p];
      values.push_back(v);
    }
    g.push_back(mex(values));
  }
  return g;
}

/// g(0..upTo) of single heaps by the brute-force engine on sums of heaps.
std::vector<Nimber> bruteForceSequence(const HeapRule& r, HeapSize upTo) {
  auto engine = makeHeapSumEngine(r);
  std::vector<Nimber> values;
  for (HeapSize n = 0; n <= upTo; ++n) {
    auto v = engine.value(canonicalHeaps({n}));
    EXPECT_TRUE(v.hasValue()) << r.spec() << " n=" << n;
    values.push_back(v.hasValue() ? *v : 999);
  }
  return values;
}

std::string outcomes(const HeapRule& r, HeapSize upTo, PlayConvention c) {
  auto engine = makeHeapSumEngine(r);
  std::string s;
  for (HeapSize n = 0; n <= upTo; ++n) {
    auto o = engine.outcome(canonicalHeaps({n}), c);
    EXPECT_TRUE(o.hasValue());
    s += (o.hasValue() && *o == Outcome::P) ? 'P' : 'N';
  }
  return s;
}

std::set<HeapMultiset> winningFollowers(const HeapRule& r, const std::vector<HeapSize>& heaps,
                                        PlayConvention c = PlayConvention::Normal) {
  auto engine = makeHeapSumEngine(r);
  auto moves = engine.winningMoves(canonicalHeaps(heaps), c);
  EXPECT_TRUE(moves.hasValue());
  return moves.hasValue() ? std::set<HeapMultiset>(moves->begin(), moves->end()) : std::set<HeapMultiset>{};
}

// --- subtraction games (§1.1) -----------------------------------------------------------------

TEST(ImpartialHeaps, T1_T2_SubtractionOneTwoThree) {
  const HeapRule r = HeapRule::subtraction({1, 2, 3});
  const std::string pn = outcomes(r, 40, PlayConvention::Normal);
  for (std::size_t n = 0; n <= 40; ++n) EXPECT_EQ(pn[n], n % 4 == 0 ? 'P' : 'N') << n;
  EXPECT_EQ(pn.substr(0, 12), "PNNNPNNNPNNN");  // T2: N = 1,2,3,5,6,7,9,10,11
  EXPECT_EQ(winningFollowers(r, {21}), (std::set<HeapMultiset>{{20}}));  // only take 1
}

TEST(ImpartialHeaps, T3_T4_T36_SubtractionOneThreeFour) {
  const HeapRule r = HeapRule::subtraction({1, 3, 4});
  EXPECT_EQ(outcomes(r, 14, PlayConvention::Normal), "PNPNNNNPNPNNNNP");
  const std::string pn = outcomes(r, 100, PlayConvention::Normal);
  for (std::size_t n = 0; n <= 100; ++n) EXPECT_EQ(pn[n] == 'P', n % 7 == 0 || n % 7 == 2) << n;
  EXPECT_EQ(pn[100], 'P');  // T4
  EXPECT_EQ(bruteForceSequence(r, 14), (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0}));
}

TEST(ImpartialHeaps, T5_MisereSubtractionOneTwoThree) {
  const std::string pn = outcomes(HeapRule::subtraction({1, 2, 3}), 40, PlayConvention::Misere);
  EXPECT_EQ(pn[0], 'N');
  for (std::size_t n = 0; n <= 40; ++n) EXPECT_EQ(pn[n] == 'P', n % 4 == 1) << n;
}

TEST(ImpartialHeaps, T6_T7_SubtractionOneToSix) {
  const HeapRule r = HeapRule::subtraction({1, 2, 3, 4, 5, 6});
  const std::string pn = outcomes(r, 42, PlayConvention::Normal);
  for (std::size_t n = 0; n <= 42; ++n) EXPECT_EQ(pn[n] == 'P', n % 7 == 0) << n;
  EXPECT_EQ(pn[31], 'N');
  EXPECT_EQ(winningFollowers(r, {31}), (std::set<HeapMultiset>{{28}}));  // take 3
}

TEST(ImpartialHeaps, T10_T11_T42_SubtractionPeriods) {
  const std::string odd = outcomes(HeapRule::subtraction({1, 3, 5, 7}), 40, PlayConvention::Normal);
  for (std::size_t n = 0; n <= 40; ++n) EXPECT_EQ(odd[n] == 'P', n % 2 == 0) << n;

  const HeapRule r136 = HeapRule::subtraction({1, 3, 6});
  EXPECT_EQ(outcomes(r136, 17, PlayConvention::Normal), "PNPNPNNNNPNPNPNNNN");
  const auto g = bruteForceSequence(r136, 60);
  const std::vector<Nimber> period{0, 1, 0, 1, 0, 1, 2, 3, 2};
  for (std::size_t n = 0; n <= 60; ++n) EXPECT_EQ(g[n], period[n % 9]) << n;

  // T42: {2,5,7} has period 22 (pre-period 0).
  const auto g257 = bruteForceSequence(HeapRule::subtraction({2, 5, 7}), 88);
  for (std::size_t n = 0; n + 22 <= 88; ++n) EXPECT_EQ(g257[n], g257[n + 22]) << n;
  bool shorter = false;
  for (std::size_t p = 1; p < 22 && !shorter; ++p) {
    bool ok = true;
    for (std::size_t n = 0; n + p <= 88 && ok; ++n) ok = g257[n] == g257[n + p];
    shorter = ok;
  }
  EXPECT_FALSE(shorter);
}

TEST(ImpartialHeaps, T12_PowersOfTwo) {
  const HeapRule r = rule("powers-of-two");
  const auto g = bruteForceSequence(r, 64);
  for (std::size_t n = 0; n <= 64; ++n) EXPECT_EQ(g[n], n % 3) << n;
  EXPECT_EQ(winningFollowers(r, {44}), (std::set<HeapMultiset>{{42}, {36}, {12}}));
}

TEST(ImpartialHeaps, T34_T43_ImpatientGames) {
  const auto g = grundySequence(HeapRule::subtraction({1, 2, 3}), 14);
  for (std::size_t n = 0; n <= 14; ++n) EXPECT_EQ(g[n], n % 4);

  EXPECT_EQ(grundySequence(rule("subtraction:1,3,4,impatient"), 14),
            (std::vector<Nimber>{0, 1, 2, 1, 2, 3, 4, 3, 1, 2, 1, 2, 3, 4, 3}));
  EXPECT_EQ(grundySequence(rule("subtraction:1,2,3,impatient"), 8), (std::vector<Nimber>{0, 1, 2, 3, 4, 1, 2, 3, 4}));
  // g⁺(x) = g(x−1) + 1 for five sets, x up to 60.
  for (const std::vector<HeapSize>& set : {std::vector<HeapSize>{1, 3, 4}, {1, 2, 3}, {1, 3, 6}, {2, 5, 7}, {1, 4}}) {
    HeapRule plus = HeapRule::subtraction(set);
    plus.impatient = true;
    const auto base = grundySequence(HeapRule::subtraction(set), 60);
    const auto imp = grundySequence(plus, 60);
    EXPECT_EQ(imp[0], 0u);
    for (std::size_t x = 1; x <= 60; ++x) EXPECT_EQ(imp[x], base[x - 1] + 1) << plus.spec() << " x=" << x;
  }
}

// --- size-dependent rules (§1.3–1.4) -----------------------------------------------------------

TEST(ImpartialHeaps, T35_AtLeastHalf) {
  EXPECT_EQ(grundySequence(rule("at-least-half"), 12), (std::vector<Nimber>{0, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4}));
  const auto g = grundySequence(rule("at-least-half"), 70);
  for (std::size_t x = 0; x <= 70; ++x) EXPECT_EQ(g[x], static_cast<Nimber>(std::bit_width(x))) << x;
}

TEST(ImpartialHeaps, T37_AtMostHalf) {
  const auto g = grundySequence(rule("at-most-half"), 60);
  EXPECT_EQ(std::vector<Nimber>(g.begin(), g.begin() + 17),
            (std::vector<Nimber>{0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0, 8}));
  for (std::size_t n = 1; 2 * n + 1 <= 60; ++n) {
    EXPECT_EQ(g[2 * n], n);
    EXPECT_EQ(g[2 * n + 1], g[n]);
  }
}

TEST(ImpartialHeaps, T38_T39_DimPlusAndAliquot) {
  const auto dim = grundySequence(rule("dim-plus"), 64);
  EXPECT_EQ(std::vector<Nimber>(dim.begin(), dim.begin() + 17),
            (std::vector<Nimber>{0, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5}));
  const auto ali = grundySequence(rule("aliquot"), 64);
  EXPECT_EQ(std::vector<Nimber>(ali.begin() + 1, ali.begin() + 17),
            (std::vector<Nimber>{0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4}));
  for (std::size_t x = 1; x <= 64; ++x) {
    EXPECT_EQ(dim[x], 1u + static_cast<Nimber>(std::countr_zero(x))) << x;
    EXPECT_EQ(ali[x], static_cast<Nimber>(std::countr_zero(x))) << x;
  }
}

TEST(ImpartialHeaps, T47_T48_T49_EvenIfNotAll) {
  const HeapRule even = rule("even-if-not-all");
  const auto g = grundySequence(even, 40);
  EXPECT_EQ(std::vector<Nimber>(g.begin(), g.begin() + 13), (std::vector<Nimber>{0, 1, 0, 2, 1, 3, 2, 4, 3, 5, 4, 6, 5}));
  for (std::size_t k = 1; 2 * k <= 40; ++k) {
    EXPECT_EQ(g[2 * k], k - 1);
    EXPECT_EQ(g[2 * k - 1], k);
  }
  // T48: (10,13,20) → 4⊕7⊕9 = 10, unique winning move 20 → 8; the source's (10,15,20) → 5, 10 → 4.
  EXPECT_EQ(g[10] ^ g[13] ^ g[20], 10u);
  EXPECT_EQ(g[15], 8u);
  EXPECT_EQ(winningFollowers(even, {10, 13, 20}), (std::set<HeapMultiset>{{13, 10, 8}}));
  EXPECT_EQ(g[10] ^ g[15] ^ g[20], 5u);
  EXPECT_EQ(winningFollowers(even, {10, 15, 20}), (std::set<HeapMultiset>{{20, 15, 4}}));
  // T49: 18 (even-if-not-all, 8) + 17 (at-least-half, 5) + 7 (nim, 7) = 10; unique move 18 → 6.
  const auto half = grundySequence(rule("at-least-half"), 17);
  const Nimber total = g[18] ^ half[17] ^ 7;
  EXPECT_EQ(g[18], 8u);
  EXPECT_EQ(half[17], 5u);
  EXPECT_EQ(total, 10u);
  std::vector<HeapSize> moves;
  for (const HeapOption& o : heapOptions(even, 18)) {
    const Nimber v = o.parts.empty() ? 0 : g[o.parts[0]];
    if ((v ^ half[17] ^ 7) == 0) moves.push_back(o.parts.empty() ? 0 : o.parts[0]);
  }
  EXPECT_EQ(moves, (std::vector<HeapSize>{6}));
  for (const HeapOption& o : heapOptions(rule("at-least-half"), 17))
    EXPECT_NE(half[o.parts.empty() ? 0 : o.parts[0]], g[18] ^ 7);
  for (HeapSize k = 0; k < 7; ++k) EXPECT_NE(k, g[18] ^ half[17]);
}

std::uint8_t t57Digit(std::size_t k) { return k == 1 ? 1 : (k % 2 == 0 ? 3 : 0); }
std::uint8_t t58Digit(std::size_t k) { return k % 3 == 0 ? 2 : (k % 3 == 2 ? 1 : 0); }
std::uint8_t t63Digit(std::size_t k) { return k % 3 == 1 ? 7 : 0; }

TEST(ImpartialHeaps, T57_T58_T59_RulesAsCodes) {
  const HeapRule r57 = truncatedCode(40, t57Digit);
  const auto g57 = grundySequence(r57, 40);
  EXPECT_EQ(std::vector<Nimber>(g57.begin(), g57.begin() + 10), (std::vector<Nimber>{0, 1, 1, 0, 2, 2, 3, 3, 4, 4}));
  for (std::size_t k = 2; 2 * k + 1 <= 40; ++k) {
    EXPECT_EQ(g57[2 * k], k);
    EXPECT_EQ(g57[2 * k + 1], k);
  }
  const HeapRule r58 = truncatedCode(40, t58Digit);
  const auto g58 = grundySequence(r58, 40);
  EXPECT_EQ(std::vector<Nimber>(g58.begin(), g58.begin() + 14),
            (std::vector<Nimber>{0, 0, 1, 0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4}));
  for (std::size_t k = 0; 3 * k + 3 <= 40; ++k) {
    EXPECT_EQ(g58[3 * k + 1], k);
    EXPECT_EQ(g58[3 * k + 2], k + 1);
    EXPECT_EQ(g58[3 * k + 3], k);
  }
  // T59: 18 (ex 1, g = 9) + 17 (ex 2, g = 6) + 7 (Nim) → 8; unique winning move 18 → 2.
  EXPECT_EQ(g57[18], 9u);
  EXPECT_EQ(g58[17], 6u);
  EXPECT_EQ(g57[18] ^ g58[17] ^ 7, 8u);
  std::vector<std::vector<HeapSize>> winning;
  for (const HeapOption& o : heapOptions(r57, 18))
    if ((g57[o.parts.empty() ? 0 : o.parts[0]] ^ g58[17] ^ 7) == 0) winning.push_back(o.parts);
  for (const HeapOption& o : heapOptions(r58, 17))
    if ((g57[18] ^ g58[o.parts.empty() ? 0 : o.parts[0]] ^ 7) == 0) winning.push_back({99});
  for (HeapSize k = 0; k < 7; ++k)
    if ((g57[18] ^ g58[17] ^ k) == 0) winning.push_back({98});
  EXPECT_EQ(winning, (std::vector<std::vector<HeapSize>>{{2}}));
}

TEST(ImpartialHeaps, T61_T62_T63_T64_SplittingCodes) {
  const HeapRule r61 = rule("octal:0.73");
  const auto g61 = grundySequence(r61, 30);
  for (std::size_t x = 0; x <= 30; ++x) EXPECT_EQ(g61[x], x % 4) << x;
  EXPECT_EQ(winningFollowers(r61, {15}), (std::set<HeapMultiset>{{13, 1}, {11, 3}, {9, 5}, {7, 7}}));

  const auto g62 = grundySequence(rule("octal:0.17..."), 36);
  EXPECT_EQ(std::vector<Nimber>(g62.begin(), g62.begin() + 12), (std::vector<Nimber>{0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7}));
  for (std::size_t x = 2; x <= 36; ++x) {
    const std::size_t k = x / 3;
    EXPECT_EQ(g62[x], x % 3 == 2 ? 2 * k + 1 : 2 * k) << x;
  }

  const auto g63 = grundySequence(truncatedCode(36, t63Digit), 36);
  EXPECT_EQ(std::vector<Nimber>(g63.begin(), g63.begin() + 15),
            (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6}));
  for (std::size_t x = 0; x <= 36; ++x) EXPECT_EQ(g63[x], 2 * (x / 4) + x % 2) << x;

  // T64 Rims: remove >= 1 and split the rest into two possibly empty piles → g(n) = n.
  const HeapRule rims = rule("octal:0.7...");
  const auto g64 = grundySequence(rims, 24);
  for (std::size_t x = 0; x <= 24; ++x) EXPECT_EQ(g64[x], x);
  EXPECT_EQ(winningFollowers(rims, {3, 4, 5}), (std::set<HeapMultiset>{{5, 4, 1}}));
}

// --- take-and-break classics (§1.4.4) ----------------------------------------------------------

TEST(ImpartialHeaps, T50_T51_Lasker) {
  const HeapRule lasker = rule("lasker");
  const auto g = grundySequence(lasker, 40);
  EXPECT_EQ(std::vector<Nimber>(g.begin(), g.begin() + 13), (std::vector<Nimber>{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11}));
  for (std::size_t k = 0; 4 * k + 4 <= 40; ++k) {
    EXPECT_EQ(g[4 * k + 1], 4 * k + 1);
    EXPECT_EQ(g[4 * k + 2], 4 * k + 2);
    EXPECT_EQ(g[4 * k + 3], 4 * k + 4);
    EXPECT_EQ(g[4 * k + 4], 4 * k + 3);
  }
  EXPECT_EQ(g[2] ^ g[5] ^ g[7], 15u);
  EXPECT_EQ(winningFollowers(lasker, {2, 5, 7}), (std::set<HeapMultiset>{{6, 5, 2, 1}, {5, 5, 2, 2}, {5, 4, 3, 2}}));
}

TEST(ImpartialHeaps, T52_T60_Kayles) {
  const HeapRule kayles = rule("kayles");
  EXPECT_EQ(grundySequence(kayles, 20),
            (std::vector<Nimber>{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}));
  // Dudeney–Loyd: rows of 1 and 11 → 7; knocking down pin 6 or pin 10 both leave rows 1, 3, 7.
  EXPECT_EQ(winningFollowers(kayles, {1, 11}), (std::set<HeapMultiset>{{7, 3, 1}}));
}

TEST(ImpartialHeaps, T53_T54_Dawson) {
  const HeapRule dawson = rule("dawson");
  EXPECT_EQ(grundySequence(dawson, 15), (std::vector<Nimber>{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5}));
  const auto g = grundySequence(dawson, 24);
  EXPECT_EQ(std::vector<Nimber>(g.begin() + 16, g.end()), (std::vector<Nimber>{2, 2, 3, 3, 0, 1, 1, 3, 0}));
  // Row of 18: squares 5, 7, 12, 14 leave (3,12), (5,10), (10,5), (12,3).
  EXPECT_EQ(winningFollowers(dawson, {18}), (std::set<HeapMultiset>{{12, 3}, {10, 5}}));
}

TEST(ImpartialHeaps, T55_T56_GrundysGame) {
  const HeapRule grundy = rule("grundy");
  const auto g = grundySequence(grundy, 40);
  EXPECT_EQ(std::vector<Nimber>(g.begin() + 1, g.begin() + 14), (std::vector<Nimber>{0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3}));
  EXPECT_EQ(std::vector<Nimber>(g.begin() + 14, g.end()),
            (std::vector<Nimber>{2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1}));
  EXPECT_EQ(winningFollowers(grundy, {5, 8, 13}), (std::set<HeapMultiset>{{8, 8, 5, 5}, {13, 8, 3, 2}, {13, 6, 5, 2}}));
}

TEST(ImpartialHeaps, T67_PathVertexDeletionAsCode) {
  EXPECT_EQ(grundySequence(rule("octal:0.37"), 24),
            (std::vector<Nimber>{0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1}));
}

TEST(ImpartialHeaps, BruteForceAgreesWithTheSumTheorem) {
  for (const std::string spec : {"kayles", "dawson", "lasker", "grundy", "octal:0.73", "octal:0.17...", "hex:0.F",
                                 "hex:0.08", "octal:4.07", "at-least-half", "even-if-not-all,impatient",
                                 "grundy,impatient", "dim-plus"}) {
    const HeapRule r = rule(spec);
    EXPECT_EQ(bruteForceSequence(r, 14), grundySequence(r, 14)) << spec;
  }
}

TEST(ImpartialHeaps, NimRuleIsNim) {
  const auto g = grundySequence(HeapRule::nim(), 30);
  for (std::size_t x = 0; x <= 30; ++x) EXPECT_EQ(g[x], x);
  // Brute-force sums equal the nim-sum (Sprague–Grundy), for Kayles too.
  auto engine = makeHeapSumEngine(rule("kayles"));
  const auto k = grundySequence(rule("kayles"), 12);
  for (HeapSize a = 0; a <= 12; a += 3)
    for (HeapSize b = 0; b <= 12; b += 2)
      for (HeapSize c = 1; c <= 5; ++c) EXPECT_EQ(*engine.value(canonicalHeaps({a, b, c})), k[a] ^ k[b] ^ k[c]);
}

// --- options and move checks -------------------------------------------------------------------

TEST(ImpartialHeaps, OptionsAgreeWithIsHeapMove) {
  const std::vector<std::string> specs{"nim", "subtraction:1,3,4", "kayles", "dawson", "lasker", "grundy",
                                       "octal:4.07", "hex:0.F", "hex:0.8F", "powers-of-two", "at-least-half",
                                       "at-most-half", "dim-plus", "aliquot", "even-if-not-all",
                                       "subtraction:2,5,impatient", "grundy,impatient", "octal:0.137,impatient",
                                       "octal:0.17..."};
  for (const std::string& spec : specs) {
    const HeapRule r = rule(spec);
    for (HeapSize n = 0; n <= 12; ++n) {
      const auto options = heapOptions(r, n);
      std::set<std::pair<HeapSize, std::vector<HeapSize>>> listed;
      for (const HeapOption& o : options) {
        EXPECT_TRUE(std::is_sorted(o.parts.rbegin(), o.parts.rend())) << spec;
        HeapSize sum = o.removed;
        for (HeapSize p : o.parts) {
          EXPECT_GE(p, 1u);
          sum += p;
        }
        EXPECT_EQ(sum, n) << spec;
        EXPECT_TRUE(listed.insert({o.removed, o.parts}).second) << spec << " duplicate option from " << n;
        EXPECT_TRUE(isHeapMove(r, n, o.parts)) << spec << " n=" << n;
        if (o.parts.size() >= 2) {  // any order is accepted
          std::vector<HeapSize> reversed(o.parts.rbegin(), o.parts.rend());
          EXPECT_TRUE(isHeapMove(r, n, reversed));
        }
      }
      // Every non-increasing vector of at most three parts: a move iff listed.
      std::vector<std::vector<HeapSize>> all{{}};
      for (HeapSize a = 1; a <= n; ++a) {
        all.push_back({a});
        for (HeapSize b = 1; b <= a && a + b <= n; ++b) {
          all.push_back({a, b});
          for (HeapSize c = 1; c <= b && a + b + c <= n; ++c) all.push_back({a, b, c});
        }
      }
      for (const auto& parts : all) {
        HeapSize sum = 0;
        for (HeapSize p : parts) sum += p;
        EXPECT_EQ(isHeapMove(r, n, parts), listed.count({n - sum, parts}) == 1) << spec << " n=" << n;
      }
      EXPECT_FALSE(isHeapMove(r, n, {0})) << spec;
      EXPECT_FALSE(isHeapMove(r, n, {n + 1})) << spec;
    }
  }
  EXPECT_TRUE(heapOptions(HeapRule::nim(), 0).empty());
  EXPECT_EQ(heapOptions(rule("at-least-half"), 3), (std::vector<HeapOption>{{2, {1}}, {3, {}}}));
  EXPECT_EQ(heapOptions(rule("grundy"), 6), (std::vector<HeapOption>{{0, {5, 1}}, {0, {4, 2}}}));
  EXPECT_TRUE(heapOptions(rule("hex:0.8"), 3).empty());
  EXPECT_EQ(heapOptions(rule("hex:0.8"), 4), (std::vector<HeapOption>{{1, {1, 1, 1}}}));
  EXPECT_EQ(heapOptions(rule("hex:0.08"), 5), (std::vector<HeapOption>{{2, {1, 1, 1}}}));
  EXPECT_EQ(heapOptions(rule("octal:4.0"), 4), (std::vector<HeapOption>{{0, {3, 1}}, {0, {2, 2}}}));
  EXPECT_FALSE(isHeapMove(rule("octal:4.0"), 4, {4}));  // d_0 bit 1 is no move
  EXPECT_TRUE(isHeapMove(rule("aliquot"), 12, {8}));
  EXPECT_FALSE(isHeapMove(rule("aliquot"), 12, {}));
  EXPECT_TRUE(isHeapMove(rule("dim-plus"), 12, {}));
  EXPECT_FALSE(isHeapMove(rule("even-if-not-all"), 18, {3}));
  EXPECT_TRUE(isHeapMove(rule("even-if-not-all"), 17, {}));
  EXPECT_FALSE(isHeapMove(rule("even-if-not-all"), 18, {}));
  EXPECT_TRUE(isHeapMove(rule("even-if-not-all,impatient"), 18, {}));
  // Large heaps: a finite code looks at k <= K only; Dim⁺ / Aliquot at divisors only.
  const HeapSize huge = ~HeapSize{0};
  EXPECT_EQ(heapOptions(HeapRule::subtraction({1, 3, 4}), huge),
            (std::vector<HeapOption>{{1, {huge - 1}}, {3, {huge - 3}}, {4, {huge - 4}}}));
  EXPECT_EQ(heapOptions(rule("subtraction:2,impatient"), huge), (std::vector<HeapOption>{{2, {huge - 2}}, {huge, {}}}));
  EXPECT_EQ(heapOptions(rule("subtraction:2,impatient"), 2), (std::vector<HeapOption>{{2, {}}}));
  EXPECT_TRUE(isHeapMove(rule("powers-of-two"), huge, {huge - (HeapSize{1} << 63)}));
  EXPECT_EQ(heapOptions(rule("powers-of-two"), huge).size(), 64u);
  // Dim⁺ / Aliquot on a large heap: divisors only.
  EXPECT_EQ(heapOptions(rule("aliquot"), 1000000007ULL * 3).size(), 3u);
}

// --- specs --------------------------------------------------------------------------------------

TEST(ImpartialHeaps, SpecRoundTrips) {
  const std::vector<std::pair<std::string, std::string>> canonical{
      {"nim", "nim"},
      {"NIM", "nim"},
      {"subtraction:4,1,3", "subtraction:1,3,4"},
      {"subtraction: 1, 2, 3", "subtraction:1,2,3"},
      {"octal:0.77", "octal:0.77"},
      {"kayles", "octal:0.77"},
      {"dawson", "octal:0.137"},
      {"octal:.137", "octal:0.137"},
      {"octal:0.3...", "nim"},
      {"octal:0.3\u2026", "nim"},
      {"octal:4.3...", "lasker"},
      {"lasker", "lasker"},
      {"octal:0.0303", "subtraction:2,4"},
      {"octal:0.330", "octal:0.330"},
      {"hex:0.f", "hex:0.F"},
      {"hex:0.37", "hex:0.37"},
      {"grundy", "grundy"},
      {"powers-of-two", "powers-of-two"},
      {"at-least-half", "at-least-half"},
      {"at-most-half", "at-most-half"},
      {"dim-plus", "dim-plus"},
      {"aliquot", "aliquot"},
      {"even-if-not-all", "even-if-not-all"},
      {"subtraction:1,3,4,impatient", "subtraction:1,3,4,impatient"},
      {"grundy,impatient", "grundy,impatient"},
      {"nim,impatient", "nim,impatient"},
      {"octal:0.17...", "octal:0.17..."},
  };
  for (const auto& [input, expected] : canonical) {
    auto r = HeapRule::parse(input);
    ASSERT_TRUE(r.hasValue()) << input;
    EXPECT_EQ(r->spec(), expected) << input;
    auto again = HeapRule::parse(r->spec());
    ASSERT_TRUE(again.hasValue()) << expected;
    EXPECT_EQ(*again, *r) << input;
  }
  EXPECT_EQ(*HeapRule::parse("subtraction:1,3,4"), HeapRule::subtraction({1, 3, 4}));
  EXPECT_EQ(*HeapRule::parse("nim"), HeapRule::nim());
  EXPECT_EQ(HeapRule::nim().spec(), "nim");
  EXPECT_EQ(HeapRule::subtraction({3, 1, 4}).spec(), "subtraction:1,3,4");
  EXPECT_TRUE(rule("hex:0.F").code.hex);
  EXPECT_EQ(rule("hex:0.F").code.digits, (std::vector<std::uint8_t>{0, 15}));
  EXPECT_EQ(rule("lasker").code.digits, (std::vector<std::uint8_t>{4, 3}));
  EXPECT_TRUE(rule("lasker").code.repeatLast);
}

TEST(ImpartialHeaps, ParseErrors) {
  // Each error names its problem and quotes only values (the code, digit or item typed).
  struct Case {
    std::string spec;
    ErrorCode code;
    Problem problem;
    std::vector<std::string> args;
  };
  const std::string limit = "1000000";
  const std::vector<Case> cases{
      {"octal:0.78", ErrorCode::InvalidArgument, Problem::NotOctalDigit, {"8", "0.78"}},
      {"octal:0.7x", ErrorCode::InvalidArgument, Problem::NotOctalDigit, {"x", "0.7x"}},
      {"octal:077", ErrorCode::SyntaxError, Problem::NotOctalCode, {"077"}},
      {"octal:0.7.7", ErrorCode::SyntaxError, Problem::NotOctalCode, {"0.7.7"}},
      {"octal:12.3", ErrorCode::SyntaxError, Problem::NotOctalCode, {"12.3"}},
      {"octal:0....", ErrorCode::SyntaxError, Problem::RepeatWithoutDigit, {"0...."}},
      {"octal", ErrorCode::SyntaxError, Problem::RuleNeedsCode, {"octal"}},
      {"hex:0.G", ErrorCode::InvalidArgument, Problem::NotHexDigit, {"G", "0.G"}},
      {"hex:0.\u00e9", ErrorCode::InvalidArgument, Problem::NotHexDigit, {"\u00e9", "0.\u00e9"}},
      {"hex:7", ErrorCode::SyntaxError, Problem::NotHexCode, {"7"}},
      {"subtraction:", ErrorCode::InvalidArgument, Problem::EmptySubtractionSet, {}},
      {"subtraction", ErrorCode::InvalidArgument, Problem::EmptySubtractionSet, {}},
      {"subtraction:  ", ErrorCode::InvalidArgument, Problem::EmptySubtractionSet, {}},
      {"subtraction:1,,3", ErrorCode::NotANumber, Problem::SubtractionNotNumber, {""}},
      {"subtraction:1,x", ErrorCode::NotANumber, Problem::SubtractionNotNumber, {"x"}},
      {"subtraction:-1", ErrorCode::NotANumber, Problem::SubtractionNotNumber, {"-1"}},
      {"subtraction:0,2", ErrorCode::InvalidArgument, Problem::SubtractionOutOfRange, {"0", limit}},
      {"subtraction:99999999", ErrorCode::TooLarge, Problem::SubtractionOutOfRange, {"99999999", limit}},
      {"frobnicate", ErrorCode::InvalidArgument, Problem::UnknownHeapRule, {"frobnicate"}},
      {"", ErrorCode::InvalidArgument, Problem::EmptyRule, {}},
      {"  ", ErrorCode::InvalidArgument, Problem::EmptyRule, {}},
      {"kayles:3", ErrorCode::SyntaxError, Problem::RuleTakesNoArgument, {"kayles", "kayles:3"}},
  };
  for (const Case& c : cases) {
    auto r = HeapRule::parse(c.spec);
    ASSERT_FALSE(r.hasValue()) << c.spec;
    EXPECT_EQ(r.error().code, c.code) << c.spec;
    EXPECT_TRUE(r.error().isInputError()) << c.spec;
    EXPECT_EQ(r.error().problem, c.problem) << c.spec << ": " << problemName(r.error().problem);
    EXPECT_EQ(r.error().args, c.args) << c.spec;
  }
  EXPECT_EQ(describe(HeapRule::parse("octal:0.78").error()), "\"8\" in \"0.78\" is not an octal digit (0 to 7)");
  EXPECT_EQ(describe(HeapRule::parse("subtraction:0").error()),
            "the subtraction set holds 0, but its numbers must be from 1 to 1000000");
}

// --- the engine itself --------------------------------------------------------------------------

TEST(ImpartialHeaps, EngineIsIterativeMemoisedAndBounded) {
  // A chain of 300000 positions: n → n−1 (g = n mod 2); no recursion depth limit.
  GrundyEngine<std::uint64_t> chain([](const std::uint64_t& n, std::vector<std::uint64_t>& out) {
    if (n > 0) out.push_back(n - 1);
  });
  auto v = chain.value(300000);
  ASSERT_TRUE(v.hasValue());
  EXPECT_EQ(*v, 0u);
  EXPECT_EQ(*chain.value(299999), 1u);
  EXPECT_EQ(chain.stateCount(), 300001u);
  EXPECT_EQ(*chain.outcome(0, PlayConvention::Misere), Outcome::N);
  EXPECT_EQ(*chain.outcome(1, PlayConvention::Misere), Outcome::P);

  GrundyEngine<std::uint64_t> small([](const std::uint64_t& n, std::vector<std::uint64_t>& out) {
    if (n > 0) out.push_back(n - 1);
  }, 1000);
  auto tooLarge = small.value(5000);
  ASSERT_FALSE(tooLarge.hasValue());
  EXPECT_EQ(tooLarge.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(tooLarge.error().problem, Problem::TooManyPositions);
  EXPECT_EQ(tooLarge.error().args, (std::vector<std::string>{"1000"}));
  EXPECT_EQ(*small.value(500), 0u);  // the failed search left nothing half-done behind

  CancelToken token;
  token.cancel();
  auto cancelled = chain.value(400000, token);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);

  GrundyEngine<int> cyclic([](const int& n, std::vector<int>& out) { out.push_back((n + 1) % 3); });
  auto cycle = cyclic.value(0);
  ASSERT_FALSE(cycle.hasValue());
  EXPECT_EQ(cycle.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(cycle.error().problem, Problem::GameHasCycle);

  auto nimOutcome = bruteForceHeapOutcome(HeapRule::nim(), {1, 2, 3}, PlayConvention::Misere);
  ASSERT_TRUE(nimOutcome.hasValue());
  EXPECT_EQ(*nimOutcome, Outcome::P);
  auto limited = bruteForceHeapOutcome(rule("kayles"), {30, 30, 30}, PlayConvention::Misere, 100);
  ASSERT_FALSE(limited.hasValue());
  EXPECT_EQ(limited.error().code, ErrorCode::TooLarge);
}

TEST(ImpartialHeaps, EngineValuesSatisfyMex) {
  // Property: every memoised value is the mex of its followers' values (random Grundy/Kayles sums).
  for (const std::string spec : {"grundy", "kayles", "octal:0.137", "lasker"}) {
    auto engine = makeHeapSumEngine(rule(spec));
    for (HeapSize a = 0; a <= 9; ++a)
      for (HeapSize b = 0; b <= a; b += 3) {
        const HeapMultiset s = canonicalHeaps({a, b, 4});
        std::vector<Nimber> values;
        for (const HeapMultiset& f : engine.followers(s)) values.push_back(*engine.value(f));
        EXPECT_EQ(*engine.value(s), mex(values)) << spec;
      }
  }
}

}  // namespace
}  // namespace gamelab
