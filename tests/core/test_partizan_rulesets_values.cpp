// Values of ruleset positions (PositionValues): known values, each also checked against an
// independent brute force over the raw game tree (movesOf + form + canonical, memoised by the
// whole position's text, no decomposition, no symmetry), and decomposed vs brute force on all
// small Domineering boards, random 4×4 sub-boards, random Hackenbush pictures, Cutcake
// pieces and Toads-and-Frogs strips.
#include "core/common/problem.h"
#include "core/partizan/ruleset.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace gamelab::partizan {
namespace {

/// Canonical value by the definition, over the whole position (recursion depth = moves left).
GameId bruteForce(GameStore& store, const Position& p, std::map<std::string, GameId>& memo) {
  if (auto it = memo.find(p.text); it != memo.end()) return it->second;
  std::vector<GameId> left, right;
  for (const auto& m : movesOf(store, p, Side::Left)) left.push_back(bruteForce(store, m.after, memo));
  for (const auto& m : movesOf(store, p, Side::Right)) right.push_back(bruteForce(store, m.after, memo));
  const GameId v = store.canonical(store.form(left, right));
  memo.emplace(p.text, v);
  return v;
}

struct Check {
  GameStore store;
  PositionValues values{store};
  std::map<std::string, GameId> memo[5];

  GameId value(Ruleset r, const std::string& text) {
    auto p = readPosition(r, text);
    EXPECT_TRUE(p) << text;
    if (!p) return kNoGame;
    auto v = values.solveValue(*p);
    EXPECT_TRUE(v) << text << ": " << (v ? "" : describe(v.error()));
    return v ? *v : kNoGame;
  }
  GameId brute(Ruleset r, const std::string& text) {
    auto p = readPosition(r, text);
    return bruteForce(store, *p, memo[static_cast<int>(r)]);
  }
  /// The decomposed value, asserted equal to the brute force.
  GameId checked(Ruleset r, const std::string& text) {
    const GameId v = value(r, text);
    EXPECT_EQ(v, brute(r, text)) << rulesetName(r) << " " << text;
    return v;
  }
  GameId num(long a, long b = 1) { return store.number(Rational(a, b)); }
};

TEST(PartizanRulesetsValues, DomineeringKnown) {
  Check c;
  EXPECT_EQ(c.checked(Ruleset::Domineering, "."), c.num(0));
  EXPECT_EQ(c.checked(Ruleset::Domineering, "./."), c.num(1));
  EXPECT_EQ(c.checked(Ruleset::Domineering, ".."), c.num(-1));
  EXPECT_EQ(c.checked(Ruleset::Domineering, "../.."), c.store.plusMinus(c.num(1)));
  EXPECT_EQ(c.checked(Ruleset::Domineering, "..."), c.num(-1));
  EXPECT_EQ(c.checked(Ruleset::Domineering, "./././."), c.num(2));
  EXPECT_EQ(c.checked(Ruleset::Domineering, "....."), c.num(-2));
  // two separate regions: the sum
  EXPECT_EQ(c.checked(Ruleset::Domineering, "..#./##.."),
            c.store.add(c.value(Ruleset::Domineering, ".."), c.value(Ruleset::Domineering, "#./..")));
  c.checked(Ruleset::Domineering, "..#/.../#..");
}

/// Every Domineering board up to 3×3 (every pattern of filled cells) and random sub-boards of
/// 4×4 (and a few of 4×5): decomposed (regions, symmetry, transposition) = brute force.
TEST(PartizanRulesetsValues, DomineeringDecomposedEqualsBruteForce) {
  Check c;
  int boards = 0;
  for (int rows = 1; rows <= 3; ++rows)
    for (int cols = 1; cols <= 3; ++cols)
      for (unsigned mask = 0; mask < (1u << (rows * cols)); ++mask) {
        std::string text;
        for (int r = 0; r < rows; ++r) {
          if (r) text += '/';
          for (int col = 0; col < cols; ++col) text += (mask >> (r * cols + col)) & 1 ? '#' : '.';
        }
        c.checked(Ruleset::Domineering, text);
        ++boards;
      }
  EXPECT_EQ(boards, 682);
  std::mt19937 rng(14);
  for (int trial = 0; trial < 60; ++trial) {
    const int cols = trial < 50 ? 4 : 5;
    std::string text;
    for (int r = 0; r < 4; ++r) {
      if (r) text += '/';
      for (int col = 0; col < cols; ++col) text += rng() % 100 < 30 ? '#' : '.';
    }
    c.checked(Ruleset::Domineering, text);
  }
}

TEST(PartizanRulesetsValues, HackenbushKnown) {
  Check c;
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, ""), c.num(0));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:L"), c.num(1));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:R"), c.num(-1));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:G"), c.store.nimber(1));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:L,1-2:R"), c.num(1, 2));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:L,1-2:R,2-3:R"), c.num(1, 4));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:R,1-2:L"), c.num(-1, 2));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:G,1-2:G"), c.store.nimber(2));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:G,0-2:G"), c.num(0));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:L,0-2:L,0-3:R"), c.num(1));
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-0:L"), c.num(1));  // a loop at the ground
  // green on blue: Left cuts blue (0) or green (1), Right green (1): {0,1|1} = 1*
  EXPECT_EQ(c.checked(Ruleset::Hackenbush, "0-1:L,1-2:G"), c.store.add(c.num(1), c.store.nimber(1)));
}

