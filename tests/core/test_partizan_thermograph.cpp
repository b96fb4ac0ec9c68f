// Stops, thermographs, mean and temperature (thermograph.h): hand-computed cases (walls
// included), numbers' negative temperatures, sums of switches, and properties on random games
// (the mean is additive, negation mirrors, the walls at t = 0 are the stops).
#include "core/partizan/expression.h"
#include "core/partizan/thermograph.h"
#include "tests/support/exactnumbers.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab::partizan {
namespace {

GameId parse(GameStore& store, const std::string& text) {
  auto g = parseGameExpression(store, text);
  EXPECT_TRUE(g.hasValue()) << text;
  return g ? *g : GameStore::zero();
}

using gamelab::testsupport::q;

struct Row {
  const char* game;
  const char* leftStop;
  const char* rightStop;
  const char* mean;
  const char* temperature;
};

TEST(PartizanThermograph, MeansTemperaturesAndStops) {
  const Row rows[] = {
      {"{1|0}", "1", "0", "1/2", "1/2"},
      {"+-1", "1", "-1", "0", "1"},
      {"*", "0", "0", "0", "0"},
      {"^", "0", "0", "0", "0"},
      {"^*", "0", "0", "0", "0"},
      {"*2", "0", "0", "0", "0"},
      {"1*", "1", "1", "1", "0"},
      {"1/2", "1/2", "1/2", "1/2", "-1/2"},
      {"3/4", "3/4", "3/4", "3/4", "-1/4"},
      {"-5/8", "-5/8", "-5/8", "-5/8", "-1/8"},
      {"3", "3", "3", "3", "-1"},
      {"0", "0", "0", "0", "-1"},
      {"{2|0}", "2", "0", "1", "1"},           // 1 ± 1
      {"1++-1", "2", "0", "1", "1"},
      {"{1|0}+{1|0}", "1", "1", "1", "-1"},    // = 1 (spec C2)
      {"+-1 + +-2", "1", "-1", "0", "2"},
      {"{3|{2|1}}", "3", "2", "9/4", "3/4"},   // L(t) = 3 − t meets R(t) = 3/2 + t at 3/4
      {"{4|{2|0}}", "4", "2", "5/2", "3/2"},   // 4 − t meets 1 + t
  };
  for (const Row& row : rows) {
    GameStore store;
    ThermographTable table(store);
    const GameId g = parse(store, row.game);
    EXPECT_EQ(table.leftStop(g), q(row.leftStop)) << row.game;
    EXPECT_EQ(table.rightStop(g), q(row.rightStop)) << row.game;
    const Thermograph& th = table.of(g);
    EXPECT_EQ(th.mean, q(row.mean)) << row.game;
    EXPECT_EQ(th.temperature, q(row.temperature)) << row.game;
  }
}

TEST(PartizanThermograph, WallsOfSimpleGames) {
  GameStore store;
  ThermographTable table(store);
  const Thermograph& hot = table.of(parse(store, "{1|0}"));
  EXPECT_EQ(hot.left.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("2")}, {q("1/2"), q("1/2")}}));
  EXPECT_EQ(hot.right.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("-1")}, {q("1/2"), q("1/2")}}));
  EXPECT_EQ(hot.left.at(q("0")), q("1"));
  EXPECT_EQ(hot.left.at(q("7")), q("1/2"));
  EXPECT_EQ(hot.right.at(q("1/4")), q("1/4"));

  const Thermograph& star = table.of(parse(store, "*"));
  EXPECT_EQ(star.left.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("1")}, {q("0"), q("0")}}));
  EXPECT_EQ(star.right.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("-1")}, {q("0"), q("0")}}));

  // ↑ = {0|*}: the left wall is −t down to the mast, the right wall LW_*(t) + t = 0.
  const Thermograph& up = table.of(parse(store, "^"));
  EXPECT_EQ(up.left.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("1")}, {q("0"), q("0")}}));
  EXPECT_EQ(up.right.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("0")}}));

  const Thermograph& half = table.of(parse(store, "1/2"));
  EXPECT_EQ(half.left.points, (std::vector<std::pair<Rational, Rational>>{{q("-1"), q("1/2")}}));
  EXPECT_EQ(half.left, half.right);

  // 1/2 + {1|0} = {3/2|1/2}: the thermograph of {1|0} moved right by 1/2.
  const Thermograph& moved = table.of(parse(store, "1/2+{1|0}"));
  EXPECT_EQ(moved.mean, q("1"));
  EXPECT_EQ(moved.temperature, q("1/2"));
  EXPECT_EQ(moved.left.at(q("-1")), q("5/2"));
}

