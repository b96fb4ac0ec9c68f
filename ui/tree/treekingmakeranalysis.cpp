#include "ui/tree/treekingmakeranalysis.h"

#include "core/kingmaker/essence.h"

namespace gamelab::ui {

using namespace gamelab::kingmaker;

NodeId KingmakerAnalysis::treeNode(NodeIndex v) const {
  if (!game || v < 0 || std::size_t(v) >= game->treeNode.size()) return kNoNode;
  return game->treeNode[std::size_t(v)];
}

namespace {

Expected<TreeCounts> essenceCounts(const BinaryGame& game, EssenceStrategy strategy, Reading reading,
                                   const Progress& progress, const CancelToken& cancel) {
  EssenceOptions options;
  options.strategy = strategy;
  options.reading = reading;
  auto essence = solveEssence(game, options, progress, cancel);
  if (!essence) return essence.error();
  return essence->after;
}

}  // namespace

Expected<KingmakerAnalysis> analyzeKingmaker(const GameTree& tree, const KingmakerOptions& options,
                                             const Progress& progress, const CancelToken& cancel) {
  progress.report(-1, "kingmaker");
  auto game = binaryGameOf(tree);
  if (!game) return game.error();
  KingmakerAnalysis a;
  a.options = options;
  a.game = std::make_shared<const BinaryGame>(std::move(*game));
  const BinaryGame& g = *a.game;

  auto structure = solveStructure(g, progress, cancel);
  if (!structure) return structure.error();
  a.structure = std::move(*structure);
  auto spe = solveSpeCount(g, progress, cancel);
  if (!spe) return spe.error();
  a.spe = std::move(*spe);
  Sp1epOptions sp;
  sp.reading = options.reading;
  auto sp1ep = solveSp1ep(g, sp, progress, cancel);
  if (!sp1ep) return sp1ep.error();
  a.sp1ep = std::move(*sp1ep);
  sp.lookahead = false;
  sp.keepTrace = false;
  auto kmn = solveSp1ep(g, sp, progress, cancel);
  if (!kmn) return kmn.error();
  a.kmnEta = std::move(*kmn);
  auto maxn = solveMaxn(g, options.maxn, progress, cancel);
  if (!maxn) return maxn.error();
  a.maxn = std::move(*maxn);

  a.depth.assign(std::size_t(g.nodeCount()), 0);
  for (NodeIndex v = 1; v < g.nodeCount(); ++v) a.depth[std::size_t(v)] = a.depth[std::size_t(g.parent[std::size_t(v)])] + 1;

  a.uniqueSpe = summariseUniqueness(g, a.spe.chosenInSomeSpe, a.spe.outcomes);
  a.uniqueKmnEta = summariseUniqueness(g, a.kmnEta.allowed, a.kmnEta.mayWin);
  a.uniqueSp1ep = summariseUniqueness(g, a.sp1ep.allowed, a.sp1ep.mayWin);

  a.original = countTree(g);
  auto transformed = essenceCounts(g, EssenceStrategy::None, options.reading, progress, cancel);
  if (!transformed) return transformed.error();
  a.transformed = *transformed;
  auto kmnCounts = essenceCounts(g, EssenceStrategy::KmnEta, options.reading, progress, cancel);
  if (!kmnCounts) return kmnCounts.error();
  a.kmnEtaTransformed = *kmnCounts;
  auto spCounts = essenceCounts(g, EssenceStrategy::Sp1ep, options.reading, progress, cancel);
  if (!spCounts) return spCounts.error();
  a.sp1epTransformed = *spCounts;
  return a;
}

}  // namespace gamelab::ui
