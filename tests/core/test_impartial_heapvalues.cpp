// Heap values (core/impartial/heapvalues.h): digest ferguson-ch1-impartial.md T3, T11, T34–T39,
// T42, T43, T47, T50, T52, T53, T55, T57, T58, T61–T64, T78, misère T5; periodicity proofs;
// property tests (mex definition by brute force; sparse space = plain scan).
#include "core/impartial/heapvalues.h"
#include "core/impartial/octalgame.h"
#include "core/impartial/octalperiod.h"
#include "core/impartial/sparsespace.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

namespace gamelab {
namespace {

/// "0.137" → digits {0,1,3,7}; a trailing "…" is repeatLast; hex digits allowed.
HeapRule code(const std::string& text, bool impatient = false) {
  HeapRule r;
  r.kind = HeapRule::Kind::TakeBreak;
  r.impatient = impatient;
  for (char ch : text) {
    if (ch == '.') continue;
    if (ch == '*') { r.code.repeatLast = true; continue; }
    int d = (ch >= '0' && ch <= '9') ? ch - '0' : ch - 'A' + 10;
    if (d > 7) r.code.hex = true;
    r.code.digits.push_back(static_cast<std::uint8_t>(d));
  }
  return r;
}

HeapRule subtraction(const std::vector<int>& s, bool impatient = false) {
  HeapRule r;
  r.impatient = impatient;
  int m = 0;
  for (int x : s) m = std::max(m, x);
  r.code.digits.assign(static_cast<std::size_t>(m) + 1, 0);
  for (int x : s) r.code.digits[static_cast<std::size_t>(x)] = 3;
  return r;
}

HeapRule kind(HeapRule::Kind k) {
  HeapRule r;
  r.kind = k;
  return r;
}

std::vector<Nimber> values(const HeapRule& rule, HeapSize upTo) {
  auto v = solveHeapValues(rule, {.upTo = upTo});
  EXPECT_TRUE(v.hasValue());
  return v ? v->values : std::vector<Nimber>{};
}

std::vector<Nimber> slice(const std::vector<Nimber>& v, std::size_t from, std::size_t to) {
  return std::vector<Nimber>(v.begin() + static_cast<std::ptrdiff_t>(from), v.begin() + static_cast<std::ptrdiff_t>(to) + 1);
}

HeapPeriodicity period(const HeapRule& rule, HeapSize upTo) {
  auto v = solveHeapValues(rule, {.upTo = upTo});
  EXPECT_TRUE(v.hasValue());
  EXPECT_TRUE(v->periodicity.has_value());
  return v->periodicity.value_or(HeapPeriodicity{});
}

// T34: S = {1,2,3}, g = x mod 4.
TEST(ImpartialHeapValues, T34_Subtraction123) {
  EXPECT_EQ(values(subtraction({1, 2, 3}), 14), (std::vector<Nimber>{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2}));
}

// T3, T36: S = {1,3,4}; P iff n mod 7 ∈ {0,2}.
TEST(ImpartialHeapValues, T3_T36_Subtraction134) {
  const auto g = values(subtraction({1, 3, 4}), 100);
  EXPECT_EQ(slice(g, 0, 14), (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0}));
  for (std::size_t n = 0; n <= 100; ++n) EXPECT_EQ(g[n] == 0, n % 7 == 0 || n % 7 == 2) << n;
  EXPECT_EQ(g[100], 0u);  // T4
}

// T11: S = {1,3,6}: SG period 9: 0 1 0 1 0 1 2 3 2.
TEST(ImpartialHeapValues, T11_Subtraction136) {
  const auto g = values(subtraction({1, 3, 6}), 17);
  EXPECT_EQ(g, (std::vector<Nimber>{0, 1, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 0, 1, 2, 3, 2}));
  const auto p = period(subtraction({1, 3, 6}), 200);
  EXPECT_EQ(p.period, 9u);
  EXPECT_EQ(p.preperiod, 0u);
}

// T42: periods of finite subtraction games, pre-period 0; proved by a window of length max S.
TEST(ImpartialHeapValues, T42_SubtractionPeriods) {
  struct Row { std::vector<int> s; std::size_t period; };
  const std::vector<Row> rows = {{{1, 2, 3}, 4}, {{1, 3, 4}, 7}, {{1, 3, 6}, 9},
                                 {{1, 2, 3, 4, 5, 6}, 7}, {{1, 3, 5, 7}, 2}, {{2, 5, 7}, 22}};
  for (const auto& row : rows) {
    const auto p = period(subtraction(row.s), 1000);
    EXPECT_EQ(p.period, row.period);
    EXPECT_EQ(p.preperiod, 0u);
    const std::size_t m = static_cast<std::size_t>(*std::max_element(row.s.begin(), row.s.end()));
    EXPECT_EQ(p.provedAt, m + row.period - 1);  // window [0, m) repeated p later
  }
}

// T6, T10, T12 (powers of two: g = n mod 3).
TEST(ImpartialHeapValues, T6_T10_T12) {
  const auto g6 = values(subtraction({1, 2, 3, 4, 5, 6}), 50);
  for (std::size_t n = 0; n <= 50; ++n) EXPECT_EQ(g6[n] == 0, n % 7 == 0);
  const auto g10 = values(subtraction({1, 3, 5, 7}), 50);
  for (std::size_t n = 0; n <= 50; ++n) EXPECT_EQ(g10[n] == 0, n % 2 == 0);
  const auto g12 = values(kind(HeapRule::Kind::PowersOfTwo), 300);
  for (std::size_t n = 0; n <= 300; ++n) EXPECT_EQ(g12[n], n % 3) << n;
}

// T35: At-Least-Half, g = bit length.
TEST(ImpartialHeapValues, T35_AtLeastHalf) {
  const auto g = values(kind(HeapRule::Kind::AtLeastHalf), 5000);
  EXPECT_EQ(slice(g, 0, 12), (std::vector<Nimber>{0, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4}));
  for (std::size_t n = 0; n <= 5000; ++n) EXPECT_EQ(g[n], static_cast<Nimber>(std::bit_width(n)));
}

// T37: At-most-half; closed form g(2n) = n, g(2n+1) = g(n).
TEST(ImpartialHeapValues, T37_AtMostHalf) {
  const auto g = values(kind(HeapRule::Kind::AtMostHalf), 5000);
  EXPECT_EQ(slice(g, 0, 16), (std::vector<Nimber>{0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0, 8}));
  for (std::size_t n = 1; 2 * n + 1 <= 5000; ++n) {
    EXPECT_EQ(g[2 * n], n);
    EXPECT_EQ(g[2 * n + 1], g[n]);
  }
}

// T38 Dim⁺: g = 1 + v₂(x); T39 Aliquot: g = v₂(x).
TEST(ImpartialHeapValues, T38_T39_Divisors) {
  const auto d = values(kind(HeapRule::Kind::DimPlus), 4096);
  EXPECT_EQ(slice(d, 0, 16), (std::vector<Nimber>{0, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5}));
  const auto a = values(kind(HeapRule::Kind::Aliquot), 4096);
  EXPECT_EQ(slice(a, 1, 16), (std::vector<Nimber>{0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4}));
  for (std::size_t n = 1; n <= 4096; ++n) {
    EXPECT_EQ(d[n], 1u + static_cast<Nimber>(std::countr_zero(n)));
    EXPECT_EQ(a[n], static_cast<Nimber>(std::countr_zero(n)));
  }
}

// T43: impatient games, g⁺(x) = g(x−1) + 1.
TEST(ImpartialHeapValues, T43_Impatient) {
  EXPECT_EQ(values(subtraction({1, 3, 4}, true), 14),
            (std::vector<Nimber>{0, 1, 2, 1, 2, 3, 4, 3, 1, 2, 1, 2, 3, 4, 3}));
  EXPECT_EQ(values(subtraction({1, 2, 3}, true), 8), (std::vector<Nimber>{0, 1, 2, 3, 4, 1, 2, 3, 4}));
  for (const auto& s : std::vector<std::vector<int>>{{1, 2}, {2, 5, 7}, {1, 3, 6}, {3, 4, 9}, {1, 4}}) {
    const auto g = values(subtraction(s), 80);
    const auto gp = values(subtraction(s, true), 80);
    EXPECT_EQ(gp[0], 0u);
    for (std::size_t x = 1; x <= 80; ++x) EXPECT_EQ(gp[x], g[x - 1] + 1) << x;
  }
}

// T47: Even-if-not-all / All-if-odd: g(2k) = k−1, g(2k−1) = k; T48: g(15) = 8.
TEST(ImpartialHeapValues, T47_EvenIfNotAll) {
  const auto g = values(kind(HeapRule::Kind::EvenIfNotAll), 2000);
  EXPECT_EQ(slice(g, 0, 12), (std::vector<Nimber>{0, 1, 0, 2, 1, 3, 2, 4, 3, 5, 4, 6, 5}));
  for (std::size_t k = 1; 2 * k <= 2000; ++k) {
    EXPECT_EQ(g[2 * k], k - 1);
    EXPECT_EQ(g[2 * k - 1], k);
  }
  EXPECT_EQ(g[15], 8u);
  EXPECT_EQ(g[10] ^ g[13] ^ g[20], 10u);
}

// T50: Lasker's Nim 4.333… to 80 with its closed form.
TEST(ImpartialHeapValues, T50_Lasker) {
  const auto g = values(code("4.3*"), 80);
  EXPECT_EQ(slice(g, 0, 12), (std::vector<Nimber>{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11}));
  for (std::size_t k = 0; 4 * k + 4 <= 80; ++k) {
    EXPECT_EQ(g[4 * k + 1], 4 * k + 1);
    EXPECT_EQ(g[4 * k + 2], 4 * k + 2);
    EXPECT_EQ(g[4 * k + 3], 4 * k + 4);
    EXPECT_EQ(g[4 * k + 4], 4 * k + 3);
  }
  EXPECT_FALSE(solveHeapValues(code("4.3*"), {.upTo = 80})->periodicity.has_value());  // no claim for repeatLast
  EXPECT_EQ(g[2] ^ g[5] ^ g[7], 15u);  // T51
}

// T52: Kayles 0.77: Table 4.1, period 12 from n = 71 (last exception 70).
TEST(ImpartialHeapValues, T52_Kayles) {
  const std::vector<std::vector<Nimber>> table = {
      {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}, {4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7}, {4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7},
      {4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7}, {4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7}, {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7},
      {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7}};
  auto r = solveHeapValues(code("0.77"), {.upTo = 300});
  ASSERT_TRUE(r.hasValue());
  const auto& g = r->values;
  for (std::size_t y = 0; y < table.size(); ++y)
    for (std::size_t z = 0; z < 12; ++z) EXPECT_EQ(g[12 * y + z], table[y][z]) << 12 * y + z;
  ASSERT_TRUE(r->periodicity.has_value());
  EXPECT_EQ(r->periodicity->period, 12u);
  EXPECT_EQ(r->periodicity->preperiod, 71u);
  EXPECT_EQ(r->periodicity->provedAt, 2 * 71 + 12 + 2 + 12 - 1u);
  std::vector<std::size_t> exceptions;
  for (std::size_t n = 0; n < 72; ++n)
    if (g[n] != g[72 + (n % 12)]) exceptions.push_back(n);
  EXPECT_EQ(exceptions, (std::vector<std::size_t>{0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70}));
  EXPECT_EQ(values(code("0.77"), 1)[1] ^ values(code("0.77"), 11)[11], 7u);  // T60
}

// T53: Dawson's chess 0.137: period 34; the last exception is 51 so the pre-period is 52.
TEST(ImpartialHeapValues, T53_Dawson) {
  auto r = solveHeapValues(code("0.137"), {.upTo = 1000});
  ASSERT_TRUE(r.hasValue());
  const auto& g = r->values;
  EXPECT_EQ(slice(g, 0, 15), (std::vector<Nimber>{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5}));
  EXPECT_EQ(slice(g, 16, 50), (std::vector<Nimber>{2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4,
                                                   0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5}));
  EXPECT_EQ(slice(g, 52, 85), (std::vector<Nimber>{3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8,
                                                   1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9}));
  ASSERT_TRUE(r->periodicity.has_value());
  EXPECT_EQ(r->periodicity->period, 34u);
  EXPECT_EQ(r->periodicity->preperiod, 52u);
  std::vector<std::size_t> exceptions;
  for (std::size_t n = 0; n < 52; ++n)
    if (g[n] != g[52 + ((n + 34 * 4 - 52) % 34)]) exceptions.push_back(n);
  EXPECT_EQ(exceptions, (std::vector<std::size_t>{0, 14, 16, 17, 31, 34, 51}));
  EXPECT_EQ(g[18], 3u);  // T54
}

// T55, T78: Grundy's game.
TEST(ImpartialHeapValues, T55_T78_Grundy) {
  const auto g = values(kind(HeapRule::Kind::Grundy), 60);
  EXPECT_EQ(slice(g, 0, 20), (std::vector<Nimber>{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}));
  EXPECT_EQ(slice(g, 14, 40), (std::vector<Nimber>{2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
                                                   1, 2, 4, 1, 2, 4, 1}));
  EXPECT_EQ(slice(g, 41, 60), (std::vector<Nimber>{5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2}));
  EXPECT_EQ(g[5] ^ g[8] ^ g[13], 3u);  // T56
  EXPECT_FALSE(solveHeapValues(kind(HeapRule::Kind::Grundy), {.upTo = 60})->periodicity.has_value());
}

// T57 (truncated code 0.1303030303: remove an even number, or a 1-heap), T58 (0.0120120120120120).
TEST(ImpartialHeapValues, T57_T58) {
  const auto g57 = values(code("0.13030303030303030303030303030303030303030303030303030303030303030303030303030303"), 80);
  EXPECT_EQ(slice(g57, 0, 9), (std::vector<Nimber>{0, 1, 1, 0, 2, 2, 3, 3, 4, 4}));
  for (std::size_t k = 2; 2 * k + 1 <= 80; ++k) {
    EXPECT_EQ(g57[2 * k], k);
    EXPECT_EQ(g57[2 * k + 1], k);
  }
  std::string d58 = "0.";
  for (int j = 1; j <= 80; ++j) d58 += j % 3 == 0 ? '2' : (j % 3 == 2 ? '1' : '0');
  const auto g58 = values(code(d58), 80);
  EXPECT_EQ(slice(g58, 0, 13), (std::vector<Nimber>{0, 0, 1, 0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4}));
  for (std::size_t k = 0; 3 * k + 3 <= 80; ++k) {
    EXPECT_EQ(g58[3 * k + 1], k);
    EXPECT_EQ(g58[3 * k + 3], k);
    EXPECT_EQ(g58[3 * k + 2], k + 1);
  }
  EXPECT_EQ(g57[18] ^ g58[17] ^ 7u, 8u);  // T59
}

// T61 0.73: g = x mod 4; T62 0.17…; T63 (truncated 0.7007007…); T64 Rims 0.77…: g = n.
TEST(ImpartialHeapValues, T61_T64) {
  const auto g61 = values(code("0.73"), 80);
  for (std::size_t n = 0; n <= 80; ++n) EXPECT_EQ(g61[n], n % 4);
  const auto g62 = values(code("0.17*"), 80);
  EXPECT_EQ(slice(g62, 0, 11), (std::vector<Nimber>{0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7}));
  for (std::size_t k = 1; 3 * k + 2 <= 80; ++k) {
    EXPECT_EQ(g62[3 * k], 2 * k);
    EXPECT_EQ(g62[3 * k + 1], 2 * k);
    EXPECT_EQ(g62[3 * k + 2], 2 * k + 1);
  }
  EXPECT_EQ(g62[2], 1u);
  std::string d63 = "0.";
  for (int j = 1; j <= 80; ++j) d63 += j % 3 == 1 ? '7' : '0';
  const auto g63 = values(code(d63), 80);
  EXPECT_EQ(slice(g63, 0, 14), (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6}));
  for (std::size_t x = 0; x <= 80; ++x) EXPECT_EQ(g63[x], 2 * (x / 4) + (x % 2));
  const auto g64 = values(code("0.7*"), 200);
  for (std::size_t n = 0; n <= 200; ++n) EXPECT_EQ(g64[n], n);
  // T67: vertex deletion on a path L_n = 0.37 (remove 1 from an end, or 2 and split, parts may be empty).
  EXPECT_EQ(values(code("0.37"), 24), (std::vector<Nimber>{0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1,
                                                          0, 2, 1, 4, 5, 1}));
  const auto nim = values(code("0.3*"), 1000);
  for (std::size_t n = 0; n <= 1000; ++n) EXPECT_EQ(nim[n], n);
}

