// Graph games (digest §2.3: T44, T45, Figures 1.3.1 and 1.3.4): Sprague–Grundy values on
// acyclic digraphs, and on cyclic ones the generalised SG function γ of Smith / Fraenkel checked
// by its definition and against a brute-force retrograde P/N/draw labelling.
#include "core/impartial/graphgame.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>

namespace gamelab {
namespace {

GraphAnalysis analyse(const Digraph& g) {
  auto a = solveGraphGame(g);
  EXPECT_TRUE(a.hasValue()) << (a.hasValue() ? "" : describe(a.error()));
  return a.hasValue() ? *a : GraphAnalysis{};
}

GeneralisedValue finite(Nimber v) {
  GeneralisedValue g;
  g.value = v;
  return g;
}

GeneralisedValue infinite(std::vector<Nimber> k) {
  GeneralisedValue g;
  g.infinite = true;
  g.followerValues = std::move(k);
  return g;
}

TEST(ImpartialGraph, Figure131SubtractionGame) {
  // S = {1,2,3}, 10 chips: k → k−1, k−2, k−3 (E-1: F(2) = {0, 1}).
  Digraph g;
  g.vertices = 11;
  for (int k = 1; k <= 10; ++k)
    for (int s = 1; s <= 3 && s <= k; ++s) g.arcs.emplace_back(k, k - s);
  const GraphAnalysis a = analyse(g);
  EXPECT_TRUE(a.acyclic);
  for (int k = 0; k <= 10; ++k) {
    EXPECT_EQ(a.values[k], finite(k % 4));
    EXPECT_EQ(a.values[k].outcome(), k % 4 == 0 ? Outcome::P : Outcome::N);
  }
}

TEST(ImpartialGraph, T44Figure134) {
  // a → b → c → a, c → d → e; e terminal.
  enum { a, b, c, d, e };
  Digraph g;
  g.vertices = 5;
  g.labels = {"a", "b", "c", "d", "e"};
  g.arcs = {{a, b}, {b, c}, {c, a}, {c, d}, {d, e}};
  const GraphAnalysis r = analyse(g);
  EXPECT_FALSE(r.acyclic);
  EXPECT_EQ(r.values[e], finite(0));
  EXPECT_EQ(r.values[d], finite(1));
  EXPECT_EQ(r.values[a], infinite({}));
  EXPECT_EQ(r.values[b], infinite({}));
  EXPECT_EQ(r.values[c], infinite({1}));  // ∞(1): moving to d loses
  for (int v : {a, b, c}) EXPECT_EQ(r.values[v].outcome(), Outcome::Draw);
  EXPECT_EQ(r.values[d].outcome(), Outcome::N);
  EXPECT_EQ(r.values[e].outcome(), Outcome::P);
}

TEST(ImpartialGraph, T45Figure133Truncated) {
  // The start vertex moves to a Nim pile of any size (a pile vertex k moves to every smaller
  // pile); with piles 0..N its value is N + 1, growing without bound (ω in the limit). Without
  // the empty pile the followers' values would be 1..N and the mex 0, so the choice includes 0.
  for (int n : {1, 5, 20}) {
    Digraph g;
    g.vertices = n + 2;  // piles 0..n, start = n + 1
    for (int k = 0; k <= n; ++k)
      for (int j = 0; j < k; ++j) g.arcs.emplace_back(k, j);
    for (int k = 0; k <= n; ++k) g.arcs.emplace_back(n + 1, k);
    const GraphAnalysis r = analyse(g);
    EXPECT_EQ(r.values[n + 1], finite(n + 1));
    for (int k = 0; k <= n; ++k) EXPECT_EQ(r.values[k], finite(k));
  }
}

TEST(ImpartialGraph, SmallCyclicExamples) {
  Digraph twoCycle;
  twoCycle.vertices = 2;
  twoCycle.arcs = {{0, 1}, {1, 0}};
  EXPECT_EQ(analyse(twoCycle).values, (std::vector<GeneralisedValue>{infinite({}), infinite({})}));
  // a ↔ b, b → c: c = 0, a = 0 (its only move lets the opponent win), b = 1.
  Digraph escape;
  escape.vertices = 3;
  escape.arcs = {{0, 1}, {1, 0}, {1, 2}};
  EXPECT_EQ(analyse(escape).values, (std::vector<GeneralisedValue>{finite(0), finite(1), finite(0)}));
  // A loop: the token may stay; with an exit to a terminal vertex the loop vertex is N (∞(0)).
  Digraph loop;
  loop.vertices = 2;
  loop.arcs = {{0, 0}, {0, 1}};
  const GraphAnalysis l = analyse(loop);
  EXPECT_EQ(l.values[0], infinite({0}));
  EXPECT_EQ(l.values[0].outcome(), Outcome::N);
  Digraph lonelyLoop;
  lonelyLoop.vertices = 1;
  lonelyLoop.arcs = {{0, 0}};
  EXPECT_EQ(analyse(lonelyLoop).values[0].outcome(), Outcome::Draw);
  Digraph empty;
  EXPECT_TRUE(analyse(empty).values.empty());
}

TEST(ImpartialGraph, Errors) {
  Digraph g;
  g.vertices = 2;
  g.arcs = {{0, 1}, {1, 2}};
  const auto r = solveGraphGame(g);
  ASSERT_FALSE(r.hasValue());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(r.error().problem, Problem::VertexOutOfRange);
  EXPECT_EQ(r.error().args, (std::vector<std::string>{"arcs/1/1", "2", "2"}));
  EXPECT_EQ(describe(r.error()), "arcs/1/1 names vertex 2, but the number of vertices is 2 (numbered from 0)");
  g.arcs = {{-1, 0}};
  EXPECT_EQ(solveGraphGame(g).error().args, (std::vector<std::string>{"arcs/0/0", "-1", "2"}));
  g.vertices = -3;
  EXPECT_EQ(solveGraphGame(g).error().problem, Problem::MustBeNonNegative);
  EXPECT_EQ(solveGraphGame(g).error().args, (std::vector<std::string>{"vertices", "-3"}));
  g.vertices = 2;
  g.arcs = {{0, 1}, {1, 0}};
  CancelToken token;
  token.cancel();
  EXPECT_EQ(solveGraphGame(g, Progress::none(), token).error().code, ErrorCode::Cancelled);
}

/// P/N/draw by the labelling algorithm of 1.1.3, repeated to a fixed point (no counters).
std::vector<Outcome> bruteOutcomes(const Digraph& g) {
  const int n = g.vertices;
  std::vector<std::vector<int>> followers(n);
  for (const auto& [u, v] : g.arcs) followers[u].push_back(v);
  std::vector<int> label(n, -1);  // −1 unknown, 0 P, 1 N
  for (bool changed = true; changed;) {
    changed = false;
    for (int u = 0; u < n; ++u) {
      if (label[u] >= 0) continue;
      bool toP = false, allN = true;
      for (int v : followers[u]) {
        toP = toP || label[v] == 0;
        allN = allN && label[v] == 1;
      }
      if (toP || allN) {
        label[u] = toP ? 1 : 0;
        changed = true;
      }
    }
  }
  std::vector<Outcome> out(n);
  for (int u = 0; u < n; ++u) out[u] = label[u] < 0 ? Outcome::Draw : label[u] == 0 ? Outcome::P : Outcome::N;
  return out;
}

Nimber mexOfFinite(const std::vector<GeneralisedValue>& values, const std::vector<int>& followers) {
  std::vector<Nimber> finiteValues;
  for (int v : followers)
    if (!values[v].infinite) finiteValues.push_back(values[v].value);
  return mex(finiteValues);
}

/// γ satisfies Fraenkel's definition: (A) a finite γ(u) is the mex of its followers' γ;
/// (B) a follower v of finite u with γ(v) > γ(u) (or ∞) has a follower w with γ(w) = γ(u);
/// (C) an infinite u has an infinite follower ∞(L) with mex γ(F(u)) ∉ L.
void checkDefinition(const Digraph& g, const GraphAnalysis& a) {
  const int n = g.vertices;
  std::vector<std::vector<int>> followers(n);
  for (const auto& [u, v] : g.arcs) followers[u].push_back(v);
  for (int u = 0; u < n; ++u) {
    const GeneralisedValue& gu = a.values[u];
    const Nimber m = mexOfFinite(a.values, followers[u]);
    if (!gu.infinite) {
      ASSERT_EQ(gu.value, m) << "vertex " << u;
      for (int v : followers[u]) {
        if (!a.values[v].infinite && a.values[v].value < gu.value) continue;
        const bool back = std::any_of(followers[v].begin(), followers[v].end(), [&](int w) {
          return !a.values[w].infinite && a.values[w].value == gu.value;
        });
        ASSERT_TRUE(back) << "vertex " << u << " follower " << v;
      }
    } else {
      std::vector<Nimber> k;
      for (int v : followers[u])
        if (!a.values[v].infinite) k.push_back(a.values[v].value);
      std::sort(k.begin(), k.end());
      k.erase(std::unique(k.begin(), k.end()), k.end());
      ASSERT_EQ(gu.followerValues, k);
      const bool escape = std::any_of(followers[u].begin(), followers[u].end(), [&](int v) {
        const auto& l = a.values[v].followerValues;
        return a.values[v].infinite && std::find(l.begin(), l.end(), m) == l.end();
      });
      ASSERT_TRUE(escape) << "vertex " << u;
    }
  }
}

TEST(ImpartialGraph, RandomDigraphsGeneralisedValues) {
  std::mt19937 rng(5);
  int cyclic = 0, draws = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Digraph g;
    g.vertices = std::uniform_int_distribution<int>(1, 10)(rng);
    const int arcs = std::uniform_int_distribution<int>(0, 3 * g.vertices)(rng);
    std::uniform_int_distribution<int> vertex(0, g.vertices - 1);
    for (int i = 0; i < arcs; ++i) g.arcs.emplace_back(vertex(rng), vertex(rng));
    const GraphAnalysis a = analyse(g);
    ASSERT_EQ(a.values.size(), static_cast<std::size_t>(g.vertices));
    checkDefinition(g, a);
    const std::vector<Outcome> expected = bruteOutcomes(g);
    for (int u = 0; u < g.vertices; ++u) {
      ASSERT_EQ(a.values[u].outcome(), expected[u]) << "trial " << trial << " vertex " << u;
      draws += expected[u] == Outcome::Draw;
    }
    cyclic += !a.acyclic;
  }
  EXPECT_GT(cyclic, 1000);  // the sample exercises cycles and draws
  EXPECT_GT(draws, 1000);
}

TEST(ImpartialGraph, RandomDagsAreOrdinarySpragueGrundy) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 500; ++trial) {
    Digraph g;
    g.vertices = std::uniform_int_distribution<int>(1, 30)(rng);
    std::vector<int> relabel(g.vertices);
    for (int i = 0; i < g.vertices; ++i) relabel[i] = i;
    std::shuffle(relabel.begin(), relabel.end(), rng);
    std::vector<std::vector<int>> followers(g.vertices);
    for (int u = 1; u < g.vertices; ++u)
      for (int v = 0; v < u; ++v)
        if (rng() % 3 == 0) {
          g.arcs.emplace_back(relabel[u], relabel[v]);
          followers[relabel[u]].push_back(relabel[v]);
        }
    const GraphAnalysis a = analyse(g);
    EXPECT_TRUE(a.acyclic);
    std::vector<Nimber> sg(g.vertices);
    for (int u = 0; u < g.vertices; ++u) {  // in rank order: followers have lower rank
      const int x = relabel[u];
      std::vector<Nimber> options;
      for (int v : followers[x]) options.push_back(sg[v]);
      sg[x] = mex(options);
    }
    for (int x = 0; x < g.vertices; ++x) ASSERT_EQ(a.values[x], finite(sg[x]));
  }
}

