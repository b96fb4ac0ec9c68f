#pragma once
/// Internal parts of solveSubgamePerfect (backwardinduction.h), one file each.
#include "core/tree/backwardinduction.h"

#include <gmpxx.h>

#include <optional>

namespace gamelab::detail {

/// Largest number of distinct equilibrium payoff vectors kept for one subtree while counting
/// pure SPE, and the largest number of value pairs combined at one chance node. Beyond either
/// the count is not given (nullopt): chance nodes combine the children's value sets by
/// expectation, and the product of their sizes can grow exponentially.
inline constexpr std::size_t kMaxCountedValues = 1u << 16;
inline constexpr std::size_t kMaxCombinedPairs = 1u << 22;

/// The number of pure subgame-perfect equilibria of a tree in which every player's information
/// set has one member, by a DP over the distinct equilibrium value vectors of each subtree with
/// their multiplicities. nullopt when a cap above is exceeded. Errors: Cancelled/Timeout.
Expected<std::optional<mpz_class>> countPureSubgamePerfect(const GameTree& tree, const CancelToken& cancel);

/// Backward induction for a tree whose players' information sets are all singletons (validated).
Expected<SubgamePerfectResult> solvePerfectInformation(const GameTree& tree, const SubgamePerfectOptions& options,
                                                       const Progress& progress, const CancelToken& cancel);

/// Imperfect information: subgame by subgame (validated tree).
Expected<SubgamePerfectResult> solveBySubgames(const GameTree& tree, const SubgamePerfectOptions& options,
                                               const Progress& progress, const CancelToken& cancel);

/// Reach flags from the root under a behaviour profile (positive probability).
std::vector<bool> reachedNodes(const GameTree& tree, const BehaviourProfile& behaviour);

}  // namespace gamelab::detail
