// The table of coalition values (core/coalition/coalitionvalues.h): int64 numerators over one
// common denominator when they fit, one Rational per coalition otherwise. Every value stays
// exact, and no solver, comparison or file can tell the two forms apart.
#include "core/coalition/coalitionvalues.h"
#include "core/coalition/powerindices.h"
#include "core/coalition/properties.h"
#include "core/coalition/shapley.h"
#include "core/coalition/coalitionalgamejson.h"
#include "coalitiontesthelpers.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab {
namespace {

using coalitiontest::q;
using coalitiontest::vec;

const Rational kTwoTo70 = Rational(mpz_class(1) << 70);

/// The same values as `values`, stored as rationals: a value beyond int64 is set and then
/// overwritten (a table that once held rationals keeps them).
CoalitionValues rationalForm(const RationalVector& values) {
  CoalitionValues table = CoalitionValues::fromRationals(values);
  const Rational kept = table.at(1);
  table.set(1, kTwoTo70);
  table.set(1, kept);
  return table;
}

/// The same game as `game`, its table stored as rationals.
CoalitionalGame rationalGame(const CoalitionalGame& game) {
  auto copy = *CoalitionalGame::fromTable(rationalForm(game.values()), game.playerNames());
  copy.setTitle(game.title());
  return copy;
}

/// A random game of `n` players with values a/b, |a| <= 50, b in 1..6 (v(∅) = 0).
CoalitionalGame randomFractionGame(int n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> numerator(-50, 50), denominator(1, 6);
  RationalVector values(std::size_t(1) << n);
  for (std::size_t s = 1; s < values.size(); ++s) {
    values[s] = Rational(mpz_class(numerator(rng)), mpz_class(denominator(rng)));
    values[s].canonicalize();
  }
  return *CoalitionalGame::fromValues(values);
}

void expectSameCheck(const PropertyCheck& a, const PropertyCheck& b, const char* name) {
  EXPECT_EQ(a.checked, b.checked) << name;
  EXPECT_EQ(a.holds, b.holds) << name;
  EXPECT_EQ(a.first, b.first) << name;
  EXPECT_EQ(a.second, b.second) << name;
  EXPECT_EQ(a.player, b.player) << name;
  EXPECT_EQ(a.otherPlayer, b.otherPlayer) << name;
}

TEST(CoalitionTable, IntegersAndSmallFractionsAreCompact) {
  const auto table = CoalitionValues::fromRationals(vec({"0", "1/2", "-2/3", "5"}));
  ASSERT_TRUE(table.compact());
  EXPECT_EQ(table.denominator(), 6);
  EXPECT_EQ(table.numerators(), (std::vector<std::int64_t>{0, 3, -4, 30}));
  EXPECT_EQ(table.at(1), q("1/2"));
  EXPECT_EQ(table.at(1).get_den(), 2);  // lowest terms
  EXPECT_EQ(table.at(2), q("-2/3"));
  EXPECT_EQ(table.toRationals(), vec({"0", "1/2", "-2/3", "5"}));
  EXPECT_TRUE(CoalitionValues(8).compact());
  EXPECT_EQ(CoalitionValues(8).at(7), 0);
}

TEST(CoalitionTable, ValuesBeyondInt64StayExactRationals) {
  const Rational twoTo62(mpz_class(1) << 62), minInt64(mpz_class(INT64_MIN));
  const std::vector<RationalVector> cases = {
      {0, kTwoTo70},                    // a numerator beyond int64
      {0, q("1/3"), twoTo62},           // 2^62 over the denominator 3 is beyond int64
      {0, minInt64},                    // INT64_MIN itself: its magnitude is not an int64
      {0, Rational(1, 3) / kTwoTo70},   // a denominator beyond int64 with numerators that fit
  };
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const auto table = CoalitionValues::fromRationals(cases[k]);
    EXPECT_EQ(table.compact(), k == 3) << k;
    EXPECT_EQ(table.toRationals(), cases[k]) << k;
    EXPECT_EQ(table.at(1), cases[k][1]) << k;
  }
}

/// The table of `values` appended one by one (integers as int64 where they are integers).
CoalitionValues appended(const RationalVector& values) {
  CoalitionValues table;
  for (const Rational& value : values) {
    if (value.get_den() == 1 && value.get_num().fits_slong_p()) table.append(std::int64_t(value.get_num().get_si()));
    else table.append(value);
  }
  return table;
}

