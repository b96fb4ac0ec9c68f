// Tidy tree layout (core/tree/treelayout.h): properties of Walker's algorithm, checked exactly
// (up to rounding) on hand-made, symmetric, deep and random trees.
#include "core/tree/treelayout.h"
#include "core/tree/treenotation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

namespace gamelab {
namespace {

constexpr double kEps = 1e-9;

/// Appends a terminal child to `parent` (only the node structure: the layout reads nothing else).
NodeId addChild(GameTree& t, NodeId parent) {
  TreeNode node;
  node.parent = parent;
  t.nodes.push_back(node);
  const NodeId id = t.nodeCount() - 1;
  t.node(parent).children.push_back(id);
  return id;
}

/// A random tree of `n` nodes: every new node hangs below a random earlier node that is
/// "open" (bounded degree), which gives game-tree-like shapes of logarithmic depth.
GameTree randomTree(int n, unsigned seed, int maxDegree = 4) {
  std::mt19937 rng(seed);
  GameTree t(2);
  std::vector<NodeId> open{0};
  while (t.nodeCount() < n) {
    std::uniform_int_distribution<std::size_t> pick(0, open.size() - 1);
    const std::size_t i = pick(rng);
    const NodeId p = open[i];
    open.push_back(addChild(t, p));
    if (static_cast<int>(t.node(p).children.size()) >= maxDegree) {
      open[i] = open.back();
      open.pop_back();
    }
  }
  return t;
}

/// Copies `source`'s subtree at `from` below `to` (structure only); returns the map.
void copyBelow(GameTree& t, NodeId to, const GameTree& source, NodeId from, bool mirror,
               std::map<NodeId, NodeId>* map = nullptr) {
  std::vector<std::pair<NodeId, NodeId>> stack{{from, to}};
  while (!stack.empty()) {
    auto [s, d] = stack.back();
    stack.pop_back();
    if (map) (*map)[s] = d;
    auto children = source.node(s).children;
    if (mirror) std::reverse(children.begin(), children.end());
    for (NodeId c : children) stack.push_back({c, addChild(t, d)});
  }
}

/// The mirror image of `t`, with map[v in t] = its image.
GameTree mirrored(const GameTree& t, std::map<NodeId, NodeId>& map) {
  GameTree m(2);
  copyBelow(m, 0, t, 0, true, &map);
  return m;
}

double breadthOf(const TreeLayoutOptions& o, NodeId v) {
  return static_cast<std::size_t>(v) < o.nodeBreadth.size() ? o.nodeBreadth[static_cast<std::size_t>(v)] : 0.0;
}

/// The tidy-drawing properties: level spacing, separation on every level, parents centred,
/// minimum 0, width/height the largest coordinates.
void expectTidy(const GameTree& t, const TreeLayout& layout, const TreeLayoutOptions& o) {
  const std::size_t n = t.nodes.size();
  ASSERT_EQ(layout.x.size(), n);
  ASSERT_EQ(layout.y.size(), n);
  std::map<double, std::vector<NodeId>> levels;
  double minX = 1e300, minY = 1e300, maxX = -1e300, maxY = -1e300;
  for (NodeId v = 0; v < t.nodeCount(); ++v) {
    const double x = layout.x[static_cast<std::size_t>(v)], y = layout.y[static_cast<std::size_t>(v)];
    minX = std::min(minX, x);
    minY = std::min(minY, y);
    maxX = std::max(maxX, x);
    maxY = std::max(maxY, y);
    levels[y].push_back(v);
    const auto& c = t.node(v).children;
    if (!c.empty()) {
      const double mid = (layout.x[static_cast<std::size_t>(c.front())] + layout.x[static_cast<std::size_t>(c.back())]) / 2;
      ASSERT_NEAR(x, mid, kEps) << "parent " << v << " not centred";
      for (NodeId w : c) ASSERT_NEAR(layout.y[static_cast<std::size_t>(w)], y + o.levelSeparation, kEps);
    }
  }
  EXPECT_EQ(minX, 0.0);
  EXPECT_EQ(minY, 0.0);
  EXPECT_EQ(layout.width, maxX);
  EXPECT_EQ(layout.height, maxY);
  for (auto& [y, nodes] : levels) {
    std::sort(nodes.begin(), nodes.end(), [&](NodeId a, NodeId b) {
      return layout.x[static_cast<std::size_t>(a)] < layout.x[static_cast<std::size_t>(b)];
    });
    for (std::size_t i = 1; i < nodes.size(); ++i) {
      const NodeId a = nodes[i - 1], b = nodes[i];
      const bool siblings = t.node(a).parent == t.node(b).parent;
      const double need = (siblings ? o.siblingSeparation : o.subtreeSeparation) + (breadthOf(o, a) + breadthOf(o, b)) / 2;
      ASSERT_GE(layout.x[static_cast<std::size_t>(b)] - layout.x[static_cast<std::size_t>(a)], need - kEps)
          << "nodes " << a << " and " << b << " at depth " << y;
    }
  }
}

TEST(TreeLayout, SmallTreesExactly) {
  // Root with three leaves: 0, 1, 2 and the root over the middle one.
  GameTree star(2);
  for (int i = 0; i < 3; ++i) addChild(star, 0);
  TreeLayout l = layoutTree(star);
  EXPECT_EQ(l.x, (std::vector<double>{1, 0, 1, 2}));
  EXPECT_EQ(l.y, (std::vector<double>{0, 1, 1, 1}));
  EXPECT_EQ(l.width, 2);
  EXPECT_EQ(l.height, 1);
  // Basic Endgame (digest §2.5): N{I{II{.,.},.}, I{II{.,.},.}} — the inner families pack.
  auto endgame = parseTreeNotation("N{1/4: I[win]{b: II[bet]{c: 3, f: 1}, c: 1}, 3/4: I[lose]{b: II[bet]{c: -3, f: 1}, c: -1}}");
  ASSERT_TRUE(endgame.hasValue());
  TreeLayoutOptions o;
  l = layoutTree(*endgame, o);
  expectTidy(*endgame, l, o);
  EXPECT_EQ(l.height, 3);
  // Single node.
  l = layoutTree(GameTree(2));
  EXPECT_EQ(l.x, std::vector<double>{0});
  EXPECT_EQ(l.width, 0);
}

TEST(TreeLayout, SeparationsAndBreadthAreRespected) {
  for (unsigned seed = 1; seed <= 20; ++seed) {
    GameTree t = randomTree(60 + static_cast<int>(seed) * 7, seed, 1 + static_cast<int>(seed % 5));
    TreeLayoutOptions o;
    o.levelSeparation = 2.5;
    o.siblingSeparation = 1.0;
    o.subtreeSeparation = 1.75;
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> b(0.0, 3.0);
    if (seed % 2 == 0)
      for (NodeId v = 0; v < t.nodeCount(); ++v) o.nodeBreadth.push_back(b(rng));
    expectTidy(t, layoutTree(t, o), o);
  }
}

TEST(TreeLayout, MirrorImageIsDrawnMirrored) {
  for (unsigned seed = 1; seed <= 10; ++seed) {
    GameTree t = randomTree(80, seed, 3);
    std::map<NodeId, NodeId> map;
    GameTree m = mirrored(t, map);
    TreeLayoutOptions o;
    o.subtreeSeparation = 1.5;
    const TreeLayout a = layoutTree(t, o), b = layoutTree(m, o);
    ASSERT_NEAR(a.width, b.width, kEps);
    for (auto [v, w] : map) {
      ASSERT_NEAR(a.x[static_cast<std::size_t>(v)], a.width - b.x[static_cast<std::size_t>(w)], kEps);
      ASSERT_EQ(a.y[static_cast<std::size_t>(v)], b.y[static_cast<std::size_t>(w)]);
    }
  }
}

TEST(TreeLayout, SymmetricTreeIsDrawnSymmetrically) {
  // Root with children S, leaf, mirror(S) where S is lopsided (a case where pure left-to-right
  // packing is not symmetric).
  GameTree s = randomTree(40, 7, 3);
  GameTree t(2);
  std::map<NodeId, NodeId> left, right;
  const NodeId l = addChild(t, 0);
  addChild(t, 0);
  const NodeId r = addChild(t, 0);
  copyBelow(t, l, s, 0, false, &left);
  copyBelow(t, r, s, 0, true, &right);
  const TreeLayout layout = layoutTree(t);
  expectTidy(t, layout, {});
  EXPECT_NEAR(layout.x[0], layout.width / 2, kEps);
  EXPECT_NEAR(layout.x[2], layout.width / 2, kEps);  // the middle leaf
  for (auto [v, w] : left) {
    const NodeId image = right[v];
    ASSERT_NEAR(layout.x[static_cast<std::size_t>(w)] + layout.x[static_cast<std::size_t>(image)], layout.width, kEps);
  }
}

TEST(TreeLayout, IsomorphicSubtreesAreTranslates) {
  GameTree s = randomTree(30, 3, 3);
  GameTree other = randomTree(50, 4, 4);
  GameTree t(2);
  std::vector<std::map<NodeId, NodeId>> copies(3);
  const NodeId a = addChild(t, 0), b = addChild(t, 0), c = addChild(t, 0), d = addChild(t, 0);
  copyBelow(t, a, s, 0, false, &copies[0]);
  copyBelow(t, b, other, 0, false);
  copyBelow(t, c, s, 0, false, &copies[1]);
  copyBelow(t, d, s, 0, false, &copies[2]);
  const TreeLayout layout = layoutTree(t);
  expectTidy(t, layout, {});
  for (std::size_t k = 1; k < copies.size(); ++k) {
    const double dx = layout.x[static_cast<std::size_t>(copies[k][0])] - layout.x[static_cast<std::size_t>(copies[0][0])];
    EXPECT_GT(dx, 0);
    for (auto [v, w] : copies[0])
      ASSERT_NEAR(layout.x[static_cast<std::size_t>(copies[k][v])] - layout.x[static_cast<std::size_t>(w)], dx, kEps);
  }
}

TEST(TreeLayout, LeftRightSwapsTheAxes) {
  GameTree t = randomTree(200, 11, 3);
  TreeLayoutOptions o;
  o.levelSeparation = 3;
  const TreeLayout down = layoutTree(t, o);
  o.orientation = TreeOrientation::LeftRight;
  const TreeLayout right = layoutTree(t, o);
  EXPECT_EQ(down.x, right.y);
  EXPECT_EQ(down.y, right.x);
  EXPECT_EQ(down.width, right.height);
  EXPECT_EQ(down.height, right.width);
}

TEST(TreeLayout, DeepChainNeedsNoRecursion) {
  GameTree chain(2);
  for (NodeId v = 0; v + 1 < 100000; ++v) addChild(chain, v);
  const TreeLayout straight = layoutTree(chain);
  EXPECT_EQ(straight.width, 0);
  EXPECT_EQ(straight.height, 99999);
  EXPECT_EQ(straight.x, std::vector<double>(100000, 0.0));

  GameTree t(2);
  NodeId v = 0;
  for (int i = 1; i < 100000; ++i) {
    addChild(t, v);           // a leaf to the left
    v = addChild(t, v);       // the chain goes on to the right
  }
  const TreeLayout layout = layoutTree(t);
  EXPECT_EQ(layout.height, 99999);
  expectTidy(t, layout, {});
}

TEST(TreeLayout, LargeRandomTree) {
  GameTree t = randomTree(100000, 2024, 4);
  TreeLayoutOptions o;
  o.subtreeSeparation = 1.5;
  expectTidy(t, layoutTree(t, o), o);
}

}  // namespace
}  // namespace gamelab
