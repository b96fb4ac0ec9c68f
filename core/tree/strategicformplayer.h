#pragma once
/// Internals of the strategic form of a tree (strategicform.h): one player's view of the tree —
/// the own sequences (the player's own (set, action) choices on the way to each node) and the
/// enumeration of pure strategies, full or reduced.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/gametree.h"
#include "core/tree/strategicform.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gamelab::treeform {

/// A player's information sets and own sequences. Sequence 0 is the empty sequence; sequence q
/// > 0 extends seqParent[q] by the choice of action seqAction[q] at the player's set number
/// seqPos[q] (position in `sets`).
struct PlayerView {
  int player = 0;
  std::vector<int> sets;      ///< infoSets indices, in GameTree::infoSetsOf order
  std::vector<int> position;  ///< per infoSets index: position in `sets`, or -1
  std::vector<int> seqParent{-1}, seqPos{-1}, seqAction{-1};
  std::vector<int> nodeSeq;   ///< per node: the own sequence of choices strictly above it
};

PlayerView makePlayerView(const GameTree& tree, int player);

/// True iff `strategy` makes every own choice of sequence `seq` (a "*" never does).
bool consistent(const PlayerView& view, int seq, const TreePureStrategy& strategy);

/// Per own sequence, the indices (ascending) of the strategies in `pure` consistent with it
/// (as `consistent` says): each strategy is listed at the sequences its own choices lead
/// through from the empty one, so the cost is the lists' total size plus the sets passed on
/// the way (a set of 10⁵ actions once cost 10⁵ × 10⁵ tests). Errors: stopError(cancel).
Expected<std::vector<std::vector<std::size_t>>> consistentStrategies(const GameTree& tree, const PlayerView& view,
                                                                     const std::vector<TreePureStrategy>& pure,
                                                                     const CancelToken& cancel);

/// Unreduced strategy count of the player (exact decimal text).
std::string strategyCountText(const GameTree& tree, const PlayerView& view);

/// Reduced strategy count (decimal text) when the player has perfect recall (every set's
/// members share one own sequence); nullopt otherwise.
std::optional<std::string> reducedCountText(const GameTree& tree, const PlayerView& view);

/// The player's pure strategies: every combination (first set slowest), or the reduced ones
/// (sets the player's own choices make unreachable set to -1), in the same order with "*"
/// sorted as the first action. TooLarge (args empty: the caller words it) when more than `cap`.
Expected<std::vector<TreePureStrategy>> enumerateStrategies(const GameTree& tree, const PlayerView& view, bool reduced,
                                                            std::uint64_t cap, const CancelToken& cancel);

/// "(b,c)" ("b" for one set, "" for none); "*" for -1; an empty action label is its 1-based number.
std::string strategyText(const GameTree& tree, const PlayerView& view, const TreePureStrategy& strategy);

}  // namespace gamelab::treeform
