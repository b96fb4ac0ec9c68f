// Gambit .nfg reading and writing: sample files in tests/data, round trips, and malformed
// input with the right error code and line:column.
#include "core/strategic/gameloader.h"
#include "core/strategic/nfg.h"

#include <gtest/gtest.h>

#include <string>

namespace gamelab {
namespace {

std::string dataFile(const std::string& name) { return std::string(GAMELAB_TEST_DATA) + "/" + name; }

NfgGame parseFile(const std::string& name) {
  auto text = readTextFile(dataFile(name));
  EXPECT_TRUE(text);
  auto game = parseNfg(*text, name);
  EXPECT_TRUE(game) << (game ? "" : describe(game.error()));
  return game ? *game : NfgGame{};
}

TEST(Nfg, MatchingPenniesPayoffVersion) {
  const NfgGame nfg = parseFile("matching_pennies.nfg");
  EXPECT_EQ(nfg.title, "Matching pennies");
  EXPECT_EQ(nfg.playerNames, (std::vector<std::string>{"Player 1", "Player 2"}));
  auto matrix = toMatrixGame(nfg);
  ASSERT_TRUE(matrix);
  EXPECT_EQ(*matrix, MatrixGame::fromText({{"1", "-1"}, {"-1", "1"}}));
}

TEST(Nfg, OddOrEvenPlayerOneChangesFastest) {
  const NfgGame nfg = parseFile("odd_or_even.nfg");
  EXPECT_EQ(nfg.comment.substr(0, 5), "Rows:");
  auto matrix = toMatrixGame(nfg);
  ASSERT_TRUE(matrix);
  EXPECT_EQ(*matrix, MatrixGame::fromText({{"-2", "3"}, {"3", "-4"}}));  // Ferguson T1
}

TEST(Nfg, OutcomeVersionWithNullOutcomeAndEscapedQuotes) {
  const NfgGame nfg = parseFile("outcome_3x2.nfg");
  ASSERT_EQ(nfg.strategyLabels.size(), 2u);
  EXPECT_EQ(nfg.strategyLabels[0], (std::vector<std::string>{"A", "B", "C \"careful\""}));
  EXPECT_EQ(nfg.strategyLabels[1], (std::vector<std::string>{"L", "R"}));
  auto matrix = toMatrixGame(nfg);
  ASSERT_TRUE(matrix);
  MatrixGame expected = MatrixGame::fromText({{"2", "-1"}, {"0", "1"}, {"-1", "0"}});
  expected.rowLabels = nfg.strategyLabels[0];
  expected.colLabels = nfg.strategyLabels[1];
  EXPECT_EQ(*matrix, expected);
}

TEST(Nfg, ThreePlayersFractionsAndDecimals) {
  const NfgGame nfg = parseFile("three_players.nfg");
  ASSERT_EQ(nfg.payoffs.size(), 4u);
  EXPECT_EQ(nfg.payoffs[0], (RationalVector{Rational(1, 2), Rational(1, 4), Rational(-3)}));
  EXPECT_EQ(nfg.payoffs[3], (RationalVector{2, 2, 2}));
  auto matrix = toMatrixGame(nfg);
  ASSERT_FALSE(matrix);
  EXPECT_EQ(matrix.error().code, ErrorCode::WrongShape);
}

TEST(Nfg, RoundTripThroughWriter) {
  MatrixGame game = MatrixGame::fromText({{"3", "-2/7"}, {"0", "5/3"}, {"-1", "1"}});
  for (int named = 0; named < 2; ++named) {
    if (named) {
      game.rowLabels = {"up", "say \"hi\"", "back\\slash"};
      game.colLabels = {"left", ""};
    }
    const NfgGame nfg = toNfgGame(game, "A \"quoted\" title");
    const std::string text = writeNfg(nfg);
    auto parsed = parseNfg(text, "roundtrip.nfg");
    ASSERT_TRUE(parsed) << describe(parsed.error()) << "\n" << text;
    EXPECT_EQ(parsed->title, "A \"quoted\" title");
    EXPECT_EQ(parsed->payoffs, nfg.payoffs);
    EXPECT_EQ(parsed->strategyLabels, nfg.strategyLabels);
    auto back = toMatrixGame(*parsed);
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, game);
  }
}

TEST(Nfg, RoundTripOfSampleFiles) {
  for (const char* name : {"matching_pennies.nfg", "outcome_3x2.nfg", "three_players.nfg"}) {
    const NfgGame nfg = parseFile(name);
    auto again = parseNfg(writeNfg(nfg), name);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->payoffs, nfg.payoffs) << name;
    EXPECT_EQ(again->playerNames, nfg.playerNames) << name;
    EXPECT_EQ(again->comment, nfg.comment) << name;
  }
}

