/// Red-blue-green Hackenbush: edges "u-v:C" joined by ",", vertex 0 the ground, C one of L
/// (blue), R (red), G (green). Edges not connected to the ground fall. Components are the
/// edge sets that meet only at the ground, each relabelled (vertices 1… in an order fixed by
/// invariants) and written in the least of its two colourings (swapping L and R negates).
#include "core/common/problem.h"
#include "core/common/textexcerpt.h"
#include "core/partizan/rulesetdetail.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace gamelab::partizan::detail {
namespace {

struct Edge {
  int u = 0;
  int v = 0;
  char colour = 'G';
};

/// Reads a normalised (or at least well-formed) text; no checks.
std::vector<Edge> edgesOf(const std::string& text) {
  std::vector<Edge> edges;
  std::size_t i = 0;
  while (i < text.size()) {
    Edge e;
    while (text[i] != '-') e.u = e.u * 10 + (text[i++] - '0');
    ++i;
    while (text[i] != ':') e.v = e.v * 10 + (text[i++] - '0');
    e.colour = text[i + 1];
    i += 3;  // ":C,"
    edges.push_back(e);
  }
  return edges;
}

std::string textOf(const std::vector<Edge>& edges) {
  std::string out;
  for (const auto& e : edges) {
    if (!out.empty()) out += ',';
    out += std::to_string(e.u) + '-' + std::to_string(e.v) + ':' + e.colour;
  }
  return out;
}

int largestVertex(const std::vector<Edge>& edges) {
  int n = 0;
  for (const auto& e : edges) n = std::max({n, e.u, e.v});
  return n;
}

/// The edges still connected to the ground, in their order.
std::vector<Edge> standing(const std::vector<Edge>& edges) {
  const int n = largestVertex(edges) + 1;
  std::vector<std::vector<int>> adjacent(static_cast<std::size_t>(n));
  for (const auto& e : edges) {
    adjacent[e.u].push_back(e.v);
    adjacent[e.v].push_back(e.u);
  }
  std::vector<char> grounded(static_cast<std::size_t>(n), 0);
  std::vector<int> stack{0};
  grounded[0] = 1;
  while (!stack.empty()) {
    const int x = stack.back();
    stack.pop_back();
    for (int y : adjacent[x])
      if (!grounded[y]) grounded[y] = 1, stack.push_back(y);
  }
  std::vector<Edge> out;
  for (const auto& e : edges)
    if (grounded[e.u]) out.push_back(e);
  return out;
}

char swapped(char colour) { return colour == 'L' ? 'R' : colour == 'R' ? 'L' : 'G'; }

/// The component relabelled: vertices other than the ground ordered by (distance from the
/// ground, degree, incident colours, old number), edges written low-high and sorted.
std::string relabelled(const std::vector<Edge>& edges, bool swapColours) {
  const int n = largestVertex(edges) + 1;
  std::vector<std::vector<int>> adjacent(static_cast<std::size_t>(n));
  std::vector<std::string> colours(static_cast<std::size_t>(n));
  for (const auto& e : edges) {
    const char c = swapColours ? swapped(e.colour) : e.colour;
    adjacent[e.u].push_back(e.v);
    adjacent[e.v].push_back(e.u);
    colours[e.u] += c;
    colours[e.v] += c;
  }
  std::vector<int> distance(static_cast<std::size_t>(n), -1);
  std::vector<int> queue{0};
  distance[0] = 0;
  for (std::size_t k = 0; k < queue.size(); ++k)
    for (int y : adjacent[queue[k]])
      if (distance[y] < 0) distance[y] = distance[queue[k]] + 1, queue.push_back(y);
  for (auto& c : colours) std::sort(c.begin(), c.end());
  std::vector<int> order;
  for (int x = 1; x < n; ++x)
    if (distance[x] > 0) order.push_back(x);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return std::tie(distance[a], colours[a], a) < std::tie(distance[b], colours[b], b);
  });
  std::vector<int> label(static_cast<std::size_t>(n), 0);
  for (std::size_t k = 0; k < order.size(); ++k) label[order[k]] = static_cast<int>(k) + 1;
  std::vector<Edge> out;
  for (const auto& e : edges) {
    int a = label[e.u], b = label[e.v];
    if (a > b) std::swap(a, b);
    out.push_back(Edge{a, b, swapColours ? swapped(e.colour) : e.colour});
  }
  std::sort(out.begin(), out.end(), [](const Edge& x, const Edge& y) {
    return std::tie(x.u, x.v, x.colour) < std::tie(y.u, y.v, y.colour);
  });
  return textOf(out);
}

}  // namespace

