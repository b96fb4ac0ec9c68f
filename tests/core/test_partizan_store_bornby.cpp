// Short partizan games, spec cgt-sums.md §9 C7 (all games born by day 2) and the 1474 values
// born by day 3; solver stops (TooManyPositions, Cancelled).
#include "core/partizan/gamereport.h"
#include "tests/core/partizanstoretest.h"

#include <set>

namespace gamelab::partizan {
namespace {

using testing::Games;

std::vector<std::vector<GameId>> subsets(const std::vector<GameId>& values) {
  std::vector<std::vector<GameId>> out;
  for (unsigned mask = 0; mask < (1u << values.size()); ++mask) {
    std::vector<GameId> subset;
    for (std::size_t i = 0; i < values.size(); ++i)
      if (mask & (1u << i)) subset.push_back(values[i]);
    out.push_back(subset);
  }
  return out;
}

TEST(PartizanStoreC7, BornByDayTwo) {
  Games g;
  auto& s = g.s;
  const GameId z = g.zero;
  // Day 1: the four forms have four distinct values.
  std::set<GameId> day1;
  for (const auto& l : subsets({z}))
    for (const auto& r : subsets({z})) day1.insert(s.canonical(g.f(l, r)));
  const GameId star = g.star(), one = g.num(1), m1 = g.num(-1);
  EXPECT_EQ(day1, (std::set<GameId>{z, star, one, m1}));
  // Day 2: 256 forms, 22 values, the known list.
  std::vector<GameId> forms;
  const std::vector<GameId> day1Values{z, star, one, m1};
  for (const auto& l : subsets(day1Values))
    for (const auto& r : subsets(day1Values)) forms.push_back(g.f(l, r));
  ASSERT_EQ(forms.size(), 256u);
  std::set<GameId> day2;
  for (const GameId f : forms) day2.insert(s.canonical(f));
  const GameId up = g.up(), upStar = g.upStar(), hot = g.f({one}, {z});
  const std::set<GameId> known = {
      z, star, one, m1, g.num(2), g.num(-2), g.num(1, 2), g.num(-1, 2), s.add(one, star),
      s.add(m1, star), g.nim(2), up, s.negate(up), upStar, s.negate(upStar), g.pm(one), hot,
      s.negate(hot), g.f({one}, {star}), g.f({star}, {m1}), g.f({one}, {z, star}),
      g.f({z, star}, {m1})};
  EXPECT_EQ(known.size(), 22u);
  EXPECT_EQ(day2, known);
  for (const GameId c : day2) EXPECT_EQ(s.canonical(c), c);
  // Identical canonical forms ⟺ equal by the recursive order, on the forms themselves.
  for (const GameId a : forms)
    for (const GameId b : forms) {
      const bool equal = s.lessEq(a, b) && s.lessEq(b, a);
      ASSERT_EQ(s.canonical(a) == s.canonical(b), equal) << a << " " << b;
    }
  // The solver agrees.
  const auto born = solveGamesBornBy(s, 2);
  ASSERT_TRUE(born.hasValue());
  EXPECT_EQ(std::set<GameId>(born->begin(), born->end()), known);
  EXPECT_EQ(born->size(), 22u);
}

TEST(PartizanStoreBornBy, Counts) {
  GameStore s;
  const std::vector<std::size_t> expected = {1, 4, 22, 1474};
  for (int day = 0; day <= 3; ++day) {
    const auto born = solveGamesBornBy(s, day);
    ASSERT_TRUE(born.hasValue()) << day;
    EXPECT_EQ(born->size(), expected[std::size_t(day)]) << day;
    EXPECT_EQ(std::set<GameId>(born->begin(), born->end()).size(), born->size()) << day;
    for (const GameId g : *born) {
      EXPECT_TRUE(s.isCanonical(g));
      EXPECT_EQ(s.canonical(g), g);
      EXPECT_LE(s.birthday(g), day);
    }
  }
  // The same order from a fresh store.
  GameStore other;
  const auto a = solveGamesBornBy(s, 2), b = solveGamesBornBy(other, 2);
  ASSERT_TRUE(a.hasValue() && b.hasValue());
  std::vector<int> birthdaysA, birthdaysB;
  for (const GameId g : *a) birthdaysA.push_back(s.birthday(g));
  for (const GameId g : *b) birthdaysB.push_back(other.birthday(g));
  EXPECT_EQ(birthdaysA, birthdaysB);
  EXPECT_FALSE(solveGamesBornBy(s, 4).hasValue());
}

TEST(PartizanStoreBornBy, Stops) {
  GameStore tiny(GameStore::Limits{.maxNodes = 40});
  const auto stopped = solveGamesBornBy(tiny, 3);
  ASSERT_FALSE(stopped.hasValue());
  EXPECT_EQ(stopped.error().problem, Problem::TooManyPositions);
  EXPECT_EQ(stopped.error().args, std::vector<std::string>{"40"});
  // The store stays usable (and the token is reset) after a stop.
  EXPECT_EQ(tiny.add(tiny.nimber(1), tiny.nimber(1)), GameStore::zero());

  GameStore s;
  CancelToken cancel;
  cancel.cancel();
  const auto cancelled = solveGamesBornBy(s, 3, Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
  // Cancelled while running: the store polls the token.
  GameStore t;
  CancelToken later;
  int reports = 0;
  const Progress progress([&](double, const std::string&) {
    if (++reports == 3) later.cancel();
  });
  const auto midway = solveGamesBornBy(t, 3, progress, later);
  ASSERT_FALSE(midway.hasValue());
  EXPECT_EQ(midway.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab::partizan