TEST(Nfg, NotZeroSumCellIsLocatedInOutcomeVersion) {
  // Outcome 1 pays (1, 1): the cell (2, 1) refers to it through the second outcome number.
  auto nfg = parseNfg("NFG 1 R \"t\" { \"A\" \"B\" }\n{ { \"x\" \"y\" } { \"z\" } }\n\"\"\n"
                      "{ { \"bad\" 1, 1 } { \"ok\" 2, -2 } }\n2 1\n",
                      "o.nfg");
  ASSERT_TRUE(nfg) << describe(nfg.error());
  auto game = toMatrixGame(*nfg);
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::NotZeroSum);
  EXPECT_EQ(game.error().args, (std::vector<std::string>{"2", "1"}));
  EXPECT_EQ(game.error().where.line, 5);
  EXPECT_EQ(game.error().where.column, 3);
}

TEST(Nfg, RowPayoffsOnlyIgnoresPlayerTwo) {
  const NfgGame nfg = parseFile("bad_not_zero_sum.nfg");
  auto strict = toMatrixGame(nfg);
  ASSERT_FALSE(strict);
  EXPECT_EQ(strict.error().code, ErrorCode::NotZeroSum);
  EXPECT_EQ(strict.error().args, (std::vector<std::string>{"1", "1"}));
  EXPECT_EQ(strict.error().where.line, 3);  // the profile's first payoff
  EXPECT_EQ(strict.error().where.column, 1);
  auto rows = toMatrixGame(nfg, true);
  ASSERT_TRUE(rows);
  EXPECT_EQ(*rows, MatrixGame::fromText({{"2", "0"}, {"0", "1"}}));
}

struct BadFile {
  const char* name;
  ErrorCode code;
  int line;
  int column;
};

class NfgMalformed : public testing::TestWithParam<BadFile> {};

TEST_P(NfgMalformed, ReportsCodeAndPosition) {
  const BadFile& bad = GetParam();
  auto text = readTextFile(dataFile(bad.name));
  ASSERT_TRUE(text);
  auto game = parseNfg(*text, bad.name);
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, bad.code) << describe(game.error());
  EXPECT_EQ(game.error().where.file, bad.name);
  EXPECT_EQ(game.error().where.line, bad.line) << describe(game.error());
  EXPECT_EQ(game.error().where.column, bad.column) << describe(game.error());
}

INSTANTIATE_TEST_SUITE_P(Files, NfgMalformed,
                         testing::Values(BadFile{"bad_truncated.nfg", ErrorCode::SyntaxError, 2, 1},
                                         BadFile{"bad_notanumber.nfg", ErrorCode::NotANumber, 4, 4},
                                         BadFile{"bad_wrongcount.nfg", ErrorCode::WrongShape, 4, 1},
                                         BadFile{"bad_outcome_index.nfg", ErrorCode::WrongShape, 7, 3},
                                         BadFile{"bad_version.nfg", ErrorCode::UnsupportedVersion, 1, 5}));

struct BadText {
  const char* text;
  ErrorCode code;
  int line;
  int column;
};

class NfgMalformedText : public testing::TestWithParam<BadText> {};

TEST_P(NfgMalformedText, ReportsCodeAndPosition) {
  const BadText& bad = GetParam();
  auto game = parseNfg(bad.text, "t.nfg");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, bad.code) << describe(game.error());
  EXPECT_EQ(game.error().where.line, bad.line) << describe(game.error());
  EXPECT_EQ(game.error().where.column, bad.column) << describe(game.error());
}

INSTANTIATE_TEST_SUITE_P(
    Texts, NfgMalformedText,
    testing::Values(BadText{"", ErrorCode::SyntaxError, 1, 1},
                    BadText{"EFG 2 R \"tree\"", ErrorCode::UnsupportedFormat, 1, 1},
                    BadText{"NFG 1 Q \"x\"", ErrorCode::SyntaxError, 1, 7},
                    BadText{"NFG 1 R \"unterminated { \"a\" }", ErrorCode::SyntaxError, 1, 26},
                    BadText{"NFG 1 R \"x\" { \"a\" \"b\" } { 2 }\n1 2", ErrorCode::WrongShape, 1, 29},
                    BadText{"NFG 1 R \"x\" { \"a\" \"b\" } { 1 1 }\n1 2 3", ErrorCode::WrongShape, 2, 5},
                    BadText{"NFG 1 R \"x\" { \"a\" \"b\" } { 1 1 }\n1 2 }", ErrorCode::SyntaxError, 2, 5},
                    BadText{"NFG 1 R \"x\" { \"a\" \"b\" } { 1 1 }\n1 $", ErrorCode::SyntaxError, 2, 3},
                    BadText{"NFG 1 R \"x\" { \"a\" \"b\" } { 1 1 }\n1/0 1", ErrorCode::NotANumber, 2, 1},
                    BadText{"NFG 1 R \"x\" { \"a\" \"b\" } { { \"s\" } { \"t\" } }\n{ { \"o\" 1 } }\n1",
                            ErrorCode::WrongShape, 2, 11}));