// T5: misère S = {1,2,3}: P iff n ≡ 1 (mod 4), 0 is N.
TEST(ImpartialHeapValues, T5_MisereSubtraction) {
  auto o = solveMisereHeapOutcomes(subtraction({1, 2, 3}), {.upTo = 40});
  ASSERT_TRUE(o.hasValue());
  for (std::size_t n = 0; n <= 40; ++n) EXPECT_EQ((*o)[n], n % 4 == 1 ? Outcome::P : Outcome::N) << n;
}

// Misère Kayles (a splitting rule, by the multiset search): the P-positions of one row among
// n <= 20 are 1, 4, 9, 12, 20 (recomputed by an independent brute force over sums of rows in
// Python; not a digest value); misère Nim heaps: P iff n = 1.
TEST(ImpartialHeapValues, MisereSplitting) {
  auto o = solveMisereHeapOutcomes(code("0.77"), {.upTo = 20});
  ASSERT_TRUE(o.hasValue());
  std::vector<std::size_t> p;
  for (std::size_t n = 0; n <= 20; ++n)
    if ((*o)[n] == Outcome::P) p.push_back(n);
  EXPECT_EQ(p, (std::vector<std::size_t>{1, 4, 9, 12, 20}));
  auto nim = solveMisereHeapOutcomes(code("0.3*"), {.upTo = 30});
  ASSERT_TRUE(nim.hasValue());
  for (std::size_t n = 0; n <= 30; ++n) EXPECT_EQ((*nim)[n], n == 1 ? Outcome::P : Outcome::N);
}

