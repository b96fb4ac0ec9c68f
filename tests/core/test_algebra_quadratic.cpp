// QuadraticSurd (core/algebra/quadraticsurd.h), the one exact type of Q(√c): r + s·√c kept
// canonical (square-free radicand, rational roots folded), so that rational results stay exact
// Rationals, arithmetic stays in the field and comparisons are exact; toString is the CLI's text.
#include "core/algebra/quadraticsurd.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gamelab;

TEST(AlgebraQuadratic, SquaresFoldIntoTheRationalPart) {
  EXPECT_TRUE(squareRoot(9).isRational());
  EXPECT_EQ(squareRoot(9).value(), 3);
  EXPECT_EQ(squareRoot(Rational(4, 9)).value(), Rational(2, 3));
  EXPECT_EQ(*rationalSquareRoot(Rational(25, 4)), Rational(5, 2));
  EXPECT_FALSE(rationalSquareRoot(2));
  const QuadraticSurd r8 = squareRoot(8);  // 2√2
  EXPECT_FALSE(r8.isRational());
  EXPECT_EQ(r8.coefficient, 2);
  EXPECT_EQ(r8.radicand, 2);
  EXPECT_EQ(toString(squareRoot(Rational(1, 2))), "(0+sqrt(2))/2");
  EXPECT_EQ(toString(QuadraticSurd(16) - QuadraticSurd(2) * squareRoot(2)), "(16-2*sqrt(2))/1");
}