TEST(PartizanThermograph, SumOfTwentySwitches) {
  GameStore store;
  // Canonical sums (the sum-rule form of 20 switches has 3^20 positions).
  GameId g = GameStore::zero();
  for (int k = 1; k <= 20; ++k) g = store.add(g, parse(store, "+-" + std::to_string(k)));
  ThermographTable table(store);
  const Thermograph& th = table.of(g);
  EXPECT_EQ(th.mean, q("0"));
  EXPECT_EQ(th.temperature, q("20"));
  EXPECT_EQ(table.leftStop(g), q("10"));  // 20 − 19 + 18 − … + 2 − 1
  EXPECT_EQ(table.rightStop(g), q("-10"));
  EXPECT_EQ(th.left.at(q("0")), q("10"));
}

TEST(PartizanThermograph, PropertiesOnRandomGames) {
  GameStore store;
  ThermographTable table(store);
  std::mt19937 random(2026);
  std::vector<GameId> pool = {GameStore::zero(), store.number(1),  store.number(-1), store.nimber(1),
                              store.number(Rational(1, 2)), store.number(2), store.up(1)};
  for (int i = 0; i < 120; ++i) {
    std::vector<GameId> left, right;
    for (int k = 1 + static_cast<int>(random() % 2); k > 0; --k) left.push_back(pool[random() % pool.size()]);
    for (int k = 1 + static_cast<int>(random() % 2); k > 0; --k) right.push_back(pool[random() % pool.size()]);
    const GameId g = store.form(left, right);
    if (store.height(g) > 5) continue;
    pool.push_back(g);
  }
  for (int i = 0; i < 150; ++i) {
    const GameId g = pool[random() % pool.size()], h = pool[random() % pool.size()];
    const Thermograph tg = table.of(g), th = table.of(h);
    const Thermograph sum = table.of(store.add(g, h));
    EXPECT_EQ(sum.mean, tg.mean + th.mean) << i;
    EXPECT_LE(sum.temperature, std::max(tg.temperature, th.temperature)) << i;
    const Thermograph neg = table.of(store.negate(g));
    EXPECT_EQ(neg.mean, -tg.mean);
    EXPECT_EQ(neg.temperature, tg.temperature);
    EXPECT_EQ(neg.left.at(q("0")), -tg.right.at(q("0")));
    EXPECT_GE(table.leftStop(g), table.rightStop(g));
    if (tg.temperature >= 0) {
      EXPECT_EQ(tg.left.at(q("0")), table.leftStop(g));
      EXPECT_EQ(tg.right.at(q("0")), table.rightStop(g));
    }
    // Walls start at t = −1, rise in t, and meet at the mean from the temperature on.
    ASSERT_FALSE(tg.left.points.empty());
    EXPECT_EQ(tg.left.points.front().first, q("-1"));
    EXPECT_EQ(tg.left.at(tg.temperature), tg.mean);
    EXPECT_EQ(tg.right.at(tg.temperature), tg.mean);
    EXPECT_GE(tg.left.at(q("-1")), tg.right.at(q("-1")));
  }
}

}  // namespace
}  // namespace gamelab::partizan
