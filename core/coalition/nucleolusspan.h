#pragma once
/// The linear span of coalition indicator vectors (internal to core/coalition): exact rank by
/// rational row reduction, and a fast exact "is 1_S in the span?" test for every coalition
/// through an integer basis of the orthogonal complement (each z · 1_S summed from two half
/// tables). Used by the nucleolus to drop coalitions whose excess is already determined.
#include "core/coalition/coalition.h"
#include "core/common/rational.h"

#include <cstdint>
#include <vector>

namespace gamelab::coalitiondetail {

class CoalitionSpan {
 public:
  explicit CoalitionSpan(int players) : players_(players) {}

  /// Adds 1_S; returns true when it was independent of the vectors added before.
  bool add(Coalition s);
  int rank() const { return static_cast<int>(rows_.size()); }

  /// Prepares inSpan() for the current span (call after add()).
  void prepare();
  /// Exact: 1_S lies in the span. Requires prepare() since the last add().
  bool inSpan(Coalition s) const;

 private:
  int players_;
  std::vector<RationalVector> rows_;  ///< reduced row echelon form
  std::vector<int> pivots_;           ///< pivot column of each row
  // Complement basis: z_k · 1_S = low_k[S & lowMask] + high_k[S >> lowBits] (int64), or, when
  // the integers are too large, exactly in mpz (wide_).
  int lowBits_ = 0;
  bool wide_ = false;
  std::vector<std::vector<std::int64_t>> low_, high_;
  std::vector<std::vector<mpz_class>> wideComplement_;
};

}  // namespace gamelab::coalitiondetail