/// The vertex-deletion game of 1.4.5 ex 11 as a graph game: states are the sets of remaining
/// edges, a move deletes a vertex with at least one edge. Returns the state digraph (state 0 =
/// the start) and, per first move, the vertex deleted and the state reached.
struct DeletionGame {
  Digraph graph;
  std::vector<std::pair<int, int>> firstMoves;  ///< (vertex, state)
};

DeletionGame deletionGame(int vertices, const std::vector<std::pair<int, int>>& edges) {
  DeletionGame game;
  std::vector<std::uint32_t> states{static_cast<std::uint32_t>((1ull << edges.size()) - 1)};
  std::map<std::uint32_t, int> id{{states[0], 0}};
  for (std::size_t k = 0; k < states.size(); ++k) {
    const std::uint32_t s = states[k];
    for (int v = 0; v < vertices; ++v) {
      std::uint32_t next = s;
      for (std::size_t e = 0; e < edges.size(); ++e)
        if ((s >> e & 1) && (edges[e].first == v || edges[e].second == v)) next &= ~(1u << e);
      if (next == s) continue;
      auto [it, added] = id.emplace(next, static_cast<int>(states.size()));
      if (added) states.push_back(next);
      game.graph.arcs.emplace_back(static_cast<int>(k), it->second);
      if (k == 0) game.firstMoves.emplace_back(v, it->second);
    }
  }
  game.graph.vertices = static_cast<int>(states.size());
  return game;
}