TEST(CoalitionTable, AppendKeepsTheTableCompact) {
  auto table = appended(vec({"0", "7", "1/4", "-9", "1/6", "3"}));
  ASSERT_TRUE(table.compact());
  EXPECT_EQ(table.denominator(), 12);  // grown twice: 4, then lcm(4, 6)
  EXPECT_EQ(table.numerators(), (std::vector<std::int64_t>{0, 84, 3, -108, 2, 36}));
  EXPECT_EQ(table.toRationals(), vec({"0", "7", "1/4", "-9", "1/6", "3"}));

  // A value beyond int64, an integer that overflows over the denominator, INT64_MIN: rationals.
  const Rational minInt64(mpz_class(INT64_MIN));
  const std::vector<RationalVector> cases = {
      {0, 7, kTwoTo70, -9},
      {0, q("1/3"), Rational(INT64_MAX / 2), 1},
      {0, Rational(INT64_MAX / 2), q("1/3"), 1},
      {0, 5, minInt64},
  };
  for (std::size_t k = 0; k < cases.size(); ++k) {
    table = appended(cases[k]);
    EXPECT_FALSE(table.compact()) << k;
    EXPECT_EQ(table.toRationals(), cases[k]) << k;
  }
  EXPECT_FALSE(CoalitionValues::fromIntegers({0, INT64_MIN}).compact());
  EXPECT_EQ(CoalitionValues::fromIntegers({0, INT64_MIN}).at(1), minInt64);
  EXPECT_TRUE(CoalitionValues::fromIntegers({0, INT64_MAX, -INT64_MAX}).compact());
}

TEST(CoalitionTable, SetRescalesThenFallsBackToRationals) {
  CoalitionValues table(4);
  table.set(1, q("1/2"));
  table.set(2, q("-1/3"));
  ASSERT_TRUE(table.compact());
  EXPECT_EQ(table.denominator(), 6);
  EXPECT_EQ(table.toRationals(), vec({"0", "1/2", "-1/3", "0"}));
  table.set(3, Rational(INT64_MAX / 3));  // 6 * (2^63 / 3) is beyond int64
  EXPECT_FALSE(table.compact());
  EXPECT_EQ(table.toRationals(), (RationalVector{0, q("1/2"), q("-1/3"), Rational(INT64_MAX / 3)}));
  table.set(3, 4);
  EXPECT_EQ(table.toRationals(), vec({"0", "1/2", "-1/3", "4"}));
}

TEST(CoalitionTable, EqualityIgnoresTheForm) {
  const RationalVector values = vec({"0", "1/2", "-2/3", "5"});
  const auto compact = CoalitionValues::fromRationals(values);
  const auto rational = rationalForm(values);
  ASSERT_TRUE(compact.compact());
  ASSERT_FALSE(rational.compact());
  EXPECT_EQ(compact, rational);
  EXPECT_EQ(rational, compact);
  // A common denominator that is not the least one (6 after 1/2 was overwritten by 1).
  CoalitionValues larger = compact;
  larger.set(1, 1);
  EXPECT_EQ(larger.denominator(), 6);
  EXPECT_EQ(larger, CoalitionValues::fromRationals(vec({"0", "1", "-2/3", "5"})));
  EXPECT_NE(larger, compact);
  EXPECT_NE(rational, CoalitionValues::fromRationals(vec({"0", "1/2", "-2/3", "6"})));
  EXPECT_NE(compact, CoalitionValues::fromRationals(vec({"0", "1/2"})));
}

TEST(CoalitionTable, PlayersAddedAndRemovedInBothForms) {
  const RationalVector values = vec({"0", "1/2", "3", "7/2"});
  for (const auto& table : {CoalitionValues::fromRationals(values), rationalForm(values)}) {
    EXPECT_EQ(table.withDummyAppended().toRationals(), vec({"0", "1/2", "3", "7/2", "0", "1/2", "3", "7/2"}));
    EXPECT_EQ(table.withoutPlayer(0).toRationals(), vec({"0", "3"}));
    EXPECT_EQ(table.withoutPlayer(1).toRationals(), vec({"0", "1/2"}));
    EXPECT_EQ(table.withoutPlayer(0).compact(), table.compact());
  }
}

