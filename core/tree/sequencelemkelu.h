#pragma once
/// Internal to floatLemkePath: the factors of an Eigen SparseLU copied into plain compressed
/// columns, for triangular solves that skip zero entries of the work vector (column-oriented
/// L and U solves, and row-oriented transposed ones, cost O(N + the entries actually used), where Eigen's
/// supernodal solve costs O(N) allocations and dense block products on every call).
///
/// Eigen factorises P_r·A·P_c⁻¹ = L·U (L unit lower, U upper); its supernodal storage holds,
/// per column j, the rows of j's supernode (row < j: U, row = j: U's diagonal, row > j: L) and
/// the rest of U in a separate compressed matrix. Row and column indices are in the permuted
/// numbering; P·v puts v_i at position indices_i.
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include <vector>

namespace gamelab::seqlemke {

/// A column ordering that is COLAMD's, or the previous one again: between refactorisations
/// only the columns of a few basis positions change, so an older ordering stays good for a
/// while and saves most of Eigen's analyzePattern. Eigen default-constructs its ordering
/// object, so the choice is passed through `current` (set around analyzePattern; one thread).
struct ReusableOrdering {
  using Permutation = Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int>;
  struct Cache {
    Permutation permutation;  ///< COLAMD's last ordering (before Eigen's postorder)
    bool reuse = false;       ///< hand out `permutation` instead of computing one
  };
  static thread_local Cache* current;

  template <typename MatrixType>
  void operator()(const MatrixType& matrix, Permutation& permutation) const {
    if (current && current->reuse && current->permutation.size() == matrix.cols()) {
      permutation = current->permutation;
      return;
    }
    Eigen::COLAMDOrdering<int>()(matrix, permutation);
    if (current) current->permutation = permutation;
  }
};

/// Eigen's SparseLU with panels of one column: the bases are very sparse (about 4 nonzeros
/// per column in L + U at N ≈ 6000), so Eigen's default 16-column panels mostly clear and scan
/// dense panel workspace; one-column panels made the random-prior bench about 10 % faster
/// (same pivots on every bench). Panels of 4 or 8 changed Leduc's path (rounding; 8: 2 more
/// pivots, 4: an end that failed the proof), so the panel size is not a free knob.
class TunedSparseLu : public Eigen::SparseLU<Eigen::SparseMatrix<double>, ReusableOrdering> {
 public:
  TunedSparseLu() { m_perfv.panel_size = 1; }
};

class PlainLuFactors {
 public:
  using EigenLu = Eigen::SparseLU<Eigen::SparseMatrix<double>, ReusableOrdering>;

  /// Copies the factors of a successful factorisation of an n × n matrix.
  void assign(const EigenLu& lu, int n);

  /// x = A⁻¹·b in place.
  void solve(Eigen::Ref<Eigen::VectorXd> x) const;
  /// x = A⁻ᵀ·c in place.
  void solveTransposed(Eigen::Ref<Eigen::VectorXd> x) const;

 private:
  int n_ = 0;
  std::vector<int> lStart_, lRow_, uStart_, uRow_;  ///< strictly lower / upper, per column
  std::vector<double> lValue_, uValue_, diagonal_;
  /// The same by rows (for the transposed solves, which then also skip zeros).
  std::vector<int> ltStart_, ltCol_, utStart_, utCol_;
  std::vector<double> ltValue_, utValue_;
  std::vector<int> rowPerm_, colPerm_;
  mutable Eigen::VectorXd work_;
};

}  // namespace gamelab::seqlemke