TEST(AlgebraQuadratic, ArithmeticAndComparisonAreExact) {
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

TEST(AlgebraQuadratic, TheRadicandIsASquareFreeInteger) {
  const QuadraticSurd r12 = squareRoot(12);  // 2√3
  EXPECT_EQ(r12.coefficient, 2);
  EXPECT_EQ(r12.radicand, 3);
  const QuadraticSurd r34 = squareRoot(Rational(3, 4));  // √3/2
  EXPECT_EQ(r34.coefficient, Rational(1, 2));
  EXPECT_EQ(r34.radicand, 3);
  const QuadraticSurd r29 = squareRoot(Rational(2, 9));  // √2/3
  EXPECT_EQ(r29.coefficient, Rational(1, 3));
  EXPECT_EQ(r29.radicand, 2);
  const QuadraticSurd r23 = squareRoot(Rational(2, 3));  // √(2/3) = √6/3
  EXPECT_EQ(r23.coefficient, Rational(1, 3));
  EXPECT_EQ(r23.radicand, 6);
  EXPECT_EQ(squareRoot(Rational(18, 8)), QuadraticSurd(Rational(3, 2)));
  // A square of a prime above 1000 still leaves the radicand.
  const QuadraticSurd large = squareRoot(Rational(mpz_class(1009) * 1009 * 2));
  EXPECT_EQ(large.coefficient, 1009);
  EXPECT_EQ(large.radicand, 2);
  mpz_class root;
  EXPECT_EQ(squareFreePart(mpz_class(2 * 2 * 2 * 3 * 3 * 5), &root), 10);
  EXPECT_EQ(root, 6);
  EXPECT_EQ(squareFreePart(mpz_class(-49), &root), 1);
  EXPECT_EQ(root, 7);
  EXPECT_EQ(squareFreePart(mpz_class(1000003) * 1000003 * 1000033), 1000033);
  // r + s·√d with s = 0 or d = 0, and results whose root cancels, are rational with radicand 0.
  EXPECT_TRUE(QuadraticSurd(1, 0, 5).isRational());
  EXPECT_EQ(QuadraticSurd(1, 0, 5).radicand, 0);
  EXPECT_EQ(QuadraticSurd(1, 7, 0), QuadraticSurd(1));
  const QuadraticSurd cancelled = (QuadraticSurd(1) + squareRoot(2)) - squareRoot(2);
  EXPECT_TRUE(cancelled.isRational());
  EXPECT_EQ(cancelled.radicand, 0);
  EXPECT_EQ(cancelled, QuadraticSurd(1));
  EXPECT_EQ(QuadraticSurd::inField(2, 0, 5), QuadraticSurd(2));
  EXPECT_EQ(QuadraticSurd::inField(2, 3, 5), QuadraticSurd(2, 3, 5));
}

TEST(AlgebraQuadratic, FieldOperationsIncludingTheInverse) {
  const QuadraticSurd s2 = squareRoot(2);
  const QuadraticSurd x = QuadraticSurd(1) + s2;  // 1 + √2
  const QuadraticSurd y = QuadraticSurd(1) - s2;  // 1 − √2
  EXPECT_EQ(x + y, QuadraticSurd(2));
  EXPECT_EQ(x - y, QuadraticSurd(0, 2, 2));
  EXPECT_EQ(-x, QuadraticSurd(-1, -1, 2));
  EXPECT_EQ(x * x, QuadraticSurd(3, 2, 2));           // 3 + 2√2
  EXPECT_EQ(inverse(x), QuadraticSurd(-1, 1, 2));     // 1/(1 + √2) = √2 − 1
  EXPECT_EQ(x / y, QuadraticSurd(-3, -2, 2));         // −3 − 2√2
  EXPECT_EQ(x * inverse(x), QuadraticSurd(1));
  EXPECT_EQ(inverse(QuadraticSurd(Rational(-2, 3))), QuadraticSurd(Rational(-3, 2)));
  EXPECT_EQ(x * Rational(1, 2), QuadraticSurd(Rational(1, 2), Rational(1, 2), 2));
  EXPECT_EQ(x * Rational(0), QuadraticSurd());
  EXPECT_EQ((x * Rational(0)).radicand, 0);
  // A rational operand leaves the other's field; in place, also with itself.
  EXPECT_EQ(QuadraticSurd(3) + s2, QuadraticSurd(3, 1, 2));
  EXPECT_EQ(QuadraticSurd(3) * s2, QuadraticSurd(0, 3, 2));
  QuadraticSurd z = x;
  z *= z;
  EXPECT_EQ(z, QuadraticSurd(3, 2, 2));
  z -= z;
  EXPECT_EQ(z, QuadraticSurd());
  z += s2;
  EXPECT_EQ(z, s2);
  z *= QuadraticSurd(0);
  EXPECT_TRUE(z.isRational());
  EXPECT_EQ(z.radicand, 0);
}

TEST(AlgebraQuadratic, ComparisonIsExactAcrossFields) {
  const QuadraticSurd s2 = squareRoot(2), s3 = squareRoot(3);
  EXPECT_TRUE(s2 < s3);
  EXPECT_FALSE(s3 < s2);
  EXPECT_EQ(compare(s3 - QuadraticSurd(Rational(3, 10)), s2), 1);  // 1.432 > 1.414
  // 2 + √2 = 3.41421… against 1.68 + √3 = 3.41205…: the rational parts and the roots disagree.
  const QuadraticSurd x = QuadraticSurd(2) + s2;
  const QuadraticSurd y = QuadraticSurd(Rational(168, 100)) + s3;
  EXPECT_EQ(compare(x, y), 1);
  EXPECT_EQ(compare(y, x), -1);
  EXPECT_TRUE(y < x);
  EXPECT_EQ(compare(-x, -y), -1);
  EXPECT_FALSE(x == y);
  EXPECT_EQ(compare(x, x), 0);
  EXPECT_EQ(compare(QuadraticSurd(3) - s2, s3), -1);  // 1.585… < 1.732…
  EXPECT_EQ(compare(QuadraticSurd(-3) + s3, -s2), 1);  // −1.267… > −1.414…
  EXPECT_EQ(compare(s2 + QuadraticSurd(Rational(3, 10)), s3), -1);  // 1.714… < 1.732…
}

TEST(AlgebraQuadratic, CliTextOfNegativeZeroIntegerAndFractionalValues) {
  EXPECT_EQ(toString(QuadraticSurd()), "0");
  EXPECT_EQ(toString(QuadraticSurd(3)), "3");
  EXPECT_EQ(toString(QuadraticSurd(-4)), "-4");
  EXPECT_EQ(toString(QuadraticSurd(Rational(-2, 7))), "-2/7");
  EXPECT_EQ(toString(squareRoot(7) - QuadraticSurd(2)), "(-2+sqrt(7))/1");
  EXPECT_EQ(toString(-squareRoot(2)), "(0-sqrt(2))/1");
  EXPECT_EQ(toString(QuadraticSurd(Rational(10, 7), Rational(-1, 7), 30)), "(10-sqrt(30))/7");
  EXPECT_EQ(toString(QuadraticSurd(2, Rational(-2, 5), 30)), "(10-2*sqrt(30))/5");
  EXPECT_EQ(toString(QuadraticSurd(Rational(1, 4), Rational(-3, 4), 5)), "(1-3*sqrt(5))/4");
  EXPECT_EQ(toString(QuadraticSurd(Rational(-1, 6), Rational(5, 4), 5)), "(-2+15*sqrt(5))/12");
  const SurdIntegers n = integerForm(QuadraticSurd(Rational(-1, 6), Rational(5, 4), 5));
  EXPECT_EQ(n.a, -2);
  EXPECT_EQ(n.b, 15);
  EXPECT_EQ(n.c, 5);
  EXPECT_EQ(n.d, 12);
  const SurdIntegers q = integerForm(QuadraticSurd(Rational(-3, 2)));
  EXPECT_EQ(q.a, -3);
  EXPECT_EQ(q.b, 0);
  EXPECT_EQ(q.c, 0);
  EXPECT_EQ(q.d, 2);
}
