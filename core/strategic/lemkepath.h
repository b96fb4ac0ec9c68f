#pragma once
/// Private to lemkehowson.cpp: one Lemke–Howson path on the two tableaux of the best-response
/// polytopes P = {x >= 0, Bᵀx <= 1} (n rows) and Q = {y >= 0, Ay <= 1} (m rows).
///
/// Variables are numbered by their label in both tableaux: in P, id i < m is x_i and id m+j
/// is the slack s_j of column j; in Q, id i < m is the slack r_i of row i and id m+j is y_j.
/// A label is present in a tableau when its variable is nonbasic there (value 0). Ratio ties
/// are broken lexicographically by the columns of the initial basis (the slacks), which makes
/// both paths degeneracy-safe (Bland/lexicographic perturbation of the right-hand side 1).
#include "core/common/cancel.h"
#include "core/common/rational.h"

#include <gmpxx.h>

#include <cstddef>
#include <vector>

namespace gamelab::lemke {

/// The game's payoffs scaled to integers and shifted so that every entry is >= 1 (each player
/// separately: a positive affine change, which keeps the equilibria), row-major m x n.
struct PositiveBimatrix {
  std::size_t m = 0, n = 0;
  std::vector<mpz_class> a, b;
  std::vector<double> aFloat, bFloat;  ///< a and b divided by their largest entry
  const mpz_class& at(const std::vector<mpz_class>& matrix, std::size_t i, std::size_t j) const {
    return matrix[i * n + j];
  }
};

/// `a`, `b`: m x n rational payoff matrices (row-major).
PositiveBimatrix makePositiveBimatrix(std::size_t m, std::size_t n, const RationalVector& a, const RationalVector& b);

enum class PathStatus { Done, Failed, Cancelled };

struct PathEnd {
  std::size_t pivots = 0;
  /// basicP[id] / basicQ[id]: variable `id` is basic in P / Q at the end of the path.
  std::vector<bool> basicP, basicQ;
  /// The equilibrium (normalised x and y), filled by exactPath and recoverFromBasis.
  RationalVector p, q;
};

/// The path in double precision (lexicographic ties within a relative tolerance). Fills
/// pivots and the final bases; Failed when no pivot row exists or the pivot count is absurd.
PathStatus floatPath(const PositiveBimatrix& game, std::size_t label, const CancelToken& cancel, PathEnd& end);

/// The path on exact integer tableaux (fraction-free pivoting, every entry a minor of the
/// input). Always reaches an equilibrium unless cancelled; fills everything.
PathStatus exactPath(const PositiveBimatrix& game, std::size_t label, const CancelToken& cancel, PathEnd& end);

/// Solves the final bases of `end` exactly (the square systems of the tight constraints on
/// the basic variables) and fills p and q. False when a basis is singular or the point is
/// infeasible (the float path went wrong).
bool recoverFromBasis(const PositiveBimatrix& game, PathEnd& end);

}  // namespace gamelab::lemke
