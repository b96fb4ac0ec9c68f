// Last-move-wins Nim and random binary games (generators.h).
#include "core/kingmaker/generators.h"

#include <algorithm>
#include <random>

namespace gamelab::kingmaker {

namespace {

/// A Nim position on the explicit stack: the sorted heaps, the mover, and the next move to
/// try (heap index, counters taken).
struct NimFrame {
  std::vector<int> heaps;
  int player;
  std::size_t heap = 0;
  int take = 1;
};

/// The next move of `frame` in the reference's order (heaps left to right, skipping a heap
/// equal to the one before it; 1..h counters), or false when there is none.
bool nextNimMove(NimFrame& frame, std::vector<int>& out) {
  while (frame.heap < frame.heaps.size()) {
    const std::size_t i = frame.heap;
    const bool duplicate = i > 0 && frame.heaps[i] == frame.heaps[i - 1];
    if (duplicate || frame.take > frame.heaps[i]) {
      ++frame.heap;
      frame.take = 1;
      continue;
    }
    out = frame.heaps;
    out[i] -= frame.take++;
    std::sort(out.begin(), out.end());
    return true;
  }
  return false;
}

}  // namespace

Expected<BinaryGame> nimGame(const std::vector<int>& heaps, int players, std::int64_t maxNodes) {
  if (players < 2 || players > kMaxPlayers) {
    return makeProblemError(ErrorCode::InvalidArgument, Problem::BinaryPlayerCount,
                            {std::to_string(players), "2", std::to_string(kMaxPlayers)});
  }
  constexpr std::size_t kMaxHeaps = 64;
  if (heaps.size() > kMaxHeaps) {
    return makeProblemError(ErrorCode::InvalidArgument, Problem::TooManyEntries,
                            {"heaps", std::to_string(heaps.size()), std::to_string(kMaxHeaps)});
  }
  std::int64_t total = 0;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if (heaps[i] < 0) {
      return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative,
                              {"heaps[" + std::to_string(i) + "]", std::to_string(heaps[i])});
    }
    total += heaps[i];
  }
  if (total == 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBePositive, {"heaps", "0"});
  // The root alone has one child per counter of each distinct heap size.
  if (total + 1 > maxNodes) return makeProblemError(ErrorCode::TooLarge, Problem::TooManyNodes, {std::to_string(total + 1), std::to_string(maxNodes)});

  std::vector<int> start = heaps;
  start.erase(std::remove(start.begin(), start.end(), 0), start.end());  // empty heaps change nothing
  std::sort(start.begin(), start.end());
  BinaryGameBuilder builder(players);
  std::int64_t nodes = 1;
  std::vector<NimFrame> stack;
  stack.push_back({start, 0});
  builder.beginNode(0);
  std::vector<int> next;
  while (!stack.empty()) {
    NimFrame& frame = stack.back();
    if (!nextNimMove(frame, next)) {
      builder.endNode();
      stack.pop_back();
      continue;
    }
    if (++nodes > maxNodes) return makeProblemError(ErrorCode::TooLarge, Problem::TooManyNodes, {std::to_string(nodes), std::to_string(maxNodes)});
    const int mover = frame.player;
    if (std::all_of(next.begin(), next.end(), [](int h) { return h == 0; })) {
      builder.leaf(mover);  // the mover took the last counter
      continue;
    }
    const int following = (mover + 1) % players;
    builder.beginNode(following);
    stack.push_back({next, following});
  }
  BinaryGame game = builder.finish();
  return game;
}

BinaryGame randomBinaryGame(const RandomTreeOptions& options) {
  const int players = std::clamp(options.players, 2, kMaxPlayers);
  const int minChildren = std::max(1, options.minChildren);
  const int maxChildren = std::max(minChildren, options.maxChildren);
  const std::int64_t target = std::clamp<std::int64_t>(options.nodes, 1, std::int64_t{1} << 30);
  std::mt19937_64 rng(options.seed);
  auto uniform = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng); };

  // The shape, breadth first: children of a node get consecutive numbers. A node becomes a
  // leaf with probability 3/10 (never the last open node, so the tree reaches the target),
  // and every node is a leaf once the target is reached.
  std::vector<std::int32_t> firstChild;
  std::vector<std::int32_t> childCount;
  firstChild.reserve(static_cast<std::size_t>(target) + static_cast<std::size_t>(maxChildren));
  childCount.reserve(firstChild.capacity());
  firstChild.push_back(0);
  childCount.push_back(0);
  std::int64_t created = 1;
  for (std::size_t v = 0; v < firstChild.size(); ++v) {
    const std::int64_t open = static_cast<std::int64_t>(firstChild.size() - v);
    const int k = uniform(minChildren, maxChildren);
    if (created + k > target && created > 1) continue;
    if (created >= target) continue;
    if (open > 1 && uniform(0, 9) < 3) continue;
    firstChild[v] = static_cast<std::int32_t>(firstChild.size());
    childCount[v] = k;
    for (int c = 0; c < k; ++c) {
      firstChild.push_back(0);
      childCount.push_back(0);
    }
    created += k;
  }
  // Movers and winners, then the pre-order numbering.
  std::vector<int> player(firstChild.size());
  for (auto& p : player) p = uniform(0, players - 1);
  BinaryGameBuilder builder(players);
  std::vector<std::pair<std::size_t, int>> stack;  // shape node, next child
  auto enter = [&](std::size_t v) {
    if (childCount[v] == 0) {
      builder.leaf(player[v]);
    } else {
      builder.beginNode(player[v]);
      stack.emplace_back(v, 0);
    }
  };
  enter(0);
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    if (next < childCount[v]) {
      const std::size_t child = static_cast<std::size_t>(firstChild[v]) + static_cast<std::size_t>(next++);
      enter(child);
    } else {
      builder.endNode();
      stack.pop_back();
    }
  }
  return builder.finish();
}

}  // namespace gamelab::kingmaker