TEST(CoalitionTable, SolversAgreeOnBothForms) {
  for (unsigned seed = 1; seed <= 4; ++seed) {
    const CoalitionalGame compact = randomFractionGame(5, seed);
    const CoalitionalGame rational = rationalGame(compact);
    ASSERT_TRUE(compact.table().compact());
    ASSERT_FALSE(rational.table().compact());
    EXPECT_EQ(compact, rational);
    EXPECT_EQ(*solveShapleyValue(compact), *solveShapleyValue(rational)) << seed;
    EXPECT_EQ(*solveHarsanyiDividends(compact), *solveHarsanyiDividends(rational)) << seed;
    const auto a = *solveProperties(compact), b = *solveProperties(rational);
    expectSameCheck(a.superadditive, b.superadditive, "superadditive");
    expectSameCheck(a.convex, b.convex, "convex");
    expectSameCheck(a.monotone, b.monotone, "monotone");
    expectSameCheck(a.constantSum, b.constantSum, "constantSum");
    expectSameCheck(a.simple, b.simple, "simple");
    expectSameCheck(a.symmetric, b.symmetric, "symmetric");
    EXPECT_EQ(a.surplus, b.surplus);
    EXPECT_EQ(toJson(compact), toJson(rational));
  }
}

TEST(CoalitionTable, HalvesAreNotASimpleGame) {
  // v(1) = 1/2, v(2) = 0, v(12) = 1/2: every value times 2 is 0 or 1, but the game is not simple.
  const auto halves = *CoalitionalGame::fromValues(vec({"0", "1/2", "0", "1/2"}));
  EXPECT_FALSE(isSimpleGame(halves));
  const auto properties = *solveProperties(halves);
  EXPECT_FALSE(properties.simple.holds);
  EXPECT_EQ(properties.simple.first, 1u);  // v(1) = 1/2 is the first value outside {0, 1}
  // A simple game over a common denominator that is not 1 (1/2 overwritten by 1).
  auto majority = *CoalitionalGame::fromValues(vec({"0", "1/2", "0", "1"}));
  majority.setValue(1, 1);
  ASSERT_EQ(majority.table().denominator(), 2);
  EXPECT_TRUE(isSimpleGame(majority));
  EXPECT_TRUE(solveProperties(majority)->simple.holds);
}

TEST(CoalitionTable, CheapComparisonsInBothForms) {
  const RationalVector values = vec({"0", "1", "1/2", "1"});
  CoalitionValues larger = CoalitionValues::fromRationals(vec({"0", "1/3", "1/2", "1"}));
  larger.set(1, 1);  // the common denominator stays 6
  const CoalitionValues tiny = CoalitionValues::fromRationals({0, Rational(1) / kTwoTo70});  // denominator > int64
  for (const auto& table : {CoalitionValues::fromRationals(values), rationalForm(values), larger}) {
    EXPECT_TRUE(table.isZero(0));
    EXPECT_FALSE(table.isZero(2));
    EXPECT_TRUE(table.isOne(1));
    EXPECT_FALSE(table.isOne(2));
    EXPECT_TRUE(table.equal(1, 3));
    EXPECT_FALSE(table.equal(1, 2));
  }
  ASSERT_TRUE(tiny.compact());
  EXPECT_FALSE(tiny.isOne(1));
  EXPECT_FALSE(tiny.isZero(1));
}

TEST(CoalitionTable, SimpleGameOverALargerDenominator) {
  // Majority of three, built with v(1) = 1/2 first: its table keeps the denominator 2.
  auto game = *CoalitionalGame::fromValues(vec({"0", "1/2", "0", "1", "0", "1", "1", "1"}));
  game.setValue(1, 0);
  ASSERT_EQ(game.table().denominator(), 2);
  const auto majority = *CoalitionalGame::fromValues(vec({"0", "0", "0", "1", "0", "1", "1", "1"}));
  for (const auto& g : {game, rationalGame(game)}) {
    EXPECT_EQ(g, majority);
    EXPECT_TRUE(isSimpleGame(g));
    const auto indices = *solvePowerIndices(g);
    EXPECT_EQ(indices.shapleyShubik, *solveShapleyValue(majority));
    EXPECT_EQ(winningCoalitions(g, true, 10), (std::vector<Coalition>{0b011, 0b101, 0b110}));
    EXPECT_EQ(vetoPlayers(g), std::vector<int>{});
  }
  // Player 3 is a dummy (v(S ∪ {3}) = v(S)) in both forms.
  auto dummy = *CoalitionalGame::fromValues(vec({"0", "1/2", "2", "5/2", "0", "1", "2", "5/2"}));
  dummy.setValue(0b101, q("1/2"));
  for (const auto& g : {dummy, rationalGame(dummy)}) EXPECT_EQ(dummyPlayers(g), std::vector<int>{2});
}

