// Built-in strategic-form examples: the bimatrices of the digest (T01, T03-T06, T08-T22, T37,
// T57), the lrsnash manual's 3 x 2 game, von Stengel's 6 x 6 game and the three-player games.
#include "core/strategic/strategicexamples.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Strings = std::vector<std::string>;

struct BimatrixCase {
  const char* id;
  const char* section;
  Rows cells;  // "a,b" per cell, as the digest writes them
  Strings rowLabels;  // empty: not checked
  Strings colLabels;
};

void expectCells(const StrategicGame& game, const Rows& cells, const std::string& id) {
  ASSERT_EQ(game.players(), 2u) << id;
  ASSERT_EQ(game.strategies(0), cells.size()) << id;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    ASSERT_EQ(game.strategies(1), cells[i].size()) << id;
    for (std::size_t j = 0; j < cells[i].size(); ++j) {
      const std::string& cell = cells[i][j];
      const auto comma = cell.find(',');
      EXPECT_EQ(toString(game.payoff({i, j}, 0)), cell.substr(0, comma)) << id << " cell " << i + 1 << "," << j + 1;
      EXPECT_EQ(toString(game.payoff({i, j}, 1)), cell.substr(comma + 1)) << id << " cell " << i + 1 << "," << j + 1;
    }
  }
}

TEST(ModelsStrategicExamples, BimatricesMatchTheDigest) {
  const std::vector<BimatrixCase> cases = {
      {"bimatrix-3-1-1", "3.1.1", {{"1,4", "2,0", "-1,1", "0,0"}, {"3,1", "5,3", "3,-2", "4,4"}, {"0,5", "-2,3", "4,1", "2,2"}}, {}, {}},
      {"safety-levels", "3.1.5", {{"2,0", "1,3"}, {"0,1", "3,2"}}, {}, {}},
      {"safety-exercise-b", "3.1.6", {{"3,10", "1,5"}, {"2,0", "4,20"}}, {}, {}},
      {"game-show", "3.1.6", {{"400,900", "600,700"}, {"500,700", "400,800"}}, {"pass", "gamble"}, {"pass", "gamble"}},
      {"game-show-as-printed", "3.1.6", {{"400,900", "600,700"}, {"500,650", "400,800"}}, {"pass", "gamble"}, {"pass", "gamble"}},
      {"coordination-safety", "3.1.6", {{"4,4", "4,0"}, {"0,4", "5,5"}}, {}, {}},
      {"two-pure-equilibria", "3.2.1", {{"3,3", "0,0"}, {"0,0", "5,5"}}, {}, {}},
      {"coordination", "3.2.2", {{"3,3", "0,2"}, {"2,1", "5,5"}}, {}, {}},
      {"battle-of-the-sexes", "3.2.2", {{"2,1", "0,0"}, {"0,0", "1,2"}}, {}, {}},
      {"prisoners-dilemma", "3.2.2", {{"3,3", "0,4"}, {"4,0", "1,1"}}, {}, {}},
      {"asterisk-4x6", "3.2.3",
       {{"2,1", "4,3", "7,2", "7,4", "0,5", "3,2"},
        {"4,0", "5,4", "1,6", "0,4", "0,3", "5,1"},
        {"1,3", "5,3", "3,2", "4,1", "1,0", "4,3"},
        {"4,3", "2,5", "4,0", "1,0", "1,5", "2,1"}},
       {"A", "B", "C", "D"}, {"a", "b", "c", "d", "e", "f"}},
      {"exercise-3-2-5-2a", "3.2.5", {{"0,0", "2,4"}, {"2,4", "3,3"}}, {}, {}},
      {"exercise-3-2-5-2b", "3.2.5", {{"1,4", "4,1"}, {"2,2", "3,3"}}, {}, {}},
      {"exercise-3-2-5-2c", "3.2.5", {{"0,0", "0,-1"}, {"1,0", "-1,3"}}, {}, {}},
      {"chicken", "3.2.5", {{"1,1", "-1,2"}, {"2,-1", "-2,-2"}}, {"chicken", "iron nerves"}, {"chicken", "iron nerves"}},
      {"coin-claim", "3.2.5",
       {{"8,2", "8,2", "2,1", "2,1"}, {"9,2", "7,3", "5,0", "3,1"}, {"6,2", "2,0", "4,3", "0,1"}, {"7,2", "1,1", "7,2", "1,1"}},
       {"HH", "HT", "TH", "TT"}, {"HH", "HT", "TH", "TT"}},
      {"exercise-3-2-5-5a", "3.2.5",
       {{"-3,-4", "2,-1", "0,6", "1,1"}, {"2,0", "2,2", "-3,0", "1,-2"}, {"2,-3", "-5,1", "-1,-1", "1,-3"},
        {"-4,3", "2,-5", "1,2", "-3,1"}},
       {}, {}},
      {"exercise-3-2-5-5b", "3.2.5",
       {{"0,0", "1,-1", "1,1", "-1,0"}, {"-1,1", "0,1", "1,0", "0,0"}, {"1,0", "-1,-1", "0,1", "-1,1"},
        {"1,-1", "-1,0", "1,-1", "0,0"}, {"1,1", "0,0", "-1,-1", "0,0"}},
       {}, {}},
      {"exercise-3-2-5-6", "3.2.5", {{"0,0", "1,2", "2,0"}, {"0,1", "2,0", "0,1"}}, {}, {}},
      {"exercise-3-2-5-8", "3.2.5", {{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}}, {}, {}},
      {"subgame-perfection", "3.2.5", {{"0,1", "0,1"}, {"1,0", "-10,-1"}}, {"A", "B"}, {"a", "b"}},
      {"feasible-set", "3.4.1", {{"4,3", "0,0"}, {"2,2", "1,4"}}, {}, {}},
      {"all-in-end-game", "3.4.4", {{"11,89", "10,90"}, {"2,98", "10,0"}}, {"honest", "bluff"}, {"call", "fold"}},
      {"lrsnash-3x2", "", {{"0,1", "6,0"}, {"2,0", "5,2"}, {"3,4", "3,3"}}, {}, {}},
  };
  for (const auto& c : cases) {
    const auto example = findStrategicExample(c.id);
    ASSERT_TRUE(example.has_value()) << c.id;
    EXPECT_EQ(example->section, c.section) << c.id;
    EXPECT_FALSE(example->englishTitle.empty()) << c.id;
    EXPECT_EQ(example->game.title, example->englishTitle) << c.id;
    EXPECT_EQ(example->game.playerNames, (Strings{"I", "II"})) << c.id;
    expectCells(example->game, c.cells, c.id);
    if (!c.rowLabels.empty()) {
      EXPECT_EQ(example->game.strategyLabels[0], c.rowLabels) << c.id;
    }
    if (!c.colLabels.empty()) {
      EXPECT_EQ(example->game.strategyLabels[1], c.colLabels) << c.id;
    }
  }
}

