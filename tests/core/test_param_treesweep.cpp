// The subgame-perfect sweep of trees in one parameter (core/sweep/treesweep.h), its input
// (parametrictree.h) and the text of its exact breakpoints (sweeproots.h).
#include "core/sweep/parametrictree.h"
#include "core/sweep/sweepinterval.h"
#include "core/sweep/sweeproots.h"
#include "core/sweep/treesweep.h"
#include "core/tree/backwardinduction.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab {
namespace {

using sweep::compareRoots;
using sweep::rootText;

/// I chooses Safe (1, 0) or Gamble; chance then wins with probability p: (win, 1), else (-1, 2).
std::string gambleTree(const std::string& win, const std::string& range = R"("min": "0", "max": "1")") {
  return R"({"format": "gamelab", "version": 1, "kind": "tree",
    "parameters": {"p": {"value": "1/3", )" + range + R"(}},
    "game": {"players": ["I", "II"],
      "outcomes": [{"payoffs": ["1", "0"]}, {"payoffs": [")" + win + R"(", "1"]}, {"payoffs": ["-1", "2"]}],
      "infosets": [{"player": 1, "actions": ["Safe", "Gamble"]},
                   {"player": "chance", "actions": ["win", "lose"], "probabilities": ["p", "1 - p"]}],
      "nodes": [{"infoset": 0, "children": [1, 2]}, {"outcome": 0},
                {"infoset": 1, "children": [3, 4]}, {"outcome": 1}, {"outcome": 2}]}})";
}

TreeSweep sweepOf(const std::string& text) {
  auto input = loadTreeSweepInput(text, "t.gamelab", "p");
  EXPECT_TRUE(input) << (input ? "" : describe(input.error()));
  auto sweep = solveSubgamePerfectSweep(input->game, *input->parameter.min, *input->parameter.max);
  EXPECT_TRUE(sweep) << (sweep ? "" : describe(sweep.error()));
  return *sweep;
}

std::vector<std::string> texts(const std::vector<RationalFunction>& fs) {
  std::vector<std::string> out;
  for (const auto& f : fs) out.push_back(toExpressionText(f, "p"));
  return out;
}

TEST(ParamTreeSweep, GambleBecomesWorthItAtOneHalf) {
  const TreeSweep sweep = sweepOf(gambleTree("3"));
  ASSERT_EQ(sweep.breakpoints.size(), 1u);
  EXPECT_EQ(rootText(sweep.breakpoints[0], "p"), "1/2");
  ASSERT_EQ(sweep.pieces.size(), 2u);
  EXPECT_EQ(texts(sweep.pieces[0].payoffs), (std::vector<std::string>{"1", "0"}));
  EXPECT_EQ(texts(sweep.pieces[1].payoffs), (std::vector<std::string>{"4*p-1", "2-p"}));
  EXPECT_EQ(sweep.pieces[0].behaviour[0], (RationalVector{1, 0}));
  EXPECT_EQ(sweep.pieces[1].behaviour[0], (RationalVector{0, 1}));
  ASSERT_TRUE(sweep.atBreakpoints[0].exact);
  EXPECT_EQ(sweep.atBreakpoints[0].payoffs, (RationalVector{1, 0}));  // the tie goes to Safe
}

TEST(ParamTreeSweep, AnIrrationalBreakpointIsExact) {
  // Gamble pays 2p when it wins: 2p·p − (1 − p) > 1 from p = (−1 + √17)/4 on.
  const TreeSweep sweep = sweepOf(gambleTree("2*p"));
  ASSERT_EQ(sweep.breakpoints.size(), 1u);
  const AlgebraicNumber& b = sweep.breakpoints[0];
  ASSERT_EQ(b.kind, AlgebraicNumber::Kind::Quadratic);
  EXPECT_EQ(b.quadratic, QuadraticSurd(Rational(-1, 4), Rational(1, 4), 17));
  EXPECT_EQ(rootText(b, "p"), "(-1+sqrt(17))/4");
  EXPECT_NEAR(b.approx, 0.78077640640, 1e-10);
  EXPECT_FALSE(sweep.atBreakpoints[0].exact);
  EXPECT_EQ(texts(sweep.pieces[1].payoffs), (std::vector<std::string>{"2*p^2+p-1", "2-p"}));
}

