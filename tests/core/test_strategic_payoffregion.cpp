#include "core/strategic/payoffregion.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace gamelab {
namespace {

PayoffPoint P(const char* u, const char* v) { return {*parseRational(u), *parseRational(v)}; }
DiagramSegment S(PayoffPoint a, PayoffPoint b) { return {a, b}; }

/// Any game with these payoff pairs (one row per pair, one column).
StrategicGame fromPairs(const std::vector<std::string>& pairs) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& p : pairs) rows.push_back({p});
  return StrategicGame::bimatrixFromText(rows);
}

TEST(PayoffRegion, T38FrontierIsThePolylineThroughAllFourPoints) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"0,4", "3,2"}, {"4,0", "2,3"}});
  const PayoffRegion region = payoffRegion(game);
  EXPECT_EQ(region.points.size(), 4u);
  EXPECT_EQ(region.points[game.profileIndex({1, 0})], P("4", "0"));
  EXPECT_EQ(region.hull, (std::vector<PayoffPoint>{P("4", "0"), P("3", "2"), P("2", "3"), P("0", "4")}));
  EXPECT_EQ(region.paretoFrontier, (std::vector<PayoffPoint>{P("0", "4"), P("2", "3"), P("3", "2"), P("4", "0")}));
}

TEST(PayoffRegion, T37FrontierIsOneSegment) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"4,3", "0,0"}, {"2,2", "1,4"}});
  const PayoffRegion region = payoffRegion(game);
  EXPECT_EQ(region.hull, (std::vector<PayoffPoint>{P("0", "0"), P("4", "3"), P("1", "4")}));
  EXPECT_EQ(region.paretoFrontier, (std::vector<PayoffPoint>{P("1", "4"), P("4", "3")}));
}

TEST(PayoffRegion, T01AndT39Frontiers) {
  // T01: Pareto segment (1,3)–(3,2); T39: (1,2)–(3,1).
  EXPECT_EQ(payoffRegion(StrategicGame::bimatrixFromText({{"2,0", "1,3"}, {"0,1", "3,2"}})).paretoFrontier,
            (std::vector<PayoffPoint>{P("1", "3"), P("3", "2")}));
  EXPECT_EQ(payoffRegion(StrategicGame::bimatrixFromText({{"3,1", "0,2"}, {"1,2", "3,0"}})).paretoFrontier,
            (std::vector<PayoffPoint>{P("1", "2"), P("3", "1")}));
}

TEST(PayoffRegion, DegenerateHulls) {
  // One distinct point, repeated.
  PayoffRegion one = payoffRegion(fromPairs({"1/2,3", "1/2,3", "1/2,3"}));
  EXPECT_EQ(one.hull, std::vector<PayoffPoint>{P("1/2", "3")});
  EXPECT_EQ(one.paretoFrontier, std::vector<PayoffPoint>{P("1/2", "3")});
  // Collinear, increasing: the top end dominates everything.
  PayoffRegion up = payoffRegion(fromPairs({"1,1", "0,0", "2,2", "1,1"}));
  EXPECT_EQ(up.hull, (std::vector<PayoffPoint>{P("0", "0"), P("2", "2")}));
  EXPECT_EQ(up.paretoFrontier, std::vector<PayoffPoint>{P("2", "2")});
  // Collinear, decreasing: the whole segment is Pareto optimal.
  PayoffRegion down = payoffRegion(fromPairs({"0,2", "1,1", "2,0"}));
  EXPECT_EQ(down.hull, (std::vector<PayoffPoint>{P("2", "0"), P("0", "2")}));
  EXPECT_EQ(down.paretoFrontier, (std::vector<PayoffPoint>{P("0", "2"), P("2", "0")}));
  // Vertical and horizontal segments.
  EXPECT_EQ(payoffRegion(fromPairs({"1,0", "1,5"})).paretoFrontier, std::vector<PayoffPoint>{P("1", "5")});
  EXPECT_EQ(payoffRegion(fromPairs({"0,1", "5,1"})).paretoFrontier, std::vector<PayoffPoint>{P("5", "1")});
}

TEST(PayoffRegion, HorizontalTopAndVerticalRightEdges) {
  // Square (0,0),(2,0),(2,2),(0,2) with (1,2) on the top edge: only (2,2) is Pareto optimal.
  PayoffRegion square = payoffRegion(fromPairs({"0,0", "2,0", "2,2", "0,2", "1,2", "1,1"}));
  EXPECT_EQ(square.hull, (std::vector<PayoffPoint>{P("0", "0"), P("2", "0"), P("2", "2"), P("0", "2")}));
  EXPECT_EQ(square.paretoFrontier, std::vector<PayoffPoint>{P("2", "2")});
  // Horizontal top edge (0,3)–(1,3), then down to (3,0): the frontier starts at (1,3).
  PayoffRegion top = payoffRegion(fromPairs({"0,3", "1,3", "3,0", "0,0"}));
  EXPECT_EQ(top.paretoFrontier, (std::vector<PayoffPoint>{P("1", "3"), P("3", "0")}));
  // Vertical right edge (3,0)–(3,1) under (0,3): the frontier ends at (3,1).
  PayoffRegion right = payoffRegion(fromPairs({"0,3", "3,1", "3,0", "0,0"}));
  EXPECT_EQ(right.paretoFrontier, (std::vector<PayoffPoint>{P("0", "3"), P("3", "1")}));
  // Collinear points on a frontier edge are not vertices.
  PayoffRegion mid = payoffRegion(fromPairs({"0,4", "2,2", "4,0", "0,0", "1,3"}));
  EXPECT_EQ(mid.paretoFrontier, (std::vector<PayoffPoint>{P("0", "4"), P("4", "0")}));
}