TEST(ModelsStrategicExamples, VonStengelSixBySix) {
  const std::vector<std::vector<long>> a = {{9504, -660, 19976, -20526, 1776, -8976},
                                            {-111771, 31680, -130944, 168124, -8514, 52764},
                                            {397584, -113850, 451176, -586476, 29216, -178761},
                                            {171204, -45936, 208626, -263076, 14124, -84436},
                                            {1303104, -453420, 1227336, -1718376, 72336, -461736},
                                            {737154, -227040, 774576, -1039236, 48081, -300036}};
  const std::vector<std::vector<long>> b = {{72336, -461736, 1227336, -1718376, 1303104, -453420},
                                            {48081, -300036, 774576, -1039236, 737154, -227040},
                                            {29216, -178761, 451176, -586476, 397584, -113850},
                                            {14124, -84436, 208626, -263076, 171204, -45936},
                                            {1776, -8976, 19976, -20526, 9504, -660},
                                            {-8514, 52764, -130944, 168124, -111771, 31680}};
  const auto example = findStrategicExample("von-stengel-6x6");
  ASSERT_TRUE(example.has_value());
  const StrategicGame& game = example->game;
  ASSERT_EQ(game.strategyCounts(), (std::vector<std::size_t>{6, 6}));
  for (std::size_t i = 0; i < 6; ++i)
    for (std::size_t j = 0; j < 6; ++j) {
      EXPECT_EQ(game.payoff({i, j}, 0), Rational(a[i][j])) << i << "," << j;
      // (A, Bᵀ): von Stengel prints B with player II's strategies as rows.
      EXPECT_EQ(game.payoff({i, j}, 1), Rational(b[j][i])) << i << "," << j;
    }
}

TEST(ModelsStrategicExamples, AllInEndGameThreePlayers) {
  // T57: [(11,89,0),(10,90,0); (2,98,0),(10,0,90)], player III has one strategy.
  const auto example = findStrategicExample("all-in-end-game-3p");
  ASSERT_TRUE(example.has_value());
  const StrategicGame& game = example->game;
  EXPECT_EQ(example->section, "3.4.4");
  ASSERT_EQ(game.strategyCounts(), (std::vector<std::size_t>{2, 2, 1}));
  EXPECT_EQ(game.playerNames, (Strings{"I", "II", "III"}));
  const std::vector<std::vector<std::string>> triples[2] = {{{"11", "89", "0"}, {"10", "90", "0"}},
                                                            {{"2", "98", "0"}, {"10", "0", "90"}}};
  for (std::size_t i = 0; i < 2; ++i)
    for (std::size_t j = 0; j < 2; ++j)
      for (std::size_t k = 0; k < 3; ++k) EXPECT_EQ(toString(game.payoff({i, j, 0}, k)), triples[i][j][k]);
}

TEST(ModelsStrategicExamples, ThreePlayerCoordination) {
  const auto example = findStrategicExample("three-player-coordination");
  ASSERT_TRUE(example.has_value());
  const StrategicGame& game = example->game;
  ASSERT_EQ(game.strategyCounts(), (std::vector<std::size_t>{2, 2, 2}));
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    const PureProfile s = game.profileAt(t);
    const Rational expected = (s[0] == s[1] && s[1] == s[2]) ? 1 : 0;
    for (std::size_t k = 0; k < 3; ++k) EXPECT_EQ(game.payoff(t, k), expected);
  }
  const MixedProfile half(3, RationalVector{Rational(1, 2), Rational(1, 2)});
  EXPECT_TRUE(isNashEquilibrium(game, half));
  EXPECT_TRUE(isNashEquilibrium(game, toMixedProfile(game, {0, 0, 0})));
  EXPECT_FALSE(isNashEquilibrium(game, toMixedProfile(game, {0, 0, 1})));
}

TEST(ModelsStrategicExamples, IdsAreUniqueAndFindable) {
  std::set<std::string> ids;
  for (const auto& example : strategicExamples()) {
    EXPECT_TRUE(ids.insert(example.id).second) << example.id;
    EXPECT_EQ(example.game.playerNames.size(), example.game.players()) << example.id;
    EXPECT_EQ(example.game.payoffs.size(), example.game.profileCount() * example.game.players()) << example.id;
  }
  EXPECT_GE(ids.size(), 27u);
  EXPECT_FALSE(findStrategicExample("no-such-game").has_value());
}

}  // namespace
