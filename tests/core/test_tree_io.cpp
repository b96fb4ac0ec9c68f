// Tree file formats: the "tree" kind of .gamelab (treejson.h) and Gambit .efg (efg.h).
#include "core/tree/efg.h"
#include "core/strategic/gameloader.h"
#include "core/tree/treejson.h"
#include "core/tree/treenotation.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

GameTree notation(const char* text) {
  auto tree = parseTreeNotation(text);
  EXPECT_TRUE(tree) << (tree ? "" : describe(tree.error()));
  return tree ? *tree : GameTree();
}

/// Field-by-field equality (GameTree's defaulted == needs == on its parts, which they lack).
::testing::AssertionResult sameTree(const GameTree& a, const GameTree& b) {
  auto fail = [](const std::string& what) { return ::testing::AssertionFailure() << what << " differ"; };
  if (a.title != b.title || a.comment != b.comment) return fail("title/comment");
  if (a.playerNames != b.playerNames) return fail("player names");
  if (a.nodes.size() != b.nodes.size()) return fail("node counts");
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    const auto &x = a.nodes[i], &y = b.nodes[i];
    if (x.parent != y.parent || x.children != y.children || x.infoSet != y.infoSet || x.outcome != y.outcome ||
        x.label != y.label)
      return fail("node " + std::to_string(i));
  }
  if (a.infoSets.size() != b.infoSets.size()) return fail("set counts");
  for (std::size_t i = 0; i < a.infoSets.size(); ++i) {
    const auto &x = a.infoSets[i], &y = b.infoSets[i];
    if (x.player != y.player || x.number != y.number || x.label != y.label || x.actions != y.actions ||
        x.probabilities != y.probabilities)
      return fail("information set " + std::to_string(i));
  }
  if (a.outcomes.size() != b.outcomes.size()) return fail("outcome counts");
  for (std::size_t i = 0; i < a.outcomes.size(); ++i)
    if (a.outcomes[i].label != b.outcomes[i].label || a.outcomes[i].payoffs != b.outcomes[i].payoffs)
      return fail("outcome " + std::to_string(i));
  return ::testing::AssertionSuccess();
}

const char* kBasicEndgame =
    "N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}";

Expected<GameTree> fromText(const std::string& text) {
  return treeFromJson(nlohmann::json::parse(text), "t.gamelab", text);
}

TEST(TreeJson, RoundTripKeepsEverything) {
  GameTree tree = notation(kBasicEndgame);
  tree.title = "Basic Endgame";
  tree.playerNames = {"I", "II"};
  tree.nodes[1].label = "win";
  tree.outcomes[0].label = "showdown";
  const auto json = treeToJson(tree);
  EXPECT_EQ(json["players"], nlohmann::json({"I", "II"}));
  EXPECT_EQ(json["infosets"][0]["player"], "chance");
  EXPECT_EQ(json["infosets"][0]["probabilities"], nlohmann::json({"1/4", "3/4"}));
  auto back = treeFromJson(json);
  ASSERT_TRUE(back) << describe(back.error());
  EXPECT_TRUE(sameTree(*back, tree));
  // Through text as well.
  auto again = fromText(json.dump(2));
  ASSERT_TRUE(again) << describe(again.error());
  EXPECT_TRUE(sameTree(*again, tree));
}

TEST(TreeJson, NodesListedOutOfOrderAreRenumbered) {
  // Root 0 -> children 2 (terminal) and 1 (decision of player 2 with children 3, 4).
  const std::string text = R"({"players": ["A", "B"],
    "outcomes": [{"payoffs": ["1", "-1"]}, {"payoffs": [2, -2]}, {"payoffs": ["0.5", "-1/2"]}],
    "infosets": [{"player": 1, "actions": ["L", "R"]}, {"player": 2, "actions": ["l", "r"]}],
    "nodes": [{"infoset": 0, "children": [3, 1]}, {"outcome": 0}, {"outcome": 1},
              {"infoset": 1, "children": [2, 4]}, {"outcome": 2}]})";
  auto tree = fromText(text);
  ASSERT_TRUE(tree) << describe(tree.error());
  std::string why;
  EXPECT_TRUE(tree->isConsistent(&why)) << why;
  EXPECT_EQ(tree->nodeCount(), 5);
  // Preorder: 0, old 3 -> 1, old 2 -> 2, old 4 -> 3, old 1 -> 4.
  EXPECT_EQ(tree->node(0).children, (std::vector<NodeId>{1, 4}));
  EXPECT_EQ(tree->node(1).children, (std::vector<NodeId>{2, 3}));
  EXPECT_EQ(tree->accumulatedPayoff(2), (RationalVector{2, -2}));
  EXPECT_EQ(tree->accumulatedPayoff(3), (RationalVector{Rational(1, 2), Rational(-1, 2)}));
  EXPECT_EQ(tree->accumulatedPayoff(4), (RationalVector{1, -1}));
  EXPECT_EQ(tree->infoSets[1].number, 1);  // numbers default per player
}

