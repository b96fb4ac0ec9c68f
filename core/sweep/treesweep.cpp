#include "core/sweep/treesweep.h"

#include "core/algebra/realroots.h"
#include "core/sweep/sweepinterval.h"
#include "core/sweep/sweeproots.h"
#include "core/tree/backwardinduction.h"

#include <algorithm>
#include <optional>

namespace gamelab {
namespace {

using sweep::compareRoots;
using sweep::rationalNumber;
using Functions = std::vector<RationalFunction>;

/// The action chosen at each node's information set by a pure behaviour profile (-1 at chance
/// and terminal nodes).
std::vector<int> choicesOf(const GameTree& tree, const BehaviourProfile& behaviour) {
  std::vector<int> chosen(tree.nodes.size(), -1);
  for (NodeId n = 0; n < tree.nodeCount(); ++n) {
    const TreeNode& node = tree.node(n);
    if (node.isTerminal() || tree.isChance(n)) continue;
    const RationalVector& b = behaviour[static_cast<std::size_t>(node.infoSet)];
    chosen[static_cast<std::size_t>(n)] = static_cast<int>(std::max_element(b.begin(), b.end()) - b.begin());
  }
  return chosen;
}

/// Every node's payoffs (per player) as functions of t under fixed choices, bottom-up in reverse
/// preorder (no recursion). Polls `cancel` every 1024 nodes.
Expected<std::vector<Functions>> nodeFunctions(const ParametricTree& game, const std::vector<int>& chosen,
                                               const CancelToken& cancel) {
  const GameTree& tree = game.tree;
  const std::size_t players = static_cast<std::size_t>(tree.players());
  const std::vector<NodeId> order = tree.subtree(tree.root());
  std::vector<Functions> value(tree.nodes.size());
  for (std::size_t k = order.size(); k-- > 0;) {
    if ((k & 1023) == 0 && cancel.isCancelled()) return stopError(cancel);
    const NodeId n = order[k];
    const TreeNode& node = tree.node(n);
    Functions v = node.outcome >= 0 ? game.payoffs[static_cast<std::size_t>(node.outcome)] : Functions(players);
    if (!node.isTerminal()) {
      if (tree.isChance(n)) {
        const Functions& probabilities = game.probabilities[static_cast<std::size_t>(node.infoSet)];
        for (std::size_t a = 0; a < node.children.size(); ++a)
          for (std::size_t p = 0; p < players; ++p)
            v[p] = v[p] + probabilities[a] * value[static_cast<std::size_t>(node.children[a])][p];
      } else {
        const Functions& child = value[static_cast<std::size_t>(node.children[static_cast<std::size_t>(chosen[static_cast<std::size_t>(n)])])];
        for (std::size_t p = 0; p < players; ++p) v[p] = v[p] + child[p];
      }
    }
    value[static_cast<std::size_t>(n)] = std::move(v);
  }
  return value;
}

/// The polynomials whose roots may end the piece of these choices: chosen − other for every
/// mover and action.
std::vector<Polynomial> choiceBoundaries(const GameTree& tree, const std::vector<int>& chosen,
                                         const std::vector<Functions>& value) {
  std::vector<Polynomial> out;
  for (NodeId n = 0; n < tree.nodeCount(); ++n) {
    const TreeNode& node = tree.node(n);
    if (node.isTerminal() || tree.isChance(n)) continue;
    const std::size_t mover = static_cast<std::size_t>(tree.playerAt(n));
    const auto& best = value[static_cast<std::size_t>(node.children[static_cast<std::size_t>(chosen[static_cast<std::size_t>(n)])])][mover];
    for (NodeId child : node.children) {
      const RationalFunction d = best - value[static_cast<std::size_t>(child)][mover];
      if (!d.isZero() && !d.isConstant()) out.push_back(d.numerator());
    }
  }
  return out;
}

/// The behaviour at decision sets only (chance sets emptied: their probabilities vary with t).
BehaviourProfile decisionBehaviour(const GameTree& tree, BehaviourProfile behaviour) {
  for (std::size_t k = 0; k < behaviour.size(); ++k)
    if (tree.infoSets[k].isChance()) behaviour[k].clear();
  return behaviour;
}

Expected<SubgamePerfectResult> backwardInduction(const ParametricTree& game, const Rational& t,
                                                 const CancelToken& cancel) {
  SubgamePerfectOptions options;
  options.countPure = false;
  options.keepNodeValues = false;
  return solveSubgamePerfect(game.at(t), options, Progress::none(), cancel);
}

}  // namespace

Expected<TreeSweep> solveSubgamePerfectSweep(const ParametricTree& game, const Rational& lo, const Rational& hi,
                                        const Progress& progress, const CancelToken& cancel) {
  if (!(lo < hi)) return makeProblemError(ErrorCode::WrongShape, Problem::ParameterEmptyRange, {"t", toString(lo), toString(hi)});
  const GameTree& tree = game.tree;
  const auto members = tree.infoSetMembers();
  for (std::size_t k = 0; k < members.size(); ++k)
    if (!tree.infoSets[k].isChance() && members[k].size() > 1)
      return makeProblemError(ErrorCode::WrongShape, Problem::SweepNeedsPerfectInformation,
                              {std::to_string(members[k][1] + 1), std::to_string(members[k].size())});
  if (auto error = probabilityOutsideUnit(game, lo, hi)) return *error;

  TreeSweep sweep;
  sweep.lo = lo;
  sweep.hi = hi;
  std::vector<SweepInterval> work{{rationalNumber(lo), rationalNumber(hi)}};
  std::vector<TreeSweepPiece> pieces;
  while (!work.empty()) {
    if (cancel.isCancelled()) return stopError(cancel);
    if (pieces.size() > kMaxSweepPieces)
      return makeProblemError(ErrorCode::TooLarge, Problem::SweepTooLarge,
                              {std::to_string(pieces.size()) + " pieces", std::to_string(kMaxSweepPieces)});
    const SweepInterval interval = work.back();
    work.pop_back();
    const Rational s = sampleInside(interval);
    auto spe = backwardInduction(game, s, cancel);
    if (!spe) return spe.error();
    const std::vector<int> chosen = choicesOf(tree, spe->behaviour);
    auto value = nodeFunctions(game, chosen, cancel);
    if (!value) return value.error();
    const std::vector<Polynomial> boundaries = choiceBoundaries(tree, chosen, *value);
    auto split = pieceAround(interval, s, boundaries, cancel);
    if (!split) return split.error();
    if (split->sampleIsRoot) {  // s itself is a boundary: split there and look again
      work.push_back({interval.from, rationalNumber(s)});
      work.push_back({rationalNumber(s), interval.to});
      continue;
    }
    TreeSweepPiece piece;
    piece.from = split->from;
    piece.to = split->to;
    piece.sample = s;
    piece.payoffs = (*value)[static_cast<std::size_t>(tree.root())];
    piece.behaviour = decisionBehaviour(tree, spe->behaviour);
    if (compareRoots(interval.from, piece.from) != 0) work.push_back({interval.from, piece.from});
    if (compareRoots(piece.to, interval.to) != 0) work.push_back({piece.to, interval.to});
    pieces.push_back(std::move(piece));
    progress.report(-1.0);  // the number of pieces is not known in advance
  }
  std::sort(pieces.begin(), pieces.end(),
            [](const TreeSweepPiece& a, const TreeSweepPiece& b) { return compareRoots(a.from, b.from) < 0; });

  // Merge across points where nothing changes, and describe the breakpoints that remain.
  for (auto& piece : pieces) {
    if (!sweep.pieces.empty()) {
      TreeSweepPiece& last = sweep.pieces.back();
      const AlgebraicNumber& at = piece.from;
      TreeSweepPoint point;
      point.at = at;
      point.exact = at.kind == AlgebraicNumber::Kind::Rational;
      if (point.exact) {
        auto spe = backwardInduction(game, at.rational, cancel);
        if (!spe) return spe.error();
        point.payoffs = spe->payoffs;
        point.behaviour = decisionBehaviour(tree, spe->behaviour);
        for (const Rational& v : point.payoffs) point.payoffsFloat.push_back(toDouble(v));
      } else {
        for (const RationalFunction& f : last.payoffs) point.payoffsFloat.push_back(f.atDouble(at.approx));
      }
      const bool same = last.payoffs == piece.payoffs && last.behaviour == piece.behaviour &&
                        (!point.exact || point.behaviour == last.behaviour);
      if (same) {
        last.to = piece.to;
        continue;
      }
      sweep.breakpoints.push_back(at);
      sweep.atBreakpoints.push_back(std::move(point));
    }
    sweep.pieces.push_back(std::move(piece));
  }
  return sweep;
}

}  // namespace gamelab
