// Shortest winning strategies (source 003; digest shortest-win-dp.md §3, §4, §5, §6).
#include "core/impartial/shortestwin.h"

#include <gtest/gtest.h>

#include <vector>

namespace gamelab {
namespace {

// §3: stone game M = 2..20: win iff M mod 4 ≠ 1; the unique optimal first move takes
// (M − 1) mod 4; shortest win ⌈(M − 1)/4⌉ own moves; source rows M = 4..9; worked examples.
TEST(ImpartialShortestWin, StoneGame) {
  auto t = solveStoneGameTable({.maxStones = 20});
  ASSERT_TRUE(t.hasValue());
  ASSERT_EQ(t->size(), 19u);
  for (const auto& w : *t) {
    const int m = w.size;
    EXPECT_EQ(w.threshold, (m + 1) / 2);
    EXPECT_EQ(w.firstPlayerWins, m % 4 != 1) << m;
    if (w.firstPlayerWins) {
      EXPECT_EQ(w.moves, (m - 1 + 3) / 4) << m;
      EXPECT_EQ(w.dpValue, w.moves);
      EXPECT_LE(w.dpValue, w.threshold);
      EXPECT_EQ(w.firstMoves, (std::vector<std::vector<int>>{{(m - 1) % 4}})) << m;
    } else {
      EXPECT_GT(w.dpValue, w.threshold) << m;
    }
  }
  // Source table (M = 4..9): take 3; none; take 1; take 2; take 3; none.
  const auto& r = *t;
  EXPECT_EQ(r[2].firstMoves, (std::vector<std::vector<int>>{{3}}));   // M = 4, v = 1
  EXPECT_EQ(r[2].moves, 1);
  EXPECT_FALSE(r[3].firstPlayerWins);                                 // M = 5
  EXPECT_EQ(r[3].dpValue, r[3].threshold + 1);                        // v(5) = L + 1
  EXPECT_EQ(r[4].firstMoves, (std::vector<std::vector<int>>{{1}}));   // M = 6
  EXPECT_EQ(r[5].firstMoves, (std::vector<std::vector<int>>{{2}}));   // M = 7
  EXPECT_EQ(r[6].firstMoves, (std::vector<std::vector<int>>{{3}}));   // M = 8
  EXPECT_FALSE(r[7].firstPlayerWins);                                 // M = 9
  EXPECT_EQ(r[4].moves, 2);
  EXPECT_EQ(r[18].moves, 5);  // M = 20
}

// §4: pyramid p = 2..8: ○(1) × ○(3) ○(7) ○(8) × ○(14), first moves, literal DP values.
TEST(ImpartialShortestWin, Pyramid) {
  auto t = solvePyramidTable({.maxRows = 8});
  ASSERT_TRUE(t.hasValue());
  ASSERT_EQ(t->size(), 7u);
  struct Row { int p; bool win; int moves; int L; std::vector<std::vector<int>> first; };
  const std::vector<Row> rows = {
      {2, true, 1, 2, {{2, 1, 2}}},
      {3, false, 0, 3, {}},
      {4, true, 3, 5, {{4, 1, 4}}},
      {5, true, 7, 8, {{1, 1, 1}, {3, 1, 1}, {5, 1, 1}}},
      {6, true, 8, 11, {{6, 1, 5}}},
      {7, false, 0, 14, {}},
      {8, true, 14, 18, {{8, 1, 8}}},
  };
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& w = (*t)[i];
    const auto& row = rows[i];
    EXPECT_EQ(w.size, row.p);
    EXPECT_EQ(w.firstPlayerWins, row.win) << row.p;
    EXPECT_EQ(w.threshold, row.L) << row.p;
    if (row.win) {
      EXPECT_EQ(w.moves, row.moves) << row.p;
      EXPECT_EQ(w.dpValue, row.moves) << row.p;
      EXPECT_EQ(w.firstMoves, row.first) << row.p;
    } else {
      EXPECT_GT(w.dpValue, w.threshold) << row.p;
    }
  }
  EXPECT_EQ((*t)[1].dpValue, 4);   // p = 3: v = L + 1
  EXPECT_EQ((*t)[5].dpValue, 20);  // p = 7: v = 20
}

// §6: the outcome rule agrees with the pyramid's win/loss for p ≡ 3 (mod 4); single rows.
TEST(ImpartialShortestWin, ArbitraryRowsAndErrors) {
  auto one = solvePyramidShortestWin({1});
  ASSERT_TRUE(one.hasValue());
  EXPECT_FALSE(one->firstPlayerWins);
  auto row5 = solvePyramidShortestWin({5});
  ASSERT_TRUE(row5.hasValue());
  EXPECT_TRUE(row5->firstPlayerWins);
  EXPECT_EQ(row5->moves, 1);  // take 4 from an end, leaving one stick
  auto two = solvePyramidShortestWin({2, 2});
  ASSERT_TRUE(two.hasValue());
  EXPECT_FALSE(two->firstPlayerWins);
  EXPECT_EQ(solvePyramidTable({.maxRows = 13}).error().code, ErrorCode::TooLarge);
  EXPECT_EQ(solvePyramidTable({.maxRows = 13}).error().problem, Problem::PyramidRowsOutOfRange);
  EXPECT_EQ(solvePyramidTable({.maxRows = 13}).error().args, (std::vector<std::string>{"13", "2", "12"}));
  EXPECT_EQ(solvePyramidTable({.maxRows = 1}).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(solveStoneGameTable({.maxStones = 1}).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(solveStoneGameTable({.maxStones = 1}).error().problem, Problem::StoneCountOutOfRange);
  EXPECT_EQ(solveStoneGameTable({.maxStones = 1}).error().args, (std::vector<std::string>{"1", "2", "1000000"}));
  EXPECT_EQ(solveStoneGameTable({.maxStones = 2000000}).error().code, ErrorCode::TooLarge);
  EXPECT_EQ(solvePyramidShortestWin({3, 13}).error().problem, Problem::RowLengthOutOfRange);
  EXPECT_EQ(solvePyramidShortestWin({3, 13}).error().args, (std::vector<std::string>{"1", "13", "12"}));
  EXPECT_EQ(solvePyramidShortestWin({0, 0}).error().problem, Problem::NoSticks);
  EXPECT_EQ(solvePyramidShortestWin(std::vector<int>(121, 1)).error().problem, Problem::TooManyRows);
  EXPECT_EQ(solvePyramidShortestWin(std::vector<int>(121, 1)).error().args, (std::vector<std::string>{"121", "120"}));
  CancelToken cancel;
  cancel.cancel();
  auto c = solvePyramidTable({.maxRows = 11}, Progress::none(), cancel);
  ASSERT_FALSE(c.hasValue());
  EXPECT_EQ(c.error().code, ErrorCode::Cancelled);
}

}  // namespace
}  // namespace gamelab
