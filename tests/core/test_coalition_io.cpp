// TU games in files: the short form and the .gamelab payload of kind "coalitional" (CLI.md),
// voting games, and errors that name the entry at fault with its line and column.
#include "core/coalition/coalitionalgamejson.h"
#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/coalition/coalitionalexamples.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gamelab {
namespace {

std::string dataFile(const std::string& name) { return std::string(GAMELAB_TEST_DATA) + "/coalition/" + name; }

Expected<CoalitionalGame> loadFile(const std::string& name) {
  auto text = readTextFile(dataFile(name));
  if (!text) return text.error();
  return loadCoalitionalGame(*text, name);
}

RationalVector numbers(const std::vector<std::string>& texts) {
  RationalVector out;
  for (const auto& t : texts) out.push_back(*parseRational(t));
  return out;
}

TEST(CoalitionIo, ShortFormInBitmaskOrder) {
  auto game = loadCoalitionalGame(R"({"players": ["A","B","C"], "v": [0, 1, 0, 4, "1", 3, 5, "8"]})", "x.json");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->players(), 3);
  EXPECT_EQ(game->playerNames(), (std::vector<std::string>{"A", "B", "C"}));
  EXPECT_EQ(game->values(), numbers({"0", "1", "0", "4", "1", "3", "5", "8"}));
  EXPECT_EQ(game->value(0b011), 4);  // v(AB)
  EXPECT_EQ(game->value(0b101), 3);  // v(AC)
  EXPECT_FALSE(game->voting());
}

TEST(CoalitionIo, NumbersAsIntegersFloatsAndFractions) {
  auto game = loadCoalitionalGame(R"({"v": [0, 0.5, "-2/7", 1e1]})", "x.json");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->players(), 2);
  EXPECT_EQ(game->playerNames(), (std::vector<std::string>{"1", "2"}));
  EXPECT_EQ(game->values(), numbers({"0", "1/2", "-2/7", "10"}));
}

TEST(CoalitionIo, RoundTripOfEveryExample) {
  for (const auto& example : coalitionalExamples()) {
    const nlohmann::json json = toJson(example.game);
    auto back = coalitionalGameFromJson(json);
    ASSERT_TRUE(back) << example.id << ": " << describe(back.error());
    EXPECT_EQ(*back, example.game) << example.id;
    // And through a whole .gamelab document.
    GamelabFile file{"coalitional", example.englishTitle, json};
    auto loaded = loadCoalitionalGame(serializeGamelab(file), example.id + ".gamelab");
    ASSERT_TRUE(loaded) << example.id << ": " << describe(loaded.error());
    EXPECT_EQ(*loaded, example.game) << example.id;
  }
}

TEST(CoalitionIo, GamelabDocument) {
  auto game = loadFile("t89_bankruptcy.gamelab");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->title(), "Bankruptcy: claims 10, 20, 30, estate 36");
  EXPECT_EQ(game->values(), numbers({"0", "0", "0", "6", "6", "16", "26", "36"}));
}

TEST(CoalitionIo, GamelabDocumentOfAnotherKind) {
  auto game = loadFile("bad_kind.gamelab");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::UnsupportedFormat);
  EXPECT_NE(game.error().args.at(0).find("strategic"), std::string::npos);
  EXPECT_EQ(game.error().where.line, 4);
}

TEST(CoalitionIo, GamelabCellLocated) {
  auto game = loadFile("bad_cell.gamelab");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(game.error().args.at(0), "x/2");
  EXPECT_EQ(game.error().args.at(1), "v[2]");
  EXPECT_EQ(game.error().where.line, 14);
  EXPECT_EQ(game.error().where.column, 7);
}

TEST(CoalitionIo, VotingGameOnly) {
  auto game = loadFile("t72_voting.json");
  ASSERT_TRUE(game) << describe(game.error());
  ASSERT_TRUE(game->voting());
  EXPECT_EQ(game->voting()->quota, 50);
  EXPECT_EQ(game->voting()->rule, QuotaRule::Greater);
  EXPECT_EQ(game->players(), 4);
  ASSERT_TRUE(game->hasTable());
  EXPECT_EQ(game->value(0b1010), 1);  // {2,4}: 60 > 50
  EXPECT_EQ(game->value(0b0101), 0);  // {1,3}: 40
  EXPECT_EQ(game->value(0b0011), 0);  // {1,2}: 30
  EXPECT_EQ(game->title(), "[50; 10, 20, 30, 40]");
}

