#pragma once
/// Exact certificates that a line of a matrix game cannot be dominated by any mixture of the
/// other lines of its side, so that iterated dominance can skip its (LP) search.
///
/// Lines are "oriented" (bigger is better for the line's owner: rows use a(i,j), columns use
/// −a(i,j)) and scaled to integers by one positive common factor (comparisons are unchanged);
/// g[l][o] is line l's entry against line o of the other side (original indices).
/// If line k is a best response, among the present lines of its side, to some mixed strategy q
/// of the other side supported on present lines, no mixture w of the other lines strictly
/// dominates k (else Σ w_l g_l·q > g_k·q, so some l beats k against q). If k is the UNIQUE best
/// response, no mixture dominates it even weakly (Σ w_l g_l·q ≥ g_k·q would need some l to tie
/// or beat k). Unique is also read lexicographically: k is the unique maximiser of
/// (g·q, g·e_o) for some present o — the unique best response to q + δ·e_o for small δ > 0.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/matrix/integerlines.h"
#include "core/matrix/matrixgame.h"

#include <gmpxx.h>

#include <cstddef>
#include <optional>
#include <set>
#include <vector>

namespace gamelab {


enum class DominanceCertificate {
  None,          ///< no certificate found (the line may or may not be dominated)
  NotStrict,     ///< a best response to some q: not strictly dominated by any mixture
  NotDominated,  ///< the unique best response to some q: not even weakly dominated
};

/// Certificates for every line in `present` (same order), over the other side's lines
/// `others`. Witnesses: every pure strategy e_o (o in `others`) and each of `witnesses`
/// (nonnegative, nonzero, indexed by the other side's original indices; a witness with weight
/// on a line outside `others` is ignored). Exact. Cost O(|present|·|others|·(1 + |witnesses|))
/// rational operations plus the tie-breaking scans.
std::vector<DominanceCertificate> certifyUndominated(const IntegerLines& g,
                                                     const std::vector<std::size_t>& present,
                                                     const std::vector<std::size_t>& others,
                                                     const std::vector<RationalVector>& witnesses);

/// True when a witness making line `k` (in `present`) the unique best response was found:
/// guesses maximising min_{l in C} (g_k − g_l)·q over a growing set C of the lines that beat
/// or tie k at the previous guess — first by a few rounds of Hedge (no LP), then by small
/// floating-point LPs; each guess, as integer weights, is
/// checked exactly against all present lines — so true proves that k is not dominated. False
/// after a few rounds without success (k may still be undominated). Errors: Cancelled, Timeout.
Expected<bool> findUniqueWitness(const IntegerLines& g, const std::vector<std::size_t>& present,
                                 const std::vector<std::size_t>& others, std::size_t k, const CancelToken& cancel);

/// Witnesses for certifyUndominated: exact optimal strategies of the sub-game on `rows` ×
/// `cols` (original indices), expanded to the whole game's indices — [0] player I's (a witness
/// for the columns), [1] player II's (for the rows). Both empty when the LP could not be
/// verified. Errors: Cancelled, Timeout.
Expected<std::vector<RationalVector>> optimalWitnesses(const MatrixGame& game, const std::vector<std::size_t>& rows,
                                                       const std::vector<std::size_t>& cols,
                                                       const CancelToken& cancel);

/// The certificates of one run of iterated dominance (core/matrix/dominance.cpp), for both
/// sides, recomputed on first use after each deletion from: the pure strategies, the hints,
/// the exact optimal strategies of the current reduced game (solved only when those leave a
/// line unproved, and again only after a line they play is removed) and, per line still
/// unproved, findUniqueWitness.
class DominanceCertifier {
 public:
  /// `rowHint` / `colHint`: optional mixed strategies of player I / II (may be empty).
  DominanceCertifier(const MatrixGame& game, RationalVector rowHint, RationalVector colHint);

  /// Line k of side s (0 rows, 1 columns), given the present lines of both sides.
  /// Errors: Cancelled, Timeout.
  Expected<DominanceCertificate> certificate(int s, std::size_t k, const std::vector<std::size_t> (&present)[2],
                                             const CancelToken& cancel);
  /// After the deletion of line `removed` of side s.
  void forget(int s, std::size_t removed);
  /// orientedIntegerLines(game, side), built on first use.
  const IntegerLines& lines(int side);

 private:
  Expected<bool> computeRound(const std::vector<std::size_t> (&present)[2], const CancelToken& cancel);

  const MatrixGame& game_;
  RationalVector hints_[2];  ///< player I's, player II's
  RationalVector optimal_[2];  ///< optimal strategies of player I / II in a reduced game
  bool optimalTried_ = false;
  IntegerLines lines_[2];  ///< built on first use
  bool linesBuilt_ = false;
  std::optional<std::vector<DominanceCertificate>> certs_[2];
  std::set<std::size_t> searched_[2];  ///< lines whose findUniqueWitness ran this round
};

}  // namespace gamelab