// Hexadecimal: 0.F (remove 1 and leave up to three heaps) against a brute force.
std::vector<Nimber> bruteForce(const HeapRule& rule, std::uint32_t upTo) {
  std::vector<Nimber> g(upTo + 1, 0);
  for (std::uint32_t n = 0; n <= upTo; ++n) {
    std::vector<Nimber> opts;
    for (const auto& parts : heapMoveParts(rule, n)) {
      Nimber v = 0;
      for (std::uint32_t p : parts) v ^= g[p];
      opts.push_back(v);
    }
    g[n] = mex(opts);
  }
  return g;
}

TEST(ImpartialHeapValues, HexadecimalAgainstBruteForce) {
  for (const char* c : {"0.F", "0.8F", "0.0F", "4.9C", "8.1", "0.B*", "0.F7"}) {
    const HeapRule rule = code(c);
    EXPECT_EQ(values(rule, 60), bruteForce(rule, 60)) << c;
  }
}

// Every computed n satisfies the mex definition (brute force) for random short octal codes, and
// a claimed period is real; the sparse-space engine equals the plain scan.
TEST(ImpartialHeapValues, PropertyRandomOctalCodes) {
  std::mt19937 rng(20240505);
  for (int trial = 0; trial < 60; ++trial) {
    HeapRule rule;
    const int len = 1 + static_cast<int>(rng() % 4);
    rule.code.digits.push_back(trial % 5 == 0 ? 4 : 0);
    for (int j = 1; j <= len; ++j) rule.code.digits.push_back(static_cast<std::uint8_t>(rng() % 8));
    rule.impatient = trial % 7 == 3;
    auto r = solveHeapValues(rule, {.upTo = 400});
    ASSERT_TRUE(r.hasValue());
    const auto brute = bruteForce(rule, 400);
    EXPECT_EQ(r->values, brute) << "trial " << trial;
    if (r->periodicity) {
      // Claimed beyond 400 as well: check against a longer brute force (to 1000).
      const auto& p = *r->periodicity;
      const auto longer = bruteForce(rule, 1000);
      for (std::size_t n = p.preperiod; n + p.period <= 1000; ++n)
        ASSERT_EQ(longer[n], longer[n + p.period]) << "trial " << trial << " n " << n;
    }
  }
}