TEST(ParamTreeSweep, NoBreakpointWhenNothingChanges) {
  const TreeSweep sweep = sweepOf(gambleTree("3", R"("min": "0", "max": "2/5")"));
  EXPECT_TRUE(sweep.breakpoints.empty());
  ASSERT_EQ(sweep.pieces.size(), 1u);
  EXPECT_EQ(rootText(sweep.pieces[0].from, "p"), "0");
  EXPECT_EQ(rootText(sweep.pieces[0].to, "p"), "2/5");
}

TEST(ParamTreeSweep, AProbabilityLeavingTheUnitIntervalIsAnError) {
  // p ranges over [0, 2]: 1 − p is negative beyond 1, and the piece there says so.
  auto input = loadTreeSweepInput(gambleTree("3", R"("min": "0", "max": "2")"), "t.gamelab", "p");
  ASSERT_TRUE(input) << describe(input.error());
  auto sweep = solveSubgamePerfectSweep(input->game, 0, 2);
  ASSERT_FALSE(sweep);
  EXPECT_EQ(sweep.error().problem, Problem::MustBeProbability);
  EXPECT_EQ(sweep.error().args.at(0), "game/infosets/1/probabilities/0");  // p itself exceeds 1 first
}

TEST(ParamTreeSweep, ImperfectInformationIsRefused) {
  const std::string text = R"({"format": "gamelab", "version": 1, "kind": "tree",
    "parameters": {"p": {"value": "1/2", "min": "0", "max": "1"}},
    "game": {"players": ["I", "II"],
      "outcomes": [{"payoffs": ["1", "-1"]}, {"payoffs": ["-1", "1"]}, {"payoffs": ["0", "0"]}],
      "infosets": [{"player": "chance", "actions": ["high", "low"], "probabilities": ["p", "1 - p"]},
                   {"player": 1, "actions": ["bet", "fold"]}],
      "nodes": [{"infoset": 0, "children": [1, 2]}, {"infoset": 1, "children": [3, 4]},
                {"infoset": 1, "children": [5, 6]}, {"outcome": 0}, {"outcome": 2}, {"outcome": 1},
                {"outcome": 2}]}})";
  auto input = loadTreeSweepInput(text, "t.gamelab", "p");
  ASSERT_TRUE(input) << describe(input.error());
  auto sweep = solveSubgamePerfectSweep(input->game, 0, 1);
  ASSERT_FALSE(sweep);
  EXPECT_EQ(sweep.error().problem, Problem::SweepNeedsPerfectInformation);
  EXPECT_EQ(sweep.error().args, (std::vector<std::string>{"3", "2"}));
}

TEST(ParamTreeSweep, InputErrors) {
  auto unknown = loadTreeSweepInput(gambleTree("3"), "t.gamelab", "q");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().problem, Problem::UnknownParameter);
  auto noRange = loadTreeSweepInput(gambleTree("3", R"("min": "0")"), "t.gamelab", "p");
  ASSERT_FALSE(noRange);
  EXPECT_EQ(noRange.error().problem, Problem::SweepNeedsRange);
  auto pole = loadTreeSweepInput(gambleTree("1/(p - 1/2)", R"("min": "0", "max": "1")"), "t.gamelab", "p");
  ASSERT_FALSE(pole);
  EXPECT_EQ(pole.error().problem, Problem::ExpressionDivisionByZero);
  EXPECT_EQ(pole.error().args.at(2), "p = 1/2");
  EXPECT_GT(pole.error().where.line, 0);
  auto efg = loadTreeSweepInput("EFG 2 R \"x\" { \"1\" \"2\" }\nt \"\" 1 \"\" { 1 -1 }\n", "x.efg", "p");
  ASSERT_FALSE(efg);
  EXPECT_EQ(efg.error().problem, Problem::UnknownParameter);
}