std::string randomPicture(std::mt19937& rng, int edges, int vertices) {
  std::string text;
  const char colours[] = {'L', 'R', 'G'};
  for (int e = 0; e < edges; ++e) {
    if (e) text += ',';
    const int u = static_cast<int>(rng() % static_cast<unsigned>(vertices));
    const int v = static_cast<int>(rng() % static_cast<unsigned>(vertices));
    text += std::to_string(u) + '-' + std::to_string(v) + ':' + colours[rng() % 3];
  }
  return text;
}

TEST(PartizanRulesetsValues, HackenbushDecomposedEqualsBruteForce) {
  Check c;
  std::mt19937 rng(2024);
  for (int trial = 0; trial < 150; ++trial)
    c.checked(Ruleset::Hackenbush, randomPicture(rng, 2 + trial % 6, 3 + trial % 4));
}

TEST(PartizanRulesetsValues, Cutcake) {
  Check c;
  EXPECT_EQ(c.checked(Ruleset::Cutcake, "1x1"), c.num(0));
  EXPECT_EQ(c.checked(Ruleset::Cutcake, "2x1"), c.num(1));
  EXPECT_EQ(c.checked(Ruleset::Cutcake, "1x2"), c.num(-1));
  EXPECT_EQ(c.checked(Ruleset::Cutcake, "5x1"), c.num(4));
  EXPECT_EQ(c.checked(Ruleset::Cutcake, "2x2"), c.num(0));
  // Winning Ways: every W×H is an integer
  for (int w = 1; w <= 12; ++w)
    for (int h = 1; h <= 12; ++h) {
      const std::string piece = std::to_string(w) + "x" + std::to_string(h);
      // the brute force walks ordered lists of pieces: only small cakes
      const GameId v = w * h <= 12 ? c.checked(Ruleset::Cutcake, piece) : c.value(Ruleset::Cutcake, piece);
      const auto x = c.store.numberValue(v);
      ASSERT_TRUE(x) << w << "x" << h;
      EXPECT_EQ(x->get_den(), 1) << w << "x" << h;
    }
  // sums are the sums
  EXPECT_EQ(c.checked(Ruleset::Cutcake, "3x2+1x4"),
            c.store.add(c.value(Ruleset::Cutcake, "3x2"), c.value(Ruleset::Cutcake, "1x4")));
  EXPECT_EQ(c.value(Ruleset::Cutcake, "2x1+1x2"), c.num(0));
}

TEST(PartizanRulesetsValues, ToadsAndFrogs) {
  Check c;
  EXPECT_EQ(c.checked(Ruleset::ToadsAndFrogs, "T.F"), c.store.nimber(1));
  EXPECT_EQ(c.checked(Ruleset::ToadsAndFrogs, "T."), c.num(1));
  EXPECT_EQ(c.checked(Ruleset::ToadsAndFrogs, ".F"), c.num(-1));
  EXPECT_EQ(c.checked(Ruleset::ToadsAndFrogs, "TF"), c.num(0));
  c.checked(Ruleset::ToadsAndFrogs, "T..F");
  c.checked(Ruleset::ToadsAndFrogs, "TT..FF");
  c.checked(Ruleset::ToadsAndFrogs, "TTT..FFF");
  c.checked(Ruleset::ToadsAndFrogs, "FF.TTF.T..F.TF");
  // random strips: walls and dead ends trimmed = brute force
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::string strip;
    const int n = 1 + trial % 10;
    for (int i = 0; i < n; ++i) strip += ".TF"[rng() % 3];
    c.checked(Ruleset::ToadsAndFrogs, strip);
  }
}

TEST(PartizanRulesetsValues, ExpressionAndForm) {
  Check c;
  EXPECT_EQ(c.value(Ruleset::Expression, "{0,1|3}"), c.num(2));
  auto p = readPosition(Ruleset::Domineering, "../..");
  auto form = c.values.solveForm(*p);
  ASSERT_TRUE(form);
  // {values of Left's moves | values of Right's moves}: {1, 1 | -1, -1} = {1 | -1}
  EXPECT_EQ(std::vector<GameId>(c.store.leftOptions(*form).begin(), c.store.leftOptions(*form).end()),
            std::vector<GameId>{c.num(1)});
  EXPECT_EQ(std::vector<GameId>(c.store.rightOptions(*form).begin(), c.store.rightOptions(*form).end()),
            std::vector<GameId>{c.num(-1)});
  auto e = c.values.solveForm(Position{Ruleset::Expression, "{0,1|3}"});
  ASSERT_TRUE(e);
  EXPECT_EQ(c.store.leftOptions(*e).size(), 2u);  // the form as written, not canonical
}

TEST(PartizanRulesetsValues, NodeBudgetSaysTooManyPositions) {
  GameStore store(GameStore::Limits{50});
  PositionValues values(store);
  auto v = values.solveValue(*readPosition(Ruleset::Domineering, "..../..../..../...."));
  ASSERT_FALSE(v);
  EXPECT_EQ(v.error().problem, Problem::TooManyPositions);
  // the store stays usable and the position playable
  EXPECT_FALSE(movesOf(store, Position{Ruleset::Domineering, "..../..../..../...."}, Side::Left).empty());
  CancelToken cancel;
  cancel.cancel();
  GameStore big;
  PositionValues again(big);
  auto stopped = again.solveValue(*readPosition(Ruleset::Domineering, "..../..../..../...."), Progress::none(), cancel);
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
  // the store's token was reset: a later solve runs
  EXPECT_TRUE(again.solveValue(*readPosition(Ruleset::Domineering, "../..")));
}

}  // namespace
}  // namespace gamelab::partizan
