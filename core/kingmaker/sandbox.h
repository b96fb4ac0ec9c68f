#pragma once
/// Mixed behaviour strategies on binary games and the one-step-lookahead motive (source 001
/// Def. 4.2.1; the "what if player i deviates?" panel reproducing Fig. 4.4). Exact.
#include "core/common/rational.h"
#include "core/kingmaker/binarygame.h"

namespace gamelab::kingmaker {

/// Per node, one probability per child (empty at leaves); each row sums to 1.
using MixedProfile = std::vector<RationalVector>;

/// Every decision node plays its first child (a valid starting point for sliders).
MixedProfile firstChildProfile(const BinaryGame& game);
/// Per node: the expected payoff vector of the subgame at that node (players() entries).
std::vector<RationalVector> subgameValues(const BinaryGame& game, const MixedProfile& profile);
/// Decision nodes where the local strategy is not a best reply to the values below (the
/// profile is an SPE iff this is empty), in node order.
std::vector<NodeIndex> nonBestReplies(const BinaryGame& game, const MixedProfile& profile);

/// The Def. 4.2.1 walk: `player` changes the local strategy at `node` to `newLocal` (which must
/// itself be a best reply there for the profile to stay an SPE; `deviationIsBestReply` says).
/// Then, bottom-up, every other player's node whose local strategy stopped being a best reply
/// switches to its first best child with probability 1 (one element of B_j; the thesis leaves
/// the choice open); the others keep theirs.
struct Deviation {
  MixedProfile after;
  RationalVector payoffBefore;        ///< at the root
  RationalVector payoffAfter;
  bool deviationIsBestReply = false;
  std::vector<NodeIndex> reacted;      ///< nodes whose strategy the walk changed, in node order
  std::vector<int> reactingPlayers;    ///< their owners, sorted, without repeats
  bool motive() const;                 ///< payoffAfter[player] > payoffBefore[player]
  int player = 0;
};
Deviation oneStepLookahead(const BinaryGame& game, const MixedProfile& profile, NodeIndex node,
                           const RationalVector& newLocal);

}  // namespace gamelab::kingmaker
