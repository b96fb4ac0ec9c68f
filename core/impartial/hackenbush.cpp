#include "core/impartial/hackenbush.h"

#include "core/impartial/boostgraphadapter.h"
#include "core/impartial/graphgame.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>

namespace gamelab {

namespace {

struct DisjointSets {
  std::vector<int> parent;
  explicit DisjointSets(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
  int find(int v) {
    while (parent[v] != v) {
      parent[v] = parent[parent[v]];
      v = parent[v];
    }
    return v;
  }
  void unite(int a, int b) { parent[find(a)] = find(b); }
};

/// A connected rooted multigraph reduced by the fusion principle: every cycle's vertices fused
/// into one class (the 2-edge-connected components), cycle edges and loops become loops (each a
/// stalk of 1), the bridges form a tree of classes, valued by the colon principle.
struct Reduction {
  std::vector<int> classOf;          ///< per vertex
  std::vector<char> bridge;          ///< per edge (loops: false)
  std::vector<Nimber> base;          ///< per class: loops' parity ⊕ the weights of its vertices
  std::vector<Nimber> value;         ///< per class: the value of the class with everything above it
  std::vector<int> parent;           ///< per class; −1 for the root class
  std::vector<int> attach;           ///< per class: its vertex where the bridge to the parent ends (root: root)
  std::vector<int> parentAttach;     ///< per class: the parent's vertex where that bridge starts
  std::vector<int> order;            ///< classes, parents before children
  int rootClass = 0;
};

/// `edges` must have endpoints in [0, vertices) and be connected to `root`; `weights` (per
/// vertex, or empty) are stalks hanging at the vertices.
Reduction reduce(int vertices, const std::vector<std::pair<int, int>>& edges, const std::vector<Nimber>& weights,
                 int root) {
  Reduction r;
  const std::size_t n = static_cast<std::size_t>(vertices);
  r.bridge.assign(edges.size(), 0);
  // Group parallel edges; a pair that occurs twice or more lies on a 2-cycle.
  std::vector<std::pair<std::uint64_t, std::size_t>> keyed;
  keyed.reserve(edges.size());
  std::size_t loops = 0;
  for (std::size_t i = 0; i < edges.size(); ++i) {
    auto [u, v] = edges[i];
    if (u == v) {
      ++loops;
      continue;
    }
    if (u > v) std::swap(u, v);
    keyed.emplace_back((static_cast<std::uint64_t>(u) << 32) | static_cast<std::uint32_t>(v), i);
  }
  // Connected with (touched vertices − 1) edges: no cycle at all, every edge is a bridge.
  std::vector<char> touched(n, 0);
  std::size_t touchedCount = 0;
  auto touch = [&](int v) { touchedCount += touched[v] ? 0 : 1; touched[v] = 1; };
  touch(root);
  for (const auto& [u, v] : edges) {
    touch(u);
    touch(v);
  }
  const bool tree = loops == 0 && keyed.size() + 1 == touchedCount;
  if (tree) {
    std::fill(r.bridge.begin(), r.bridge.end(), 1);
  } else {
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::pair<int, int>> simple;
    std::vector<std::size_t> multiplicity;
    std::vector<std::size_t> simpleOf(edges.size(), 0);
    for (std::size_t k = 0; k < keyed.size(); ++k) {
      if (k == 0 || keyed[k].first != keyed[k - 1].first) {
        simple.emplace_back(static_cast<int>(keyed[k].first >> 32), static_cast<int>(keyed[k].first & 0xFFFFFFFFu));
        multiplicity.push_back(0);
      }
      ++multiplicity.back();
      simpleOf[keyed[k].second] = simple.size() - 1;
    }
    std::size_t blocks = 0;
    const std::vector<std::size_t> block = boostgraph::biconnectedComponents(n, simple, blocks);
    std::vector<std::size_t> blockSize(blocks, 0);
    for (std::size_t b : block) ++blockSize[b];
    for (const auto& [key, i] : keyed) {
      const std::size_t s = simpleOf[i];
      r.bridge[i] = multiplicity[s] == 1 && blockSize[block[s]] == 1;
    }
  }
  // Fuse the ends of every non-bridge edge.
  DisjointSets sets(n);
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (!r.bridge[i] && edges[i].first != edges[i].second) sets.unite(edges[i].first, edges[i].second);
  r.classOf.assign(n, -1);
  int classes = 0;
  std::vector<int> classOfRoot(n, -1);
  for (std::size_t v = 0; v < n; ++v) {
    const int s = sets.find(static_cast<int>(v));
    if (classOfRoot[s] < 0) classOfRoot[s] = classes++;
    r.classOf[v] = classOfRoot[s];
  }
  r.base.assign(classes, 0);
  for (std::size_t v = 0; v < weights.size() && v < n; ++v) r.base[r.classOf[v]] ^= weights[v];
  // Tree of classes joined by bridges.
  std::vector<std::size_t> degree(classes + 1, 0);
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (!r.bridge[i]) {
      r.base[r.classOf[edges[i].first]] ^= 1;  // a loop, or a cycle edge fused into one
      continue;
    }
    ++degree[r.classOf[edges[i].first] + 1];
    ++degree[r.classOf[edges[i].second] + 1];
  }
  for (int c = 0; c < classes; ++c) degree[c + 1] += degree[c];
  std::vector<std::size_t> incident(degree.back());
  {
    std::vector<std::size_t> fill(degree.begin(), degree.end() - 1);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (!r.bridge[i]) continue;
      incident[fill[r.classOf[edges[i].first]]++] = i;
      incident[fill[r.classOf[edges[i].second]]++] = i;
    }
  }
  r.parent.assign(classes, -1);
  r.attach.assign(classes, -1);
  r.parentAttach.assign(classes, -1);
  r.rootClass = r.classOf[root];
  r.attach[r.rootClass] = root;
  std::vector<char> visited(classes, 0);
  visited[r.rootClass] = 1;
  r.order.push_back(r.rootClass);
  for (std::size_t head = 0; head < r.order.size(); ++head) {
    const int c = r.order[head];
    for (std::size_t k = degree[c]; k < degree[c + 1]; ++k) {
      auto [u, v] = edges[incident[k]];
      if (r.classOf[u] != c) std::swap(u, v);
      const int d = r.classOf[v];
      if (visited[d]) continue;
      visited[d] = 1;
      r.parent[d] = c;
      r.attach[d] = v;
      r.parentAttach[d] = u;
      r.order.push_back(d);
    }
  }
  r.value = r.base;
  for (std::size_t k = r.order.size(); k-- > 1;) {
    const int c = r.order[k];
    r.value[r.parent[c]] ^= r.value[c] + 1;  // the colon principle: a stalk of 1 + value
  }
  return r;
}

std::optional<Error> validate(const HackenbushPicture& picture) {
  if (picture.vertices < 1)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::NoGroundVertex, {std::to_string(picture.vertices)});
  for (std::size_t i = 0; i < picture.edges.size(); ++i)
    if (auto bad = badEnd(picture.edges[i], picture.vertices, "edges/" + std::to_string(i))) return bad;
  return std::nullopt;
}

