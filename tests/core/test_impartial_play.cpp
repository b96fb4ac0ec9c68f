// The play layer (core/impartial/play.h) on the built-in examples of the ch.1 digest: component
// values, nim-sums, outcomes and the exact sets of winning moves (errata applied), move checks
// with their reasons, misère play, the computer's move, the mex explanation, and property tests
// (every winning move leads to a P-position; the theory agrees with a brute force).
#include "core/impartial/play.h"
#include "core/impartial/playdetail.h"
#include "core/models/impartialexamples.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace gamelab {
namespace {

ImpartialPosition example(const std::string& id) {
  auto e = findImpartialExample(id);
  EXPECT_TRUE(e.has_value()) << id;
  return e ? e->position : ImpartialPosition{};
}

PositionAnalysis analyse(const ImpartialPosition& p, PlayConvention c = PlayConvention::Normal) {
  auto a = solvePosition(p, {.convention = c});
  EXPECT_TRUE(a.hasValue()) << (a ? "" : describe(a.error()));
  return a ? *a : PositionAnalysis{};
}

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

TEST(ImpartialPlay, MoveChecksSayWhy) {
  const auto nim = example("nim-5-7-9");
  EXPECT_EQ(checkMove(nim, HeapMove{3, {1}, {}, 0}).reason, MoveRejection::NoSuchPiece);
  EXPECT_EQ(checkMove(nim, HeapMove{0, {5}, {}, 0}).reason, MoveRejection::NothingChanged);
  EXPECT_EQ(checkMove(nim, HeapMove{0, {6}, {}, 0}).reason, MoveRejection::NotAllowedByRule);
  EXPECT_EQ(checkMove(nim, HeapMove{0, {1, 2}, {}, 0}).reason, MoveRejection::NotAllowedByRule);
  EXPECT_EQ(checkMove(nim, QueenMove{}).reason, MoveRejection::WrongKind);
  EXPECT_TRUE(checkMove(nim, HeapMove{0, {}, {}, 0}).legal());
  EXPECT_EQ(checkMove(example("subtraction-134-100"), HeapMove{0, {98}, {}, 0}).reason,
            MoveRejection::NotAllowedByRule);  // 2 is not in {1, 3, 4}
  EXPECT_EQ(checkMove(example("grundy-5-8-13"), HeapMove{1, {4, 4}, {}, 0}).reason,
            MoveRejection::NotAllowedByRule);  // equal parts
  HeapPosition over;
  over.heaps = {0, 0};
  EXPECT_EQ(checkMove(over, HeapMove{0, {}, {}, 0}).reason, MoveRejection::GameOver);

  auto moore = std::get<HeapPosition>(example("moore-nim2-t33"));
  EXPECT_EQ(checkMove(moore, HeapMove{0, {}, {3, 7, 7, 9, 10, 13}, 0}).reason, MoveRejection::TooManyComponents);
  const auto grows = checkMove(moore, HeapMove{0, {}, {5, 8, 8, 9, 10, 13}, 0});
  EXPECT_EQ(grows.reason, MoveRejection::HeapIncreased);
  EXPECT_EQ(grows.args, (std::vector<std::string>{"1", "4", "5"}));
  EXPECT_EQ(checkMove(moore, HeapMove{0, {}, {5, 8}, 0}).reason, MoveRejection::HeapCountChanged);
  EXPECT_TRUE(checkMove(moore, HeapMove{0, {}, {4, 7, 8, 9, 10, 7}, 0}).legal());

  auto stairs = example("staircase-2-7-3-9");
  EXPECT_EQ(checkMove(stairs, HeapMove{2, {}, {}, 4}).reason, MoveRejection::TooManyTaken);
  EXPECT_TRUE(checkMove(stairs, HeapMove{2, {}, {}, 3}).legal());
  EXPECT_EQ(std::get<HeapPosition>(applyMove(stairs, HeapMove{2, {}, {}, 3})).heaps, (std::vector<HeapSize>{2, 10, 0, 9}));

  const auto nimble = example("nimble-t28");
  EXPECT_EQ(checkMove(nimble, NimbleMove{{{0, 5}}}).reason, MoveRejection::CoinMovesRight);
  EXPECT_EQ(checkMove(nimble, NimbleMove{{{0, 1}, {1, 1}}}).reason, MoveRejection::TooManyComponents);

  const auto tt = example("turning-turtles-t29");
  EXPECT_EQ(checkMove(tt, CoinMove{{0}}).reason, MoveRejection::RightmostNotHeads);
  EXPECT_EQ(checkMove(tt, CoinMove{{0, 3, 8}}).reason, MoveRejection::NotAllowedByRule);  // three coins
  EXPECT_TRUE(checkMove(tt, CoinMove{{3, 8}}).legal());  // the text's legal non-winning move
  EXPECT_EQ(checkMove(tt, CoinMove{{20}}).reason, MoveRejection::NoSuchPiece);

  const auto corners = example("turning-corners-t83");
  EXPECT_EQ(checkMove(corners, CoinGridMove{{{3, 3}, {4, 4}}}).reason, MoveRejection::NotAllowedByRule);
  EXPECT_EQ(checkMove(corners, CoinGridMove{{{2, 2}, {2, 3}, {3, 2}, {3, 3}}}).reason, MoveRejection::RightmostNotHeads);

  const auto queen = example("wythoff-queen");
  EXPECT_EQ(checkMove(queen, QueenMove{0, {6, 4}}).reason, MoveRejection::NotAQueenMove);
  EXPECT_EQ(checkMove(queen, QueenMove{0, {7, 7}}).reason, MoveRejection::NotAQueenMove);
  EXPECT_TRUE(checkMove(queen, QueenMove{0, {5, 4}}).legal());

  NorthcottPosition nc;
  nc.width = 8;
  nc.rows = {{1, 5}};
  EXPECT_EQ(checkMove(nc, NorthcottMove{0, true, 6}).reason, MoveRejection::Blocked);
  EXPECT_EQ(checkMove(nc, NorthcottMove{0, true, 5}).reason, MoveRejection::Blocked);
  EXPECT_TRUE(checkMove(nc, NorthcottMove{0, true, 0}).legal());  // backwards
  EXPECT_TRUE(checkMove(nc, NorthcottMove{0, false, 7}).legal());

  const auto bamboo = example("hackenbush-bamboo");
  EXPECT_EQ(checkMove(bamboo, HackenbushMove{12}).reason, MoveRejection::NoSuchPiece);
  HackenbushPosition floating = std::get<HackenbushPosition>(bamboo);
  floating.picture.edges.push_back({2, 3});
  floating.picture.edges.push_back({13, 14});
  floating.picture.vertices = 15;
  floating.picture.coordinates.clear();
  EXPECT_EQ(checkMove(floating, HackenbushMove{13}).reason, MoveRejection::NoSuchPiece);  // not grounded

  const auto graph = example("graph-figure-1-3-4");
  EXPECT_EQ(checkMove(graph, GraphMove{0, 2}).reason, MoveRejection::NoSuchArc);
  EXPECT_TRUE(checkMove(graph, GraphMove{0, 1}).legal());
}

TEST(ImpartialPlay, ApplyMoveKeepsHeapIndices) {
  auto p = std::get<HeapPosition>(applyMove(example("nim-5-7-9"), HeapMove{0, {}, {}, 0}));
  EXPECT_EQ(p.heaps, (std::vector<HeapSize>{0, 7, 9}));
  auto g = std::get<HeapPosition>(applyMove(example("subtraction-sum-t46"), HeapMove{2, {13}, {}, 0}));
  EXPECT_EQ(g.heaps, (std::vector<HeapSize>{9, 10, 13}));
  auto split = std::get<HeapPosition>(applyMove(example("grundy-5-8-13"), HeapMove{1, {6, 2}, {}, 0}));
  EXPECT_EQ(split.heaps, (std::vector<HeapSize>{5, 6, 2, 13}));
}

TEST(ImpartialPlay, MisereOnlyWhereSupported) {
  EXPECT_FALSE(supportsMisere(example("graph-figure-1-3-4")));
  EXPECT_FALSE(supportsMisere(example("northcott-t30")));
  const auto r = solvePosition(example("northcott-t30"), {.convention = PlayConvention::Misere});
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(r.error().problem, Problem::MisereNotSupported);
  EXPECT_TRUE(r.error().args.empty());
  // A splitting game far beyond the brute force says so.
  HeapPosition big;
  big.heaps = {40, 41, 42};
  big.rules = {*HeapRule::parse("grundy")};
  const auto large = solvePosition(big, {.convention = PlayConvention::Misere});
  ASSERT_FALSE(large.hasValue());
  EXPECT_EQ(large.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(large.error().problem, Problem::TooManyPositions);
}

TEST(ImpartialPlay, PositionProblemsQuoteValues) {
  // Each broken position names what is wrong and where, as values only.
  QueensPosition queens;
  queens.size = 4;
  queens.queens = {{1, 1}, {2, 5}};
  auto q = solvePosition(queens);
  ASSERT_FALSE(q.hasValue());
  EXPECT_EQ(q.error().problem, Problem::QueenOffBoard);
  EXPECT_EQ(q.error().args, (std::vector<std::string>{"1", "2", "5", "4"}));
  EXPECT_EQ(solveMexExplanation(queens, {.component = 1}).error().problem, Problem::QueenOffBoard);
  EXPECT_EQ(solveMexExplanation(queens, {.component = 7}).error().problem, Problem::NoSuchComponent);
  EXPECT_EQ(solveMexExplanation(queens, {.component = 7}).error().args, (std::vector<std::string>{"7"}));

  NorthcottPosition northcott;
  northcott.width = 8;
  northcott.rows = {{0, 7}, {3, 3}};
  auto n = solvePosition(northcott);
  ASSERT_FALSE(n.hasValue());
  EXPECT_EQ(n.error().problem, Problem::NorthcottRowInvalid);
  EXPECT_EQ(n.error().args, (std::vector<std::string>{"1", "3", "3", "8"}));

  HeapPosition heaps;
  heaps.heaps = {1, 2, 3};
  heaps.rules = {*HeapRule::parse("kayles"), *HeapRule::parse("dawson")};
  auto h = solvePosition(heaps);
  ASSERT_FALSE(h.hasValue());
  EXPECT_EQ(h.error().problem, Problem::RuleCountMismatch);
  EXPECT_EQ(h.error().args, (std::vector<std::string>{"2", "3"}));

  CoinGridPosition grid;
  grid.rows = 2;
  grid.cols = 3;
  grid.heads = {true, false};
  auto g = solvePosition(grid);
  ASSERT_FALSE(g.hasValue());
  EXPECT_EQ(g.error().problem, Problem::WrongCount);
  EXPECT_EQ(g.error().args, (std::vector<std::string>{"heads", "6", "2"}));

  GraphPosition graph;
  graph.graph.vertices = 2;
  graph.graph.arcs = {{0, 1}};
  graph.tokens = {0, 4};
  auto t = solvePosition(graph);
  ASSERT_FALSE(t.hasValue());
  EXPECT_EQ(t.error().problem, Problem::VertexOutOfRange);
  EXPECT_EQ(t.error().args, (std::vector<std::string>{"tokens/1", "4", "2"}));
  EXPECT_EQ(solveMexExplanation(graph, {.component = 1}).error().args, (std::vector<std::string>{"tokens/1", "4", "2"}));
}

TEST(ImpartialPlay, ComputerMove) {
  std::mt19937_64 rng(7);
  for (const auto& e : impartialExamples()) {
    SCOPED_TRACE(e.id);
    ComputerOptions options;
    options.convention = e.convention;
    const auto a = analyse(e.position, e.convention);
    for (int k = 0; k < 3; ++k) {
      options.seed = rng();
      const auto m = solveComputerMove(e.position, options);
      ASSERT_TRUE(m.hasValue());
      EXPECT_TRUE(checkMove(e.position, *m).legal());
      if (a.outcome == Outcome::N && !std::holds_alternative<NorthcottPosition>(e.position)) {
        EXPECT_NE(std::find(a.winningMoves.begin(), a.winningMoves.end(), *m), a.winningMoves.end());
      }
      if (const auto* n = std::get_if<NorthcottMove>(&*m)) {
        EXPECT_FALSE(n->white);  // the computer plays Black
      }
    }
  }
  // A draw is kept: from a (cycle a -> b -> c -> a, c -> d -> e) the computer never lets the
  // opponent win.
  const auto graph = example("graph-figure-1-3-4");
  for (int k = 0; k < 5; ++k) {
    const auto m = solveComputerMove(graph, {.seed = rng()});
    ASSERT_TRUE(m.hasValue());
    EXPECT_EQ(solvePosition(applyMove(graph, *m))->outcome, Outcome::Draw);
  }
  HeapPosition over;
  over.heaps = {0};
  EXPECT_FALSE(solveComputerMove(over, {.seed = rng()}).hasValue());
  // Always a mistake: still a legal move.
  ComputerOptions sloppy;
  sloppy.mistakeProbability = 1;
  sloppy.seed = rng();
  const auto m = solveComputerMove(example("nim-5-7-9"), sloppy);
  ASSERT_TRUE(m.hasValue());
  EXPECT_TRUE(checkMove(example("nim-5-7-9"), *m).legal());
}

TEST(ImpartialPlay, MexExplanation) {
  // Lasker's Nim heap 3: followers 0, 1, 2 and 1 + 2 with values 0, 1, 2, 3 -> mex 4 (T50).
  HeapPosition lasker;
  lasker.heaps = {3};
  lasker.rules = {*HeapRule::parse("lasker")};
  const auto e = solveMexExplanation(lasker, {.component = 0});
  ASSERT_TRUE(e.hasValue());
  EXPECT_EQ(e->mex, 4u);
  std::multiset<Nimber> values(e->values.begin(), e->values.end());
  EXPECT_EQ(values, (std::multiset<Nimber>{0, 1, 2, 3}));
  EXPECT_NE(std::find(e->followers.begin(), e->followers.end(), "2 + 1"), e->followers.end());
  // Kayles 3: 1, 2 and 1 + 1 with values 1, 2, 0 -> 3 (T52).
  HeapPosition kayles;
  kayles.heaps = {3};
  kayles.rules = {*HeapRule::parse("kayles")};
  EXPECT_EQ(solveMexExplanation(kayles, {.component = 0})->mex, 3u);
  // Mock Turtles head at 2: {1}, {0}, {0, 1}, {} -> 2, 1, 3, 0 -> mex 4 (T75).
  CoinRowPosition mt{*CoinRule::parse("mock-turtles"), {false, false, true}};
  const auto c = solveMexExplanation(mt, {.component = 2});
  ASSERT_TRUE(c.hasValue());
  EXPECT_EQ(c->mex, 4u);
  EXPECT_EQ(c->values.size(), 4u);
  // Every example's components: the mex equals the component's value.
  for (const auto& ex : impartialExamples()) {
    if (ex.convention != PlayConvention::Normal || ex.id.find("moore") != std::string::npos ||
        std::holds_alternative<GraphPosition>(ex.position) ||
        (std::holds_alternative<HeapPosition>(ex.position) &&
         std::get<HeapPosition>(ex.position).variant == HeapPosition::Variant::Staircase))
      continue;
    const auto a = analyse(ex.position);
    for (const auto& comp : a.components) {
      const auto x = solveMexExplanation(ex.position, {.component = comp.index});
      ASSERT_TRUE(x.hasValue()) << ex.id;
      EXPECT_EQ(x->mex, comp.value.value) << ex.id << " component " << comp.index;
    }
  }
}

TEST(ImpartialPlay, RandomPositionsKeepTheShape) {
  std::mt19937_64 rng(11);
  for (const auto& e : impartialExamples()) {
    const auto p = randomPosition(e.position, 5, rng);
    EXPECT_EQ(p.index(), e.position.index()) << e.id;
    EXPECT_TRUE(solvePosition(p).hasValue()) << e.id;
  }
  const auto heaps = std::get<HeapPosition>(randomPosition(example("subtraction-sum-t46"), 30, rng));
  EXPECT_EQ(heaps.rules, std::get<HeapPosition>(example("subtraction-sum-t46")).rules);
  for (HeapSize h : heaps.heaps) EXPECT_LE(h, 30u);
}

/// On a graph with cycles every move to a P-vertex keeps the win, but the computer must pick
/// one that brings the end nearer: s → t (terminal) wins at once, s → p only after p → q → t,
/// and q → p closes a cycle.
TEST(ImpartialPlay, CyclicGraphComputerTakesTheNearestWin) {
  Digraph g;
  g.vertices = 4;  // s = 0, t = 1, p = 2, q = 3
  g.arcs = {{0, 1}, {0, 2}, {2, 3}, {3, 1}, {3, 2}};
  EXPECT_EQ(graphRemoteness(g), (std::vector<int>{1, 0, 2, 1}));
  GraphPosition position{g, {0}};
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 20; ++trial) {
    const auto move = solveComputerMove(position, {.seed = rng()});
    ASSERT_TRUE(move.hasValue());
    EXPECT_EQ(std::get<GraphMove>(move.value()).to, 1);
  }
  // From p (losing) the computer delays: its only move is to q; a draw cycle gets -1.
  Digraph loop;
  loop.vertices = 2;
  loop.arcs = {{0, 1}, {1, 0}};
  EXPECT_EQ(graphRemoteness(loop), (std::vector<int>{-1, -1}));
}

}  // namespace
}  // namespace gamelab
