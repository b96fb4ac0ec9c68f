// The play layer's analysis (core/impartial/play.h) on the built-in examples of the ch.1 digest:
// component values, nim-sums, outcomes and the exact sets of winning moves (errata applied),
// misère play, and property tests (every winning move leads to a P-position; the theory agrees
// with a brute force). Moves, their checks and the computer's choice: test_impartial_playmoves.cpp.
#include "core/impartial/play.h"
#include "core/impartial/playdetail.h"
#include "core/impartial/impartialexamples.h"
#include "tests/core/impartialplaytest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace gamelab {
namespace {

using playtest::analyse;
using playtest::example;

/// A winning heap move as (heap, sorted parts).
std::set<std::pair<std::size_t, std::vector<HeapSize>>> heapMoves(const PositionAnalysis& a) {
  std::set<std::pair<std::size_t, std::vector<HeapSize>>> out;
  for (const auto& m : a.winningMoves) {
    const auto& h = std::get<HeapMove>(m);
    auto parts = h.parts;
    std::sort(parts.begin(), parts.end());
    out.insert({h.heap, parts});
  }
  return out;
}

using HeapMoves = std::set<std::pair<std::size_t, std::vector<HeapSize>>>;

struct HeapCase {
  const char* id;
  Nimber total;
  Outcome outcome;
  HeapMoves moves;
  PlayConvention convention = PlayConvention::Normal;
};

TEST(ImpartialPlay, HeapExamplesOfTheDigest) {
  const std::vector<HeapCase> cases = {
      {"subtraction-123-21", 1, Outcome::N, {{0, {20}}}},                                // T1
      {"subtraction-134-100", 0, Outcome::P, {}},                                         // T4
      {"nim-5-7-9", 11, Outcome::N, {{2, {2}}}},                                          // T18
      {"nim-13-12-8", 9, Outcome::N, {{0, {4}}, {1, {5}}, {2, {1}}}},                     // T20
      {"nim-12-19-27", 4, Outcome::N, {{0, {8}}}},                                        // T23
      {"nim-13-17-19-23", 24, Outcome::N, {{1, {9}}, {2, {11}}, {3, {15}}}},              // T24
      {"subtraction-sum-t46", 3, Outcome::N, {{2, {13}}, {0, {6}}}},                      // T46
      {"mixed-sum-t49", 10, Outcome::N, {{0, {6}}}},                                      // T49
      {"mixed-sum-t59", 8, Outcome::N, {{0, {2}}}},                                       // T59
      {"lasker-2-5-7", 15, Outcome::N, {{2, {1, 6}}, {2, {2, 5}}, {2, {3, 4}}}},          // T51, E-17
      {"dawson-18", 3, Outcome::N, {{0, {3, 12}}, {0, {5, 10}}}},                         // T54
      {"grundy-5-8-13", 3, Outcome::N, {{2, {5, 8}}, {0, {2, 3}}, {1, {2, 6}}}},          // T56
      {"kayles-dudeney-loyd", 7, Outcome::N, {{1, {3, 7}}}},                              // T60
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.id);
    const auto a = analyse(example(c.id), c.convention);
    EXPECT_EQ(a.total, c.total);
    EXPECT_EQ(a.outcome, c.outcome);
    EXPECT_EQ(heapMoves(a), c.moves);
  }
}

TEST(ImpartialPlay, ComponentValuesOfMixedSums) {
  // T46: g3(9) = 1, g5(10) = 4, g7(14) = 6; T49: 8, 5, 7; T59: 9, 6, 7; T56: 2, 2, 3.
  const std::vector<std::pair<const char*, std::vector<Nimber>>> cases = {
      {"subtraction-sum-t46", {1, 4, 6}}, {"mixed-sum-t49", {8, 5, 7}}, {"mixed-sum-t59", {9, 6, 7}},
      {"grundy-5-8-13", {2, 2, 3}},       {"lasker-2-5-7", {2, 5, 8}},  {"kayles-dudeney-loyd", {1, 6}}};
  for (const auto& [id, values] : cases) {
    const auto a = analyse(example(id));
    std::vector<Nimber> got;
    for (const auto& c : a.components) got.push_back(c.value.value);
    EXPECT_EQ(got, values) << id;
  }
}

