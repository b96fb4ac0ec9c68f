#pragma once
/// Forced-win and kingmaker nodes (source 001 Def. 3.1.1, 3.1.2) and the winners a node can
/// still reach. Linear in the tree; no recursion.
#include "core/common/cancel.h"
#include "core/kingmaker/binarygame.h"

namespace gamelab::kingmaker {

struct Structure {
  /// Per node: the player whose forced-win node it is (Def. 3.1.1; a leaf is its winner's),
  /// else kNobody.
  std::vector<int> forcedWin;
  /// Per node: strict kingmaker node (Def. 3.1.2): a decision node whose children are all
  /// forced-win nodes of players other than its mover, at least two different ones.
  std::vector<char> strictKingmaker;
  /// Per node: the winners of the leaves below (the "reachable" W(v)).
  std::vector<PlayerSet> reachable;
};

Expected<Structure> solveStructure(const BinaryGame& game, const Progress& progress = Progress::none(),
                                   const CancelToken& cancel = CancelToken::none());

/// Node, leaf and strict-kingmaker counts as in the thesis's Table 5.2.
struct TreeCounts {
  std::int64_t decisionNodes = 0;
  std::int64_t leaves = 0;
  std::int64_t kingmakers = 0;  ///< strict kingmaker nodes
  bool operator==(const TreeCounts&) const = default;
};
TreeCounts countTree(const BinaryGame& game);

}  // namespace gamelab::kingmaker
