// The `.gamelab` kind "impartial" (core/impartial/impartialjson.h): round trips of every built-in
// example, the documented shapes, and errors that name the entry at fault and say why.
#include "core/io/gamelabfile.h"
#include "core/strategic/gameloader.h"
#include "core/impartial/heaprule.h"
#include "core/impartial/impartialjson.h"
#include "core/impartial/impartialexamples.h"

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
  // The rule parser's own reason, unchanged, placed at the spec.
  const Error parseError = HeapRule::parse("octal:0.8").error();
  EXPECT_EQ(bad.problem, parseError.problem);
  EXPECT_EQ(bad.args, parseError.args);
  EXPECT_EQ(bad.where.line, 1);
  EXPECT_GT(bad.where.column, 40);

  auto negative = loadError("{\"family\": \"heaps\",\n \"heaps\": [3, -4]}");
  EXPECT_EQ(negative.code, ErrorCode::InvalidArgument);
  EXPECT_EQ(negative.problem, Problem::MustBeNonNegative);
  EXPECT_EQ(negative.args, (std::vector<std::string>{"game/heaps/1", "-4"}));
  EXPECT_EQ(negative.where.line, 2);
  EXPECT_EQ(negative.where.column, 15);

  auto mismatch = loadError(
      R"({"family": "coin-grid", "rule": "turning-corners", "rows": 2, "cols": 2, "heads": [1, 0, 1]})");
  EXPECT_EQ(mismatch.code, ErrorCode::WrongShape);
  EXPECT_EQ(mismatch.problem, Problem::WrongCount);
  EXPECT_EQ(mismatch.args, (std::vector<std::string>{"game/heads", "4", "3"}));

  auto missing = loadError(R"({"family": "hackenbush", "vertices": 3, "edges": [[0, 1], [1, 5]]})");
  EXPECT_EQ(missing.code, ErrorCode::InvalidArgument);
  EXPECT_EQ(missing.problem, Problem::VertexOutOfRange);
  EXPECT_EQ(missing.args, (std::vector<std::string>{"game/edges/1", "5", "3"}));

  auto arc = loadError(R"({"family": "graph", "vertices": 2, "arcs": [[0, 2]], "tokens": [0]})");
  EXPECT_EQ(arc.args.at(0), "game/arcs/0");

  auto large = loadError(R"({"family": "heaps", "heaps": [20000000], "rules": "kayles"})");
  EXPECT_EQ(large.code, ErrorCode::TooLarge);
  EXPECT_EQ(large.problem, Problem::MustBeAtMost);
  EXPECT_EQ(large.args, (std::vector<std::string>{"game/heaps/0", std::to_string(kMaxRuleHeapSize), "20000000"}));
  // A Nim heap may be huge.
  EXPECT_TRUE(loadImpartialGame(R"({"family": "heaps", "heaps": [1000000000000]})", "n").hasValue());

  EXPECT_EQ(loadError(R"({"family": "chess"})").code, ErrorCode::WrongShape);
  EXPECT_EQ(loadError(R"({"heaps": [1]})").code, ErrorCode::WrongShape);
  EXPECT_EQ(loadError(R"({"family": "coins", "rule": "twins", "heads": "HXT"})").code, ErrorCode::WrongShape);
  const Error chess = loadError(R"({"family": "chess"})");
  EXPECT_EQ(chess.problem, Problem::MustBeOneOf);
  EXPECT_EQ(chess.args.at(0), "game/family");
  EXPECT_EQ(chess.args.at(2), "chess");
  const Error letter = loadError(R"({"family": "coins", "rule": "twins", "heads": "HXT"})");
  EXPECT_EQ(letter.problem, Problem::HeadsLetter);
  EXPECT_EQ(letter.args, (std::vector<std::string>{"game/heads", "X"}));
  const Error queen = loadError(R"({"family": "queens", "size": 8, "queens": [[8, 0]]})");
  EXPECT_EQ(queen.problem, Problem::OffBoard);
  EXPECT_EQ(queen.args, (std::vector<std::string>{"game/queens/0", "8"}));
  const Error checkers = loadError(R"({"family": "northcott", "width": 8, "rows": [[3, 3]]})");
  EXPECT_EQ(checkers.problem, Problem::CheckersOnOneSquare);
  EXPECT_EQ(checkers.args, (std::vector<std::string>{"game/rows/0"}));
  EXPECT_EQ(loadError(R"({"format": "gamelab", "version": 1, "kind": "zerosum", "game": {}})").code,
            ErrorCode::UnsupportedFormat);
  EXPECT_EQ(loadError("{\"family\": ").code, ErrorCode::SyntaxError);
}

}  // namespace
}  // namespace gamelab
