#pragma once
/// Perfect and proper equilibria of two-player strategic games, decided exactly for the
/// extreme equilibria that solveEquilibria lists, and the perfect part of each of its
/// components (maximal convex sets conv(rows) × conv(cols)).
///
/// Perfect (Selten's trembling hand): for two players, (x, y) is perfect iff x and y are both
/// undominated, i.e. not weakly dominated by a mixed strategy; equivalently x is a best response
/// to some completely mixed strategy of the opponent, and so is y (van Damme 1991, Thm 3.2.2).
/// The undominated strategies of a player form the union of the faces Δ(S) over the family F of
/// sets S of its pure strategies that are all best responses to one completely mixed opponent
/// strategy (F is closed under subsets). So the perfect part of a component is a union of faces
/// of it, in general not convex and not the hull of its perfect vertices.
///
/// Proper (Myerson 1978): decided only where a theorem decides it; otherwise undecided:
/// - an equilibrium that is not perfect is not proper;
/// - a strict equilibrium (pure, each strategy the unique best response) is proper;
/// - in a zero-sum game (A + B constant) the proper equilibria are exactly the pairs of
///   Dresher-optimal strategies (van Damme 1991, §3.5): starting from the optimal strategies, a
///   player repeatedly maximises, over its current set, the least payoff against the opponent's
///   strategies that are not yet pinned to the current value on that set, until none is left.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/strategicgame.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gamelab {

/// The refinements' input: a two-player game and solveEquilibria's answer for that very game
/// (every extreme equilibrium and the components). Both must outlive the call.
struct SolvedBimatrix {
  const StrategicGame& game;
  const AllEquilibria& all;
};

struct RefinementOptions {
  /// The perfect part of a component is found by trying the sets of one player's undominated
  /// pure strategies that occur in the component, largest first (at most 2^k sets); a component
  /// in which a player has more than this many is left undecided (PerfectPart::decided false).
  std::size_t maxFaceStrategies = 16;
};

/// `dominator` weakly dominates `dominated` for `player`: against every pure strategy of the
/// opponent it pays at least as much, and more against one (checked exactly).
struct WeakDomination {
  std::size_t player = 0;      ///< 0 or 1
  RationalVector dominated;    ///< the equilibrium strategy of `player`
  RationalVector dominator;    ///< a mixed (often pure) strategy of `player`
  /// The first pure strategy in the support of `dominated` that is itself weakly dominated,
  /// with a dominator of it; none when every pure strategy in the support is undominated (then
  /// only their mixture is dominated: they are never best responses to one completely mixed
  /// strategy together).
  std::optional<std::size_t> dominatedPure;
  RationalVector pureDominator;  ///< empty unless dominatedPure
};

/// Why `proper` is what it is.
enum class ProperReason {
  NotPerfect,           ///< false: every proper equilibrium is perfect
  Strict,               ///< true: a strict equilibrium is proper
  DresherOptimal,       ///< true: zero-sum, both strategies Dresher-optimal
  NotDresherOptimal,    ///< false: zero-sum, a strategy is not Dresher-optimal
  Undecided,            ///< nullopt: no theorem here decides it
};

struct EquilibriumRefinement {
  bool perfect = false;
  /// When not perfect: for each player (player 1 first) whose strategy is weakly dominated.
  std::vector<WeakDomination> dominations;
  /// true / false, or nullopt when undecided (never guessed).
  std::optional<bool> proper;
  ProperReason properReason = ProperReason::Undecided;
};

/// The perfect part of one component: the union of `polytopes`, each the convex hull of the
/// extreme equilibria listed (indices into AllEquilibria::equilibria, ascending). Every polytope
/// is a face X_S1 × Y_S2 of the component (S1, S2 maximal sets of simultaneous best responses
/// to completely mixed strategies); none contains another; an empty list means no perfect point.
struct PerfectPart {
  /// False when a player has more than maxFaceStrategies undominated pure strategies in the
  /// component: then `polytopes` is empty and says nothing.
  bool decided = true;
  std::vector<std::vector<std::size_t>> polytopes;
};

struct Refinements {
  std::vector<EquilibriumRefinement> equilibria;  ///< parallel to AllEquilibria::equilibria
  std::vector<PerfectPart> components;            ///< parallel to AllEquilibria::components
  bool zeroSum = false;  ///< A + B constant: proper decided by Dresher's procedure
  /// Zero-sum only: per player, whether each extreme equilibrium's strategy is Dresher-optimal.
  std::vector<std::vector<char>> dresherOptimal;
  std::size_t linearProgrammes = 0;  ///< exact LPs solved (diagnostics)
};

/// Cost: per distinct equilibrium strategy one exact LP (plus one per pure strategy of its
/// support when it is dominated); per component and player at most 2^k LPs over the closed sets
/// of its k undominated pure strategies (one LP when its whole support is undominated together;
/// results cached across components); zero-sum games add Dresher's procedure, at most
/// (m + n)(m + n + 2) LPs. Progress stage "refinements"; the token is polled between LPs.
/// Errors: WrongShape (not two players), Internal (`all` does not fit the game: a caller's bug),
/// Cancelled/Timeout, NumericalFailure (an LP could not be solved exactly).
Expected<Refinements> solveRefinements(const SolvedBimatrix& input, const RefinementOptions& options = {},
                                       const Progress& progress = Progress::none(),
                                       const CancelToken& cancel = CancelToken::none());

/// The domination test on its own: a strategy of `player` that weakly dominates `strategy`
/// (pure dominators preferred), or nullopt when `strategy` is undominated. One exact LP.
/// Errors: WrongShape, Cancelled/Timeout, NumericalFailure.
Expected<std::optional<RationalVector>> weakDominator(const StrategicGame& game, std::size_t player,
                                                      const RationalVector& strategy,
                                                      const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
