#pragma once
/// Checks of a game tree that the editor lists "in words next to the tree" and that solvers
/// require (source 000 §2.5.3, digest ferguson-ch2-zero-sum.md §3.1–3.2).
#include "core/tree/gametree.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

enum class TreeProblemKind {
  ProbabilitiesNotSummingToOne,  ///< error; chance set `infoSet`; args: the sum
  NegativeProbability,           ///< error; chance set `infoSet`; args: action index (1-based)
  /// warning; `infoSet` is absent-minded: two of its members lie on one play (nodes: the two).
  /// A valid game (Piccione–Rubinstein's driver; Gambit's AM-*.efg) without perfect recall:
  /// drawing, editing and the strategic form accept it; the analyses that need perfect recall
  /// (sequence form, mixed ↔ behaviour, SPE of a subgame through the set) refuse.
  InfoSetOnOnePath,
  PerfectRecallViolated,         ///< warning; `player` forgets at `infoSet` (nodes: two members that
                                 ///< the player's own earlier information/choices distinguish)
  MissingPayoff,                 ///< warning; terminal `nodes[0]` passes no outcome (pays 0)
  PlayerWithoutMoves,            ///< info; `player` owns no information set
};

enum class ProblemSeverity { Error, Warning, Info };

struct TreeProblem {
  TreeProblemKind kind;
  ProblemSeverity severity = ProblemSeverity::Error;
  std::vector<NodeId> nodes;  ///< nodes to highlight (may be empty)
  int infoSet = -1;           ///< index into GameTree::infoSets, or -1
  int player = -1;            ///< 0-based, or -1
  std::vector<std::string> args;
};

/// Stable identifier ("probabilities-not-summing-to-one"), for JSON, CLI messages, tests and the
/// InvalidTree error's first argument.
const char* treeProblemCodeName(TreeProblemKind kind);

/// Every problem, errors first, then in node order. MissingPayoff is reported once per
/// terminal node but at most 50 times (the rest are summarised by one more entry whose args
/// hold the remaining count). Runs in O(nodes + Σ per-player path lengths).
std::vector<TreeProblem> validateTree(const GameTree& tree);

/// True iff `player` has perfect recall: at every information set, all member nodes share the
/// same sequence of the player's own (information set, action) pairs on their root paths.
bool hasPerfectRecall(const GameTree& tree, int player);
bool hasPerfectRecall(const GameTree& tree);

/// The first Error-severity problem as an InvalidTree error (for solvers), or nullopt.
/// Absent-minded sets are not errors.
std::optional<Error> firstTreeError(const GameTree& tree);

/// The first violation of perfect recall as a NotPerfectRecall error naming the player and the
/// set (args: player 1-based, information-set number), or nullopt: an absent-minded set first,
/// then each player's first set that forgets. Any number of players. O(nodes + path lengths).
std::optional<Error> firstPerfectRecallError(const GameTree& tree);

/// True iff every player's information set has one member (chance sets may have several).
bool playersHavePerfectInformation(const GameTree& tree);

/// The index of the first information set (in preorder of its members) with two members on one
/// play (absent-minded), or -1. O(nodes).
int firstAbsentMindedSet(const GameTree& tree);

}  // namespace gamelab