struct BadJson {
  const char* name;
  std::string text;
  ErrorCode code;
  std::string words;  ///< must appear in the message
  int line;           ///< where the error is placed
  Problem problem = Problem::None;  ///< what the error names
};

TEST(TreeJson, BadTreesAreWrongShapeWithWordsAndPlace) {
  const std::string sets = R"("infosets": [{"player": 1, "actions": ["a", "b"]}],)";
  const std::vector<BadJson> cases = {
      {"cycle", "{" + sets + "\n\"nodes\": [{\"infoset\": 0, \"children\": [1, 2]}, {},\n{\"infoset\": 0, \"children\": [3, 4]},\n"
                             "{\"infoset\": 0, \"children\": [2, 1]}, {}]}",
       ErrorCode::WrongShape, "node 2 has two parents (nodes 0 and 3)", 4, Problem::TwoParents},
      {"true cycle", "{" + sets + "\n\"nodes\": [{\"infoset\": 0, \"children\": [1, 2]}, {}, {},\n"
                                  "{\"infoset\": 0, \"children\": [4, 5]},\n{\"infoset\": 0, \"children\": [3, 6]}, {}, {}]}",
       ErrorCode::WrongShape, "nodes 3 → 4 → 3 form a cycle (at game/nodes/3/children)", 3, Problem::NodeCycle},
      {"unreachable", "{" + sets + "\n\"nodes\": [{\"infoset\": 0, \"children\": [1, 2]}, {}, {},\n{}]}",
       ErrorCode::WrongShape, "game/nodes/3 cannot be reached", 3, Problem::NodeUnreachable},
      {"payoff count", "{\"outcomes\": [{\"payoffs\": [\"1\", \"2\"]},\n{\"payoffs\": [\"1\"]}],\n\"nodes\": [{}]}",
       ErrorCode::WrongShape, "game/outcomes/1/payoffs must hold one payoff per player (2), but holds 1", 2,
       Problem::OnePayoffPerPlayer},
      {"not a number", "{\"outcomes\": [{\"payoffs\": [\"1\",\n\"x\"]}],\n\"nodes\": [{}]}", ErrorCode::NotANumber,
       "game/outcomes/0/payoffs/1", 2},
      {"chance without probabilities",
       "{\"infosets\": [\n{\"player\": \"chance\", \"actions\": [\"H\", \"T\"]}],\n\"nodes\": [{\"infoset\": 0, "
       "\"children\": [1, 2]}, {}, {}]}",
       ErrorCode::WrongShape, "game/infosets/0 has no \"probabilities\"", 2, Problem::MissingField},
      {"child count", "{" + sets + "\n\"nodes\": [{\"infoset\": 0, \"children\":\n[1]}, {}]}", ErrorCode::WrongShape,
       "the number of children (1) differs from the number of actions of information set 0 (2)", 3,
       Problem::ChildrenActionsMismatch},
      {"player out of range", "{\"infosets\": [{\"player\":\n3, \"actions\": [\"a\"]}], \"nodes\": [{}]}",
       ErrorCode::WrongShape, "game/infosets/0/player must be a player number from 1 to 2", 2,
       Problem::PlayerNumberOrChance},
      {"decision without set", "{\"nodes\": [{\"children\": [1]},\n{}]}", ErrorCode::WrongShape,
       "game/nodes/0 has children but no \"infoset\"", 1,
       Problem::MoverMissing},
      {"unused set", "{" + sets + "\n\"nodes\": [{}]}", ErrorCode::WrongShape, "game/infosets/0 is the information set of no node", 1,
       Problem::InfoSetUnused},
  };
  for (const auto& c : cases) {
    auto tree = fromText(c.text);
    ASSERT_FALSE(tree) << c.name;
    EXPECT_EQ(tree.error().code, c.code) << c.name;
    EXPECT_EQ(tree.error().problem, c.problem) << c.name;
    const std::string message = describe(tree.error());
    EXPECT_NE(message.find(c.words), std::string::npos) << c.name << ": " << message;
    EXPECT_EQ(tree.error().where.file, "t.gamelab") << c.name;
    EXPECT_EQ(tree.error().where.line, c.line) << c.name << ": " << message;
    EXPECT_GT(tree.error().where.column, 0) << c.name;
  }
}

