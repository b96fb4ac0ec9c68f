#pragma once
/// Equivalence transformations (source 001 §4.3, spec part 2.7): rules 1–4 always, rules 5–6
/// once strategies are fixed, and the "essence" of a tree with the counts of Table 5.2.
#include "core/common/cancel.h"
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/sp1ep.h"
#include "core/kingmaker/structure.h"

#include <optional>

namespace gamelab::kingmaker {

enum class TransformRule {
  CollapseForcedWin = 0,  ///< a forced-win node becomes one leaf of its player (done first)
  SingleChild = 1,        ///< a node with one child is replaced by the child
  SameOwner = 2,          ///< a child of the same mover is merged into its parent
  DuplicateForcedWin = 3, ///< of several children won by the same player, one is kept
  DuplicateKingmaker = 4, ///< of several kingmaker children of one player with the same W, one is kept
  NeverChosen = 5,        ///< a child chosen with probability 0 is deleted
  AlwaysChosen = 6,       ///< a child chosen with probability 1 replaces its parent
};

struct TransformStep {
  TransformRule rule = TransformRule::SingleChild;
  NodeIndex node = 0;         ///< the node it applied at, numbered in the tree before the step
  NodeId treeNode = kNoNode;  ///< the same node in the editor's tree, when known
};

/// Every forced-win node (Def. 3.1.1) becomes one leaf of its player keeping its treeNode, the
/// topmost first (as the thesis does for the Diamond tree, Fig. 5.2); `steps` gets one
/// CollapseForcedWin per collapsed decision node, in pre-order, numbered in `game`.
BinaryGame collapseForcedWin(const BinaryGame& game, std::vector<TransformStep>* steps = nullptr);

/// One step: the first applicable basic rule (1–4, after collapsing forced-win nodes) in
/// pre-order, or nullopt when the tree is already reduced.
std::optional<TransformStep> transformOnce(BinaryGame& game);

/// Rules 5–6: keeps only the allowed edges; a node left with one child is replaced by it.
BinaryGame restrictToAllowed(const BinaryGame& game, const std::vector<char>& allowedEdges);

enum class EssenceStrategy { None, KmnEta, Sp1ep };

struct EssenceOptions {
  /// None: rules 1–4 only (Table 5.2 "transformed"); KmnEta / Sp1ep: first rules 5–6 with the
  /// allowed children of that procedure (the tree of reachable nodes), then rules 1–4.
  EssenceStrategy strategy = EssenceStrategy::None;
  Reading reading = Reading::Set;
};

struct EssenceResult {
  BinaryGame reduced;
  /// Every step, in order. solveEssence works in passes (as the reference's reduce(), whose
  /// counts it reproduces), so here `node` is numbered in the tree the pass started from: the
  /// input for rules 5–6, the restricted tree for the collapse, each pass's input after that.
  std::vector<TransformStep> steps;
  TreeCounts before;
  TreeCounts after;
};

Expected<EssenceResult> solveEssence(const BinaryGame& game, const EssenceOptions& options = {},
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::kingmaker
