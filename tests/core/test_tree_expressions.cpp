// Expressions in game trees (treeexpressions.h): payoffs and chance probabilities kept as text
// beside their values, written by treeToJson, read back, re-evaluated at new parameter values.
#include "core/io/gamelabfile.h"
#include "core/param/documentparameters.h"
#include "core/tree/sequenceform.h"
#include "core/tree/treeexpressions.h"
#include "core/tree/treejson.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

/// A chance move (p, 1 − p) to two leaves; the first pays "2*t", "-2*t".
const char* kGame = R"({"players": ["I", "II"],
  "outcomes": [{"payoffs": ["2*t", "-2*t"]}, {"payoffs": ["-1", "1"]}],
  "infosets": [{"player": "chance", "actions": ["h", "l"], "probabilities": ["p", "1-p"]}],
  "nodes": [{"infoset": 0, "children": [1, 2]}, {"outcome": 0}, {"outcome": 1}]})";

ParameterValues at(const char* p, const char* t) {
  return {{"p", *parseRational(p)}, {"t", *parseRational(t)}};
}

GameTree readGame(const ParameterValues& values) {
  auto tree = treeFromJsonWithExpressions(nlohmann::json::parse(kGame), values);
  EXPECT_TRUE(tree) << (tree ? "" : describe(tree.error()));
  return tree ? *tree : GameTree();
}

TEST(TreeExpressions, ReadKeepsTextsAndValues) {
  const GameTree tree = readGame(at("1/3", "5"));
  EXPECT_TRUE(treeHasExpressions(tree));
  EXPECT_EQ(tree.infoSets[0].probabilityExpressions, (std::vector<std::string>{"p", "1-p"}));
  EXPECT_EQ(tree.infoSets[0].probabilities, (RationalVector{Rational(1, 3), Rational(2, 3)}));
  EXPECT_EQ(tree.outcomes[0].payoffExpressions, (std::vector<std::string>{"2*t", "-2*t"}));
  EXPECT_EQ(tree.outcomes[0].payoffs, (RationalVector{Rational(10), Rational(-10)}));
  EXPECT_TRUE(tree.outcomes[1].payoffExpressions.empty());  // plain numbers keep no texts
  std::string why;
  EXPECT_TRUE(tree.isConsistent(&why)) << why;
}

TEST(TreeExpressions, RoundTripThroughJson) {
  const GameTree tree = readGame(at("1/3", "5"));
  const nlohmann::json json = treeToJson(tree);
  EXPECT_EQ(json["infosets"][0]["probabilities"], nlohmann::json::parse(R"(["p", "1-p"])"));
  EXPECT_EQ(json["outcomes"][0]["payoffs"], nlohmann::json::parse(R"(["2*t", "-2*t"])"));
  EXPECT_EQ(json["outcomes"][1]["payoffs"], nlohmann::json::parse(R"(["-1", "1"])"));
  auto again = treeFromJsonWithExpressions(json, at("1/3", "5"));
  ASSERT_TRUE(again) << describe(again.error());
  EXPECT_TRUE(*again == tree);
  EXPECT_EQ(treeToJson(*again), json);
}

TEST(TreeExpressions, ReevaluatesAtNewValues) {
  const GameTree tree = readGame(at("1/3", "5"));
  auto moved = evaluateTreeExpressions(tree, at("3/4", "1/2"));
  ASSERT_TRUE(moved) << describe(moved.error());
  EXPECT_EQ(moved->infoSets[0].probabilities, (RationalVector{Rational(3, 4), Rational(1, 4)}));
  EXPECT_EQ(moved->outcomes[0].payoffs, (RationalVector{Rational(1), Rational(-1)}));
  EXPECT_EQ(moved->infoSets[0].probabilityExpressions, tree.infoSets[0].probabilityExpressions);
  // Back at the first values: the first tree exactly.
  auto back = evaluateTreeExpressions(*moved, at("1/3", "5"));
  ASSERT_TRUE(back);
  EXPECT_TRUE(*back == tree);
}