TEST(TreeJson, DocumentErrorsArePlacedInsideGame) {
  const std::string text =
      "{\"format\": \"gamelab\", \"version\": 1, \"kind\": \"tree\", \"title\": \"x\",\n"
      " \"game\": {\"outcomes\": [{\"payoffs\": [\"1\", \"2\", \"3\"]}],\n \"nodes\": [{\"outcome\": 0}]}}";
  const auto json = nlohmann::json::parse(text);
  auto tree = treeFromJson(json["game"], "d.gamelab", text);
  ASSERT_FALSE(tree);
  EXPECT_EQ(tree.error().where.line, 2);
  EXPECT_EQ(tree.error().where.column, 36);  // the payoff list
}


// ---- Gambit .efg ----

std::string dataFile(const std::string& name) { return std::string(GAMELAB_TEST_DATA) + "/tree/" + name; }

GameTree readEfgFile(const std::string& name) {
  auto text = readTextFile(dataFile(name));
  EXPECT_TRUE(text);
  auto tree = parseEfg(text ? *text : std::string(), name);
  EXPECT_TRUE(tree) << (tree ? "" : describe(tree.error()));
  return tree ? *tree : GameTree();
}

TEST(Efg, BasicEndgameWithSharedSetAndOutcome) {
  const GameTree tree = readEfgFile("basic_endgame.efg");
  std::string why;
  ASSERT_TRUE(tree.isConsistent(&why)) << why;
  EXPECT_EQ(tree.title, "Basic Endgame");
  EXPECT_EQ(tree.playerNames, (std::vector<std::string>{"I", "II"}));
  EXPECT_NE(tree.comment.find("T65"), std::string::npos);
  EXPECT_EQ(tree.nodeCount(), 11);
  ASSERT_EQ(tree.infoSets.size(), 4u);  // chance, I win, II bet (two nodes), I lose
  EXPECT_TRUE(tree.infoSets[0].isChance());
  EXPECT_EQ(tree.infoSets[0].label, "card");
  EXPECT_EQ(tree.infoSets[0].probabilities, (RationalVector{Rational(1, 4), Rational(3, 4)}));
  EXPECT_EQ(tree.infoSets[2].player, 1);
  EXPECT_EQ(tree.infoSets[2].actions, (std::vector<std::string>{"c", "f"}));
  EXPECT_EQ(tree.infoSetMembers()[2].size(), 2u);
  EXPECT_EQ(tree.infoSets[3].number, 2);
  ASSERT_EQ(tree.outcomes.size(), 5u);
  EXPECT_EQ(tree.outcomes[1].label, "II folds");
  // Outcome 2 ("II folds") is shared by both fold leaves.
  int folds = 0;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) folds += tree.node(id).outcome == 1;
  EXPECT_EQ(folds, 2);
  EXPECT_EQ(tree.node(0).label, "deal");
}

TEST(Efg, ThreePlayersDecimalsEscapesAndInnerOutcome) {
  const GameTree tree = readEfgFile("three_players.efg");
  std::string why;
  ASSERT_TRUE(tree.isConsistent(&why)) << why;
  EXPECT_EQ(tree.title, "Three \"quoted\" players");
  EXPECT_EQ(tree.players(), 3);
  EXPECT_EQ(tree.node(0).outcome, 0);  // an outcome at a non-terminal node
  EXPECT_EQ(tree.outcomes[0].payoffs, (RationalVector{-1, 0, Rational(1, 2)}));
  EXPECT_EQ(tree.infoSets[1].probabilities, (RationalVector{Rational(1, 2), Rational(1, 2)}));
  // The last leaf (action R) has no outcome of its own: it pays the entry fee.
  const NodeId last = tree.nodeCount() - 1;
  EXPECT_EQ(tree.node(last).outcome, -1);
  EXPECT_EQ(tree.accumulatedPayoff(last), (RationalVector{-1, 0, Rational(1, 2)}));
  // L, H, x: entry fee + o2.
  const NodeId lhx = tree.nodeAt({0, 0, 0});
  EXPECT_EQ(tree.accumulatedPayoff(lhx), (RationalVector{0, 2, Rational(7, 2)}));
  EXPECT_EQ(tree.infoSets[3].actions.size(), 3u);
}

struct BadEfg {
  const char* file;
  ErrorCode code;
  int line;
  int column;
  std::string words;
};