/// The grounded edges (indices into the picture) and the reduction of the grounded part.
struct GroundedReduction {
  std::vector<std::size_t> original;  ///< grounded edge k is picture edge original[k]
  std::vector<std::pair<int, int>> edges;
  Reduction reduction;
};

GroundedReduction reduceGrounded(const HackenbushPicture& picture) {
  GroundedReduction g;
  const std::vector<bool> grounded = groundedEdges(picture);
  for (std::size_t i = 0; i < picture.edges.size(); ++i)
    if (grounded[i]) {
      g.original.push_back(i);
      g.edges.push_back(picture.edges[i]);
    }
  g.reduction = reduce(picture.vertices, g.edges, {}, 0);
  return g;
}

}  // namespace

std::vector<bool> groundedEdges(const HackenbushPicture& picture) {
  const int n = std::max(picture.vertices, 1);
  std::vector<std::size_t> start(static_cast<std::size_t>(n) + 1, 0);
  auto valid = [n](int v) { return v >= 0 && v < n; };
  for (const auto& [u, v] : picture.edges) {
    if (!valid(u) || !valid(v)) continue;
    ++start[u + 1];
    if (u != v) ++start[v + 1];
  }
  for (int v = 0; v < n; ++v) start[v + 1] += start[v];
  std::vector<int> neighbour(start.back());
  std::vector<std::size_t> fill(start.begin(), start.end() - 1);
  for (const auto& [u, v] : picture.edges) {
    if (!valid(u) || !valid(v)) continue;
    neighbour[fill[u]++] = v;
    if (u != v) neighbour[fill[v]++] = u;
  }
  std::vector<char> reached(n, 0);
  std::vector<int> stack{0};
  reached[0] = 1;
  while (!stack.empty()) {
    const int u = stack.back();
    stack.pop_back();
    for (std::size_t k = start[u]; k < start[u + 1]; ++k)
      if (!reached[neighbour[k]]) {
        reached[neighbour[k]] = 1;
        stack.push_back(neighbour[k]);
      }
  }
  std::vector<bool> grounded(picture.edges.size(), false);
  for (std::size_t i = 0; i < picture.edges.size(); ++i) {
    const auto [u, v] = picture.edges[i];
    grounded[i] = valid(u) && valid(v) && reached[u];
  }
  return grounded;
}

