// The game expression language (expression.h): syntax errors at their column (in characters),
// Conway's bar shorthand, juxtaposed nus parts, forms kept as written, limits.
#include "core/common/problem.h"
#include "core/partizan/expression.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab::partizan {
namespace {

GameId parse(GameStore& store, const std::string& text) {
  auto g = parseGameExpression(store, text);
  EXPECT_TRUE(g.hasValue()) << text << ": " << (g ? std::string() : describe(g.error()));
  return g ? *g : kNoGame;
}

struct Bad {
  const char* text;
  Problem problem;
  int column;
  const char* found;  ///< args[0]
};

TEST(PartizanExpression, SyntaxErrorsNameTheColumn) {
  const Bad cases[] = {
      {"", Problem::CgtUnexpected, 1, ""},
      {"{1|", Problem::CgtUnexpected, 4, ""},
      {"{1|0", Problem::CgtUnexpected, 5, ""},
      {"{1|0}}", Problem::CgtUnexpected, 6, "}"},
      {"{a|0}", Problem::CgtUnexpected, 2, "a"},
      {"\xE2\x86\x91\xE2\x86\x91x", Problem::CgtUnexpected, 3, "x"},          // ↑↑x
      {"{\xE2\x86\x91|\xE2\x86\x93}}", Problem::CgtUnexpected, 6, "}"},       // {↑|↓}}
      {"\xC2\xB1 q", Problem::CgtUnexpected, 3, "q"},                         // ± q
      {"{1|2|3}", Problem::CgtUnexpected, 5, "|"},                            // a tie of bars
      {"{1||2||3}", Problem::CgtUnexpected, 6, "||"},
      {"1 2", Problem::CgtUnexpected, 3, "2"},
      {"()", Problem::CgtUnexpected, 2, ")"},
      {"{1}", Problem::CgtUnexpected, 3, "}"},
      {"(1|2)", Problem::CgtUnexpected, 3, "|"},
      {"1,2", Problem::CgtUnexpected, 2, ","},
      {"{,1|}", Problem::CgtUnexpected, 2, ","},
      {"{1,|0}", Problem::CgtUnexpected, 4, "|"},
      {"-", Problem::CgtUnexpected, 2, ""},
      {"1/", Problem::CgtUnexpected, 3, ""},
      {"1/x", Problem::CgtUnexpected, 3, "x"},
      {"{1|0)", Problem::CgtUnexpected, 5, ")"},
      {"(1}", Problem::CgtUnexpected, 3, "}"},
      {"*^", Problem::CgtUnexpected, 2, "^"},
      {"1+\xFF", Problem::CgtUnexpected, 3, "\\xFF"},
      {"1/3", Problem::CgtNotDyadic, 1, "1/3"},
      {"{0|2/6}", Problem::CgtNotDyadic, 4, "2/6"},
      {"1/0", Problem::CgtNotDyadic, 1, "1/0"},
      {"*1001", Problem::CgtNimberTooLarge, 2, "1001"},
      {"*1152921504606846976", Problem::CgtNimberTooLarge, 2, "1152921504606846976"},  // not "nested" deep
      {"1000.^", Problem::CgtTooDeep, 1, "1001"},  // the depth, against the one limit kMaxHeight
      {"0x1", Problem::CgtUnexpected, 2, "x"},
  };
  for (const Bad& bad : cases) {
    GameStore store;
    auto g = parseGameExpression(store, bad.text);
    ASSERT_FALSE(g.hasValue()) << bad.text;
    EXPECT_EQ(g.error().problem, bad.problem) << bad.text << ": " << describe(g.error());
    EXPECT_EQ(g.error().where.line, 1) << bad.text;
    EXPECT_EQ(g.error().where.column, bad.column) << bad.text << ": " << describe(g.error());
    ASSERT_FALSE(g.error().args.empty()) << bad.text;
    EXPECT_EQ(g.error().args[0], bad.found) << bad.text;
    EXPECT_TRUE(g.error().isInputError()) << bad.text;
  }
}

TEST(PartizanExpression, OneDepthLimitStatedTheSameWay) {
  // 999 ups are 1000 deep, the most; 1000 are 1001 deep: "nested 1001 deep; at most 1000"
  // (it once said "1000 deep; at most 999", while other heights said "at most 1000").
  GameStore store;
  EXPECT_TRUE(parseGameExpression(store, std::string(kMaxHeight - 1, '^')));
  auto g = parseGameExpression(store, std::string(kMaxHeight, '^'));
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().problem, Problem::CgtTooDeep);
  EXPECT_EQ(g.error().args, (std::vector<std::string>{std::to_string(kMaxHeight + 1), std::to_string(kMaxHeight)}));
  EXPECT_TRUE(parseGameExpression(store, "999.^"));
}

