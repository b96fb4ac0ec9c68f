#pragma once
/// The strategic form of a tree (source 000 §2.5.5; §3.1.2 for n players) and the reduced
/// strategic form; mixed ↔ behaviour strategies (§2.5.8).
///
/// Pure strategy of a player = one action per information set of that player, sets in
/// increasing `number` order; strategies are enumerated with the first set's action changing
/// slowest (lexicographic), labelled by the action tuple "(b,c)" (a single set: just "b").
/// Payoffs are expected over chance (§2.5.5 convention).
///
/// Reduced form (Gambit's): strategies that differ only at sets their own choices make
/// unreachable are one strategy; the irrelevant sets show "*" in the label ("(check,*)").
/// MergeDuplicates additionally merges, per player, strategies with identical payoff vectors
/// (the source's assumption (2.29); digest counts: Kuhn poker I 64 → 27, Forgetful Player
/// 64 → 39 rows), labels joined with " = ".
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"
#include "core/tree/gametree.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gamelab {

enum class StrategyReduction { None, Reduced, MergeDuplicates };

struct StrategicFormOptions {
  StrategyReduction reduction = StrategyReduction::None;
  /// Refuse (TooLarge) when the number of cells (profiles × players) would exceed this;
  /// default: io/gamesizelimit.h's kMaxGamePayoffs.
  std::int64_t maxCells = 0;
};

/// A player's pure strategy as chosen actions: per information set of that player (entry k =
/// the player's k-th set in GameTree::infoSetsOf order, i.e. by increasing `number`), the
/// action index, or -1 for "*" (unreachable).
using TreePureStrategy = std::vector<int>;

struct TreeStrategicForm {
  StrategicGame game;  ///< title, player names and labels from the tree
  /// strategies[player][s] = the pure strategies (several when merged) behind strategy s.
  std::vector<std::vector<std::vector<TreePureStrategy>>> strategies;
};

/// Number of pure strategies of each player (unreduced), as decimal text (may be huge), and the
/// cell count (profiles × players), for size messages before converting.
struct StrategicFormSize {
  std::vector<std::string> strategies;
  std::string cells;
  bool fits = true;  ///< within the limit
};
StrategicFormSize strategicFormSize(const GameTree& tree, const StrategicFormOptions& options = {});

/// Errors: InvalidTree (validation errors), TooLarge (args: "A × B strategies" text, "L cells"),
/// Cancelled. Progress stage "strategic-form". Reduced forms are limited by their own size
/// (a huge unreduced form may reduce to a small one). Payoffs by per-leaf contributions: each
/// terminal node adds probability × payoff to every profile consistent with its path.
Expected<TreeStrategicForm> toStrategicForm(const GameTree& tree, const StrategicFormOptions& options = {},
                                            const Progress& progress = Progress::none(),
                                            const CancelToken& cancel = CancelToken::none());

/// A mixed strategy of `player` in `form` as a behaviour strategy on the tree (Kuhn's theorem;
/// exact for players with perfect recall): at each set, P(action | set reached by own choices).
/// Sets the mixed strategy never reaches get the uniform distribution. Returns `base` with the
/// player's sets replaced.
BehaviourProfile behaviourFromMixed(const GameTree& tree, const TreeStrategicForm& form, int player,
                                    const RationalVector& mixed, BehaviourProfile base);

/// A behaviour strategy of `player` as the mixed strategy it induces on the unreduced
/// strategies (product over sets, §2.5.8 / T77).
RationalVector mixedFromBehaviour(const GameTree& tree, const TreeStrategicForm& form, int player,
                                  const BehaviourProfile& profile);

/// A two-player strategic game (or a zero-sum matrix) as a tree (§2.5.4): player 1 moves, then
/// player 2 in one information set. Round trip: toStrategicForm(strategicToTree(g)).game == g
/// up to title.
GameTree strategicToTree(const StrategicGame& game);

}  // namespace gamelab