Expected<std::string> readHackenbush(std::string_view text) {
  std::vector<Edge> edges;
  std::size_t i = 0;
  const auto skipBlanks = [&] {
    while (i < text.size() && isBlank(text[i])) ++i;
  };
  skipBlanks();
  if (i == text.size()) return std::string();
  while (true) {
    skipBlanks();
    const std::size_t start = i;
    std::size_t end = text.find(',', i);
    if (end == std::string_view::npos) end = text.size();
    const auto bad = [&] {
      std::size_t last = end;
      while (last > start && isBlank(text[last - 1])) --last;
      return syntaxErrorAt(text, start, Problem::CgtBadEdge, {excerpt(text.substr(start, last - start))});
    };
    // u-v:C with blanks allowed between the parts
    Edge e;
    int* targets[2] = {&e.u, &e.v};
    for (int part = 0; part < 2; ++part) {
      skipBlanks();
      const std::size_t digits = i;
      long long value = 0;
      while (i < end && text[i] >= '0' && text[i] <= '9') {
        value = std::min<long long>(value * 10 + (text[i] - '0'), 1'000'000);
        ++i;
      }
      if (i == digits) return bad();
      if (value > kMaxHackenbushVertex) return positionTooLarge(value, "as a vertex number", kMaxHackenbushVertex);
      *targets[part] = static_cast<int>(value);
      skipBlanks();
      if (i >= end || text[i] != (part == 0 ? '-' : ':')) return bad();
      ++i;
    }
    skipBlanks();
    if (i >= end) return bad();
    const char c = text[i] >= 'a' && text[i] <= 'z' ? static_cast<char>(text[i] - 'a' + 'A') : text[i];
    if (c != 'L' && c != 'R' && c != 'G') return bad();
    e.colour = c;
    ++i;
    skipBlanks();
    if (i != end) return bad();
    if (static_cast<int>(edges.size()) >= kMaxHackenbushEdges)
      return positionTooLarge(static_cast<long long>(edges.size()) + 1, "edges", kMaxHackenbushEdges);
    edges.push_back(e);
    if (end == text.size()) break;
    i = end + 1;
  }
  return textOf(standing(edges));
}

std::vector<Move> hackenbushMoves(const std::string& text, Side side) {
  std::vector<Move> moves;
  const auto edges = edgesOf(text);
  const char own = side == Side::Left ? 'L' : 'R';
  for (std::size_t k = 0; k < edges.size(); ++k) {
    if (edges[k].colour != own && edges[k].colour != 'G') continue;
    auto rest = edges;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
    moves.push_back(Move{Position{Ruleset::Hackenbush, textOf(standing(rest))}, {static_cast<int>(k)}});
  }
  return moves;
}

std::vector<Component> hackenbushComponents(const std::string& text) {
  const auto edges = edgesOf(text);
  const int n = largestVertex(edges) + 1;
  // union-find over the vertices but the ground
  std::vector<int> parent(static_cast<std::size_t>(n));
  std::iota(parent.begin(), parent.end(), 0);
  const auto find = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (const auto& e : edges)
    if (e.u != 0 && e.v != 0) parent[find(e.u)] = find(e.v);
  std::vector<std::vector<Edge>> groups;
  std::vector<int> groupOf(static_cast<std::size_t>(n), -1);
  for (const auto& e : edges) {
    const int root = e.u == 0 && e.v == 0 ? -1 : find(e.u != 0 ? e.u : e.v);
    if (root < 0) {
      groups.push_back({e});  // a loop at the ground is a component of its own
      continue;
    }
    if (groupOf[root] < 0) groupOf[root] = static_cast<int>(groups.size()), groups.emplace_back();
    groups[groupOf[root]].push_back(e);
  }
  std::vector<Component> out;
  for (const auto& group : groups) {
    auto plain = relabelled(group, false);
    auto turned = relabelled(group, true);
    if (turned < plain) out.push_back(Component{std::move(turned), true});
    else out.push_back(Component{std::move(plain), false});
  }
  return out;
}

}  // namespace gamelab::partizan::detail
