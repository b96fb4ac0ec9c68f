// Lemke–Howson (core/strategic/lemkehowson.h): digest games (ferguson-ch3-general-sum.md),
// degenerate games on the exact path, and random games checked by the definition.
#include "core/strategic/lemkehowson.h"
#include "tests/support/randomgames.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab {
namespace {

RationalVector vec(const std::vector<std::string>& texts) {
  RationalVector out;
  for (const auto& t : texts) out.push_back(*parseRational(t));
  return out;
}

RationalVector unit(std::size_t size, std::size_t k) {
  RationalVector out(size, Rational(0));
  out[k] = 1;
  return out;
}

struct DigestCase {
  std::string name;
  std::vector<std::vector<std::string>> cells;
  std::vector<MixedProfile> extremeEquilibria;
};

std::vector<DigestCase> digestCases() {
  return {
      {"T03",
       {{"3,10", "1,5"}, {"2,0", "4,20"}},
       {{unit(2, 0), unit(2, 0)}, {unit(2, 1), unit(2, 1)}, {vec({"4/5", "1/5"}), vec({"3/4", "1/4"})}}},
      {"T05",
       {{"4,4", "4,0"}, {"0,4", "5,5"}},
       {{unit(2, 0), unit(2, 0)}, {unit(2, 1), unit(2, 1)}, {vec({"1/5", "4/5"}), vec({"1/5", "4/5"})}}},
      {"T13", {{"1,4", "4,1"}, {"2,2", "3,3"}}, {{vec({"1/4", "3/4"}), vec({"1/2", "1/2"})}}},
      {"T14", {{"0,0", "0,-1"}, {"1,0", "-1,3"}}, {{vec({"3/4", "1/4"}), vec({"1/2", "1/2"})}}},
      {"T17",
       {{"-3,-4", "2,-1", "0,6", "1,1"},
        {"2,0", "2,2", "-3,0", "1,-2"},
        {"2,-3", "-5,1", "-1,-1", "1,-3"},
        {"-4,3", "2,-5", "1,2", "-3,1"}},
       {{vec({"0", "0", "1/3", "2/3"}), vec({"1/4", "0", "3/4", "0"})},
        {vec({"0", "2/3", "1/9", "2/9"}), vec({"14/41", "6/41", "21/41", "0"})},
        {unit(4, 1), unit(4, 1)},
        {vec({"0", "4/5", "0", "1/5"}), unit(4, 1)},
        {vec({"2/9", "7/9", "0", "0"}), unit(4, 1)},
        {vec({"2/99", "7/9", "0", "20/99"}), unit(4, 1)}}},
      {"T20",
       {{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}},
       {{vec({"0", "1/3", "2/3"}), vec({"1/3", "0", "2/3"})}}},
      // Degenerate games (their continua have extreme points; LH ends at vertices).
      {"T11",
       {{"2,1", "4,3", "7,2", "7,4", "0,5", "3,2"},
        {"4,0", "5,4", "1,6", "0,4", "0,3", "5,1"},
        {"1,3", "5,3", "3,2", "4,1", "1,0", "4,3"},
        {"4,3", "2,5", "4,0", "1,0", "1,5", "2,1"}},
       {{unit(4, 3), unit(6, 4)}, {unit(4, 2), unit(6, 1)}, {vec({"0", "1/3", "2/3", "0"}), unit(6, 1)}}},
      {"T18",
       {{"0,0", "1,-1", "1,1", "-1,0"},
        {"-1,1", "0,1", "1,0", "0,0"},
        {"1,0", "-1,-1", "0,1", "-1,1"},
        {"1,-1", "-1,0", "1,-1", "0,0"},
        {"1,1", "0,0", "-1,-1", "0,0"}},
       {{unit(5, 4), unit(4, 0)},
        {vec({"0", "0", "0", "1/2", "1/2"}), unit(4, 3)},
        {vec({"0", "0", "0", "1/2", "1/2"}), unit(4, 0)},
        {unit(5, 3), unit(4, 3)},
        {vec({"0", "0", "1/2", "0", "1/2"}), unit(4, 0)},
        {vec({"1/3", "1/3", "0", "1/3", "0"}), unit(4, 2)},
        {vec({"1/3", "1/3", "0", "1/3", "0"}), vec({"1/7", "2/7", "1/7", "3/7"})},
        {vec({"1/2", "1/2", "0", "0", "0"}), unit(4, 2)},
        {vec({"1/2", "0", "0", "1/2", "0"}), unit(4, 2)},
        {unit(5, 0), unit(4, 2)}}},
  };
}

void expectWellFormed(const StrategicGame& game, const LemkeHowsonResult& result, std::size_t labelCount) {
  ASSERT_EQ(result.runs.size(), labelCount);
  EXPECT_TRUE(result.verified);
  for (std::size_t k = 0; k < result.runs.size(); ++k) {
    EXPECT_EQ(result.runs[k].label, k);
    EXPECT_GE(result.runs[k].pivots, 1u);
    ASSERT_LT(result.runs[k].equilibrium, result.equilibria.size());
  }
  for (std::size_t e = 0; e < result.equilibria.size(); ++e) {
    EXPECT_TRUE(isNashEquilibrium(game, result.equilibria[e].strategies));
    EXPECT_EQ(result.equilibria[e].payoffs, expectedPayoffs(game, result.equilibria[e].strategies));
    for (std::size_t f = 0; f < e; ++f) EXPECT_NE(result.equilibria[e].strategies, result.equilibria[f].strategies);
  }
  // Order of discovery: the first run naming equilibrium e comes before the first naming e+1.
  std::size_t seen = 0;
  for (const auto& run : result.runs) {
    EXPECT_LE(run.equilibrium, seen);
    if (run.equilibrium == seen) ++seen;
  }
  EXPECT_EQ(seen, result.equilibria.size());
}

TEST(LemkeHowson, BattleOfTheSexesFindsThePureEquilibriaNeverTheMixedOne) {
  // T09. Every path from the artificial equilibrium ends at an equilibrium of the opposite
  // index, i.e. a pure one here; the mixed equilibrium (2/3,1/3),(1/3,2/3) is not reachable.
  const auto game = StrategicGame::bimatrixFromText({{"2,1", "0,0"}, {"0,0", "1,2"}});
  for (bool exact : {false, true}) {
    LemkeHowsonOptions options;
    options.exactPivoting = exact;
    const auto result = solveLemkeHowson(game, options);
    ASSERT_TRUE(result);
    expectWellFormed(game, *result, 4);
    ASSERT_EQ(result->equilibria.size(), 2u);
    EXPECT_EQ(result->equilibria[0].strategies, (MixedProfile{unit(2, 0), unit(2, 0)}));
    EXPECT_EQ(result->equilibria[1].strategies, (MixedProfile{unit(2, 1), unit(2, 1)}));
    EXPECT_EQ(result->equilibria[0].payoffs, vec({"2", "1"}));
    EXPECT_EQ(result->equilibria[1].payoffs, vec({"1", "2"}));
    // Labels 0 and 2 (row 1, column 1) lead to <1,1>, labels 1 and 3 to <2,2>, two pivots each.
    const std::vector<std::size_t> expected{0, 1, 0, 1};
    for (std::size_t k = 0; k < 4; ++k) {
      EXPECT_EQ(result->runs[k].equilibrium, expected[k]) << "label " << k;
      EXPECT_EQ(result->runs[k].pivots, 2u) << "label " << k;
    }
  }
}

TEST(LemkeHowson, DigestGamesEndAtExtremeEquilibriaOnBothPaths) {
  for (const auto& c : digestCases()) {
    const auto game = StrategicGame::bimatrixFromText(c.cells);
    const std::size_t labels = game.strategies(0) + game.strategies(1);
    for (bool exact : {false, true}) {
      LemkeHowsonOptions options;
      options.exactPivoting = exact;
      const auto result = solveLemkeHowson(game, options);
      ASSERT_TRUE(result) << c.name;
      expectWellFormed(game, *result, labels);
      for (const auto& e : result->equilibria) {
        const bool listed =
            std::find(c.extremeEquilibria.begin(), c.extremeEquilibria.end(), e.strategies) != c.extremeEquilibria.end();
        EXPECT_TRUE(listed) << c.name << (exact ? " exact" : " float") << ": p1 = " << toStrings(e.strategies[0])[0];
      }
    }
  }
}

TEST(LemkeHowson, UniqueEquilibriumIsFoundFromEveryLabel) {
  // T20: p = (0,1/3,2/3), q = (1/3,0,2/3), payoff (4, 13/3).
  const auto game = StrategicGame::bimatrixFromText({{"3,4", "2,3", "3,2"}, {"6,1", "0,2", "3,3"}, {"4,6", "3,4", "4,5"}});
  const auto result = solveLemkeHowson(game);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->equilibria.size(), 1u);
  EXPECT_EQ(result->equilibria[0].payoffs, vec({"4", "13/3"}));
}

