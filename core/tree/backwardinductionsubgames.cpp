// Imperfect information: subgame by subgame, bottom-up.
//
// Nodes are visited children first. A node is "resolved" once its subtree has equilibrium
// payoffs: a leaf, or a subgame root (subgames.h) after it has been solved. A subgame root
// whose children are all resolved is a single decision (backward induction, ties to the first
// best action) or a chance move (expectation). Any other subgame root is solved as a whole: its
// subtree, cut at the resolved subgames below it (each replaced by a leaf paying its
// equilibrium payoffs), is copied into a standalone tree and solved by
//  - the sequence form when it has two players with perfect recall and is constant-sum;
//  - otherwise an equilibrium of its reduced strategic form: Lemke–Howson (two players with
//    perfect recall), else the first pure equilibrium, else (n >= 3 players with perfect
//    recall) the first exact mixed equilibrium found by support enumeration.
// Mixed strategies become behaviour strategies by Kuhn's theorem, which needs perfect recall;
// a subgame without it is solved only when it has a pure equilibrium (NotPerfectRecall
// otherwise), and never when it holds an absent-minded set (NotPerfectRecall). Every node is
// copied into at most one such standalone tree, so the cutting is O(nodes) in total.
#include "core/strategic/bestresponse.h"
#include "core/strategic/lemkehowson.h"
#include "core/strategic/npersonequilibria.h"
#include "core/tree/backwardinductiondetail.h"
#include "core/tree/behaviour.h"
#include "core/tree/sequenceform.h"
#include "core/tree/strategicform.h"
#include "core/tree/subgames.h"
#include "core/tree/treevalidation.h"

#include <algorithm>