TEST(ImpartialHeapValues, SparseEqualsPlain) {
  std::vector<SplitGameSpec> specs;
  specs.push_back(*splitGameSpec(kind(HeapRule::Kind::Grundy)));
  for (const char* c : {"0.77", "0.137", "0.165", "0.4", "0.16", "4.7", "0.056", "0.007"}) specs.push_back(*splitGameSpec(code(c)));
  for (const auto& spec : specs) {
    std::vector<std::uint32_t> plain(1, 0), sparse(1, 0);
    auto never = [](std::size_t) { return false; };
    ASSERT_TRUE(computeSplitGameValues(spec, plain, 1, 5000, SplitEngine::Plain, never));
    SplitGameStats stats;
    ASSERT_TRUE(computeSplitGameValues(spec, sparse, 1, 5000, SplitEngine::Sparse, never, &stats));
    EXPECT_TRUE(stats.usedSparse);
    EXPECT_EQ(plain, sparse);
  }
}

TEST(ImpartialHeapValues, PeriodTheoremForms) {
  // Octal with splits: k = 2, n0' = max(n0, 1); Kayles t = 2.
  const auto kayles = periodTheorem(code("0.77").code, false);
  ASSERT_TRUE(kayles.has_value());
  EXPECT_EQ(kayles->maxHeaps, 2u);
  EXPECT_EQ(kayles->maxRemoval, 2u);
  EXPECT_EQ(kayles->checkEnd(71, 12), 2 * 71 + 12 + 2u);
  EXPECT_EQ(kayles->checkEnd(0, 12), 2 + 12 + 2u);
  // Subtraction: k = 1, window of length max S.
  const auto sub = periodTheorem(subtraction({2, 5, 7}).code, false);
  EXPECT_TRUE(sub->pureSubtraction);
  EXPECT_EQ(sub->checkEnd(0, 22), 7u);
  // Hexadecimal: k = 3.
  const auto hex = periodTheorem(code("0.F").code, false);
  EXPECT_EQ(hex->maxHeaps, 3u);
  EXPECT_EQ(hex->checkEnd(5, 4), 3 * 5 + 2 * 4 + 1u);
  // Lasker's Nim: no theorem.
  EXPECT_FALSE(periodTheorem(code("4.3*").code, false).has_value());
}