TEST(LemkeHowson, SelectedLabelsKeepTheirOrder) {
  const auto game = StrategicGame::bimatrixFromText({{"3,10", "1,5"}, {"2,0", "4,20"}});
  LemkeHowsonOptions options;
  options.labels = {3, 1};
  const auto result = solveLemkeHowson(game, options);
  ASSERT_TRUE(result);
  ASSERT_EQ(result->runs.size(), 2u);
  EXPECT_EQ(result->runs[0].label, 3u);
  EXPECT_EQ(result->runs[1].label, 1u);
  options.labels = {4};
  const auto bad = solveLemkeHowson(game, options);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(bad.error().problem, Problem::IndexOutOfRange);
}

TEST(LemkeHowson, ErrorsAndCancellation) {
  EXPECT_EQ(solveLemkeHowson(StrategicGame({2, 2, 2})).error().code, ErrorCode::WrongShape);
  const auto game = StrategicGame::bimatrixFromText({{"3,10", "1,5"}, {"2,0", "4,20"}});
  CancelToken cancelled;
  cancelled.cancel();
  EXPECT_EQ(solveLemkeHowson(game, {}, Progress::none(), cancelled).error().code, ErrorCode::Cancelled);
  CancelToken late;
  late.setDeadline(std::chrono::steady_clock::now() - std::chrono::seconds(1));
  EXPECT_EQ(solveLemkeHowson(game, {}, Progress::none(), late).error().code, ErrorCode::Timeout);
}