TEST(PartizanExpression, NestingAndLengthLimits) {
  GameStore store;
  const std::string ok = std::string(kMaxExpressionNesting, '(') + "1" + std::string(kMaxExpressionNesting, ')');
  EXPECT_EQ(parse(store, ok), store.number(1));
  const std::string deep = std::string(kMaxExpressionNesting + 1, '(') + "1" + std::string(kMaxExpressionNesting + 1, ')');
  auto g = parseGameExpression(store, deep);
  ASSERT_FALSE(g.hasValue());
  EXPECT_EQ(g.error().problem, Problem::CgtTooDeep);
  EXPECT_EQ(g.error().where.column, kMaxExpressionNesting + 1);
  // Braces nested a million deep: refused at the limit, no recursion.
  auto braces = parseGameExpression(store, std::string(kMaxExpressionLength, '{'));
  ASSERT_FALSE(braces.hasValue());
  EXPECT_EQ(braces.error().problem, Problem::CgtTooDeep);
  auto huge = parseGameExpression(store, std::string(kMaxExpressionLength + 1, '1'));
  ASSERT_FALSE(huge.hasValue());
  EXPECT_EQ(huge.error().problem, Problem::InputTooLarge);
  // A long flat sum of numbers and a long chain of unary minus are fine.
  std::string sum = "0";
  for (int i = 0; i < 300; ++i) sum += "+1";
  EXPECT_EQ(store.canonical(parse(store, sum)), store.number(300));
  EXPECT_EQ(parse(store, std::string(10001, '-') + "1"), store.number(-1));
}

TEST(PartizanExpression, BarShorthandMoreBarsBindLooser) {
  GameStore store;
  const GameId zero = GameStore::zero(), one = store.number(1), two = store.number(2);
  EXPECT_EQ(parse(store, "{2||1|0}"), store.form({two}, {store.form({one}, {zero})}));
  EXPECT_EQ(parse(store, "{2|1||0}"), store.form({store.form({two}, {one})}, {zero}));
  EXPECT_EQ(parse(store, "{2|1||0|-1}"), store.form({store.form({two}, {one})}, {store.form({zero}, {store.number(-1)})}));
  EXPECT_EQ(parse(store, "{2|||1||0|-1}"),
            store.form({two}, {store.form({one}, {store.form({zero}, {store.number(-1)})})}));
  EXPECT_EQ(parse(store, "{0,1|2,3||4}"), store.form({store.form({zero, one}, {two, store.number(3)})}, {store.number(4)}));
  EXPECT_EQ(parse(store, "{|}"), zero);
  EXPECT_EQ(parse(store, "{ 0 | }"), one);
  EXPECT_EQ(parse(store, "{|0}"), store.number(-1));
  EXPECT_EQ(parse(store, "{{|}|{|}}"), store.nimber(1));
}

