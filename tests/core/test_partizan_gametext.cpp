// Names and text of games (gametext.h): spec C1's canonical forms and names, nus names, and
// every name and canonical text reading back as the same game (day-2 games, random games).
#include "core/partizan/expression.h"
#include "core/partizan/gametext.h"

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <set>
#include <string>

namespace gamelab::partizan {
namespace {

GameId parse(GameStore& store, const std::string& text) {
  auto g = parseGameExpression(store, text);
  EXPECT_TRUE(g.hasValue()) << text << ": " << (g ? std::string() : describe(g.error()));
  return g ? *g : GameStore::zero();
}

struct C1Row {
  const char* input;
  const char* canonical;  ///< canonicalText
  const char* name;       ///< nullptr: no name
};

// Spec §9 C1, with the atoms ^, v, ^*, *n written as atoms.
const C1Row kC1[] = {
    {"{|}", "0", "0"},
    {"{0|0}", "*", "*"},
    {"{0|}", "1", "1"},
    {"{|0}", "-1", "-1"},
    {"{1|}", "2", "2"},
    {"{0|1}", "1/2", "1/2"},
    {"{-1|0}", "-1/2", "-1/2"},
    {"{0|1/2}", "1/4", "1/4"},
    {"{1/2|1}", "3/4", "3/4"},
    {"{1|2}", "3/2", "3/2"},
    {"{0|2}", "1", "1"},
    {"{-1|1}", "0", "0"},
    {"{-1|2}", "0", "0"},
    {"{1|1}", "{1|1}", "1*"},
    {"{0,*|0,*}", "*2", "*2"},
    {"{0,*,*2|0,*,*2}", "*3", "*3"},
    {"{0|*}", "^", "^"},
    {"{*|0}", "v", "v"},
    {"{0,*|0}", "^*", "^*"},
    {"{1|0}", "{1|0}", nullptr},
    {"{1|-1}", "{1|-1}", "+-1"},
    {"{0,1|}", "2", "2"},
    {"{0,1|3}", "2", "2"},
    {"{1|2,3}", "3/2", "3/2"},
    {"{*|*}", "0", "0"},
    {"{0,*|}", "1", "1"},
    {"{-1|}", "0", "0"},
    {"{*|}", "0", "0"},
    {"{^|v}", "*", "*"},
    {"{0|^*}", "{0|^*}", "^^"},
    {"{0|^}", "{0|^}", "^^*"},
    // Other canonical forms of §9.
    {"^+^+^", "{0|{0|^}}", "3.^"},
    {"^+*2", "{0|*3}", "^+*2"},
    {"-{1|0}", "{0|-1}", nullptr},
    {"1/2+{1|0}", "{3/2|1/2}", nullptr},
    {"1+{1|-1}", "{2|0}", nullptr},
};

TEST(PartizanGameText, C1CanonicalFormsAndNames) {
  for (const C1Row& row : kC1) {
    GameStore store;
    const GameId g = parse(store, row.input);
    EXPECT_EQ(canonicalText(store, g), row.canonical) << row.input;
    const auto name = gameName(store, g);
    if (row.name) {
      EXPECT_EQ(name, std::optional<std::string>(row.name)) << row.input;
    } else {
      EXPECT_FALSE(name.has_value()) << row.input << " named " << *name;
    }
  }
}

TEST(PartizanGameText, NusNames) {
  GameStore store;
  struct Row {
    const char* expression;
    const char* name;
  } rows[] = {
      {"1+*", "1*"},          {"-1/2+*", "-1/2*"},  {"^^+*", "^^*"},     {"1+*2", "1+*2"},
      {"3+^", "3+^"},         {"3+v+*", "3+v*"},   {"^+^+^+^", "4.^"},  {"v+v+v", "3.v"},
      {"1/2+^+^+*3", "1/2+^^+*3"}, {"-2+v+v+*", "-2+vv*"}, {"*2+*3", "*"},   {"+-2", "+-2"},
      {"{3/2|-3/2}", "+-3/2"}, {"-7/4", "-7/4"},
  };
  for (const auto& row : rows) {
    const GameId g = parse(store, row.expression);
    EXPECT_EQ(gameName(store, g), std::optional<std::string>(row.name)) << row.expression;
    // The name reads back as the same game.
    EXPECT_EQ(store.canonical(parse(store, row.name)), store.canonical(g)) << row.name;
  }
  const auto nus = nusOf(store, parse(store, "1/2+^+^+*3"));
  ASSERT_TRUE(nus.has_value());
  EXPECT_EQ(nus->number, Rational(1, 2));
  EXPECT_EQ(nus->ups, 2);
  EXPECT_EQ(nus->nimber, 3u);
  EXPECT_FALSE(nusOf(store, parse(store, "{1|0}")).has_value());
  EXPECT_FALSE(nusOf(store, parse(store, "{0|{0|-1}}")).has_value());
}

/// Every day-2 form {A|B} (spec C7): canonical text and name read back as the same game, the
/// canonical text's options are exactly the canonical options, and formText reads back as the
/// same form.
TEST(PartizanGameText, Day2TextsReadBack) {
  GameStore store;
  const std::vector<GameId> day1 = {GameStore::zero(), store.number(1), store.number(-1), store.nimber(1)};
  std::set<GameId> values;
  for (unsigned a = 0; a < 16; ++a)
    for (unsigned b = 0; b < 16; ++b) {
      std::vector<GameId> left, right;
      for (unsigned i = 0; i < 4; ++i) {
        if (a >> i & 1) left.push_back(day1[i]);
        if (b >> i & 1) right.push_back(day1[i]);
      }
      const GameId g = store.form(left, right);
      const GameId c = store.canonical(g);
      values.insert(c);
      const std::string text = canonicalText(store, g);
      EXPECT_EQ(parse(store, text), c) << text;
      EXPECT_EQ(parse(store, formText(store, g)), g) << formText(store, g);
      if (auto name = gameName(store, g)) {
      EXPECT_EQ(store.canonical(parse(store, *name)), c) << *name;
    }
    }
  EXPECT_EQ(values.size(), 22u);
  // Named day-2 values: all but {1|0}, {0|-1}, {1|*}, {*|-1}, {1|0,*}, {0,*|-1}.
  int named = 0;
  for (GameId c : values) named += gameName(store, c).has_value();
  EXPECT_EQ(named, 16);
}

TEST(PartizanGameText, RandomGamesReadBack) {
  GameStore store;
  std::mt19937 random(14);
  std::vector<GameId> pool = {GameStore::zero(), store.number(1), store.number(-1), store.nimber(1),
                              store.number(Rational(1, 2)), store.up(1)};
  for (int i = 0; i < 300; ++i) {
    std::vector<GameId> left, right;
    const int nl = static_cast<int>(random() % 3), nr = static_cast<int>(random() % 3);
    for (int k = 0; k < nl; ++k) left.push_back(pool[random() % pool.size()]);
    for (int k = 0; k < nr; ++k) right.push_back(pool[random() % pool.size()]);
    const GameId g = store.form(left, right);
    if (store.height(g) > 6) continue;
    pool.push_back(g);
    const GameId c = store.canonical(g);
    EXPECT_EQ(parse(store, canonicalText(store, g)), c) << canonicalText(store, g);
    EXPECT_EQ(parse(store, formText(store, g)), g) << formText(store, g);
    if (auto name = gameName(store, g)) {
      EXPECT_EQ(store.canonical(parse(store, *name)), c) << *name;
    }
  }
}

TEST(PartizanGameText, DyadicText) {
  EXPECT_EQ(dyadicText(Rational(0)), "0");
  EXPECT_EQ(dyadicText(Rational(-2)), "-2");
  EXPECT_EQ(dyadicText(Rational(3, 4)), "3/4");
  EXPECT_EQ(dyadicText(Rational(-5, 8)), "-5/8");
}

}  // namespace
}  // namespace gamelab::partizan
