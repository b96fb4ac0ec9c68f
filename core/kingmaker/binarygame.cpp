#include "core/kingmaker/binarygame.h"

#include "core/tree/treevalidation.h"

#include <algorithm>
#include <optional>

namespace gamelab::kingmaker {

namespace {

std::string vectorText(const RationalVector& values) {
  std::string out = "(";
  for (std::size_t k = 0; k < values.size(); ++k) {
    if (k > 0) out += ", ";
    out += toString(values[k]);
  }
  return out + ")";
}

std::string nodeNumber(NodeId id) { return std::to_string(static_cast<long long>(id) + 1); }

/// The winner of a play whose accumulated payoff is `base` (nullptr = all zeros) plus
/// `outcome` (nullptr = none), or nullopt with `payoff` set to the vector found.
std::optional<int> winnerOf(int players, const RationalVector* base, const RationalVector* outcome,
                            RationalVector& payoff) {
  int winner = -1;
  bool ok = true;
  const Rational zero(0);
  const Rational one(1);
  Rational sum;
  for (int k = 0; k < players; ++k) {
    const auto i = static_cast<std::size_t>(k);
    const Rational* value = &zero;
    if (base != nullptr && outcome != nullptr && i < outcome->size()) {
      sum = (*base)[i] + (*outcome)[i];
      value = &sum;
    } else if (base != nullptr) {
      value = &(*base)[i];
    } else if (outcome != nullptr && i < outcome->size()) {
      value = &(*outcome)[i];
    }
    if (*value == one && winner < 0) winner = k;
    else if (*value != zero) ok = false;
  }
  if (ok && winner >= 0) return winner;
  payoff.assign(static_cast<std::size_t>(players), Rational(0));
  for (int k = 0; k < players; ++k) {
    const auto i = static_cast<std::size_t>(k);
    if (base != nullptr) payoff[i] += (*base)[i];
    if (outcome != nullptr && i < outcome->size()) payoff[i] += (*outcome)[i];
  }
  return std::nullopt;
}

/// Walks the tree in pre-order (iteratively) and checks that it is a binary game; calls
/// onLeaf(winner, id), onBegin(owner, id) and onEnd() in builder order.
template <class OnLeaf, class OnBegin, class OnEnd>
std::optional<Error> walkBinary(const GameTree& tree, OnLeaf onLeaf, OnBegin onBegin, OnEnd onEnd) {
  if (auto error = firstTreeError(tree)) return error;
  const int players = tree.players();
  if (players < 2 || players > kMaxPlayers) {
    return makeProblemError(ErrorCode::WrongShape, Problem::BinaryPlayerCount,
                            {std::to_string(players), "2", std::to_string(kMaxPlayers)});
  }
  std::vector<std::int64_t> setSize(tree.infoSets.size(), 0);
  for (const TreeNode& node : tree.nodes)
    if (node.infoSet >= 0) ++setSize[static_cast<std::size_t>(node.infoSet)];

  auto outcomeOf = [&](NodeId id) -> const RationalVector* {
    const int o = tree.node(id).outcome;
    return o < 0 ? nullptr : &tree.outcomes[static_cast<std::size_t>(o)].payoffs;
  };
  struct Frame {
    NodeId node;
    std::size_t next;
    bool pushedSum;
  };
  std::vector<Frame> stack;
  std::vector<RationalVector> sums;  // accumulated payoffs of the open nodes that carry outcomes
  RationalVector found;
  NodeId start = tree.root();
  for (;;) {
    // Enter `start`.
    const TreeNode& node = tree.node(start);
    const RationalVector* base = sums.empty() ? nullptr : &sums.back();
    if (node.isTerminal()) {
      const auto winner = winnerOf(players, base, outcomeOf(start), found);
      if (!winner) {
        return makeProblemError(ErrorCode::WrongShape, Problem::BinaryLeafNotOneWinner,
                                {nodeNumber(start), vectorText(found)});
      }
      onLeaf(*winner, start);
    } else {
      const InfoSet& set = tree.infoSets[static_cast<std::size_t>(node.infoSet)];
      if (set.isChance())
        return makeProblemError(ErrorCode::WrongShape, Problem::BinaryChanceNode, {nodeNumber(start)});
      const auto members = setSize[static_cast<std::size_t>(node.infoSet)];
      if (members > 1) {
        return makeProblemError(ErrorCode::WrongShape, Problem::BinaryImperfectInformation,
                                {nodeNumber(start), std::to_string(members)});
      }
      onBegin(set.player, start);
      bool pushed = false;
      if (const RationalVector* own = outcomeOf(start)) {
        RationalVector sum = base != nullptr ? *base : RationalVector(static_cast<std::size_t>(players), Rational(0));
        for (std::size_t k = 0; k < sum.size() && k < own->size(); ++k) sum[k] += (*own)[k];
        sums.push_back(std::move(sum));
        pushed = true;
      }
      stack.push_back({start, 0, pushed});
    }
    // Find the next node to enter: the next child of the deepest open node.
    start = kNoNode;
    while (!stack.empty()) {
      Frame& top = stack.back();
      const auto& children = tree.node(top.node).children;
      if (top.next < children.size()) {
        start = children[top.next++];
        break;
      }
      if (top.pushedSum) sums.pop_back();
      stack.pop_back();
      onEnd();
    }
    if (start == kNoNode) return std::nullopt;
  }
}

}  // namespace

Expected<BinaryGame> binaryGameOf(const GameTree& tree) {
  BinaryGameBuilder builder(std::max(tree.players(), 1));
  const auto error = walkBinary(
      tree, [&](int winner, NodeId id) { builder.leaf(winner, id); },
      [&](int owner, NodeId id) { builder.beginNode(owner, id); }, [&] { builder.endNode(); });
  if (error) return *error;
  BinaryGame game = builder.finish();
  game.playerNames = tree.playerNames;
  return game;
}

bool isBinaryGame(const GameTree& tree) {
  return !walkBinary(tree, [](int, NodeId) {}, [](int, NodeId) {}, [] {}).has_value();
}

GameTree gameTreeOf(const BinaryGame& game) {
  GameTree tree(game.players);
  for (int p = 0; p < game.players && p < static_cast<int>(game.playerNames.size()); ++p)
    tree.playerNames[static_cast<std::size_t>(p)] = game.playerNames[static_cast<std::size_t>(p)];
  tree.outcomes.reserve(static_cast<std::size_t>(game.players));
  for (int p = 0; p < game.players; ++p) {
    const std::string& stored = tree.playerNames[static_cast<std::size_t>(p)];
    const std::string name = stored.empty() ? "Player " + std::to_string(p + 1) : stored;
    RationalVector payoffs(static_cast<std::size_t>(game.players), Rational(0));
    payoffs[static_cast<std::size_t>(p)] = 1;
    tree.outcomes.push_back({name + " wins", std::move(payoffs), {}});
  }
  // Pre-order numbering keeps parent < child, so the node ids can be the game's own.
  const NodeIndex n = game.nodeCount();
  tree.nodes.assign(static_cast<std::size_t>(n), TreeNode{});
  std::vector<int> nextNumber(static_cast<std::size_t>(game.players), 1);
  for (NodeIndex v = 0; v < n; ++v) {
    TreeNode& node = tree.nodes[static_cast<std::size_t>(v)];
    node.parent = game.parent[static_cast<std::size_t>(v)];
    if (game.isLeaf(v)) {
      node.outcome = game.winner(v);
      continue;
    }
    const int owner = game.owner(v);
    InfoSet set;
    set.player = owner;
    set.number = nextNumber[static_cast<std::size_t>(owner)]++;
    const auto kids = game.children(v);
    set.actions.reserve(kids.size());
    for (std::size_t a = 1; a <= kids.size(); ++a) set.actions.push_back(std::to_string(a));
    node.infoSet = static_cast<int>(tree.infoSets.size());
    tree.infoSets.push_back(std::move(set));
    node.children.assign(kids.begin(), kids.end());
  }
  return tree;
}

}  // namespace gamelab::kingmaker