TEST(PartizanExpression, AtomsAndJuxtaposedParts) {
  GameStore store;
  const GameId star = store.nimber(1), up = store.up(1);
  EXPECT_EQ(parse(store, "0"), GameStore::zero());
  EXPECT_EQ(parse(store, "3/4"), store.number(Rational(3, 4)));
  EXPECT_EQ(parse(store, "2/4"), store.number(Rational(1, 2)));
  EXPECT_EQ(parse(store, "010"), store.number(10));  // decimal, never octal
  EXPECT_EQ(parse(store, "09/08"), store.number(Rational(9, 8)));
  EXPECT_EQ(parse(store, "-5/8"), store.number(Rational(-5, 8)));
  EXPECT_EQ(parse(store, "*"), star);
  EXPECT_EQ(parse(store, "*0"), GameStore::zero());
  EXPECT_EQ(parse(store, "*3"), store.nimber(3));
  EXPECT_EQ(parse(store, "^"), up);
  EXPECT_EQ(parse(store, "\xE2\x86\x91"), up);
  EXPECT_EQ(parse(store, "v"), store.up(-1));
  EXPECT_EQ(parse(store, "\xE2\x86\x93"), store.up(-1));
  EXPECT_EQ(parse(store, "^^"), store.up(2));
  EXPECT_EQ(parse(store, "\xE2\x87\x91"), store.up(2));
  EXPECT_EQ(parse(store, "vv"), store.up(-2));
  EXPECT_EQ(parse(store, "3.^"), store.up(3));
  EXPECT_EQ(parse(store, "3.v"), store.up(-3));
  EXPECT_EQ(parse(store, "^*"), store.add(up, star));
  EXPECT_EQ(parse(store, "1*"), store.add(store.number(1), star));
  EXPECT_EQ(parse(store, "1/2^"), store.add(store.number(Rational(1, 2)), up));
  EXPECT_EQ(parse(store, "^*2"), store.add(up, store.nimber(2)));
  EXPECT_EQ(parse(store, "3.v*"), store.add(store.up(-3), star));
  EXPECT_EQ(store.canonical(parse(store, "-1*3")), store.add(store.number(-1), store.nimber(3)));
  EXPECT_EQ(parse(store, "+-1"), store.plusMinus(store.number(1)));
  EXPECT_EQ(parse(store, "\xC2\xB1" "1/2"), store.plusMinus(store.number(Rational(1, 2))));
  EXPECT_EQ(parse(store, "+-(^)"), store.plusMinus(up));
  EXPECT_EQ(parse(store, "+-{1|0}"), store.plusMinus(store.form({store.number(1)}, {GameStore::zero()})));
  // "a+-b" is a + ±b.
  EXPECT_EQ(store.canonical(parse(store, "1+-1")), store.form({store.number(2)}, {GameStore::zero()}));
}

TEST(PartizanExpression, FormsAreKeptAsWritten) {
  GameStore store;
  const GameId g = parse(store, "{0,1|3}");
  EXPECT_EQ(store.leftOptions(g).size(), 2u);
  EXPECT_EQ(store.rightOptions(g).size(), 1u);
  EXPECT_EQ(store.canonical(g), store.number(2));
  // ^+^ is the sum-rule form: 27 nodes in its tree (spec C6), 8 once canonical.
  const GameId upUp = parse(store, "^+^");
  EXPECT_EQ(store.treeSize(upUp), 27u);
  EXPECT_EQ(store.treeSize(store.canonical(upUp)), 8u);
  EXPECT_EQ(store.canonical(upUp), store.up(2));
  // Binary minus and unary minus.
  EXPECT_EQ(store.canonical(parse(store, "^-^")), GameStore::zero());
  EXPECT_EQ(parse(store, "-{1|0}"), store.form({GameStore::zero()}, {store.number(-1)}));
  EXPECT_EQ(store.canonical(parse(store, "1/2 - 1")), store.number(Rational(-1, 2)));
  EXPECT_EQ(store.canonical(parse(store, "-(1+*)")), store.add(store.number(-1), store.nimber(1)));
}

}  // namespace
}  // namespace gamelab::partizan