TEST(ImpartialPlay, ComponentsAreNumberedInListOrder) {
  // Two trees: a stalk of two edges (0, 1) and a single edge (2). The second tree is indexed
  // by its smallest edge, 2, and is tree number 2 (it was once named "Tree 3").
  HackenbushPosition h;
  h.picture.vertices = 4;
  h.picture.edges = {{0, 1}, {1, 2}, {0, 3}};
  const auto a = analyse(h);
  ASSERT_EQ(a.components.size(), 2u);
  EXPECT_EQ(componentNumber(h, a.components[0].index), 1u);
  EXPECT_EQ(componentNumber(h, a.components[1].index), 2u);
  EXPECT_EQ(a.components[1].index, 2u);
  EXPECT_EQ(componentNumber(h, 1), 0u);  // edge 1 starts no tree
  EXPECT_EQ(componentNumber(example("kayles-dudeney-loyd"), 1), 2u);  // heaps: index + 1
}

TEST(ImpartialPlay, MisereNim) {
  // T25: the same single move as in normal play; T26: (1,1,5) -> 5 becomes 1.
  EXPECT_EQ(heapMoves(analyse(example("misere-nim-12-19-27"), PlayConvention::Misere)), (HeapMoves{{0, {8}}}));
  EXPECT_EQ(heapMoves(analyse(example("misere-nim-1-1-5"), PlayConvention::Misere)), (HeapMoves{{2, {1}}}));
  HeapPosition p;
  for (auto [heaps, outcome] : std::vector<std::pair<std::vector<HeapSize>, Outcome>>{
           {{1}, Outcome::P}, {{1, 1}, Outcome::N}, {{1, 1, 1}, Outcome::P}, {{2, 2}, Outcome::P},
           {{1, 2, 3}, Outcome::P}, {{1, 2, 2}, Outcome::N}}) {
    p.heaps = heaps;
    EXPECT_EQ(analyse(p, PlayConvention::Misere).outcome, outcome);
  }
  p.heaps = {2, 1, 1, 1};
  EXPECT_EQ(heapMoves(analyse(p, PlayConvention::Misere)), (HeapMoves{{0, {}}}));
}

TEST(ImpartialPlay, MisereSubtractionAndBruteForce) {
  // T5: misère S = {1,2,3}: P iff n ≡ 1 (mod 4).
  for (HeapSize n = 0; n <= 21; ++n) {
    HeapPosition p;
    p.heaps = {n};
    p.rules = {*HeapRule::parse("subtraction:1,2,3")};
    EXPECT_EQ(analyse(p, PlayConvention::Misere).outcome, n % 4 == 1 ? Outcome::P : Outcome::N) << n;
  }
  // A sum of two subtraction heaps goes through the brute force; misère Nim by brute force
  // agrees with Bouton.
  HeapPosition two;
  two.heaps = {5, 6};
  two.rules = {*HeapRule::parse("subtraction:1,2,3")};
  const auto brute = playdetail::bruteForce(two, PlayConvention::Misere, 100000, CancelToken::none());
  ASSERT_TRUE(brute.hasValue());
  EXPECT_EQ(analyse(two, PlayConvention::Misere).outcome, brute->outcome);
  for (std::vector<HeapSize> heaps : {std::vector<HeapSize>{1, 1, 5}, {3, 4, 5}, {2, 2, 1}, {1, 1, 1, 1}, {6, 2}}) {
    HeapPosition nim;
    nim.heaps = heaps;
    const auto b = playdetail::bruteForce(nim, PlayConvention::Misere, 100000, CancelToken::none());
    ASSERT_TRUE(b.hasValue());
    const auto a = analyse(nim, PlayConvention::Misere);
    EXPECT_EQ(a.outcome, b->outcome);
    EXPECT_EQ(a.winningMoves.size(), b->winningMoves.size());
  }
}