TEST(ImpartialHeapValues, LargeFillAndErrors) {
  auto r = solveHeapValues(code("0.77"), {.upTo = 1000000});
  ASSERT_TRUE(r.hasValue());
  EXPECT_EQ(r->values.size(), 1000001u);
  EXPECT_EQ(r->values[1000000], r->values[72 + (1000000 - 72) % 12]);
  auto big = solveHeapValues(code("0.77"), {.upTo = 3000000000ull});
  ASSERT_FALSE(big.hasValue());
  EXPECT_EQ(big.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(big.error().problem, Problem::HeapSizeTooLarge);
  EXPECT_EQ(big.error().args, (std::vector<std::string>{"3000000000", "2000000000"}));
  CancelToken cancel;
  cancel.cancel();
  auto c = solveHeapValues(kind(HeapRule::Kind::Grundy), {.upTo = 200000}, Progress::none(), cancel);
  ASSERT_FALSE(c.hasValue());
  EXPECT_EQ(c.error().code, ErrorCode::Cancelled);
  std::vector<double> fractions;
  Progress progress([&](double f, const std::string&) { fractions.push_back(f); });
  ASSERT_TRUE(solveHeapValues(kind(HeapRule::Kind::Grundy), {.upTo = 20000}, progress).hasValue());
  ASSERT_FALSE(fractions.empty());
  EXPECT_DOUBLE_EQ(fractions.back(), 1.0);
}

}  // namespace
}  // namespace gamelab