TEST(CoalitionIo, VotingAtLeastRule) {
  auto game = loadFile("t81_nassau_1971.json");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->voting()->rule, QuotaRule::AtLeast);
  EXPECT_EQ(game->playerNames().at(2), "Oyster Bay");
  EXPECT_EQ(game->value(0b000111), 1);  // 31 + 31 + 28 = 90
  EXPECT_EQ(game->value(0b110100), 0);  // 28 + 2 + 2 = 32
  EXPECT_EQ(game->value(0b111100), 0);  // 28 + 21 + 2 + 2 = 53
  EXPECT_EQ(game->value(0b110101), 1);  // 31 + 28 + 2 + 2 = 63
}

TEST(CoalitionIo, LargeVotingGameHasNoTable) {
  std::string weights;
  for (int i = 0; i < 500; ++i) {
    if (i) weights.push_back(',');
    weights.append(std::to_string(1 + i % 20));
  }
  auto game = loadCoalitionalGame(R"({"voting": {"quota": 2500, "weights": [)" + weights + "]}}", "big.json");
  ASSERT_TRUE(game) << describe(game.error());
  EXPECT_EQ(game->players(), 500);
  EXPECT_FALSE(game->hasTable());
  EXPECT_EQ(game->voting()->weights.at(19), 20);
  // And back: no "v" on output.
  const auto json = toJson(*game);
  EXPECT_FALSE(json.contains("v"));
  auto back = coalitionalGameFromJson(json);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, *game);
}

