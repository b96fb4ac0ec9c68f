// Coin-turning games (digest §2.5: T29, T72–T83, T85–T98 with errata E-11, E-13, E-14, E-19).
#include "core/impartial/cointurning.h"
#include "core/impartial/nimarithmetic.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>

namespace gamelab {
namespace {

using Cell = std::pair<std::size_t, std::size_t>;
using GridMove = std::vector<Cell>;

CoinRule rule(const char* spec) {
  auto parsed = CoinRule::parse(spec);
  EXPECT_TRUE(parsed.hasValue()) << spec;
  return parsed.hasValue() ? *parsed : CoinRule{};
}

std::vector<Nimber> values(const CoinRule& r, std::size_t n) {
  auto v = solveCoinValues(r, {.count = n});
  EXPECT_TRUE(v.hasValue());
  return v.hasValue() ? *v : std::vector<Nimber>{};
}

/// The values at 1-based positions first..last of a rule (origin 1 shifts by one).
std::vector<Nimber> sourceValues(const CoinRule& r, std::size_t first, std::size_t last) {
  const std::size_t shift = static_cast<std::size_t>(r.origin());
  const auto all = values(r, last + 1);
  return std::vector<Nimber>(all.begin() + static_cast<std::ptrdiff_t>(first - shift),
                             all.begin() + static_cast<std::ptrdiff_t>(last - shift + 1));
}

Nimber rowValue(const std::vector<Nimber>& g, const std::vector<std::size_t>& heads) {
  Nimber total = 0;
  for (std::size_t h : heads) total ^= g[h];
  return total;
}

/// Every legal move of a row (0-based heads) and the moves to value 0.
std::vector<std::vector<std::size_t>> winningRowMoves(const CoinRule& r, std::size_t n,
                                                      const std::vector<std::size_t>& heads) {
  const auto g = values(r, n);
  const Nimber total = rowValue(g, heads);
  std::vector<std::vector<std::size_t>> winning;
  for (std::size_t h : heads)
    for (const auto& move : coinMovesAt(r, h)) {
      EXPECT_TRUE(isCoinMove(r, move));
      if ((total ^ rowValue(g, move)) == 0) winning.push_back(move);
    }
  std::sort(winning.begin(), winning.end());
  return winning;
}

// --- rules, parsing --------------------------------------------------------------------

TEST(ImpartialCoins, ParseSpecOrigin) {
  const std::vector<std::pair<const char*, int>> cases = {
      {"turning-turtles", 1}, {"twins", 0},  {"mock-turtles", 0},          {"triplets", 0}, {"ruler", 1},
      {"rulerette", 1},       {"grunt", 0},  {"subtraction:1,2,3", 1},     {"one-or-two:1,3,4", 1}};
  for (const auto& [spec, origin] : cases) {
    const CoinRule r = rule(spec);
    EXPECT_EQ(r.spec(), spec);
    EXPECT_EQ(r.origin(), origin) << spec;
    EXPECT_EQ(*CoinRule::parse(r.spec()), r);
  }
  EXPECT_EQ(rule(" Subtraction: 4, 1,3,1 ").spec(), "subtraction:1,3,4");
  EXPECT_EQ(CoinRule::parse("mock").error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(CoinRule::parse("twins:1").error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(CoinRule::parse("subtraction:").error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(CoinRule::parse("subtraction:0,1").error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(CoinRule::parse("one-or-two:1,x").error().code, ErrorCode::NotANumber);
  // The problems quote only what was typed.
  EXPECT_EQ(CoinRule::parse("mock").error().problem, Problem::UnknownCoinRule);
  EXPECT_EQ(CoinRule::parse("mock").error().args, (std::vector<std::string>{"mock"}));
  EXPECT_EQ(CoinRule::parse("twins:1").error().problem, Problem::RuleTakesNoArgument);
  EXPECT_EQ(CoinRule::parse("twins:1").error().args, (std::vector<std::string>{"twins", "twins:1"}));
  EXPECT_EQ(CoinRule::parse("subtraction:").error().problem, Problem::EmptySubtractionSet);
  EXPECT_EQ(CoinRule::parse("subtraction:0,1").error().problem, Problem::SubtractionOutOfRange);
  EXPECT_EQ(CoinRule::parse("subtraction:0,1").error().args, (std::vector<std::string>{"0", "1000000"}));
  EXPECT_EQ(CoinRule::parse("one-or-two:1,x").error().problem, Problem::SubtractionNotNumber);
  EXPECT_EQ(CoinRule::parse("one-or-two:1,x").error().args, (std::vector<std::string>{"x"}));
}

// --- 1-D values ------------------------------------------------------------------------

TEST(ImpartialCoins, T73SubtractionFormA) {
  EXPECT_EQ(sourceValues(rule("subtraction:1,2,3"), 1, 14),
            (std::vector<Nimber>{1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2}));
}

TEST(ImpartialCoins, T74TwinsAndTurningTurtles) {
  const auto twins = values(rule("twins"), 30);
  const auto turtles = sourceValues(rule("turning-turtles"), 1, 30);
  for (std::size_t x = 0; x < 30; ++x) {
    EXPECT_EQ(twins[x], x);
    EXPECT_EQ(turtles[x], x + 1);
  }
}

TEST(ImpartialCoins, T75MockTurtlesOdious) {
  EXPECT_EQ(values(rule("mock-turtles"), 21),
            (std::vector<Nimber>{1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41}));
  // The odious numbers in order (checked to 64).
  std::vector<Nimber> odious;
  for (Nimber k = 0; odious.size() < 65; ++k)
    if (std::popcount(k) % 2 == 1) odious.push_back(k);
  EXPECT_EQ(values(rule("mock-turtles"), 65), odious);
}

TEST(ImpartialCoins, T76MockTurtlesPPositions) {
  const auto g = values(rule("mock-turtles"), 10);
  EXPECT_NE(rowValue(g, {1, 2, 3}), 0u);
  EXPECT_EQ(rowValue(g, {0, 1, 2, 3}), 0u);
  for (unsigned mask = 0; mask < (1u << 10); ++mask) {
    if (std::popcount(mask) > 6) continue;
    std::vector<std::size_t> heads;
    std::size_t xorOfPositions = 0;
    for (std::size_t i = 0; i < 10; ++i)
      if (mask >> i & 1) {
        heads.push_back(i);
        xorOfPositions ^= i;
      }
    EXPECT_EQ(rowValue(g, heads) == 0, heads.size() % 2 == 0 && xorOfPositions == 0) << mask;
  }
}

TEST(ImpartialCoins, T77Ruler) {
  EXPECT_EQ(sourceValues(rule("ruler"), 1, 16), (std::vector<Nimber>{1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16}));
}

TEST(ImpartialCoins, T78GruntIsGrundysGame) {
  EXPECT_EQ(values(rule("grunt"), 21),
            (std::vector<Nimber>{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0}));
  // Continuation of T55 (Grundy's game g(21..40) and g(41..60)).
  const auto g = values(rule("grunt"), 61);
  EXPECT_EQ(std::vector<Nimber>(g.begin() + 21, g.begin() + 41),
            (std::vector<Nimber>{4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1}));
  EXPECT_EQ(std::vector<Nimber>(g.begin() + 41, g.end()),
            (std::vector<Nimber>{5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2}));
}

TEST(ImpartialCoins, GruntBeyondItsOwnRuleUsesGrundysGame) {
  // Up to 2^14 coins Grunt is computed by its own rule; beyond, by Grundy's game (sparse space).
  const auto own = values(rule("grunt"), std::size_t{1} << 14);
  const auto delegated = values(rule("grunt"), (std::size_t{1} << 14) + 100);
  ASSERT_EQ(delegated.size(), (std::size_t{1} << 14) + 100);
  EXPECT_TRUE(std::equal(own.begin(), own.end(), delegated.begin()));
}

TEST(ImpartialCoins, T92Triplets) {
  EXPECT_EQ(values(rule("triplets"), 9), (std::vector<Nimber>{0, 0, 1, 2, 4, 7, 8, 11, 13}));
  const auto t = values(rule("triplets"), 66), mt = values(rule("mock-turtles"), 64);
  for (std::size_t x = 2; x < 66; ++x) EXPECT_EQ(t[x], mt[x - 2]);
}

TEST(ImpartialCoins, T93Rulerette) {
  EXPECT_EQ(sourceValues(rule("rulerette"), 1, 12), (std::vector<Nimber>{0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2}));
  const auto r = sourceValues(rule("rulerette"), 1, 128), ruler = sourceValues(rule("ruler"), 1, 64);
  for (std::size_t k = 1; k <= 64; ++k) {
    EXPECT_EQ(r[2 * k - 2], 0u);
    EXPECT_EQ(r[2 * k - 1], ruler[k - 1]);
  }
}

TEST(ImpartialCoins, T94OneOrTwoCoinIsImpatient) {
  // E-19: numbered from 0, g⁺(x) = g_S(x) + 1; the rule numbers from 1, so coin x has g_S(x − 1) + 1.
  EXPECT_EQ(values(rule("one-or-two:1,3,4"), 12), (std::vector<Nimber>{1, 2, 1, 2, 3, 4, 3, 1, 2, 1, 2, 3}));
  const auto form = values(rule("subtraction:1,3,4"), 80), plus = values(rule("one-or-two:1,3,4"), 81);
  // Subtraction form A at coin i is g_S(i + 1), so g⁺(i + 1) = g_S(i + 1) + 1.
  for (std::size_t i = 0; i < 80; ++i) EXPECT_EQ(plus[i + 1], form[i] + 1);
}

/// Every rule's values equal the mex over its own move sets (closed forms checked by their
/// definition), and isCoinMove accepts exactly the move sets coinMovesAt lists.
TEST(ImpartialCoins, ValuesAreTheMexOfTheMoveSets) {
  for (const char* spec : {"turning-turtles", "twins", "mock-turtles", "triplets", "ruler", "rulerette", "grunt",
                           "subtraction:1,3,4", "subtraction:2,5,7", "one-or-two:1,3,4", "one-or-two:2,3"}) {
    const CoinRule r = rule(spec);
    const std::size_t n = 40;
    const auto g = values(r, n);
    for (std::size_t head = 0; head < n; ++head) {
      std::vector<Nimber> options;
      std::set<std::vector<std::size_t>> moves;
      for (const auto& move : coinMovesAt(r, head)) {
        ASSERT_FALSE(move.empty());
        EXPECT_EQ(move.back(), head) << spec;
        EXPECT_TRUE(std::is_sorted(move.begin(), move.end()));
        EXPECT_TRUE(isCoinMove(r, move)) << spec;
        EXPECT_TRUE(moves.insert(move).second) << spec << " duplicate move";
        options.push_back(rowValue(g, move) ^ g[head]);
      }
      EXPECT_EQ(g[head], mex(options)) << spec << " at " << head;
      if (head >= 12) continue;
      for (unsigned mask = 1; mask < (1u << head); ++mask) {  // every set with rightmost coin `head`
        std::vector<std::size_t> set;
        for (std::size_t i = 0; i < head; ++i)
          if (mask >> i & 1) set.push_back(i);
        set.push_back(head);
        EXPECT_EQ(isCoinMove(r, set), moves.count(set) == 1) << spec;
      }
    }
  }
  EXPECT_FALSE(isCoinMove(rule("turning-turtles"), {3, 3}));
  EXPECT_FALSE(isCoinMove(rule("ruler"), {}));
}

/// Decomposition (T72): the value of a whole row, by brute force over its positions, is the
/// nim-sum over its heads of the single-head values.
TEST(ImpartialCoins, T72DecompositionByBruteForce) {
  for (const char* spec : {"turning-turtles", "mock-turtles", "ruler", "rulerette", "grunt", "subtraction:1,3,4",
                           "one-or-two:2,3", "triplets"}) {
    const CoinRule r = rule(spec);
    const std::size_t n = 9;
    const auto g = values(r, n);
    std::vector<Nimber> sg(1u << n, 0);
    for (unsigned mask = 1; mask < (1u << n); ++mask) {  // a move lowers the rightmost head: masks decrease
      std::vector<Nimber> options;
      for (std::size_t h = 0; h < n; ++h) {
        if (!(mask >> h & 1)) continue;
        for (const auto& move : coinMovesAt(r, h)) {
          unsigned next = mask;
          for (std::size_t c : move) next ^= 1u << c;
          options.push_back(sg[next]);
        }
      }
      sg[mask] = mex(options);
      std::vector<std::size_t> heads;
      for (std::size_t i = 0; i < n; ++i)
        if (mask >> i & 1) heads.push_back(i);
      ASSERT_EQ(sg[mask], rowValue(g, heads)) << spec << " mask " << mask;
    }
  }
  // THHTTH = TH + TTH + TTTTTH (1-based heads 2, 3, 6): Turning Turtles 2 ⊕ 3 ⊕ 6.
  EXPECT_EQ(rowValue(values(rule("turning-turtles"), 6), {1, 2, 5}), 2u ^ 3u ^ 6u);
}

TEST(ImpartialCoins, T29TurningTurtlesThirteenCoins) {
  const CoinRule tt = rule("turning-turtles");
  const std::vector<std::size_t> heads = {1, 4, 8, 9, 11};  // 1-based 2, 5, 9, 10, 12 in T H T T H T T T H H T H T
  EXPECT_EQ(rowValue(values(tt, 13), heads), 8u);
  EXPECT_EQ(winningRowMoves(tt, 13, heads),
            (std::vector<std::vector<std::size_t>>{{0, 8}, {1, 9}, {3, 11}}));  // 9&1, 10&2, 12&4 (1-based)
  EXPECT_TRUE(isCoinMove(tt, {3, 8}));  // the text's legal, non-winning move: 9 H→T and 4 T→H
}

TEST(ImpartialCoins, T90OneRowUnderFourRules) {
  const std::vector<std::size_t> heads = {2, 4, 5, 8};  // T T H T H H T T H
  // (a) Turning Turtles (1-based 3, 5, 6, 9): 9; the unique winning move turns coin 9 alone.
  EXPECT_EQ(rowValue(values(rule("turning-turtles"), 9), heads), 9u);
  EXPECT_EQ(winningRowMoves(rule("turning-turtles"), 9, heads), (std::vector<std::vector<std::size_t>>{{8}}));
  // (b) Twins (0-based): 11; unique winning move {3, 8}.
  EXPECT_EQ(rowValue(values(rule("twins"), 9), heads), 11u);
  EXPECT_EQ(winningRowMoves(rule("twins"), 9, heads), (std::vector<std::vector<std::size_t>>{{3, 8}}));
  // (c) Two-coin subtraction S = {1,3,4}, 0-based (form B): values 0 1 0 1 2 3 2 0 1, heads give 0 → P.
  // Form B's coin 0 is worth 0 and form A numbers from 1: form A coin i is form B coin i + 1.
  const CoinRule s = rule("subtraction:1,3,4");
  std::vector<Nimber> formB = {0};
  for (Nimber v : values(s, 8)) formB.push_back(v);
  EXPECT_EQ(formB, (std::vector<Nimber>{0, 1, 0, 1, 2, 3, 2, 0, 1}));
  EXPECT_EQ(rowValue(formB, heads), 0u);
  EXPECT_TRUE(winningRowMoves(s, 8, {1, 3, 4, 7}).empty());
  // (d) Mock Turtles: 4 ⊕ 8 ⊕ 11 ⊕ 16 = 23; unique winning move {3, 8}.
  EXPECT_EQ(rowValue(values(rule("mock-turtles"), 9), heads), 23u);
  EXPECT_EQ(winningRowMoves(rule("mock-turtles"), 9, heads), (std::vector<std::vector<std::size_t>>{{3, 8}}));
}

// --- 2-D -------------------------------------------------------------------------------

CoinGridRule tartan(const char* rows, const char* cols) {
  CoinGridRule r;
  r.kind = CoinGridRule::Kind::Tartan;
  r.rows = rule(rows);
  r.cols = rule(cols);
  return r;
}

CoinGridRule simpleGrid(CoinGridRule::Kind kind) {
  CoinGridRule r;
  r.kind = kind;
  return r;
}

std::vector<Nimber> grid(const CoinGridRule& r, std::size_t rows, std::size_t cols) {
  auto g = solveCoinGridValues(r, {.rows = rows, .cols = cols});
  EXPECT_TRUE(g.hasValue());
  return g.hasValue() ? *g : std::vector<Nimber>{};
}

/// Every move of a 2-D rule from a single head at (x, y).
std::vector<GridMove> gridMovesAt(const CoinGridRule& r, std::size_t x, std::size_t y) {
  std::vector<GridMove> moves;
  switch (r.kind) {
    case CoinGridRule::Kind::AcrosticTwins:
      for (std::size_t b = 0; b < y; ++b) moves.push_back({{x, b}, {x, y}});
      for (std::size_t a = 0; a < x; ++a) moves.push_back({{a, y}, {x, y}});
      break;
    case CoinGridRule::Kind::TurningCorners:
      for (std::size_t a = 0; a < x; ++a)
        for (std::size_t b = 0; b < y; ++b) moves.push_back({{a, b}, {a, y}, {x, b}, {x, y}});
      break;
    case CoinGridRule::Kind::Tartan:
      for (const auto& m1 : coinMovesAt(r.rows, x))
        for (const auto& m2 : coinMovesAt(r.cols, y)) {
          GridMove move;
          for (std::size_t a : m1)
            for (std::size_t b : m2) move.emplace_back(a, b);
          moves.push_back(move);
        }
      break;
  }
  return moves;
}

Nimber gridValue(const std::vector<Nimber>& g, std::size_t cols, const std::vector<Cell>& cells) {
  Nimber total = 0;
  for (const auto& [a, b] : cells) total ^= g[a * cols + b];
  return total;
}

/// The winning moves of a position, each as (rows, cols) sets for tartan games or the cells.
std::vector<GridMove> winningGridMoves(const CoinGridRule& r, std::size_t rows, std::size_t cols,
                                       const std::vector<Cell>& heads) {
  const auto g = grid(r, rows, cols);
  const Nimber total = gridValue(g, cols, heads);
  std::vector<GridMove> winning;
  for (const auto& [x, y] : heads)
    for (auto move : gridMovesAt(r, x, y)) {
      EXPECT_TRUE(isCoinGridMove(r, move));
      if ((total ^ gridValue(g, cols, move)) == 0) {
        std::sort(move.begin(), move.end());
        winning.push_back(move);
      }
    }
  std::sort(winning.begin(), winning.end());
  return winning;
}

GridMove product(const std::vector<std::size_t>& rows, const std::vector<std::size_t>& cols, std::size_t origin) {
  GridMove move;
  for (std::size_t a : rows)
    for (std::size_t b : cols) move.emplace_back(a - origin, b - origin);
  std::sort(move.begin(), move.end());
  return move;
}

std::vector<std::size_t> range(std::size_t first, std::size_t last) {
  std::vector<std::size_t> r;
  for (std::size_t i = first; i <= last; ++i) r.push_back(i);
  return r;
}

/// Position (1.5): heads at (1,3), (3,2), (4,4), 0-based.
const std::vector<Cell> kArray15 = {{1, 3}, {3, 2}, {4, 4}};

TEST(ImpartialCoins, T79AcrosticTwinsTable) {
  // Table 5.1 with the corrected cell (1,7) = 6 (E-11; the source prints 8).
  const std::vector<std::vector<Nimber>> table = {
      {0, 1, 2, 3, 4, 5, 6, 7, 8, 9},     {1, 0, 3, 2, 5, 4, 7, 6, 9, 8},     {2, 3, 0, 1, 6, 7, 4, 5, 10, 11},
      {3, 2, 1, 0, 7, 6, 5, 4, 11, 10},   {4, 5, 6, 7, 0, 1, 2, 3, 12, 13},   {5, 4, 7, 6, 1, 0, 3, 2, 13, 12},
      {6, 7, 4, 5, 2, 3, 0, 1, 14, 15},   {7, 6, 5, 4, 3, 2, 1, 0, 15, 14},   {8, 9, 10, 11, 12, 13, 14, 15, 0, 1},
      {9, 8, 11, 10, 13, 12, 15, 14, 1, 0}};
  const CoinGridRule acrostic = simpleGrid(CoinGridRule::Kind::AcrosticTwins);
  const auto g = grid(acrostic, 10, 10);
  for (std::size_t x = 0; x < 10; ++x)
    for (std::size_t y = 0; y < 10; ++y) EXPECT_EQ(g[x * 10 + y], table[x][y]) << x << "," << y;
  EXPECT_EQ(g[1 * 10 + 7], 6u);
  // (1.4): the mex over the row and column followers gives the same table.
  for (std::size_t x = 0; x < 10; ++x)
    for (std::size_t y = 0; y < 10; ++y) {
      std::vector<Nimber> options;
      for (const auto& move : gridMovesAt(acrostic, x, y)) options.push_back(gridValue(g, 10, move) ^ g[x * 10 + y]);
      EXPECT_EQ(mex(options), g[x * 10 + y]);
    }
}

TEST(ImpartialCoins, T80AcrosticTwinsPosition) {
  const CoinGridRule acrostic = simpleGrid(CoinGridRule::Kind::AcrosticTwins);
  EXPECT_EQ(gridValue(grid(acrostic, 5, 5), 5, kArray15), 3u);
  EXPECT_EQ(winningGridMoves(acrostic, 5, 5, kArray15),
            (std::vector<GridMove>{{{0, 2}, {3, 2}}, {{1, 0}, {1, 3}}, {{3, 1}, {3, 2}}}));
}

TEST(ImpartialCoins, T81TurningCornersTable) {
  const std::vector<std::vector<Nimber>> table = {
      {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},     {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
      {0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5}, {0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10},
      {0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1}, {0, 5, 10, 15, 2, 7, 8, 13, 3, 6, 9, 12, 1, 4, 11, 14},
      {0, 6, 11, 13, 14, 8, 5, 3, 7, 1, 12, 10, 9, 15, 2, 4}, {0, 7, 9, 14, 10, 13, 3, 4, 15, 8, 6, 1, 5, 2, 12, 11},
      {0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2}, {0, 9, 14, 7, 15, 6, 1, 8, 5, 12, 11, 2, 10, 3, 4, 13},
      {0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 4, 2, 8, 13, 7}, {0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15, 14, 5, 3, 8},
      {0, 12, 4, 8, 13, 1, 9, 5, 6, 10, 2, 14, 11, 7, 15, 3}, {0, 13, 6, 11, 9, 4, 15, 2, 14, 3, 8, 5, 7, 10, 1, 12},
      {0, 14, 7, 9, 5, 11, 2, 12, 10, 4, 13, 3, 15, 1, 8, 6}, {0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9}};
  const CoinGridRule corners = simpleGrid(CoinGridRule::Kind::TurningCorners);
  const auto g = grid(corners, 16, 16);
  for (std::size_t x = 0; x < 16; ++x)
    for (std::size_t y = 0; y < 16; ++y) EXPECT_EQ(g[x * 16 + y], table[x][y]) << x << "," << y;
  // (1.6): the mex recursion over rectangles reproduces the table (to 32 × 32).
  const auto big = grid(corners, 32, 32);
  for (std::size_t x = 0; x < 32; ++x)
    for (std::size_t y = 0; y < 32; ++y) {
      std::vector<Nimber> options;
      for (std::size_t a = 0; a < x; ++a)
        for (std::size_t b = 0; b < y; ++b) options.push_back(big[a * 32 + b] ^ big[a * 32 + y] ^ big[x * 32 + b]);
      ASSERT_EQ(mex(options), big[x * 32 + y]) << x << "," << y;
    }
}

TEST(ImpartialCoins, T82FollowersOfFourFour) {
  const auto g = grid(simpleGrid(CoinGridRule::Kind::TurningCorners), 5, 5);
  std::vector<Nimber> followers;
  for (std::size_t a = 0; a <= 3; ++a)
    for (std::size_t b = a; b <= 3; ++b) followers.push_back(g[a * 5 + b] ^ g[a * 5 + 4] ^ g[4 * 5 + b]);
  EXPECT_EQ(followers, (std::vector<Nimber>{0, 4, 8, 12, 1, 14, 11, 3, 5, 2}));
  EXPECT_EQ(mex(followers), 6u);
  EXPECT_EQ(g[4 * 5 + 4], 6u);
}

TEST(ImpartialCoins, T83TurningCornersPosition) {
  const CoinGridRule corners = simpleGrid(CoinGridRule::Kind::TurningCorners);
  EXPECT_EQ(gridValue(grid(corners, 5, 5), 5, kArray15), 4u);
  EXPECT_EQ(winningGridMoves(corners, 5, 5, kArray15), (std::vector<GridMove>{{{3, 3}, {3, 4}, {4, 3}, {4, 4}}}));
}

TEST(ImpartialCoins, T85TurningTurtlesSquared) {
  const CoinGridRule tt2 = tartan("turning-turtles", "turning-turtles");
  const auto g = grid(tt2, 5, 5);
  // Numbered from (1,1): g(x, y) = x ⊗ y.
  for (std::size_t x = 0; x < 5; ++x)
    for (std::size_t y = 0; y < 5; ++y) EXPECT_EQ(g[x * 5 + y], nimProduct(x + 1, y + 1));
  EXPECT_EQ(gridValue(g, 5, kArray15), 3u);
  EXPECT_EQ(winningGridMoves(tt2, 5, 5, kArray15),
            (std::vector<GridMove>{product({2, 5}, {3, 5}, 1), product({3, 5}, {2, 5}, 1)}));
}

TEST(ImpartialCoins, T86RugsTable) {
  const std::vector<std::vector<Nimber>> table = {
      {1, 2, 1, 4, 1, 2, 1, 8},  {2, 3, 2, 8, 2, 3, 2, 12}, {1, 2, 1, 4, 1, 2, 1, 8},  {4, 8, 4, 6, 4, 8, 4, 11},
      {1, 2, 1, 4, 1, 2, 1, 8},  {2, 3, 2, 8, 2, 3, 2, 12}, {1, 2, 1, 4, 1, 2, 1, 8},  {8, 12, 8, 11, 8, 12, 8, 13}};
  const auto g = grid(tartan("ruler", "ruler"), 8, 8);
  for (std::size_t x = 0; x < 8; ++x)
    for (std::size_t y = 0; y < 8; ++y) EXPECT_EQ(g[x * 8 + y], table[x][y]);
}

TEST(ImpartialCoins, T87RugsPosition) {
  const CoinGridRule rugs = tartan("ruler", "ruler");
  EXPECT_EQ(gridValue(grid(rugs, 5, 5), 5, kArray15), 13u);
  std::vector<GridMove> expected = {product({1, 2}, range(1, 4), 1), product(range(1, 4), {2, 3}, 1),
                                    product(range(1, 5), {4, 5}, 1), product({4, 5}, range(1, 5), 1)};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(winningGridMoves(rugs, 5, 5, kArray15), expected);
}

TEST(ImpartialCoins, T88MockTurtlesSquaredTable) {
  const std::vector<std::vector<Nimber>> table = {
      {1, 2, 4, 7, 8, 11}, {2, 3, 8, 9, 12, 13}, {4, 8, 6, 10, 11, 7}, {7, 9, 10, 4, 15, 1}, {8, 12, 11, 15, 13, 9}};
  const auto g = grid(tartan("mock-turtles", "mock-turtles"), 5, 6);
  for (std::size_t x = 0; x < 5; ++x)
    for (std::size_t y = 0; y < 6; ++y) EXPECT_EQ(g[x * 6 + y], table[x][y]);
}

TEST(ImpartialCoins, T89MockTurtlesSquaredPosition) {
  const CoinGridRule mt2 = tartan("mock-turtles", "mock-turtles");
  const std::vector<Cell> heads = {{0, 1}, {4, 5}};
  const auto g = grid(mt2, 5, 6);
  EXPECT_EQ(gridValue(g, 6, heads), 11u);
  EXPECT_EQ(gridMovesAt(mt2, 4, 5).size(), 176u);
  // The text's move {1,2,5} × {2,5,6} (1-based) leaves value 0.
  const GridMove text = product({1, 2, 5}, {2, 5, 6}, 1);
  EXPECT_TRUE(isCoinGridMove(mt2, text));
  EXPECT_EQ(gridValue(g, 6, heads) ^ gridValue(g, 6, text), 0u);
  std::vector<GridMove> expected = {product({4}, {3, 4, 5}, 0),       product({0, 4}, {0, 5}, 0),
                                    product({1, 4}, {1, 5}, 0),       product({2, 4}, {3, 5}, 0),
                                    product({3, 4}, {2, 4, 5}, 0),    product({0, 1, 4}, {1, 4, 5}, 0),
                                    product({0, 2, 4}, {4, 5}, 0),    product({1, 3, 4}, {4, 5}, 0),
                                    product({2, 3, 4}, {1, 4, 5}, 0)};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(winningGridMoves(mt2, 5, 6, heads), expected);
}

TEST(ImpartialCoins, T96MockTurtlesTimesRuler) {
  // The corrected cell: row 2, column 7 is 2 (E-13; the source prints 3).
  const std::vector<std::vector<Nimber>> table = {{1, 2, 1, 4, 1, 2, 1, 8},
                                                  {2, 3, 2, 8, 2, 3, 2, 12},
                                                  {4, 8, 4, 6, 4, 8, 4, 11},
                                                  {7, 9, 7, 10, 7, 9, 7, 15},
                                                  {8, 12, 8, 11, 8, 12, 8, 13}};
  const CoinGridRule mtRuler = tartan("mock-turtles", "ruler");
  const auto g = grid(mtRuler, 5, 8);
  for (std::size_t x = 0; x < 5; ++x)
    for (std::size_t y = 0; y < 8; ++y) EXPECT_EQ(g[x * 8 + y], table[x][y]) << x << "," << y;
  const std::vector<Cell> heads = {{0, 1}, {4, 7}};  // 1-based (1,2) and (5,8)
  EXPECT_EQ(gridValue(g, 8, heads), 15u);
  std::vector<GridMove> expected = {product({3, 5}, range(4, 8), 1), product({1, 2, 5}, {6, 7, 8}, 1),
                                    product({1, 4, 5}, range(1, 8), 1), product({2, 3, 5}, range(1, 8), 1),
                                    product({3, 4, 5}, {6, 7, 8}, 1)};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(winningGridMoves(mtRuler, 5, 8, heads), expected);
}

TEST(ImpartialCoins, T97RugsDiagonalParity) {
  const CoinGridRule rugs = tartan("ruler", "ruler");
  for (std::size_t n = 1; n <= 10; ++n) {
    const auto g = grid(rugs, n, n);
    std::vector<Cell> odd, even;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) ((i + j) % 2 ? odd : even).emplace_back(i, j);
    EXPECT_EQ(gridValue(g, n, odd), 0u) << n;
    EXPECT_NE(gridValue(g, n, even), 0u) << n;
    // The whole board is a legal move from the even set and reaches the odd set.
    GridMove whole;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) whole.emplace_back(i, j);
    EXPECT_TRUE(isCoinGridMove(rugs, whole));
  }
}

TEST(ImpartialCoins, T98TwoCoinSubtractionTimesRuler) {
  // G1 is the two-coin (form B) subtraction game S = {1,2,3,4} numbered from 1, g1(x) = (x − 1) mod 5:
  // its coin 1 is worth 0 and never matters, so it is form A ("subtraction:1,2,3,4", from 1) on
  // coins 2..100, i.e. form A's 0-based row r is the picture's row r + 2.
  const CoinGridRule r = tartan("subtraction:1,2,3,4", "ruler");
  const std::size_t rows = 99, cols = 100;
  const auto g = grid(r, rows, cols);
  auto cell = [](std::size_t row1, std::size_t col1) { return Cell{row1 - 2, col1 - 1}; };
  EXPECT_EQ(g[cell(100, 100).first * cols + cell(100, 100).second], 6u);  // 4 ⊗ 4
  EXPECT_EQ(g[cell(4, 1).first * cols + cell(4, 1).second], 3u);          // 3 ⊗ 1
  const std::vector<Cell> heads = {cell(100, 100), cell(4, 1)};
  EXPECT_EQ(gridValue(g, cols, heads), 5u);
  // E-14: the unique winning move is {98, 100} × {97..100}, not {97, 100} × {97..100}.
  GridMove expected;
  for (std::size_t a : {98u, 100u})
    for (std::size_t b = 97; b <= 100; ++b) expected.push_back(cell(a, b));
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(winningGridMoves(r, rows, cols, heads), (std::vector<GridMove>{expected}));
}

/// The tartan theorem: for small boards, the mex over all product moves equals g1 ⊗ g2.
TEST(ImpartialCoins, TartanTheoremByMex) {
  for (const auto& [a, b] : std::vector<std::pair<const char*, const char*>>{{"mock-turtles", "mock-turtles"},
                                                                             {"ruler", "ruler"},
                                                                             {"turning-turtles", "twins"},
                                                                             {"subtraction:1,3,4", "rulerette"},
                                                                             {"one-or-two:2,3", "grunt"},
                                                                             {"triplets", "mock-turtles"}}) {
    const CoinGridRule r = tartan(a, b);
    const std::size_t rows = 7, cols = 8;
    const auto g = grid(r, rows, cols);
    for (std::size_t x = 0; x < rows; ++x)
      for (std::size_t y = 0; y < cols; ++y) {
        std::vector<Nimber> options;
        for (const auto& move : gridMovesAt(r, x, y)) options.push_back(gridValue(g, cols, move) ^ g[x * cols + y]);
        ASSERT_EQ(mex(options), g[x * cols + y]) << a << " x " << b << " at " << x << "," << y;
      }
  }
}

TEST(ImpartialCoins, GridMoveChecks) {
  const CoinGridRule acrostic = simpleGrid(CoinGridRule::Kind::AcrosticTwins);
  EXPECT_TRUE(isCoinGridMove(acrostic, {{3, 1}, {3, 4}}));
  EXPECT_TRUE(isCoinGridMove(acrostic, {{0, 4}, {3, 4}}));
  EXPECT_FALSE(isCoinGridMove(acrostic, {{0, 1}, {3, 4}}));
  EXPECT_FALSE(isCoinGridMove(acrostic, {{3, 4}}));
  const CoinGridRule corners = simpleGrid(CoinGridRule::Kind::TurningCorners);
  EXPECT_TRUE(isCoinGridMove(corners, {{4, 4}, {1, 2}, {1, 4}, {4, 2}}));
  EXPECT_FALSE(isCoinGridMove(corners, {{4, 4}, {1, 2}, {1, 4}, {4, 3}}));
  EXPECT_FALSE(isCoinGridMove(corners, {{4, 4}, {4, 4}, {1, 4}, {4, 2}}));
  const CoinGridRule rugs = tartan("ruler", "ruler");
  EXPECT_TRUE(isCoinGridMove(rugs, product({2, 3}, {1, 2, 3}, 0)));
  EXPECT_FALSE(isCoinGridMove(rugs, product({1, 3}, {1, 2, 3}, 0)));
  GridMove notProduct = product({2, 3}, {1, 2, 3}, 0);
  notProduct.pop_back();
  EXPECT_FALSE(isCoinGridMove(rugs, notProduct));
  // Every listed move of the 2-D rules passes the check (and its SE coin is the largest).
  for (const auto& r : {acrostic, corners, rugs, tartan("mock-turtles", "ruler")})
    for (const auto& move : gridMovesAt(r, 4, 5)) EXPECT_TRUE(isCoinGridMove(r, move));
}

TEST(ImpartialCoins, Cancelled) {
  CancelToken token;
  token.cancel();
  EXPECT_EQ(solveCoinValues(rule("grunt"), {.count = 5000}, Progress::none(), token).error().code, ErrorCode::Cancelled);
  EXPECT_EQ(solveCoinGridValues(tartan("ruler", "ruler"), {.rows = 5000, .cols = 5000}, Progress::none(), token)
                .error().code,
            ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