TEST(ImpartialPlay, NimbleAndMoore) {
  // T28: nim-sum 10; five coin moves (two coins on square 8 both go to 2), four distinct.
  const auto nimble = analyse(example("nimble-t28"));
  EXPECT_EQ(nimble.total, 10u);
  std::multiset<std::pair<HeapSize, HeapSize>> slides;
  const auto coins = std::get<NimblePosition>(example("nimble-t28")).coins;
  for (const auto& m : nimble.winningMoves) {
    const auto& s = std::get<NimbleMove>(m).slides;
    ASSERT_EQ(s.size(), 1u);
    slides.insert({coins[s[0].first], s[0].second});
  }
  EXPECT_EQ(slides, (std::multiset<std::pair<HeapSize, HeapSize>>{{8, 2}, {8, 2}, {9, 3}, {10, 0}, {13, 7}}));

  // T33: column sums 2 2 1 2 (base 3: 77); 13 winning moves as multisets of (from -> to).
  for (const char* id : {"nimble-moore-t33", "moore-nim2-t33"}) {
    const auto a = analyse(example(id));
    EXPECT_EQ(a.total, 77u) << id;
    EXPECT_EQ(a.outcome, Outcome::N);
    std::set<std::multiset<std::pair<HeapSize, HeapSize>>> distinct;
    for (const auto& m : a.winningMoves) {
      std::multiset<std::pair<HeapSize, HeapSize>> move;
      if (const auto* n = std::get_if<NimbleMove>(&m)) {
        for (const auto& [c, to] : n->slides) move.insert({coins[c], to});
      } else {
        const auto& sizes = std::get<HeapMove>(m).newSizes;
        for (std::size_t i = 0; i < sizes.size(); ++i)
          if (sizes[i] != coins[i]) move.insert({coins[i], sizes[i]});
      }
      distinct.insert(move);
    }
    EXPECT_EQ(distinct.size(), 13u) << id;
    EXPECT_TRUE(distinct.count({{8, 7}, {13, 7}})) << id;
    EXPECT_TRUE(distinct.count({{8, 2}, {8, 7}})) << id;
  }
}

TEST(ImpartialPlay, StaircaseNim) {
  // T31: P iff the odd steps have nim-sum 0.
  for (auto [steps, outcome] : std::vector<std::pair<std::vector<HeapSize>, Outcome>>{
           {{1, 5, 1}, Outcome::P}, {{3, 0, 3}, Outcome::P}, {{1, 1, 1}, Outcome::P}, {{2, 7, 3, 9}, Outcome::N}}) {
    HeapPosition p;
    p.heaps = steps;
    p.variant = HeapPosition::Variant::Staircase;
    const auto a = analyse(p);
    EXPECT_EQ(a.outcome, outcome);
    const auto brute = playdetail::bruteForce(p, PlayConvention::Normal, 100000, CancelToken::none());
    ASSERT_TRUE(brute.hasValue());
    EXPECT_EQ(brute->outcome, outcome);
    EXPECT_EQ(a.winningMoves.size(), brute->winningMoves.size());
  }
}

TEST(ImpartialPlay, CoinRows) {
  // T29: heads at 2, 5, 9, 10, 12 (1-based), nim-sum 8, three winning moves.
  auto tt = analyse(example("turning-turtles-t29"));
  EXPECT_EQ(tt.total, 8u);
  std::set<std::vector<std::size_t>> moves;
  for (const auto& m : tt.winningMoves) moves.insert(std::get<CoinMove>(m).coins);
  EXPECT_EQ(moves, (std::set<std::vector<std::size_t>>{{0, 8}, {1, 9}, {3, 11}}));
  // T90 (a), (b), (d): unique winning moves (0-based).
  const std::vector<std::tuple<const char*, Nimber, std::vector<std::size_t>>> cases = {
      {"coins-t90-turtles", 9, {8}}, {"coins-t90-twins", 11, {3, 8}}, {"coins-t90-mock-turtles", 23, {3, 8}}};
  for (const auto& [id, total, move] : cases) {
    const auto a = analyse(example(id));
    EXPECT_EQ(a.total, total) << id;
    ASSERT_EQ(a.winningMoves.size(), 1u) << id;
    auto coins = std::get<CoinMove>(a.winningMoves[0]).coins;
    std::sort(coins.begin(), coins.end());
    EXPECT_EQ(coins, move) << id;
  }
  // T72: T H H T T H = heads at 2, 3, 6 (1-based): 2 ⊕ 3 ⊕ 6 = 7 in Turning Turtles.
  EXPECT_EQ(analyse(example("coins-thhtth")).total, 7u);
}

std::set<std::set<std::pair<std::size_t, std::size_t>>> gridMoves(const PositionAnalysis& a) {
  std::set<std::set<std::pair<std::size_t, std::size_t>>> out;
  for (const auto& m : a.winningMoves) {
    const auto& c = std::get<CoinGridMove>(m).coins;
    out.insert({c.begin(), c.end()});
  }
  return out;
}

