// exactJsonNumber: the one reader of a payload's exact numbers (issue 29).
#include "core/duopoly/duopolyjson.h"
#include "core/io/jsontext.h"
#include "core/poker/pokerjson.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

namespace gamelab {
namespace {

Rational q(const char* text) { return *parseRational(text); }

/// The value as a file writes it, parsed by the one entry point of every reader.
nlohmann::json written(const std::string& json) { return *parseJsonText(json, "test.gamelab"); }

TEST(ExactJsonNumber, StringsInTheExactNotation) {
  EXPECT_EQ(exactJsonNumber("3/4"), q("3/4"));
  EXPECT_EQ(exactJsonNumber("-2"), q("-2"));
  EXPECT_EQ(exactJsonNumber("0.75"), q("3/4"));
  EXPECT_EQ(exactJsonNumber("-.5"), q("-1/2"));
  EXPECT_EQ(exactJsonNumber("1e-3"), q("1/1000"));
  EXPECT_EQ(exactJsonNumber("2.5E+2"), q("250"));
  EXPECT_EQ(exactJsonNumber(" 6/4 "), q("3/2"));
  EXPECT_EQ(exactJsonNumber("0.1000000000000000000001"), q("1000000000000000000001/10000000000000000000000"));
}

TEST(ExactJsonNumber, IntegersOfEveryWidthExactly) {
  EXPECT_EQ(exactJsonNumber(written("-2")), q("-2"));
  EXPECT_EQ(exactJsonNumber(written("0")), q("0"));
  EXPECT_EQ(exactJsonNumber(written("18446744073709551615")), q("18446744073709551615"));
  EXPECT_EQ(exactJsonNumber(written("9223372036854775807")), q("9223372036854775807"));
  EXPECT_EQ(exactJsonNumber(written("-9223372036854775808")), q("-9223372036854775808"));
  EXPECT_EQ(exactJsonNumber(nlohmann::json(std::numeric_limits<std::uint64_t>::max())), q("18446744073709551615"));
}

TEST(ExactJsonNumber, FloatsAreReadFromTheirShortestText) {
  EXPECT_EQ(exactJsonNumber(written("0.1")), q("1/10"));
  EXPECT_EQ(exactJsonNumber(written("-0.3")), q("-3/10"));
  EXPECT_EQ(exactJsonNumber(written("1e-3")), q("1/1000"));
  EXPECT_EQ(exactJsonNumber(written("1E-5")), q("1/100000"));
  EXPECT_EQ(exactJsonNumber(written("2.5e+2")), q("250"));
  EXPECT_EQ(exactJsonNumber(written("1.0")), q("1"));
  EXPECT_EQ(exactJsonNumber(written("1e300")), Rational(mpz_class("1" + std::string(300, '0'))));
  EXPECT_EQ(exactJsonNumber(written("0.123456789012345")), q("123456789012345/1000000000000000"));
  // More digits than a double holds: rounded to the double first, then read from its text.
  EXPECT_EQ(exactJsonNumber(written("0.1000000000000000000001")), q("1/10"));
}

TEST(ExactJsonNumber, AnythingElseIsNoNumber) {
  for (const char* text : {"\"x\"", "\"1/0\"", "\"\"", "\"1/2/3\"", "true", "null", "[1]", "{\"a\": 1}"})
    EXPECT_FALSE(exactJsonNumber(written(text))) << text;
}

TEST(ExactJsonNumber, EveryKindReadsFloatsAlike) {
  auto market = duopolyMarketFromJson(written(R"({"model": "cournot", "a": 10.5, "c": "1/2"})"));
  ASSERT_TRUE(market) << market.error().args.at(0);
  EXPECT_EQ(market->a, q("21/2"));
  auto poker = pokerGameFromJson(written(R"({"model": "von-neumann", "beta": 0.5})"));
  ASSERT_TRUE(poker);
  EXPECT_EQ(poker->beta, q("1/2"));
  auto bad = pokerGameFromJson(written(R"({"model": "von-neumann", "beta": true})"));
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(bad.error().args, (std::vector<std::string>{"true", "/beta", "/game/beta"}));
}

}  // namespace
}  // namespace gamelab
