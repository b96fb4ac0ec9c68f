// Strategic games in files: the .gamelab JSON of kind "strategic", .nfg conversions in both
// directions (player 1's strategy changes fastest) and loadStrategicGame with located errors.
#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/nfg.h"
#include "core/strategic/strategicgamejson.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gamelab {
namespace {

std::string dataFile(const std::string& name) { return std::string(GAMELAB_TEST_DATA) + "/" + name; }

Expected<StrategicGame> loadFile(const std::string& name) {
  auto text = readTextFile(dataFile(name));
  if (!text) return text.error();
  return loadStrategicGame(*text, name);
}

StrategicGame twoPlayerGame() {
  StrategicGame game = StrategicGame::bimatrixFromText({{"3,1", "-2/7,0"}, {"1/3,5", "0,-4"}, {"7,7", "1,2"}});
  game.title = "Two \"quoted\" players";
  game.playerNames = {"Alice", "Bob"};
  game.strategyLabels = {{"U", "", "D"}, {"L", "R"}};
  return game;
}

StrategicGame threePlayerGame() {
  StrategicGame game({2, 3, 2});
  for (std::size_t t = 0; t < game.profileCount(); ++t)
    for (std::size_t k = 0; k < 3; ++k) game.payoff(t, k) = Rational(static_cast<long>(t) - 5) / static_cast<long>(k + 1);
  game.title = "Three";
  game.playerNames = {"A", "", "C"};
  game.strategyLabels[1] = {"x", "y", "z"};
  return game;
}

TEST(StrategicGameJson, RoundTripTwoAndThreePlayers) {
  for (const StrategicGame& game : {twoPlayerGame(), threePlayerGame()}) {
    const auto json = toJson(game);
    auto back = strategicGameFromJson(nlohmann::json::parse(json.dump()));
    ASSERT_TRUE(back) << describe(back.error());
    EXPECT_EQ(*back, game) << json.dump();
  }
}

TEST(StrategicGameJson, ShapeOfTheJson) {
  const auto json = toJson(twoPlayerGame());
  EXPECT_EQ(json["players"], nlohmann::json({"Alice", "Bob"}));
  EXPECT_EQ(json["strategies"][0], nlohmann::json({"U", "", "D"}));
  ASSERT_EQ(json["payoffs"].size(), 6u);
  // Profile 1 is (row 2, column 1): player 1 changes fastest.
  EXPECT_EQ(json["payoffs"][1], nlohmann::json({"1/3", "5"}));
  EXPECT_EQ(json["payoffs"][3], nlohmann::json({"-2/7", "0"}));
}

TEST(StrategicGameJson, AcceptsCountsNumbersAndMissingNames) {
  const auto json = nlohmann::json::parse(R"({"strategies": [2, 1], "payoffs": [[1, 0.25], ["-1/2", -3]]})");
  auto game = strategicGameFromJson(json);
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->strategyCounts(), (std::vector<std::size_t>{2, 1}));
  EXPECT_EQ(game->playerNames, (std::vector<std::string>{"", ""}));
  EXPECT_EQ(game->payoff({0, 0}, 1), Rational(1, 4));
  EXPECT_EQ(game->payoff({1, 0}, 0), Rational(-1, 2));
}

struct BadJson {
  const char* json;
  ErrorCode code;
  const char* mentions;  // text the English message must contain
  Problem problem = Problem::None;
};