TEST(CoalitionIo, VotingAndTableMustAgree) {
  auto agree = loadCoalitionalGame(R"({"v": [0,0,0,1], "voting": {"quota": 1, "weights": [1, 1]}})", "x.json");
  ASSERT_TRUE(agree) << describe(agree.error());
  EXPECT_TRUE(agree->voting());
  auto disagree = loadCoalitionalGame(R"({"v": [0,1,0,1], "voting": {"quota": 1, "weights": [1, 1]}})", "x.json");
  ASSERT_FALSE(disagree);
  EXPECT_EQ(disagree.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(disagree.error().problem, Problem::TableVotingDisagree);
  EXPECT_EQ(disagree.error().args, (std::vector<std::string>{"game/v/1", "1", "0"}));
}

TEST(CoalitionIo, NotANumberNamesItsEntry) {
  auto game = loadFile("bad_not_number.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(game.error().args.at(0), "three");
  EXPECT_EQ(game.error().args.at(1), "v[5]");
  EXPECT_EQ(game.error().where.file, "bad_not_number.json");
  EXPECT_EQ(game.error().where.line, 2);
  EXPECT_EQ(game.error().where.column, 23);
  EXPECT_NE(describe(game.error()).find("v[5]"), std::string::npos);
}

TEST(CoalitionIo, WrongCountSaysWhatWasExpected) {
  auto game = loadFile("bad_count.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(game.error().problem, Problem::WrongCount);
  EXPECT_EQ(game.error().args, (std::vector<std::string>{"game/v", "8", "7"}));
  EXPECT_EQ(game.error().where.line, 2);

  auto noPlayers = loadFile("bad_count_no_players.json");
  ASSERT_FALSE(noPlayers);
  EXPECT_EQ(noPlayers.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(noPlayers.error().problem, Problem::CoalitionTableLength);
  EXPECT_EQ(noPlayers.error().args.at(0), "game/v");
}

TEST(CoalitionIo, ThirtyOnePlayersAsATableAreTooLarge) {
  auto game = loadFile("bad_31_players.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(game.error().problem, Problem::CoalitionTableTooLarge);
  EXPECT_EQ(game.error().args, (std::vector<std::string>{"31", "24"}));
  EXPECT_NE(describe(game.error()).find("31 players as a full table need 2^31"), std::string::npos)
      << describe(game.error());
}

TEST(CoalitionIo, EmptyCoalitionMustBeZero) {
  auto game = loadFile("bad_empty_nonzero.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(game.error().problem, Problem::EmptyCoalitionValue);
  EXPECT_EQ(game.error().args.at(0), "game/v/0");
  EXPECT_EQ(game.error().where.line, 2);
  EXPECT_EQ(game.error().where.column, 8);
}

TEST(CoalitionIo, MissingValues) {
  auto game = loadFile("bad_missing_values.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(game.error().problem, Problem::TableOrVoting);

  auto null = loadFile("bad_null_value.json");
  ASSERT_FALSE(null);
  EXPECT_EQ(null.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(null.error().problem, Problem::CoalitionValueMissing);
  EXPECT_EQ(null.error().args.at(0), "game/v/2");
  EXPECT_EQ(null.error().where.line, 2);
}

TEST(CoalitionIo, NegativeWeight) {
  auto game = loadFile("bad_weight.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(game.error().problem, Problem::MustBeNonNegative);
  EXPECT_EQ(game.error().args.at(0), "game/voting/weights/1");
  EXPECT_EQ(game.error().where.line, 2);
}

TEST(CoalitionIo, SyntaxErrorLocated) {
  auto game = loadFile("bad_syntax.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(game.error().where.line, 2);
  EXPECT_EQ(game.error().where.column, 16);
}

TEST(CoalitionIo, PlayersAsACountAndMismatchedNames) {
  auto counted = loadCoalitionalGame(R"({"players": 2, "v": [0, 1, 1, 3]})", "x.json");
  ASSERT_TRUE(counted) << describe(counted.error());
  EXPECT_EQ(counted->playerNames(), (std::vector<std::string>{"1", "2"}));
  auto mismatch = loadCoalitionalGame(R"({"players": ["A"], "v": [0, 1, 1, 3]})", "x.json");
  ASSERT_FALSE(mismatch);
  EXPECT_EQ(mismatch.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(mismatch.error().problem, Problem::WrongCount);
  EXPECT_EQ(mismatch.error().args, (std::vector<std::string>{"game/v", "2", "4"}));
}

TEST(CoalitionIo, NumberBeyondADoubleIsBadInputAtItsPlace) {
  // Once an nlohmann out_of_range exception ("internal error: number overflow").
  auto game = loadFile("bad_number_overflow.json");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(game.error().problem, Problem::ExpectedDoubleRangeNumber);
  EXPECT_EQ(game.error().args.at(0), "'1e400'");
  EXPECT_EQ(game.error().where.line, 2);
  EXPECT_EQ(game.error().where.column, 17);
  auto inVoting = loadCoalitionalGame("{\"voting\": {\"quota\": -2e999, \"weights\": [1]}}", "q.json");
  ASSERT_FALSE(inVoting);
  EXPECT_EQ(inVoting.error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(inVoting.error().where.column, 22);
  const std::string longNumber = "1" + std::string(5000, '0') + "e400";
  auto cut = loadCoalitionalGame("{\"v\": [0, " + longNumber + "]}", "long.json");
  ASSERT_FALSE(cut);
  EXPECT_LT(cut.error().args.at(0).size(), 60u) << cut.error().args.at(0);
}

TEST(CoalitionIo, ContainerInTheTableIsNamedAndPlaced) {
  auto game = loadFile("bad_nested_value.gamelab");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(game.error().args.at(0), "[2,3]");
  EXPECT_EQ(game.error().args.at(1), "v[2]");
  EXPECT_EQ(game.error().where.line, 2);
  EXPECT_EQ(game.error().where.column, 37);
}

/// The text reader streams "v"; reading the parsed JSON must give the same game or error.
TEST(CoalitionIo, StreamedTableReadsAsTheParsedOne) {
  const std::vector<std::string> texts = {
      R"({"players": ["A", "B"], "v": [0, 1, "2/3", 0.25]})",
      R"({"v": [0, 1, 2, 18446744073709551615], "title": "big"})",
      R"({"v": [0, -9223372036854775808, 2, 3]})",
      R"({"players": 2, "v": [0, 1, {"a": [1, {"b": 2}]}, "x"]})",
      R"({"players": 2, "v": [0, 1, "x", [1]]})",
      R"({"players": 2, "v": [0, null, 1, 2]})",
      R"({"players": 2, "v": [0, 1, 2]})",
      R"({"players": 2, "v": 5})",
      R"({"players": 2, "v": [1, 1, 2, 3]})",
      R"({"voting": {"quota": 1, "weights": [1, 1]}, "v": [0, 0, 0, 1]})",
      R"({"voting": {"quota": 1, "weights": [1, 1]}, "v": [0, 0, 0, 2]})",
      R"({"x": {"v": [0, "y"]}, "v": [0, 1], "w": [[0], {"v": [true]}]})",
  };
  for (const auto& text : texts) {
    auto streamed = loadCoalitionalGame(text, "s.json");
    auto parsed = coalitionalGameFromJson(nlohmann::json::parse(text), "s.json");
    ASSERT_EQ(streamed.hasValue(), parsed.hasValue()) << text;
    if (streamed) {
      EXPECT_EQ(*streamed, *parsed) << text;
    } else {
      EXPECT_EQ(streamed.error().code, parsed.error().code) << text;
      EXPECT_EQ(streamed.error().args, parsed.error().args) << text;
    }
  }
  // The same inside a document.
  auto doc = loadCoalitionalGame(
      R"({"format": "gamelab", "version": 1, "kind": "coalitional", "title": "T", "game": {"v": [0, 1, 1, "5/2"]}})",
      "d.gamelab");
  ASSERT_TRUE(doc) << describe(doc.error());
  EXPECT_EQ(doc->title(), "T");
  EXPECT_EQ(doc->value(3), Rational(5, 2));
}

}  // namespace
}  // namespace gamelab
