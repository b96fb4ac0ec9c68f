// Drawing positions made in core for the impartial boards: the spring layout of graph games
// (no two vertices closer than kMinVertexDistance, deterministic, components apart) and the
// random Green Hackenbush pictures of New game… (exact edge count, everything grounded, several
// pieces, cycles, no crossing or overlapping edges), checked by their definitions on many seeds.
#include "core/impartial/springlayout.h"
#include "core/impartial/hackenbushgenerator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

namespace gamelab {
namespace {

using Point = std::pair<double, double>;

double distance(Point a, Point b) { return std::hypot(a.first - b.first, a.second - b.second); }

double closestPair(const std::vector<Point>& xy) {
  double best = 1e300;
  for (std::size_t i = 0; i < xy.size(); ++i)
    for (std::size_t j = i + 1; j < xy.size(); ++j) best = std::min(best, distance(xy[i], xy[j]));
  return best;
}

/// The random acyclic graph New game… makes (arcs to some of the four lower vertices).
Digraph randomDag(int n, std::mt19937_64& rng) {
  Digraph g;
  g.vertices = n;
  std::uniform_int_distribution<int> coin(0, 99);
  for (int v = 1; v < n; ++v)
    for (int w = std::max(0, v - 4); w < v; ++w)
      if (coin(rng) < 45 || w == v - 1) g.arcs.emplace_back(v, w);
  return g;
}

TEST(GraphLayout, VerticesNeverCloserThanTheLeastDistance) {
  for (int n : {2, 5, 12, 30, 120}) {
    for (unsigned seed = 0; seed < (n > 100 ? 3u : 8u); ++seed) {
      std::mt19937_64 rng(seed);
      const Digraph g = randomDag(n, rng);
      const auto xy = springLayout(g);
      ASSERT_TRUE(xy.has_value());
      ASSERT_EQ(xy->size(), std::size_t(n));
      EXPECT_GE(closestPair(*xy), kMinVertexDistance - 1e-9) << "n=" << n << " seed=" << seed;
      EXPECT_EQ(*xy, *springLayout(g));  // deterministic
    }
  }
}

TEST(GraphLayout, SpreadsTheGraphAndKeepsNeighboursNear) {
  std::mt19937_64 rng(7);
  const Digraph g = randomDag(12, rng);
  const auto xy = *springLayout(g);
  // Adjacent vertices lie about one edge length apart, not across the picture.
  double longest = 0;
  for (const auto& [a, b] : g.arcs) longest = std::max(longest, distance(xy[std::size_t(a)], xy[std::size_t(b)]));
  EXPECT_LT(longest, 3 * kSpringEdgeLength);
}

TEST(GraphLayout, LoopsParallelArcsIsolatedVerticesAndComponents) {
  Digraph g;
  g.vertices = 7;
  g.arcs = {{0, 1}, {1, 0}, {1, 1}, {0, 1}, {2, 3}, {3, 4}, {4, 2}, {9, 0}, {-1, 2}};  // last two out of range
  const auto xy = springLayout(g);
  ASSERT_TRUE(xy.has_value());
  EXPECT_GE(closestPair(*xy), kMinVertexDistance - 1e-9);
  // Components stand side by side: no component's x range overlaps another's.
  const std::vector<std::vector<int>> parts = {{0, 1}, {2, 3, 4}, {5}, {6}};
  std::vector<std::pair<double, double>> ranges;
  for (const auto& part : parts) {
    double lo = 1e300, hi = -1e300;
    for (int v : part) {
      lo = std::min(lo, (*xy)[std::size_t(v)].first);
      hi = std::max(hi, (*xy)[std::size_t(v)].first);
    }
    ranges.emplace_back(lo, hi);
  }
  for (std::size_t i = 0; i < ranges.size(); ++i)
    for (std::size_t j = i + 1; j < ranges.size(); ++j)
      EXPECT_TRUE(ranges[i].second < ranges[j].first || ranges[j].second < ranges[i].first);
}

TEST(GraphLayout, RefusesHugeGraphs) {
  Digraph g;
  g.vertices = kMaxSpringVertices + 1;
  EXPECT_FALSE(springLayout(g).has_value());
  g.vertices = 0;
  EXPECT_TRUE(springLayout(g)->empty());
}

/// Where an edge is drawn: a ground edge stands straight under its other end.
struct Segment {
  Point a, b;
  int u, v;  ///< vertices (0 = ground)
};

std::vector<Segment> segments(const HackenbushPicture& p) {
  std::vector<Segment> out;
  for (auto [u, v] : p.edges) {
    if (u == v) continue;
    if (v == 0) std::swap(u, v);
    const Point pv = p.coordinates[std::size_t(v)];
    const Point pu = u == 0 ? Point{pv.first, 0.0} : p.coordinates[std::size_t(u)];
    out.push_back({pu, pv, u, v});
  }
  return out;
}

double cross(Point o, Point a, Point b) {
  return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}

double pointSegmentDistance(Point p, const Segment& s) {
  const double dx = s.b.first - s.a.first, dy = s.b.second - s.a.second;
  const double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.first - s.a.first) * dx + (p.second - s.a.second) * dy) / len2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  return distance(p, {s.a.first + t * dx, s.a.second + t * dy});
}

