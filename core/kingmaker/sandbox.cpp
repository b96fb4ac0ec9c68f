#include "core/kingmaker/sandbox.h"

#include <algorithm>

namespace gamelab::kingmaker {

namespace {

/// The value of node v from its children's values and its local strategy.
RationalVector mixValue(const BinaryGame& game, const MixedProfile& profile, const std::vector<RationalVector>& values,
                        NodeIndex v) {
  RationalVector out(static_cast<std::size_t>(game.players), Rational(0));
  const auto& local = profile[static_cast<std::size_t>(v)];
  for (int k = 0; k < game.childCount(v); ++k) {
    if (local[static_cast<std::size_t>(k)] == 0) continue;
    const auto& child = values[static_cast<std::size_t>(game.children(v)[k])];
    for (std::size_t p = 0; p < out.size(); ++p) out[p] += local[static_cast<std::size_t>(k)] * child[p];
  }
  return out;
}

RationalVector leafValue(const BinaryGame& game, NodeIndex v) {
  RationalVector out(static_cast<std::size_t>(game.players), Rational(0));
  out[static_cast<std::size_t>(game.winner(v))] = 1;
  return out;
}

/// The best value of the mover over the children.
Rational bestFor(const BinaryGame& game, const std::vector<RationalVector>& values, NodeIndex v) {
  const auto mover = static_cast<std::size_t>(game.owner(v));
  Rational best = values[static_cast<std::size_t>(game.children(v)[0])][mover];
  for (NodeIndex c : game.children(v)) best = std::max(best, values[static_cast<std::size_t>(c)][mover]);
  return best;
}

/// True when the local strategy at v puts weight only on the mover's best children.
bool isBestReply(const BinaryGame& game, const RationalVector& local, const std::vector<RationalVector>& values,
                 NodeIndex v) {
  const Rational best = bestFor(game, values, v);
  const auto mover = static_cast<std::size_t>(game.owner(v));
  for (int k = 0; k < game.childCount(v); ++k)
    if (local[static_cast<std::size_t>(k)] != 0 && values[static_cast<std::size_t>(game.children(v)[k])][mover] != best)
      return false;
  return true;
}

}  // namespace

MixedProfile firstChildProfile(const BinaryGame& game) {
  MixedProfile profile(static_cast<std::size_t>(game.nodeCount()));
  for (NodeIndex v = 0; v < game.nodeCount(); ++v) {
    if (game.isLeaf(v)) continue;
    auto& local = profile[static_cast<std::size_t>(v)];
    local.assign(static_cast<std::size_t>(game.childCount(v)), Rational(0));
    local[0] = 1;
  }
  return profile;
}

std::vector<RationalVector> subgameValues(const BinaryGame& game, const MixedProfile& profile) {
  std::vector<RationalVector> values(static_cast<std::size_t>(game.nodeCount()));
  for (NodeIndex v = game.nodeCount() - 1; v >= 0; --v)
    values[static_cast<std::size_t>(v)] = game.isLeaf(v) ? leafValue(game, v) : mixValue(game, profile, values, v);
  return values;
}

std::vector<NodeIndex> nonBestReplies(const BinaryGame& game, const MixedProfile& profile) {
  const auto values = subgameValues(game, profile);
  std::vector<NodeIndex> out;
  for (NodeIndex v = 0; v < game.nodeCount(); ++v)
    if (!game.isLeaf(v) && !isBestReply(game, profile[static_cast<std::size_t>(v)], values, v)) out.push_back(v);
  return out;
}

bool Deviation::motive() const {
  return payoffAfter[static_cast<std::size_t>(player)] > payoffBefore[static_cast<std::size_t>(player)];
}

Deviation oneStepLookahead(const BinaryGame& game, const MixedProfile& profile, NodeIndex node,
                           const RationalVector& newLocal) {
  Deviation d;
  d.player = game.owner(node);
  d.payoffBefore = subgameValues(game, profile)[0];
  d.after = profile;
  d.after[static_cast<std::size_t>(node)] = newLocal;
  // Bottom-up: the values below a node are final (reactions included) when it is reached.
  std::vector<RationalVector> values(static_cast<std::size_t>(game.nodeCount()));
  for (NodeIndex v = game.nodeCount() - 1; v >= 0; --v) {
    if (game.isLeaf(v)) {
      values[static_cast<std::size_t>(v)] = leafValue(game, v);
      continue;
    }
    auto& local = d.after[static_cast<std::size_t>(v)];
    if (v == node) {
      d.deviationIsBestReply = isBestReply(game, local, values, v);
    } else if (game.owner(v) != d.player && !isBestReply(game, local, values, v)) {
      // One element of B_j: the first best child with probability 1.
      const Rational best = bestFor(game, values, v);
      const auto mover = static_cast<std::size_t>(game.owner(v));
      local.assign(local.size(), Rational(0));
      for (int k = 0; k < game.childCount(v); ++k) {
        if (values[static_cast<std::size_t>(game.children(v)[k])][mover] == best) {
          local[static_cast<std::size_t>(k)] = 1;
          break;
        }
      }
      d.reacted.push_back(v);
      d.reactingPlayers.push_back(game.owner(v));
    }
    values[static_cast<std::size_t>(v)] = mixValue(game, d.after, values, v);
  }
  std::reverse(d.reacted.begin(), d.reacted.end());
  std::sort(d.reactingPlayers.begin(), d.reactingPlayers.end());
  d.reactingPlayers.erase(std::unique(d.reactingPlayers.begin(), d.reactingPlayers.end()), d.reactingPlayers.end());
  d.payoffAfter = values[0];
  return d;
}

}  // namespace gamelab::kingmaker
