// Stochastic games: the editor's cell notation, validation (probabilities, unknown states,
// plays that never stop) and the JSON reader/writer with its pointers.
#include "core/stochastic/stochasticjson.h"
#include "tests/core/stochastictesthelpers.h"

#include <gtest/gtest.h>

#include <random>

namespace gamelab::stochastic {
namespace {

using test::cell;
using test::q;

StochasticGame threeStates() {
  StochasticGame g;
  g.states.push_back(test::state("G1", 1, 1, {cell("0")}));
  g.states.push_back(test::state("G2", 1, 1, {cell("0")}));
  g.states.push_back(test::state("Bob_3", 1, 1, {cell("0")}));
  return g;
}

TEST(StochasticCell, StopProbabilityAndFindState) {
  EXPECT_EQ(cell("4", {{0, "3/10"}, {1, "2/5"}}).stopProbability(), q("3/10"));
  EXPECT_EQ(cell("4").stopProbability(), q("1"));
  const auto g = threeStates();
  EXPECT_EQ(g.findState("G2"), 1);
  EXPECT_EQ(g.findState("Bob_3"), 2);
  EXPECT_EQ(g.findState("G4"), -1);
}

TEST(CellExpression, Writes) {
  const auto g = threeStates();
  EXPECT_EQ(cellExpression(cell("4", {{0, "3/10"}, {1, "2/5"}}), g), "4 + 3/10 G1 + 2/5 G2");
  EXPECT_EQ(cellExpression(cell("0"), g), "0");
  EXPECT_EQ(cellExpression(cell("0", {{1, "1"}}), g), "G2");
  EXPECT_EQ(cellExpression(cell("-2", {{0, "1/2"}}), g), "-2 + 1/2 G1");
  EXPECT_EQ(cellExpression(cell("-5/3", {{2, "-1/4"}}), g), "-5/3 - 1/4 Bob_3");
  EXPECT_EQ(cellExpression(cell("0", {{0, "2/5"}}), g), "2/5 G1");
}

TEST(CellExpression, ReadsTheNotations) {
  const auto g = threeStates();
  struct Case {
    const char* text;
    StochasticCell cell;
  };
  const Case cases[] = {
      {"4 + 3/10 G1 + 2/5 G2", cell("4", {{0, "3/10"}, {1, "2/5"}})},
      {"4+0.3G1+.4 G2", cell("4", {{0, "3/10"}, {1, "2/5"}})},
      {"\xE2\x88\x92" "2 + 1/2*G1", cell("-2", {{0, "1/2"}})},
      {"1/2 * G1 \xE2\x88\x92 3", cell("-3", {{0, "1/2"}})},
      {"G2", cell("0", {{1, "1"}})},
      {"  -G2  ", cell("0", {{1, "-1"}})},
      {"", cell("0")},
      {"7/14", cell("1/2")},
      {"0.25 Bob_3 + 1", cell("1", {{2, "1/4"}})},
  };
  for (const auto& c : cases) {
    auto parsed = parseCellExpression(c.text, g);
    ASSERT_TRUE(parsed) << c.text << ": " << describe(parsed.error());
    EXPECT_EQ(*parsed, c.cell) << c.text;
  }
}

TEST(CellExpression, RoundTripsRandomCells) {
  const auto g = threeStates();
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> num(-20, 20), den(1, 9), coin(0, 2);
  for (int n = 0; n < 300; ++n) {
    StochasticCell c;
    c.payoff = Rational(num(rng), den(rng));
    c.payoff.canonicalize();
    for (int k = 0; k < 3; ++k)
      if (coin(rng) == 0) {
        Rational p(num(rng), den(rng));
        p.canonicalize();
        c.next.push_back({k, p});
      }
    const auto text = cellExpression(c, g);
    auto back = parseCellExpression(text, g);
    ASSERT_TRUE(back) << text << ": " << describe(back.error());
    EXPECT_EQ(*back, c) << text;
  }
}

void expectSyntaxErrorAt(const char* text, int column, const char* found) {
  auto r = parseCellExpression(text, threeStates());
  ASSERT_FALSE(r) << text;
  EXPECT_EQ(r.error().code, ErrorCode::SyntaxError) << text;
  EXPECT_EQ(r.error().problem, Problem::CellExpressionUnexpected) << text;
  EXPECT_EQ(r.error().where.column, column) << text;
  ASSERT_FALSE(r.error().args.empty());
  EXPECT_EQ(r.error().args[0], found) << text;
}

TEST(CellExpression, ErrorsNameTheColumn) {
  expectSyntaxErrorAt("4 + 3/10 G1 G2", 13, "G2");
  expectSyntaxErrorAt("4 + 5", 5, "5");                    // a second payoff
  expectSyntaxErrorAt("4 + ", 5, "");                      // nothing after the sign
  expectSyntaxErrorAt("1/ G1", 1, "1/");                   // a fraction without denominator
  expectSyntaxErrorAt("\xE2\x88\x92" "2 # G1", 4, "#");    // the unicode minus is one column
  expectSyntaxErrorAt("1/2 * 3", 7, "3");
  expectSyntaxErrorAt("2 ++ G1", 4, "+");
}

TEST(CellExpression, UnknownAndRepeatedStates) {
  const auto g = threeStates();
  auto unknown = parseCellExpression("1 + 1/2 G7", g);
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().problem, Problem::StochasticUnknownState);
  EXPECT_EQ(unknown.error().args[0], "G7");
  EXPECT_EQ(unknown.error().where.column, 9);
  auto twice = parseCellExpression("1/2 G1 + 1/4 G1", g);
  ASSERT_FALSE(twice);
  EXPECT_EQ(twice.error().problem, Problem::StochasticStateTwiceInCell);
  EXPECT_EQ(twice.error().args[0], "G1");
  EXPECT_EQ(twice.error().where.column, 14);
}

bool hasProblem(const std::vector<StochasticProblem>& problems, Problem p) {
  for (const auto& x : problems)
    if (x.error.problem == p) return true;
  return false;
}

TEST(StochasticValidation, ExamplesAreValid) {
  EXPECT_TRUE(validateStochasticGame(test::shapleyExample()).empty());
  EXPECT_TRUE(validateStochasticGame(test::exercise12()).empty());
}

TEST(StochasticValidation, ProbabilityProblemsNameTheCell) {
  auto g = test::shapleyExample();
  g.states[1].cell(1, 0).next = {{0, q("3/4")}, {1, q("1/2")}};
  auto problems = validateStochasticGame(g);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].error.problem, Problem::StochasticProbabilitiesExceedOne);
  EXPECT_EQ(problems[0].error.args, (std::vector<std::string>{"G2", "(2, 1)", "5/4"}));
  EXPECT_EQ(problems[0].state, 1);
  EXPECT_EQ(problems[0].row, 1);
  EXPECT_EQ(problems[0].col, 0);

  g = test::shapleyExample();
  g.states[0].cell(0, 1).next = {{1, q("-1/5")}};
  problems = validateStochasticGame(g);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].error.problem, Problem::StochasticNegativeProbability);
  EXPECT_EQ(problems[0].error.args, (std::vector<std::string>{"G1", "(1, 2)", "-1/5"}));

  g = test::shapleyExample();
  g.states[0].cell(0, 0).next.push_back({5, q("1/5")});
  problems = validateStochasticGame(g);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].error.problem, Problem::StochasticUnknownState);
  EXPECT_EQ(problems[0].error.args[1], "G1");

  g = test::shapleyExample();
  g.states[0].cell(0, 0).next.push_back({0, q("1/5")});
  EXPECT_TRUE(hasProblem(validateStochasticGame(g), Problem::StochasticStateTwiceInCell));
}

