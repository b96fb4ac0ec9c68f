#include "core/common/rational.h"

#include <gtest/gtest.h>

using namespace gamelab;

struct ParseCase {
  const char* text;
  const char* expected;
};

TEST(Rational, ParsesExactly) {
  const ParseCase cases[] = {
      {"3", "3"},       {"-2/7", "-2/7"}, {"0.25", "1/4"},   {"1e-3", "1/1000"},
      {"6/4", "3/2"},   {"-.5", "-1/2"},  {" 2.5E+2 ", "250"}, {"+4", "4"},
      {"3/-6", "-1/2"}, {"0", "0"},       {"1.", "1"},        {"12345678901234567890", "12345678901234567890"},
  };
  for (const auto& c : cases) {
    auto r = parseRational(c.text);
    ASSERT_TRUE(r.has_value()) << c.text;
    EXPECT_EQ(toString(*r), c.expected) << c.text;
  }
}

TEST(Rational, RejectsNonNumbers) {
  for (const char* bad : {"", "abc", "1/0", "1//2", "e3", "1e", "--1", "1.2.3", "0x10", "1 2", "/3", "nan", "inf"}) {
    EXPECT_FALSE(parseRational(bad).has_value()) << bad;
  }
}

TEST(Rational, ApproximatesFloats) {
  EXPECT_EQ(toString(approximate(0.333333333333, 1000)), "1/3");
  EXPECT_EQ(toString(approximate(-2.0 / 7.0, 1000)), "-2/7");
  EXPECT_EQ(toString(approximate(5.0, 10)), "5");
}
