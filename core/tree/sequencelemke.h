#pragma once
/// One Nash equilibrium of a two-player tree with perfect recall (zero-sum or general-sum,
/// chance allowed) by Lemke's algorithm on the sequence form (Koller–Megiddo–von Stengel 1996),
/// started from a completely mixed prior as in von Stengel, van den Elzen and Talman
/// (Econometrica 2002): the path traces the players' replies from the prior (z0 = 1) to an
/// equilibrium (z0 = 0); for a generic prior the equilibrium is normal-form perfect. CLI
/// `tree lemke`. The LCP: sequencelemkesystem.h.
///
/// Exactness: the path is first followed in double precision (sparse LU with updates); its
/// final basis is then solved exactly (sparse rational elimination) and the behaviour it gives
/// is proved by exact best replies of both players on the tree (behaviour.h). If that fails, the
/// path is followed again on an exact fraction-free integer tableau (systems up to
/// kExactLemkeMaxRows rows), whose end is proved the same way. `verified` is true on success
/// (every returned equilibrium passed the proof); NumericalFailure if no path gave a proof.
///
/// Cost: never builds the strategic form. The system has N = n1 + n2 + m1 + m2 rows (sequences
/// and constraint rows of both players) and about 2·N + 2·(payoff entries) nonzeros. The float
/// path keeps z0's dense column (the prior's payoffs) out of the LU: it factorises the basis
/// with that column replaced by b and corrects by Sherman–Morrison, so etas stay sparse
/// (sequencelemkefloat.cpp). Each pivot is one sparse solve with the etas (triangular solves
/// skip zeros), a one-pass O(N) ratio test, and on degenerate steps one batched transposed
/// solve for the tied rows; refactorisation every 80 pivots (Eigen SparseLU, one-column
/// panels), with a fresh COLAMD ordering every 16th. About 0.08 ms per pivot at N ≈ 6000.
/// Measured (bench_tree_lemke, Release, 2 shared cores, median of 3): random general-sum
/// 20 000-node trees 0.26 s (4 types, uniform prior, 2641 pivots), 0.40–0.42 s (3 types, 3321
/// pivots), 1.00–1.02 s (4 types, random prior, 12 385 pivots); Leduc hold'em 0.44–0.45 s
/// (4461 pivots); Kuhn poker 0.2 ms. The exact tableau fallback: about
/// 20 ms at N ≈ 170.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/tree/gametree.h"

#include <cstdint>
#include <vector>

namespace gamelab {

/// Trees deeper than this are refused (TooLarge): the exact proof's numbers grow with the depth
/// of mixed play (bits × depth per node), so a hostile 10⁶-deep chain would take gigabytes.
inline constexpr int kLemkeMaxDepth = 10000;

enum class LemkePrior {
  Uniform,  ///< every action of every player's set equally likely
  Random,   ///< per set, weights drawn uniformly from 1..1000 (seeded), normalised: generic
};

struct SequenceLemkeOptions {
  LemkePrior prior = LemkePrior::Uniform;
  std::uint64_t seed = 1;  ///< for LemkePrior::Random, and restart k uses seed + k
  /// Further runs from random priors (seeds seed + 1 … seed + restarts); the distinct
  /// equilibria they find are collected in SequenceLemkeResult::equilibria. <= 0: none.
  int restarts = 0;
  /// Skip the floating-point path and pivot exactly (tests; systems up to kExactLemkeMaxRows
  /// rows, else NumericalFailure).
  bool exactPivoting = false;
};

/// One equilibrium and where it came from.
struct LemkeEquilibrium {
  BehaviourProfile behaviour;  ///< both players' behaviour; sets their own plan never reaches: uniform
  RationalVector payoffs;      ///< expected payoffs of players 1 and 2 (exact)
  LemkePrior prior = LemkePrior::Uniform;
  std::uint64_t seed = 0;      ///< the prior's seed (LemkePrior::Random)
  std::int64_t pivots = 0;     ///< complementary pivots of the path that found it
  bool exactPath = false;      ///< found by the exact tableau (the float path's end failed the proof)
};

struct SequenceLemkeResult {
  LemkeEquilibrium equilibrium;  ///< from options.prior
  bool verified = false;         ///< the exact best-reply proof passed (always, on success)
  /// With restarts > 0: the distinct equilibria found, the first one first, then in order of
  /// discovery (equal behaviour = the same equilibrium); empty otherwise.
  std::vector<LemkeEquilibrium> equilibria;
};

/// Errors: InvalidTree (firstTreeError), WrongShape/NotTwoPlayers, NotPerfectRecall (naming
/// the player and set, absent-minded sets first), TooLarge (deeper than kLemkeMaxDepth: args "depth N", the limit; a system beyond int indices),
/// NumericalFailure, Cancelled, Timeout. Progress stage "lemke" (fraction 1 − smallest z0 so far).
Expected<SequenceLemkeResult> solveSequenceLemke(const GameTree& tree, const SequenceLemkeOptions& options = {},
                                                 const Progress& progress = Progress::none(),
                                                 const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
