#pragma once
/// Building block of solveSpeCount (not a solver): a vector of exact counts held as
/// M_r ⋯ M_1 · x. At a node the counts of its largest child go through a small linear map (its
/// entries come from the other children); on a path where the counts double at every node,
/// applying each map to the ever longer vector costs O(n²) bit operations. Here the maps of
/// a long vector wait in a list whose sizes halve from the oldest to the newest, and two maps
/// of similar size are multiplied together (a binary counter), so such a path costs about
/// O(M(n) log n), M the cost of a multiplication.
#include <gmpxx.h>

#include <cstddef>
#include <vector>

namespace gamelab::kingmaker::detail {

/// A dim × dim integer matrix, row-major.
using CountMatrix = std::vector<mpz_class>;

class LazyCounts {
 public:
  /// Vectors of fewer bits than `eagerBits` take each map at once (no list kept).
  explicit LazyCounts(std::size_t eagerBits = 4096) : eagerBits_(eagerBits) {}

  /// The explicit vector x; no map pending.
  void assign(std::vector<mpz_class> x);
  /// The vector becomes m · (the vector); m is x.size() × x.size().
  void apply(CountMatrix m);
  /// The vector (the pending maps are applied; none is pending afterwards).
  const std::vector<mpz_class>& materialise();
  /// Bits held by the vector and the pending maps (a measure of the work they stand for).
  std::size_t bits() const;

 private:
  std::size_t eagerBits_;
  std::vector<mpz_class> x_;
  std::vector<CountMatrix> pending_;  ///< oldest first
  std::vector<std::size_t> pendingBits_;
  std::size_t xBits_ = 0;
};

}  // namespace gamelab::kingmaker::detail