namespace gamelab::detail {

namespace {

std::size_t ix(int i) { return static_cast<std::size_t>(i); }

/// A subgame copied out of the tree, with the way back to the original sets.
struct CutSubgame {
  GameTree tree;
  std::vector<int> originalSet;  // per set of `tree`
};

CutSubgame cutSubgame(const GameTree& tree, NodeId root, const std::vector<bool>& resolved,
                      const std::vector<RationalVector>& value) {
  CutSubgame cut{GameTree(tree.players()), {}};
  GameTree& piece = cut.tree;
  piece.playerNames = tree.playerNames;
  piece.nodes.clear();
  std::vector<int> setMap(tree.infoSets.size(), -1), outcomeMap(tree.outcomes.size(), -1);
  std::vector<std::pair<NodeId, NodeId>> stack{{root, kNoNode}};  // (original, new parent)
  while (!stack.empty()) {
    const auto [old, parent] = stack.back();
    stack.pop_back();
    const TreeNode& src = tree.node(old);
    TreeNode n;
    n.parent = parent;
    n.label = src.label;
    const NodeId now = piece.nodeCount();
    if (parent != kNoNode) piece.node(parent).children.push_back(now);
    if (old != root && resolved[ix(old)]) {
      n.outcome = piece.addOutcome(src.label, value[ix(old)]);
      piece.nodes.push_back(std::move(n));
      continue;
    }
    if (src.outcome >= 0) {
      int& o = outcomeMap[ix(src.outcome)];
      if (o < 0) {
        o = static_cast<int>(piece.outcomes.size());
        piece.outcomes.push_back(tree.outcomes[ix(src.outcome)]);
      }
      n.outcome = o;
    }
    if (src.infoSet >= 0) {
      int& s = setMap[ix(src.infoSet)];
      if (s < 0) {
        s = static_cast<int>(piece.infoSets.size());
        piece.infoSets.push_back(tree.infoSets[ix(src.infoSet)]);
        cut.originalSet.push_back(src.infoSet);
      }
      n.infoSet = s;
    }
    piece.nodes.push_back(std::move(n));
    // Children pushed in reverse so they are numbered in action order (preorder, parent < child).
    for (auto it = src.children.rbegin(); it != src.children.rend(); ++it) stack.emplace_back(*it, now);
  }
  return cut;
}

struct SubgameSolution {
  SubgameMethod method = SubgameMethod::StrategicForm;
  BehaviourProfile behaviour;  // on the cut tree
};

Error notPerfectRecall(const GameTree& piece) {
  for (const TreeProblem& p : validateTree(piece))
    if (p.kind == TreeProblemKind::PerfectRecallViolated)
      return makeError(ErrorCode::NotPerfectRecall,
                       {std::to_string(p.player + 1), std::to_string(piece.infoSets[ix(p.infoSet)].number)});
  return makeError(ErrorCode::NotPerfectRecall);
}

/// A mixed equilibrium of the strategic form (see the file comment), or an error.
Expected<MixedProfile> strategicEquilibrium(const StrategicGame& game, bool perfectRecall, const CancelToken& cancel) {
  if (perfectRecall && game.players() == 2) {
    auto lh = solveLemkeHowson(game, {.labels = {0}, .threads = 1}, Progress::none(), cancel);
    if (!lh) return lh.error();
    if (lh->equilibria.empty()) return makeError(ErrorCode::NumericalFailure, {"Lemke-Howson found no equilibrium"});
    return lh->equilibria.front().strategies;
  }
  auto stars = solveBestResponseStars(game, Progress::none(), cancel);
  if (!stars) return stars.error();
  if (!stars->pureEquilibria.empty())
    return toMixedProfile(game, game.profileAt(stars->pureEquilibria.front()));
  if (!perfectRecall) return makeError(ErrorCode::NotPerfectRecall);
  auto all = solveNPersonEquilibria(game, {}, Progress::none(), cancel);
  if (!all) return all.error();
  for (const ApproximateEquilibrium& e : all->equilibria)
    if (e.exact) return e.strategies;
  return makeError(ErrorCode::NumericalFailure, {"no exact equilibrium found"});
}

Expected<SubgameSolution> solveWhole(const GameTree& piece, const CancelToken& cancel) {
  // An absent-minded set (met twice on one play): pure strategies of the strategic form are not
  // the behaviour strategies of the tree there, so no equilibrium found through it is trusted.
  if (const int set = firstAbsentMindedSet(piece); set >= 0) {
    const InfoSet& s = piece.infoSets[ix(set)];
    return makeError(ErrorCode::NotPerfectRecall, {std::to_string(s.player + 1), std::to_string(s.number)});
  }
  const bool perfectRecall = hasPerfectRecall(piece);
  if (perfectRecall && piece.players() == 2) {
    auto sf = solveSequenceForm(piece, {}, Progress::none(), cancel);
    if (sf) return SubgameSolution{SubgameMethod::SequenceForm, std::move(sf->behaviour)};
    if (sf.error().code != ErrorCode::NotConstantSum) return sf.error();
  }
  auto form = toStrategicForm(piece, {.reduction = StrategyReduction::Reduced}, Progress::none(), cancel);
  if (!form) return form.error();
  auto mixed = strategicEquilibrium(form->game, perfectRecall, cancel);
  if (!mixed) return mixed.error().code == ErrorCode::NotPerfectRecall ? notPerfectRecall(piece) : mixed.error();
  BehaviourProfile behaviour = uniformBehaviour(piece);
  for (int p = 0; p < piece.players(); ++p)
    behaviour = behaviourFromMixed(piece, *form, p, (*mixed)[ix(p)], std::move(behaviour));
  return SubgameSolution{SubgameMethod::StrategicForm, std::move(behaviour)};
}

RationalVector ownPayoff(const GameTree& tree, NodeId id) {
  const int o = tree.node(id).outcome;
  return o >= 0 ? tree.outcomes[ix(o)].payoffs : RationalVector(ix(tree.players()));
}

}  // namespace

Expected<SubgamePerfectResult> solveBySubgames(const GameTree& tree, const SubgamePerfectOptions& options,
                                               const Progress& progress, const CancelToken& cancel) {
  const auto n = ix(tree.nodeCount());
  const auto players = ix(tree.players());
  SubgamePerfectResult result;
  result.subgameRoot = subgameRoots(tree);
  result.optimalActions.resize(n);
  result.behaviour = uniformBehaviour(tree);
  std::vector<bool> resolved(n, false);
  std::vector<RationalVector> value(n);
  const auto rootCount = std::count(result.subgameRoot.begin(), result.subgameRoot.end(), true);
  std::ptrdiff_t done = 0;

  for (NodeId id = tree.nodeCount() - 1; id >= 0; --id) {  // children before parents
    const auto i = ix(id);
    const TreeNode& node = tree.node(id);
    if (node.isTerminal()) {
      value[i] = ownPayoff(tree, id);
      resolved[i] = true;
      continue;
    }
    if (!result.subgameRoot[i]) continue;
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(static_cast<double>(done++) / static_cast<double>(rootCount), "subgames");
    const bool single =
        std::all_of(node.children.begin(), node.children.end(), [&](NodeId c) { return resolved[ix(c)]; });
    RationalVector v = ownPayoff(tree, id);
    const InfoSet& set = tree.infoSets[ix(node.infoSet)];
    if (single && set.isChance()) {
      for (std::size_t a = 0; a < node.children.size(); ++a)
        for (std::size_t k = 0; k < players; ++k) v[k] += set.probabilities[a] * value[ix(node.children[a])][k];
    } else if (single) {
      const auto p = ix(set.player);
      std::vector<int>& ties = result.optimalActions[i];
      ties.assign(1, 0);
      for (std::size_t a = 1; a < node.children.size(); ++a) {
        const int c = cmp(value[ix(node.children[a])][p], value[ix(node.children[ix(ties.front())])][p]);
        if (c > 0) ties.assign(1, static_cast<int>(a));
        else if (c == 0) ties.push_back(static_cast<int>(a));
      }
      RationalVector& b = result.behaviour[ix(node.infoSet)];
      std::fill(b.begin(), b.end(), Rational(0));
      b[ix(ties.front())] = 1;
      for (std::size_t k = 0; k < players; ++k) v[k] += value[ix(node.children[ix(ties.front())])][k];
    } else {
      const CutSubgame cut = cutSubgame(tree, id, resolved, value);
      auto solved = solveWhole(cut.tree, cancel);
      if (!solved) return solved.error();
      for (std::size_t s = 0; s < cut.originalSet.size(); ++s)
        if (!cut.tree.infoSets[s].isChance()) result.behaviour[ix(cut.originalSet[s])] = solved->behaviour[s];
      v = expectedPayoffs(cut.tree, solved->behaviour);  // includes the root's own outcome
      result.subgames.push_back({id, solved->method, v});
    }
    value[i] = std::move(v);
    resolved[i] = true;
  }

  result.payoffs = value[0];
  result.onPath = reachedNodes(tree, result.behaviour);
  if (options.keepNodeValues) {
    result.nodeValues.assign(n, RationalVector());
    for (NodeId id = tree.nodeCount() - 1; id >= 0; --id) {
      const TreeNode& node = tree.node(id);
      RationalVector v = ownPayoff(tree, id);
      if (!node.isTerminal()) {
        const RationalVector& b = result.behaviour[ix(node.infoSet)];
        for (std::size_t a = 0; a < node.children.size(); ++a)
          if (b[a] != 0)
            for (std::size_t k = 0; k < players; ++k) v[k] += b[a] * result.nodeValues[ix(node.children[a])][k];
      }
      result.nodeValues[ix(id)] = std::move(v);
    }
  }
  progress.report(1.0, "subgames");
  return result;
}

}  // namespace gamelab::detail