TEST(LemkeHowson, ReportsProgressUpToOne) {
  const auto game = StrategicGame::bimatrixFromText({{"3,10", "1,5"}, {"2,0", "4,20"}});
  double last = -1;
  std::string stage;
  Progress progress([&](double f, const std::string& s) {
    last = f;
    stage = s;
  });
  ASSERT_TRUE(solveLemkeHowson(game, {}, progress));
  EXPECT_EQ(last, 1.0);
  EXPECT_EQ(stage, "lemke-howson");
}

StrategicGame randomGame(std::mt19937& rng, std::size_t m, std::size_t n, int high) {
  return testsupport::randomBimatrixGame(rng, m, n, 0, high);
}

TEST(LemkeHowson, RandomGamesFloatAndExactPathsAgree) {
  // Payoffs 0..9999: nondegenerate with overwhelming probability, so both paths must take
  // the same pivots to the same end point from every label.
  std::mt19937 rng(20240603);
  std::uniform_int_distribution<std::size_t> size(1, 30);
  for (int g = 0; g < 100; ++g) {
    const std::size_t m = size(rng), n = size(rng);
    const auto game = randomGame(rng, m, n, 9999);
    LemkeHowsonOptions fast, exact;
    exact.exactPivoting = true;
    if (m + n > 24) fast.labels = exact.labels = {0, m - 1, m, m + n - 1};
    const auto a = solveLemkeHowson(game, fast);
    const auto b = solveLemkeHowson(game, exact);
    ASSERT_TRUE(a && b) << "game " << g;
    ASSERT_EQ(a->runs.size(), b->runs.size());
    for (std::size_t k = 0; k < a->runs.size(); ++k) {
      EXPECT_EQ(a->runs[k].pivots, b->runs[k].pivots) << "game " << g << " run " << k;
      EXPECT_EQ(a->equilibria[a->runs[k].equilibrium].strategies, b->equilibria[b->runs[k].equilibrium].strategies)
          << "game " << g << " run " << k;
    }
    for (const auto& e : a->equilibria) EXPECT_TRUE(isNashEquilibrium(game, e.strategies)) << "game " << g;
  }
}

TEST(LemkeHowson, DegenerateRandomGamesOnBothPaths) {
  // Payoffs 0..2 make ties everywhere: the lexicographic rule must still end at equilibria.
  std::mt19937 rng(77);
  std::uniform_int_distribution<std::size_t> size(1, 8);
  for (int g = 0; g < 60; ++g) {
    const std::size_t m = size(rng), n = size(rng);
    const auto game = randomGame(rng, m, n, 2);
    for (bool exact : {false, true}) {
      LemkeHowsonOptions options;
      options.exactPivoting = exact;
      options.threads = 1;
      const auto result = solveLemkeHowson(game, options);
      ASSERT_TRUE(result) << "game " << g;
      expectWellFormed(game, *result, m + n);
    }
  }
}

TEST(LemkeHowson, ThreadCountDoesNotChangeTheResult) {
  std::mt19937 rng(5);
  const auto game = randomGame(rng, 25, 20, 99);
  LemkeHowsonOptions one, four;
  one.threads = 1;
  four.threads = 4;
  const auto a = solveLemkeHowson(game, one);
  const auto b = solveLemkeHowson(game, four);
  ASSERT_TRUE(a && b);
  ASSERT_EQ(a->equilibria.size(), b->equilibria.size());
  for (std::size_t e = 0; e < a->equilibria.size(); ++e)
    EXPECT_EQ(a->equilibria[e].strategies, b->equilibria[e].strategies);
  for (std::size_t k = 0; k < a->runs.size(); ++k) {
    EXPECT_EQ(a->runs[k].equilibrium, b->runs[k].equilibrium);
    EXPECT_EQ(a->runs[k].pivots, b->runs[k].pivots);
  }
}

}  // namespace
}  // namespace gamelab
