#include "ui/impartial/hackenbushpresets.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <queue>

namespace gamelab::ui {

namespace {

HackenbushPicture groundOnly() {
  HackenbushPicture p;
  p.vertices = 1;
  p.coordinates = {{0, 0}};
  return p;
}

int addVertex(HackenbushPicture& p, double x, double y) {
  p.coordinates.emplace_back(x, y);
  return p.vertices++;
}

}  // namespace

HackenbushPicture hackenbushBamboo(const std::vector<int>& lengths) {
  HackenbushPicture p = groundOnly();
  double x = 0;
  for (int length : lengths) {
    int below = 0;
    for (int k = 1; k <= length; ++k) {
      const int v = addVertex(p, x, k);
      p.edges.emplace_back(below, v);
      below = v;
    }
    x += 1;
  }
  p.coordinates[0] = {std::max(0.0, x - 1) / 2, 0};
  return p;
}

HackenbushPicture hackenbushTree() {
  HackenbushPicture p = groundOnly();
  const int top = addVertex(p, 0, 1);
  p.edges.emplace_back(0, top);
  const std::pair<int, double> branches[] = {{3, -0.5}, {2, 0.0}, {6, 0.5}};
  for (const auto& [length, dx] : branches) {
    int below = top;
    for (int k = 1; k <= length; ++k) {
      const int v = addVertex(p, dx * k, 1 + k * (dx == 0 ? 1.0 : 0.85));
      p.edges.emplace_back(below, v);
      below = v;
    }
  }
  return p;
}

HackenbushPicture hackenbushCycle(int edges) {
  edges = std::max(edges, 2);
  HackenbushPicture p = groundOnly();
  if (edges == 2) {
    const int v = addVertex(p, 0, 1.2);
    p.edges = {{0, v}, {0, v}};
    return p;
  }
  // k − 1 vertices on an arch from above the left foot to above the right foot.
  const int inner = edges - 1;
  const double r = std::max(0.5, inner * 0.22);
  int previous = 0;
  for (int i = 0; i < inner; ++i) {
    const double theta = std::numbers::pi - std::numbers::pi * i / (inner - 1);
    const double y = edges == 3 ? 1.4 : 1.0 + r * std::sin(theta);
    const int v = addVertex(p, r + r * std::cos(theta), y);
    p.edges.emplace_back(previous, v);
    previous = v;
  }
  p.edges.emplace_back(previous, 0);
  p.coordinates[0] = {r, 0};
  return p;
}

HackenbushPicture hackenbushHouse() {
  HackenbushPicture p = groundOnly();
  p.coordinates[0] = {2, 0};
  auto edge = [&](int a, int b) { p.edges.emplace_back(a, b); };
  const double h = 2.4;
  // Walls and a ceiling whose middle part carries two windows hanging below it.
  const int left = addVertex(p, 0, h), right = addVertex(p, 4, h);
  const int w1 = addVertex(p, 0.45, h), w2 = addVertex(p, 1.25, h);
  const int w3 = addVertex(p, 2.75, h), w4 = addVertex(p, 3.55, h);
  edge(0, left);
  edge(0, right);
  edge(left, w1);
  edge(w1, w2);
  edge(w2, w3);
  edge(w3, w4);
  edge(w4, right);
  for (const auto& [a, b] : {std::pair{w1, w2}, std::pair{w3, w4}}) {
    const int lowA = addVertex(p, p.coordinates[static_cast<std::size_t>(a)].first, h - 0.8);
    const int lowB = addVertex(p, p.coordinates[static_cast<std::size_t>(b)].first, h - 0.8);
    edge(a, lowA);
    edge(lowA, lowB);
    edge(lowB, b);
  }
  // The roof, with a chimney of two segments standing on its right slope.
  const int apex = addVertex(p, 2, h + 1.5);
  const double s = 0.55;
  const int base = addVertex(p, 2 + 2 * s, h + 1.5 - 1.5 * s);
  edge(left, apex);
  edge(apex, base);
  edge(base, right);
  const int c1 = addVertex(p, 2 + 2 * s, h + 1.35), c2 = addVertex(p, 2 + 2 * s, h + 1.95);
  edge(base, c1);
  edge(c1, c2);
  // The door: two posts on the ground and a lintel (a triangle through the ground).
  const int d1 = addVertex(p, 1.6, 1.25), d2 = addVertex(p, 2.4, 1.25);
  edge(0, d1);
  edge(d1, d2);
  edge(d2, 0);
  return p;
}

HackenbushPicture placedBeside(const HackenbushPicture& base, const HackenbushPicture& added) {
  HackenbushPicture out = base;
  out.coordinates = hackenbushLayout(base);
  const auto addedXY = hackenbushLayout(added);
  double right = -1e300;
  bool any = false;
  for (int v = 1; v < base.vertices; ++v) {
    right = std::max(right, out.coordinates[static_cast<std::size_t>(v)].first);
    any = true;
  }
  double addedLeft = 1e300;
  for (int v = 1; v < added.vertices; ++v) addedLeft = std::min(addedLeft, addedXY[static_cast<std::size_t>(v)].first);
  if (added.vertices <= 1) addedLeft = addedXY.empty() ? 0 : addedXY[0].first;
  const double shift = any ? right + 1.4 - addedLeft : 0;
  for (int v = 1; v < added.vertices; ++v) {
    const auto [x, y] = addedXY[static_cast<std::size_t>(v)];
    out.coordinates.emplace_back(x + shift, y);
  }
  if (!any && !addedXY.empty()) out.coordinates[0] = {addedXY[0].first + shift, 0};
  const int offset = base.vertices - 1;
  auto renumber = [&](int v) { return v == 0 ? 0 : v + offset; };
  for (const auto& [a, b] : added.edges) out.edges.emplace_back(renumber(a), renumber(b));
  out.vertices = base.vertices + std::max(0, added.vertices - 1);
  return out;
}

std::vector<std::pair<double, double>> hackenbushLayout(const HackenbushPicture& picture) {
  const std::size_t n = static_cast<std::size_t>(std::max(1, picture.vertices));
  if (picture.coordinates.size() == n) return picture.coordinates;
  std::vector<std::vector<int>> adjacent(n);
  for (const auto& [a, b] : picture.edges) {
    if (a < 0 || b < 0 || a >= picture.vertices || b >= picture.vertices || a == b) continue;
    adjacent[static_cast<std::size_t>(a)].push_back(b);
    adjacent[static_cast<std::size_t>(b)].push_back(a);
  }
  // Breadth-first from the ground; vertices not reached hang from a virtual ground too.
  std::vector<int> depth(n, -1), parent(n, -1);
  std::vector<std::vector<int>> children(n);
  std::vector<int> roots;
  auto bfs = [&](int start, int startDepth) {
    std::queue<int> q;
    q.push(start);
    depth[static_cast<std::size_t>(start)] = startDepth;
    while (!q.empty()) {
      const int v = q.front();
      q.pop();
      for (int w : adjacent[static_cast<std::size_t>(v)]) {
        if (depth[static_cast<std::size_t>(w)] >= 0) continue;
        depth[static_cast<std::size_t>(w)] = depth[static_cast<std::size_t>(v)] + 1;
        parent[static_cast<std::size_t>(w)] = v;
        children[static_cast<std::size_t>(v)].push_back(w);
        q.push(w);
      }
    }
  };
  bfs(0, 0);
  for (int v = 1; v < static_cast<int>(n); ++v)
    if (depth[static_cast<std::size_t>(v)] < 0) {
      roots.push_back(v);
      bfs(v, 1);
    }
  // Leaves take consecutive columns; a parent sits above the middle of its children.
  std::vector<double> x(n, 0);
  double column = 0;
  std::vector<std::pair<int, std::size_t>> stack;
  auto place = [&](int root) {
    stack.clear();
    stack.emplace_back(root, 0);
    while (!stack.empty()) {
      auto& [v, next] = stack.back();
      const auto& kids = children[static_cast<std::size_t>(v)];
      if (next < kids.size()) {
        const int child = kids[next++];
        stack.emplace_back(child, 0);
        continue;
      }
      if (kids.empty()) x[static_cast<std::size_t>(v)] = column++;
      else x[static_cast<std::size_t>(v)] = (x[static_cast<std::size_t>(kids.front())] + x[static_cast<std::size_t>(kids.back())]) / 2;
      stack.pop_back();
    }
  };
  for (int child : children[0]) place(child);
  for (int root : roots) place(root);
  std::vector<std::pair<double, double>> out(n);
  out[0] = {column > 0 ? (column - 1) / 2 : 0, 0};
  for (std::size_t v = 1; v < n; ++v) out[v] = {x[v], std::max(1, depth[v])};
  return out;
}

}  // namespace gamelab::ui