TEST(StrategicGameJson, MalformedGamesNameTheEntry) {
  const std::vector<BadJson> cases = {
      {R"([])", ErrorCode::WrongShape, "game must be an object", Problem::MustBeObject},
      {R"({"payoffs": []})", ErrorCode::WrongShape, "game has no \"strategies\"", Problem::MissingField},
      {R"({"strategies": [], "payoffs": []})", ErrorCode::WrongShape, "game/strategies must be a non-empty list",
       Problem::MustBeNonEmptyList},
      {R"({"strategies": [2, []], "payoffs": []})", ErrorCode::WrongShape, "game/strategies/1 must be a non-empty list",
       Problem::MustBeNonEmptyList},
      {R"({"strategies": [2, 0], "payoffs": []})", ErrorCode::WrongShape,
       "game/strategies/1 must be a positive whole number (found 0)", Problem::MustBePositiveInteger},
      {R"({"strategies": [["a", 1]], "payoffs": [[0], [0]]})", ErrorCode::WrongShape, "game/strategies/0/1 must be a string",
       Problem::MustBeString},
      {R"({"players": ["x"], "strategies": [1, 1], "payoffs": [[0, 0]]})", ErrorCode::WrongShape,
       "game/players must have 2 entries, found 1", Problem::WrongCount},
      {R"({"strategies": [1, 2], "payoffs": [[0, 0]]})", ErrorCode::WrongShape,
       "game/payoffs must hold one payoff vector per pure profile (2), but holds 1", Problem::OnePayoffVectorPerProfile},
      {R"({"strategies": [1, 2], "payoffs": [[0, 0], [0]]})", ErrorCode::WrongShape,
       "game/payoffs/1 must hold one payoff per player (2), but holds 1", Problem::OnePayoffPerPlayer},
      {R"({"strategies": [1, 2], "payoffs": [[0, 0], [0, "x"]]})", ErrorCode::NotANumber, "payoffs[2][2]"},
      {R"({"strategies": [1, 2], "payoffs": [[0, 0], [0, null]]})", ErrorCode::NotANumber, "payoffs[2][2]"},
      {R"({"strategies": [10000, 10000], "payoffs": []})", ErrorCode::TooLarge,
       "a game of 10000 x 10000 strategies has more than 25000000 cells", Problem::TooManyCells},
      // Within the cell limit, beyond the payoff limit: 2^24 profiles of 24 players.
      {R"({"strategies": [2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2], "payoffs": []})", ErrorCode::TooLarge,
       "16777216 cells x 24 players = 402653184 payoffs, more than the limit of 10000000", Problem::TooManyPayoffs},
      {R"({"strategies": [5000, 5000], "payoffs": []})", ErrorCode::TooLarge, "50000000 payoffs",
       Problem::TooManyPayoffs},
      // Above 2^63 a count once wrapped to a negative number ("at least one strategy").
      {R"({"strategies": [18446744073709551615, 2], "payoffs": []})", ErrorCode::TooLarge, "18446744073709551615 x 2",
       Problem::TooManyCells},
      {R"({"strategies": [0, 2], "payoffs": []})", ErrorCode::WrongShape, "game/strategies/0 must be a positive whole number",
       Problem::MustBePositiveInteger},
      // Within both limits: the missing payoffs are counted before anything is allocated.
      {R"({"strategies": [2000, 2000], "payoffs": []})", ErrorCode::WrongShape,
       "one payoff vector per pure profile (4000000), but holds 0", Problem::OnePayoffVectorPerProfile},
  };
  for (const auto& c : cases) {
    auto game = strategicGameFromJson(nlohmann::json::parse(c.json), "f.gamelab");
    ASSERT_FALSE(game) << c.json;
    EXPECT_EQ(game.error().code, c.code) << c.json << ": " << describe(game.error());
    EXPECT_EQ(game.error().problem, c.problem) << c.json << ": " << describe(game.error());
    if (c.code == ErrorCode::NotANumber) {  // no problem: the args name the entry
      std::string args;
      for (const auto& a : game.error().args) args += a + "|";
      EXPECT_NE(args.find(c.mentions), std::string::npos) << c.json << ": " << args;
    } else {
      EXPECT_NE(describe(game.error()).find(c.mentions), std::string::npos) << c.json << ": " << describe(game.error());
    }
    EXPECT_EQ(game.error().where.file, "f.gamelab");
  }
}

TEST(StrategicNfg, RoundTripTwoAndThreePlayers) {
  for (const StrategicGame& game : {twoPlayerGame(), threePlayerGame()}) {
    const std::string text = writeNfg(toNfgGame(game));
    auto parsed = parseNfg(text, "x.nfg");
    ASSERT_TRUE(parsed) << describe(parsed.error()) << "\n" << text;
    EXPECT_EQ(toStrategicGame(*parsed), game) << text;
  }
}

TEST(StrategicNfg, PlayerOneChangesFastest) {
  // three_players.nfg: { 2 1 2 }, payoffs 1/2 0.25 -3 | 1 1 1 | 0 0 0 | 2 2 2.
  auto game = loadFile("three_players.nfg");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->title, "Three players, fractions and decimals");
  EXPECT_EQ(game->playerNames, (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_EQ(game->strategyCounts(), (std::vector<std::size_t>{2, 1, 2}));
  EXPECT_EQ(game->payoff({0, 0, 0}, 1), Rational(1, 4));
  EXPECT_EQ(game->payoff({0, 0, 0}, 2), Rational(-3));
  EXPECT_EQ(game->payoff({1, 0, 0}, 0), Rational(1));
  EXPECT_EQ(game->payoff({0, 0, 1}, 0), Rational(0));
  EXPECT_EQ(game->payoff({1, 0, 1}, 2), Rational(2));
}

TEST(StrategicNfg, BimatrixFileMatchesTheDigest) {
  // T11: row B, column c is (1,6); row D, column e is (1,5).
  auto game = loadFile("bimatrix_t11_asterisk.nfg");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->strategyLabels[0], (std::vector<std::string>{"A", "B", "C", "D"}));
  EXPECT_EQ(game->payoff({1, 2}, 0), Rational(1));
  EXPECT_EQ(game->payoff({1, 2}, 1), Rational(6));
  EXPECT_EQ(game->payoff({3, 4}, 1), Rational(5));
}

