#include "ui/tree/treeanalysis.h"

#include "core/tree/treevalidation.h"

#include <utility>

namespace gamelab::ui {

ZeroSumCheck checkZeroSum(const GameTree& tree) {
  ZeroSumCheck check;
  if (auto error = firstTreeError(tree)) {
    check.reason = ZeroSumCheck::Reason::InvalidTree;
    check.error = std::move(error);
    return check;
  }
  check.players = tree.players();
  if (tree.players() != 2) {
    check.reason = ZeroSumCheck::Reason::NotTwoPlayers;
    return check;
  }
  // Sum of both players' accumulated payoffs, top-down (parent id < child id).
  std::vector<Rational> sum(static_cast<std::size_t>(tree.nodeCount()));
  bool first = true;
  for (NodeId id = 0; id < tree.nodeCount(); ++id) {
    const TreeNode& node = tree.node(id);
    Rational s = node.parent == kNoNode ? Rational(0) : sum[static_cast<std::size_t>(node.parent)];
    if (node.outcome >= 0)
      for (const auto& payoff : tree.outcomes[static_cast<std::size_t>(node.outcome)].payoffs) s += payoff;
    sum[static_cast<std::size_t>(id)] = s;
    if (!node.isTerminal()) continue;
    if (first) {
      check.sum = s;
      first = false;
    } else if (s != check.sum) {
      check.reason = ZeroSumCheck::Reason::NotConstantSum;
      check.node = id;
      return check;
    }
  }
  for (int player = 0; player < 2; ++player) {
    if (!hasPerfectRecall(tree, player)) {
      check.reason = ZeroSumCheck::Reason::NoPerfectRecall;
      check.player = player;
      return check;
    }
  }
  return check;
}

TreeAnalysisOptions TreeAnalysisOptions::automatic(const GameTree& tree, StrategyReduction reduction) {
  TreeAnalysisOptions options;
  options.reduction = reduction;
  if (tree.nodeCount() > kAutomaticNodes) return options;
  options.spe = true;
  options.sequenceForm = true;
  options.kingmaker = true;
  std::size_t choices = 0;
  for (std::size_t c : qreChoiceCounts(tree)) choices += c;
  options.qre = choices <= kAutomaticQreChoices && tree.nodeCount() <= 2000;
  options.sequential = options.qre || playersHavePerfectInformation(tree);
  options.lemke = tree.players() == 2;
  StrategicFormOptions sizeOptions;
  sizeOptions.maxCells = kAutomaticCells;
  options.strategicForm = strategicFormSize(tree, sizeOptions).fits;
  options.maxStrategicCells = kAutomaticCells;
  return options;
}

TreeAnalysis analyzeTree(std::shared_ptr<const GameTree> tree, const TreeAnalysis* previous,
                         const TreeAnalysisOptions& options, const Progress& progress, const CancelToken& cancel) {
  TreeAnalysis analysis;
  if (previous && previous->tree == tree) {
    analysis = *previous;
  } else {
    analysis.tree = tree;
    analysis.invalid = firstTreeError(*tree);
    analysis.zeroSum = checkZeroSum(*tree);
    analysis.size = strategicFormSize(*tree);
    analysis.reduction = options.reduction;
  }
  const GameTree& t = *tree;
  if (options.spe && !cancel.isCancelled()) {
    progress.report(-1, "spe");
    analysis.spe = solveSubgamePerfect(t, {}, progress, cancel);
  }
  if (options.sequenceForm && analysis.zeroSum.applies() && !cancel.isCancelled()) {
    progress.report(-1, "sequence-form");
    analysis.sequenceForm = solveSequenceForm(t, {}, progress, cancel);
  }
  if (options.strategicForm && !cancel.isCancelled()) {
    progress.report(-1, "strategic-form");
    StrategicFormOptions formOptions;
    formOptions.reduction = options.reduction;
    formOptions.maxCells = options.maxStrategicCells;
    analysis.strategicForm = toStrategicForm(t, formOptions, progress, cancel);
    analysis.reduction = options.reduction;
  }
  if (options.kingmaker && !cancel.isCancelled())
    analysis.kingmaker = analyzeKingmaker(t, options.kingmakerOptions, progress, cancel);
  if (options.qre && !analysis.invalid && !cancel.isCancelled()) analysis.qre = solveTreeQre(t, {}, progress, cancel);
  if (options.sequential && !analysis.invalid && !cancel.isCancelled())
    analysis.sequential = solveSequential(t, {}, progress, cancel);
  if (options.lemke && !analysis.invalid && !cancel.isCancelled())
    analysis.lemke = solveSequenceLemke(t, options.lemkeOptions, progress, cancel);
  return analysis;
}

}  // namespace gamelab::ui