std::set<std::pair<std::size_t, std::size_t>> product(std::vector<std::size_t> rows, std::vector<std::size_t> cols) {
  std::set<std::pair<std::size_t, std::size_t>> out;
  for (auto r : rows)
    for (auto c : cols) out.insert({r, c});
  return out;
}

TEST(ImpartialPlay, CoinGrids) {
  const auto acrostic = analyse(example("acrostic-twins-t80"));  // T80
  EXPECT_EQ(acrostic.total, 3u);
  EXPECT_EQ(gridMoves(acrostic),
            (std::set<std::set<std::pair<std::size_t, std::size_t>>>{{{1, 0}, {1, 3}}, {{3, 1}, {3, 2}}, {{0, 2}, {3, 2}}}));
  const auto corners = analyse(example("turning-corners-t83"));  // T83
  EXPECT_EQ(corners.total, 4u);
  EXPECT_EQ(gridMoves(corners), (std::set<std::set<std::pair<std::size_t, std::size_t>>>{product({3, 4}, {3, 4})}));
  const auto tt2 = analyse(example("turning-turtles-squared-t85"));  // T85, 1-based in the digest
  EXPECT_EQ(tt2.total, 3u);
  EXPECT_EQ(gridMoves(tt2), (std::set<std::set<std::pair<std::size_t, std::size_t>>>{product({1, 4}, {2, 4}),
                                                                                     product({2, 4}, {1, 4})}));
  const auto rugs = analyse(example("rugs-t87"));  // T87
  EXPECT_EQ(rugs.total, 13u);
  EXPECT_EQ(gridMoves(rugs),
            (std::set<std::set<std::pair<std::size_t, std::size_t>>>{
                product({0, 1}, {0, 1, 2, 3}), product({0, 1, 2, 3}, {1, 2}), product({0, 1, 2, 3, 4}, {3, 4}),
                product({3, 4}, {0, 1, 2, 3, 4})}));
  const auto mt2 = analyse(example("mock-turtles-squared-t89"));  // T89
  EXPECT_EQ(mt2.total, 11u);
  EXPECT_EQ(gridMoves(mt2),
            (std::set<std::set<std::pair<std::size_t, std::size_t>>>{
                product({4}, {3, 4, 5}), product({0, 4}, {0, 5}), product({1, 4}, {1, 5}), product({2, 4}, {3, 5}),
                product({3, 4}, {2, 4, 5}), product({0, 1, 4}, {1, 4, 5}), product({0, 2, 4}, {4, 5}),
                product({1, 3, 4}, {4, 5}), product({2, 3, 4}, {1, 4, 5})}));
}

