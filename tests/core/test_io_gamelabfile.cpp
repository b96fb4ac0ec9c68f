// The native .gamelab document, its zero-sum game JSON, and format detection.
#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/matrix/matrixgamejson.h"
#include "core/io/textlocation.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace gamelab {
namespace {

std::string dataFile(const std::string& name) { return std::string(GAMELAB_TEST_DATA) + "/" + name; }

TEST(TextLocation, OffsetsToLinesAndColumns) {
  const std::string_view text = "ab\ncd\n\nx";
  EXPECT_EQ(locationOfOffset(text, 0, "f").line, 1);
  EXPECT_EQ(locationOfOffset(text, 4, "f").column, 2);
  EXPECT_EQ(locationOfOffset(text, 7, "f").line, 4);
  EXPECT_EQ(locationOfOffset(text, 99, "f").column, 2);
}

TEST(TextLocation, FindsJsonValues) {
  const std::string text = "{\"a\": [1, 22 ,\n {\"b\": \"x\"}], \"c\": true}";
  EXPECT_EQ(findJsonValue(text, {"a"}), text.find('['));
  EXPECT_EQ(findJsonValue(text, {"a", "0"}), text.find('1'));
  EXPECT_EQ(findJsonValue(text, {"a", "1"}), text.find("22"));
  EXPECT_EQ(findJsonValue(text, {"a", "2", "b"}), text.find("\"x\""));
  EXPECT_EQ(findJsonValue(text, {"c"}), text.find("true"));
  EXPECT_EQ(findJsonValue(text, {"d"}), std::nullopt);
  EXPECT_EQ(findJsonValue("{\"a\": ", {"a"}), std::nullopt);
}

TEST(MatrixGameJson, RoundTripKeepsLabelsAndExactNumbers) {
  MatrixGame game = MatrixGame::fromText({{"3", "-2/7"}, {"1/3", "0"}});
  game.rowLabels = {"top", ""};
  auto back = matrixGameFromJson(toJson(game));
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, game);
  EXPECT_EQ(toJson(game)["payoffs"][0][1], "-2/7");
}

TEST(MatrixGameJson, NumbersAreAcceptedToo) {
  auto game = matrixGameFromJson(nlohmann::json::parse(R"({"payoffs": [[1, -2.5], ["3/4", 0.1]]})"));
  ASSERT_TRUE(game);
  EXPECT_EQ(game->at(0, 1), Rational(-5, 2));
  EXPECT_EQ(game->at(1, 1), Rational(1, 10));
  EXPECT_EQ(game->rowLabel(1), "2");
}

TEST(MatrixGameJson, ErrorsNameTheCell) {
  auto bad = matrixGameFromJson(nlohmann::json::parse(R"({"payoffs": [["1", "2"], ["3", "four"]]})"), "g.gamelab");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(bad.error().args.at(0), "four");
  EXPECT_EQ(bad.error().args.at(1), "payoffs[2][2]");
  auto ragged = matrixGameFromJson(nlohmann::json::parse(R"({"payoffs": [["1", "2"], ["3"]]})"));
  ASSERT_FALSE(ragged);
  EXPECT_EQ(ragged.error().code, ErrorCode::WrongShape);
  auto labels = matrixGameFromJson(nlohmann::json::parse(R"({"rows": ["a"], "payoffs": [["1"], ["3"]]})"));
  ASSERT_FALSE(labels);
  EXPECT_EQ(labels.error().code, ErrorCode::WrongShape);
  auto empty = matrixGameFromJson(nlohmann::json::parse(R"({"payoffs": []})"));
  ASSERT_FALSE(empty);
  EXPECT_EQ(empty.error().code, ErrorCode::EmptyGame);
}

TEST(GamelabFile, ParseAndSerialiseRoundTrip) {
  GamelabFile file;
  file.kind = "zerosum";
  file.title = "Odd or \"Even\"";
  file.game = toJson(MatrixGame::fromText({{"-2", "3"}, {"3", "-4"}}));
  file.view = {{"zoom", 2}};
  const std::string text = serializeGamelab(file);
  EXPECT_EQ(text.rfind("{\n  \"format\": \"gamelab\",\n  \"version\": 1,", 0), 0u) << text;
  auto back = parseGamelab(text, "x.gamelab");
  ASSERT_TRUE(back);
  EXPECT_EQ(back->kind, file.kind);
  EXPECT_EQ(back->title, file.title);
  EXPECT_EQ(back->game, file.game);
  EXPECT_EQ(back->view, file.view);
}

struct BadDoc {
  const char* text;
  ErrorCode code;
  int line;
  int column;
};

class GamelabMalformed : public testing::TestWithParam<BadDoc> {};

TEST_P(GamelabMalformed, ReportsCodeAndPosition) {
  const BadDoc& bad = GetParam();
  auto doc = parseGamelab(bad.text, "d.gamelab");
  ASSERT_FALSE(doc);
  EXPECT_EQ(doc.error().code, bad.code) << describe(doc.error());
  EXPECT_EQ(doc.error().where.file, "d.gamelab");
  EXPECT_EQ(doc.error().where.line, bad.line) << describe(doc.error());
  EXPECT_EQ(doc.error().where.column, bad.column) << describe(doc.error());
}