HackenbushPicture cutEdge(const HackenbushPicture& picture, std::size_t edge) {
  HackenbushPicture cut = picture;
  if (edge < cut.edges.size()) cut.edges.erase(cut.edges.begin() + static_cast<std::ptrdiff_t>(edge));
  const std::vector<bool> grounded = groundedEdges(cut);
  std::vector<std::pair<int, int>> kept;
  kept.reserve(cut.edges.size());
  for (std::size_t i = 0; i < cut.edges.size(); ++i)
    if (grounded[i]) kept.push_back(cut.edges[i]);
  cut.edges = std::move(kept);
  return cut;
}

Expected<Nimber> solveHackenbushValue(const HackenbushPicture& picture, const Progress&, const CancelToken& cancel) {
  if (auto error = validate(picture)) return *error;
  if (cancel.isCancelled()) return stopError(cancel);
  const GroundedReduction g = reduceGrounded(picture);
  return g.reduction.value[g.reduction.rootClass];
}

Expected<std::vector<std::size_t>> solveHackenbushWinningCuts(const HackenbushPicture& picture, const Progress&,
                                                              const CancelToken& cancel) {
  if (auto error = validate(picture)) return *error;
  const GroundedReduction g = reduceGrounded(picture);
  const Reduction& r = g.reduction;
  const std::size_t classes = r.value.size();
  // required[c]: the value class c (with everything above it) must take for the whole picture
  // to be worth 0, when a single cut inside it could do that; −1 when no cut inside can.
  std::vector<std::int64_t> required(classes, -1);
  required[r.rootClass] = 0;
  for (std::size_t k = 1; k < r.order.size(); ++k) {
    const int c = r.order[k], p = r.parent[c];
    if (required[p] < 0) continue;
    const Nimber stalk = static_cast<Nimber>(required[p]) ^ r.value[p] ^ (r.value[c] + 1);  // 1 + new value of c
    if (stalk > 0) required[c] = static_cast<std::int64_t>(stalk - 1);
  }
  // Per class: its vertices and its non-bridge edges (with loops), and the children hanging on it.
  std::vector<std::vector<int>> classVertices(classes);
  for (std::size_t v = 0; v < r.classOf.size(); ++v) classVertices[r.classOf[v]].push_back(static_cast<int>(v));
  std::vector<std::vector<std::size_t>> classEdges(classes);
  for (std::size_t i = 0; i < g.edges.size(); ++i)
    if (!r.bridge[i]) classEdges[r.classOf[g.edges[i].first]].push_back(i);
  std::vector<std::vector<int>> children(classes);
  for (std::size_t k = 1; k < r.order.size(); ++k) children[r.parent[r.order[k]]].push_back(r.order[k]);

  std::vector<int> local(r.classOf.size(), -1);
  std::vector<std::size_t> winning;

  // A class that is one simple cycle (the common case) is cut in O(length) without re-reducing:
  // the cycle opens into two chains hanging from its attachment vertex.
  struct CycleClass {
    std::vector<int> vertices;        ///< around the cycle from the attachment vertex
    std::vector<Nimber> weight;       ///< per position: hanging children and loops
  };
  std::vector<std::optional<CycleClass>> cycles(classes);
  std::vector<char> cycleTried(classes, 0);
  std::vector<std::size_t> position(g.edges.size(), 0);  ///< per ring edge: j, joining positions j and j + 1
  auto cycleOf = [&](int c) -> const std::optional<CycleClass>& {
    if (cycleTried[c]) return cycles[c];
    cycleTried[c] = 1;
    const std::vector<int>& vs = classVertices[c];
    std::vector<std::size_t> ring;  // the non-loop edges
    for (std::size_t e : classEdges[c])
      if (g.edges[e].first != g.edges[e].second) ring.push_back(e);
    if (vs.size() < 2 || ring.size() != vs.size()) return cycles[c];
    // Each vertex on exactly two ring edges (connected with |E| = |V|: then it is one cycle).
    std::vector<std::vector<std::size_t>> at(vs.size());
    for (std::size_t i = 0; i < vs.size(); ++i) local[vs[i]] = static_cast<int>(i);
    for (std::size_t e : ring) {
      at[local[g.edges[e].first]].push_back(e);
      at[local[g.edges[e].second]].push_back(e);
    }
    for (const auto& list : at)
      if (list.size() != 2) return cycles[c];
    CycleClass cycle;
    int v = r.attach[c];
    std::size_t via = at[local[v]][0];
    for (std::size_t j = 0; j < vs.size(); ++j) {
      cycle.vertices.push_back(v);
      position[via] = j;  // edge `via` joins positions j and j + 1
      const auto [a, b] = g.edges[via];
      const int next = a == v ? b : a;
      const auto& nextEdges = at[local[next]];
      via = nextEdges[0] == via ? nextEdges[1] : nextEdges[0];
      v = next;
    }
    cycle.weight.assign(vs.size(), 0);
    for (std::size_t j = 0; j < vs.size(); ++j) local[cycle.vertices[j]] = static_cast<int>(j);
    for (int d : children[c]) cycle.weight[local[r.parentAttach[d]]] ^= r.value[d] + 1;
    for (std::size_t e : classEdges[c])
      if (g.edges[e].first == g.edges[e].second) cycle.weight[local[g.edges[e].first]] ^= 1;  // a loop is a leaf
    cycles[c] = std::move(cycle);
    return cycles[c];
  };
  auto cycleCutValue = [&](int c, std::size_t edge) -> std::optional<Nimber> {
    const auto& cycle = cycleOf(c);
    if (!cycle) return std::nullopt;
    const std::size_t len = cycle->vertices.size(), j = position[edge];
    const auto& w = cycle->weight;
    // Chain of positions 1..j above position 0, and chain len−1 down to j+1.
    auto chain = [&](std::size_t from, std::size_t to, bool up) -> Nimber {
      if (up ? from > to : from < to) return 0;
      Nimber x = w[to];
      for (std::size_t t = to; t != from;) {
        t = up ? t - 1 : t + 1;
        x = w[t] ^ (x + 1);
      }
      return x + 1;
    };
    Nimber total = w[0];
    if (j >= 1) total ^= chain(1, j, true);
    if (j + 1 <= len - 1) total ^= chain(len - 1, j + 1, false);
    return total;
  };
  for (std::size_t k = 0; k < g.edges.size(); ++k) {
    if ((k & 0xFF) == 0 && cancel.isCancelled())
      return stopError(cancel);
    const auto [u, v] = g.edges[k];
    bool wins = false;
    if (r.bridge[k]) {
      const int child = r.parent[r.classOf[u]] == r.classOf[v] ? r.classOf[u] : r.classOf[v];
      const int p = r.parent[child];
      wins = required[p] >= 0 && (r.value[p] ^ (r.value[child] + 1)) == static_cast<Nimber>(required[p]);
    } else if (u == v) {
      const int c = r.classOf[u];
      wins = required[c] >= 0 && (r.value[c] ^ 1) == static_cast<Nimber>(required[c]);
    } else {
      const int c = r.classOf[u];
      if (required[c] < 0) continue;
      if (auto cycleValue = cycleCutValue(c, k)) {
        wins = *cycleValue == static_cast<Nimber>(required[c]);
        if (wins) winning.push_back(g.original[k]);
        continue;
      }
      // Re-reduce the class without this edge (it stays connected: the edge lay on a cycle),
      // with every child subtree as a stalk hanging at its attachment vertex.
      const std::vector<int>& vs = classVertices[c];
      for (std::size_t i = 0; i < vs.size(); ++i) local[vs[i]] = static_cast<int>(i);
      std::vector<std::pair<int, int>> edges;
      edges.reserve(classEdges[c].size());
      for (std::size_t e : classEdges[c])
        if (e != k) edges.emplace_back(local[g.edges[e].first], local[g.edges[e].second]);
      std::vector<Nimber> weights(vs.size(), 0);
      for (int d : children[c]) weights[local[r.parentAttach[d]]] ^= r.value[d] + 1;
      const Reduction sub = reduce(static_cast<int>(vs.size()), edges, weights, local[r.attach[c]]);
      wins = sub.value[sub.rootClass] == static_cast<Nimber>(required[c]);
    }
    if (wins) winning.push_back(g.original[k]);
  }
  return winning;
}

}  // namespace gamelab