TEST(StochasticValidation, NamesAndShapes) {
  auto g = test::shapleyExample();
  g.states[1].name = "G1";
  EXPECT_TRUE(hasProblem(validateStochasticGame(g), Problem::StochasticDuplicateState));
  g.states[1].name = "";
  EXPECT_TRUE(hasProblem(validateStochasticGame(g), Problem::StochasticEmptyStateName));
  g = test::shapleyExample();
  g.states[1].rows = 0;
  g.states[1].cells.clear();
  EXPECT_TRUE(hasProblem(validateStochasticGame(g), Problem::StochasticEmptyState));
}

/// G1 → G2 → G1 with probability 1 in the cells (1,1); G3 moves into them for sure; every other
/// cell stops with probability 1/2.
StochasticGame sureCycle() {
  StochasticGame g;
  g.states.push_back(test::state("G1", 1, 2, {cell("1", {{1, "1"}}), cell("0", {{0, "1/2"}})}));
  g.states.push_back(test::state("G2", 2, 1, {cell("0", {{0, "1/3"}, {1, "2/3"}}), cell("2")}));
  g.states.push_back(test::state("G3", 1, 1, {cell("0", {{0, "1"}})}));
  return g;
}

TEST(StochasticValidation, SureCycleWithoutQNamesItsStates) {
  auto problems = validateStochasticGame(sureCycle());
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].error.problem, Problem::StochasticNeverStops);
  EXPECT_EQ(problems[0].error.args, (std::vector<std::string>{"G1, G2"}));

  auto withQ = sureCycle();
  withQ.infinitePlay = Rational(0);
  EXPECT_TRUE(validateStochasticGame(withQ).empty());

  // A sure cell that leaks to a stopping state does not make a closed set.
  auto leaking = sureCycle();
  leaking.states[1].cell(0, 0).next = {{0, q("1/3")}, {2, q("2/3")}};
  leaking.states[2].cells[0] = cell("0", {{2, "1/2"}});
  EXPECT_TRUE(validateStochasticGame(leaking).empty());

  // A self-loop of probability 1 (T81's G = [[G, 1], [1, 0]] without Q).
  StochasticGame selfLoop;
  selfLoop.states.push_back(test::state("G", 2, 2, {cell("0", {{0, "1"}}), cell("1"), cell("1"), cell("0")}));
  problems = validateStochasticGame(selfLoop);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].error.args, (std::vector<std::string>{"G"}));
}

