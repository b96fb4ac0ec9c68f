// Rulesets (core/partizan/ruleset.h): names, reading and normalising positions, errors at the
// column, size limits, and every legal move with its `where`.
#include "core/common/problem.h"
#include "core/partizan/expression.h"
#include "core/partizan/ruleset.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace gamelab::partizan {
namespace {

std::string read(Ruleset r, std::string_view text) {
  auto p = readPosition(r, text);
  EXPECT_TRUE(p.hasValue()) << text << ": " << (p ? "" : describe(p.error()));
  return p ? p->text : std::string("<error>");
}

/// The error's problem, column and args.
struct Fault {
  Problem problem;
  int column;
  std::vector<std::string> args;
};
Fault fault(Ruleset r, std::string_view text) {
  auto p = readPosition(r, text);
  EXPECT_FALSE(p.hasValue()) << text << " read as " << (p ? p->text : "");
  if (p) return {Problem::None, -1, {}};
  return {p.error().problem, p.error().where.column, p.error().args};
}

std::vector<std::pair<std::string, std::vector<int>>> moves(Ruleset r, const std::string& text, Side side) {
  GameStore store;
  std::vector<std::pair<std::string, std::vector<int>>> out;
  for (auto& m : movesOf(store, Position{r, text}, side)) {
    EXPECT_EQ(m.after.ruleset, r);
    out.emplace_back(m.after.text, m.where);
  }
  return out;
}

using MoveList = std::vector<std::pair<std::string, std::vector<int>>>;

TEST(PartizanRulesetsRead, Names) {
  for (Ruleset r : {Ruleset::Expression, Ruleset::Domineering, Ruleset::Hackenbush, Ruleset::ToadsAndFrogs,
                    Ruleset::Cutcake}) {
    EXPECT_EQ(rulesetFromName(rulesetName(r)), r);
    EXPECT_NE(rulesetNames().find(rulesetName(r)), std::string::npos);
  }
  EXPECT_EQ(rulesetFromName("toads-and-frogs"), Ruleset::ToadsAndFrogs);
  EXPECT_FALSE(rulesetFromName("chess"));
  EXPECT_FALSE(rulesetFromName("Domineering"));
  EXPECT_EQ(rulesetNames(), "expression, domineering, hackenbush, toads-and-frogs, cutcake");
}

TEST(PartizanRulesetsRead, DomineeringNormalised) {
  EXPECT_EQ(read(Ruleset::Domineering, " .. / #. "), "../#.");
  EXPECT_EQ(read(Ruleset::Domineering, "."), ".");
  EXPECT_EQ(read(Ruleset::Domineering, "..../..#./...."), "..../..#./....");
}

TEST(PartizanRulesetsRead, DomineeringErrors) {
  auto f = fault(Ruleset::Domineering, "../.");
  EXPECT_EQ(f.problem, Problem::CgtBoardNotRectangle);
  EXPECT_EQ(f.args, (std::vector<std::string>{"2", "1", "2"}));
  EXPECT_EQ(f.column, 4);
  f = fault(Ruleset::Domineering, "..x/...");
  EXPECT_EQ(f.problem, Problem::CgtBadCell);
  EXPECT_EQ(f.column, 3);
  EXPECT_EQ(f.args.at(0), "x");
  f = fault(Ruleset::Domineering, "..é.");  // columns count characters, not bytes
  EXPECT_EQ(f.problem, Problem::CgtBadCell);
  EXPECT_EQ(f.column, 3);
  EXPECT_EQ(f.args.at(0), "é");
  f = fault(Ruleset::Domineering, "..//..");
  EXPECT_EQ(f.problem, Problem::CgtUnexpected);
  EXPECT_EQ(f.column, 4);
  EXPECT_EQ(fault(Ruleset::Domineering, "").problem, Problem::CgtUnexpected);
  f = fault(Ruleset::Domineering, std::string(17, '.'));
  EXPECT_EQ(f.problem, Problem::CgtPositionTooLarge);
  EXPECT_EQ(f.args, (std::vector<std::string>{"17 columns", "16"}));
  std::string tall = ".";
  for (int i = 0; i < 16; ++i) tall += "/.";
  f = fault(Ruleset::Domineering, tall);
  EXPECT_EQ(f.problem, Problem::CgtPositionTooLarge);
  EXPECT_EQ(f.args.at(0), "17 rows");
  std::string huge(100'000'000, '.');  // refused after 17 cells, nothing allocated for the rest
  EXPECT_EQ(fault(Ruleset::Domineering, huge).problem, Problem::CgtPositionTooLarge);
}

TEST(PartizanRulesetsRead, DomineeringMoves) {
  EXPECT_EQ(moves(Ruleset::Domineering, "../..", Side::Left),
            (MoveList{{"#./#.", {0, 0, 1, 0}}, {".#/.#", {0, 1, 1, 1}}}));
  EXPECT_EQ(moves(Ruleset::Domineering, "../..", Side::Right),
            (MoveList{{"##/..", {0, 0, 0, 1}}, {"../##", {1, 0, 1, 1}}}));
  EXPECT_EQ(moves(Ruleset::Domineering, "...", Side::Left), MoveList{});
  EXPECT_EQ(moves(Ruleset::Domineering, ".#./...", Side::Left).size(), 2u);
  EXPECT_EQ(moves(Ruleset::Domineering, ".#./...", Side::Right).size(), 2u);
}

TEST(PartizanRulesetsRead, HackenbushNormalised) {
  EXPECT_EQ(read(Ruleset::Hackenbush, "0-1:L,1-2:R,1-3:G"), "0-1:L,1-2:R,1-3:G");
  EXPECT_EQ(read(Ruleset::Hackenbush, " 0 - 1 : l , 1-2:r "), "0-1:L,1-2:R");
  EXPECT_EQ(read(Ruleset::Hackenbush, ""), "");
  EXPECT_EQ(read(Ruleset::Hackenbush, "  "), "");
  // floating edges fall, vertex numbers and the order of the rest are kept
  EXPECT_EQ(read(Ruleset::Hackenbush, "4-5:L,2-0:R,2-7:G,5-6:R"), "2-0:R,2-7:G");
  EXPECT_EQ(read(Ruleset::Hackenbush, "0-0:L,1-1:R,0-1:G,1-1:R"), "0-0:L,1-1:R,0-1:G,1-1:R");
}

TEST(PartizanRulesetsRead, HackenbushErrors) {
  auto f = fault(Ruleset::Hackenbush, "0-1:L,1-2:X");
  EXPECT_EQ(f.problem, Problem::CgtBadEdge);
  EXPECT_EQ(f.column, 7);
  EXPECT_EQ(f.args.at(0), "1-2:X");
  f = fault(Ruleset::Hackenbush, "0-1:L,  1:R");
  EXPECT_EQ(f.problem, Problem::CgtBadEdge);
  EXPECT_EQ(f.column, 9);
  f = fault(Ruleset::Hackenbush, "0-1:L,");
  EXPECT_EQ(f.problem, Problem::CgtBadEdge);
  EXPECT_EQ(f.column, 7);
  EXPECT_EQ(fault(Ruleset::Hackenbush, "0-1:LR").problem, Problem::CgtBadEdge);
  EXPECT_EQ(fault(Ruleset::Hackenbush, "0-1").problem, Problem::CgtBadEdge);
  EXPECT_EQ(fault(Ruleset::Hackenbush, "-1-2:L").problem, Problem::CgtBadEdge);
  f = fault(Ruleset::Hackenbush, "0-257:L");
  EXPECT_EQ(f.problem, Problem::CgtPositionTooLarge);
  EXPECT_EQ(f.args.at(1), "256");
  EXPECT_EQ(fault(Ruleset::Hackenbush, "0-99999999999999999999:L").problem, Problem::CgtPositionTooLarge);
  std::string many;
  for (int i = 0; i < 65; ++i) many += (i ? "," : "") + std::string("0-1:G");
  f = fault(Ruleset::Hackenbush, many);
  EXPECT_EQ(f.problem, Problem::CgtPositionTooLarge);
  EXPECT_EQ(f.args.at(0), "65 edges");
}

TEST(PartizanRulesetsRead, HackenbushMoves) {
  // cutting the trunk fells the branches
  EXPECT_EQ(moves(Ruleset::Hackenbush, "0-1:L,1-2:R,1-3:G", Side::Left),
            (MoveList{{"", {0}}, {"0-1:L,1-2:R", {2}}}));
  EXPECT_EQ(moves(Ruleset::Hackenbush, "0-1:L,1-2:R,1-3:G", Side::Right),
            (MoveList{{"0-1:L,1-3:G", {1}}, {"0-1:L,1-2:R", {2}}}));
  EXPECT_EQ(moves(Ruleset::Hackenbush, "", Side::Left), MoveList{});
}

TEST(PartizanRulesetsRead, ToadsAndFrogs) {
  EXPECT_EQ(read(Ruleset::ToadsAndFrogs, " tt..ff "), "TT..FF");
  EXPECT_EQ(read(Ruleset::ToadsAndFrogs, ""), "");
  auto f = fault(Ruleset::ToadsAndFrogs, "T.X.F");
  EXPECT_EQ(f.problem, Problem::CgtBadCell);
  EXPECT_EQ(f.column, 3);
  f = fault(Ruleset::ToadsAndFrogs, std::string(65, '.'));
  EXPECT_EQ(f.problem, Problem::CgtPositionTooLarge);
  EXPECT_EQ(f.args, (std::vector<std::string>{"65 cells", "64"}));
  // Left: toads step right or jump one frog; Right: frogs mirrored
  EXPECT_EQ(moves(Ruleset::ToadsAndFrogs, "T.F", Side::Left), (MoveList{{".TF", {0, 1}}}));
  EXPECT_EQ(moves(Ruleset::ToadsAndFrogs, "TF.T", Side::Left), (MoveList{{".FTT", {0, 2}}}));
  EXPECT_EQ(moves(Ruleset::ToadsAndFrogs, "TT.FF", Side::Right), (MoveList{{"TTF.F", {3, 2}}}));
  EXPECT_EQ(moves(Ruleset::ToadsAndFrogs, ".TF", Side::Right), (MoveList{{"FT.", {2, 0}}}));
  EXPECT_EQ(moves(Ruleset::ToadsAndFrogs, "TFF.", Side::Left), MoveList{});  // no jump over two
  EXPECT_EQ(moves(Ruleset::ToadsAndFrogs, "..T", Side::Left), MoveList{});
}

TEST(PartizanRulesetsRead, Cutcake) {
  EXPECT_EQ(read(Ruleset::Cutcake, "3x2 + 1X4"), "3x2+1x4");
  auto f = fault(Ruleset::Cutcake, "3x2+0x4");
  EXPECT_EQ(f.problem, Problem::CgtBadCakeSize);
  EXPECT_EQ(f.column, 5);
  EXPECT_EQ(f.args.at(0), "0x4");
  EXPECT_EQ(fault(Ruleset::Cutcake, "").problem, Problem::CgtBadCakeSize);
  EXPECT_EQ(fault(Ruleset::Cutcake, "3x").problem, Problem::CgtBadCakeSize);
  EXPECT_EQ(fault(Ruleset::Cutcake, "3*2").problem, Problem::CgtBadCakeSize);
  EXPECT_EQ(fault(Ruleset::Cutcake, "3x2+").problem, Problem::CgtBadCakeSize);
  f = fault(Ruleset::Cutcake, "257x1");
  EXPECT_EQ(f.problem, Problem::CgtPositionTooLarge);
  std::string many = "1x1";
  for (int i = 0; i < 64; ++i) many += "+1x1";
  EXPECT_EQ(fault(Ruleset::Cutcake, many).args.at(0), "65 pieces");
  EXPECT_EQ(moves(Ruleset::Cutcake, "3x1+1x2", Side::Left),
            (MoveList{{"1x1+2x1+1x2", {0, 1}}, {"2x1+1x1+1x2", {0, 2}}}));
  EXPECT_EQ(moves(Ruleset::Cutcake, "3x1+1x2", Side::Right), (MoveList{{"3x1+1x1+1x1", {1, 1}}}));
}

TEST(PartizanRulesetsRead, Expression) {
  EXPECT_EQ(read(Ruleset::Expression, "{0,1|3}"), "{0,1|3}");
  auto p = readPosition(Ruleset::Expression, "{1|");
  ASSERT_FALSE(p);
  EXPECT_EQ(p.error().problem, Problem::CgtUnexpected);
  EXPECT_EQ(p.error().where.column, 4);
  GameStore store;
  const auto left = movesOf(store, Position{Ruleset::Expression, "{0,1|3}"}, Side::Left);
  ASSERT_EQ(left.size(), 2u);
  EXPECT_EQ(left[0].where, (std::vector<int>{0, 0}));
  EXPECT_EQ(left[1].where, (std::vector<int>{1, 0}));
  std::set<std::string> texts{left[0].after.text, left[1].after.text};
  EXPECT_EQ(texts, (std::set<std::string>{"0", "1"}));
  EXPECT_EQ(movesOf(store, Position{Ruleset::Expression, "{0,1|3}"}, Side::Right).at(0).after.text, "3");
  // A canonical option goes by its name (* and ^, not {0|0} and {0|{0|0}}); a form that is
  // not canonical keeps its braces, with its canonical parts named.
  const auto named = movesOf(store, Position{Ruleset::Expression, "{{0|0},{0|{0|0}}|{{0|0}|{0|0}}}"}, Side::Left);
  std::set<std::string> namedTexts;
  for (const Move& m : named) namedTexts.insert(m.after.text);
  EXPECT_EQ(namedTexts, (std::set<std::string>{"*", "^"}));
  EXPECT_EQ(movesOf(store, Position{Ruleset::Expression, "{{0|0},{0|{0|0}}|{{0|0}|{0|0}}}"}, Side::Right).at(0).after.text,
            "{*|*}");
}

TEST(PartizanRulesetsRead, ExpressionSumsMoveInOneSummand) {
  EXPECT_EQ(*splitSumTerms("1/2"), (std::vector<SumTerm>{{"1/2", false}}));
  EXPECT_FALSE(splitSumTerms("a"));  // not a token
  EXPECT_EQ(*splitSumTerms("^+{1|0}-(*+1)"),
            (std::vector<SumTerm>{{"^", false}, {"{1|0}", false}, {"(*+1)", true}}));
  EXPECT_EQ(*splitSumTerms("-1+-2"), (std::vector<SumTerm>{{"-1", false}, {"+-2", false}}));
  EXPECT_EQ(*splitSumTerms("{1|-1}+{2|-2}"), (std::vector<SumTerm>{{"{1|-1}", false}, {"{2|-2}", false}}));
  GameStore store;
  // Right's moves in 1 - {1|0}: only in the subtracted summand, where −{1|0} = {0|−1} offers −1.
  const auto right = movesOf(store, Position{Ruleset::Expression, "1-{1|0}"}, Side::Right);
  ASSERT_EQ(right.size(), 1u);
  EXPECT_EQ(right[0].after.text, "(1)+(-1)");
  EXPECT_EQ(right[0].where, (std::vector<int>{0, 1}));
  // Twelve switches: 12 short moves for Left (the whole option written out would have 2^11
  // leaves), each equal to an option of the canonical sum it stands for.
  std::string sum;
  for (int i = 1; i <= 12; ++i) sum += (i > 1 ? "+" : "") + std::string("+-") + std::to_string(i);
  const auto left = movesOf(store, Position{Ruleset::Expression, sum}, Side::Left);
  ASSERT_EQ(left.size(), 12u);
  for (const Move& move : left) {
    EXPECT_LT(move.after.text.size(), 200u);
    EXPECT_TRUE(readPosition(Ruleset::Expression, move.after.text));
  }
  const GameId whole = store.canonical(*parseGameExpression(store, sum));
  const GameId after = store.canonical(*parseGameExpression(store, left[11].after.text));
  const auto options = store.leftOptions(whole);
  EXPECT_NE(std::find(options.begin(), options.end(), after), options.end());  // 12 + the rest
}

}  // namespace
}  // namespace gamelab::partizan
