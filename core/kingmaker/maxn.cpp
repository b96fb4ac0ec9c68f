// maxn with tie rules and the paranoid search on binary games (spe.h).
#include "core/kingmaker/spe.h"

namespace gamelab::kingmaker {

namespace {

constexpr NodeIndex kPollEvery = 1 << 16;
/// Average: the denominators can grow along a path of ties, so poll more often.
constexpr NodeIndex kAveragePollEvery = 1 << 10;

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

/// A uniform draw from 0..count-1 for node v: a function of (seed, v) only, so the choice
/// at a node does not depend on the order in which nodes are visited.
int drawAt(std::uint64_t seed, NodeIndex v, int count) {
  const std::uint64_t r = splitmix64(splitmix64(seed) ^ (static_cast<std::uint64_t>(v) * 0xD1B54A32D192ED03ULL));
  return static_cast<int>((static_cast<unsigned __int128>(r) * static_cast<unsigned>(count)) >> 64);
}

RationalVector unitVector(int players, int winner) {
  RationalVector out(static_cast<std::size_t>(players), Rational(0));
  out[static_cast<std::size_t>(winner)] = 1;
  return out;
}

/// Every rule but Average: the value of a node is a leaf's unit vector, so a winner per
/// node is enough.
Expected<MaxnResult> maxnByWinner(const BinaryGame& game, const MaxnOptions& options, int viewpoint,
                                  const Progress& progress, const CancelToken& cancel) {
  const NodeIndex n = game.nodeCount();
  MaxnResult result;
  result.chosen.assign(static_cast<std::size_t>(n), -1);
  result.tied.assign(game.childList.size(), 0);
  std::vector<int> win(static_cast<std::size_t>(n), kNobody);
  for (NodeIndex v = n - 1; v >= 0; --v) {
    if ((v & (kPollEvery - 1)) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      progress.report(static_cast<double>(n - v) / n, "maxn");
    }
    const auto vi = static_cast<std::size_t>(v);
    if (game.isLeaf(v)) {
      win[vi] = game.winner(v);
      continue;
    }
    const auto kids = game.children(v);
    const int k = static_cast<int>(kids.size());
    auto winOf = [&](int c) { return win[static_cast<std::size_t>(kids[static_cast<std::size_t>(c)])]; };
    // The children the rule considers equally good (`good`), and which of them it picks.
    int target = game.owner(v);
    bool wantWinner = true;  // good = children won by target (if any), else = children not won by it
    if (options.tie == TieRule::Paranoid && game.owner(v) != viewpoint) {
      target = viewpoint;
      wantWinner = false;
    }
    bool any = false;
    for (int c = 0; c < k && !any; ++c) any = (winOf(c) == target) == wantWinner;
    auto good = [&](int c) { return !any || (winOf(c) == target) == wantWinner; };
    int count = 0;
    int first = -1;
    int last = -1;
    for (int c = 0; c < k; ++c) {
      if (!good(c)) continue;
      result.tied[static_cast<std::size_t>(game.edge(v, c))] = 1;
      if (first < 0) first = c;
      last = c;
      ++count;
    }
    int pick = first;
    switch (options.tie) {
      case TieRule::First:
      case TieRule::Paranoid:
      case TieRule::Average:
        break;
      case TieRule::Last:
        pick = last;
        break;
      case TieRule::Random: {
        int draw = drawAt(options.seed, v, count);
        for (int c = 0; c < k; ++c) {
          if (good(c) && draw-- == 0) {
            pick = c;
            break;
          }
        }
        break;
      }
      case TieRule::Pessimistic:
        // The viewpoint player expects the worst of the others' ties: a child it does not win.
        if (game.owner(v) != viewpoint) {
          for (int c = 0; c < k; ++c) {
            if (good(c) && winOf(c) != viewpoint) {
              pick = c;
              break;
            }
          }
        }
        break;
    }
    result.chosen[vi] = pick;
    win[vi] = winOf(pick);
  }
  if (n > 0) result.rootValue = unitVector(game.players, win[0]);
  return result;
}

/// Average (Luckhardt–Irani): a node's vector is the mean of its mover's tied best children.
/// The vectors of nodes whose parent is not done yet are kept on a stack (first child on top).
Expected<MaxnResult> maxnAverage(const BinaryGame& game, const Progress& progress, const CancelToken& cancel) {
  const NodeIndex n = game.nodeCount();
  const auto players = static_cast<std::size_t>(game.players);
  MaxnResult result;
  result.chosen.assign(static_cast<std::size_t>(n), -1);
  result.tied.assign(game.childList.size(), 0);
  std::vector<RationalVector> stack;
  std::size_t top = 0;
  RationalVector sum(players);
  for (NodeIndex v = n - 1; v >= 0; --v) {
    if ((v & (kAveragePollEvery - 1)) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      if ((v & (kPollEvery - 1)) == 0) progress.report(static_cast<double>(n - v) / n, "maxn");
    }
    if (game.isLeaf(v)) {
      if (stack.size() <= top) stack.emplace_back(players);
      RationalVector& entry = stack[top++];
      for (std::size_t p = 0; p < players; ++p) entry[p] = 0;
      entry[static_cast<std::size_t>(game.winner(v))] = 1;
      continue;
    }
    const auto mover = static_cast<std::size_t>(game.owner(v));
    const int k = game.childCount(v);
    const std::size_t base = top - static_cast<std::size_t>(k);
    auto valueOf = [&](int c) -> RationalVector& { return stack[base + static_cast<std::size_t>(k - 1 - c)]; };
    const Rational* best = &valueOf(0)[mover];
    for (int c = 1; c < k; ++c)
      if (valueOf(c)[mover] > *best) best = &valueOf(c)[mover];
    const Rational bestValue = *best;
    int count = 0;
    for (std::size_t p = 0; p < players; ++p) sum[p] = 0;
    for (int c = 0; c < k; ++c) {
      const RationalVector& value = valueOf(c);
      if (value[mover] != bestValue) continue;
      result.tied[static_cast<std::size_t>(game.edge(v, c))] = 1;
      if (count == 0) result.chosen[static_cast<std::size_t>(v)] = c;
      ++count;
      for (std::size_t p = 0; p < players; ++p) sum[p] += value[p];
    }
    if (count > 1)
      for (std::size_t p = 0; p < players; ++p) sum[p] /= count;
    top = base + 1;
    stack[base].swap(sum);
  }
  if (n > 0) result.rootValue = stack[0];
  return result;
}

}  // namespace

Expected<MaxnResult> solveMaxn(const BinaryGame& game, const MaxnOptions& options, const Progress& progress,
                               const CancelToken& cancel) {
  if (options.viewpoint < -1 || options.viewpoint >= game.players) {
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeBetween,
                            {"viewpoint", "-1", std::to_string(game.players - 1), std::to_string(options.viewpoint)});
  }
  int viewpoint = options.viewpoint;
  if (viewpoint < 0) viewpoint = game.nodeCount() > 0 && !game.isLeaf(0) ? game.owner(0) : 0;
  auto result = options.tie == TieRule::Average ? maxnAverage(game, progress, cancel)
                                                : maxnByWinner(game, options, viewpoint, progress, cancel);
  if (result) progress.report(1.0, "maxn");
  return result;
}

}  // namespace gamelab::kingmaker