TEST(Nfg, HugeGameIsRefusedBeforeReadingPayoffs) {
  auto game = parseNfg("NFG 1 R \"huge\" { \"a\" \"b\" }\n  { 10000 10000 }\n1 2 3", "huge.nfg");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(game.error().where.line, 2);
  EXPECT_EQ(game.error().where.column, 3);
  EXPECT_EQ(describe(game.error()),
            "huge.nfg:2:3: a game of 10000 x 10000 strategies has more than 25000000 cells (strategy profiles)");
  EXPECT_EQ(game.error().problem, Problem::TooManyCells);
  EXPECT_EQ(game.error().args, (std::vector<std::string>{"10000 x 10000", "25000000"}));
  auto overflowing = parseNfg("NFG 1 R \"x\" { \"a\" \"b\" \"c\" } { 1000000000 1000000000 1000000000 }", "x.nfg");
  ASSERT_FALSE(overflowing);
  EXPECT_EQ(overflowing.error().code, ErrorCode::TooLarge);
}

TEST(Nfg, GameWithTooManyPayoffsIsRefusedBeforeReadingThem) {
  // 25 million cells are allowed, but not 50 million payoffs (a 37-byte file once took 6.5 GB).
  auto game = parseNfg("NFG 1 R \"\" { \"a\" \"b\" } { 5000 5000 }\n", "big.nfg");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(describe(game.error()),
            "big.nfg:1:24: a game of 5000 x 5000 strategies has 25000000 cells x 2 players = 50000000 payoffs, "
            "more than the limit of 10000000");
  // 24 players with 2 strategies each: 2^24 cells, 24 payoffs in each (once a SIGABRT in GMP).
  std::string players, counts;
  for (int k = 1; k <= 24; ++k) {
    players += " \"P" + std::to_string(k) + "\"";
    counts += " 2";
  }
  auto many = parseNfg("NFG 1 R \"\" {" + players + " } {" + counts + " }\n", "many.nfg");
  ASSERT_FALSE(many);
  EXPECT_EQ(many.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(many.error().problem, Problem::TooManyPayoffs);
  ASSERT_EQ(many.error().args.size(), 5u);
  EXPECT_EQ(std::vector<std::string>(many.error().args.begin() + 1, many.error().args.end()),
            (std::vector<std::string>{"16777216", "24", "402653184", "10000000"}));
}

TEST(Nfg, PayoffsAreStoredAsTheyAreRead) {
  // Within the limits but without its payoffs: counted, not preallocated.
  auto game = parseNfg("NFG 1 R \"\" { \"a\" \"b\" } { 2000 2000 }\n1 2 3", "short.nfg");
  ASSERT_FALSE(game);
  EXPECT_EQ(game.error().code, ErrorCode::WrongShape);
  EXPECT_EQ(game.error().problem, Problem::TooFewPayoffs);
  EXPECT_EQ(describe(game.error()), "short.nfg:2:6: the game needs 8000000 payoffs, but the file ends after 3");
  // Every profile's place is kept as a line and column, the file name once.
  auto small = parseNfg("NFG 1 R \"\" { \"a\" \"b\" } { 2 1 }\n\"\"\n1 2\n  3 4\n", "small.nfg");
  ASSERT_TRUE(small);
  ASSERT_EQ(small->profilePositions.size(), 2u);
  EXPECT_EQ(small->profileLocation(1).file, "small.nfg");
  EXPECT_EQ(small->profileLocation(1).line, 4);
  EXPECT_EQ(small->profileLocation(1).column, 3);
  EXPECT_EQ(small->profileLocation(2).line, 0);  // no such profile
}

TEST(Nfg, OutcomeVersionPlacesEveryProfile) {
  auto game = parseNfg("NFG 1 R \"\" { \"a\" \"b\" } { { \"x\" \"y\" } { \"z\" } }\n"
                       "{ { \"o\" 1, -1 } }\n0 1\n",
                       "o.nfg");
  ASSERT_TRUE(game) << describe(game.error());
  ASSERT_EQ(game->payoffs.size(), 2u);
  EXPECT_EQ(game->payoffs[0], (RationalVector{0, 0}));
  EXPECT_EQ(game->payoffs[1], (RationalVector{1, -1}));
  EXPECT_EQ(game->profileLocation(1).line, 3);
  EXPECT_EQ(game->profileLocation(1).column, 3);
  auto strategic = toStrategicGame(std::move(*game));
  EXPECT_EQ(strategic.payoff(1, 0), 1);
  EXPECT_EQ(strategic.payoff(1, 1), -1);
}

}  // namespace
}  // namespace gamelab