Rational cross(const PayoffPoint& a, const PayoffPoint& b, const PayoffPoint& c) {
  return (b.u - a.u) * (c.v - a.v) - (b.v - a.v) * (c.u - a.u);
}

TEST(PayoffRegion, RandomPointSetsHullAndFrontierByDefinition) {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 200; ++trial) {
    StrategicGame game({1 + rng() % 4, 1 + rng() % 4});
    for (Rational& x : game.payoffs) x = static_cast<long>(rng() % 5);
    const PayoffRegion region = payoffRegion(game);
    const auto& hull = region.hull;
    ASSERT_FALSE(hull.empty());
    for (const auto& h : hull) EXPECT_NE(std::find(region.points.begin(), region.points.end(), h), region.points.end());
    // Starts at the lowest-then-leftmost point.
    for (const auto& p : region.points)
      EXPECT_TRUE(hull[0].v < p.v || (hull[0].v == p.v && hull[0].u <= p.u));
    if (hull.size() >= 3) {
      // Strictly convex, counter-clockwise, and containing every point.
      for (std::size_t i = 0; i < hull.size(); ++i) {
        const auto& a = hull[i];
        const auto& b = hull[(i + 1) % hull.size()];
        EXPECT_GT(cross(a, b, hull[(i + 2) % hull.size()]), 0);
        for (const auto& p : region.points) EXPECT_GE(cross(a, b, p), 0);
      }
    } else if (hull.size() == 2) {
      for (const auto& p : region.points) EXPECT_EQ(cross(hull[0], hull[1], p), 0);
    }
    // Frontier: not weakly dominated by any payoff point (hence by no feasible point, which
    // is a mixture of them... checked on the points), decreasing from the largest v.
    const auto& front = region.paretoFrontier;
    ASSERT_FALSE(front.empty());
    for (const auto& f : front)
      for (const auto& p : region.points) EXPECT_FALSE(p.u >= f.u && p.v >= f.v && !(p == f));
    for (std::size_t i = 0; i + 1 < front.size(); ++i) {
      EXPECT_LT(front[i].u, front[i + 1].u);
      EXPECT_GT(front[i].v, front[i + 1].v);
    }
    // Every other hull vertex is dominated by some payoff point.
    for (const auto& h : hull) {
      if (std::find(front.begin(), front.end(), h) != front.end()) continue;
      bool dominated = false;
      for (const auto& p : region.points) dominated = dominated || (p.u >= h.u && p.v >= h.v && !(p == h));
      EXPECT_TRUE(dominated);
    }
  }
}

TEST(BestResponseDiagram, T09BattleOfTheSexesThreeCrossings) {
  const StrategicGame game = StrategicGame::bimatrixFromText({{"2,1", "0,0"}, {"0,0", "1,2"}});
  const auto diagram = bestResponseDiagram(game);
  ASSERT_TRUE(diagram);
  EXPECT_EQ(diagram->indifferenceQ, Rational(1, 3));
  EXPECT_EQ(diagram->indifferenceP, Rational(2, 3));
  EXPECT_FALSE(diagram->rowIndifferent);
  EXPECT_FALSE(diagram->colIndifferent);
  const std::vector<DiagramSegment> row = {S(P("0", "0"), P("0", "1/3")), S(P("0", "1/3"), P("1", "1/3")),
                                           S(P("1", "1/3"), P("1", "1"))};
  ASSERT_EQ(diagram->rowPlayer.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(diagram->rowPlayer[i].from, row[i].from);
    EXPECT_EQ(diagram->rowPlayer[i].to, row[i].to);
  }
  const std::vector<DiagramSegment> col = {S(P("0", "0"), P("2/3", "0")), S(P("2/3", "0"), P("2/3", "1")),
                                           S(P("2/3", "1"), P("1", "1"))};
  ASSERT_EQ(diagram->colPlayer.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(diagram->colPlayer[i].from, col[i].from);
    EXPECT_EQ(diagram->colPlayer[i].to, col[i].to);
  }
  const std::vector<PayoffPoint> points = {P("0", "0"), P("2/3", "1/3"), P("1", "1")};
  ASSERT_EQ(diagram->equilibria.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(diagram->equilibria[i].from, points[i]);
    EXPECT_EQ(diagram->equilibria[i].to, points[i]);
  }
}

