// The pyramid shortest-win values (packed keys, explicit-stack search) against a plain
// reference written from the digest's definitions (shortest-win-dp.md §4–§6): positions as
// sorted lists of runs, outcome by plain search (not by the §6 rule), W/D by memoised recursion.
#include "core/impartial/pyramidvalues.h"
#include "core/impartial/shortestwin.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <map>
#include <random>
#include <vector>

namespace gamelab {
namespace {

using Runs = std::vector<int>;  // sorted run lengths

struct Reference {
  std::map<Runs, bool> lostMemo;
  std::map<Runs, int> valueMemo;

  /// The decisions of §4 on a run of length n: (u2, u3) with the runs left.
  static std::vector<Runs> children(const Runs& x, std::vector<std::vector<int>>* decisions = nullptr) {
    std::vector<Runs> out;
    for (std::size_t i = 0; i < x.size(); ++i) {
      if (i > 0 && x[i] == x[i - 1]) continue;
      const int n = x[i];
      for (int u2 = 1; 2 * u2 < n + 2; ++u2)
        for (int u3 = u2; u3 <= n - u2 + 1; ++u3) {
          if (x.size() == 1 && n >= 2 && u2 == 1 && u3 == n) continue;
          Runs y = x;
          y.erase(y.begin() + static_cast<std::ptrdiff_t>(i));
          if (u2 - 1 > 0) y.push_back(u2 - 1);
          if (n - u3 > 0) y.push_back(n - u3);
          std::sort(y.begin(), y.end());
          out.push_back(y);
          if (decisions) decisions->push_back({n, u2, u3});
        }
    }
    return out;
  }

  static bool singleStick(const Runs& x) { return x.size() == 1 && x[0] == 1; }

  /// The player to move loses: the single stick, or every move leaves a won position.
  bool lost(const Runs& x) {
    if (singleStick(x)) return true;
    if (auto it = lostMemo.find(x); it != lostMemo.end()) return it->second;
    bool all = true;
    for (const Runs& y : children(x)) all = all && !lost(y);
    return lostMemo[x] = all;
  }

  int value(const Runs& x) {
    if (singleStick(x)) return 0;
    if (auto it = valueMemo.find(x); it != valueMemo.end()) return it->second;
    int v = lost(x) ? 0 : INT_MAX;
    for (const Runs& y : children(x)) {
      if (lost(x)) v = std::max(v, value(y));
      else if (lost(y)) v = std::min(v, 1 + value(y));
    }
    return valueMemo[x] = v;
  }
};

PyramidCounts countsOf(const Runs& rows) {
  PyramidCounts c{};
  for (int r : rows) ++c[static_cast<std::size_t>(r)];
  return c;
}

Runs randomRows(std::mt19937& rng, int maxSticks) {
  Runs rows;
  int sticks = 0;
  const int count = 1 + static_cast<int>(rng() % 6);
  for (int i = 0; i < count; ++i) {
    const int r = 1 + static_cast<int>(rng() % kPyramidMaxRun);
    if (sticks + r > maxSticks) break;
    rows.push_back(r);
    sticks += r;
  }
  if (rows.empty()) rows.push_back(1 + static_cast<int>(rng() % 6));
  std::sort(rows.begin(), rows.end());
  return rows;
}

// Random positions up to 26 sticks: outcome, value and optimal first moves as the reference.
TEST(ImpartialPyramidValues, PropertyAgainstPlainReference) {
  Reference ref;
  PyramidValueTable shared(CancelToken::none());
  std::mt19937 rng(20261126);
  for (int trial = 0; trial < 300; ++trial) {
    const Runs rows = randomRows(rng, 26);
    const int expected = ref.value(rows);
    EXPECT_EQ(shared.value(countsOf(rows)), expected) << trial;
    PyramidValueTable fresh(CancelToken::none());
    EXPECT_EQ(fresh.value(countsOf(rows)), expected) << trial;
    EXPECT_EQ(pyramidLosing(countsOf(rows)), ref.lost(rows)) << trial;

    auto w = solvePyramidShortestWin(rows);
    ASSERT_TRUE(w.hasValue());
    const bool win = !ref.lost(rows);
    EXPECT_EQ(w->firstPlayerWins, win) << trial;
    EXPECT_EQ(w->moves, expected) << trial;
    if (Reference::singleStick(rows)) {  // the forced last take is not listed
      EXPECT_TRUE(w->firstMoves.empty());
      continue;
    }
    std::vector<std::vector<int>> decisions;
    const auto next = Reference::children(rows, &decisions);
    std::vector<std::vector<int>> best;
    for (std::size_t i = 0; i < next.size(); ++i)
      if (win ? (ref.lost(next[i]) && 1 + ref.value(next[i]) == expected) : ref.value(next[i]) == expected)
        best.push_back(decisions[i]);
    std::sort(best.begin(), best.end());
    auto got = w->firstMoves;
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, best) << trial;
  }
}

// The pyramid table p = 2..8 against the reference; long rows of equal runs (wide counts).
TEST(ImpartialPyramidValues, TableAndWideCounts) {
  Reference ref;
  auto t = solvePyramidTable({.maxRows = 8});
  ASSERT_TRUE(t.hasValue());
  for (const auto& w : *t) {
    Runs rows;
    for (int i = 1; i <= w.size; ++i) rows.push_back(i);
    EXPECT_EQ(w.moves, ref.value(rows)) << w.size;
    EXPECT_EQ(w.firstPlayerWins, !ref.lost(rows)) << w.size;
  }
  for (const Runs& rows : {Runs(119, 1), Runs(120, 1), Runs(30, 2), Runs(8, 5)}) {
    PyramidValueTable table(CancelToken::none());
    EXPECT_EQ(table.value(countsOf(rows)), ref.value(rows)) << rows.size() << "×" << rows[0];
  }
}

}  // namespace
}  // namespace gamelab