TEST(LoadStrategicGame, GamelabRoundTripTwoAndThreePlayers) {
  for (const StrategicGame& game : {twoPlayerGame(), threePlayerGame()}) {
    GamelabFile file;
    file.kind = "strategic";
    file.title = game.title;
    file.game = toJson(game);
    const std::string text = serializeGamelab(file);
    auto back = loadStrategicGame(text, "x.gamelab");
    ASSERT_TRUE(back) << describe(back.error()) << "\n" << text;
    EXPECT_EQ(*back, game);
  }
}

TEST(LoadStrategicGame, DataFilesOfBothKinds) {
  auto t01 = loadFile("strategic_t01.gamelab");
  ASSERT_TRUE(t01) << describe(t01.error());
  StrategicGame expected = StrategicGame::bimatrixFromText({{"2,0", "1,3"}, {"0,1", "3,2"}});
  expected.title = "Safety levels (Ferguson T01)";
  expected.playerNames = {"I", "II"};
  expected.strategyLabels = {{"1", "2"}, {"1", "2"}};
  EXPECT_EQ(*t01, expected);
  auto allIn = loadFile("three_allin.gamelab");
  ASSERT_TRUE(allIn) << describe(allIn.error());
  EXPECT_EQ(allIn->strategyCounts(), (std::vector<std::size_t>{2, 2, 1}));
  EXPECT_EQ(allIn->payoff({1, 1, 0}, 2), Rational(90));
  // A zero-sum document: player 2 gets minus player 1's payoff.
  auto guess = loadFile("t26_guess.gamelab");
  ASSERT_TRUE(guess) << describe(guess.error());
  EXPECT_EQ(guess->title, "Ferguson T26: guess |i-j|");
  EXPECT_EQ(guess->strategyLabels[1][2], "guess 3");
  EXPECT_EQ(guess->payoff({0, 2}, 0), Rational(2));
  EXPECT_EQ(guess->payoff({0, 2}, 1), Rational(-2));
  EXPECT_TRUE(guess->isZeroSum());
}

struct BadFile {
  const char* name;
  ErrorCode code;
  int line;
  int column;
};

TEST(LoadStrategicGame, MalformedFilesAreLocated) {
  const std::vector<BadFile> cases = {
      {"strategic_bad_cell.gamelab", ErrorCode::NotANumber, 10, 23},
      {"strategic_bad_profile.gamelab", ErrorCode::WrongShape, 10, 29},
      {"strategic_bad_empty_player.gamelab", ErrorCode::WrongShape, 8, 32},
      {"three_bad_truncated.nfg", ErrorCode::WrongShape, 12, 1},
      {"bad_cell.gamelab", ErrorCode::NotANumber, 8, 23},
      {"bad_syntax.gamelab", ErrorCode::SyntaxError, 0, 0},
  };
  for (const auto& c : cases) {
    auto game = loadFile(c.name);
    ASSERT_FALSE(game) << c.name;
    EXPECT_EQ(game.error().code, c.code) << describe(game.error());
    EXPECT_EQ(game.error().where.file, c.name);
    if (c.line > 0) {
      EXPECT_EQ(game.error().where.line, c.line) << describe(game.error());
      EXPECT_EQ(game.error().where.column, c.column) << describe(game.error());
    } else {
      EXPECT_GT(game.error().where.line, 0) << describe(game.error());
    }
  }
}

TEST(LoadStrategicGame, OtherKindsAndFormatsAreRefused) {
  auto kind = loadStrategicGame(R"({"format": "gamelab", "version": 1, "kind": "coalitional", "game": {}})", "k.gamelab");
  ASSERT_FALSE(kind);
  EXPECT_EQ(kind.error().code, ErrorCode::UnsupportedFormat);
  EXPECT_EQ(kind.error().where.line, 1);
  auto unknown = loadStrategicGame("\n  hello", "u.txt");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().code, ErrorCode::UnsupportedFormat);
  EXPECT_EQ(unknown.error().where.line, 2);
  EXPECT_EQ(unknown.error().where.column, 3);
}

}  // namespace
}  // namespace gamelab