TEST(CoalitionTable, ReaderFillsTheCompactTable) {
  const std::string text = R"({"players": 2, "v": [0, 3, "1/4", 0.5]})";
  auto streamed = loadCoalitionalGame(text, "x.json");
  ASSERT_TRUE(streamed) << describe(streamed.error());
  ASSERT_TRUE(streamed->table().compact());
  EXPECT_EQ(streamed->table().denominator(), 4);
  EXPECT_EQ(streamed->table().numerators(), (std::vector<std::int64_t>{0, 12, 1, 2}));
  auto fromTree = coalitionalGameFromJson(nlohmann::json::parse(text), "x.json");
  ASSERT_TRUE(fromTree) << describe(fromTree.error());
  EXPECT_TRUE(fromTree->table().compact());
  EXPECT_EQ(*fromTree, *streamed);
}

TEST(CoalitionTable, ReaderReadsEveryTextForm) {
  // Each text as the only non-zero value of a 2-player table, against parseRational.
  const std::vector<std::string> texts = {"3/4",  "-6/8",  "+2",    "007",  "1/-2", " 1/3 ", "-0",
                                          "12/4", "0/5",   "2.5e1", "-.25", "999999999999999999/999999999999999998",
                                          "9223372036854775807", "123456789012345678901/2", "1/123456789012345678901"};
  for (const auto& text : texts) {
    const auto expected = parseRational(text);
    ASSERT_TRUE(expected) << text;
    auto game = loadCoalitionalGame(R"({"v": [0, ")" + text + R"(", 0, 1]})", "x.json");
    ASSERT_TRUE(game) << text << ": " << describe(game.error());
    EXPECT_EQ(game->value(1), *expected) << text;
    EXPECT_EQ(game->value(3), 1) << text;
  }
  for (const std::string text : {"3/4/5", "1/0", "1/", "/2", "-", "+-3", "3 /4x"}) {
    auto game = loadCoalitionalGame(R"({"v": [0, ")" + text + R"(", 0, 1]})", "x.json");
    ASSERT_FALSE(game) << text;
    EXPECT_EQ(game.error().code, ErrorCode::NotANumber) << text;
  }
}

TEST(CoalitionTable, AppendFractionsInAnyTerms) {
  CoalitionValues table;
  table.append(0, 1);
  table.append(-6, 8);
  table.append(5, 10);
  table.append(INT64_MAX, 3);
  ASSERT_FALSE(table.compact());  // INT64_MAX over the denominator 12 is beyond int64
  EXPECT_EQ(table.toRationals(), (RationalVector{0, q("-3/4"), q("1/2"), Rational(mpz_class(INT64_MAX), 3)}));
  CoalitionValues small;
  small.append(0, 1);
  small.append(4, 6);
  small.append(-1, 3);
  ASSERT_TRUE(small.compact());
  EXPECT_EQ(small.denominator(), 3);
  EXPECT_EQ(small.numerators(), (std::vector<std::int64_t>{0, 2, -1}));
}

TEST(CoalitionTable, ReaderKeepsHugeNumbersExact) {
  const std::string text =
      R"({"v": [0, 18446744073709551615, "123456789012345678901234567891/7", -9223372036854775808]})";
  auto streamed = loadCoalitionalGame(text, "x.json");
  ASSERT_TRUE(streamed) << describe(streamed.error());
  EXPECT_FALSE(streamed->table().compact());
  const RationalVector expected = {0, Rational(mpz_class("18446744073709551615")),
                                   Rational(mpz_class("123456789012345678901234567891"), 7),
                                   Rational(mpz_class("-9223372036854775808"))};
  EXPECT_EQ(streamed->values(), expected);
  auto fromTree = coalitionalGameFromJson(nlohmann::json::parse(text), "x.json");
  ASSERT_TRUE(fromTree) << describe(fromTree.error());
  EXPECT_EQ(fromTree->values(), expected);
  EXPECT_EQ(toJson(*streamed)["v"],
            nlohmann::json({"0", "18446744073709551615", "123456789012345678901234567891/7", "-9223372036854775808"}));
}

}  // namespace
}  // namespace gamelab