Nimber deletionValue(int vertices, const std::vector<std::pair<int, int>>& edges) {
  const GraphAnalysis a = analyse(deletionGame(vertices, edges).graph);
  EXPECT_TRUE(a.acyclic);
  return a.values.at(0).value;
}

std::vector<std::pair<int, int>> pathEdges(int n) {
  std::vector<std::pair<int, int>> e;
  for (int i = 0; i < n; ++i) e.emplace_back(i, i + 1);
  return e;
}

TEST(ImpartialGraph, T66ToT71VertexDeletionAsGraphGames) {
  for (int n = 0; n <= 8; ++n) {  // T66 star S_n
    std::vector<std::pair<int, int>> star;
    for (int i = 1; i <= n; ++i) star.emplace_back(0, i);
    EXPECT_EQ(deletionValue(n + 1, star), Nimber(n == 0 ? 0 : n % 2 == 1 ? 1 : 2)) << "S_" << n;
  }
  const std::vector<Nimber> path = {0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1};  // T67 (E-7)
  for (int n = 0; n < static_cast<int>(path.size()); ++n)
    EXPECT_EQ(deletionValue(n + 1, pathEdges(n)), path[n]) << "L_" << n;
  const std::vector<Nimber> cycle = {0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0};  // T68 (E-8: C_9 = 0)
  for (int n = 0; n < static_cast<int>(cycle.size()); ++n) {
    std::vector<std::pair<int, int>> c;
    for (int i = 0; i < n; ++i) c.emplace_back(i, (i + 1) % n);  // C_1 a loop, C_2 a double edge
    EXPECT_EQ(deletionValue(std::max(n, 1), c), cycle[n]) << "C_" << n;
  }
  const std::vector<std::vector<Nimber>> doubleStar = {{1, 2, 1, 2}, {2, 0, 3, 0}, {1, 3, 0, 3}, {2, 0, 3, 0}};  // T69
  for (int a = 0; a <= 3; ++a)
    for (int b = 0; b <= 3; ++b) {
      std::vector<std::pair<int, int>> e = {{0, 1}};
      int next = 2;
      for (int i = 0; i < a; ++i) e.emplace_back(0, next++);
      for (int i = 0; i < b; ++i) e.emplace_back(1, next++);
      EXPECT_EQ(deletionValue(next, e), doubleStar[a][b]) << a << "," << b;
    }
  // T70: the 3×3 grid (vertex 3r + c) is worth 2; the winning first moves delete the centre or a corner.
  std::vector<std::pair<int, int>> grid;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c) {
      if (c < 2) grid.emplace_back(3 * r + c, 3 * r + c + 1);
      if (r < 2) grid.emplace_back(3 * r + c, 3 * r + c + 3);
    }
  const DeletionGame g = deletionGame(9, grid);
  const GraphAnalysis a = analyse(g.graph);
  EXPECT_EQ(a.values[0], finite(2));
  std::vector<int> winning;
  for (const auto& [v, state] : g.firstMoves)
    if (a.values[state].value == 0) winning.push_back(v);
  EXPECT_EQ(winning, (std::vector<int>{0, 2, 4, 6, 8}));
  // T71: the "#" board — 4 crossings 0..3 (0–1 top, 2–3 bottom, 0–2 left, 1–3 right) and 8 line ends: worth 0.
  std::vector<std::pair<int, int>> hash = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
  for (int k = 0; k < 4; ++k) {
    hash.emplace_back(k, 4 + 2 * k);
    hash.emplace_back(k, 5 + 2 * k);
  }
  EXPECT_EQ(deletionValue(12, hash), 0u);
}

/// A large cyclic digraph runs through (10⁵ arcs here; the benchmark takes 10⁶) and agrees with
/// the retrograde labels.
TEST(ImpartialGraph, LargeCyclicGraph) {
  std::mt19937 rng(11);
  Digraph g;
  g.vertices = 20000;
  std::uniform_int_distribution<int> vertex(0, g.vertices - 1);
  for (int i = 0; i < 100000; ++i) g.arcs.emplace_back(vertex(rng), vertex(rng));
  for (int i = 0; i < 2000; ++i) g.arcs.emplace_back(vertex(rng) / 10, 0);  // a sink region
  const GraphAnalysis a = analyse(g);
  EXPECT_FALSE(a.acyclic);
  checkDefinition(g, a);
}

}  // namespace
}  // namespace gamelab
