// Short partizan games, spec cgt-sums.md §9 C3 (comparisons), C4 (outcome classes) and C5
// (incentives as differences on canonical options).
#include "tests/core/partizanstoretest.h"

#include <algorithm>
#include <map>

namespace gamelab::partizan {
namespace {

using testing::Games;

/// Who wins moving first, by play (spec §2), with no order or number shortcut.
bool winsByPlay(GameStore& s, GameId g, Side mover, std::map<std::pair<GameId, int>, bool>& memo) {
  const auto key = std::make_pair(g, int(mover));
  if (const auto it = memo.find(key); it != memo.end()) return it->second;
  bool wins = false;
  for (const GameId option : s.options(g, mover))
    if (!winsByPlay(s, option, opponent(mover), memo)) { wins = true; break; }
  memo[key] = wins;
  return wins;
}

TEST(PartizanStoreC3, Comparisons) {
  Games g;
  const GameId z = g.zero, star = g.star(), up = g.up(), down = g.down(), upStar = g.upStar();
  const GameId dup = g.s.up(2), dupStar = g.s.add(dup, star), one = g.num(1), pm1 = g.pm(one);
  const GameId hot = g.f({one}, {z});
  struct Row {
    GameId a, b;
    Relation r;
    const char* name;
  };
  const std::vector<Row> rows = {
      {up, z, Relation::Greater, "up 0"},
      {down, z, Relation::Less, "down 0"},
      {star, z, Relation::Fuzzy, "* 0"},
      {up, star, Relation::Fuzzy, "up *"},
      {upStar, z, Relation::Fuzzy, "up* 0"},
      {dup, star, Relation::Greater, "dup *"},
      {dupStar, z, Relation::Greater, "dup* 0"},
      {up, g.num(1, 4), Relation::Less, "up 1/4"},
      {up, g.num(1, 64), Relation::Less, "up 1/64"},
      {g.num(1, 2), z, Relation::Greater, "1/2 0"},
      {one, g.num(1, 2), Relation::Greater, "1 1/2"},
      {g.nim(2), star, Relation::Fuzzy, "*2 *"},
      {g.nim(2), z, Relation::Fuzzy, "*2 0"},
      {up, g.nim(2), Relation::Greater, "up *2"},
      {up, g.nim(3), Relation::Greater, "up *3"},
      {pm1, z, Relation::Fuzzy, "pm1 0"},
      {pm1, one, Relation::Fuzzy, "pm1 1"},
      {pm1, g.num(-1), Relation::Fuzzy, "pm1 -1"},
      {pm1, g.num(2), Relation::Less, "pm1 2"},
      {pm1, g.num(1, 2), Relation::Fuzzy, "pm1 1/2"},
      {hot, z, Relation::Fuzzy, "hot 0"},
      {hot, g.num(1, 2), Relation::Fuzzy, "hot 1/2"},
      {hot, one, Relation::Fuzzy, "hot 1"},
      {hot, g.num(3, 2), Relation::Less, "hot 3/2"},
      {hot, g.num(-1, 4), Relation::Greater, "hot -1/4"},
      {g.s.add(one, star), one, Relation::Fuzzy, "1* 1"},
      {g.f({z}, {g.num(2)}), one, Relation::Equal, "{0|2} 1"},
  };
  for (const Row& row : rows) {
    EXPECT_EQ(g.s.compare(row.a, row.b), row.r) << row.name;
    const Relation mirrored = row.r == Relation::Greater ? Relation::Less
                              : row.r == Relation::Less  ? Relation::Greater
                                                         : row.r;
    EXPECT_EQ(g.s.compare(row.b, row.a), mirrored) << row.name;
  }
}

TEST(PartizanStoreC4, OutcomeClasses) {
  Games g;
  const GameId z = g.zero, star = g.star(), one = g.num(1);
  const std::vector<std::pair<GameId, Outcome>> rows = {
      {z, Outcome::P},
      {star, Outcome::N},
      {one, Outcome::L},
      {g.num(-1), Outcome::R},
      {g.num(1, 2), Outcome::L},
      {g.up(), Outcome::L},
      {g.down(), Outcome::R},
      {g.upStar(), Outcome::N},
      {g.nim(2), Outcome::N},
      {g.pm(one), Outcome::N},
      {g.f({one}, {z}), Outcome::N},
      {g.s.add(g.s.up(2), star), Outcome::L},
      {g.s.sumForm(star, star), Outcome::P},
      {g.s.add(g.up(), g.nim(2)), Outcome::L},
      {g.s.add(one, star), Outcome::L},
  };
  std::map<std::pair<GameId, int>, bool> memo;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto [game, expected] = rows[i];
    EXPECT_EQ(g.s.outcome(game), expected) << "row " << i;
    // The class from play (spec §2) agrees with the class from the order (spec §5).
    EXPECT_EQ(winsByPlay(g.s, game, Side::Left, memo), g.s.winsMovingFirst(game, Side::Left)) << i;
    EXPECT_EQ(winsByPlay(g.s, game, Side::Right, memo), g.s.winsMovingFirst(game, Side::Right)) << i;
    EXPECT_EQ(expected == Outcome::P, g.s.compare(game, z) == Relation::Equal) << i;
  }
}

TEST(PartizanStoreC5, IncentivesAsDifferences) {
  Games g;
  auto& s = g.s;
  const GameId z = g.zero, star = g.star(), one = g.num(1), up = g.up(), upStar = g.upStar();
  const GameId s2 = g.nim(2), s3 = g.nim(3), down = g.down(), downStar = s.negate(upStar);
  const auto incentives = [&](GameId game, Side side) {
    std::vector<GameId> out;
    const GameId c = s.canonical(game);
    const auto options = s.options(c, side);
    const std::vector<GameId> copy(options.begin(), options.end());
    for (const GameId o : copy) out.push_back(side == Side::Left ? s.subtract(o, c) : s.subtract(c, o));
    std::sort(out.begin(), out.end());
    return out;
  };
  const auto sorted = [](std::vector<GameId> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  EXPECT_EQ(incentives(one, Side::Left), sorted({g.num(-1)}));
  EXPECT_TRUE(incentives(one, Side::Right).empty());
  EXPECT_EQ(incentives(star, Side::Left), sorted({star}));
  EXPECT_EQ(incentives(star, Side::Right), sorted({star}));
  EXPECT_EQ(incentives(g.num(1, 2), Side::Left), sorted({g.num(-1, 2)}));
  EXPECT_EQ(incentives(g.num(1, 2), Side::Right), sorted({g.num(-1, 2)}));
  EXPECT_EQ(incentives(g.num(3, 4), Side::Left), sorted({g.num(-1, 4)}));
  EXPECT_EQ(incentives(g.num(3, 4), Side::Right), sorted({g.num(-1, 4)}));
  const GameId twoZero = g.f({g.num(2)}, {z});
  EXPECT_EQ(incentives(g.pm(one), Side::Left), sorted({twoZero}));
  EXPECT_EQ(incentives(g.pm(one), Side::Right), sorted({twoZero}));
  const GameId hot = g.f({one}, {z});
  EXPECT_EQ(incentives(hot, Side::Left), sorted({hot}));
  EXPECT_EQ(incentives(hot, Side::Right), sorted({hot}));
  EXPECT_EQ(incentives(up, Side::Left), sorted({down}));
  EXPECT_EQ(incentives(up, Side::Right), sorted({upStar}));
  EXPECT_EQ(incentives(upStar, Side::Left), sorted({down, downStar}));
  EXPECT_EQ(incentives(upStar, Side::Right), sorted({upStar}));
  EXPECT_EQ(incentives(s2, Side::Left), sorted({s2, s3}));
  EXPECT_EQ(incentives(s2, Side::Right), sorted({s2, s3}));
  // The sum-rule form of ↑ + * would give * and ↓ instead.
  const GameId formSum = s.sumForm(up, star);
  std::vector<GameId> formIncentives;
  for (const GameId o : std::vector<GameId>(s.leftOptions(formSum).begin(), s.leftOptions(formSum).end()))
    formIncentives.push_back(s.subtract(o, formSum));
  EXPECT_EQ(sorted(formIncentives), sorted({star, down}));
  // Numbers' incentives are negative.
  for (const GameId x : {g.num(1, 2), g.num(3, 4), g.num(2), g.num(-3, 2)})
    for (const Side side : {Side::Left, Side::Right})
      for (const GameId d : incentives(x, side)) EXPECT_EQ(s.compare(d, z), Relation::Less);
}

}  // namespace
}  // namespace gamelab::partizan