INSTANTIATE_TEST_SUITE_P(
    Texts, GamelabMalformed,
    testing::Values(
        BadDoc{"{\"format\": \"gamelab\",\n \"version\": 1,\n \"kind\" \"zerosum\"}", ErrorCode::SyntaxError, 3, 9},
        BadDoc{"{\"format\": \"gamelab\", \"version\": 1,", ErrorCode::SyntaxError, 1, 36},
        BadDoc{"[1, 2]", ErrorCode::WrongShape, 1, 1},
        BadDoc{"{\"version\": 1}", ErrorCode::WrongShape, 1, 1},
        BadDoc{"{\"format\": \"gamelab\",\n \"version\": \"1\"}", ErrorCode::WrongShape, 2, 13},
        BadDoc{"{\"format\": \"gamelab\",\n \"version\": 7, \"kind\": \"zerosum\", \"game\": {}}",
               ErrorCode::UnsupportedVersion, 2, 13},
        BadDoc{"{\"format\": \"other\", \"version\": 1}", ErrorCode::UnsupportedFormat, 1, 12},
        BadDoc{"{\"format\": \"gamelab\", \"version\": 1, \"kind\": \"zerosum\"}", ErrorCode::WrongShape, 1, 1},
        BadDoc{"{\"format\": \"gamelab\", \"version\": 1, \"kind\": 3, \"game\": {}}", ErrorCode::WrongShape, 1, 45},
        BadDoc{"{\"format\": \"gamelab\", \"version\": 1, \"kind\": \"zerosum\", \"game\": []}", ErrorCode::WrongShape,
               1, 64}));

TEST(GamelabFile, UnsupportedVersionNamesBothVersions) {
  auto doc = parseGamelab(R"({"format": "gamelab", "version": 7, "kind": "zerosum", "game": {}})", "v.gamelab");
  ASSERT_FALSE(doc);
  EXPECT_EQ(doc.error().args, (std::vector<std::string>{"7", "1"}));
}

TEST(GamelabFile, AtomicWriteThenRead) {
  const auto dir = std::filesystem::temp_directory_path() / ("gamelab-io-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "game.gamelab").string();
  GamelabFile file;
  file.kind = "zerosum";
  file.game = toJson(MatrixGame::fromText({{"1", "0"}, {"0", "1"}}));
  for (int k = 0; k < 2; ++k) {  // the second write replaces the first
    file.title = "version " + std::to_string(k);
    auto written = writeGamelabFile(path, file);
    ASSERT_TRUE(written);
  }
  auto back = readGamelabFile(path);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->title, "version 1");
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++entries;
  EXPECT_EQ(entries, 1u);  // no temporary file left behind
  auto unwritable = writeGamelabFile((dir / "missing" / "x.gamelab").string(), file);
  ASSERT_FALSE(unwritable);
  EXPECT_EQ(unwritable.error().code, ErrorCode::FileUnwritable);
  auto unreadable = readGamelabFile((dir / "missing.gamelab").string());
  ASSERT_FALSE(unreadable);
  EXPECT_EQ(unreadable.error().code, ErrorCode::FileUnreadable);
  std::filesystem::remove_all(dir);
}

TEST(GameLoader, DetectsFormatsByContent) {
  EXPECT_EQ(detectFormat("  \n{\"format\": 1}"), InputFormat::Gamelab);
  EXPECT_EQ(detectFormat("NFG 1 R \"\""), InputFormat::Nfg);
  EXPECT_EQ(detectFormat("hello"), InputFormat::Unknown);
}

TEST(GameLoader, LoadsGamelabAndNfg) {
  auto text = readTextFile(dataFile("t26_guess.gamelab"));
  ASSERT_TRUE(text);
  auto game = loadZeroSumGame(*text, "t26_guess.gamelab");
  ASSERT_TRUE(game);
  EXPECT_EQ(game->payoffs, MatrixGame::fromText({{"0", "1", "2"}, {"1", "0", "1"}, {"2", "1", "0"}}).payoffs);
  EXPECT_EQ(game->colLabel(1), "guess 2");
  auto nfgText = readTextFile(dataFile("odd_or_even.nfg"));
  ASSERT_TRUE(nfgText);
  EXPECT_TRUE(loadZeroSumGame(*nfgText, "odd_or_even.nfg"));
}

TEST(GameLoader, LocatesBadCellsAndSyntaxErrors) {
  auto text = readTextFile(dataFile("bad_cell.gamelab"));
  ASSERT_TRUE(text);
  auto game = loadZeroSumGame(*text, "bad_cell.gamelab");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::NotANumber);
  EXPECT_EQ(describe(game.error()), "bad_cell.gamelab:8:23: 'four' is not a number (payoffs[2][2])");
  auto syntax = readTextFile(dataFile("bad_syntax.gamelab"));
  ASSERT_TRUE(syntax);
  auto bad = loadZeroSumGame(*syntax, "bad_syntax.gamelab");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::SyntaxError);
  EXPECT_EQ(bad.error().where.line, 5);
  EXPECT_EQ(bad.error().where.column, 3);
  auto notZeroSum = readTextFile(dataFile("bad_not_zero_sum.nfg"));
  ASSERT_TRUE(notZeroSum);
  auto nz = loadZeroSumGame(*notZeroSum, "bad_not_zero_sum.nfg");
  ASSERT_FALSE(nz);
  EXPECT_EQ(nz.error().code, ErrorCode::NotZeroSum);
  EXPECT_EQ(nz.error().where.file, "bad_not_zero_sum.nfg");
}

}  // namespace
}  // namespace gamelab