TEST(ImpartialPlay, QueensNorthcottHackenbushGraph) {
  // T40: (x, y) = (column, row): g(7,6) = 4, g(5,2) = 4, g(3,7) = 9.
  const auto one = analyse(example("wythoff-queen"));
  EXPECT_EQ(one.total, 4u);
  for (const auto& m : one.winningMoves) {
    const auto to = std::get<QueenMove>(m).to;
    EXPECT_EQ(analyse(QueensPosition{8, {to}}).outcome, Outcome::P);
  }
  std::set<std::pair<std::size_t, std::size_t>> targets;
  for (const auto& m : one.winningMoves) targets.insert(std::get<QueenMove>(m).to);
  EXPECT_EQ(targets, (std::set<std::pair<std::size_t, std::size_t>>{{7, 4}, {2, 1}}));  // the zeros it reaches
  EXPECT_EQ(analyse(example("wythoff-queens")).total, 4u ^ 4u ^ 9u);
  // T30: gaps 4 2 3 5 3 6 2 1, nim-sum 6; gap-reducing winning moves in rows 1, 4 and 6.
  const auto nc = analyse(example("northcott-t30"));
  EXPECT_EQ(nc.total, 6u);
  EXPECT_EQ(nc.outcome, Outcome::N);
  std::set<std::size_t> rows;
  for (const auto& m : nc.winningMoves) rows.insert(std::get<NorthcottMove>(m).row);
  EXPECT_TRUE(rows.count(0) && rows.count(3) && rows.count(5));
  // T99: bamboo 3, 4, 5: nim-sum 2; the only winning cut is the 2nd segment of the 3-stalk.
  const auto bamboo = analyse(example("hackenbush-bamboo"));
  EXPECT_EQ(bamboo.total, 2u);
  ASSERT_EQ(bamboo.winningMoves.size(), 1u);
  EXPECT_EQ(std::get<HackenbushMove>(bamboo.winningMoves[0]).edge, 1u);
  EXPECT_EQ(bamboo.components.size(), 3u);
  // T101: trunk 1 with branches 3, 2, 6 -> 8; T103: door 1 and stalk-with-triangle 2.
  EXPECT_EQ(analyse(example("hackenbush-tree")).total, 8u);
  const auto door = analyse(example("hackenbush-door"));
  ASSERT_EQ(door.components.size(), 2u);
  EXPECT_EQ(door.components[0].value.value, 1u);
  EXPECT_EQ(door.components[1].value.value, 2u);
  // T44: a token on a of Figure 1.3.4 is a draw.
  const auto graph = analyse(example("graph-figure-1-3-4"));
  EXPECT_EQ(graph.outcome, Outcome::Draw);
  ASSERT_EQ(graph.components.size(), 1u);
  EXPECT_TRUE(graph.components[0].value.infinite);
  GraphPosition g = std::get<GraphPosition>(example("graph-figure-1-3-4"));
  g.tokens = {3};  // d: value 1, N
  EXPECT_EQ(analyse(g).outcome, Outcome::N);
  g.tokens = {3, 3};  // 1 ⊕ 1: P
  EXPECT_EQ(analyse(g).outcome, Outcome::P);
  g.tokens = {0, 0};  // two infinities: a draw
  EXPECT_EQ(analyse(g).outcome, Outcome::Draw);
  g.tokens = {2, 3};  // c = ∞{1} with d = 1 on the side: c -> d wins
  const auto cd = analyse(g);
  EXPECT_EQ(cd.outcome, Outcome::N);
  ASSERT_EQ(cd.winningMoves.size(), 1u);
  EXPECT_EQ(std::get<GraphMove>(cd.winningMoves[0]), (GraphMove{0, 3}));
}

TEST(ImpartialPlay, EveryWinningMoveLeadsToAPPosition) {
  for (const auto& e : impartialExamples()) {
    SCOPED_TRACE(e.id);
    const auto a = analyse(e.position, e.convention);
    if (a.outcome == Outcome::N) {
      EXPECT_FALSE(a.winningMoves.empty());
    }
    for (const auto& m : a.winningMoves) {
      ASSERT_TRUE(checkMove(e.position, m).legal());
      const auto after = solvePosition(applyMove(e.position, m), {.convention = e.convention});
      ASSERT_TRUE(after.hasValue());
      EXPECT_EQ(after->outcome, Outcome::P);
    }
    // The nim-sum of the components is the total (finite values, sums of the families).
    if (a.convention == PlayConvention::Normal && !std::holds_alternative<GraphPosition>(e.position) &&
        e.id.find("moore") == std::string::npos) {
      Nimber x = 0;
      for (const auto& c : a.components) x ^= c.value.value;
      EXPECT_EQ(x, a.total);
    }
  }
}

TEST(ImpartialPlay, TheoryAgreesWithBruteForceOnRandomPositions) {
  std::mt19937_64 rng(5);
  for (const auto& e : impartialExamples()) {
    if (std::holds_alternative<NorthcottPosition>(e.position) || std::holds_alternative<GraphPosition>(e.position))
      continue;  // not acyclic games
    for (int trial = 0; trial < 3; ++trial) {
      const std::size_t size = std::holds_alternative<HeapPosition>(e.position) ? 7 : 2;
      ImpartialPosition p = randomPosition(e.position, size, rng);
      if (auto* h = std::get_if<HackenbushPosition>(&p)) (void)h;
      const auto brute = playdetail::bruteForce(p, PlayConvention::Normal, 20000, CancelToken::none());
      if (!brute) continue;  // too large for the brute force
      const auto a = analyse(p);
      SCOPED_TRACE(e.id + " trial " + std::to_string(trial));
      EXPECT_EQ(a.outcome, brute->outcome);
      EXPECT_EQ(a.winningMoves.size(), brute->winningMoves.size());
    }
  }
}

}  // namespace
}  // namespace gamelab