/// Random perfect-information trees with chance nodes p / 1 − p and payoffs affine in p: at a
/// rational point inside every piece, and at every rational breakpoint, backward induction on
/// the tree at that point gives the piece's functions' values (and the recorded ones).
TEST(ParamTreeSweep, AgreesWithBackwardInductionEverywhere) {
  std::mt19937 rng(20261129);
  std::uniform_int_distribution<int> coef(-4, 4), kind(0, 9), actions(2, 3);
  for (int trial = 0; trial < 40; ++trial) {
    // Build the JSON of a random tree, breadth-first, at most ~25 nodes.
    nlohmann::json outcomes = nlohmann::json::array(), infosets = nlohmann::json::array(),
                   nodes = nlohmann::json::array();
    nodes.push_back(nlohmann::json::object());
    for (std::size_t n = 0; n < nodes.size(); ++n) {
      const int k = kind(rng);
      if (nodes.size() > 20 || (n > 0 && k < 4)) {
        outcomes.push_back({{"payoffs", {std::to_string(coef(rng)) + "*p + " + std::to_string(coef(rng)),
                                         std::to_string(coef(rng)) + " - " + std::to_string(coef(rng)) + "*p"}}});
        nodes[n]["outcome"] = outcomes.size() - 1;
        continue;
      }
      nlohmann::json set;
      int count = 2;
      if (k < 6) {
        set = {{"player", "chance"}, {"actions", {"a", "b"}}, {"probabilities", {"p", "1 - p"}}};
      } else {
        count = actions(rng);
        set = {{"player", 1 + (k % 2)}, {"number", infosets.size() + 1}, {"actions", nlohmann::json::array()}};
        for (int a = 0; a < count; ++a) set["actions"].push_back(std::string(1, static_cast<char>('x' + a)));
      }
      infosets.push_back(set);
      nodes[n]["infoset"] = infosets.size() - 1;
      nodes[n]["children"] = nlohmann::json::array();
      for (int a = 0; a < count; ++a) {
        nodes[n]["children"].push_back(nodes.size());
        nodes.push_back(nlohmann::json::object());
      }
    }
    const nlohmann::json doc = {{"format", "gamelab"}, {"version", 1}, {"kind", "tree"},
                                {"parameters", {{"p", {{"value", "1/2"}, {"min", "0"}, {"max", "1"}}}}},
                                {"game", {{"players", {"I", "II"}}, {"outcomes", outcomes}, {"infosets", infosets},
                                          {"nodes", nodes}}}};
    auto input = loadTreeSweepInput(doc.dump(), "r.gamelab", "p");
    ASSERT_TRUE(input) << describe(input.error()) << doc.dump();
    auto sweep = solveSubgamePerfectSweep(input->game, 0, 1);
    ASSERT_TRUE(sweep) << describe(sweep.error());
    ASSERT_EQ(sweep->pieces.size(), sweep->breakpoints.size() + 1);
    for (const TreeSweepPiece& piece : sweep->pieces) {
      for (const Rational& t : {piece.sample, sampleInside({piece.from, piece.to})}) {
        SubgamePerfectOptions options;
        options.countPure = false;
        auto spe = solveSubgamePerfect(input->game.at(t), options);
        ASSERT_TRUE(spe);
        for (std::size_t player = 0; player < 2; ++player)
          EXPECT_EQ(*piece.payoffs[player].at(t), spe->payoffs[player]) << "trial " << trial << " t " << t;
      }
    }
    for (const TreeSweepPoint& point : sweep->atBreakpoints) {
      if (!point.exact) continue;
      SubgamePerfectOptions options;
      options.countPure = false;
      auto spe = solveSubgamePerfect(input->game.at(point.at.rational), options);
      ASSERT_TRUE(spe);
      EXPECT_EQ(point.payoffs, spe->payoffs);
    }
    // Breakpoints increase and lie inside the range; pieces tile it.
    for (std::size_t k = 0; k + 1 < sweep->pieces.size(); ++k)
      EXPECT_EQ(compareRoots(sweep->pieces[k].to, sweep->pieces[k + 1].from), 0);
  }
}

}  // namespace
}  // namespace gamelab