TEST(Efg, BadFilesNameFileLineAndColumn) {
  const std::vector<BadEfg> cases = {
      {"bad_truncated.efg", ErrorCode::SyntaxError, 9, 1, "the tree is incomplete"},
      {"bad_notanumber.efg", ErrorCode::NotANumber, 9, 27, "expected a payoff, found 'x'"},
      {"bad_payoff_count.efg", ErrorCode::WrongShape, 12, 20, "outcome 4 must hold one payoff per player (2), but holds 1"},
      {"bad_set_actions.efg", ErrorCode::WrongShape, 11, 16, "information set 1 of this player has 2 actions at its first node but 3 here"},
      {"bad_player.efg", ErrorCode::WrongShape, 6, 6, "player 3 does not exist"},
      {"bad_trailing.efg", ErrorCode::WrongShape, 15, 1, "text after the end of the tree"},
  };
  for (const auto& c : cases) {
    auto text = readTextFile(dataFile(c.file));
    ASSERT_TRUE(text) << c.file;
    auto tree = parseEfg(*text, c.file);
    ASSERT_FALSE(tree) << c.file;
    const std::string message = describe(tree.error());
    EXPECT_EQ(tree.error().code, c.code) << message;
    EXPECT_EQ(tree.error().where.file, c.file);
    EXPECT_EQ(tree.error().where.line, c.line) << message;
    EXPECT_EQ(tree.error().where.column, c.column) << message;
    EXPECT_NE(message.find(c.words), std::string::npos) << message;
  }
}

TEST(Efg, SmallGrammarCases) {
  struct Case {
    const char* text;
    bool ok;
    std::string words;
  };
  const std::vector<Case> cases = {
      {"EFG 2 R \"\" { \"A\" } t \"\" 1 \"o\" { 5 }", true, ""},
      {"EFG 2 R \"\" { \"A\" } \"comment\" t \"\" 0", true, ""},
      {"EFG 3 R \"\" { \"A\" } t \"\" 0", false, "version 3"},
      {"NFG 1 R \"\" { \"A\" } t \"\" 0", false, "expected 'EFG'"},
      {"EFG 2 R \"\" { } t \"\" 0", false, "no players"},
      {"EFG 2 R \"\" { \"A\" } t \"\" 2", false, "outcome 2 is used but its payoffs are never given"},
      {"EFG 2 R \"\" { \"A\" } p \"\" 1 1 0", false, "without its list of actions"},
      {"EFG 2 R \"\" { \"A\" } c \"\" 1 \"\" { \"a\" -1/2 \"b\" 3/2 } 0 t \"\" 0 t \"\" 0", false,
       "must not be negative"},
      {"EFG 2 R \"\" { \"A\" } c \"\" 1 \"\" { \"a\" 1/3 \"b\" 1/3 } 0 t \"\" 0 t \"\" 0", true, ""},
      {"EFG 2 R \"\" { \"A\" } t \"\" 1 \"o\" { 5 ", false, "expected a payoff or '}'"},
      {"EFG 2 R \"unterminated { \"A\" }", false, ""},
  };
  for (const auto& c : cases) {
    auto tree = parseEfg(c.text, "x.efg");
    EXPECT_EQ(bool(tree), c.ok) << c.text << (tree ? "" : " -> " + describe(tree.error()));
    if (!tree) {
      EXPECT_NE(describe(tree.error()).find(c.words), std::string::npos) << describe(tree.error());
      EXPECT_GT(tree.error().where.line, 0) << c.text;
    }
  }
}

TEST(Efg, RoundTrips) {
  for (const char* file : {"basic_endgame.efg", "three_players.efg", "t21_subgame.efg"}) {
    const GameTree tree = readEfgFile(file);
    const std::string written = writeEfg(tree);
    auto back = parseEfg(written, "written.efg");
    ASSERT_TRUE(back) << file << ": " << describe(back.error()) << "\n" << written;
    EXPECT_TRUE(sameTree(*back, tree)) << file << "\n" << written;
    EXPECT_EQ(writeEfg(*back), written);
  }
  // A tree built out of preorder (the notation builder) survives up to node order: writing it
  // again gives the same text.
  GameTree tree = notation(kBasicEndgame);
  tree.playerNames = {"I", "II"};
  tree.title = "A \"quoted\" \\ title";
  const std::string written = writeEfg(tree);
  auto back = parseEfg(written, "written.efg");
  ASSERT_TRUE(back) << describe(back.error()) << "\n" << written;
  EXPECT_EQ(writeEfg(*back), written);
  EXPECT_EQ(back->title, tree.title);
  EXPECT_EQ(back->nodeCount(), tree.nodeCount());
}

TEST(TreeFile, LoadsEfgJsonAndNotation) {
  auto efg = loadTreeFile(dataFile("basic_endgame.efg"));
  ASSERT_TRUE(efg) << describe(efg.error());
  EXPECT_EQ(efg->nodeCount(), 11);
  auto bad = loadTreeFile(dataFile("bad_player.efg"));
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().where.line, 6);
  auto missing = loadTreeFile(dataFile("no_such_file.efg"));
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code, ErrorCode::FileUnreadable);
}

}  // namespace
}  // namespace gamelab
