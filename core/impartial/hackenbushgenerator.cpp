#include "core/impartial/hackenbushgenerator.h"

#include <algorithm>

namespace gamelab {

namespace {

enum class Style { Stalk, Tree, Cyclic };

/// One piece as a rooted forest on its own vertices (local numbers; roots stand on the ground)
/// plus the extra edges that close cycles.
struct Piece {
  std::vector<int> parent;  ///< −1 for a root
  std::vector<int> level;   ///< 1 for a root
  std::vector<std::pair<int, int>> extra;  ///< cycle edges between local vertices (loops allowed)

  int add(int p) {
    parent.push_back(p);
    level.push_back(p < 0 ? 1 : level[std::size_t(p)] + 1);
    return int(parent.size()) - 1;
  }
};

int uniform(std::mt19937_64& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

/// A piece of exactly `edges` edges (ground edges included).
Piece makePiece(int edges, Style style, std::mt19937_64& rng) {
  Piece piece;
  int left = edges;
  // Cycles first, built from vertices that stay neighbours on their level whatever grows later
  // (a later vertex of a level comes after them in the drawing order).
  if (style == Style::Cyclic && left >= 3) {
    const bool door = left < 4 || uniform(rng, 0, 1) == 0;
    const bool triangle = !door || (left >= 8 && uniform(rng, 0, 1) == 0);
    if (door) {  // two ground edges and the lintel between their tops
      const int a = piece.add(-1), b = piece.add(-1);
      piece.extra.emplace_back(a, b);
      left -= 3;
    }
    if (triangle) {  // a vertex, its first two children and the edge between them
      const int top = door ? 0 : piece.add(-1);
      const int a = piece.add(top), b = piece.add(top);
      piece.extra.emplace_back(a, b);
      left -= door ? 3 : 4;
    }
  }
  if (piece.parent.empty()) {
    piece.add(-1);
    --left;
  }
  // A loop at the top of a tree now and then (it points up, where nothing else is drawn).
  const bool loop = style != Style::Stalk && left >= 3 && uniform(rng, 0, 3) == 0;
  if (loop) --left;
  for (; left > 0; --left) {
    const int last = int(piece.parent.size()) - 1;
    int p = last;
    if (style != Style::Stalk && uniform(rng, 0, 1) == 0) p = uniform(rng, 0, last);
    piece.add(p);
  }
  if (loop) {
    const auto top = std::max_element(piece.level.begin(), piece.level.end()) - piece.level.begin();
    piece.extra.emplace_back(int(top), int(top));
  }
  return piece;
}

/// x of every vertex of a layered drawing: leaves one slot apart in depth-first order, a parent
/// midway between its first and last child (iterative; children in creation order).
std::vector<double> layoutPiece(const Piece& piece) {
  const std::size_t n = piece.parent.size();
  std::vector<std::vector<int>> children(n);
  std::vector<int> roots;
  for (std::size_t v = 0; v < n; ++v) {
    if (piece.parent[v] < 0) roots.push_back(int(v));
    else children[std::size_t(piece.parent[v])].push_back(int(v));
  }
  std::vector<double> x(n, 0);
  double next = 0;
  std::vector<std::pair<int, std::size_t>> stack;
  for (int r : roots) {
    stack.emplace_back(r, 0);
    while (!stack.empty()) {
      auto& [v, k] = stack.back();
      const auto& kids = children[std::size_t(v)];
      if (k < kids.size()) {
        const int child = kids[k++];
        stack.emplace_back(child, 0);
        continue;
      }
      if (kids.empty()) {
        x[std::size_t(v)] = next;
        next += kHackenbushSlot;
      } else {
        x[std::size_t(v)] = (x[std::size_t(kids.front())] + x[std::size_t(kids.back())]) / 2;
      }
      stack.pop_back();
    }
  }
  return x;
}

}  // namespace

HackenbushPicture randomHackenbushPicture(int edges, std::mt19937_64& rng) {
  const int total = std::clamp(edges, 1, kMaxRandomHackenbushEdges);
  // Several pieces: about one per three to six edges.
  const int most = std::max(1, std::min(total / 2, 6 + total / 12));
  const int fewest = std::min(most, std::max(1, (total + 4) / 6));
  const int pieces = uniform(rng, fewest, most);
  std::vector<int> sizes(std::size_t(pieces), 1);
  for (int e = pieces; e < total; ++e) ++sizes[std::size_t(uniform(rng, 0, pieces - 1))];

  HackenbushPicture picture;
  picture.vertices = 1;
  picture.coordinates = {{0, 0}};
  double left = 0;
  for (int size : sizes) {
    const int pick = uniform(rng, 0, 9);
    const Style style = size <= 2 || pick < 3 ? Style::Stalk : pick < 6 ? Style::Tree : Style::Cyclic;
    const Piece piece = makePiece(size, style, rng);
    const std::vector<double> x = layoutPiece(piece);
    const double lo = *std::min_element(x.begin(), x.end()), hi = *std::max_element(x.begin(), x.end());
    const int base = picture.vertices;
    for (std::size_t v = 0; v < piece.parent.size(); ++v) {
      picture.coordinates.emplace_back(left + x[v] - lo, double(piece.level[v]));
      const int p = piece.parent[v];
      picture.edges.emplace_back(p < 0 ? 0 : base + p, base + int(v));
    }
    for (const auto& [a, b] : piece.extra) picture.edges.emplace_back(base + a, base + b);
    picture.vertices += int(piece.parent.size());
    left += hi - lo + 2 * kHackenbushSlot;
  }
  picture.coordinates[0] = {(left - 2 * kHackenbushSlot) / 2, 0};
  return picture;
}

}  // namespace gamelab
