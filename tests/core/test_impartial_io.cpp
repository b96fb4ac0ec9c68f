// The `.gamelab` kind "impartial" (core/io/impartialjson.h): round trips of every built-in
// example, the documented shapes, and errors that name the entry at fault and say why.
#include "core/io/gamelabfile.h"
#include "core/io/gameloader.h"
#include "core/io/impartialjson.h"
#include "core/models/impartialexamples.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

std::string dataFile(const std::string& name) { return std::string(GAMELAB_TEST_DATA) + "/impartial/" + name; }

Error loadError(const std::string& text) {
  auto game = loadImpartialGame(text, "x.json");
  EXPECT_FALSE(game.hasValue()) << text;
  return game ? Error{} : game.error();
}

TEST(ImpartialIo, RoundTripOfEveryExample) {
  for (const auto& e : impartialExamples()) {
    ImpartialGame game{e.position, e.englishTitle, {{"convention", "normal"}}};
    const auto json = toJson(game);
    auto back = impartialGameFromJson(json);
    ASSERT_TRUE(back.hasValue()) << e.id << ": " << describe(back.error());
    EXPECT_EQ(back->position, e.position) << e.id;
    EXPECT_EQ(back->title, e.englishTitle);
    EXPECT_EQ(back->settings, game.settings);
    // Through text, as a whole document.
    GamelabFile file{"impartial", e.englishTitle, json, nlohmann::json::object()};
    auto doc = loadImpartialGame(serializeGamelab(file), e.id + ".gamelab");
    ASSERT_TRUE(doc.hasValue()) << e.id;
    EXPECT_EQ(doc->position, e.position) << e.id;
  }
}

TEST(ImpartialIo, ShapesOfTheHeader) {
  auto nim = loadImpartialGame(R"({"family": "heaps", "heaps": [5, 7, 9]})", "a.json");
  ASSERT_TRUE(nim.hasValue());
  EXPECT_EQ(std::get<HeapPosition>(nim->position).heaps, (std::vector<HeapSize>{5, 7, 9}));
  EXPECT_EQ(std::get<HeapPosition>(nim->position).rules, std::vector<HeapRule>{HeapRule::nim()});
  auto coins = loadImpartialGame(R"({"family": "coins", "rule": "mock-turtles", "heads": [0, 1, true, false]})", "b");
  ASSERT_TRUE(coins.hasValue());
  EXPECT_EQ(std::get<CoinRowPosition>(coins->position).heads, (std::vector<bool>{false, true, true, false}));
  auto grid = loadImpartialGame(
      R"({"family": "coin-grid", "rule": "tartan", "row_rule": "ruler", "col_rule": "ruler", "rows": 2, "cols": 3,
          "heads": ["THT", "TTH"]})",
      "c");
  ASSERT_TRUE(grid.hasValue());
  EXPECT_EQ(std::get<CoinGridPosition>(grid->position).heads,
            (std::vector<bool>{false, true, false, false, false, true}));
  // A cyclic graph is fine.
  auto cyclic = loadImpartialGame(R"({"family": "graph", "vertices": 2, "arcs": [[0, 1], [1, 0]], "tokens": [0]})", "d");
  ASSERT_TRUE(cyclic.hasValue());
  // The data files.
  for (const char* name : {"t18_nim.gamelab", "t44_cyclic_graph.gamelab", "t89_mock_turtles_squared.gamelab"}) {
    auto text = readTextFile(dataFile(name));
    ASSERT_TRUE(text.hasValue()) << name;
    EXPECT_TRUE(loadImpartialGame(*text, name).hasValue()) << name;
  }
}

TEST(ImpartialIo, ErrorsNameTheEntryAndSayWhy) {
  auto bad = loadError(R"({"family": "heaps", "heaps": [3, 4], "rules": ["nim", "octal:0.8"]})");
  EXPECT_EQ(bad.code, ErrorCode::InvalidArgument);
  EXPECT_EQ(bad.args.at(0), "rules[1]");
  EXPECT_NE(bad.args.at(1).find("bad rule spec 'octal:0.8'"), std::string::npos);
  EXPECT_EQ(bad.where.line, 1);
  EXPECT_GT(bad.where.column, 40);

  auto negative = loadError("{\"family\": \"heaps\",\n \"heaps\": [3, -4]}");
  EXPECT_EQ(negative.code, ErrorCode::InvalidArgument);
  EXPECT_EQ(negative.args.at(0), "heaps[1]");
  EXPECT_NE(negative.args.at(1).find("negative"), std::string::npos);
  EXPECT_EQ(negative.where.line, 2);
  EXPECT_EQ(negative.where.column, 15);

  auto mismatch = loadError(
      R"({"family": "coin-grid", "rule": "turning-corners", "rows": 2, "cols": 2, "heads": [1, 0, 1]})");
  EXPECT_EQ(mismatch.code, ErrorCode::WrongShape);
  EXPECT_NE(mismatch.args.at(0).find("3 coins, expected rows × cols = 4"), std::string::npos);

  auto missing = loadError(R"({"family": "hackenbush", "vertices": 3, "edges": [[0, 1], [1, 5]]})");
  EXPECT_EQ(missing.code, ErrorCode::InvalidArgument);
  EXPECT_EQ(missing.args.at(0), "edges[1]");
  EXPECT_NE(missing.args.at(1).find("vertex 5 does not exist"), std::string::npos);

  auto arc = loadError(R"({"family": "graph", "vertices": 2, "arcs": [[0, 2]], "tokens": [0]})");
  EXPECT_EQ(arc.args.at(0), "arcs[0]");

  auto large = loadError(R"({"family": "heaps", "heaps": [20000000], "rules": "kayles"})");
  EXPECT_EQ(large.code, ErrorCode::TooLarge);
  EXPECT_NE(large.args.at(0).find("20000000"), std::string::npos);
  EXPECT_EQ(large.args.at(1), std::to_string(kMaxRuleHeapSize));
  // A Nim heap may be huge.
  EXPECT_TRUE(loadImpartialGame(R"({"family": "heaps", "heaps": [1000000000000]})", "n").hasValue());

  EXPECT_EQ(loadError(R"({"family": "chess"})").code, ErrorCode::WrongShape);
  EXPECT_EQ(loadError(R"({"heaps": [1]})").code, ErrorCode::WrongShape);
  EXPECT_EQ(loadError(R"({"family": "coins", "rule": "twins", "heads": "HXT"})").code, ErrorCode::WrongShape);
  EXPECT_EQ(loadError(R"({"family": "queens", "size": 8, "queens": [[8, 0]]})").args.at(0), "queens[0]");
  EXPECT_EQ(loadError(R"({"family": "northcott", "width": 8, "rows": [[3, 3]]})").args.at(0), "rows[0]");
  EXPECT_EQ(loadError(R"({"format": "gamelab", "version": 1, "kind": "zerosum", "game": {}})").code,
            ErrorCode::UnsupportedFormat);
  EXPECT_EQ(loadError("{\"family\": ").code, ErrorCode::SyntaxError);
}

}  // namespace
}  // namespace gamelab
