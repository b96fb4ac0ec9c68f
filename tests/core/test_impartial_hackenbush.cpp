// Green Hackenbush (digest §2.6: T99–T103; the figures are described in words in §4 and built
// here as edge lists), checked against a brute-force Sprague–Grundy search.
#include "core/impartial/hackenbush.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <unordered_map>

namespace gamelab {
namespace {

/// Builder: vertex 0 is the ground.
struct Picture {
  HackenbushPicture p;
  int vertex() { return p.vertices++; }
  std::size_t edge(int u, int v) {
    p.edges.emplace_back(u, v);
    return p.edges.size() - 1;
  }
  /// A stalk of `length` edges standing on `base`; returns its edges bottom-up.
  std::vector<std::size_t> stalk(int base, int length) {
    std::vector<std::size_t> edges;
    for (int i = 0; i < length; ++i) {
      const int top = vertex();
      edges.push_back(edge(base, top));
      base = top;
    }
    return edges;
  }
  /// A cycle of k edges through `base` (k = 1: a loop); returns its edges.
  std::vector<std::size_t> cycle(int base, int k) {
    if (k == 1) return {edge(base, base)};
    std::vector<std::size_t> edges;
    int previous = base;
    for (int i = 1; i < k; ++i) {
      const int v = vertex();
      edges.push_back(edge(previous, v));
      previous = v;
    }
    edges.push_back(edge(previous, base));
    return edges;
  }
  /// The top vertex of the last edge added.
  int top() const { return p.edges.back().second; }
};

Nimber value(const HackenbushPicture& p) {
  auto v = solveHackenbushValue(p);
  EXPECT_TRUE(v.hasValue());
  return v.hasValue() ? *v : Nimber(999);
}

std::vector<std::size_t> cuts(const HackenbushPicture& p) {
  auto c = solveHackenbushWinningCuts(p);
  EXPECT_TRUE(c.hasValue());
  return c.hasValue() ? *c : std::vector<std::size_t>{};
}

/// Brute force over the sets of remaining edges (bit i = edge i), memoised.
class BruteForce {
 public:
  explicit BruteForce(const HackenbushPicture& p) : p_(p) {}
  Nimber value(std::uint32_t edges) {
    edges = grounded(edges);
    if (auto it = memo_.find(edges); it != memo_.end()) return it->second;
    std::vector<Nimber> options;
    for (std::size_t i = 0; i < p_.edges.size(); ++i)
      if (edges >> i & 1) options.push_back(value(edges & ~(1u << i)));
    const Nimber v = mex(options);
    memo_[edges] = v;
    return v;
  }
  std::uint32_t all() const { return static_cast<std::uint32_t>((1ull << p_.edges.size()) - 1); }
  std::uint32_t grounded(std::uint32_t edges) const {
    std::vector<char> reached(p_.vertices, 0);
    reached[0] = 1;
    for (bool changed = true; changed;) {
      changed = false;
      for (std::size_t i = 0; i < p_.edges.size(); ++i) {
        if (!(edges >> i & 1)) continue;
        auto [u, v] = p_.edges[i];
        if (reached[u] != reached[v]) {
          reached[u] = reached[v] = 1;
          changed = true;
        }
      }
    }
    std::uint32_t kept = 0;
    for (std::size_t i = 0; i < p_.edges.size(); ++i)
      if ((edges >> i & 1) && reached[p_.edges[i].first]) kept |= 1u << i;
    return kept;
  }