TEST(BestResponseDiagram, T58AndT21DegenerateGamesHaveEquilibriumSegments) {
  // T58: {row 2} × conv{e1, e2}, i.e. p = 0 and any q.
  const auto t58 = bestResponseDiagram(StrategicGame::bimatrixFromText({{"0,2", "4,1"}, {"2,4", "5,4"}}));
  ASSERT_TRUE(t58);
  EXPECT_FALSE(t58->indifferenceQ);
  EXPECT_EQ(t58->indifferenceP, Rational(0));
  ASSERT_EQ(t58->equilibria.size(), 1u);
  EXPECT_EQ(t58->equilibria[0].from, P("0", "0"));
  EXPECT_EQ(t58->equilibria[0].to, P("0", "1"));
  // T21: ⟨B,a⟩ = (p, q) = (0, 1), and row A (p = 1) with q in [0, 10/11].
  const auto t21 = bestResponseDiagram(StrategicGame::bimatrixFromText({{"0,1", "0,1"}, {"1,0", "-10,-1"}}));
  ASSERT_TRUE(t21);
  EXPECT_EQ(t21->indifferenceQ, Rational(10, 11));
  EXPECT_EQ(t21->indifferenceP, Rational(1));
  ASSERT_EQ(t21->equilibria.size(), 2u);
  EXPECT_EQ(t21->equilibria[0].from, P("0", "1"));
  EXPECT_EQ(t21->equilibria[0].to, P("0", "1"));
  EXPECT_EQ(t21->equilibria[1].from, P("1", "0"));
  EXPECT_EQ(t21->equilibria[1].to, P("1", "10/11"));
}

TEST(BestResponseDiagram, IndifferentEverywhereAndWrongShape) {
  // Player 1 indifferent everywhere: the equilibria are player 2's graph.
  const auto half = bestResponseDiagram(StrategicGame::bimatrixFromText({{"0,1", "0,0"}, {"0,0", "0,2"}}));
  ASSERT_TRUE(half);
  EXPECT_TRUE(half->rowIndifferent);
  EXPECT_FALSE(half->colIndifferent);
  EXPECT_FALSE(half->indifferenceQ);
  EXPECT_EQ(half->rowPlayer.size(), 4u);
  ASSERT_EQ(half->equilibria.size(), half->colPlayer.size());
  for (std::size_t i = 0; i < half->equilibria.size(); ++i) {
    EXPECT_EQ(half->equilibria[i].from, half->colPlayer[i].from);
    EXPECT_EQ(half->equilibria[i].to, half->colPlayer[i].to);
  }
  const auto none = bestResponseDiagram(StrategicGame({2, 2}));
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->rowIndifferent && none->colIndifferent);
  EXPECT_EQ(none->equilibria.size(), 4u);
  EXPECT_FALSE(bestResponseDiagram(StrategicGame({2, 3})));
  EXPECT_FALSE(bestResponseDiagram(StrategicGame({2, 2, 1})));
}

bool onSegment(const DiagramSegment& s, const Rational& p, const Rational& q) {
  return s.from.u <= p && p <= s.to.u && s.from.v <= q && q <= s.to.v;
}

TEST(BestResponseDiagram, RandomTwoByTwoEquilibriaAreExactlyTheCrossings) {
  std::mt19937 rng(17);
  for (int trial = 0; trial < 300; ++trial) {
    StrategicGame game({2, 2});
    for (Rational& x : game.payoffs) x = static_cast<long>(rng() % 3);  // ties: degenerate games
    const auto diagram = bestResponseDiagram(game);
    ASSERT_TRUE(diagram);
    std::vector<Rational> grid = {0, Rational(1, 4), Rational(1, 2), Rational(3, 4), 1};
    if (diagram->indifferenceP) grid.push_back(*diagram->indifferenceP);
    if (diagram->indifferenceQ) grid.push_back(*diagram->indifferenceQ);
    for (const Rational& p : grid)
      for (const Rational& q : grid) {
        const bool nash = isNashEquilibrium(game, {{p, 1 - p}, {q, 1 - q}});
        bool listed = false;
        const bool whole = diagram->rowIndifferent && diagram->colIndifferent;
        for (const auto& s : diagram->equilibria) listed = listed || onSegment(s, p, q);
        if (whole) listed = true;  // the four sides stand for the whole square
        EXPECT_EQ(listed, nash) << "p=" << toString(p) << " q=" << toString(q);
        bool inRow = diagram->rowIndifferent, inCol = diagram->colIndifferent;
        for (const auto& s : diagram->rowPlayer) inRow = inRow || onSegment(s, p, q);
        for (const auto& s : diagram->colPlayer) inCol = inCol || onSegment(s, p, q);
        EXPECT_EQ(inRow && inCol, nash);
      }
  }
}

}  // namespace
}  // namespace gamelab