TEST(TreeExpressions, EditsKeepTextsInStep) {
  GameTree tree = readGame(at("1/3", "5"));
  tree.insertAction(0, 1, "m", Rational(0));
  EXPECT_EQ(tree.infoSets[0].probabilityExpressions, (std::vector<std::string>{"p", "", "1-p"}));
  tree.removeAction(0, 0);
  EXPECT_EQ(tree.infoSets[0].probabilityExpressions, (std::vector<std::string>{"", "1-p"}));
  tree.addPlayer("III");
  EXPECT_EQ(tree.outcomes[0].payoffExpressions, (std::vector<std::string>{"2*t", "-2*t", ""}));
  tree.removePlayer(0);
  EXPECT_EQ(tree.outcomes[0].payoffExpressions, (std::vector<std::string>{"-2*t", ""}));
  std::string why;
  EXPECT_TRUE(tree.isConsistent(&why)) << why;
}

TEST(TreeExpressions, ProbabilityOutsideUnitIntervalNamesTheSet) {
  const GameTree tree = readGame(at("1/3", "5"));
  auto bad = evaluateTreeExpressions(tree, at("3/2", "5"));
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().problem, Problem::MustBeProbability);
  ASSERT_FALSE(bad.error().args.empty());
  EXPECT_EQ(bad.error().args[0], "game/infosets/0/probabilities/0 = p");
}

TEST(TreeExpressions, UnknownParameterNamesThePlace) {
  const GameTree tree = readGame(at("1/3", "5"));
  auto bad = evaluateTreeExpressions(tree, {{"p", Rational(1, 2)}});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().problem, Problem::UnknownParameter);
  EXPECT_EQ(bad.error().args, (std::vector<std::string>{"game/outcomes/0/payoffs/0", "t"}));
}

TEST(TreeExpressions, SumNotOneIsTheTreeValidationError) {
  GameTree tree = readGame(at("1/3", "5"));
  tree.infoSets[0].probabilityExpressions[1] = "p";  // p + p
  auto bad = evaluateTreeExpressions(tree, at("1/3", "5"));
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::InvalidTree);
  EXPECT_EQ(bad.error().args, (std::vector<std::string>{"probabilities-not-summing-to-one", "1"}));
  // At p = 1/2 the same texts are a valid distribution.
  EXPECT_TRUE(evaluateTreeExpressions(tree, at("1/2", "5")));
}

TEST(TreeExpressions, BadTextInFileIsPlaced) {
  auto game = nlohmann::json::parse(kGame);
  game["infosets"][0]["probabilities"][0] = "p +";
  auto tree = treeFromJsonWithExpressions(game, at("1/3", "5"));
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().problem, Problem::ExpressionIncomplete);
}

/// The example document: one-card poker whose deal is p. Its value to I is 8p/3 − 1 for
/// p ≤ 3/4 (I bluffs with a low card with probability p/(3(1−p)), II calls with 2/3) and 1 above.
TEST(TreeExpressions, PokerExampleValue) {
  auto file = readGamelabFile(std::string(GAMELAB_TEST_DATA) + "/../../resources/examples/poker.gamelab");
  ASSERT_TRUE(file) << describe(file.error());
  auto doc = parametrisedTreeFromGamelab(*file);
  ASSERT_TRUE(doc) << describe(doc.error());
  ASSERT_EQ(doc->parameters.list.size(), 1u);
  EXPECT_EQ(doc->parameters.list[0].value, Rational(1, 2));
  EXPECT_EQ(doc->tree.infoSets[0].probabilityExpressions, (std::vector<std::string>{"p", "1-p"}));
  // Saved again: the same game object (the comment aside, which the tree keeps too).
  const auto json = treeToJson(doc->tree);
  EXPECT_EQ(json["infosets"], file->game["infosets"]);
  EXPECT_EQ(json["outcomes"], file->game["outcomes"]);
  EXPECT_EQ(json["nodes"], file->game["nodes"]);
  for (const char* p : {"0", "1/4", "1/2", "3/4", "9/10", "1"}) {
    const Rational v = *parseRational(p);
    auto tree = evaluateTreeExpressions(doc->tree, {{"p", v}});
    ASSERT_TRUE(tree) << p << ": " << describe(tree.error());
    auto solved = solveSequenceForm(*tree);
    ASSERT_TRUE(solved) << p << ": " << describe(solved.error());
    const Rational expected = v <= Rational(3, 4) ? Rational(8, 3) * v - 1 : Rational(1);
    EXPECT_EQ(solved->value, expected) << "p = " << p;
  }
}

}  // namespace
}  // namespace gamelab