 private:
  const HackenbushPicture& p_;
  std::unordered_map<std::uint32_t, Nimber> memo_;
};

TEST(ImpartialHackenbush, T99BambooForest) {
  Picture f;
  const auto three = f.stalk(0, 3);
  f.stalk(0, 4);
  f.stalk(0, 5);
  EXPECT_EQ(value(f.p), 2u);
  EXPECT_EQ(cuts(f.p), (std::vector<std::size_t>{three[1]}));  // the 2nd segment of the 3-stalk
  const HackenbushPicture after = cutEdge(f.p, three[1]);
  EXPECT_EQ(after.edges.size(), 1u + 4 + 5);
  EXPECT_EQ(value(after), 0u);
  BruteForce brute(f.p);
  EXPECT_EQ(brute.value(brute.all()), 2u);
}

TEST(ImpartialHackenbush, T100Stalk) {
  for (int n = 0; n <= 8; ++n) {
    Picture s;
    s.stalk(0, n);
    EXPECT_EQ(value(s.p), static_cast<Nimber>(n));
    BruteForce brute(s.p);
    EXPECT_EQ(brute.value(brute.all()), static_cast<Nimber>(n));
  }
}

/// A trunk of 1 edge with branches (stalks) of these lengths at its top.
Picture trunkWithBranches(const std::vector<int>& lengths, std::vector<std::vector<std::size_t>>* branches = nullptr) {
  Picture t;
  t.stalk(0, 1);
  const int top = t.top();
  for (int length : lengths) {
    auto b = t.stalk(top, length);
    if (branches) branches->push_back(b);
  }
  return t;
}

TEST(ImpartialHackenbush, T101ColonPrinciple) {
  // Left tree of Figure 1.6.2: trunk to v1; v1 carries a leaf and an edge to v2; v2 carries two leaves.
  Picture left;
  left.stalk(0, 1);
  const int v1 = left.top();
  left.stalk(v1, 1);
  left.stalk(v1, 1);
  const int v2 = left.top();
  left.stalk(v2, 1);
  left.stalk(v2, 1);
  EXPECT_EQ(value(left.p), 1u);
  EXPECT_EQ(value(trunkWithBranches({1, 3}).p), 3u);
  std::vector<std::vector<std::size_t>> b;
  const Picture eight = trunkWithBranches({3, 2, 6}, &b);
  EXPECT_EQ(value(eight.p), 8u);
  // The moves to value 5: remove the whole 3-branch, or cut the top edge of the 2- or 6-branch.
  std::vector<std::size_t> toFive;
  for (std::size_t e = 0; e < eight.p.edges.size(); ++e)
    if (value(cutEdge(eight.p, e)) == 5) toFive.push_back(e);
  EXPECT_EQ(toFive, (std::vector<std::size_t>{b[0][0], b[1][1], b[2][5]}));
  for (const Picture* t : std::vector<const Picture*>{&left, &eight}) {
    BruteForce brute(t->p);
    EXPECT_EQ(brute.value(brute.all()), value(t->p));
  }
}

TEST(ImpartialHackenbush, T102ForestOfThreeTrees) {
  // Trees of values 1 (the left tree), 8 (the reduced middle tree) and 4 (a stalk of 4) → 13;
  // the winning moves reduce the 8-tree to 5: exactly the three cuts of T101.
  Picture f;
  f.stalk(0, 1);
  const int v1 = f.top();
  f.stalk(v1, 1);
  f.stalk(v1, 1);
  const int v2 = f.top();
  f.stalk(v2, 1);
  f.stalk(v2, 1);
  f.stalk(0, 1);
  const int trunk = f.top();
  const auto b3 = f.stalk(trunk, 3);
  const auto b2 = f.stalk(trunk, 2);
  const auto b6 = f.stalk(trunk, 6);
  f.stalk(0, 4);
  EXPECT_EQ(value(f.p), 13u);
  EXPECT_EQ(cuts(f.p), (std::vector<std::size_t>{b3[0], b2[1], b6[5]}));
}

TEST(ImpartialHackenbush, T103FusionPrinciple) {
  for (int k = 1; k <= 8; ++k) {  // a k-cycle through the ground (k = 1: a loop on the ground; k = 3: the door)
    Picture c;
    c.cycle(0, k);
    EXPECT_EQ(value(c.p), static_cast<Nimber>(k % 2)) << k;
    BruteForce brute(c.p);
    EXPECT_EQ(brute.value(brute.all()), static_cast<Nimber>(k % 2));
  }
  const std::vector<std::pair<int, Nimber>> onStalk = {{3, 2}, {4, 1}, {1, 2}};  // triangle, 4-cycle, loop
  for (const auto& [k, expected] : onStalk) {
    Picture s;
    s.stalk(0, 1);
    s.cycle(s.top(), k);
    EXPECT_EQ(value(s.p), expected) << k;
    BruteForce brute(s.p);
    EXPECT_EQ(brute.value(brute.all()), expected);
  }
}

TEST(ImpartialHackenbush, CutEdgeAndGroundedEdges) {
  HackenbushPicture p;
  p.vertices = 5;
  p.edges = {{0, 1}, {1, 2}, {2, 2}, {3, 4}, {0, 3}, {1, 3}};
  EXPECT_EQ(groundedEdges(p), (std::vector<bool>{true, true, true, true, true, true}));
  const HackenbushPicture a = cutEdge(p, 4);  // 3 still grounded through 1
  EXPECT_EQ(a.edges, (std::vector<std::pair<int, int>>{{0, 1}, {1, 2}, {2, 2}, {3, 4}, {1, 3}}));
  const HackenbushPicture b = cutEdge(a, 0);  // everything hangs on edge (0,1)
  EXPECT_TRUE(b.edges.empty());
  EXPECT_EQ(b.vertices, 5);
  HackenbushPicture floating;
  floating.vertices = 4;
  floating.edges = {{0, 1}, {2, 3}};
  EXPECT_EQ(groundedEdges(floating), (std::vector<bool>{true, false}));
  EXPECT_EQ(value(floating), 1u);  // the floating edge is not part of the game
  EXPECT_EQ(cuts(floating), (std::vector<std::size_t>{0}));
}

TEST(ImpartialHackenbush, Errors) {
  HackenbushPicture p;
  p.vertices = 2;
  p.edges = {{0, 1}, {1, 2}};
  const auto v = solveHackenbushValue(p);
  ASSERT_FALSE(v.hasValue());
  EXPECT_EQ(v.error().code, ErrorCode::InvalidArgument);
  EXPECT_EQ(v.error().problem, Problem::VertexOutOfRange);
  EXPECT_EQ(v.error().args, (std::vector<std::string>{"edges/1/1", "2", "2"}));
  HackenbushPicture noGround;
  noGround.vertices = 0;
  EXPECT_EQ(solveHackenbushValue(noGround).error().problem, Problem::NoGroundVertex);
  EXPECT_EQ(solveHackenbushValue(noGround).error().args, (std::vector<std::string>{"0"}));
  EXPECT_FALSE(solveHackenbushWinningCuts(p).hasValue());
  HackenbushPicture empty;
  EXPECT_EQ(value(empty), 0u);
  EXPECT_TRUE(cuts(empty).empty());
  CancelToken token;
  token.cancel();
  EXPECT_EQ(solveHackenbushValue(empty, Progress::none(), token).error().code, ErrorCode::Cancelled);
}

/// A random picture: up to 12 edges among up to 7 vertices, with loops, parallel edges, cycles
/// and sometimes floating parts.
HackenbushPicture randomPicture(std::mt19937& rng) {
  HackenbushPicture p;
  p.vertices = std::uniform_int_distribution<int>(1, 7)(rng);
  const int edges = std::uniform_int_distribution<int>(0, 12)(rng);
  std::uniform_int_distribution<int> vertex(0, p.vertices - 1);
  for (int i = 0; i < edges; ++i) {
    int u = vertex(rng), v = vertex(rng);
    if (i < p.vertices - 1 && rng() % 3 != 0) {  // mostly a connected skeleton first
      u = std::uniform_int_distribution<int>(0, i)(rng);
      v = i + 1;
    }
    p.edges.emplace_back(u, v);
  }
  return p;
}

TEST(ImpartialHackenbush, RandomPicturesAgreeWithBruteForce) {
  std::mt19937 rng(20240505);
  for (int trial = 0; trial < 800; ++trial) {
    const HackenbushPicture p = randomPicture(rng);
    BruteForce brute(p);
    const Nimber expected = brute.value(brute.all());
    ASSERT_EQ(value(p), expected) << "trial " << trial;
    std::vector<std::size_t> winning;
    const auto grounded = groundedEdges(p);
    for (std::size_t e = 0; e < p.edges.size(); ++e)
      if (grounded[e] && brute.value(brute.all() & ~(1u << e)) == 0) winning.push_back(e);
    ASSERT_EQ(cuts(p), winning) << "trial " << trial;
    for (std::size_t e : winning) ASSERT_EQ(value(cutEdge(p, e)), 0u);
  }
}

/// Large pictures: a long stalk, a long cycle, many small cycles on a tree (values by theory).
TEST(ImpartialHackenbush, TenThousandEdges) {
  Picture s;
  s.stalk(0, 10000);
  EXPECT_EQ(value(s.p), 10000u);
  EXPECT_EQ(cuts(s.p), (std::vector<std::size_t>{0}));  // cutting the bottom edge empties it
  Picture c;
  c.cycle(0, 9999);
  EXPECT_EQ(value(c.p), 1u);
  // Cutting any edge of an odd cycle through the ground leaves two stalks a + b = 9998 with a ⊕ b = 0: a = b.
  EXPECT_EQ(cuts(c.p), (std::vector<std::size_t>{4999}));
  Picture t;  // 2500 triangles, each on its own stalk of 1 from the ground: each worth 1 + 1 = 2
  for (int i = 0; i < 2500; ++i) {
    t.stalk(0, 1);
    t.cycle(t.top(), 3);
  }
  EXPECT_EQ(t.p.edges.size(), 10000u);
  EXPECT_EQ(value(t.p), 0u);
  EXPECT_TRUE(cuts(t.p).empty());
}

}  // namespace
}  // namespace gamelab
