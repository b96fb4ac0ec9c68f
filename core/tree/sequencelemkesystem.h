#pragma once
/// Internal to solveSequenceLemke: the linear complementarity problem of the sequence form with
/// a prior (von Stengel, van den Elzen and Talman 2002), as a sparse system M z = b, and the
/// complementary path engines that walk it.
///
/// Unknowns (in this order): x (player 1's sequences, n1), y (player 2's, n2), w_x (n1), w_y
/// (n2), p (one per row of E: ∅ then player 1's sets with >= 2 actions, m1), q (m2), z0.
/// Rows (N = n1 + n2 + m1 + m2):
///   σ rows:  w_σ − (Eᵀp)_σ + (A y)_σ + z0·(A ȳ)_σ = 0
///   τ rows:  w_τ − (Fᵀq)_τ + (Bᵀx)_τ + z0·(Bᵀx̄)_τ = 0
///   E rows:  (E x)_h + z0·e_h = e_h       F rows:  (F y)_h + z0·f_h = f_h
/// with x, y, w, z0 >= 0, x ⊥ w_x, y ⊥ w_y, and p, q free (basic throughout, never leave).
/// At z0 = 1 every plan is 0 and the players answer the prior; at z0 = 0 (x, y) is a Nash
/// equilibrium in realisation plans. The initial basis is z0, p, q, the sequences of each
/// player's pure best reply to the prior at every set (x_σ, σ ≠ ∅; y_τ including ∅) and the
/// slacks w of the other sequences; x_∅ enters first.
///
/// Degeneracy: ratio ties are broken lexicographically by the rows of B⁻¹·B₀ (B₀ the initial
/// basis), i.e. the right-hand side perturbed by B₀·(ε, ε², …); z0 wins every plain tie.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/tree/gametree.h"
#include "core/tree/sequenceformdata.h"

#include <cstdint>
#include <vector>

namespace gamelab::seqlemke {

struct SparseColumnEntry {
  int row = 0;
  Rational value;
};

struct LemkeSystem {
  int n1 = 0, n2 = 0, m1 = 0, m2 = 0;
  int rows = 0;       ///< N
  int variables = 0;  ///< 2·n1 + 2·n2 + m1 + m2 + 1
  std::vector<std::vector<SparseColumnEntry>> columns;  ///< per unknown, rows increasing
  RationalVector rhs;                                   ///< per row
  /// N unknowns, in the order of the ε powers: the slacks w first, then x, y, z0, p, q.
  std::vector<int> initialBasis;
  int firstEntering = 0;                                ///< x_∅

  int x(int s) const { return s; }
  int y(int t) const { return n1 + t; }
  int wx(int s) const { return n1 + n2 + s; }
  int wy(int t) const { return 2 * n1 + n2 + t; }
  int p(int h) const { return 2 * n1 + 2 * n2 + h; }
  int q(int h) const { return 2 * n1 + 2 * n2 + m1 + h; }
  int z0() const { return variables - 1; }
  bool isFree(int v) const { return v >= p(0) && v < z0(); }
  /// x ↔ w_x, y ↔ w_y; -1 for p, q and z0.
  int complement(int v) const {
    if (v < n1 + n2) return v + n1 + n2;
    if (v < 2 * (n1 + n2)) return v - n1 - n2;
    return -1;
  }
};

/// Builds the system for the prior plans (x̄, ȳ), both completely mixed realisation plans.
/// Size checks: the caller bounds the tree. Errors: Cancelled, Timeout.
Expected<LemkeSystem> buildLemkeSystem(const GameTree& tree, const SequenceFormData& data, const RationalVector& xPrior,
                                       const RationalVector& yPrior, const CancelToken& cancel);

enum class PathStatus { Done, Failed, Cancelled };

/// Where a path ended: the basic unknown of each row.
struct PathEnd {
  std::vector<int> basis;
  std::int64_t pivots = 0;
};

/// Polled by the engines: cancel, and progress (fraction = 1 − smallest z0 so far).
struct PathContext {
  const CancelToken& cancel;
  const Progress& progress;
  std::int64_t maxPivots = 0;  ///< Failed beyond this
  /// Float path: pivots between refactorisations of the basis (80 measured best; a retry after a
  /// failed proof uses another, so that the path is computed with other rounding).
  int refactorEvery = 80;
};

/// The path in double precision: sparse LU (Eigen) of the basis with z0's column replaced by b,
/// z0 handled by a Sherman–Morrison correction, product-form updates, refactorised every few
/// dozen pivots; lexicographic ties within a relative tolerance. Failed
/// on a singular basis, no leaving row, or too many pivots. The caller solves the final basis
/// exactly and checks it.
PathStatus floatLemkePath(const LemkeSystem& system, const PathContext& context, PathEnd& end);

/// Largest N that exactLemkePath accepts (a dense tableau of N × (unknowns + 1) integers).
inline constexpr int kExactLemkeMaxRows = 400;

/// The path on an exact fraction-free integer tableau (every entry a minor of the row-scaled
/// system): always ends at z0 = 0 unless cancelled or N > kExactLemkeMaxRows (Failed).
PathStatus exactLemkePath(const LemkeSystem& system, const PathContext& context, PathEnd& end);

/// The basic solution of `basis` solved exactly (sparse), per unknown (nonbasic = 0);
/// nullopt when the basis is singular. Errors: Cancelled, Timeout.
Expected<std::optional<RationalVector>> solveBasisExactly(const LemkeSystem& system, const std::vector<int>& basis,
                                                          const CancelToken& cancel);

}  // namespace gamelab::seqlemke
