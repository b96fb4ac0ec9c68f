// solveCanonicalWithLog: the steps of spec §6 / §10.2 for the examples of C1.
#include "core/partizan/reductionlog.h"
#include "tests/core/partizanstoretest.h"

namespace gamelab::partizan {
namespace {

using testing::Games;

struct Expect {
  Side side;
  Reduction kind;
  GameId option, by;
  std::vector<GameId> replacement;
  GameId current;
};

void checkLog(Games& g, GameId form, GameId canonical, const std::vector<Expect>& expected, const char* name) {
  const auto log = solveCanonicalWithLog(g.s, form);
  ASSERT_TRUE(log.hasValue()) << name;
  EXPECT_EQ(log->canonical, canonical) << name;
  EXPECT_EQ(log->canonical, g.s.canonical(form)) << name;
  EXPECT_FALSE(log->truncated);
  ASSERT_EQ(log->steps.size(), expected.size()) << name;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const ReductionStep& step = log->steps[i];
    EXPECT_EQ(step.position, form) << name << " step " << i;
    EXPECT_EQ(step.side, expected[i].side) << name << " step " << i;
    EXPECT_EQ(step.kind, expected[i].kind) << name << " step " << i;
    EXPECT_EQ(step.option, expected[i].option) << name << " step " << i;
    EXPECT_EQ(step.by, expected[i].by) << name << " step " << i;
    EXPECT_EQ(step.replacement, expected[i].replacement) << name << " step " << i;
    EXPECT_EQ(step.current, expected[i].current) << name << " step " << i;
  }
}

TEST(PartizanStoreLog, C1Examples) {
  Games g;
  const GameId z = g.zero, one = g.num(1), two = g.num(2), three = g.num(3), star = g.star();
  const GameId up = g.up(), down = g.down();
  // {0,1|3}: 0 dominated by 1, then 3 reversed through its left option 2 (none brought in).
  const GameId a = g.f({z, one}, {three});
  checkLog(g, a, two,
           {{Side::Left, Reduction::Dominated, z, one, {}, a},
            {Side::Right, Reduction::Reversible, three, two, {}, g.f({one}, {three})}},
           "{0,1|3}");
  // {0|2}: 2 reversed through its left option 1 (1 ≥ G), replaced by 1's right options (none).
  const GameId b = g.f({z}, {two});
  checkLog(g, b, one, {{Side::Right, Reduction::Reversible, two, one, {}, b}}, "{0|2}");
  // {*|*}: both options reversed through 0.
  const GameId c = g.f({star}, {star});
  checkLog(g, c, z,
           {{Side::Left, Reduction::Reversible, star, z, {}, c},
            {Side::Right, Reduction::Reversible, star, z, {}, g.f({}, {star})}},
           "{*|*}");
  // {↑|↓}: ↑ reversed through *, replaced by *'s left option 0; then ↓ likewise.
  const GameId d = g.f({up}, {down});
  checkLog(g, d, star,
           {{Side::Left, Reduction::Reversible, up, star, {z}, d},
            {Side::Right, Reduction::Reversible, down, star, {z}, g.f({z}, {down})}},
           "{up|down}");
  // {0,*|}: * reversed through its right option 0; 0 has no left option.
  const GameId e = g.f({z, star}, {});
  checkLog(g, e, one, {{Side::Left, Reduction::Reversible, star, z, {}, e}}, "{0,*|}");
  // Canonical input: no steps.
  checkLog(g, g.nim(3), g.nim(3), {}, "*3");
}

TEST(PartizanStoreLog, NestedPositionsFirstAndTruncation) {
  Games g;
  const GameId z = g.zero, one = g.num(1), star = g.star();
  const GameId inner = g.f({z, one}, {});      // = 2, one dominated step
  const GameId outer = g.f({inner}, {g.f({star}, {star})});  // {{0,1|} | {*|*}} = {2|0}
  const auto log = solveCanonicalWithLog(g.s, outer);
  ASSERT_TRUE(log.hasValue());
  EXPECT_EQ(log->canonical, g.f({g.num(2)}, {z}));
  ASSERT_EQ(log->steps.size(), 3u);
  // Each inner position's steps come before the outer's (which has none).
  for (const auto& step : log->steps) EXPECT_NE(step.position, outer);
  EXPECT_EQ(log->steps.back().kind, Reduction::Reversible);
  const auto truncated = solveCanonicalWithLog(g.s, outer, ReductionOptions{.maxSteps = 1});
  ASSERT_TRUE(truncated.hasValue());
  EXPECT_TRUE(truncated->truncated);
  EXPECT_EQ(truncated->steps.size(), 1u);
  EXPECT_EQ(truncated->canonical, log->canonical);
  CancelToken cancel;
  cancel.cancel();
  const auto cancelled = solveCanonicalWithLog(g.s, outer, {}, Progress::none(), cancel);
  ASSERT_FALSE(cancelled.hasValue());
  EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab::partizan