/// Segments that touch anywhere (including collinear overlap).
bool touch(const Segment& s, const Segment& t) {
  const double d1 = cross(s.a, s.b, t.a), d2 = cross(s.a, s.b, t.b);
  const double d3 = cross(t.a, t.b, s.a), d4 = cross(t.a, t.b, s.b);
  const double eps = 1e-9;
  if (((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps)))
    return true;
  return pointSegmentDistance(t.a, s) < 1e-6 || pointSegmentDistance(t.b, s) < 1e-6 ||
         pointSegmentDistance(s.a, t) < 1e-6 || pointSegmentDistance(s.b, t) < 1e-6;
}

TEST(HackenbushGenerator, ExactSizeGroundedWithCoordinates) {
  for (int edges : {1, 2, 3, 6, 12, 30, 60}) {
    for (unsigned seed = 0; seed < 30; ++seed) {
      std::mt19937_64 rng(seed);
      const HackenbushPicture p = randomHackenbushPicture(edges, rng);
      ASSERT_EQ(int(p.edges.size()), edges);
      ASSERT_EQ(p.coordinates.size(), std::size_t(p.vertices));
      const auto grounded = groundedEdges(p);
      EXPECT_TRUE(std::all_of(grounded.begin(), grounded.end(), [](bool g) { return g; }));
      for (int v = 1; v < p.vertices; ++v) EXPECT_GE(p.coordinates[std::size_t(v)].second, 1.0);
      EXPECT_TRUE(solveHackenbushValue(p).hasValue());
    }
  }
}

TEST(HackenbushGenerator, NoEdgesCrossOverlapOrRunThroughVertices) {
  for (int edges : {3, 6, 10, 20, 60}) {
    for (unsigned seed = 0; seed < 40; ++seed) {
      std::mt19937_64 rng(seed);
      const HackenbushPicture p = randomHackenbushPicture(edges, rng);
      std::set<std::pair<int, int>> pairs;
      for (auto [u, v] : p.edges) EXPECT_TRUE(pairs.insert({std::min(u, v), std::max(u, v)}).second) << "parallel edges";
      const auto segs = segments(p);
      for (std::size_t i = 0; i < segs.size(); ++i) {
        for (std::size_t j = i + 1; j < segs.size(); ++j) {
          const Segment &s = segs[i], &t = segs[j];
          // Edges sharing a (non-ground) vertex may meet there only.
          int shared = -1;
          for (int x : {s.u, s.v})
            if (x != 0 && (x == t.u || x == t.v)) shared = x;
          if (shared >= 0) {
            const Point sFar = s.u == shared ? s.b : s.a, tFar = t.u == shared ? t.b : t.a;
            EXPECT_GT(pointSegmentDistance(sFar, t), 1e-6) << "overlap, edges=" << edges << " seed=" << seed;
            EXPECT_GT(pointSegmentDistance(tFar, s), 1e-6) << "overlap, edges=" << edges << " seed=" << seed;
          } else {
            EXPECT_FALSE(touch(s, t)) << "edges " << i << " and " << j << " meet, edges=" << edges << " seed=" << seed;
          }
        }
        for (int v = 1; v < p.vertices; ++v) {
          if (v == segs[i].u || v == segs[i].v) continue;
          EXPECT_GT(pointSegmentDistance(p.coordinates[std::size_t(v)], segs[i]), 0.25) << "edge through a vertex";
        }
      }
    }
  }
}

TEST(HackenbushGenerator, PicturesAreVaried) {
  // Over many default-sized pictures: several pieces, branching, cycles and loops all occur.
  int severalPieces = 0, branching = 0, cycles = 0, loops = 0;
  std::set<std::vector<std::pair<int, int>>> distinct;
  for (unsigned seed = 0; seed < 60; ++seed) {
    std::mt19937_64 rng(seed);
    const HackenbushPicture p = randomHackenbushPicture(seed % 2 ? 6 : 12, rng);
    distinct.insert(p.edges);
    int groundEdges = 0;
    std::vector<int> degree(std::size_t(p.vertices), 0);
    for (auto [u, v] : p.edges) {
      groundEdges += (u == 0) + (v == 0);
      ++degree[std::size_t(u)];
      ++degree[std::size_t(v)];
      loops += u == v;
    }
    severalPieces += groundEdges >= 2;
    branching += std::any_of(degree.begin() + 1, degree.end(), [](int d) { return d >= 3; });
    cycles += int(p.edges.size()) >= p.vertices;  // a connected grounded graph with a cycle
  }
  EXPECT_GE(severalPieces, 40);
  EXPECT_GE(branching, 20);
  EXPECT_GE(cycles, 15);
  EXPECT_GE(loops, 1);
  EXPECT_GE(distinct.size(), 40u);
}

}  // namespace
}  // namespace gamelab
