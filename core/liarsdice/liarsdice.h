#pragma once
/// Liar's Dice with one N-sided die (source 004; digest liars-dice.md), solved by the nested
/// LP + DP method: V(M) for M = N+1 down to 1, each from the LP of the subgame G(M) (claims
/// y >= M) given the values above. A's optimal winning probability is V(1)
/// (N = 2 → 3/4, N = 6 → 41/60).
///
/// Exact mode proves every subgame: first by two cheap certificates (the truthful strategy with
/// "call everything" when V(M) = P(X >= M); G(M+1)'s strategies when V(M) = V(M+1) — together
/// all but one or two subgames for large N), otherwise by the reduced LP of §7 solved exactly
/// (core/lp) with per-die claim distributions from the masses (Hall / greedy assignment) and
/// call probabilities from the duals; each subgame is checked by liarsDiceVerify. Float mode
/// solves every subgame's LP with Clp only and is labelled approximate.
///
/// Speed (Release, one core): exact N = 200 in 0.6 s (V(1) has a 296-bit denominator; a
/// few exact LPs, the rest certificates), N = 400 in 7 s, N = 1000 over 3 minutes; float N = 200 in
/// 0.7 s (every subgame an LP). Default (liarsDiceExactByDefault): exact up to
/// kLiarsDiceExactDefaultMaxSides sides, float above. Strategies hold N·(N+2−M) rationals per
/// subgame (N = 200: 4·10⁶ numbers, about 400 MB): ask for them only when needed.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/tree/gametree.h"

#include <random>
#include <vector>

namespace gamelab {

inline constexpr int kLiarsDiceMaxSides = 1000;
/// Exact mode stays within about a second up to this many sides (N = 200: 0.6 s).
inline constexpr int kLiarsDiceExactDefaultMaxSides = 200;
inline bool liarsDiceExactByDefault(int sides) { return sides <= kLiarsDiceExactDefaultMaxSides; }

struct LiarsDiceOptions {
  bool exact = true;
  bool strategies = true;  ///< fill the per-subgame strategies (needed to play)
};

/// The subgame G(M): claims y = M .. N+1 (N+1 stands for every sure lie).
struct LiarsDiceSubgame {
  int bound = 1;  ///< M
  Rational value; ///< V(M), the roller's winning probability
  double valueFloat = 0;
  /// claim[x-1][y-M]: probability that the roller with die x claims y (rows sum to 1).
  std::vector<RationalVector> claim;
  /// call[y-M]: probability that the caller calls the claim y.
  RationalVector call;
  /// passValue[y-M] = 1 − V(y+1), the roller's payoff when the claim y is passed.
  RationalVector passValue;
};

struct LiarsDiceSolution {
  int sides = 0;
  bool exact = false;
  /// value[M-1] = V(M) for M = 1 .. N+1 (V(N+1) = 0); floats alongside.
  RationalVector value;
  std::vector<double> valueFloat;
  /// subgames[M-1] for M = 1 .. N (when options.strategies).
  std::vector<LiarsDiceSubgame> subgames;
};

/// Errors: InvalidArgument when sides < 2 or > kLiarsDiceMaxSides, Cancelled/Timeout. Progress
/// stage "liars-dice" with the fraction of subgames done. Target: N = 200 within 10 s.
Expected<LiarsDiceSolution> solveLiarsDice(int sides, const LiarsDiceOptions& options = {},
                                           const Progress& progress = Progress::none(),
                                           const CancelToken& cancel = CancelToken::none());

/// The roller's payoff in G(M) for each pure reply, for the "value against every pure reply"
/// check: rollerPayoffAgainst[x-1][y-M] = payoff of claiming y with die x against `call`,
/// and callerPayoff[y-M][c] (c = 0 pass, 1 call) = roller's payoff given claim y weighted by
/// `claim`. Exact.
struct LiarsDiceChecks {
  std::vector<RationalVector> rollerPayoff;
  std::vector<RationalVector> callerReplyPayoff;
};
LiarsDiceChecks liarsDiceChecks(const LiarsDiceSubgame& subgame, int sides);

/// Exact proof that `subgame` holds optimal strategies (what solveLiarsDice checks for every
/// subgame in exact mode): every row of `claim` is a distribution; every claim the roller makes
/// with die x earns that die's best payoff against `call`; the roller's payoff against `call`
/// averaged over the dice equals `value`; every call probability mixes only the caller's best
/// replies to that claim; and the roller's payoff against the caller's best replies equals
/// `value`. (So neither side can gain by deviating: both strategies are optimal.)
bool liarsDiceVerify(const LiarsDiceSubgame& subgame, int sides);

/// The computer's moves from an optimal strategy (sampled with `rng`).
int liarsDiceComputerClaim(const LiarsDiceSubgame& subgame, int die, std::mt19937_64& rng);
bool liarsDiceComputerCalls(const LiarsDiceSubgame& subgame, int claim, std::mt19937_64& rng);

/// The whole game as a tree for small N (two players A, B; chance rolls; claims as actions;
/// payoffs 1/0): for the sequence form, which must agree with V(1). The roller's information
/// set is its own dice so far (current and earlier: perfect recall) and the claim history; the
/// caller's is its own earlier dice and the history. Claims run from the bound to N+1 (N+1 =
/// "sure lie"); passing a sure lie ends the game (every later claim is a sure lie, called), so
/// the claimer wins. Outcomes "A wins" (1, 0) and "B wins" (0, 1) are shared by the leaves.
/// Asserted 2 <= N <= kLiarsDiceMaxTreeSides: the tree has about 3·(N+1)^(N+1) nodes
/// (N = 4: 11 873, N = 5: 178 846 nodes; N = 6 would be about 3 million).
inline constexpr int kLiarsDiceMaxTreeSides = 5;
GameTree liarsDiceTree(int sides);

}  // namespace gamelab
