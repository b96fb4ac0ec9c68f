// Built-in zero-sum examples and generators: the matrices of the digest (T1, T3-T6, T10, T11,
// T13-T15, T27-T29, T31-T35, T38-T40, T47, T53, T54, T56, T60).
#include "core/matrix/dominance.h"
#include "core/matrix/zerosumexamples.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Strings = std::vector<std::string>;

struct ExampleCase {
  const char* id;
  const char* section;
  Rows a;
  Strings rowLabels;  // empty: not checked
  Strings colLabels;
};

TEST(ModelsZeroSumExamples, MatricesMatchTheDigest) {
  const std::vector<ExampleCase> cases = {
      {"odd-or-even", "2.1.2", {{"-2", "3"}, {"3", "-4"}}, {"1", "2"}, {"1", "2"}},
      {"cards", "2.1.5", {{"1", "-2"}, {"-7", "8"}}, {"black ace", "red 8"}, {"black 7", "red 2"}},
      {"holmes-moriarty", "2.1.5", {{"100", "-50"}, {"0", "100"}}, {"Canterbury", "Dover"}, {"Canterbury", "Dover"}},
      {"alex-olaf", "2.1.5", {{"-13", "52"}, {"52", "-68"}}, {}, {}},
      {"saddle-point", "2.2.1", {{"4", "1", "-3"}, {"3", "2", "5"}, {"0", "1", "6"}}, {}, {}},
      {"domination-pure", "2.2.3", {{"2", "0", "4"}, {"1", "2", "3"}, {"4", "1", "2"}}, {}, {}},
      {"domination-mixture", "2.2.3", {{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}}, {}, {}},
      {"graphical-2xn", "2.2.4", {{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}, {}, {}},
      {"graphical-mx2", "2.2.4", {{"1", "5"}, {"4", "4"}, {"6", "2"}}, {}, {}},
      {"latin-square", "2.2.5",
       {{"1", "2", "3", "3", "6"}, {"2", "6", "1", "3", "3"}, {"3", "1", "3", "6", "2"}, {"3", "3", "6", "2", "1"},
        {"6", "3", "2", "1", "3"}},
       {}, {}},
      {"magic-square-durer", "2.2.6", {{"16", "3", "2", "13"}, {"5", "10", "11", "8"}, {"9", "6", "7", "12"}, {"4", "15", "14", "1"}},
       {}, {}},
      {"normandy", "2.2.6",
       {{"13", "29", "8", "12", "16", "23"},
        {"18", "22", "21", "22", "29", "31"},
        {"18", "22", "31", "31", "27", "37"},
        {"11", "22", "12", "21", "21", "26"},
        {"18", "16", "19", "14", "19", "28"},
        {"23", "22", "19", "23", "30", "34"}},
       {"1", "2", "3", "4", "5", "6"}, {"A", "B", "C", "D", "E", "F"}},
      {"odd-or-even-012", "2.3.1", {{"0", "1", "-2"}, {"1", "-2", "3"}, {"-2", "3", "-4"}}, {"0", "1", "2"}, {"0", "1", "2"}},
      {"diagonal", "2.3.3", {{"1", "0", "0", "0"}, {"0", "2", "0", "0"}, {"0", "0", "3", "0"}, {"0", "0", "0", "4"}}, {}, {}},
      {"triangular", "2.3.4", {{"1", "-2", "3", "-4"}, {"0", "1", "-2", "3"}, {"0", "0", "1", "-2"}, {"0", "0", "0", "1"}}, {}, {}},
      {"rock-paper-scissors", "2.3.5", {{"0", "-1", "1"}, {"1", "0", "-1"}, {"-1", "1", "0"}}, {"paper", "scissors", "rock"},
       {"paper", "scissors", "rock"}},
      {"mendelsohn-5", "2.3.5",
       {{"0", "-1", "2", "2", "2"}, {"1", "0", "-1", "2", "2"}, {"-2", "1", "0", "-1", "2"}, {"-2", "-2", "1", "0", "-1"},
        {"-2", "-2", "-2", "1", "0"}},
       {"1", "2", "3", "4", "5"}, {"1", "2", "3", "4", "5"}},
      // (2.39)
      {"blotto-4-3-2", "2.3.6",
       {{"4", "2", "1", "0"}, {"1", "3", "0", "-1"}, {"-2", "2", "2", "-2"}, {"-1", "0", "3", "1"}, {"0", "1", "2", "4"}},
       {"(4,0)", "(3,1)", "(2,2)", "(1,3)", "(0,4)"}, {"(3,0)", "(2,1)", "(1,2)", "(0,3)"}},
      {"guess-doubling", "2.3.7", {{"2", "0", "0", "0"}, {"0", "4", "0", "0"}, {"0", "0", "8", "0"}, {"0", "0", "0", "16"}}, {}, {}},
      {"guess-half-credit", "2.3.7",
       {{"1", "0", "0", "0"}, {"1/2", "1", "0", "0"}, {"1/2", "1/2", "1", "0"}, {"1/2", "1/2", "1/2", "1"}}, {}, {}},
      {"guess-too-high-4", "2.3.7", {{"1", "0", "0", "0"}, {"-1", "1", "0", "0"}, {"-1", "-1", "1", "0"}, {"-1", "-1", "-1", "1"}},
       {}, {}},
      {"dresher-3", "2.3.7", {{"1", "1", "2", "3", "2"}, {"2", "3", "1", "2", "3"}, {"3", "2", "2", "1", "1"}}, {}, {}},
      {"pivot-example", "2.4.6", {{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}}, {}, {}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto e = findZeroSumExample(c.id);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->section, c.section);
    EXPECT_FALSE(e->englishTitle.empty());
    const auto expected = MatrixGame::fromText(c.a);
    EXPECT_EQ(e->game.rows, expected.rows);
    EXPECT_EQ(e->game.cols, expected.cols);
    EXPECT_EQ(e->game.payoffs, expected.payoffs);
    if (!c.rowLabels.empty()) {
      EXPECT_EQ(e->game.rowLabels, c.rowLabels);
    }
    if (!c.colLabels.empty()) {
      EXPECT_EQ(e->game.colLabels, c.colLabels);
    }
  }
}

TEST(ModelsZeroSumExamples, IdsAreUniqueAndGamesWellFormed) {
  std::set<std::string> ids;
  for (const auto& e : zeroSumExamples()) {
    EXPECT_TRUE(ids.insert(e.id).second) << e.id;
    EXPECT_FALSE(e.game.empty()) << e.id;
    EXPECT_EQ(e.game.payoffs.size(), e.game.rows * e.game.cols) << e.id;
    EXPECT_EQ(e.game.rowLabels.size(), e.game.rows) << e.id;
    EXPECT_EQ(e.game.colLabels.size(), e.game.cols) << e.id;
  }
  EXPECT_GE(zeroSumExamples().size(), 24u);
  EXPECT_FALSE(findZeroSumExample("no-such-example").has_value());
  EXPECT_EQ(findZeroSumExample("silverman-10")->game.rows, 10u);
}

TEST(ModelsZeroSumExamples, BlottoGenerator) {
  // T35: no row or column of (2.39) is dominated by another pure line.
  DominanceOptions pureOnly;
  pureOnly.allowMixtures = false;
  EXPECT_TRUE(solveDominance(*blottoGame(4, 3, 2), pureOnly)->steps.empty());
  // T51, T52.
  EXPECT_EQ(blottoGame(2, 1, 2)->payoffs, MatrixGame::fromText({{"2", "0"}, {"1", "1"}, {"0", "2"}}).payoffs);
  EXPECT_EQ(blottoGame(3, 2, 2)->payoffs,
            MatrixGame::fromText({{"3", "1", "0"}, {"1", "2", "-1"}, {"-1", "2", "1"}, {"0", "1", "3"}}).payoffs);
  // T53, T54: sizes 15x10 and 35x20.
  const auto b3 = blottoGame(4, 3, 3);
  EXPECT_EQ(b3->rows, 15u);
  EXPECT_EQ(b3->cols, 10u);
  EXPECT_EQ(b3->rowLabels.front(), "(4,0,0)");
  EXPECT_EQ(b3->colLabels.back(), "(0,0,3)");
  const auto b4 = blottoGame(4, 3, 4);
  EXPECT_EQ(b4->rows, 35u);
  EXPECT_EQ(b4->cols, 20u);
  // Payoff of (2,1,1,0) against (1,0,2,0): post1 +1+1, post2 +1+0, post3 −(1+1), post4 0 → 1.
  std::size_t r = 0, c = 0;
  for (std::size_t i = 0; i < b4->rows; ++i)
    if (b4->rowLabels[i] == "(2,1,1,0)") r = i;
  for (std::size_t j = 0; j < b4->cols; ++j)
    if (b4->colLabels[j] == "(1,0,2,0)") c = j;
  EXPECT_EQ(b4->at(r, c), 1);
  EXPECT_EQ(blottoGame(4, 3, 0).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(blottoGame(-1, 3, 2).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(blottoGame(60, 60, 6).error().code, ErrorCode::TooLarge);
}

TEST(ModelsZeroSumExamples, OtherGenerators) {
  // Mendelsohn n = 3 is rock-paper-scissors-like with ±1, ±2.
  EXPECT_EQ(mendelsohnGame(3)->payoffs, MatrixGame::fromText({{"0", "-1", "2"}, {"1", "0", "-1"}, {"-2", "1", "0"}}).payoffs);
  EXPECT_EQ(mendelsohnGame(2).error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(mendelsohnGame(1000).error().code, ErrorCode::TooLarge);
  // Every generated Mendelsohn game is skew-symmetric.
  const auto m8 = *mendelsohnGame(8);
  for (std::size_t i = 0; i < 8; ++i)
    for (std::size_t j = 0; j < 8; ++j) EXPECT_EQ(m8.at(i, j), -m8.at(j, i));
  // Silverman on 1..3 is the source's 3x3 (T47).
  EXPECT_EQ(silvermanGame(3)->payoffs, MatrixGame::fromText({{"0", "-1", "2"}, {"1", "0", "-1"}, {"-2", "1", "0"}}).payoffs);
  // Silverman: 5 against 1 is "3 times or more" → −2; 5 against 2 → +1.
  const auto s10 = *silvermanGame(10);
  EXPECT_EQ(s10.at(4, 0), -2);
  EXPECT_EQ(s10.at(4, 1), 1);
  EXPECT_EQ(guessTooHighGame(2)->payoffs, MatrixGame::fromText({{"1", "0"}, {"-1", "1"}}).payoffs);
  EXPECT_EQ(guessTooHighGame(0).error().code, ErrorCode::InvalidArgument);
}

}  // namespace
