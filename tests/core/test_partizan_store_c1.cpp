// Short partizan games, spec cgt-sums.md §9 C1 (canonical forms) and C2 (sums, negation),
// built through the GameStore API.
#include "tests/core/partizanstoretest.h"

namespace gamelab::partizan {
namespace {

using testing::Games;

struct Row {
  const char* name;
  GameId input;
  GameId expected;  ///< built structurally as a form
};

TEST(PartizanStoreC1, CanonicalForms) {
  Games g;
  const GameId z = g.zero, one = g.num(1), two = g.num(2), three = g.num(3), m1 = g.num(-1);
  const GameId half = g.num(1, 2), star = g.f({z}, {z});
  const GameId star2 = g.f({z, star}, {z, star});
  const GameId up = g.f({z}, {star}), down = g.f({star}, {z});
  const GameId upStar = g.f({z, star}, {z});
  const std::vector<Row> rows = {
      {"{|}", g.f({}, {}), z},
      {"{0|0}", g.f({z}, {z}), star},
      {"{0|}", g.f({z}, {}), one},
      {"{|0}", g.f({}, {z}), m1},
      {"{1|}", g.f({one}, {}), two},
      {"{0|1}", g.f({z}, {one}), half},
      {"{-1|0}", g.f({m1}, {z}), g.num(-1, 2)},
      {"{0|1/2}", g.f({z}, {half}), g.num(1, 4)},
      {"{1/2|1}", g.f({half}, {one}), g.num(3, 4)},
      {"{1|2}", g.f({one}, {two}), g.num(3, 2)},
      {"{0|2}", g.f({z}, {two}), one},
      {"{-1|1}", g.f({m1}, {one}), z},
      {"{-1|2}", g.f({m1}, {two}), z},
      {"{1|1}", g.f({one}, {one}), g.f({one}, {one})},
      {"{0,*|0,*}", star2, star2},
      {"*3", g.f({z, star, star2}, {z, star, star2}), g.f({z, star, star2}, {z, star, star2})},
      {"{0|*}", up, up},
      {"{*|0}", down, down},
      {"{0,*|0}", upStar, upStar},
      {"{1|0}", g.f({one}, {z}), g.f({one}, {z})},
      {"{1|-1}", g.f({one}, {m1}), g.f({one}, {m1})},
      {"{0,1|}", g.f({z, one}, {}), two},
      {"{0,1|3}", g.f({z, one}, {three}), two},
      {"{1|2,3}", g.f({one}, {two, three}), g.num(3, 2)},
      {"{*|*}", g.f({star}, {star}), z},
      {"{0,*|}", g.f({z, star}, {}), one},
      {"{-1|}", g.f({m1}, {}), z},
      {"{*|}", g.f({star}, {}), z},
      {"{up|down}", g.f({up}, {down}), star},
      {"{0|up*}", g.f({z}, {upStar}), g.f({z}, {upStar})},
      {"{0|up}", g.f({z}, {up}), g.f({z}, {up})},
  };
  for (const Row& row : rows) {
    const GameId c = g.s.canonical(row.input);
    EXPECT_EQ(c, row.expected) << row.name;
    EXPECT_TRUE(g.s.isCanonical(c)) << row.name;
    EXPECT_EQ(g.s.canonical(c), c) << row.name;
    EXPECT_EQ(g.s.compare(row.input, row.expected), Relation::Equal) << row.name;
  }
  // The names, checked through independent constructions.
  EXPECT_EQ(g.s.nimber(1), star);
  EXPECT_EQ(g.s.nimber(2), star2);
  EXPECT_EQ(g.s.up(1), up);
  EXPECT_EQ(g.s.up(-1), down);
  EXPECT_EQ(g.s.add(up, star), upStar);
  EXPECT_EQ(g.s.up(2), g.f({z}, {upStar}));
  EXPECT_EQ(g.s.add(g.s.up(2), star), g.f({z}, {up}));
  EXPECT_EQ(g.s.add(one, star), g.f({one}, {one}));
  EXPECT_EQ(g.s.plusMinus(one), g.f({one}, {m1}));
  // Numbers' forms are number nodes; a hot game and 1* are not.
  EXPECT_EQ(g.s.numberValue(g.f({half}, {one})), Rational(3, 4));
  EXPECT_FALSE(g.s.isNumber(g.f({one}, {one})));
  EXPECT_FALSE(g.s.isNumber(g.f({one}, {z})));
  // Other canonical forms of C1's note.
  EXPECT_EQ(g.s.up(3), g.f({z}, {g.s.add(g.s.up(2), star)}));
  EXPECT_EQ(g.s.add(up, star2), g.f({z}, {g.nim(3)}));
  const GameId hot = g.f({one}, {z});
  EXPECT_EQ(g.s.negate(hot), g.f({z}, {m1}));
  EXPECT_EQ(g.s.add(half, hot), g.f({g.num(3, 2)}, {half}));
  EXPECT_EQ(g.s.add(one, g.s.plusMinus(one)), g.f({two}, {z}));
}

TEST(PartizanStoreC2, SumsAndNegation) {
  Games g;
  const GameId z = g.zero, star = g.star(), s2 = g.nim(2), s3 = g.nim(3);
  const GameId up = g.up(), down = g.down(), upStar = g.upStar();
  const GameId one = g.num(1), half = g.num(1, 2), quarter = g.num(1, 4);
  const GameId pm1 = g.pm(one), hot = g.f({one}, {z});
  auto& s = g.s;
  EXPECT_EQ(s.add(star, star), z);
  EXPECT_EQ(s.add(s2, s2), z);
  EXPECT_EQ(s.add(star, s2), s3);
  EXPECT_EQ(s.add(s2, s3), star);
  EXPECT_EQ(s.add(one, g.num(-1)), z);
  EXPECT_EQ(s.add(half, half), one);
  EXPECT_EQ(s.add(quarter, quarter), half);
  EXPECT_EQ(s.add(half, g.num(-1)), g.num(-1, 2));
  EXPECT_EQ(s.add(g.num(3, 4), quarter), one);
  EXPECT_EQ(s.add(one, star), g.f({one}, {one}));
  EXPECT_EQ(s.add(up, down), z);
  EXPECT_EQ(s.add(up, star), upStar);
  EXPECT_EQ(s.add(up, up), g.f({z}, {upStar}));
  EXPECT_EQ(g.sum({up, up, star}), g.f({z}, {up}));
  EXPECT_EQ(g.sum({up, up, up}), g.f({z}, {g.sum({up, up, star})}));
  EXPECT_EQ(s.add(upStar, upStar), s.add(up, up));
  EXPECT_EQ(s.add(pm1, pm1), z);
  EXPECT_EQ(s.add(hot, hot), one);
  EXPECT_EQ(s.add(one, pm1), g.f({g.num(2)}, {z}));
  EXPECT_EQ(s.negate(up), down);
  EXPECT_EQ(s.negate(half), g.num(-1, 2));
  EXPECT_EQ(s.negate(hot), g.f({z}, {g.num(-1)}));
  EXPECT_EQ(s.negate(s2), s2);
  // G + 0 is G itself (identical), for forms too; sumForm keeps the sum rule.
  const GameId form = g.f({z, one}, {g.num(3)});
  EXPECT_EQ(s.sumForm(form, z), form);
  EXPECT_EQ(s.add(form, z), s.canonical(form));
  EXPECT_EQ(s.canonical(s.sumForm(up, star)), upStar);
  EXPECT_EQ(s.sumForm(up, star), g.f({star, up}, {s.sumForm(star, star), up}));
}

TEST(PartizanStoreC6, TreeSizes) {
  Games g;
  const GameId up = g.up();
  const GameId formSum = g.s.sumForm(up, up);
  EXPECT_EQ(g.s.treeSize(formSum), 27u);
  const GameId c = g.s.canonical(formSum);
  EXPECT_EQ(c, g.s.add(up, up));
  EXPECT_EQ(g.s.treeSize(c), 8u);
  EXPECT_EQ(g.s.treeSize(g.zero), 1u);
  EXPECT_EQ(g.s.treeSize(g.num(3)), 4u);       // 3 → 2 → 1 → 0
  EXPECT_EQ(g.s.treeSize(g.num(1, 2)), 4u);    // {0|1}: 1 + 1 + 2
  EXPECT_EQ(g.s.treeSize(g.num(3, 4)), 7u);    // {1/2|1}: 1 + 4 + 2
  EXPECT_EQ(g.s.treeSize(g.num(1000000000)), 1000000001u);
  EXPECT_EQ(g.s.positionCount(c), 4u);  // ⇑ = {0|↑*}, 0, ↑* = {0,*|0}, *
  EXPECT_EQ(g.s.positionCount(g.num(1000000)), 1u);
}

}  // namespace
}  // namespace gamelab::partizan