TEST(StochasticValidation, LongSureChainIsIterative) {
  // 1000 states in one cycle of certain moves: no recursion depth grows with the input.
  StochasticGame g;
  for (int k = 0; k < kMaxStochasticStates; ++k)
    g.states.push_back(test::state("S" + std::to_string(k), 1, 1, {StochasticCell{Rational(0), {{(k + 1) % kMaxStochasticStates, Rational(1)}}}}));
  auto problems = validateStochasticGame(g);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].error.problem, Problem::StochasticNeverStops);
  EXPECT_EQ(problems[0].error.args[0].substr(0, 8), "S0, S1, ");
}

TEST(StochasticJson, RoundTrip) {
  auto g = test::shapleyExample();
  g.title = "Shapley";
  g.infinitePlay = q("-3/2");
  g.states[0].rowLabels = {"a", "b"};
  auto back = stochasticGameFromJson(toJson(g));
  ASSERT_TRUE(back) << describe(back.error());
  EXPECT_EQ(*back, g);
}

TEST(StochasticJson, CellsAsObjectsStringsOrNumbers) {
  const auto j = nlohmann::json::parse(R"({"states": [
      {"name": "G1", "cells": [[{"payoff": "4", "next": {"G1": "3/10"}}, {"next": {"G2": 0.4}}],
                               ["1 + 2/5 G2", {"payoff": 3, "next": {"G1": "1/2"}}]]},
      {"name": "G2", "cells": [["1/2 G1", -5], [-4.0, "1 + 0.5 G2"]]}]})");
  auto g = stochasticGameFromJson(j);
  ASSERT_TRUE(g) << describe(g.error());
  auto expected = test::shapleyExample();
  EXPECT_EQ(*g, expected);
  EXPECT_FALSE(g->infinitePlay.has_value());
}

void expectPointer(const char* text, ErrorCode code, const std::string& pointer) {
  auto g = stochasticGameFromJson(nlohmann::json::parse(text), "f.json");
  ASSERT_FALSE(g) << text;
  EXPECT_EQ(g.error().code, code) << text << ": " << describe(g.error());
  bool named = false;
  for (const auto& a : g.error().args) named = named || a == pointer;
  EXPECT_TRUE(named) << text << ": " << describe(g.error());
  EXPECT_EQ(g.error().where.file, "f.json");
}

TEST(StochasticJson, ErrorsNameTheJsonPointer) {
  expectPointer(R"([1])", ErrorCode::WrongShape, "/");
  expectPointer(R"({"states": 3})", ErrorCode::WrongShape, "/states");
  expectPointer(R"({"states": [{"cells": [[0]]}]})", ErrorCode::WrongShape, "/states/0");
  expectPointer(R"({"states": [{"name": "A", "cells": [[0, 1], [2]]}]})", ErrorCode::WrongShape, "/states/0/cells/1");
  expectPointer(R"({"states": [{"name": "A", "cells": [[0, "2 # A"]]}]})", ErrorCode::SyntaxError, "/states/0/cells/0/1");
  expectPointer(R"({"states": [{"name": "A", "cells": [[0, {"payoff": true}]]}]})", ErrorCode::NotANumber,
                "/states/0/cells/0/1/payoff");
  expectPointer(R"({"states": [{"name": "A", "cells": [[0]]}, {"name": "B", "cells": [[0, {"next": {"G3": "1/2"}}]]}]})",
                ErrorCode::InvalidArgument, "/states/1/cells/0/1/next/G3");
  expectPointer(R"({"states": [{"name": "A", "cells": [[0]]}, {"name": "B", "cells": [[{"next": {"A": "1/0"}}]]}]})",
                ErrorCode::NotANumber, "/states/1/cells/0/0/next/A");
  expectPointer(R"({"states": [{"name": "A", "rows": ["x"], "cells": [[0], [1]]}]})", ErrorCode::WrongShape,
                "/states/0/rows");
  expectPointer(R"({"states": [], "infinite_play": "q"})", ErrorCode::NotANumber, "/infinite_play");
}

TEST(StochasticJson, SizesCheckedBeforeAllocating) {
  nlohmann::json states = nlohmann::json::array();
  for (int k = 0; k <= kMaxStochasticStates; ++k) states.push_back(1);
  auto g = stochasticGameFromJson(nlohmann::json{{"states", states}});
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(g.error().args[0], "/states");

  nlohmann::json row = nlohmann::json::array();
  for (int j = 0; j <= kMaxStochasticStrategies; ++j) row.push_back(0);
  auto wide = stochasticGameFromJson(nlohmann::json{{"states", {{{"name", "A"}, {"cells", {row}}}}}});
  ASSERT_FALSE(wide);
  EXPECT_EQ(wide.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(wide.error().args[0], "/states/0/cells/0");
}

}  // namespace
}  // namespace gamelab::stochastic
