// The play layer's moves (core/impartial/play.h): move checks with their reasons, applying a
// move, where misère play is offered, problems that quote values, the computer's move and its
// nearest win on cyclic graphs, the mex explanation, and random positions of every shape.
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
