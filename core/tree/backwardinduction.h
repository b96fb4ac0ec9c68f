#pragma once
/// Subgame-perfect equilibria (source 000 §2.5.7, §3.2.5-9; CLI `tree spe`).
///
/// Perfect information: backward induction; every tie is resolved in favour of the first best
/// action, and the number of pure subgame-perfect equilibria is counted exactly (ties give
/// several; the count is the number of pure behaviour profiles that are subgame perfect).
/// Imperfect information: the tree is cut at its subgame roots (subgames.h) and solved bottom-up,
/// subgame by subgame; a subgame with non-singleton sets is solved as a whole (two-person
/// zero-sum with perfect recall: sequence form; otherwise: an equilibrium of its strategic form
/// (two players: Lemke–Howson, n players: the first pure equilibrium) when it is small enough),
/// and its equilibrium payoffs replace it for the levels above.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <gmpxx.h>

#include <optional>
#include <vector>

namespace gamelab {

struct SubgamePerfectOptions {
  bool countPure = true;      ///< perfect-information trees only
  bool keepNodeValues = true; ///< fill SubgamePerfectResult::nodeValues (memory: players × nodes)
};

enum class SubgameMethod { BackwardInduction, SequenceForm, StrategicForm };

struct SolvedSubgame {
  NodeId root = kNoNode;
  SubgameMethod method = SubgameMethod::BackwardInduction;
  RationalVector payoffs;  ///< equilibrium payoffs of the subgame
};

struct SubgamePerfectResult {
  BehaviourProfile behaviour;  ///< one subgame-perfect equilibrium (pure where backward induction applies)
  RationalVector payoffs;      ///< expected payoff of each player at the root
  /// Per node (empty unless keepNodeValues): the equilibrium payoff vector of the subtree
  /// rooted there under `behaviour` (for drawing values beside nodes).
  std::vector<RationalVector> nodeValues;
  /// Per node: true when the node's chosen action(s) lie on the equilibrium path (reached with
  /// positive probability), for highlighting the path.
  std::vector<bool> onPath;
  /// Per decision node with a singleton set (perfect-information part): the optimal actions
  /// (all tied best actions, not only the chosen one). Empty vectors elsewhere.
  std::vector<std::vector<int>> optimalActions;
  std::vector<bool> subgameRoot;         ///< as subgameRoots()
  std::vector<SolvedSubgame> subgames;   ///< non-trivial subgames solved as a whole, bottom-up
  bool perfectInformation = false;
  /// Number of pure SPE; perfect information and countPure only. Also nullopt when counting
  /// would keep more than 2^16 distinct equilibrium payoff vectors for one subtree or combine
  /// more than 2^22 value pairs at one chance node (chance nodes average every combination of
  /// their children's values, which can grow exponentially).
  std::optional<mpz_class> pureCount;
};

/// Errors: InvalidTree (validation errors), NotPerfectRecall / NotConstantSum / TooLarge when a
/// subgame with imperfect information cannot be solved (the message names the reason), Cancelled.
/// Performance: perfect-information trees of 10⁷ nodes in a few seconds (no per-node heap
/// allocation when keepNodeValues is false).
Expected<SubgamePerfectResult> solveSubgamePerfect(const GameTree& tree, const SubgamePerfectOptions& options = {},
                                                   const Progress& progress = Progress::none(),
                                                   const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
