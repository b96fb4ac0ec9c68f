#include "core/strategic/strategicexamples.h"

#include "core/common/examplename.h"

#include <cassert>
#include <string>

namespace gamelab {
namespace {

using Rows = std::vector<std::vector<std::string>>;
using Labels = std::vector<std::string>;

/// A bimatrix game of players "I" and "II" from rows of "a,b" cells, with optional labels.
StrategicGame bimatrixGame(const Rows& rows, Labels rowLabels = {}, Labels colLabels = {}) {
  StrategicGame game = StrategicGame::bimatrixFromText(rows);
  game.playerNames = {"I", "II"};
  if (!rowLabels.empty()) {
    assert(rowLabels.size() == game.strategies(0));
    game.strategyLabels[0] = std::move(rowLabels);
  }
  if (!colLabels.empty()) {
    assert(colLabels.size() == game.strategies(1));
    game.strategyLabels[1] = std::move(colLabels);
  }
  return game;
}

/// A bimatrix game from the integer matrices A and B (same shape).
StrategicGame integerBimatrix(const std::vector<std::vector<long>>& a, const std::vector<std::vector<long>>& b) {
  std::vector<RationalVector> ra, rb;
  for (const auto& row : a) {
    ra.emplace_back();
    for (long x : row) ra.back().emplace_back(x);
  }
  for (const auto& row : b) {
    rb.emplace_back();
    for (long x : row) rb.back().emplace_back(x);
  }
  StrategicGame game = StrategicGame::bimatrix(ra, rb);
  game.playerNames = {"I", "II"};
  return game;
}

/// (A, Bᵀ): player II's payoffs given with her strategies as rows.
StrategicGame integerBimatrixTransposedB(const std::vector<std::vector<long>>& a,
                                         const std::vector<std::vector<long>>& bByColumns) {
  std::vector<std::vector<long>> b(bByColumns.front().size(), std::vector<long>(bByColumns.size()));
  for (std::size_t j = 0; j < bByColumns.size(); ++j)
    for (std::size_t i = 0; i < bByColumns[j].size(); ++i) b[i][j] = bByColumns[j][i];
  return integerBimatrix(a, b);
}

/// n players; `payoffs` lists one payoff vector per profile in profile order (player 1 fastest).
StrategicGame nPlayerGame(const std::vector<std::size_t>& counts, const std::vector<std::vector<std::string>>& payoffs,
                          Labels names) {
  StrategicGame game(counts);
  assert(payoffs.size() == game.profileCount());
  for (std::size_t t = 0; t < payoffs.size(); ++t) {
    assert(payoffs[t].size() == game.players());
    for (std::size_t k = 0; k < game.players(); ++k) {
      const auto value = parseRational(payoffs[t][k]);
      assert(value);
      game.payoff(t, k) = *value;
    }
  }
  game.playerNames = std::move(names);
  return game;
}

std::vector<StrategicExample> buildExamples() {
  std::vector<StrategicExample> ex;
  const auto add = [&](ExampleName name, std::string section, StrategicGame g) {
    g.title = name.title;
    ex.push_back({std::move(name.id), std::move(name.title), std::move(section), std::move(g)});
  };

  // T22: bimatrix (3.1)/(3.2) of 3.1.1.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Bimatrix of the strategic form (3.1.1)", "bimatrix-3-1-1"), "3.1.1",
      bimatrixGame({{"1,4", "2,0", "-1,1", "0,0"}, {"3,1", "5,3", "3,-2", "4,4"}, {"0,5", "-2,3", "4,1", "2,2"}}));
  // T01.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Safety levels (worked example)", "safety-levels"), "3.1.5", bimatrixGame({{"2,0", "1,3"}, {"0,1", "3,2"}}));
  // T03: Ex 3.1.6-2(b).
  add(GAMELAB_EXAMPLE("StrategicExamples", "Safety levels exercise (b)", "safety-exercise-b"), "3.1.6", bimatrixGame({{"3,10", "1,5"}, {"2,0", "4,20"}}));
  // T04: the rules give gamble/pass = (500,700); the source prints (500,650) (erratum 1).
  add(GAMELAB_EXAMPLE("StrategicExamples", "Game show", "game-show"), "3.1.6",
      bimatrixGame({{"400,900", "600,700"}, {"500,700", "400,800"}}, {"pass", "gamble"}, {"pass", "gamble"}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Game show (as printed)", "game-show-as-printed"), "3.1.6",
      bimatrixGame({{"400,900", "600,700"}, {"500,650", "400,800"}}, {"pass", "gamble"}, {"pass", "gamble"}));
  // T05: Ex 3.1.6-4.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Coordination and safety", "coordination-safety"), "3.1.6", bimatrixGame({{"4,4", "4,0"}, {"0,4", "5,5"}}));
  // T06: 3.2.1(a).
  add(GAMELAB_EXAMPLE("StrategicExamples", "Two pure equilibria", "two-pure-equilibria"), "3.2.1", bimatrixGame({{"3,3", "0,0"}, {"0,0", "5,5"}}));
  // T08, T09, T10: the three examples of 3.2.2.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Coordination game", "coordination"), "3.2.2", bimatrixGame({{"3,3", "0,2"}, {"2,1", "5,5"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Battle of the Sexes", "battle-of-the-sexes"), "3.2.2", bimatrixGame({{"2,1", "0,0"}, {"0,0", "1,2"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Prisoner's Dilemma", "prisoners-dilemma"), "3.2.2", bimatrixGame({{"3,3", "0,4"}, {"4,0", "1,1"}}));
  // T11: the asterisk example.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Asterisk method (4 x 6)", "asterisk-4x6"), "3.2.3",
      bimatrixGame({{"2,1", "4,3", "7,2", "7,4", "0,5", "3,2"},
                    {"4,0", "5,4", "1,6", "0,4", "0,3", "5,1"},
                    {"1,3", "5,3", "3,2", "4,1", "1,0", "4,3"},
                    {"4,3", "2,5", "4,0", "1,0", "1,5", "2,1"}},
                   {"A", "B", "C", "D"}, {"a", "b", "c", "d", "e", "f"}));
  // T12-T14: Ex 3.2.5-2 (a), (b), (c), with errata 3-5.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-2 (a)", "exercise-3-2-5-2a"), "3.2.5", bimatrixGame({{"0,0", "2,4"}, {"2,4", "3,3"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-2 (b)", "exercise-3-2-5-2b"), "3.2.5", bimatrixGame({{"1,4", "4,1"}, {"2,2", "3,3"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-2 (c)", "exercise-3-2-5-2c"), "3.2.5", bimatrixGame({{"0,0", "0,-1"}, {"1,0", "-1,3"}}));
  // T15: Ex 3.2.5-3.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Chicken", "chicken"), "3.2.5",
      bimatrixGame({{"1,1", "-1,2"}, {"2,-1", "-2,-2"}}, {"chicken", "iron nerves"}, {"chicken", "iron nerves"}));
  // T16: Ex 3.2.5-4 as reconstructed (erratum 7).
  add(GAMELAB_EXAMPLE("StrategicExamples", "Coin and claim", "coin-claim"), "3.2.5",
      bimatrixGame({{"8,2", "8,2", "2,1", "2,1"}, {"9,2", "7,3", "5,0", "3,1"}, {"6,2", "2,0", "4,3", "0,1"},
                    {"7,2", "1,1", "7,2", "1,1"}},
                   {"HH", "HT", "TH", "TT"}, {"HH", "HT", "TH", "TT"}));
  // T17, T18: Ex 3.2.5-5 (a) and (b).
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-5 (a)", "exercise-3-2-5-5a"), "3.2.5",
      bimatrixGame({{"-3,-4", "2,-1", "0,6", "1,1"},
                    {"2,0", "2,2", "-3,0", "1,-2"},
                    {"2,-3", "-5,1", "-1,-1", "1,-3"},
                    {"-4,3", "2,-5", "1,2", "-3,1"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-5 (b)", "exercise-3-2-5-5b"), "3.2.5",
      bimatrixGame({{"0,0", "1,-1", "1,1", "-1,0"},
                    {"-1,1", "0,1", "1,0", "0,0"},
                    {"1,0", "-1,-1", "0,1", "-1,1"},
                    {"1,-1", "-1,0", "1,-1", "0,0"},
                    {"1,1", "0,0", "-1,-1", "0,0"}}));
  // T19, T20, T21: Ex 3.2.5-6, -8, -9.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-6", "exercise-3-2-5-6"), "3.2.5", bimatrixGame({{"0,0", "1,2", "2,0"}, {"0,1", "2,0", "0,1"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Exercise 3.2.5-8", "exercise-3-2-5-8"), "3.2.5",
      bimatrixGame({{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}}));
  add(GAMELAB_EXAMPLE("StrategicExamples", "Subgame perfection", "subgame-perfection"), "3.2.5",
      bimatrixGame({{"0,1", "0,1"}, {"1,0", "-10,-1"}}, {"A", "B"}, {"a", "b"}));
  // T37: bimatrix (3.1) of 3.4.1.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Feasible sets (3.1)", "feasible-set"), "3.4.1", bimatrixGame({{"4,3", "0,0"}, {"2,2", "1,4"}}));
  // T57: the all-in end game with A = 100, B = 10, p = 1/10; two-player part (3.12) and the
  // payoff triples with the all-in player III, who has one strategy.
  add(GAMELAB_EXAMPLE("StrategicExamples", "End game with an all-in player", "all-in-end-game"), "3.4.4",
      bimatrixGame({{"11,89", "10,90"}, {"2,98", "10,0"}}, {"honest", "bluff"}, {"call", "fold"}));
  {
    StrategicGame g = nPlayerGame({2, 2, 1},
                                  {{"11", "89", "0"}, {"2", "98", "0"}, {"10", "90", "0"}, {"10", "0", "90"}},
                                  {"I", "II", "III"});
    g.strategyLabels[0] = {"honest", "bluff"};
    g.strategyLabels[1] = {"call", "fold"};
    add(GAMELAB_EXAMPLE("StrategicExamples", "End game with an all-in player (three players)", "all-in-end-game-3p"), "3.4.4", std::move(g));
  }

  // Games from elsewhere.
  // The lrsnash manual's 3 x 2 game (3 equilibria).
  add(GAMELAB_EXAMPLE("StrategicExamples", "lrsnash manual example (3 x 2)", "lrsnash-3x2"), "",
      integerBimatrix({{0, 6}, {2, 5}, {3, 3}}, {{1, 0}, {0, 2}, {4, 3}}));
  // Von Stengel's 6 x 6 game with 75 equilibria: the game (A, Bᵀ) with B as printed (rows of
  // B are player II's strategies); (A, B) itself has only 7 equilibria.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Von Stengel's 6 x 6 game (75 equilibria)", "von-stengel-6x6"), "",
      integerBimatrixTransposedB({{9504, -660, 19976, -20526, 1776, -8976},
                       {-111771, 31680, -130944, 168124, -8514, 52764},
                       {397584, -113850, 451176, -586476, 29216, -178761},
                       {171204, -45936, 208626, -263076, 14124, -84436},
                       {1303104, -453420, 1227336, -1718376, 72336, -461736},
                       {737154, -227040, 774576, -1039236, 48081, -300036}},
                      {{72336, -461736, 1227336, -1718376, 1303104, -453420},
                       {48081, -300036, 774576, -1039236, 737154, -227040},
                       {29216, -178761, 451176, -586476, 397584, -113850},
                       {14124, -84436, 208626, -263076, 171204, -45936},
                       {1776, -8976, 19976, -20526, 9504, -660},
                       {-8514, 52764, -130944, 168124, -111771, 31680}}));
  // Three-player coordination: everyone gets 1 when all choose alike, else 0. Equilibria:
  // (A,A,A), (B,B,B) and everyone mixing (1/2,1/2).
  {
    std::vector<std::vector<std::string>> payoffs;
    StrategicGame shape({2, 2, 2});
    for (std::size_t t = 0; t < shape.profileCount(); ++t) {
      const PureProfile s = shape.profileAt(t);
      const std::string u = (s[0] == s[1] && s[1] == s[2]) ? "1" : "0";
      payoffs.push_back({u, u, u});
    }
    StrategicGame g = nPlayerGame({2, 2, 2}, payoffs, {"", "", ""});
    for (auto& labels : g.strategyLabels) labels = {"A", "B"};
    add(GAMELAB_EXAMPLE("StrategicExamples", "Three-player coordination", "three-player-coordination"), "", std::move(g));
  }
  // Myerson (1978): a 2 x 2 coordination game with a third, dominated strategy for each player
  // added. (U, L) and (M, M) are both perfect; only (U, L) is proper.
  add(GAMELAB_EXAMPLE("StrategicExamples", "Perfect but not proper (Myerson)", "myerson-proper"), "",
      bimatrixGame({{"1,1", "0,0", "-9,-9"}, {"0,0", "0,0", "-7,-7"}, {"-9,-9", "-7,-7", "-7,-7"}}, {"U", "M", "D"},
                   {"L", "M", "R"}));
  return ex;
}

}  // namespace

const std::vector<StrategicExample>& strategicExamples() {
  static const std::vector<StrategicExample> examples = buildExamples();
  return examples;
}

std::optional<StrategicExample> findStrategicExample(const std::string& id) {
  for (const auto& example : strategicExamples())
    if (example.id == id) return example;
  return std::nullopt;
}

}  // namespace gamelab
