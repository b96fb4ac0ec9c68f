// QuadraticSurd (core/algebra/quadraticsurd.h): r + s·√d kept canonical, so that rational
// results stay exact Rationals and comparisons are exact.
#include "core/algebra/quadraticsurd.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gamelab;

TEST(ModelsQuadraticSurd, SquaresFoldIntoTheRationalPart) {
  EXPECT_TRUE(squareRoot(9).isRational());
  EXPECT_EQ(squareRoot(9).value(), 3);
  EXPECT_EQ(squareRoot(Rational(4, 9)).value(), Rational(2, 3));
  EXPECT_EQ(*rationalSquareRoot(Rational(25, 4)), Rational(5, 2));
  EXPECT_FALSE(rationalSquareRoot(2));
  const QuadraticSurd r8 = squareRoot(8);  // 2√2
  EXPECT_FALSE(r8.isRational());
  EXPECT_EQ(r8.coefficient, 2);
  EXPECT_EQ(r8.radicand, 2);
  EXPECT_EQ(toString(squareRoot(Rational(1, 2))), "(0+1*sqrt(2))/2");
  EXPECT_EQ(toString(QuadraticSurd(16) - QuadraticSurd(2) * squareRoot(2)), "(16-2*sqrt(2))/1");
}

TEST(ModelsQuadraticSurd, ArithmeticAndComparisonAreExact) {
  const QuadraticSurd s2 = squareRoot(2);
  EXPECT_TRUE((s2 * s2).isRational());
  EXPECT_EQ((s2 * s2).value(), 2);
  EXPECT_EQ(((QuadraticSurd(1) + s2) * (QuadraticSurd(1) - s2)).value(), -1);
  EXPECT_TRUE(QuadraticSurd(Rational(141, 100)) < s2);
  EXPECT_TRUE(s2 < QuadraticSurd(Rational(142, 100)));
  EXPECT_EQ((QuadraticSurd(3) - QuadraticSurd(2) * s2).sign(), 1);   // 3 > 2√2
  EXPECT_EQ((QuadraticSurd(2) * s2 - QuadraticSurd(3)).sign(), -1);
  EXPECT_EQ((s2 - s2).sign(), 0);
  EXPECT_NEAR((QuadraticSurd(16) - QuadraticSurd(2) * s2).toDouble(), 16 - 2 * std::sqrt(2.0), 1e-14);
}
