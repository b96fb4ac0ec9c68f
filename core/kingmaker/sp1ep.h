#pragma once
/// The subgame-perfect one-step-lookahead equilibrium (SP-1EP) by the step 1–4 procedure of
/// source 001 §4.2.2 on sets of players who may win (spec/kingmaker-thesis.md part 2.5), and
/// the kmn-η preference classes (Def. 4.1.1).
///
/// The thesis is informal and its ancestor test ("player i may win at z") is ambiguous; the
/// reading is an option (part 2.8): Set (literal: i ∈ W(z)), Alt (i ∈ W(c) for a child c of z
/// other than the one towards the kingmaker), Eff (effect-aware; not from the thesis). All
/// pending kingmakers below an ancestor are tested against one snapshot of it.
#include "core/common/cancel.h"
#include "core/kingmaker/binarygame.h"

#include <string>

namespace gamelab::kingmaker {

enum class Reading { Set, Alt, Eff };

struct Sp1epOptions {
  Reading reading = Reading::Set;
  /// false: steps 1–4 without the ancestor test ("kmn-η only": backward induction with the
  /// kmn-η preference order; the thesis's kmn-η rows of Tables 5.1 and 5.2).
  bool lookahead = true;
  bool keepTrace = true;
};

/// One narrowing of a step-4 node, in the order the procedure made them.
struct Restriction {
  NodeIndex node = 0;       ///< the kingmaker-type node that was narrowed
  NodeIndex ancestor = 0;   ///< the ancestor z whose owner j prompted it
  int nodeOwner = 0;        ///< i
  int ancestorOwner = 0;    ///< j: the player whose chance at `node` was removed
  std::vector<int> kept;    ///< child positions still allowed after the step
  std::vector<int> removed; ///< child positions removed by this step
};

struct Sp1epResult {
  std::vector<PlayerSet> mayWin;    ///< per node: W(v), the players who may win if v is reached
  std::vector<char> allowed;        ///< per edge: any SP-1EP may use this child
  std::vector<std::uint8_t> step;   ///< per node: 1–4, the step that decided it (0 at leaves)
  std::vector<Restriction> trace;   ///< empty unless keepTrace
  /// The undetermined kingmakers ("the kingmaker(s) of this game"): step-4 nodes with two or
  /// more allowed children whose W differ, in node order.
  std::vector<NodeIndex> kingmakers;
  /// Generalised kingmaker nodes (step 4; spec part 1.6), in node order.
  std::vector<NodeIndex> generalisedKingmakers;

  std::vector<int> allowedChildren(const BinaryGame& game, NodeIndex v) const;
  /// Per node: reached by some play that uses only allowed children. An undetermined
  /// kingmaker can be unreached (an ancestor's allowed choices avoid it): its choice is still
  /// open, yet it changes nobody's chances in this SP-1EP.
  std::vector<char> reached(const BinaryGame& game) const;
};

/// Cost: about nodes × (players − 1) narrowing tests plus the recomputation of W along the
/// paths they change; a random binary tree of 10⁶ nodes in a few seconds.
Expected<Sp1epResult> solveSp1ep(const BinaryGame& game, const Sp1epOptions& options = {},
                                 const Progress& progress = Progress::none(),
                                 const CancelToken& cancel = CancelToken::none());

/// The kmn-η preference class of child `child` for the mover of its parent (Def. 4.1.1):
/// 2 = the mover's own forced-win node; 1 = nobody's forced-win node with a win of the mover
/// below; 0 = otherwise.
int kmnEtaClass(const BinaryGame& game, const std::vector<int>& forcedWin,
                const std::vector<PlayerSet>& reachable, NodeIndex child);

/// Table 5.1 of the thesis for one set of allowed edges: decision nodes whose strategy is not
/// unique (two or more allowed children), and among them those whose choice changes the
/// outcome (judged by the children's W sets, and by the values of the uniform mixture over
/// allowed children).
struct UniquenessSummary {
  std::int64_t decisionNodes = 0;
  std::int64_t notUnique = 0;
  std::int64_t changesWinnerSets = 0;
  std::int64_t changesValues = 0;
};
UniquenessSummary summariseUniqueness(const BinaryGame& game, const std::vector<char>& allowedEdges,
                                      const std::vector<PlayerSet>& mayWin);

/// Human-readable reason for a restriction, in English (the CLI trace; the GUI words its own):
/// "node 4 (player 2) keeps children 2 at ancestor 0 (player 3): player 3 may win at 4 only
/// through children 1" (node numbers as stored, child positions and players from 1).
std::string describeRestriction(const Restriction& r);

}  // namespace gamelab::kingmaker
